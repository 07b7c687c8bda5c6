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
  "paste.whitespace": { level: "the marks around the URL come from the text it was copied from; the URL inside is kept as written" },
  "paste.quotes": { level: "the marks around the URL come from the text it was copied from; the URL inside is kept as written" },
  "paste.brackets": { level: "the marks around the URL come from the text it was copied from; the URL inside is kept as written" },
  "paste.tab-or-newline": { level: "a URL wrapped across lines: the tabs and line breaks are not part of it (the WHATWG URL parser removes them too)" },
  "paste.markdown-link": { level: "the link text and the Markdown syntax around the URL come from the text it was copied from; the URL inside is kept as written" },
  "paste.separator": { level: "a separator at either end of the URL comes from the list or sentence it was copied from; the URL is kept as written" },
  "paste.backslash-escape": { level: "every \"/\" and \":\" is kept; only the backslashes that escape them, which belong to the JSON, properties file or shell text around the URL, are removed" },
  "paste.trailing-text": { level: "it drops the text after the URL, which is read as the sentence around it: shown, never applied unasked" },
  "input.unexpected-end": { hint: "the expected terminals say what may stand here", fixes: "no single edit is known to be meant: the expected terminals list what would continue" },
  "syntax.unexpected-char": { hint: "the expected terminals say what may stand here", fixes: "no single edit is known to be meant: the expected terminals list what would continue" },
  "scheme.missing": { level: "the scheme is a guess" },
  "scheme.missing-colon": { level: "after a well-known scheme name (\"http//host\", \"http;//host\", where \";\" is the key beside \":\"), the \":\" is what was meant (and the \"//\" of http, https, ftp, ws or wss); after another name the fix is maybe-incorrect (the name may be a path)" },
  "scheme.bad-char": { hint: "the summary names the characters a scheme holds", level: "it removes a character of the scheme" },
  "scheme.uppercase": { level: "schemes are case-insensitive (RFC 3986 §3.1): the same scheme in lower case" },
  "scheme.missing-slashes": { hint: "the fix says what to add", level: "after http, https, ftp, ws or wss, whose URLs always have an authority, the \"//\" is what was meant; after another scheme the fix is maybe-incorrect (it turns the path into a host)" },
  "scheme.doubled": { level: "the URL written after the prefix is kept whole, with its own scheme; the prefix before it holds nothing of its own (a default added to a URL that had one)" },
  "file.windows-path": { level: "\"\\\" and \"|\" are the Windows spellings of \"/\" and \":\" (RFC 8089 Appendix E), and a drive letter or a UNC server name names a file: every folder and the file name are kept" },
  "host.invalid-domain": { level: "a trailing dot names the same host in DNS, but a server may tell the two apart (a virtual host, a certificate): offered, never applied unasked; other failures (an \"_\", a hyphen at a label's edge, a Unicode label ToASCII refuses) have no edit known to keep the host" },
  "host.ends-in-a-number": { fixes: "which address or name was meant cannot be guessed: \"example.255\" is neither" },
  "host.empty": { hint: "the summary says a host is needed", level: "after http, https, ftp, ws or wss, whose URLs always have a host, the slashes between \"//\" and a host name (dotted, or localhost) are one too many: removed, the name is kept (the WHATWG URL Standard reads them so); after another scheme, or before text that is no host name, the fix is maybe-incorrect (it turns the path into a host); with nothing after them, what host was meant cannot be guessed" },
  "host.bad-char": { level: "a \",\" or \";\" between two labels of a host name is a mistyped \".\" (the keys sit side by side): replaced, every label kept; a host character cannot be escaped, and for any other one which was meant cannot be guessed (no fix)" },
  "iri.bad-char": { hint: "the expected terminals say what may stand here", fixes: "no single edit is known to be meant: the expected terminals list what would continue" },
  "iri.bidi-format": { level: "it removes a character" },
  "reg-name.bad-char": { hint: "the expected terminals say what may stand here", fixes: "a registered name character cannot be guessed" },
  "host.empty-label": { level: "a run of dots between two labels is one dot typed more than once: the extra dots removed, every label kept; a dot that starts or ends the host is removed by a maybe-incorrect fix (the name may not be the one meant)" },
  "host.label-edge-hyphen": { level: "removing the \"-\" names another host (names with one are registered and resolve): shown, never applied unasked" },
  "host.toplabel-digit": { hint: "the summary says a top label starts with a letter", fixes: "what name was meant cannot be guessed" },
  "host.non-ascii": { level: "the same name in its ASCII (IDNA) form" },
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
  "port.empty": { level: "an empty port means the scheme's default (RFC 3986 §3.2.3): without the \":\" the URL names the same place" },
  "port.bad-char": { hint: "the summary says a port is digits", level: "a port written twice (\"8080:8080\") keeps one; letters that stand for digits (\"O\" for 0, \"l\" or \"I\" for 1) become those digits where every other character is a digit; which port any other text meant cannot be guessed (no fix)" },
  "port.out-of-range": { fixes: "which port was meant cannot be guessed" },
  "escape.bad-hex": { level: "the \"%\" is kept, as a literal percent sign" },
  "escape.truncated": { level: "the \"%\" is kept, as a literal percent sign" },
  "escape.not-allowed": { fixes: "the character itself may not be allowed either: the hint says what to try" },
  "char.space": { level: "the space is kept, escaped; white space right after the scheme's \":\" or \"//\" holds no data and is removed; in a host or a scheme, where no escape is allowed, the fix removes it and is maybe-incorrect" },
  "char.control": { level: "it removes the character" },
  "char.unsafe": { level: "the character is kept, escaped; escaping a \"#\" moves the fragment into the path, and \"\\\\\" written as \"/\" is meant only under the WHATWG special schemes (http, https, ftp, ws, wss, file): those fixes are maybe-incorrect" },
  "char.confusable": { level: "the same delimiter in ASCII, where only ASCII can stand (the scheme, the \"//\" after it, the authority): the characters of the URL are kept" },
  "char.non-ascii": { level: "the same characters, as their UTF-8 escapes (RFC 3987 §3.1)" },
  "userinfo.unescaped-at": { level: "every \"@\" of the user information is kept, as data; the host is what follows the last \"@\", as the WHATWG URL parser reads it" },
  "http.userinfo": { level: "it drops the user name and password" },
  "userinfo.not-allowed": { level: "it drops the user name and password" },
  "http.query-without-path": { level: "an empty path and \"/\" are equivalent in http (RFC 3986 §6.2.3)" },
  "ftp.bad-type": { hint: "the expected terminals list the type codes", fixes: "which type was meant cannot be guessed" },
  "fragment.second-hash": { hint: "the fix says what to write", level: "the second \"#\" stays in the fragment, as data" },
};
