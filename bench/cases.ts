/**
 * The public functions as one-string calls, and the hostile inputs built from repeated units, for
 * the scaling ladder (bench/ladder.ts) and the linear-time test (test/linear-api.test.ts).
 *
 * Each call swallows the documented errors (the input may well be invalid: the time to say so is
 * what is measured) and lets anything else through, a stack overflow included.
 */
import * as api from '../src/index.js';

export interface ApiCase {
  readonly name: string;
  readonly run: (s: string) => unknown;
}

const DOCUMENTED = [api.ValueError, api.LookupError, api.URLSyntaxError, api.GrammarError, api.ResolutionError];

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
  { name: 'parseURLOrThrow', run: (s) => guarded(() => api.parseURLOrThrow(s, { grammar: 'rfc1808' })) },
  { name: 'parseRule 1738 hostname', run: (s) => api.parseRule('hostname', s, { rfc: 1738 }) },
  { name: 'parseRule 1808 path', run: (s) => api.parseRule('path', s, { rfc: 1808 }) },
  { name: 'parseRule 2373 IPv6address', run: (s) => api.parseRule('IPv6address', s, { rfc: 2373 }) },
  {
    name: 'formatReport',
    run: (s) => {
      const r = api.parseURL(s);
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
  {
    name: 'parseBrowser + recomposeBrowser',
    run: (s) => {
      const p = api.parseBrowser(s);
      return p.scheme === null ? p : api.recomposeBrowser(p);
    },
  },
];

/** The repeated units: single delimiters, pairs, alternations, escapes, non-ASCII, controls. */
export const UNITS: readonly string[] = [
  'a', '@', ':', '[', ']', '%', '%%', '%4', '%41', '%C3', '/', '//', '../', './', '..', ';', '&', '=', '#', '?', '\\', ' ', '.', '-',
  'é', '\u{1F600}', '\u0000', '\t', ':@', '@:', '[:', ':]', '[]', '][', '/?', '?#', '#?', ';?', '&=', '=&', 'a=', 'a&', '/.', '.a/', ':/',
  '1:', '1.', 'a.', '/..', '\\..', '%2e%2e/', '[::1]', '%%41',
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
