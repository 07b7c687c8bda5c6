/**
 * Why each error code has no hint or no fix, and why its fixes have their level: the documentation
 * of the table in `actions.ts` (docs/errors.md prints it, `scripts/errors-doc.ts`), kept apart so
 * that the library's bundles do not carry the text. The mapped type holds one entry per code;
 * test/actions.test.ts holds each entry to its code's actions (a reason for every `NONE`, a reason
 * for every level, nothing else).
 */
import type { ErrorCode } from './codes.js';

/** What the documentation says of one code's actions. */
export interface ActionsWhy {
  /** Why the code has no hint (where its `hint` is `NONE`). */
  readonly hint?: string;
  /** Why the code has no fix (where its `fixes` is `NONE`). */
  readonly fixes?: string;
  /** Why its fixes have their level, and when a candidate takes another (where it has fixes). */
  readonly level?: string;
}

/** Every code's reasons. */
export const ACTIONS_WHY: { readonly [C in ErrorCode]: ActionsWhy } = {
  "input.empty": { hint: "an empty input has nothing to point at: the summary says it", fixes: "what URL was meant cannot be guessed" },
  "paste.whitespace": { level: "white space, and one pair of quotation marks (straight, typographic or guillemets: \"…\", “…”, „…“, '…', `` `…` ``, «…», 「…」), angle brackets or \"<URL:…>\" around all of the URL (RFC 3986 Appendix C) come from the text it was copied from: removed, every character of the URL kept; a mark alone at one end, a second pair, or parentheses and other brackets may be the URL's own characters, and the tabs and line breaks inside it are: then the fix is maybe-incorrect" },
  "paste.quotes": { level: "white space, and one pair of quotation marks (straight, typographic or guillemets: \"…\", “…”, „…“, '…', `` `…` ``, «…», 「…」), angle brackets or \"<URL:…>\" around all of the URL (RFC 3986 Appendix C) come from the text it was copied from: removed, every character of the URL kept; a mark alone at one end, a second pair, or parentheses and other brackets may be the URL's own characters, and the tabs and line breaks inside it are: then the fix is maybe-incorrect" },
  "paste.brackets": { level: "white space, and one pair of quotation marks (straight, typographic or guillemets: \"…\", “…”, „…“, '…', `` `…` ``, «…», 「…」), angle brackets or \"<URL:…>\" around all of the URL (RFC 3986 Appendix C) come from the text it was copied from: removed, every character of the URL kept; a mark alone at one end, a second pair, or parentheses and other brackets may be the URL's own characters, and the tabs and line breaks inside it are: then the fix is maybe-incorrect" },
  "paste.tab-or-newline": { level: "a URL wrapped across lines: the tabs and line breaks are not part of it (the WHATWG URL parser removes them too), but they are characters of the input, and removing them is maybe-incorrect" },
  "paste.markdown-link": { level: "the URL inside is kept as written, but the link text and the Markdown syntax around it are removed: characters of the input, so maybe-incorrect" },
  "paste.separator": { level: "a separator at either end of the URL likely comes from the list or sentence it was copied from, but it is a character of the input: removing it is maybe-incorrect" },
  "paste.backslash-escape": { level: "every \"/\" and \":\" is kept, and only the backslashes that escape them (which belong to the JSON, properties file or shell text around the URL) are removed; they are characters of the input all the same, so the fix is maybe-incorrect" },
  "paste.trailing-text": { level: "it drops the text after the URL, which is read as the sentence around it: shown, never applied unasked" },
  "input.unexpected-end": { hint: "the expected terminals say what may stand here", fixes: "no single edit is known to be meant: the expected terminals list what would continue" },
  "syntax.unexpected-char": { hint: "the expected terminals say what may stand here", fixes: "no single edit is known to be meant: the expected terminals list what would continue" },
  "scheme.missing": { level: "the scheme is a guess" },
  "scheme.missing-colon": { level: "after a well-known scheme name (\"http//host\"), the \":\" is what was meant, added and nothing removed; writing \":\" (and the \"//\" of http, https, ftp, ws or wss) for a \";\" (\"http;//host\", the key beside \":\") replaces a character, and after another name the \":\" may not be meant (the name may be a path): those fixes are maybe-incorrect" },
  "scheme.bad-char": { hint: "the summary names the characters a scheme holds", level: "it removes a character of the scheme" },
  "scheme.uppercase": { level: "schemes are case-insensitive (RFC 3986 §3.1), so the lower-case scheme names the same, but it replaces the letters as written: maybe-incorrect" },
  "scheme.missing-slashes": { hint: "the fix says what to add", level: "after http, https, ftp, ws or wss, whose URLs always have an authority, the \"//\" is what was meant; after another scheme the fix is maybe-incorrect (it turns the path into a host)" },
  "scheme.doubled": { level: "the URL written after the prefix is kept whole, with its own scheme, but the prefix before it (a default added to a URL that had one) is removed: maybe-incorrect" },
  "file.windows-path": { level: "\"\\\\\" and \"|\" are the Windows spellings of \"/\" and \":\" (RFC 8089 Appendix E), and a drive letter or a UNC server name names a file: every folder and the file name are kept; machine-applicable where the fix only adds (\"file:///\" before \"C:/dir/file\"), maybe-incorrect where it writes a \"\\\\\" as \"/\" or a \"|\" as \":\"" },
  "host.invalid-domain": { level: "a trailing dot names the same host in DNS, but a server may tell the two apart (a virtual host, a certificate): offered, never applied unasked; other failures (an \"_\", a hyphen at a label's edge, a Unicode label ToASCII refuses) have no edit known to keep the host" },
  "host.ends-in-a-number": { fixes: "which address or name was meant cannot be guessed: \"example.255\" is neither" },
  "host.empty": { hint: "the summary says a host is needed", level: "after http, https, ftp, ws or wss, whose URLs always have a host, the slashes between \"//\" and a host name are one too many (the WHATWG URL Standard reads them so), but removing them removes characters: maybe-incorrect, as it is after another scheme or before text that is no host name (it turns the path into a host); with nothing after them, what host was meant cannot be guessed" },
  "host.bad-char": { level: "a \",\" or \";\" between two labels of a host name is likely a mistyped \".\" (the keys sit side by side), but the fix replaces it: maybe-incorrect; a host character cannot be escaped, and for any other one which was meant cannot be guessed (no fix)" },
  "iri.bad-char": { hint: "the expected terminals say what may stand here", fixes: "no single edit is known to be meant: the expected terminals list what would continue" },
  "iri.bidi-format": { level: "it removes a character" },
  "reg-name.bad-char": { hint: "the expected terminals say what may stand here", fixes: "a registered name character cannot be guessed" },
  "host.empty-label": { level: "a run of dots between two labels is one dot typed more than once, and a dot that starts or ends the host may be a slip, but the fix removes dots: maybe-incorrect" },
  "host.label-edge-hyphen": { level: "removing the \"-\" names another host (names with one are registered and resolve): shown, never applied unasked" },
  "host.toplabel-digit": { hint: "the summary says a top label starts with a letter", fixes: "what name was meant cannot be guessed" },
  "host.non-ascii": { level: "the same name in its ASCII (IDNA) form, but written in other characters: maybe-incorrect" },
  "ipv4.octet-out-of-range": { fixes: "which address was meant cannot be guessed" },
  "ipv6.bad-char": { hint: "the expected terminals say what may stand here", fixes: "no single edit is known to be meant: the expected terminals list what would continue" },
  "ipv6.unbracketed": { level: "brackets added around the address, every character kept; where the last group could also be a port (both readings are addresses, \"2001:db8::1:8080\"), each reading is a maybe-incorrect fix" },
  "ipv6.unclosed": { level: "the \"]\" closes the literal where the address ends" },
  "ipv6.zone-id": { fixes: "removing the zone identifier drops data: the hint says it" },
  "ipv6.hex4-too-long": { hint: "the summary says a group has at most four hex digits", fixes: "which digits were meant cannot be guessed" },
  "ipv6.double-compression": { hint: "the summary says \"::\" appears once", fixes: "which groups were meant cannot be guessed" },
  "ipv6.group-count": { hint: "the expected terminals give the count found", fixes: "which groups were meant cannot be guessed" },
  "ipvfuture.bad-char": { hint: "the expected terminals say what may stand here", fixes: "no single edit is known to be meant: the expected terminals list what would continue" },
  "path.colon-in-first-segment": { level: "RFC 3986 §4.2: a \"./\" before the path keeps its meaning" },
  "port.empty": { level: "an empty port means the scheme's default (RFC 3986 §3.2.3): without the \":\" the URL names the same place, but the \":\" is a character of the input: maybe-incorrect" },
  "port.bad-char": { hint: "the summary says a port is digits", level: "a port written twice (\"8080:8080\") keeps one; letters that stand for digits (\"O\" for 0, \"l\" or \"I\" for 1) become those digits where every other character is a digit: characters removed or replaced, so maybe-incorrect; which port any other text meant cannot be guessed (no fix)" },
  "port.out-of-range": { fixes: "which port was meant cannot be guessed" },
  "escape.bad-hex": { level: "the \"%\" is kept, as a literal percent sign" },
  "escape.truncated": { level: "the \"%\" is kept, as a literal percent sign" },
  "escape.not-allowed": { fixes: "the character itself may not be allowed either: the hint says what to try" },
  "char.space": { level: "the space is kept, escaped; white space right after the scheme's \":\" or \"//\" holds no data, but removing it removes characters, and in a host or a scheme, where no escape is allowed, the fix removes the space: those fixes are maybe-incorrect" },
  "char.control": { level: "it removes the character" },
  "char.unsafe": { level: "the character is kept, escaped; escaping a \"#\" moves the fragment into the path, \"\\\\\" written as \"/\" replaces it, and escaping a \"\\\\\" under the WHATWG special schemes (http, https, ftp, ws, wss, file), where browsers read it as \"/\", keeps what they read as a delimiter as data: those fixes are maybe-incorrect" },
  "char.confusable": { level: "the same delimiter in ASCII, where only ASCII can stand (the scheme, the \"//\" after it, the authority), but it replaces a character: maybe-incorrect" },
  "char.non-ascii": { level: "the same characters, as their UTF-8 escapes (RFC 3987 §3.1)" },
  "userinfo.unescaped-at": { level: "every \"@\" of the user information is kept, as data; the host is what follows the last \"@\", as the WHATWG URL parser reads it" },
  "http.userinfo": { level: "it drops the user name and password" },
  "userinfo.not-allowed": { level: "it drops the user name and password" },
  "http.query-without-path": { level: "an empty path and \"/\" are equivalent in http (RFC 3986 §6.2.3)" },
  "ftp.bad-type": { hint: "the expected terminals list the type codes", fixes: "which type was meant cannot be guessed" },
  "fragment.second-hash": { hint: "the fix says what to write", level: "the second \"#\" stays in the fragment, as data" },
};
