/**
 * The closed list of error codes of the strict parser. Each code says what went wrong, its kind,
 * and where its `offset` points. `docs/errors.md` is generated from this list, and a test fails if
 * a code has no case. Here: each code's kind and summaries (what a report reads) and the wording a
 * report gives under each grammar; where a code's `offset` points and an input that gives it are in
 * codes-docs.ts, which joins them to these as `ERROR_CODES`.
 */
import { profiles, ruleOfKey, type GrammarName } from '../../grammar/core.js';

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

/**
 * The generation of RFCs that a report's `grammar` (a start symbol's name, or a rule key such as
 * `3986:URI` for `parseRule`) cites: `rfc3986` and `rfc3987` and their rules read RFC 3986's
 * wording; `rfc2396`, `rfc2396+2732` and the rules of RFC 2396 and RFC 2732 read RFC 2396's;
 * `whatwg` and its rules the URL Standard's; the rest (`rfc1738`, `rfc1738-pure`, `rfc1808`, RFC
 * 2373 and our glue) RFC 1738's.
 * @internal
 */
export function citedGrammar(grammar: string): CitedGrammar {
  // The grammar's first start rule that is an RFC's (its default may be one of ours, `URI-2396`
  // joining RFC 2396 rules), or the rule itself: read from the profiles and the registry, so a
  // rule key and a grammar's name cite alike (never a pattern over the name).
  const starts = Object.hasOwn(profiles, grammar) ? profiles[grammar as GrammarName].starts : undefined;
  const rule = starts ? (starts.find((s) => s.rfc !== 'urlgrammar') ?? starts[0]) : ruleOfKey(grammar);
  const rfc = rule?.rfc;
  if (rfc === 3986 || rfc === 3987) return 'rfc3986';
  if (rfc === 2396 || rfc === 2732) return 'rfc2396';
  // The WHATWG rules, and our start rules that read the URL Standard's writing against a base.
  if (rfc === 'whatwg' || (rule !== undefined && 'section' in rule && rule.section === 'whatwg-base')) return 'whatwg';
  return 'rfc1738';
}

/**
 * A code's summary as a report under `grammar` gives it: the wording of `ErrorCodeInfo.under` for
 * that grammar's RFCs, else `summary`.
 * @internal
 */
export function summaryOf(code: ErrorCode, grammar: string): string {
  const info: { readonly summary: string; readonly under?: { readonly rfc3986?: string } } = CODE_SUMMARIES[code];
  const cited = citedGrammar(grammar);
  const more = provided[code];
  return (cited === 'rfc3986' ? info.under?.rfc3986 : cited === 'rfc1738' ? undefined : more?.[cited]) || info.summary || more?.summary || code;
}

/**
 * Every code's kind and one-line summary, and its summary under the grammars that cite other RFCs
 * (`ErrorCodeInfo.under`): what a report reads. The rest of a code's documentation (where its
 * `offset` points, an input that gives it) is `CODE_DOCS` (codes-docs.ts); `ERROR_CODES` joins the
 * two, and a bundle that does not name it (`{ parseURL }`) carries the summaries alone.
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

/** The summaries `whatwg2396Summaries` and `iriSummaries` give, as the entries that load their grammars provided them. */
const provided: Record<string, Summaries[ErrorCode]> = {};

/**
 * Adds summaries to those reports read (`src/diagnostics/under.ts` and `src/diagnostics/iri.ts`
 * call it where their grammars are loaded).
 * @internal
 */
export function provideSummaries(summaries: Summaries): void {
  for (const [code, s] of Object.entries(summaries)) provided[code] = { ...provided[code], ...s };
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
 * Every code, in documentation order.
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
