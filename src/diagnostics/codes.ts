/**
 * The closed list of error codes of the strict parser. Each code says what went wrong, its kind,
 * and where its `offset` points. `docs/errors.md` is generated from this list, and a test fails if
 * a code has no case. The wording a report gives under its grammar (`summaryOf`) is wording.ts's.
 */
import type { GrammarName } from '../../grammar/index.js';

/**
 * The three kinds of problem: the BNF does not match; it matches but a value is out of range; it
 * matches but breaks a rule stated in prose.
 *
 * @example
 * ```ts
 * const kind: ErrorKind = ERROR_CODES['port.out-of-range'].kind; // 'range'
 * ```
 */
export type ErrorKind = 'syntax' | 'range' | 'semantic';

/**
 * What the documentation says about one code.
 *
 * @example
 * ```ts
 * const info: ErrorCodeInfo = ERROR_CODES['escape.bad-hex'];
 * const ex = info.example;
 * const r = 'grammar' in ex ? parseURL(ex.input, { grammar: ex.grammar }) : parseRule(ex.rule, ex.input, { rfc: ex.rfc });
 * if (!r.ok) r.error.code; // 'escape.bad-hex'
 * ```
 */
export interface ErrorCodeInfo {
  readonly kind: ErrorKind;
  /** One line: what is wrong. */
  readonly summary: string;
  /** Where `offset` points, and `culprit` when it differs. */
  readonly offset: string;
  /**
   * An input that produces this code, with the grammar to use; or, for a code of a grammar with
   * no start symbol of its own yet (RFC 3986), with the rule and RFC to parse it with (`parseRule`).
   */
  readonly example: { readonly input: string; readonly grammar: GrammarName } | { readonly input: string; readonly rule: string; readonly rfc: 3986 };
  /**
   * Where the grammar in use cites other RFCs than `summary` does, that grammar's wording, with an
   * input that shows it: `rfc2396` under `rfc2396` and `rfc2396+2732`, `rfc3986` under `rfc3986`
   * and `rfc3987` (and under `parseRule` of those RFCs' rules, whose report's `grammar` is a rule
   * key such as `3986:URI`). A report's `message` and `formatReport`'s first line use the summary
   * of the report's grammar.
   */
  readonly under?: { readonly [G in Exclude<CitedGrammar, 'rfc1738'>]?: ErrorCodeVariant };
}

/**
 * One code's wording under a grammar that cites other RFCs (`ErrorCodeInfo.under`).
 *
 * @example
 * ```ts
 * const v: ErrorCodeVariant | undefined = ERROR_CODES['ipv6.zone-id'].under?.rfc3986;
 * v?.example; // { input: 'http://[fe80::1%25eth0]/', grammar: 'rfc3986' }
 * ```
 */
export interface ErrorCodeVariant {
  /** One line: what is wrong, citing the grammar's own RFC. */
  readonly summary: string;
  /** An input that gives this code under that grammar. */
  readonly example: { readonly input: string; readonly grammar: GrammarName };
}

/**
 * The generations of the RFCs a report's wording cites: RFC 1738 and RFC 1808 with RFC 2373 and
 * RFC 2732 for IPv6 (`'rfc1738'`), RFC 2396 (`'rfc2396'`), RFC 3986 and RFC 3987 (`'rfc3986'`),
 * and the WHATWG URL Standard's URL writing (`'whatwg'`).
 *
 * @example
 * ```ts
 * const g: CitedGrammar = 'rfc3986';
 * ```
 */
export type CitedGrammar = 'rfc1738' | 'rfc2396' | 'rfc3986' | 'whatwg';

const furthest = 'the first character at which no derivation of the grammar can continue';

/**
 * Every code's kind and one-line summary, and its summary under the grammars that cite other RFCs
 * (`ErrorCodeInfo.under`): what a report reads. The rest of a code's documentation (where its
 * `offset` points, an input that gives it) is `CODE_DOCS`; `ERROR_CODES` joins the two, and a
 * bundle that does not name it (`{ parseURL }`) carries the summaries alone.
 * @internal
 */
export const CODE_SUMMARIES = {
  'input.empty': {
    kind: 'syntax',
    summary: 'The input is empty, and the grammar needs at least one character (an absolute URL needs a scheme and a colon).',
  },
  'paste.whitespace': {
    kind: 'syntax',
    summary: 'White space around the URL (a pasting mistake): no URL starts or ends with a space, a tab or a line break.',
  },
  'paste.quotes': {
    kind: 'syntax',
    summary: 'Quotation marks around the URL (straight or typographic, from prose or code): they are not part of it.',
  },
  'paste.brackets': {
    kind: 'syntax',
    summary: 'Angle brackets, parentheses or a "<URL:...>" wrapper around the URL, or a closing ")" left over from Markdown or prose: delimiters, not part of the URL (RFC 3986 Appendix C).',
  },
  'paste.tab-or-newline': {
    kind: 'syntax',
    summary: 'A tab, carriage return or line feed inside the URL (a URL wrapped across lines when it was pasted): remove it.',
  },
  'paste.markdown-link': {
    kind: 'syntax',
    summary: 'A Markdown link (the link text in square brackets, then the URL in parentheses) where a URL is expected: the brackets, the link text and the parentheses are not part of the URL.',
  },
  'paste.separator': {
    kind: 'syntax',
    summary: 'A "," or ";" before or after the URL, left from the list, CSV row or sentence it was copied from.',
  },
  'paste.backslash-escape': {
    kind: 'syntax',
    summary: 'A backslash before "/" or ":" ("http:\\/\\/", "https\\://"): an escape of the JSON, properties file or shell text the URL was copied from, not part of the URL.',
  },
  'paste.trailing-text': {
    kind: 'syntax',
    summary: 'Text of the sentence the URL was copied from, joined to its host by full-width punctuation ("https://example.com\uff0c\u8c22\u8c22"): no host holds such a mark, so the URL ended before it.',
  },
  'input.unexpected-end': {
    kind: 'syntax',
    summary: 'The input ends where the grammar needs more (a generic case when no more specific code applies).',
  },
  'syntax.unexpected-char': {
    kind: 'syntax',
    summary: 'A character the grammar does not allow here (a generic case when no more specific code applies).',
  },
  'scheme.missing': {
    kind: 'syntax',
    summary: 'No scheme: an absolute URL starts with a scheme and a colon.',
  },
  'scheme.missing-colon': {
    kind: 'syntax',
    summary: 'A scheme followed by "/" with no ":" between them ("http//"), or a well-known scheme followed by ";" typed for ":" ("http;//"): the colon that ends the scheme is missing.',
  },
  'scheme.bad-char': {
    kind: 'syntax',
    summary: 'A character that cannot appear in a scheme.',
  },
  'scheme.uppercase': {
    kind: 'syntax',
    summary: 'RFC 1738 \u00a75 schemes are lower case (interpreters should ignore case, but the BNF does not).',
  },
  'scheme.missing-slashes': {
    kind: 'syntax',
    summary: 'A registered scheme whose syntax starts with "//" (http, ftp, telnet, gopher, nntp, wais, file, prospero) is not followed by it.',
  },
  'scheme.doubled': {
    kind: 'syntax',
    summary: 'A second scheme prefix where the host should start ("http://http://", "http://https://"): the URL starts over, and its scheme is no host name, nor its ":" the start of a port.',
  },
  'file.windows-path': {
    kind: 'syntax',
    summary: 'A Windows path where a URL is expected, or written after "file:" (a drive letter "C:" or "C|", "\\" between folders, a "\\\\server\\share" name): a file URL writes it file:///C:/dir/file or file://server/share/file, with "/" between folders (RFC 8089 Appendix E).',
  },
  'host.empty': {
    kind: 'syntax',
    summary: 'The host is empty where the scheme requires one.',
  },
  'host.bad-char': {
    kind: 'syntax',
    summary: 'A character that cannot appear in a host name (letters, digits, "-" and "." only).',
  },
  'host.invalid-domain': {
    kind: 'semantic',
    summary: '', // under the URL Standard only: `whatwg2396Summaries`
  },
  'host.ends-in-a-number': {
    kind: 'semantic',
    summary: '', // under the URL Standard only: `whatwg2396Summaries`
  },
  'iri.bad-char': {
    kind: 'syntax',
    summary: '', // under RFC 3987 only: `iriSummaries`
  },
  'iri.bidi-format': {
    kind: 'semantic',
    summary: '', // under RFC 3987 only: `iriSummaries`
  },
  'reg-name.bad-char': {
    kind: 'syntax',
    summary: 'A character that cannot appear in an RFC 3986 host: a reg-name holds unreserved characters, pct-encoded escapes and sub-delims.',
  },
  'host.empty-label': {
    kind: 'syntax',
    summary: 'An empty host label: two dots in a row, or a dot at the end of the host (RFC 1738 \u00a75 hostname has no trailing dot).',
  },
  'host.label-edge-hyphen': {
    kind: 'syntax',
    summary: 'A host label ends (or starts) with "-"; labels start and end with a letter or digit.',
  },
  'host.toplabel-digit': {
    kind: 'syntax',
    summary: 'The last label of a host name starts with a digit, and the host is not a dotted IPv4 address.',
  },
  'host.non-ascii': {
    kind: 'syntax',
    summary: 'A non-ASCII character in a host: RFC 1738 hosts are ASCII letters, digits and "-".',
    under: {
      rfc3986: 'A non-ASCII character in a host: an RFC 3986 host is ASCII (a reg-name holds non-ASCII characters as UTF-8 escapes, \u00a73.2.2; RFC 3987 ireg-name takes them as they are).',
    },
  },
  'ipv4.octet-out-of-range': {
    kind: 'range',
    summary: 'An IPv4 octet over 255: the BNF (1*3DIGIT) matches, the value is out of range.',
  },
  'ipv6.bad-char': {
    kind: 'syntax',
    summary: 'A character that cannot appear in an RFC 2373 \u00a72.2 IPv6 address.',
    under: {
      rfc3986: 'A character that cannot appear in an RFC 3986 \u00a73.2.2 IPv6 address (IPv6address: at most eight groups of hex digits, one "::", a dotted IPv4 tail).',
    },
  },
  'ipv6.unbracketed': {
    kind: 'syntax',
    summary: 'An IPv6 address written as the host without the brackets RFC 2732 \u00a72 puts around it ("http://[::1]/"): bare, its colons read as the start of a port.',
    under: {
      rfc3986: 'An IPv6 address written as the host without the brackets of an RFC 3986 \u00a73.2.2 IP-literal ("http://[::1]/"): bare, its colons read as the start of a port.',
    },
  },
  'ipv6.unclosed': {
    kind: 'syntax',
    summary: 'An IPv6 literal opened with "[" is not closed with "]" (RFC 2732 \u00a73 ipv6reference).',
    under: {
      rfc3986: 'An IP literal opened with "[" is not closed with "]" (RFC 3986 \u00a73.2.2 IP-literal).',
    },
  },
  'ipv6.zone-id': {
    kind: 'syntax',
    summary: 'A zone identifier ("%" inside the brackets): RFC 2732 has none (RFC 6874 added them later).',
    under: {
      rfc3986: 'A zone identifier inside the brackets (RFC 6874 syntax: "%25" and the zone, as in "[fe80::1%25eth0]"), which RFC 3986 lacks: its IP-literal holds the address alone (\u00a73.2.2).',
    },
  },
  'ipv6.hex4-too-long': {
    kind: 'syntax',
    summary: 'A 16-bit group of more than four hexadecimal digits (RFC 2373 hex4 = 1*4HEXDIG).',
    under: {
      rfc3986: 'A 16-bit group of more than four hexadecimal digits (RFC 3986 \u00a73.2.2 h16 = 1*4HEXDIG).',
    },
  },
  'ipv6.double-compression': {
    kind: 'syntax',
    summary: '"::" appears twice; RFC 2373 \u00a72.2 allows it once.',
    under: {
      rfc3986: '"::" appears twice; RFC 3986 \u00a73.2.2 allows it once.',
    },
  },
  'ipv6.group-count': {
    kind: 'semantic',
    summary: 'The wrong number of 16-bit groups: eight without "::", at most seven with it (RFC 2373 \u00a72.2).',
  },
  'ipvfuture.bad-char': {
    kind: 'syntax',
    summary: 'A character that cannot appear in an RFC 3986 IPvFuture literal: "v", one or more hex digits, ".", then unreserved characters, sub-delims or ":".',
  },
  'path.colon-in-first-segment': {
    kind: 'syntax',
    summary: 'A ":" in the first segment of a relative reference\'s path (RFC 3986 \u00a74.2 path-noscheme): it would read as a scheme.',
  },
  'port.empty': {
    kind: 'syntax',
    summary: 'A ":" after the host with no port number.',
  },
  'port.bad-char': {
    kind: 'syntax',
    summary: 'A port that is not all digits.',
  },
  'port.out-of-range': {
    kind: 'range',
    summary: 'A port over 65535 under RFC 1738 (a TCP port is 16 bits): the BNF (digits) matches, the value is out of range. The later RFCs set no bound, and warn instead.',
  },
  'escape.bad-hex': {
    kind: 'syntax',
    summary: 'A "%" not followed by two hexadecimal digits.',
  },
  'escape.truncated': {
    kind: 'syntax',
    summary: 'The input ends inside an escape ("%" or "%4" at the end).',
  },
  'escape.not-allowed': {
    kind: 'syntax',
    summary: 'A well-formed escape where the production allows none (a scheme, a host, a news group name).',
  },
  'char.space': {
    kind: 'syntax',
    summary: 'A space: escaped as %20 where the component allows escapes, removed where it does not (a host, a scheme).',
  },
  'char.control': {
    kind: 'syntax',
    summary: 'A control character (U+0000 to U+001F, U+007F to U+009F), which must be escaped.',
  },
  'char.unsafe': {
    kind: 'syntax',
    summary: 'An unsafe character (RFC 1738 \u00a72.2: national or punctuation, such as "{", "|", "<", "\\") that must be escaped here.',
    under: {
      rfc3986: 'A character that neither an RFC 3986 URI nor an RFC 3987 IRI allows here unescaped (\u00a72: not unreserved, and no delimiter this component takes; "{", "|", "<", "\\" are in none): percent-encode it (\u00a72.1).',
    },
  },
  'char.confusable': {
    kind: 'syntax',
    summary: 'A character that looks like URL punctuation but is another one (a full-width ":", "/" or ".", an ideographic full stop "\u3002", from an input method or a translation): the delimiters of a URL are ASCII.',
  },
  'char.non-ascii': {
    kind: 'syntax',
    summary: 'A non-ASCII character outside the host: URLs are ASCII, so it must be UTF-8 encoded and escaped.',
  },
  'userinfo.unescaped-at': {
    kind: 'syntax',
    summary: 'More than one "@" in the authority: an "@" inside the user name or password must be escaped as %40, since the first "@" ends the user information.',
  },
  'http.userinfo': {
    kind: 'syntax',
    summary: 'A user name or password in an http URL: RFC 1738 \u00a73.3 http URLs have none.',
  },
  'userinfo.not-allowed': {
    kind: 'syntax',
    summary: '', // under the URL Standard only: `whatwg2396Summaries`
  },
  'http.query-without-path': {
    kind: 'syntax',
    summary: 'A "?" right after the host in an http URL: RFC 1738 \u00a73.3 needs a path ("/") before the search part.',
  },
  'ftp.bad-type': {
    kind: 'syntax',
    summary: 'An ftp ";type=" code other than A, I or D (RFC 1738 \u00a73.2.2).',
  },
  'fragment.second-hash': {
    kind: 'syntax',
    summary: 'A second "#": the fragment cannot contain "#" unescaped.',
  },
} as const satisfies Record<string, { readonly kind: ErrorKind; readonly summary: string; readonly under?: { readonly rfc3986?: string } }>;

/**
 * The summaries a report gives only under RFC 2396's grammar or the URL Standard's, apart from
 * `CODE_SUMMARIES`: the summaries of the codes only the URL Standard's grammar gives, and codes'
 * wording under `rfc2396` and `whatwg` (`ErrorCodeInfo.under`). A report reads them only where
 * those grammars are loaded, whose entries provide them (`src/diagnostics/under.ts`), and a bundle
 * of RFC 3986 or RFC 3987 alone, which cannot give such a report, leaves them out. `ERROR_CODES`
 * joins them to the rest. (A function, for a bundle that reads neither to drop them.)
 * @internal
 */
export function whatwg2396Summaries(): Summaries {
  return {
    'host.invalid-domain': {
      summary: 'No valid domain (WHATWG URL Standard \u00a73.4): UTS #46 ToASCII with the strict flags rejects it ("-" at a label\'s edge, an empty label, a trailing dot, a label over 63 characters, a Unicode label it refuses).',
    },
    'host.ends-in-a-number': {
      summary: 'A domain whose last label is a number: the WHATWG parser reads it as an IPv4 address (\u00a73.5), so it is no valid domain (\u00a73.4).',
    },
    'userinfo.not-allowed': {
      summary: 'User information (a user name or password) where the grammar has none: the URL Standard\'s URL writing (\u00a74.3) writes no credentials in a valid URL string (its parser reads them, with the validation error invalid-credentials).',
    },
    'port.out-of-range': {
      whatwg: 'A port over 65535: a URL-port string is digits "representing a decimal number that is a 16-bit unsigned integer" (URL Standard \u00a74.3), so the grammar (*DIGIT) matches and the value is out of range (the standard\'s parser fails on it too, with the validation error port-out-of-range).',
    },
    'scheme.missing-slashes': {
      whatwg: 'A special scheme (ftp, http, https, ws, wss) is not followed by "//": the URL Standard\'s URL writing (\u00a74.3) writes "//" and a host after it (its parser reads on without them, with the validation error special-scheme-missing-following-solidus).',
    },
    'host.non-ascii': {
      rfc2396: 'A non-ASCII character in a host: RFC 2396 hosts are ASCII (a hostname is letters, digits and "-"; a reg_name may hold escapes).',
    },
    'ipv6.bad-char': {
      whatwg: 'A character that cannot appear in a valid IPv6-address string (URL Standard \u00a73.4: eight pieces of hex digits without leading zeros, at most one "::" for some of them, a dotted IPv4 tail; after RFC 5952).',
    },
    'ipv6.unbracketed': {
      rfc2396: 'An IPv6 address written as the host without brackets: RFC 2396 hosts have none, and RFC 2732 \u00a72, which adds them, writes them in brackets ("http://[::1]/"); bare, its colons read as the start of a port.',
    },
    'ipv6.unclosed': {
      whatwg: 'An IPv6 address opened with "[" is not closed with "]" (URL Standard \u00a73.4: a valid host string writes "[", a valid IPv6-address string, "]").',
    },
    'ipv6.zone-id': {
      whatwg: 'A zone identifier inside the brackets ("%" and a zone), which a valid IPv6-address string has none of (URL Standard \u00a73.4; its host parser rejects it).',
    },
    'ipv6.hex4-too-long': {
      whatwg: 'A 16-bit piece of more than four hexadecimal digits (URL Standard \u00a73.4: a valid IPv6-piece string is a number to 0xFFFF in the fewest hex digits).',
    },
    'ipv6.double-compression': {
      whatwg: '"::" appears twice; a valid IPv6-address string (URL Standard \u00a73.4) has it once at most.',
    },
    'char.unsafe': {
      rfc2396: 'An excluded character (RFC 2396 \u00a72.4.3: "unwise" or a delimiter, such as "{", "|", "<", "\\") that must be escaped here.',
      whatwg: 'A character that is no URL code point (URL Standard \u00a74.3: "{", "}", "|", "\\", "^", "`", "<", ">", """ are none): a valid URL string writes it percent-encoded where the component takes escapes.',
    },
  };
}

/**
 * The summaries of the codes only a grammar of RFC 3987 gives, apart from `CODE_SUMMARIES` as
 * `whatwg2396Summaries`'s are: provided by the entries that load RFC 3987 (`src/diagnostics/iri.ts`).
 * @internal
 */
export function iriSummaries(): Summaries {
  return {
    'iri.bad-char': {
      summary: 'A character an IRI does not allow here (RFC 3987 \u00a72.2): a lone surrogate, a noncharacter such as U+FFFE, a private-use character outside the query, or a non-ASCII character where only RFC 3986 rules apply (scheme, port, IP literal).',
    },
    'iri.bidi-format': {
      summary: 'A bidirectional formatting character (LRM, RLM, LRE, RLE, LRO, RLO or PDF) in an IRI: the grammar\'s ucschar takes it, but RFC 3987 \u00a74.1 says IRIs MUST NOT contain them (they can make an IRI display as another).',
    },
  };
}

/**
 * A table of summaries apart from `CODE_SUMMARIES`: a code's own, or its wording under `rfc2396` or `whatwg`.
 * @internal
 */
export type Summaries = { readonly [C in ErrorCode]?: { readonly summary?: string; readonly rfc2396?: string; readonly whatwg?: string } };

/** Each code's documentation beside its summary: where `offset` points, an input that gives it (and one under each grammar of `under`). */
// (A function, so that a bundle that does not read them drops them: a literal with `furthest + ...`
// in it would be kept as if it had effects.)
function codeDocs(): { readonly [C in ErrorCode]: { readonly offset: string; readonly example: ErrorCodeInfo['example']; readonly under?: { readonly [G in Exclude<CitedGrammar, 'rfc1738'>]?: ErrorCodeVariant['example'] } } } {
  return {
    'input.empty': {
      offset: '0, the end of the input.',
      example: { input: '', grammar: 'rfc1738' },
    },
    'paste.whitespace': {
      offset: furthest + '; `culprit` points at the first white-space character around the URL.',
      example: { input: ' http://example.com/', grammar: 'rfc1738' },
    },
    'paste.quotes': {
      offset: furthest + '; `culprit` points at the opening (or stray closing) quotation mark.',
      example: { input: '\u201chttp://example.com/\u201d', grammar: 'rfc1738' },
    },
    'paste.brackets': {
      offset: furthest + '; `culprit` points at the first delimiter.',
      example: { input: '<http://example.com/>', grammar: 'rfc3986' },
    },
    'paste.tab-or-newline': {
      offset: 'the tab or line break.',
      example: { input: 'http://example.com/a\nb', grammar: 'rfc1738' },
    },
    'paste.markdown-link': {
      offset: furthest + '; `culprit` points at the "[".',
      example: { input: '[docs](https://example.com/docs)', grammar: 'rfc3986' },
    },
    'paste.separator': {
      offset: furthest + '; `culprit` points at the separator.',
      example: { input: 'http://example.com,', grammar: 'rfc1738' },
    },
    'paste.backslash-escape': {
      offset: 'the backslash.',
      example: { input: 'http:\\/\\/example.com\\/a', grammar: 'rfc1738' },
    },
    'paste.trailing-text': {
      offset: 'the punctuation mark.',
      example: { input: 'https://example.com\uff0c\u8c22\u8c22', grammar: 'rfc3986' },
    },
    'input.unexpected-end': {
      offset: 'the end of the input.',
      example: { input: 'nntp://host/', grammar: 'rfc1738' },
    },
    'syntax.unexpected-char': {
      offset: furthest + '.',
      example: { input: 'nntp://host/group/12a', grammar: 'rfc1738' },
    },
    'scheme.missing': {
      offset: furthest + ' (inside or right after the would-be scheme).',
      example: { input: 'www.example.org', grammar: 'rfc1738' },
    },
    'scheme.missing-colon': {
      offset: 'the "/" or ";" where the ":" should be.',
      example: { input: 'http//example.com', grammar: 'rfc1738' },
    },
    'scheme.bad-char': {
      offset: 'the offending character.',
      example: { input: 'ht_tp://example.org/', grammar: 'rfc1738' },
    },
    'scheme.uppercase': {
      offset: 'the first upper-case letter of the scheme.',
      example: { input: 'HTTP://example.org/', grammar: 'rfc1738' },
    },
    'scheme.missing-slashes': {
      offset: 'the first character after the colon that does not continue "//".',
      example: { input: 'http:example.org', grammar: 'rfc1738' },
      under: {
        whatwg: { input: 'https:example.com/', grammar: 'whatwg' },
      },
    },
    'scheme.doubled': {
      offset: furthest + ' (after the inner scheme\'s ":"); `culprit` points at the inner scheme, where the URL starts over.',
      example: { input: 'http://http://example.org/', grammar: 'rfc1738' },
    },
    'file.windows-path': {
      offset: furthest + '; `culprit` points at the first character the file URL writes differently.',
      example: { input: 'file:C:\\Users\\me\\notes.txt', grammar: 'rfc3986' },
    },
    'host.empty': {
      offset: 'where the host should start.',
      example: { input: 'http:///path', grammar: 'rfc1738' },
    },
    'host.bad-char': {
      offset: 'the offending character.',
      example: { input: 'http://www,example,org/', grammar: 'rfc1738' },
    },
    'host.invalid-domain': {
      offset: 'the start of the domain.',
      example: { input: 'https://example.com./', grammar: 'whatwg' },
    },
    'host.ends-in-a-number': {
      offset: 'the start of the domain.',
      example: { input: 'https://example.255/', grammar: 'whatwg' },
    },
    'iri.bad-char': {
      offset: 'the character (its UTF-16 index; a surrogate pair is one character).',
      example: { input: 'http://example.org/a\ufffeb', grammar: 'rfc3987' },
    },
    'iri.bidi-format': {
      offset: 'the character.',
      example: { input: 'http://example.org/a\u202eb', grammar: 'rfc3987' },
    },
    'reg-name.bad-char': {
      offset: 'the offending character.',
      example: { input: 'a<b', rule: 'host', rfc: 3986 },
    },
    'host.empty-label': {
      offset: 'the character after the dot; `culprit` points at the dot.',
      example: { input: 'http://www.example.org./', grammar: 'rfc1738' },
    },
    'host.label-edge-hyphen': {
      offset: 'the character after the label, where the label is known to be bad; `culprit` points at the hyphen.',
      example: { input: 'http://my-.example.org/', grammar: 'rfc1738' },
    },
    'host.toplabel-digit': {
      offset: 'the character after the host; `culprit` points at the start of the last label.',
      example: { input: 'http://example.123/', grammar: 'rfc1738' },
    },
    'host.non-ascii': {
      offset: 'the non-ASCII character.',
      example: { input: 'http://b\u00fccher.example/', grammar: 'rfc1738' },
      under: {
        rfc2396: { input: 'http://b\u00fccher.example/', grammar: 'rfc2396' },
        rfc3986: { input: 'http://b\u00fccher.example/', grammar: 'rfc3986' },
      },
    },
    'ipv4.octet-out-of-range': {
      offset: 'the start of the octet.',
      example: { input: 'http://192.168.1.256/', grammar: 'rfc1738' },
    },
    'ipv6.bad-char': {
      offset: 'the offending character.',
      example: { input: 'http://[fe80::g]/', grammar: 'rfc1738' },
      under: {
        rfc3986: { input: 'http://[fe80::g]/', grammar: 'rfc3986' },
        whatwg: { input: 'http://[fe80::g]/', grammar: 'whatwg' },
      },
    },
    'ipv6.unbracketed': {
      offset: furthest + '; `culprit` points at the start of the address, where the "[" goes.',
      example: { input: 'http://2001:db8::1/', grammar: 'rfc1738' },
      under: {
        rfc2396: { input: 'http://2001:db8::1]/', grammar: 'rfc2396+2732' },
        rfc3986: { input: 'http://2001:db8::1/', grammar: 'rfc3986' },
      },
    },
    'ipv6.unclosed': {
      offset: furthest + '; `culprit` points at the "[".',
      example: { input: 'http://[::1/', grammar: 'rfc1738' },
      under: {
        rfc3986: { input: 'http://[::1/', grammar: 'rfc3986' },
        whatwg: { input: 'http://[::1/', grammar: 'whatwg' },
      },
    },
    'ipv6.zone-id': {
      offset: 'the "%".',
      example: { input: 'http://[fe80::1%eth0]/', grammar: 'rfc1738' },
      under: {
        rfc3986: { input: 'http://[fe80::1%25eth0]/', grammar: 'rfc3986' },
        whatwg: { input: 'http://[fe80::1%25eth0]/', grammar: 'whatwg' },
      },
    },
    'ipv6.hex4-too-long': {
      offset: 'the fifth digit.',
      example: { input: 'http://[::12345]/', grammar: 'rfc1738' },
      under: {
        rfc3986: { input: 'http://[::12345]/', grammar: 'rfc3986' },
        whatwg: { input: 'http://[::12345]/', grammar: 'whatwg' },
      },
    },
    'ipv6.double-compression': {
      offset: 'the second colon of the second "::" (the first place no reading continues).',
      example: { input: 'http://[1::2::3]/', grammar: 'rfc1738' },
      under: {
        rfc3986: { input: 'http://[1::2::3]/', grammar: 'rfc3986' },
        whatwg: { input: 'http://[1::2::3]/', grammar: 'whatwg' },
      },
    },
    'ipv6.group-count': {
      offset: 'the start of the address (after the "[").',
      example: { input: 'http://[1:2:3:4:5:6:7:8:9]/', grammar: 'rfc1738' },
    },
    'ipvfuture.bad-char': {
      offset: 'the offending character.',
      example: { input: '[v1]', rule: 'IP-literal', rfc: 3986 },
    },
    'path.colon-in-first-segment': {
      offset: 'the ":".',
      example: { input: 'a:b', rule: 'relative-ref', rfc: 3986 },
    },
    'port.empty': {
      offset: 'the character after the colon; `culprit` points at the colon.',
      example: { input: 'http://example.org:/', grammar: 'rfc1738' },
    },
    'port.bad-char': {
      offset: 'the first character that is not a digit (where RFC 3986 read the port on as user information, waiting for an "@", `culprit` points at it).',
      example: { input: 'http://example.org:8080:8080/', grammar: 'rfc1738' },
    },
    'port.out-of-range': {
      offset: 'the start of the port.',
      example: { input: 'http://example.org:65536/', grammar: 'rfc1738' },
      under: {
        whatwg: { input: 'https://example.com:65536', grammar: 'whatwg' },
      },
    },
    'escape.bad-hex': {
      offset: 'the character that is not a hex digit; `culprit` points at the "%".',
      example: { input: 'http://example.org/100%zz', grammar: 'rfc1738' },
    },
    'escape.truncated': {
      offset: 'the end of the input; `culprit` points at the "%".',
      example: { input: 'http://example.org/100%', grammar: 'rfc1738' },
    },
    'escape.not-allowed': {
      offset: 'the "%".',
      example: { input: 'nntp://news.example.org/comp%2Elang', grammar: 'rfc1738' },
    },
    'char.space': {
      offset: 'the space.',
      example: { input: 'http://example.org/a b', grammar: 'rfc1738' },
    },
    'char.control': {
      offset: 'the control character.',
      example: { input: 'http://example.org/ab', grammar: 'rfc1738' },
    },
    'char.unsafe': {
      offset: 'the character.',
      example: { input: 'http://example.org/a{b}', grammar: 'rfc1738' },
      under: {
        rfc2396: { input: 'http://example.org/a{b}', grammar: 'rfc2396' },
        rfc3986: { input: 'http://example.org/a{b}', grammar: 'rfc3986' },
        whatwg: { input: 'http://example.org/a{b}', grammar: 'whatwg' },
      },
    },
    'char.confusable': {
      offset: 'the character.',
      example: { input: 'http\uff1a//example.org/', grammar: 'rfc1738' },
    },
    'char.non-ascii': {
      offset: 'the character.',
      example: { input: 'http://example.org/caf\u00e9', grammar: 'rfc1738' },
    },
    'userinfo.unescaped-at': {
      offset: furthest + ' (usually the last "@", read as part of the host); `culprit` points at the first "@", the one to escape.',
      example: { input: 'ftp://user:p@ss@host/', grammar: 'rfc1738' },
    },
    'http.userinfo': {
      offset: 'the first character the http host cannot continue with (the "@", or what follows a ":" that was read as a port); `culprit` points at the start of the user part.',
      example: { input: 'http://user@example.org/', grammar: 'rfc1738' },
    },
    'userinfo.not-allowed': {
      offset: 'the first character the host cannot continue with (the "@", or what follows a ":" that was read as a port); `culprit` points at the start of the user information.',
      example: { input: 'https://user@example.com/', grammar: 'whatwg' },
    },
    'http.query-without-path': {
      offset: 'the "?".',
      example: { input: 'http://example.org?q=1', grammar: 'rfc1738' },
    },
    'ftp.bad-type': {
      offset: 'the type code.',
      example: { input: 'ftp://example.org/file;type=x', grammar: 'rfc1738' },
    },
    'fragment.second-hash': {
      offset: 'the second "#".',
      example: { input: 'http://example.org/#a#b', grammar: 'rfc1738' },
    },
  };
}

/**
 * Every error code, with its documentation.
 *
 * @example
 * ```ts
 * ERROR_CODES['char.space'].summary; // 'A space: escaped as %20 where the component allows escapes, removed where it does not (a host, a scheme).'
 * ```
 */
export const ERROR_CODES: { readonly [C in ErrorCode]: ErrorCodeInfo } = /* @__PURE__ */ joinDocs();

/** `CODE_SUMMARIES` and `CODE_DOCS`, one record per code. */
function joinDocs(): { readonly [C in ErrorCode]: ErrorCodeInfo } {
  const out: Record<string, ErrorCodeInfo> = {};
  const docs = codeDocs();
  const other: Summaries = { ...whatwg2396Summaries(), ...iriSummaries() };
  for (const code of Object.keys(CODE_SUMMARIES) as ErrorCode[]) {
    const s: { readonly kind: ErrorKind; readonly summary: string; readonly under?: Readonly<Record<string, string>> } = CODE_SUMMARIES[code];
    const d = docs[code];
    const info: { -readonly [K in keyof ErrorCodeInfo]: ErrorCodeInfo[K] } = { kind: s.kind, summary: s.summary || other[code]!.summary!, offset: d.offset, example: d.example };
    const summaries: Readonly<Record<string, string | undefined>> = { ...s.under, ...other[code] };
    const under: Record<string, ErrorCodeVariant> = {};
    for (const g of ['rfc2396', 'rfc3986', 'whatwg'] as const) if (summaries[g]) under[g] = { summary: summaries[g], example: d.under![g]! };
    if (d.under) info.under = under;
    out[code] = info;
  }
  return out as { readonly [C in ErrorCode]: ErrorCodeInfo };
}

/**
 * A stable error code: a key of `ERROR_CODES` (the keys of the summaries it is joined from).
 *
 * @example
 * ```ts
 * const code: ErrorCode = 'host.label-edge-hyphen';
 * ```
 */
export type ErrorCode = keyof typeof CODE_SUMMARIES;

/**
 * Every code, in documentation order: the keys of `ERROR_CODES`, in the same order.
 *
 * @deprecated use `Object.keys(ERROR_CODES)` (`ERROR_CODES` holds each code with its documentation). Kept until 1.0.
 *
 * @example
 * ```ts
 * errorCodes.includes('ipv6.zone-id'); // true
 * ```
 */
export const errorCodes = /* @__PURE__ */ Object.keys(CODE_SUMMARIES) as ErrorCode[];

/**
 * A hint's stable identifier.
 *
 * @example
 * ```ts
 * const r = parseURL('http://[fe80::1%eth0]/');
 * if (!r.ok) r.error.hints[0]?.code; // 'zone-id'
 * ```
 */
export type HintCode =
  | 'escape-space'
  | 'escape-unsafe'
  | 'escape-percent'
  | 'escape-control'
  | 'close-bracket'
  | 'zone-id'
  | 'http-no-userinfo'
  | 'no-credentials'
  | 'http-path-before-query'
  | 'empty-port'
  | 'idna'
  | 'utf8-escape'
  | 'lowercase-scheme'
  | 'add-scheme'
  | 'port-range'
  | 'octet-range'
  | 'label-hyphen'
  | 'empty-label'
  | 'no-escape-here'
  | 'dot-segment'
  | 'remove-paste'
  | 'remove-space'
  | 'add-colon'
  | 'escape-at'
  | 'remove-prefix'
  | 'bracket-ipv6'
  | 'ascii-punctuation'
  | 'file-url'
  | 'comma-for-dot'
  | 'whatwg-domain'
  | 'whatwg-number';
