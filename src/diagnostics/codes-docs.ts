/**
 * The error codes' documentation: each code's kind and summaries (codes.ts, what a report reads)
 * joined to where its `offset` points and an input that gives it (under each grammar whose wording
 * differs), as the public `ERROR_CODES`, from which `docs/errors.md` and the errors pages are
 * written. Apart from codes.ts so that a bundle that does not name `ERROR_CODES` (`{ parseURL }`)
 * carries the summaries alone.
 */
import type { GrammarName } from '../../grammar/core.js';
import { CODE_SUMMARIES, iriSummaries, whatwg2396Summaries, type CitedGrammar, type ErrorCode, type ErrorKind, type Summaries } from './codes.js';

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

const furthest = 'the first character at which no derivation of the grammar can continue';

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
