/**
 * The WHATWG URL Standard's basic URL parser, transcribed from whatwg/url url.bs at commit
 * 6ae84860d12800bcf563668e7cc821360dce6062 (2026-07-02, "Close more gaps between URL writing and
 * parser sections"): §4.4 URL parsing in the standard's own state names (`parser.ts`), §3 Hosts
 * with UTS #46 through `tr46` (`host.ts`), §1.3's percent-encode sets (`percent.ts`), the URL
 * serializer (§4.5) and the getters of the URL class (§6.1), with every validation error of the
 * standard's table (`errors.ts`) positioned in the input as given, and a step trace. One step and
 * its error are provisional, from the open change whatwg/url#925 at commit
 * 92b3e16ba1ff7c628dbf73dcf669a6b03f9dbfbb (on top of 6ae8486): `IPv4-non-ASCII-input`.
 *
 * This is a transcription of the standard, not a port of an implementation: it follows url.bs
 * step by step, and each step carries the standard's words as a comment. The setters of the URL
 * class (the parser's `url` and `state override` arguments) and non-UTF-8 query encodings are not
 * transcribed.
 *
 * Counting and positions of the validation errors:
 *
 * - An error reported at a code point points at it (`length` 1, or 2 for a code point outside the
 *   BMP); one reported where something is missing (`host-missing`, `missing-scheme-non-relative-URL`,
 *   and `IPv6-invalid-code-point` or `IPv4-in-IPv6-invalid-code-point` where the address ends
 *   before a piece or part) has `length` 0 where it is missing.
 * - The standard reports one error for each step that reports one: one for all leading and trailing
 *   C0 controls and spaces (it points at the leading run, or at the trailing one when there is no
 *   leading one), one for all tabs and newlines (at the first run), one per code point in the path,
 *   query and fragment states.
 * - An error of the host parser points into the host: at the code point, the IPv4 part or the IPv6
 *   piece at fault; an IDNA error (domain-to-ASCII), and an IPv4 error of a host that IDNA or
 *   percent-decoding changed, spans the whole host.
 * - `invalid-credentials` points at the `@`.
 * - `IPv4-non-ASCII-input` (provisional: whatwg/url#925 at 92b3e16, see `WHATWG_PROVISIONAL`) spans
 *   the whole host, which IDNA or percent-decoding made into an IPv4 address.
 * - `errors` keeps the first `maxErrors` (default 100, at most 1000); `errorCount` counts them all.
 *
 * @module
 */
import { ArgumentError, checkObject, checkString, optionOf, optionsOf, optionsSpec, typeName } from '../../base/args.js';
import { WHATWG_PROVISIONAL, WHATWG_STANDARD_COMMIT, WHATWG_VALIDATION_ERRORS, type WHATWGValidationError } from './errors.js';
// The host parser's UTS #46 (a side effect: src/whatwg/host.ts leaves it to this module).
import '../../base/idna-tr46.js';
import { parseHost, serializeHost, type WHATWGHost } from './host.js';
import { basicURLParse, DEFAULT_MAX_ERRORS, isSpecialScheme, type HostParser, type URLRecord, type WHATWGSpans, type WHATWGStep } from './parser.js';

export { WHATWG_PROVISIONAL, WHATWG_STANDARD_COMMIT, WHATWG_VALIDATION_ERRORS };
export type { WHATWGErrorExample, WHATWGErrorGroup, WHATWGErrorName, WHATWGErrorType, WHATWGProvisional, WHATWGValidationError } from './errors.js';
export { WHATWG_STATES, type WHATWGSpan, type WHATWGSpans, type WHATWGState, type WHATWGStep } from './parser.js';


/** The host parser of §3.5, for the basic URL parser. */
const HOSTS: HostParser = { parse: parseHost, serialize: serializeHost };

/**
 * The kinds of host (§3.1) a {@link WHATWGURLRecord} can hold, or null when it has none.
 *
 * @example
 * ```ts
 * const t: WHATWGHostType = 'ipv6';
 * ```
 */
export type WHATWGHostType = 'domain' | 'ipv4' | 'ipv6' | 'opaque' | 'empty';

/**
 * A URL record of the WHATWG URL Standard (§4.1): `host` serialized (§3.6: an IPv4 address in dotted
 * decimal, an IPv6 address in brackets) with its kind in `hostType`; `port` null for none and for
 * the scheme's default port; `path` a list of segments, or a string for an opaque path
 * (`mailto:`, `urn:`).
 *
 * @example
 * ```ts
 * parseWHATWG('http://[0:0::1]:8080/a/./b').url;
 * // { scheme: 'http', username: '', password: '', host: '[::1]', hostType: 'ipv6', port: 8080, path: ['a', 'b'], query: null, fragment: null }
 * parseWHATWG('mailto:a@b').url?.path; // 'a@b'
 * ```
 */
export interface WHATWGURLRecord {
  readonly scheme: string;
  readonly username: string;
  readonly password: string;
  readonly host: string | null;
  readonly hostType: WHATWGHostType | null;
  readonly port: number | null;
  readonly path: readonly string[] | string;
  readonly query: string | null;
  readonly fragment: string | null;
}

/**
 * The result of {@link parseWHATWG}.
 *
 * - `ok`: the parser returned a URL (it may still have reported validation errors).
 * - `url` and `href`: the URL record and its serialization (§4.5), or null for failure.
 * - `errors`: the validation errors, in the order the parser reported them: the first
 *   `maxErrors` of them (default 100, see {@link WHATWGParseOptions}), which is every one unless
 *   `errorCount` is larger.
 * - `errorCount`: how many validation errors the parser reported in all; `errorCount -
 *   errors.length` were counted and not kept (an input can report one per code point).
 * - `failure`: the error at which the parser returned failure, or null. It is the last error
 *   reported: the last of `errors`, unless more than `maxErrors` were reported (it is then kept
 *   here only).
 * - `spans`: where in the input each component came from (null for failure).
 * - `steps`: with `trace: true`, each state the parser ran in, in order, and notes on what it did
 *   there; else empty.
 *
 * @example
 * ```ts
 * const r: WHATWGParse = parseWHATWG('https://example.org:70000');
 * r.ok;            // false
 * r.failure?.name; // 'port-out-of-range'
 * const many = parseWHATWG('https://h/' + '<'.repeat(500));
 * many.errors.length; // 100
 * many.errorCount;    // 500
 * ```
 */
export interface WHATWGParse {
  readonly ok: boolean;
  readonly url: WHATWGURLRecord | null;
  readonly href: string | null;
  readonly errors: readonly WHATWGValidationError[];
  readonly errorCount: number;
  readonly failure: WHATWGValidationError | null;
  readonly spans: WHATWGSpans | null;
  readonly steps: readonly WHATWGStep[];
}

/**
 * Options of {@link parseWHATWG}: `base`, a URL string the input is parsed against (the API URL
 * parser's `base`: null or absent for none); `trace`, to record the steps; `maxErrors`, how many
 * validation errors `errors` keeps (a positive integer, default 100, at most
 * `MAX_ERRORS_CEILING`, 1000: a larger one reads as the ceiling). The parser counts every
 * error in `errorCount` whatever the cap, and its work is the same: only what is kept is bounded.
 *
 * @example
 * ```ts
 * const o: WHATWGParseOptions = { base: 'https://example.org/a/b', trace: true, maxErrors: 10 };
 * ```
 */
export interface WHATWGParseOptions {
  readonly base?: string | null;
  readonly trace?: boolean;
  readonly maxErrors?: number;
}

/**
 * The hard ceiling on {@link WHATWGParseOptions}' `maxErrors`: 1000 errors kept (each a frozen
 * object with a message of about 100 characters), whatever is asked.
 *
 * @deprecated use `MAX_ERRORS_CEILING` (the same ceiling, 1000, on `parseURL`'s and `parseWHATWG`'s
 *   `maxErrors`). Kept until 1.0.
 *
 * @example
 * ```ts
 * parseWHATWG('https://h/' + '<'.repeat(5000), { maxErrors: 1e9 }).errors.length; // 1000
 * ```
 */
export const WHATWG_MAX_ERRORS_CEILING = 1000;

const PARSE_OPTIONS = optionsSpec<WHATWGParseOptions>('parseWHATWG', { base: true, trace: true, maxErrors: true });

/**
 * Parses `input` with the WHATWG URL Standard's basic URL parser (§4.4), against `base` when given
 * (parsed first, as the URL class's API URL parser does: a base that fails to parse makes the
 * result a failure, named as the base's own failure). Returns the URL record and its `href`, or
 * failure, with every validation error positioned by UTF-16 offset in `input` as given (before the
 * parser strips C0 controls and spaces from both ends and removes tabs and newlines). The first
 * `maxErrors` errors (default 100) are kept in `errors`, and `errorCount` counts them all.
 *
 * @throws {@link ArgumentError} when `input` or `base` is not a string, or an option is unknown or
 *   of the wrong type (`maxErrors` not a positive integer).
 *
 * @example
 * ```ts
 * parseWHATWG('HTTP://EXAMPLE.org:80/a/../b?q#f').href;  // 'http://example.org/b?q#f'
 * parseWHATWG('../c', { base: 'http://h/a/b/' }).href;   // 'http://h/a/c'
 * parseWHATWG('https:example.org').errors.map((e) => [e.name, e.offset]);
 * // [['special-scheme-missing-following-solidus', 6]]
 * parseWHATWG('http://user:pass@host').errors[0]?.name; // 'invalid-credentials'
 * parseWHATWG('x', { base: 'nope' }).failure?.state;    // 'API URL parser'
 * parseWHATWG('a:b', { trace: true }).steps.map((s) => s.state);
 * // ['scheme start state', 'scheme state', ..., 'opaque path state']
 * ```
 */
export function parseWHATWG(input: string, options?: WHATWGParseOptions | null): WHATWGParse {
  checkString(input, 'parseWHATWG', 'input');
  const o = optionsOf(options, PARSE_OPTIONS);
  const base = optionOf(o, 'base', 'string', 'parseWHATWG');
  const trace = optionOf(o, 'trace', 'boolean', 'parseWHATWG') ?? false;
  const asked = optionOf(o, 'maxErrors', 'number', 'parseWHATWG') ?? DEFAULT_MAX_ERRORS;
  if (!Number.isInteger(asked) || asked < 1) throw new ArgumentError(`parseWHATWG: option 'maxErrors' must be a positive integer, not ${asked}`);
  const maxErrors = Math.min(asked, WHATWG_MAX_ERRORS_CEILING);
  // The API URL parser (§6.1): 1. Let parsedBase be null. 2. If base is non-null: set parsedBase to
  // the result of running the basic URL parser on base; if parsedBase is failure, return failure.
  let parsedBase: URLRecord | null = null;
  if (base !== undefined) {
    const b = basicURLParse(base, null, false, HOSTS);
    if (b.url === null) {
      const f = b.failure!;
      const failure: WHATWGValidationError = Object.freeze({
        name: f.name,
        offset: 0,
        length: 0,
        state: 'API URL parser',
        failure: true,
        message: `URL Standard §6.1 URL class (API URL parser step 2.2): the base fails to parse (${f.name} at offset ${f.offset} of the base, in the ${f.state}): the API URL parser returns failure`,
      });
      return result(null, Object.freeze([failure]), 1, failure, null, Object.freeze([]));
    }
    parsedBase = b.url;
  }
  // 3. Return the result of running the basic URL parser on url with parsedBase.
  const r = basicURLParse(input, parsedBase, trace, HOSTS, maxErrors);
  return result(r.url, Object.freeze(r.errors.slice()), r.errorCount, r.failure, r.spans === null ? null : Object.freeze(r.spans), Object.freeze(r.steps.slice()));
}

function result(
  url: URLRecord | null,
  errors: readonly WHATWGValidationError[],
  errorCount: number,
  failure: WHATWGValidationError | null,
  spans: WHATWGSpans | null,
  steps: readonly WHATWGStep[],
): WHATWGParse {
  const record = url === null ? null : publicRecord(url);
  return Object.freeze({ ok: record !== null, url: record, href: record === null ? null : serializeWHATWG(record), errors, errorCount, failure, spans, steps });
}

function publicRecord(url: URLRecord): WHATWGURLRecord {
  const host: WHATWGHost | null = url.host;
  return Object.freeze({
    scheme: url.scheme,
    username: url.username,
    password: url.password,
    host: host === null ? null : serializeHost(host),
    hostType: host === null ? null : host.type,
    port: url.port,
    path: typeof url.path === 'string' ? url.path : Object.freeze(url.path.slice()),
    query: url.query,
    fragment: url.fragment,
  });
}

/** Checks a URL record given by a caller; an {@link ArgumentError} names the first bad field. */
function checkRecord(url: unknown, fn: string): asserts url is WHATWGURLRecord {
  checkObject(url, fn, 'the URL record');
  const u = url as Record<string, unknown>;
  for (const k of ['scheme', 'username', 'password']) {
    if (typeof u[k] !== 'string') throw new ArgumentError(`${fn}: field '${k}' must be a string, not ${typeName(u[k])}`);
  }
  for (const k of ['host', 'query', 'fragment']) {
    if (u[k] !== null && typeof u[k] !== 'string') throw new ArgumentError(`${fn}: field '${k}' must be a string or null, not ${typeName(u[k])}`);
  }
  const port = u['port'];
  if (port !== null && !(typeof port === 'number' && Number.isInteger(port) && port >= 0 && port <= 0xffff)) {
    throw new ArgumentError(`${fn}: field 'port' must be null or an integer from 0 to 65535, not ${typeof port === 'number' ? String(port) : typeName(port)}`);
  }
  const path = u['path'];
  if (typeof path !== 'string' && !(Array.isArray(path) && path.every((s) => typeof s === 'string'))) {
    throw new ArgumentError(`${fn}: field 'path' must be a string or an array of strings, not ${typeName(path)}`);
  }
}

/**
 * The URL serializer (§4.5): `scheme ":"`, then `"//"`, the credentials, the host and `":" port` when
 * there is a host; `"/."` before a path whose first of several segments is empty when there is no
 * host (so that it does not read as a host); the path (each segment after a `"/"`, or the opaque
 * path as is); `"?" query`; and `"#" fragment` unless `excludeFragment`.
 *
 * @throws {@link ArgumentError} when `url` is not a URL record.
 *
 * @example
 * ```ts
 * const { url } = parseWHATWG('web+demo:/.//not-a-host/');
 * serializeWHATWG(url!);                 // 'web+demo:/.//not-a-host/'
 * serializeWHATWG(parseWHATWG('https://h/p#f').url!, true); // 'https://h/p'
 * ```
 */
export function serializeWHATWG(url: WHATWGURLRecord, excludeFragment = false): string {
  checkRecord(url, 'serializeWHATWG');
  if (typeof excludeFragment !== 'boolean') throw new ArgumentError(`serializeWHATWG: excludeFragment must be a boolean, not ${typeName(excludeFragment)}`);
  // 1. Let output be url's scheme and U+003A (:) concatenated.
  let output = `${url.scheme}:`;
  // 2. If url's host is non-null:
  if (url.host !== null) {
    // 1. Append "//" to output.
    output += '//';
    // 2. If url includes credentials: append url's username; if url's password is not the empty
    // string, append U+003A (:) followed by url's password; append U+0040 (@).
    if (url.username !== '' || url.password !== '') {
      output += url.username;
      if (url.password !== '') output += `:${url.password}`;
      output += '@';
    }
    // 3. Append url's host, serialized, to output.
    output += url.host;
    // 4. If url's port is non-null, append U+003A (:) followed by url's port, serialized, to output.
    if (url.port !== null) output += `:${url.port}`;
  }
  const opaque = typeof url.path === 'string';
  // 3. If url's host is null, url does not have an opaque path, url's path's size is greater than
  // 1, and url's path[0] is the empty string, then append U+002F (/) followed by U+002E (.) to output.
  if (url.host === null && !opaque && url.path.length > 1 && url.path[0] === '') output += '/.';
  // 4. Append the result of URL path serializing url to output.
  output += opaque ? url.path : (url.path as readonly string[]).map((segment) => `/${segment}`).join('');
  // 5. If url's query is non-null, append U+003F (?), followed by url's query, to output.
  if (url.query !== null) output += `?${url.query}`;
  // 6. If exclude fragment is false and url's fragment is non-null, append U+0023 (#), followed by
  // url's fragment, to output.
  if (!excludeFragment && url.fragment !== null) output += `#${url.fragment}`;
  // 7. Return output.
  return output;
}

/**
 * What the getters of the URL class (§6.1) return for a URL record: `href`, `origin` (the
 * serialization of the URL's origin, §4.7: `"null"` for an opaque origin), `protocol`, `username`,
 * `password`, `host`, `hostname`, `port`, `pathname`, `search` and `hash`.
 *
 * @example
 * ```ts
 * const g: WHATWGGetters = whatwgGetters(parseWHATWG('https://h:8443/p?q').url!);
 * g.host;   // 'h:8443'
 * g.origin; // 'https://h:8443'
 * ```
 */
export interface WHATWGGetters {
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly host: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * The getters of the URL class (§6.1) on a URL record, as `new URL(...)` would return them: `search`
 * and `hash` are empty for an empty query or fragment as for none; `port` is empty for none.
 *
 * @throws {@link ArgumentError} when `url` is not a URL record.
 *
 * @example
 * ```ts
 * whatwgGetters(parseWHATWG('http://u:p@[::1]:81/a?#x').url!);
 * // { href: 'http://u:p@[::1]:81/a?#x', origin: 'http://[::1]:81', protocol: 'http:', username: 'u', password: 'p', host: '[::1]:81', hostname: '[::1]', port: '81', pathname: '/a', search: '', hash: '#x' }
 * whatwgGetters(parseWHATWG('blob:https://a.example/uuid').url!).origin; // 'https://a.example'
 * ```
 */
export function whatwgGetters(url: WHATWGURLRecord): WHATWGGetters {
  checkRecord(url, 'whatwgGetters');
  const pathname = typeof url.path === 'string' ? url.path : url.path.map((s) => `/${s}`).join('');
  return Object.freeze({
    href: serializeWHATWG(url),
    origin: originOf(url),
    protocol: `${url.scheme}:`,
    username: url.username,
    password: url.password,
    host: url.host === null ? '' : url.port === null ? url.host : `${url.host}:${url.port}`,
    hostname: url.host ?? '',
    port: url.port === null ? '' : String(url.port),
    pathname,
    search: url.query === null || url.query === '' ? '' : `?${url.query}`,
    hash: url.fragment === null || url.fragment === '' ? '' : `#${url.fragment}`,
  });
}

/** The serialization of a URL's origin (§4.7, and HTML's serialization of an origin). */
function originOf(url: WHATWGURLRecord): string {
  switch (url.scheme) {
    case 'blob': {
      // (No blob URL entry.) 2. Let pathURL be the result of parsing the result of URL path
      // serializing url. 3. If pathURL is failure, then return a new opaque origin. 4. If
      // pathURL's scheme is "http", "https", or "file", then return pathURL's origin.
      const path = typeof url.path === 'string' ? url.path : url.path.map((s) => `/${s}`).join('');
      const pathURL = basicURLParse(path, null, false, HOSTS).url;
      if (pathURL === null || (pathURL.scheme !== 'http' && pathURL.scheme !== 'https' && pathURL.scheme !== 'file')) return 'null';
      return originOf(publicRecord(pathURL));
    }
    case 'file':
      // "When in doubt, return a new opaque origin."
      return 'null';
    default:
      // "ftp", "http", "https", "ws", "wss" (the special schemes but file): return the tuple origin
      // (url's scheme, url's host, url's port, null). Otherwise: a new opaque origin.
      return isSpecialScheme(url.scheme) ? `${url.scheme}://${url.host}${url.port === null ? '' : `:${url.port}`}` : 'null';
  }
}

/**
 * Whether a scheme is one of the standard's special schemes (§4.2): ftp, file, http, https, ws, wss.
 *
 * @example
 * ```ts
 * isSpecialWHATWG('ws');     // true
 * isSpecialWHATWG('mailto'); // false
 * ```
 */
export function isSpecialWHATWG(scheme: string): boolean {
  checkString(scheme, 'isSpecialWHATWG', 'scheme');
  return isSpecialScheme(scheme);
}

/**
 * The start symbol of the WHATWG URL-writing grammar (`parseURL(input, { grammar: 'whatwg', start })`)
 * that reads a valid URL string for `base` (§4.3): with no base, an absolute-URL-with-fragment
 * string (a relative one cannot be parsed without a base); with a base, a valid URL string whose
 * relative form is the one "switching on base URL's scheme" allows, or only "#" and a fragment
 * when the base has an opaque path. The base is read with {@link parseWHATWG}; one it fails on is
 * an `ArgumentError`.
 *
 * @example
 * ```ts
 * writingStartFor(null);                        // 'absolute-URL-with-fragment-string'
 * writingStartFor('https://example.com/demo');  // 'valid-URL-string-special-base'
 * writingStartFor('foo:opaque');                // 'valid-URL-string-opaque-base'
 * parseURL('example', { grammar: 'whatwg', start: writingStartFor('https://example.com/demo') }).ok; // true
 * isValid('example', { grammar: 'whatwg', start: writingStartFor('foo:opaque') }); // false: only "#" and a fragment
 * ```
 */
export function writingStartFor(base: string | null | undefined): WritingStart {
  if (base === null || base === undefined) return 'absolute-URL-with-fragment-string';
  checkString(base, 'writingStartFor', 'base');
  const read = parseWHATWG(base);
  if (read.url === null) throw new ArgumentError(`writingStartFor: the base ${JSON.stringify(base.length > 80 ? base.slice(0, 80) + '...' : base)} is no URL: ${read.failure?.name ?? 'failure'}`);
  if (typeof read.url.path === 'string') return 'valid-URL-string-opaque-base';
  if (read.url.scheme === 'file') return 'valid-URL-string-file-base';
  return isSpecialScheme(read.url.scheme) ? 'valid-URL-string-special-base' : 'valid-URL-string-other-base';
}

/**
 * The start symbols {@link writingStartFor} chooses: a valid URL string without a base, or for a
 * base of each kind.
 *
 * @example
 * ```ts
 * const s: WritingStart = 'valid-URL-string-file-base';
 * ```
 */
export type WritingStart =
  | 'absolute-URL-with-fragment-string'
  | 'valid-URL-string-special-base'
  | 'valid-URL-string-file-base'
  | 'valid-URL-string-other-base'
  | 'valid-URL-string-opaque-base';
