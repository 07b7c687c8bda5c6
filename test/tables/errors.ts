/**
 * The error tables: row types shared by the grammar tables, and the data of the report tests
 * (culprits, hints, positions, golden reports). Data only.
 *
 * Offsets are UTF-16 indexes, derived from the BNF ("the first position at which no derivation of
 * the BNF can continue"), or for `range`/`semantic` codes from the documented anchor in
 * src/diagnostics/codes.ts (the start of the octet, port or address).
 */
import type { ErrorCode, HintCode } from '../../src/diagnostics/codes.js';

/** A negative row: the input, where and why it fails. */
export interface RejectRow {
  readonly input: string;
  /** UTF-16 offset of the failure. */
  readonly offset: number;
  readonly code: ErrorCode;
  /** One line: why the BNF rejects it. */
  readonly reason: string;
}

/** The rows of one production. */
export interface RuleRows {
  readonly accept: readonly string[];
  readonly reject: readonly RejectRow[];
}

/** Rows keyed by rule name (or by start symbol, `rfc1738` / `rfc1808`). */
export type GrammarTable = Readonly<Record<string, RuleRows>>;

/** A grammar (a profile of parseURL). */
export type Grammar = import('../../src/index.js').GrammarName;
/** A start symbol (of the row's grammar: checked by parseURL when the row runs). */
export type StartSymbol = import('../../src/index.js').StartSymbol;

/** Reports whose `culprit` differs from `offset`. */
export const CULPRIT_ROWS: readonly { input: string; grammar: Grammar; start?: StartSymbol; code: ErrorCode; offset: number; culprit: number; reason: string }[] = [
  { input: 'http://my-.example.org/', grammar: 'rfc1738', code: 'host.label-edge-hyphen', offset: 10, culprit: 9, reason: 'the label "my-" is known bad at ".", the hyphen is the culprit' },
  { input: 'http://example.org/100%zz', grammar: 'rfc1738', code: 'escape.bad-hex', offset: 23, culprit: 22, reason: 'the "%" that starts the bad escape' },
  { input: 'http://example.org/100%', grammar: 'rfc1738', code: 'escape.truncated', offset: 23, culprit: 22, reason: 'the "%" of the truncated escape' },
  { input: 'http://[::1/', grammar: 'rfc1738', code: 'ipv6.unclosed', offset: 11, culprit: 7, reason: 'the "[" never closed' },
  { input: 'http://example.org:/', grammar: 'rfc1738', code: 'port.empty', offset: 19, culprit: 18, reason: 'the ":" with no port' },
  { input: 'http://user@example.org/', grammar: 'rfc1738', code: 'http.userinfo', offset: 11, culprit: 7, reason: 'the start of the user part' },
  { input: 'http://example.123/', grammar: 'rfc1738', code: 'host.toplabel-digit', offset: 18, culprit: 15, reason: 'the start of the last label' },
  // Issue 12's misleading reports, corrected: the culprit is the place to fix.
  { input: 'www.example.com', grammar: 'rfc1738', code: 'scheme.missing', offset: 15, culprit: 0, reason: 'the scheme is missing at the start, not at the end where the parser stopped (report 5)' },
  { input: 'ftp://user:p@ss@host/', grammar: 'rfc1738', code: 'userinfo.unescaped-at', offset: 15, culprit: 12, reason: 'the first "@", inside the password (report 4)' },
  { input: 'http://user:p@ss@host/', grammar: 'rfc3986', code: 'userinfo.unescaped-at', offset: 16, culprit: 13, reason: 'RFC 3986 userinfo: the first "@", inside the password (report 4)' },
  { input: 'http://user:p@ss@host/', grammar: 'rfc1738', code: 'http.userinfo', offset: 12, culprit: 7, reason: 'RFC 1738 http has no userinfo: the user part, not the port the parser read (report 4)' },
  { input: '\u201chttp://example.com/\u201d', grammar: 'rfc3987', start: 'IRI-reference', code: 'paste.quotes', offset: 5, culprit: 0, reason: 'an RFC 3987 irelative-ref reads "\u201c" as a ucschar, so the parser stops at ":"; the quotation marks are the mistake' },
  // The URL Standard's writing grammar has no credentials: the user information is the mistake.
  { input: 'https://user@example.com/', grammar: 'whatwg', code: 'userinfo.not-allowed', offset: 12, culprit: 8, reason: 'the start of the user information, not the "@" where the host stopped' },
  { input: 'ftp://user:pw@example.com/', grammar: 'whatwg', code: 'userinfo.not-allowed', offset: 11, culprit: 6, reason: 'the user information, not the port the parser read' },
];

/** Inputs that must carry a hint, and a word the hint's message must mention. */
export const HINT_ROWS: readonly { what: string; input: string; grammar: Grammar; start?: StartSymbol; hint: HintCode; mentions: string }[] = [
  { what: 'a space', input: 'http://example.org/a b', grammar: 'rfc1738', hint: 'escape-space', mentions: '%20' },
  { what: 'an unsafe character', input: 'http://example.org/a{b}', grammar: 'rfc1738', hint: 'escape-unsafe', mentions: '%7B' },
  { what: 'a bare %', input: 'http://example.org/100%', grammar: 'rfc1738', hint: 'escape-percent', mentions: '%25' },
  { what: 'an unclosed [', input: 'http://[::1/', grammar: 'rfc1738', hint: 'close-bracket', mentions: ']' },
  { what: 'a zone id', input: 'http://[fe80::1%eth0]/', grammar: 'rfc1738', hint: 'zone-id', mentions: 'RFC 6874' },
  { what: 'user@ in http', input: 'http://user@example.org/', grammar: 'rfc1738', hint: 'http-no-userinfo', mentions: 'user@' },
  { what: 'credentials under the URL Standard\'s writing grammar', input: 'https://user@example.com/', grammar: 'whatwg', hint: 'no-credentials', mentions: 'user@' },
  { what: '? without a path in http', input: 'http://example.org?q=1', grammar: 'rfc1738', hint: 'http-path-before-query', mentions: '/?' },
  { what: 'an empty port', input: 'http://example.org:/', grammar: 'rfc1738', hint: 'empty-port', mentions: 'port' },
  { what: 'non-ASCII in a host', input: 'http://bücher.example/', grammar: 'rfc1738', hint: 'idna', mentions: 'xn--' },
  { what: 'a space under rfc1808', input: '../a b', grammar: 'rfc1808', start: 'URL', hint: 'escape-space', mentions: '%20' },
  { what: 'a control character', input: 'http://example.org/a\u0001b', grammar: 'rfc1738', hint: 'escape-control', mentions: '%01' },
  { what: 'non-ASCII in a path', input: 'http://example.org/café', grammar: 'rfc1738', hint: 'utf8-escape', mentions: '%C3%A9' },
  { what: 'an upper-case scheme', input: 'HTTP://example.org/', grammar: 'rfc1738', hint: 'lowercase-scheme', mentions: 'lower case' },
  { what: 'a space in a host', input: 'http://ex ample.com/', grammar: 'rfc1738', hint: 'remove-space', mentions: 'remove it' },
  { what: 'quotation marks around the URL', input: '"http://example.com/"', grammar: 'rfc1738', hint: 'remove-paste', mentions: 'quotation marks' },
  { what: 'a missing colon', input: 'http//example.com', grammar: 'rfc1738', hint: 'add-colon', mentions: 'after "http"' },
  { what: 'an "@" in a password', input: 'ftp://user:p@ss@host/', grammar: 'rfc1738', hint: 'escape-at', mentions: '%40' },
];

/**
 * Fix-its (issue 12): the first fix a report offers, its corrected URL, and whether that URL
 * validates under the same grammar.
 */
export const FIX_ROWS: readonly { input: string; grammar: Grammar; url: string; validates: boolean; reason: string }[] = [
  { input: '\u201chttp://example.com/\u201d', grammar: 'rfc1738', url: 'http://example.com/', validates: true, reason: 'remove the typographic quotation marks (report 1)' },
  { input: ' http://example.com/', grammar: 'rfc1738', url: 'http://example.com/', validates: true, reason: 'remove the leading space (report 1), not %20' },
  { input: 'http//example.com', grammar: 'rfc1738', url: 'http://example.com', validates: true, reason: '":" after "http" (report 2), not "http://" before it' },
  { input: 'http://ex ample.com/', grammar: 'rfc1738', url: 'http://example.com/', validates: true, reason: 'remove the space in the host (report 3)' },
  { input: 'ftp://user:p@ss@host/', grammar: 'rfc1738', url: 'ftp://user:p%40ss@host/', validates: true, reason: 'ftp has a password: escape the "@" (report 4)' },
  { input: 'http://user:p@ss@host/', grammar: 'rfc1738', url: 'http://host/', validates: true, reason: 'RFC 1738 http has no userinfo: remove it (report 4, DECISIONS 4)' },
  { input: 'http://user:p@ss@host/', grammar: 'rfc3986', url: 'http://user:p%40ss@host/', validates: true, reason: 'RFC 3986 has userinfo: escape the "@" (report 4)' },
  { input: 'www.example.com', grammar: 'rfc1738', url: 'http://www.example.com', validates: true, reason: 'the scheme, at 1:1 (report 5)' },
  { input: 'HTTP://example.org/', grammar: 'rfc1738', url: 'http://example.org/', validates: true, reason: 'lower-case the scheme (DECISIONS 3)' },
  { input: 'http://example.com/a\nb', grammar: 'rfc1738', url: 'http://example.com/ab', validates: true, reason: 'remove the line break (report 7)' },
  { input: '<http://example.com/>', grammar: 'rfc3986', url: 'http://example.com/', validates: true, reason: 'remove the angle brackets' },
  { input: 'http:\\\\host\\a\\b', grammar: 'rfc3986', url: 'http://host/a/b', validates: true, reason: 'every "\\" as "/"' },
  { input: 'http://b\u00fccher.de/', grammar: 'rfc3986', url: 'http://xn--bcher-kva.de/', validates: true, reason: 'IDNA ToASCII by tr46 (UTS #46)' },
  { input: 'http://example.com:/', grammar: 'rfc1738', url: 'http://example.com/', validates: true, reason: 'drop the empty port' },
  { input: 'http://[::1/', grammar: 'rfc3986', url: 'http://[::1]/', validates: true, reason: 'close the "["' },
  { input: 'http://example.com/a b', grammar: 'rfc1738', url: 'http://example.com/a%20b', validates: true, reason: 'a space in a path: %20' },
  { input: 'http://example.com/a|b', grammar: 'rfc1738', url: 'http://example.com/a%7Cb', validates: true, reason: 'an unsafe character: escape it' },
  { input: 'http://host/a b?c d', grammar: 'rfc3986', url: 'http://host/a%20b?c d', validates: false, reason: 'the first space fixed, the second error further on' },
  { input: 'http:example.org', grammar: 'rfc1738', url: 'http://example.org', validates: true, reason: 'insert the "//"' },
  { input: 'http://example.org/100%', grammar: 'rfc1738', url: 'http://example.org/100%25', validates: true, reason: 'a bare "%" as %25' },
  // Under the URL Standard's writing grammar: the credentials removed, the slashes of a special scheme added.
  { input: 'https://user:pw@example.com/', grammar: 'whatwg', url: 'https://example.com/', validates: true, reason: 'a valid URL string has no credentials' },
  { input: 'https:example.com/', grammar: 'whatwg', url: 'https://example.com/', validates: true, reason: 'a special scheme wants "//" and a host' },
];

/**
 * Inputs rendered by `formatReport` into `test/golden/<name>.txt`. Each should read well: the
 * caret under the character the reason names. Each also records what its report says before its
 * text does: the code, the offset (the furthest failure) and the culprit's offset (null where the
 * report blames the furthest failure itself), which test/golden.test.ts asserts first, so that a
 * regenerated golden cannot carry a changed verdict unseen.
 */
export const GOLDEN_CASES: readonly { name: string; input: string; grammar: Grammar; start?: StartSymbol; code: string; offset: number; culprit: number | null }[] = [
  // Issue 12's seven misleading reports, corrected, with their fixes.
  { name: 'paste-smart-quotes', input: '\u201chttp://example.com/\u201d', grammar: 'rfc1738', code: 'paste.quotes', offset: 0, culprit: null },
  { name: 'paste-leading-space', input: ' http://example.com/', grammar: 'rfc1738', code: 'paste.whitespace', offset: 0, culprit: null },
  { name: 'missing-colon', input: 'http//example.com', grammar: 'rfc1738', code: 'scheme.missing-colon', offset: 4, culprit: null },
  { name: 'space-in-host-no-escape', input: 'http://ex ample.com/', grammar: 'rfc1738', code: 'char.space', offset: 9, culprit: null },
  { name: 'ftp-at-in-password', input: 'ftp://user:p@ss@host/', grammar: 'rfc1738', code: 'userinfo.unescaped-at', offset: 15, culprit: 12 },
  { name: 'http-at-in-password', input: 'http://user:p@ss@host/', grammar: 'rfc1738', code: 'http.userinfo', offset: 12, culprit: 7 },
  { name: '3986-at-in-password', input: 'http://user:p@ss@host/', grammar: 'rfc3986', code: 'userinfo.unescaped-at', offset: 16, culprit: 13 },
  { name: 'missing-scheme-caret-at-start', input: 'www.example.com', grammar: 'rfc1738', code: 'scheme.missing', offset: 15, culprit: 0 },
  { name: 'https-port-range', input: 'https://host:99999/', grammar: 'rfc1738', code: 'port.out-of-range', offset: 13, culprit: null },
  { name: 'line-feed-shown', input: 'http://a\nb/', grammar: 'rfc1738', code: 'paste.tab-or-newline', offset: 8, culprit: null },
  { name: 'paste-angle-brackets', input: '<http://example.com/>', grammar: 'rfc3986', code: 'paste.brackets', offset: 0, culprit: null },
  { name: '3987-smart-quotes', input: '\u201chttp://example.com/\u201d', grammar: 'rfc3987', code: 'paste.quotes', offset: 0, culprit: null },
  { name: 'space-in-host', input: 'http://www.exa mple.org/', grammar: 'rfc1738', code: 'char.space', offset: 14, culprit: null },
  { name: 'bad-escape', input: 'http://example.org/100%zz', grammar: 'rfc1738', code: 'escape.bad-hex', offset: 23, culprit: 22 },
  { name: 'unclosed-ipv6', input: 'http://[::1/index.html', grammar: 'rfc1738', code: 'ipv6.unclosed', offset: 11, culprit: 7 },
  { name: 'zone-id', input: 'http://[fe80::1%eth0]/', grammar: 'rfc1738', code: 'ipv6.zone-id', offset: 15, culprit: null },
  { name: 'http-userinfo', input: 'http://user@example.org/', grammar: 'rfc1738', code: 'http.userinfo', offset: 11, culprit: 7 },
  { name: 'http-user-password', input: 'http://user:secret@example.org/', grammar: 'rfc1738', code: 'http.userinfo', offset: 12, culprit: 7 },
  { name: 'empty-port', input: 'http://example.org:/', grammar: 'rfc1738', code: 'port.empty', offset: 19, culprit: 18 },
  { name: 'port-99999', input: 'http://example.org:99999/', grammar: 'rfc1738', code: 'port.out-of-range', offset: 19, culprit: null },
  { name: 'octet-300', input: 'http://300.1.1.1/', grammar: 'rfc1738', code: 'ipv4.octet-out-of-range', offset: 7, culprit: null },
  { name: 'ipv6-nine-groups', input: 'http://[1:2:3:4:5:6:7:8:9]/', grammar: 'rfc1738', code: 'ipv6.group-count', offset: 8, culprit: null },
  { name: 'uppercase-scheme', input: 'HTTP://example.org/', grammar: 'rfc1738', code: 'scheme.uppercase', offset: 0, culprit: null },
  { name: 'tab-in-path', input: 'http://example.org/a\tb', grammar: 'rfc1738', code: 'paste.tab-or-newline', offset: 20, culprit: null },
  { name: 'non-ascii-host', input: 'http://bücher.example/', grammar: 'rfc1738', code: 'host.non-ascii', offset: 8, culprit: null },
  { name: 'http-no-slashes', input: 'http:foo', grammar: 'rfc1738', code: 'scheme.missing-slashes', offset: 5, culprit: null },
  { name: 'rfc1808-relative-space', input: '../a b/c', grammar: 'rfc1808', start: 'URL', code: 'char.space', offset: 4, culprit: null },
  { name: 'label-hyphen', input: 'http://my-.example.org/', grammar: 'rfc1738', code: 'host.label-edge-hyphen', offset: 10, culprit: 9 },
  { name: 'query-without-path', input: 'http://example.org?q=1', grammar: 'rfc1738', code: 'http.query-without-path', offset: 18, culprit: null },
  { name: 'ftp-password-masked', input: 'ftp://user:secret@host/a%zz', grammar: 'rfc1738', code: 'escape.bad-hex', offset: 25, culprit: 24 },
  { name: 'multiline', input: 'http://example.org/a\nb', grammar: 'rfc1738', code: 'paste.tab-or-newline', offset: 20, culprit: null },
  { name: 'astral-before-error', input: 'http://example.org/😀 x', grammar: 'rfc1738', code: 'char.non-ascii', offset: 19, culprit: null },
  // The later generations (RFC 2396 with RFC 2732, RFC 3986): one report each for the ways they fail.
  { name: '3986-space-in-host', input: 'http://exa mple.com/', grammar: 'rfc3986', code: 'char.space', offset: 10, culprit: null },
  { name: '3986-zone-id', input: 'http://[fe80::1%25eth0]/', grammar: 'rfc3986', code: 'ipv6.zone-id', offset: 15, culprit: null },
  { name: '3986-ipvfuture-no-dot', input: 'http://[v1]/', grammar: 'rfc3986', code: 'ipvfuture.bad-char', offset: 10, culprit: null },
  { name: '3986-unclosed-ip-literal', input: 'http://[::1/', grammar: 'rfc3986', code: 'ipv6.unclosed', offset: 11, culprit: 7 },
  { name: '3986-colon-in-first-segment', input: '1a:b', grammar: 'rfc3986', start: 'URI-reference', code: 'path.colon-in-first-segment', offset: 2, culprit: null },
  { name: '3986-bad-escape-in-host', input: 'http://ex%zzample.com/', grammar: 'rfc3986', code: 'escape.bad-hex', offset: 10, culprit: 9 },
  { name: '3986-letter-in-port', input: 'http://h:80a/', grammar: 'rfc3986', code: 'port.bad-char', offset: 12, culprit: 11 },
  { name: '3986-space-in-path', input: 'http://a/b c', grammar: 'rfc3986', code: 'char.space', offset: 10, culprit: null },
  { name: '3986-second-hash', input: 'http://a/#f#g', grammar: 'rfc3986', code: 'fragment.second-hash', offset: 11, culprit: null },
  { name: '3986-bad-scheme', input: 'ht_tp://a/', grammar: 'rfc3986', code: 'scheme.bad-char', offset: 2, culprit: null },
  { name: '3986-ipv6-nine-groups', input: 'http://[1:2:3:4:5:6:7:8:9]/', grammar: 'rfc3986', code: 'ipv6.bad-char', offset: 23, culprit: null },
  { name: '3986-truncated-escape', input: 'http://a/%', grammar: 'rfc3986', code: 'escape.truncated', offset: 10, culprit: 9 },
  { name: '3986-two-at-signs', input: 'http://user@@host/', grammar: 'rfc3986', code: 'userinfo.unescaped-at', offset: 12, culprit: 11 },
  { name: '3986-pipe-in-path', input: 'http://a/b|c', grammar: 'rfc3986', code: 'char.unsafe', offset: 10, culprit: null },
  { name: '3986-backslash', input: 'http://a/\\b', grammar: 'rfc3986', code: 'char.unsafe', offset: 9, culprit: null },
  { name: '2396-unclosed-ipv6', input: 'http://[::1', grammar: 'rfc2396+2732', code: 'ipv6.unclosed', offset: 11, culprit: 7 },
  { name: '2396-space-in-path', input: 'http://a/b c', grammar: 'rfc2396+2732', code: 'char.space', offset: 10, culprit: null },
  { name: '2396-ipv6-without-2732', input: 'http://[::1]/', grammar: 'rfc2396', code: 'host.bad-char', offset: 7, culprit: null },
];
