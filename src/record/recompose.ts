/**
 * The string a set of components writes, by the specification that named them: `recompose`, with
 * `spec` as `resolve` takes it (RFC 3986 §5.3 by default; RFC 1808 §4 step 7; draft-abarth-url-00,
 * which defines no serialisation, in RFC 3986 §5.3's order), and the three shapes of components it
 * writes (the record's spans, or strings: {@link Components3986}, {@link Components1808},
 * {@link BrowserParts}). The resolvers (src/resolver/) write their results with the same functions.
 */
import { ArgumentError, checkObject, checkParts, choiceOf, optionsOf, optionsSpec, ownValue, typeName } from '../../grammar/index.js';
import type { URLComponents } from './components.js';

/**
 * The five components of RFC 3986 §3, as Appendix B splits them. A component whose delimiter is
 * absent is `null` ("undefined" in the RFC); the path is never undefined, though it may be empty.
 *
 * @example
 * ```ts
 * const parts: Components3986 = {
 *   scheme: 'http', authority: 'www.ics.uci.edu', path: '/pub/ietf/uri/', query: null,
 *   fragment: 'Related',
 * };
 * ```
 */
export interface Components3986 {
  readonly scheme: string | null;
  readonly authority: string | null;
  readonly path: string;
  readonly query: string | null;
  readonly fragment: string | null;
}

/**
 * The components of an RFC 1808 URL, as §2.1 names them and §2.4 parses them; a component whose
 * delimiter is absent is `null`, one whose delimiter is present but nothing follows is `''`.
 *
 * - `path` is stored "with the slash that may precede it" (§2.4.6: "the parser must remember
 *   whether or not it was present ... Often this is done by simply storing the preceding slash
 *   along with the path"); it is `''` when there is no path.
 * - `opaque` is the `*( uchar | reserved )` after `scheme ":"` when the URL is in the opaque
 *   `absoluteURL` form (then `net_loc`, `params` and `query` are `null` and `path` is `''`);
 *   `null` for a `generic-RL` or a `relativeURL`.
 *
 * @example
 * ```ts
 * const parts: Components1808 = {
 *   scheme: 'http', net_loc: 'a', path: '/b/c/d', params: 'p', query: 'q', fragment: 'f',
 *   opaque: null,
 * }; // http://a/b/c/d;p?q#f
 * ```
 */
export interface Components1808 {
  readonly scheme: string | null;
  readonly net_loc: string | null;
  readonly path: string;
  readonly params: string | null;
  readonly query: string | null;
  readonly fragment: string | null;
  readonly opaque: string | null;
}

/**
 * The components draft-abarth-url-00 §3 finds, each `null` when absent. An invalid URL (no ":"
 * after trimming, §3.1) has every component `null`; `scheme === null` is the test for it.
 *
 * @example
 * ```ts
 * const parts: BrowserParts = parseBrowser('http://u:p@h:80/p?q#f');
 * parts.userInfo; // 'u:p'
 * parts.port;     // '80'
 * ```
 */
export interface BrowserParts {
  readonly scheme: string | null;
  readonly afterScheme: string | null;
  readonly authority: string | null;
  readonly userInfo: string | null;
  readonly user: string | null;
  readonly password: string | null;
  readonly host: string | null;
  readonly port: string | null;
  readonly path: string | null;
  readonly query: string | null;
  readonly fragment: string | null;
}

/**
 * Options of {@link recompose}: `spec`, the specification whose components they are, as
 * `resolve` takes it (`'rfc3986'`, the default; `'rfc1808'`; `'abarth-url-00'`).
 *
 * @example
 * ```ts
 * const options: RecomposeOptions = { spec: 'rfc1808' };
 * ```
 */
export interface RecomposeOptions {
  /** Whose components: `'rfc3986'` (default), `'rfc1808'` or `'abarth-url-00'`. */
  readonly spec?: 'rfc1808' | 'rfc3986' | 'abarth-url-00';
}

const RECOMPOSE_OPTIONS = optionsSpec<RecomposeOptions>('recompose', { spec: true });
const SPECS = ['rfc1808', 'rfc3986', 'abarth-url-00'] as const;

/**
 * The string components write, by the specification that named them (`options.spec`, as `resolve`
 * takes it):
 *
 * - `'rfc3986'` (default): RFC 3986 §5.3 Component Recomposition, `scheme ":"`, `"//" authority`,
 *   the path, `"?" query`, `"#" fragment`, each where it is defined (not `null`; an empty one is
 *   written). Each component is a string ({@link Components3986}, as `split3986` gives them) or a
 *   span of a record (`parseURL(...).components`): on the record of a parse it gives the input back.
 * - `'rfc1808'`: RFC 1808 §4 step 7, `scheme ":"`, `"//" net_loc`, the path (with its slash),
 *   `";" params`, `"?" query`, `"#" fragment`; an opaque URL is `scheme ":" opaque` and its
 *   fragment ({@link Components1808}, as `parse1808` gives them).
 * - `'abarth-url-00'`: the draft's components ({@link BrowserParts}, as `parseBrowser` gives them)
 *   in RFC 3986 §5.3's order (the draft defines no serialisation); an invalid URL
 *   (`scheme === null`) writes `""`.
 *
 * @throws ArgumentError for components or options of the wrong type; GrammarError (a
 *   `RangeError`) for an unknown `spec`.
 *
 * @example
 * ```ts
 * const r = parseURL('http://a/b?c#d', { grammar: 'rfc3986' });
 * if (r.ok) recompose(r.components); // 'http://a/b?c#d'
 * recompose({ scheme: 'http', authority: 'a', path: '/b', query: '', fragment: null }); // 'http://a/b?'
 * recompose({ scheme: 'http', net_loc: 'a', path: '/b/g', params: 'p', query: 'y', fragment: null, opaque: null }, { spec: 'rfc1808' }); // 'http://a/b/g;p?y'
 * recompose(parseBrowser('http:\\\\a\\b?c'), { spec: 'abarth-url-00' }); // 'http://a\\b?c'
 * ```
 */
export function recompose(parts: Pick<URLComponents, 'scheme' | 'authority' | 'path' | 'query' | 'fragment'> | Components3986, options?: (RecomposeOptions & { readonly spec?: 'rfc3986' }) | null): string;
export function recompose(parts: Components1808, options: RecomposeOptions & { readonly spec: 'rfc1808' }): string;
export function recompose(parts: BrowserParts, options: RecomposeOptions & { readonly spec: 'abarth-url-00' }): string;
export function recompose(parts: Pick<URLComponents, 'scheme' | 'authority' | 'path' | 'query' | 'fragment'> | Components3986 | Components1808 | BrowserParts, options?: RecomposeOptions | null): string;
export function recompose(parts: Pick<URLComponents, 'scheme' | 'authority' | 'path' | 'query' | 'fragment'> | Components3986 | Components1808 | BrowserParts, options?: RecomposeOptions | null): string {
  const spec = choiceOf(optionsOf(options, RECOMPOSE_OPTIONS), 'spec', SPECS, 'recompose');
  if (spec === 'rfc1808') return recompose1808Of(parts as Components1808, 'recompose');
  if (spec === 'abarth-url-00') return recomposeBrowserOf(parts as BrowserParts, 'recompose');
  return recompose3986Of(parts as Components3986, 'recompose');
}

/**
 * The components in `order`, each `[name, before, after]` written where it is not null: the
 * recomposition of each spec is its order of components and their delimiters.
 */
function written(values: Readonly<Record<string, string | null>>, order: ReadonlyArray<readonly [string, string, string?]>): string {
  let out = '';
  for (const [name, before, after = ''] of order) {
    const v = values[name];
    if (v !== null && v !== undefined) out += before + v + after;
  }
  return out;
}

/** RFC 3986 §5.3: `scheme ":"`, `"//" authority`, the path, `"?" query`, `"#" fragment` (the browser draft's parts are written so too). */
const ORDER_3986 = [['scheme', '', ':'], ['authority', '//'], ['path', ''], ['query', '?'], ['fragment', '#']] as const;
/** RFC 1808 §4 step 7: `scheme ":"`, `"//" net_loc`, the path, `";" params`, `"?" query`, `"#" fragment`. */
const ORDER_1808 = [['scheme', '', ':'], ['net_loc', '//'], ['path', ''], ['params', ';'], ['query', '?'], ['fragment', '#']] as const;
/** RFC 1808's opaque form: `scheme ":" opaque`, `"#" fragment`. */
const ORDER_OPAQUE = [['scheme', '', ':'], ['opaque', ''], ['fragment', '#']] as const;

/**
 * RFC 3986 §5.3 over strings or spans, for `fn` (its name in an error). @internal
 */
export function recompose3986Of(c: Pick<URLComponents, 'scheme' | 'authority' | 'path' | 'query' | 'fragment'> | Components3986, fn: string): string {
  checkObject(c, fn, 'the components');
  const values: Record<string, string | null> = {};
  for (const [name] of ORDER_3986) {
    const v = ownValue(c, name);
    const text = typeof v === 'object' && v !== null ? (v as { text?: unknown }).text : v;
    if ((v !== null || name === 'path') && typeof text !== 'string') {
      throw new ArgumentError(`${fn}: ${name} must be ${name === 'path' ? '' : 'null, '}a string or a component ({ text, start, end }), not ${typeName(v)}`);
    }
    values[name] = text as string | null;
  }
  return written(values, ORDER_3986);
}

/**
 * RFC 3986 §5.3 over strings (null: undefined), with none of {@link recompose3986Of}'s checks of
 * its argument: what `normalize` writes its parts with, many times a URL. @internal
 */
export function recompose3986Text(scheme: string | null, authority: string | null, path: string, query: string | null, fragment: string | null): string {
  return written({ scheme, authority, path, query, fragment }, ORDER_3986);
}

/**
 * RFC 1808 §4 step 7, for `fn` (its name in an error). @internal
 */
export function recompose1808Of(parts: Components1808, fn: string): string {
  checkParts(parts, fn, ['path'], ['scheme', 'net_loc', 'params', 'query', 'fragment', 'opaque']);
  return written(parts as unknown as Record<string, string | null>, parts.opaque === null ? ORDER_1808 : ORDER_OPAQUE);
}

/**
 * The draft's components in RFC 3986 §5.3's order, for `fn` (its name in an error). @internal
 */
export function recomposeBrowserOf(parts: BrowserParts, fn: string): string {
  checkParts(parts, fn, [], ['scheme', 'authority', 'path', 'query', 'fragment']);
  return parts.scheme === null ? '' : written(parts as unknown as Record<string, string | null>, ORDER_3986);
}
