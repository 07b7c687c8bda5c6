/**
 * The public functions as one-string calls, and the hostile inputs built from repeated units, for
 * the scaling ladder (bench/ladder.ts) and the linear-time test (test/linear-api.test.ts).
 *
 * Each call swallows the documented errors (the input may well be invalid: the time to say so is
 * what is measured) and lets anything else through, a stack overflow included.
 */
import * as api from '../src/index.js';
import type { ErrorCode, GrammarName, StartSymbol } from '../src/index.js';

export interface ApiCase {
  readonly name: string;
  readonly run: (s: string) => unknown;
}

const DOCUMENTED = [api.ValueError, api.LookupError, api.URLSyntaxError, api.GrammarError, api.ResolutionError, api.NormalizationError];

/** Runs `f`, returning a documented error instead of throwing it. */
export function guarded<T>(f: () => T): T | Error {
  try {
    return f();
  } catch (e) {
    if (DOCUMENTED.some((c) => e instanceof c)) return e as Error;
    throw e;
  }
}

const latin1 = (s: string): Uint8Array => {
  const b = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i) & 0xff;
  return b;
};
const BASE = 'http://a/b/c/d;p?q';

/**
 * The result getters remember the last net_loc they read (src/urllib/results.ts), so that
 * `hostname`, `port`, ... of one result parse it once. A timing that repeats a call on the same
 * string would measure the memo: read another net_loc first.
 */
const forgetNetloc = (): unknown => api.urlsplit('//0').hostname;

/** Every public function (and the result getters), as a call on one string. */
export const API: readonly ApiCase[] = [
  { name: 'parseURL rfc1738', run: (s) => api.parseURL(s, { grammar: 'rfc1738' }) },
  { name: 'parseURL rfc1808', run: (s) => api.parseURL(s, { grammar: 'rfc1808' }) },
  // The component record, read from the AST of a valid parse (and recomposed), and of any string.
  {
    name: 'parseURL rfc3986 + components',
    run: (s) => {
      const r = api.parseURL(s, { grammar: 'rfc3986' });
      return r.ok ? api.recompose(r.components) : r.error.components?.path;
    },
  },
  { name: 'parseURL rfc1738 + components', run: (s) => { const r = api.parseURL(s, { grammar: 'rfc1738' }); return r.ok ? r.components.path : null; } },
  { name: 'readComponents', run: (s) => api.recompose(api.readComponents(s)) },
  // The generated recognizers (issue 22): the verdict alone.
  { name: 'isValid rfc3986', run: (s) => api.isValid(s) },
  { name: 'isValid rfc1738', run: (s) => api.isValid(s, { grammar: 'rfc1738' }) },
  { name: 'recognizer rfc3987 IRI-reference', run: (s) => api.recognizer({ grammar: 'rfc3987' })(s) },
  { name: 'parseURLOrThrow', run: (s) => guarded(() => api.parseURLOrThrow(s, { grammar: 'rfc1808' })) },
  { name: 'parseRule 1738 hostname', run: (s) => api.parseRule('hostname', s, { rfc: 1738 }) },
  { name: 'parseRule 1808 path', run: (s) => api.parseRule('path', s, { rfc: 1808 }) },
  { name: 'parseRule 2373 IPv6address', run: (s) => api.parseRule('IPv6address', s, { rfc: 2373 }) },
  {
    name: 'formatReport',
    run: (s) => {
      const r = api.parseURL(s, { grammar: 'rfc1738' });
      return r.ok ? null : api.formatReport(r.error);
    },
  },
  {
    name: 'urlsplit (+ attributes)',
    run: (s) =>
      guarded(() => {
        forgetNetloc();
        const r = api.urlsplit(s);
        return [r.hostname, r.username, r.password, guarded(() => r.port), r.geturl()];
      }),
  },
  { name: 'urlsplit bytes', run: (s) => guarded(() => api.urlsplit(latin1(s))) },
  {
    name: 'urlparse (+ attributes)',
    run: (s) =>
      guarded(() => {
        forgetNetloc();
        const r = api.urlparse(s);
        return [r.hostname, guarded(() => r.port), r.geturl()];
      }),
  },
  { name: 'urldefrag', run: (s) => guarded(() => api.urldefrag(s).geturl()) },
  { name: 'unwrap', run: (s) => api.unwrap('<URL:' + s + '>') },
  { name: 'urlunsplit', run: (s) => api.urlunsplit(['http', s, s, s, s]) },
  { name: 'urlunparse', run: (s) => api.urlunparse(['http', s, s, s, s, s]) },
  { name: 'urljoin (reference)', run: (s) => guarded(() => api.urljoin(BASE, s)) },
  { name: 'urljoin (base)', run: (s) => guarded(() => api.urljoin(s, '../g')) },
  { name: 'urljoinTrace', run: (s) => guarded(() => api.urljoinTrace(BASE, s)) },
  { name: 'quote', run: (s) => guarded(() => api.quote(s)) },
  { name: 'quote_plus', run: (s) => guarded(() => api.quote_plus(s, { safe: ':/' })) },
  { name: 'quote_from_bytes', run: (s) => api.quote_from_bytes(latin1(s)) },
  { name: 'unquote', run: (s) => api.unquote(s) },
  { name: 'unquote_plus', run: (s) => api.unquote_plus(s) },
  { name: 'unquote_to_bytes', run: (s) => api.unquote_to_bytes(s) },
  { name: 'parse_qs', run: (s) => guarded(() => api.parse_qs(s, { keep_blank_values: true })) },
  { name: 'parse_qsl', run: (s) => guarded(() => api.parse_qsl(s, { keep_blank_values: true })) },
  { name: 'urlencode', run: (s) => api.urlencode([[s, s]]) },
  { name: 'resolve rfc3986 (reference)', run: (s) => guarded(() => api.resolve(BASE, s)) },
  { name: 'resolve rfc3986 (base)', run: (s) => guarded(() => api.resolve('http:' + s, '../g')) },
  { name: 'resolve rfc1808', run: (s) => guarded(() => api.resolve(BASE, s, { spec: 'rfc1808' })) },
  { name: 'resolve abarth-url-00', run: (s) => guarded(() => api.resolve(BASE, s, { spec: 'abarth-url-00' })) },
  { name: 'removeDotSegments rfc3986', run: (s) => api.removeDotSegments(s) },
  { name: 'removeDotSegments rfc1808', run: (s) => api.removeDotSegments(s, { spec: 'rfc1808' }) },
  // RFC 3986 §6: normalize (the input parsed, each step, the result proven by re-parsing), traced
  // (each step records the URL before and after), under RFC 3987, and equivalent (both normalized:
  // the input against itself with its scheme uppercased). An invalid input's report is the error.
  { name: 'normalize', run: (s) => guarded(() => api.normalize(s).href) },
  { name: 'normalize (trace)', run: (s) => guarded(() => api.normalize(s, { trace: true }).steps.length) },
  { name: 'normalize rfc3987 URI-reference', run: (s) => guarded(() => api.normalize(s, { grammar: 'rfc3987', start: 'IRI-reference' }).href) },
  { name: 'equivalent', run: (s) => guarded(() => api.equivalent(s, s.replace(/^[^:/?#]+:/, (m) => m.toUpperCase()), { start: 'URI-reference' })) },
  // The WHATWG URL Standard's basic URL parser (every validation error positioned), against a base
  // too, traced; and compare, every reader side by side with the disagreements explained.
  { name: 'parseWHATWG', run: (s) => api.parseWHATWG(s, { base: BASE }).errors.length },
  { name: 'parseWHATWG (trace)', run: (s) => api.parseWHATWG(s, { trace: true }).steps.length },
  { name: 'compare', run: (s) => api.compare(s).disagreements.length },
  {
    name: 'parseBrowser + recomposeBrowser',
    run: (s) => {
      const p = api.parseBrowser(s);
      return p.scheme === null ? p : api.recomposeBrowser(p);
    },
  },
];

/**
 * CPython's antagonistic input for `unquote` (Lib/test/test_urlparse.py repeats it 100,000
 * times): non-ASCII, a bad escape (`%%`), a good one (`%20`), and an escape that is invalid
 * UTF-8 once decoded (`%fe`), so every ASCII run decodes on its own and ends in an error.
 */
export const MIXED_UNIT = '\u0141%%%20a%fe';

/** The same mix as query fields: `+`, `=` and `&` too, so parse_qs(l) splits and unquotes. */
export const MIXED_QUERY_UNIT = '\u0141%%%20a%fe=+\u0141%fe&';

/** The repeated units: single delimiters, pairs, alternations, escapes, non-ASCII, controls. */
export const UNITS: readonly string[] = [
  'a', '@', ':', '[', ']', '%', '%%', '%4', '%41', '%C3', '/', '//', '../', './', '..', ';', '&', '=', '#', '?', '\\', ' ', '.', '-',
  'é', '\u{1F600}', '\u0000', '\t', ':@', '@:', '[:', ':]', '[]', '][', '/?', '?#', '#?', ';?', '&=', '=&', 'a=', 'a&', '/.', '.a/', ':/',
  '1:', '1.', 'a.', '/..', '\\..', '%2e%2e/', '[::1]', '%%41', MIXED_UNIT, MIXED_QUERY_UNIT,
];

/** Prefixes that put the units in each component. */
export const PREFIXES: readonly string[] = ['', 'http://', 'http://a/', 'http://a?', 'http://a#', 'http://[', 'ftp://u@', 'x:', '//', '/'];

/** `prefix` followed by `unit` repeated to a total length of about `n` code units. */
export function build(prefix: string, unit: string, n: number): string {
  return prefix + unit.repeat(Math.max(1, Math.ceil((n - prefix.length) / unit.length)));
}

/**
 * The worst pattern found for each function (the largest time at 100 KB in `npm run bench --
 * --ladder --probe`), plus a few that stress each function's own structure.
 */
export const WORST: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {};

/** Best of `reps` runs, in milliseconds. */
export function timeIt(f: () => unknown, reps: number): number {
  let best = Infinity;
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    f();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/** Input of a side-by-side case: a string, bytes, or a urlencode list of pairs. */
export type MixedInput = string | Uint8Array | ReadonlyArray<readonly [string, string]>;

/**
 * The quoting and query functions on the mixed units, each with the CPython call that does the
 * same thing: bench/run.ts times both in the same run (bench/peer.py) and reports the ratio.
 */
export interface MixedCase {
  /** Row name in the benchmark table. */
  readonly op: string;
  readonly input: MixedInput;
  readonly run: (x: any) => unknown;
  /** The urllib.parse function and its keyword arguments. */
  readonly py: { readonly fn: string; readonly kwargs?: Readonly<Record<string, unknown>> };
}

const REPEATS = 100_000;
/** CPython's antagonistic string: 600,000 code units. */
export const MIXED = MIXED_UNIT.repeat(REPEATS);
/** The same with a lone (low) surrogate in each unit. */
export const MIXED_SURROGATE = (MIXED_UNIT + '\udcfe').repeat(REPEATS);
/** 50,000 query fields of the mixed unit. */
export const MIXED_QUERY = MIXED_QUERY_UNIT.repeat(REPEATS / 2);

export const MIXED_CASES: readonly MixedCase[] = [
  { op: 'quote (mixed)', input: MIXED, run: (x) => api.quote(x), py: { fn: 'quote' } },
  {
    op: 'quote (mixed, lone surrogates, surrogateescape)',
    input: MIXED_SURROGATE,
    run: (x) => api.quote(x, { errors: 'surrogateescape' }),
    py: { fn: 'quote', kwargs: { errors: 'surrogateescape' } },
  },
  { op: 'quote_plus (mixed)', input: MIXED + ' +', run: (x) => api.quote_plus(x), py: { fn: 'quote_plus' } },
  { op: 'quote_from_bytes (mixed)', input: new TextEncoder().encode(MIXED), run: (x) => api.quote_from_bytes(x), py: { fn: 'quote_from_bytes' } },
  { op: 'unquote (mixed)', input: MIXED, run: (x) => api.unquote(x), py: { fn: 'unquote' } },
  { op: 'unquote (mixed, lone surrogates)', input: MIXED_SURROGATE, run: (x) => api.unquote(x), py: { fn: 'unquote' } },
  { op: 'unquote_plus (mixed)', input: MIXED + '+', run: (x) => api.unquote_plus(x), py: { fn: 'unquote_plus' } },
  { op: 'unquote_to_bytes (mixed)', input: MIXED, run: (x) => api.unquote_to_bytes(x), py: { fn: 'unquote_to_bytes' } },
  { op: 'parse_qs (mixed)', input: MIXED_QUERY, run: (x) => api.parse_qs(x), py: { fn: 'parse_qs' } },
  { op: 'parse_qsl (mixed)', input: MIXED_QUERY, run: (x) => api.parse_qsl(x), py: { fn: 'parse_qsl' } },
  {
    op: 'parse_qsl (mixed, one field)',
    input: MIXED,
    run: (x) => api.parse_qsl(x, { keep_blank_values: true }),
    py: { fn: 'parse_qsl', kwargs: { keep_blank_values: true } },
  },
  {
    op: 'urlencode (mixed, 20,000 pairs)',
    input: Array.from({ length: REPEATS / 5 }, (_, i) => [MIXED_UNIT + i, MIXED_UNIT + ' +/'] as const),
    run: (x) => api.urlencode(x),
    py: { fn: 'urlencode' },
  },
  { op: 'urlencode (mixed, one pair)', input: [[MIXED, MIXED]], run: (x) => api.urlencode(x), py: { fn: 'urlencode' } },
];

// ---------------------------------------------------------------------------------------------
// The worst shapes per public function (bench/ladder.ts --probe finds them): test/linear-api.test.ts
// runs each at n and 4n (a result at 4n, its counted work 4x at most); bench/ratios.ts
// times 10 KB against 100 KB.
// ---------------------------------------------------------------------------------------------

export type Pattern = readonly [prefix: string, unit: string];

/** Worst patterns per function (bench/ladder.ts --probe), and the delimiters each one splits on. */
export const API_PATTERNS: Record<string, readonly Pattern[]> = {
  'parseURL rfc1738': [['http://', '1.']],
  'parseURL rfc1808': [['', ';']],
  parseURLOrThrow: [['//', ':/'], ['', '/.']],
  'parseURL rfc3986 + components': [['http://', 'a.'], ['http://h/', 'a/'], ['http://u:', 'p:'], ['http://', '@'], ['x:?', '?/']],
  'parseURL rfc1738 + components': [['ftp://', 'u:'], ['http://h/', 'a/'], ['file://', 'a.']],
  'isValid rfc3986': [['http://a/', 'a/'], ['http://', 'a.'], ['http://[', '1:'], ['http://[v1.', 'a'], ['x:?', '?/']],
  'isValid rfc1738': [['ftp://u:', 'p:'], ['http://[', '1:'], ['http://', '1.']],
  'recognizer rfc3987 IRI-reference': [['http://a/', 'é/'], ['', '\u{1F600}'], ['//[', ':']],
  readComponents: [['//', '@'], ['//', '@:'], ['//[', ':'], ['', ':'], ['//u', '@/'], ['//', '[]']],
  'parseRule 1738 hostname': [['', 'a.']],
  'parseRule 1808 path': [['x:', '/'], ['', './']],
  'parseRule 2373 IPv6address': [['', '1:']],
  formatReport: [['ftp://u@', 'a.'], ['http://a/', '\u0000']],
  'urlsplit (+ attributes)': [['http://', '@'], ['ftp://u@', ':@'], ['http://a?', '][']],
  'urlsplit bytes': [['', '@'], ['//', '../']],
  'urlparse (+ attributes)': [['http://[', '/.'], ['http://', ':@'], ['http://a/', ';']],
  urldefrag: [['x:', '#'], ['http://[', '#']],
  unwrap: [['http://a/', ' '], ['/', '\t']],
  urlunsplit: [['', '//'], ['', '%C3']],
  urlunparse: [['', '/..'], ['//', 'a']],
  'urljoin (reference)': [['', '//'], ['', './'], ['', '../']],
  'urljoin (base)': [['', '/.'], ['', ':/']],
  urljoinTrace: [['http://', '/'], ['', '../']],
  quote: [['http://', ';?'], ['http://a#', '\u{1F600}'], ['', MIXED_UNIT]],
  quote_plus: [['', ' '], ['http://a/', 'é'], ['', MIXED_UNIT]],
  quote_from_bytes: [['http://a#', '#'], ['', MIXED_UNIT]],
  unquote: [['', '%'], ['', '%C3'], ['', '%%41'], ['', MIXED_UNIT], ['', MIXED_UNIT + '\udcfe']],
  unquote_plus: [['', '%4'], ['', '+'], ['', MIXED_UNIT]],
  unquote_to_bytes: [['', '%4'], ['/', '%%'], ['', MIXED_UNIT]],
  parse_qs: [['', '&='], ['', 'a&'], ['', MIXED_QUERY_UNIT]],
  parse_qsl: [['', 'a&'], ['', '=&'], ['', ';'], ['', MIXED_UNIT], ['', MIXED_QUERY_UNIT]],
  urlencode: [['http://', ']['], ['x:', '&='], ['', MIXED_UNIT]],
  'resolve rfc3986 (reference)': [['', '/'], ['ftp://u@', ':/'], ['', '../']],
  'resolve rfc3986 (base)': [['x:', '/'], ['', '//']],
  'resolve rfc1808': [['', ';'], ['', '%2e%2e/'], ['http://[', '1:']],
  'resolve abarth-url-00': [['http://', ' '], ['', '//']],
  'removeDotSegments rfc3986': [['/', '//'], ['', '../'], ['/', 'a/..']],
  'removeDotSegments rfc1808': [['http://', '/'], ['', '../'], ['/', 'a/../']],
  'parseBrowser + recomposeBrowser': [['ftp://u@', '[]'], ['http://', '../']],
  normalize: [['http://', '%C3'], ['http://', ':'], ['', 'a.'], ['http://', '%41'], ['http://', '../'], ['x:', '/.']],
  'normalize (trace)': [['http://', ':'], ['//', '/.'], ['http://', '%C3'], ['x:', '%2e%2e/'], ['http://a/', ' ']],
  'normalize rfc3987 URI-reference': [['http://', 'é'], ['//', ':'], ['http://', '\u{1F600}']],
  equivalent: [['http://', '1:'], ['http://', '%C3'], ['', '%41'], ['http://h/', 'a/']],
  parseWHATWG: [['http://', 'a@'], ['http://h/', ' '], ['http://[', '1:'], ['', '\\'], ['http://', '%41.'], ['', '../']],
  'parseWHATWG (trace)': [['http://', 'a.'], ['http://h/', '%zz'], ['file:', '/c|']],
  compare: [['http://', 'a.'], ['http://h/', ' '], ['http://', '\\'], ['x:', '/.']],
};



/**
 * The ratio allowed for ten times the input: linear is about 10x, quadratic 100x and more at every
 * size. (The dot-segment steps and the resolvers' records once crossed the young generation between
 * 10 KB and 100 KB, measured up to x71 under load, and had x80; they now keep integer arrays and
 * make their steps when read, so they hold the common bound.)
 */
export const API_LIMIT = (_name: string): number => 50;

/**
 * The floor for the 10 KB timing, in ms: a function that takes less there cannot be quadratic (10
 * KB squared is 10^8 steps, tens of milliseconds), and shorter timings are mostly noise. The
 * resolvers, dot-segment removal and urljoin take 0.05 to 0.5 ms there and are held to 0.02 ms
 * (their floor before they were loosened); the others to 0.1 ms, where sub-0.1 ms noise (urlunparse
 * on 10 KB: about 0.01 ms) otherwise fails them.
 */
export const API_FLOOR = (name: string): number => (/^(removeDotSegments|resolve|urljoin)/.test(name) ? 0.02 : 0.1);


// The shapes of test/linear.test.ts: parseURL's verdict and counted work at n and 4n there; their times here.
/**
 * Name, grammar, the verdict at every size (null: valid, else the error code), the input of size n,
 * and the start symbol where it is not the grammar's default (RFC 1808's `URL` for a relative URL).
 */
export const PARSE_SHAPES: Array<[string, GrammarName, ErrorCode | null, (n: number) => string, start?: StartSymbol]> = [
  ['path of "/"', 'rfc1738', null, (n) => 'http://example.org/' + '/'.repeat(n)],
  ['many labels', 'rfc1738', null, (n) => 'http://' + 'a.'.repeat(n / 2) + 'com/'],
  ['hyphens in a label', 'rfc1738', 'host.label-edge-hyphen', (n) => 'http://a' + '-'.repeat(n) + '/'],
  ['escapes, then a truncated one', 'rfc1738', 'escape.truncated', (n) => 'http://example.org/' + '%41'.repeat(n / 3) + '%'],
  ['a space near the end', 'rfc1738', 'char.space', (n) => 'http://example.org/' + 'a'.repeat(n) + ' x'],
  ['a space at the end (a pasting mistake)', 'rfc1738', 'paste.whitespace', (n) => 'http://example.org/' + 'a'.repeat(n) + ' '],
  ['"@" repeated', 'rfc1738', 'userinfo.unescaped-at', (n) => 'ftp://' + '@'.repeat(n)],
  ['":" repeated', 'rfc1738', 'port.empty', (n) => 'ftp://a' + ':'.repeat(n)],
  ['generic, then a space', 'rfc1738', 'char.space', (n) => 'x:' + '/'.repeat(n) + ' x'],
  ['IPv6 groups', 'rfc1738', 'ipv6.group-count', (n) => 'http://[' + '1:'.repeat(n / 2) + '1]/'],
  ['a port of leading zeros (judged by value: 80)', 'rfc1738', null, (n) => 'http://example.com:' + '0'.repeat(n) + '80/'],
  ['a port of nines', 'rfc1738', 'port.out-of-range', (n) => 'http://example.com:' + '9'.repeat(n) + '/'],
  ['"[" repeated', 'rfc1738', 'ipv6.bad-char', (n) => 'http://' + '['.repeat(n)],
  ['"../" repeated, then a space', 'rfc1808', 'char.space', (n) => '../'.repeat(n / 3) + ' x', 'URL'],
  ['";" and "?" alternating', 'rfc1808', 'fragment.second-hash', (n) => 'a;' + ';?'.repeat(n / 2) + '#'.repeat(2), 'URL'],
  ['"%%" repeated', 'rfc1808', 'escape.bad-hex', (n) => '%%'.repeat(n / 2), 'URL'],
  // The WHATWG URL-writing grammar: the domain check after the parse (UTS #46) included.
  ['many labels (a domain over 253)', 'whatwg', 'host.invalid-domain', (n) => 'https://' + 'a.'.repeat(n / 2) + 'com/'],
  ['a non-ASCII domain', 'whatwg', 'host.invalid-domain', (n) => 'https://' + '\u00e9'.repeat(n) + '/'],
  ['a path of segments', 'whatwg', null, (n) => 'https://example.org/' + 'a/'.repeat(n / 2)],
  ['IPv6 pieces repeated', 'whatwg', 'ipv6.bad-char', (n) => 'https://[' + '1:'.repeat(n / 2) + '1]/'],
  ['escapes in the query, then a truncated one', 'whatwg', 'input.unexpected-end', (n) => 'https://example.org/?' + '%41'.repeat(n / 3) + '%'],
  ['an opaque host, then "@"', 'whatwg', 'userinfo.not-allowed', (n) => 'foo://' + 'a'.repeat(n) + '@'],
];



/**
 * The same input under rfc3987 and rfc3986 (the astral row: a surrogate pair and a `:` per unit), and
 * the ratio of their reports: test/linear.test.ts holds the counted work to it, bench/ratios.ts
 * reports the time beside it; read as an `IRI-reference` and a `URI-reference` (`ASTRAL_STARTS`:
 * `"//" ...` is a relative reference).
 */
export const ASTRAL_STARTS = { rfc3987: { grammar: 'rfc3987', start: 'IRI-reference' }, rfc3986: { grammar: 'rfc3986', start: 'URI-reference' } } as const;
export const ASTRAL_SHAPES: Array<[string, (n: number) => string, (n: number) => string, number]> = [
  ['":" after "http://"', (n) => 'http://' + ':'.repeat(n), (n) => 'http://' + ':'.repeat(n), 2.5],
  ['"1:" after "//"', (n) => '//' + '1:'.repeat(n / 2), (n) => '//' + '1:'.repeat(n / 2), 2.5],
  ['U+10000 and ":" after "http://"', (n) => 'http://' + '\u{10000}:'.repeat(n / 3), (n) => 'http://' + ':'.repeat(n), 8],
];
