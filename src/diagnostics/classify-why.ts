/**
 * Why each row of the classifier (`CLASSIFIER`, classify.ts) gives its code, and the input each is
 * pinned by: the documentation of that table, row for row, kept apart so that the library's
 * bundles do not carry the text (as `actions-why.ts` is for the actions). test/classifier.test.ts
 * holds each entry to its row: the same code, and the pinned input classified by that row and no
 * row before it.
 */
import type { GrammarName, RFC } from '../../grammar/index.js';
import type { ErrorCode } from './codes.js';

/**
 * The input a row is pinned by: a string parsed with `parseURL` under `rfc1738`, or an input with
 * its start symbol, or with a rule (and its RFC) to parse with `parseRule`.
 */
export type Pinned = string | { readonly input: string; readonly grammar: GrammarName } | { readonly input: string; readonly rule: string; readonly rfc: RFC };

/** What the documentation says of one row. */
export interface ClassifierWhy {
  /** The row's code (the same as the row's). */
  readonly code: ErrorCode;
  /** An input this row, and no row before it, classifies. */
  readonly pinned: Pinned;
  /** One line: why this code, here. */
  readonly why: string;
}

/** The classifier's rows, in its order. */
export const CLASSIFIER_WHY: readonly ClassifierWhy[] = [
  { code: 'input.empty', pinned: '', why: 'nothing to parse: no grammar of ours accepts the empty input as a URL' },
  { code: 'paste.whitespace', pinned: ' http://example.com/', why: 'white space around the URL (looks at both ends of the raw input): a pasting mistake, named before what the grammar expected there' },
  { code: 'paste.quotes', pinned: '\u201chttp://example.com/\u201d', why: 'quotation marks around the URL (looks at both ends of the raw input): a pasting mistake, not a missing scheme' },
  { code: 'paste.brackets', pinned: { input: '<http://example.com/>', grammar: 'rfc3986' }, why: 'angle brackets or parentheses around the URL, or a closing ")" it does not open (looks at both ends of the raw input): delimiters from the text around it' },
  { code: 'paste.tab-or-newline', pinned: 'http://example.com/a\nb', why: 'a tab or line break inside the URL: a URL wrapped across lines (RFC 3986 Appendix C: such white space is removed)' },
  { code: 'paste.markdown-link', pinned: '[docs](http://example.com/docs)', why: 'the whole input is a Markdown inline link (looks at the raw input, as the pasting rows do: Markdown is the text around the URL, not URL syntax)' },
  { code: 'paste.separator', pinned: 'http://example.com,', why: 'a "," or ";" that starts or ends the input, where the parse fails: the separator of the list the URL was copied from' },
  { code: 'file.windows-path', pinned: 'file:C:\\Users\\me\\notes.txt', why: 'the component record reads a file scheme, a one-letter scheme or none, and a drive letter or "\\\\server" follows (a Windows path, RFC 8089 Appendix E): its backslashes and drive are what is wrong, not the character the parse stopped at' },
  { code: 'paste.backslash-escape', pinned: 'http:\\/\\/example.com/', why: 'a "\\" before "/" or ":" (looks one character ahead): JSON\'s "\\/", a properties file\'s "\\:", an escape of the text the URL was copied from' },
  { code: 'escape.truncated', pinned: 'http://example.org/100%', why: 'inside an escape: "%" read, and the input ends before its two hex digits' },
  { code: 'escape.bad-hex', pinned: 'http://example.org/100%zz', why: 'inside an escape: "%" read, and a character that is not a hex digit follows' },
  { code: 'escape.truncated', pinned: { input: 'a%4', rule: 'URI-reference', rfc: 2396 }, why: 'inside an RFC 2396 escape (`escaped`): "%" read, and the input ends before its two hex digits' },
  { code: 'escape.bad-hex', pinned: { input: '%zz', rule: 'URI-reference', rfc: 2396 }, why: 'inside an RFC 2396 escape (`escaped`): "%" read, and a character that is not a hex digit follows' },
  { code: 'paste.trailing-text', pinned: { input: 'https://example.com\uff0c\u8c22\u8c22', grammar: 'rfc3986' }, why: 'full-width sentence punctuation in a host, with more non-ASCII text or the end after it (looks one character ahead): the sentence the URL was copied from, joined to it with no space' },
  { code: 'char.confusable', pinned: 'http\uff1a//example.org/', why: 'a look-alike of ":", "/", ".", "?", "#" or "@" (a full-width form, an ideographic full stop) in the scheme, in the "//" after its ":", or in the authority, where only the ASCII delimiter can stand (in a scheme, any full-width letter too)' },
  { code: 'char.control', pinned: 'http://example.org/a\u0001b', why: 'no component allows a control character, so it is named as such wherever it stands' },
  { code: 'iri.bad-char', pinned: { input: 'http://example.org/a\uD800b', grammar: 'rfc3987' }, why: 'an IRI allows non-ASCII characters, so one it rejects is a character RFC 3987 excludes here (not "non-ASCII" as such)' },
  { code: 'ipv6.unclosed', pinned: { input: '[v1.a/', rule: 'IP-literal', rfc: 3986 }, why: 'the end, or a "/", "?" or "#", inside an RFC 3986 IPvFuture literal: the "[" was never closed' },
  { code: 'ipvfuture.bad-char', pinned: { input: '[v1]', rule: 'IP-literal', rfc: 3986 }, why: 'in an RFC 3986 IPvFuture literal, past its "v": a character the literal does not allow there (hex digits, then ".", then unreserved, sub-delims or ":")' },
  { code: 'path.colon-in-first-segment', pinned: { input: 'a:b', rule: 'relative-ref', rfc: 3986 }, why: 'a ":" in the first segment of an RFC 3986 path-noscheme (a relative reference that would read as a scheme)' },
  { code: 'ipv6.unbracketed', pinned: 'http://2001:db8::1/', why: 'the component record\'s host and port hold two ":" or more, and bracketing them makes an IPv6 address (and a port), as the IPv6address rule reads it, or they look like one: an IPv6 address written without its brackets' },
  { code: 'ipv6.zone-id', pinned: 'http://[fe80::1%eth0]/', why: 'a "%" in an IPv6 literal: a zone identifier, which neither RFC 2732 nor RFC 3986 has (RFC 6874 added them)' },
  { code: 'ipv6.hex4-too-long', pinned: 'http://[12345::1]/', why: 'a fifth hex digit after four in an IPv6 literal (looks back in the raw input): hex4 is 1 to 4 digits' },
  { code: 'ipv6.double-compression', pinned: 'http://[1::2::3]/', why: 'a second "::" (or ":::") in an IPv6 literal (looks back in the raw input): RFC 2373 allows one' },
  { code: 'ipv6.unclosed', pinned: 'http://[::1/', why: 'the end, or a "/", "?" or "#", inside "[": the IPv6 literal was never closed' },
  { code: 'input.unexpected-end', pinned: { input: '1:2:', rule: 'IPv6address', rfc: 2373 }, why: 'an IPv6 address with no "[" (a bare address rule) ends too early' },
  { code: 'char.space', pinned: 'http://[::1 ]/', why: 'a space in an IPv6 literal is a space first' },
  { code: 'char.non-ascii', pinned: 'http://[::1é]/', why: 'a non-ASCII character in an IPv6 literal is non-ASCII first' },
  { code: 'ipv6.bad-char', pinned: 'http://[::g]/', why: 'any other character an IPv6 literal does not allow' },
  { code: 'scheme.uppercase', pinned: 'HTTP://example.org/', why: 'an upper-case letter in an RFC 1738 scheme, whose BNF is lower case' },
  { code: 'scheme.missing', pinned: '/path', why: 'the first character cannot start a scheme: nothing of a scheme at all' },
  { code: 'scheme.missing', pinned: { input: '192.168.0.1:8080/', rule: 'URI', rfc: 3986 }, why: 'the text before the first ":" is a dotted number, an IPv4 address (the component record\'s would-be scheme): a host and port with no scheme, not a scheme with a bad first character' },
  { code: 'scheme.missing-colon', pinned: 'http//example.com', why: 'a scheme name read, then "//" where its ":" should be (looks ahead in the raw input for the "//")' },
  { code: 'scheme.missing-colon', pinned: 'http;//example.com/', why: 'a well-known scheme name read, then ";" (the key beside ":") where its ":" should be' },
  { code: 'char.space', pinned: 'ht tp://example.org/', why: 'a space inside a scheme that a colon follows is a space first' },
  { code: 'char.non-ascii', pinned: 'hté://example.org/', why: 'a non-ASCII character inside a scheme that a colon follows is non-ASCII first' },
  { code: 'scheme.bad-char', pinned: 'ht_tp://example.org/', why: 'a character a scheme does not allow, inside what the component record reads as the scheme (before the first ":"): a scheme with a bad character in it' },
  { code: 'scheme.missing', pinned: 'www.example.org', why: 'a scheme has started and cannot go on, and no colon follows: there is no scheme' },
  { code: 'scheme.bad-char', pinned: { input: '1http://a/', rule: 'URI-reference', rfc: 2396 }, why: 'an RFC 2396 reference whose first path segment runs into a ":" (looks back in the raw input): a scheme was meant, and a character before the colon cannot be in one' },
  { code: 'scheme.missing-slashes', pinned: 'http:example.org', why: 'a registered scheme and ":" (and at most one "/") read, and the scheme\'s "//" does not follow' },
  { code: 'scheme.missing-slashes', pinned: { input: 'https:/example.com/', grammar: 'whatwg' }, why: 'under the URL Standard\'s writing grammar, a special scheme and ":" (and at most one "/") read, and the "//" of a scheme-relative-special-URL string does not follow' },
  { code: 'scheme.doubled', pinned: 'http://http://example.org/', why: 'the text from the component record\'s authority on reads as a URL with a scheme and an authority of its own: the URL starts over where its host should be' },
  { code: 'http.userinfo', pinned: 'http://user@example.org/', why: 'user information in an http authority (the component record\'s, up to its last "@"): RFC 1738 http URLs have none' },
  { code: 'userinfo.not-allowed', pinned: { input: 'ftp://user:pw@example.com/', grammar: 'whatwg' }, why: 'under the URL Standard\'s writing grammar, the failure in the component record\'s user information or at its "@": a valid URL string has no credentials' },
  { code: 'userinfo.unescaped-at', pinned: 'ftp://user:p@ss@host/', why: 'a second "@" in an authority (the first is in the component record\'s user information): the first "@" ended the user information too early, so an "@" inside it must be escaped' },
  { code: 'http.query-without-path', pinned: 'http://example.org?q=1', why: 'a "?" right after an http hostport: RFC 1738 http needs "/" before the search' },
  { code: 'port.empty', pinned: 'http://example.org:/', why: 'a ":" after the host with no digit after it' },
  { code: 'port.bad-char', pinned: 'http://example.org:8a/', why: 'a port has started (or its ":" was read), and a character that is not a digit follows' },
  { code: 'port.bad-char', pinned: { input: 'http://example.org:8080:8080/', grammar: 'rfc3986' }, why: 'the component record reads a port that is not all digits, with no user information, and the parse failed there or after it (RFC 3986 reads "host:port" on as user information until an "@" fails to come): the first character of the port that is not a digit' },
  { code: 'char.unsafe', pinned: 'ftp://us|er@example.org/', why: 'an unsafe character inside the component record\'s user information (before the authority\'s last "@"), which takes escapes: a character to escape, not a bad host character' },
  { code: 'char.unsafe', pinned: 'http://example.org\\a', why: 'a "\\" where a host may end: the WHATWG URL Standard reads it as "/" in its special schemes, as the fix-it does; it is the unsafe character it is, not a bad host character' },
  { code: 'host.non-ascii', pinned: 'http://bücher.example/', why: 'a non-ASCII character in a host: RFC 1738 host names are ASCII (IDNA is the way)' },
  { code: 'reg-name.bad-char', pinned: { input: 'a<b', rule: 'host', rfc: 3986 }, why: 'a character an RFC 3986 host does not allow (a reg-name is unreserved, pct-encoded and sub-delims; the label rules of RFC 1738 do not apply)' },
  { code: 'host.empty', pinned: 'http:///path', why: 'the end or a delimiter where the host starts: an empty host' },
  { code: 'host.empty-label', pinned: 'http://www.example.org./', why: 'a "." followed by the end of the host or another ".": an empty label' },
  { code: 'host.label-edge-hyphen', pinned: 'http://my-.example.org/', why: 'a label ends with "-" (known bad at the character after it)' },
  { code: 'host.label-edge-hyphen', pinned: 'http://-a.example.org/', why: 'a label starts with "-"' },
  { code: 'host.toplabel-digit', pinned: 'http://example.123/', why: 'the host ends with a label that starts with a digit (looks back in the raw input to the last "."): a toplabel starts with a letter' },
  { code: 'host.toplabel-digit', pinned: { input: '1a', rule: 'toplabel', rfc: 1738 }, why: 'a digit where a toplabel starts (the toplabel rule parsed alone: in a host, the row before reads the whole label)' },
  { code: 'char.space', pinned: 'http://www.exa mple.org/', why: 'a space in a host is a space first' },
  { code: 'host.bad-char', pinned: 'http://exa_mple.org/', why: 'any other character a host name does not allow (letters, digits, "-" and "." only)' },
  { code: 'ftp.bad-type', pinned: 'ftp://host/file;type=x', why: 'in an ftp ";type=" code (the ftptype rule, or where its letters are what is expected): the code is a, i or d' },
  { code: 'fragment.second-hash', pinned: 'http://example.org/#a#b', why: 'a "#" in a fragment, or after an earlier "#" (the component record\'s fragment has begun) where only the end may come' },
  { code: 'escape.not-allowed', pinned: 'nntp://news.example.org/comp%2Elang', why: 'a well-formed escape (looks ahead in the raw input) where the production allows none' },
  { code: 'input.unexpected-end', pinned: 'nntp://host/', why: 'the input ends where the grammar needs more' },
  { code: 'char.space', pinned: 'http://example.org/a b', why: 'a space, which must be escaped as %20' },
  { code: 'char.non-ascii', pinned: 'http://example.org/café', why: 'a non-ASCII character, which must be UTF-8 escaped' },
  { code: 'char.unsafe', pinned: 'http://example.org/a{b}', why: 'an RFC 1738 §2.2 unsafe character (national or punctuation; RFC 2396 §2.4.3 excludes the same, and RFC 3986 has none of them outside its delimiters), which must be escaped' },
  { code: 'syntax.unexpected-char', pinned: 'nntp://host/group/12a', why: 'any other character the grammar does not allow here' },
];
