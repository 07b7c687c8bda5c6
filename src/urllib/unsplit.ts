/**
 * `urlunsplit` and `urlunparse`: components back into a URL, as CPython does it, with two later
 * fixes, so that the text never moves into or out of the authority. gh-67693 (CPython 3.12.4 / 3.13): a path that
 * starts with `//` under an empty net_loc is written after an empty authority (`////x`, `http:////x`),
 * so that `urlsplit` reads it back as a path. gh-85110: an empty net_loc is written as `//` for a scheme of
 * `uses_netloc` only before an empty path or one that starts with `/` (`http:x` stays `http:x`).
 *
 * Also Python's `_coerce_args`, shared by every function of the urllib layer: strings in, strings
 * out; bytes in (decoded as strict ASCII), bytes out; mixing the two is a TypeError.
 *
 * @module
 */

import { ArgumentError, isBytes, ownItem } from '../../grammar/index.js';
import { decode, encode } from './codec.js';
import { pyTypeName, ValueError } from './errors.js';
import { uses_netloc } from './schemes.js';

/**
 * A component value: Python `str`, `bytes` or `None`.
 *
 * @example
 * ```ts
 * const parts: Component[] = ['http', 'example.org', '/a', null, ''];
 * urlunsplit(parts); // 'http://example.org/a'
 * ```
 */
export type Component = string | Uint8Array | null | undefined;

/** Python's truthiness of a component. */
const truthy = (x: Component): boolean => x !== null && x !== undefined && x.length > 0;

/**
 * Python's `_coerce_args`: the arguments as strings, and whether the result must be bytes. The
 * first argument decides; any later non-empty argument of the other kind is a TypeError. Bytes are
 * decoded as strict ASCII (`None` and empty bytes become `''`).
 *
 * @throws ArgumentError `Cannot mix str and non-str arguments` (CPython's `TypeError`), or for a
 *   value that is neither a string, bytes nor `null`/`undefined`.
 * @throws UnicodeDecodeError for a non-ASCII byte.
 *
 * @example
 * ```ts
 * coerceArgs([new Uint8Array([0x61]), '']); // { args: ['a', ''], bytes: true }
 * ```
 */
export function coerceArgs(args: readonly Component[]): { args: Array<string | null>; bytes: boolean } {
  const strInput = typeof args[0] === 'string';
  for (let i = 0; i < args.length; i++) {
    const arg: unknown = args[i];
    if (typeof arg === 'string' || isBytes(arg)) {
      if (i > 0 && arg.length > 0 && (typeof arg === 'string') !== strInput) throw new ArgumentError('Cannot mix str and non-str arguments');
    } else if (arg !== null && arg !== undefined) {
      // CPython: "Cannot mix ..." after a str; an AttributeError (no .decode) otherwise.
      throw new ArgumentError(strInput ? 'Cannot mix str and non-str arguments' : `expected str, bytes or None, not ${pyTypeName(arg)}`);
    }
  }
  if (strInput) return { args: args.map((x) => (x === undefined ? null : (x as string | null))), bytes: false };
  return { args: args.map((x) => (truthy(x) ? decode(x as Uint8Array, 'ascii', 'strict') : '')), bytes: true };
}

/**
 * The first `max` items of an iterable argument (fewer if it has fewer), or an ArgumentError naming
 * `fn` for a value that is not iterable. No more than `max` items are read, and the iterator is
 * closed when it has more (as a `for...of` that breaks closes it): an argument with one item too
 * many is known to be too long without reading the rest of it, which may be endless (a generator),
 * or four billion holes (`new Array(2 ** 32 - 1)`). An array is read by own index: a hole is
 * `undefined`. An iterable whose built-in iterator throws the engine's `TypeError` (a `Proxy` of
 * a `String`, a detached `Uint8Array`) is an ArgumentError.
 */
export function takeItems<T>(values: unknown, max: number, fn: string): T[] {
  if (values === null || values === undefined || typeof (values as Iterable<unknown>)[Symbol.iterator] !== 'function') {
    throw new ArgumentError(`${fn}() argument must be an iterable, not ${pyTypeName(values)}`);
  }
  const out: T[] = [];
  if (max <= 0) return out;
  if (Array.isArray(values)) {
    // An array is read by own index (DECISIONS 34): a hole is undefined (Python's None), not what
    // Array.prototype holds at that index, as the array's iterator would read it.
    for (let i = 0; i < values.length && i < max; i++) out.push(ownItem(values as T[], i) as T);
    return out;
  }
  try {
    for (const v of values as Iterable<T>) {
      out.push(v);
      if (out.length >= max) break;
    }
  } catch (e) {
    // The engine's TypeError from a built-in iterator given what it cannot read (a Proxy of a
    // String, a typed array whose buffer is detached): the argument is not an iterable we can read.
    if (e instanceof TypeError && !(e instanceof ArgumentError)) throw new ArgumentError(`${fn}() argument cannot be iterated: ${e.message}`);
    throw e;
  }
  return out;
}

/** Python's `_encode_result`: ASCII, strict. */
export const encodeResult = (s: string): Uint8Array => encode(s, 'ascii', 'strict');

/** Python's message for unpacking `got` values into `expected` names. */
function unpack<T>(values: T[], expected: number): T[] {
  if (values.length < expected) throw new ValueError(`not enough values to unpack (expected ${expected}, got ${values.length})`);
  if (values.length > expected) throw new ValueError(`too many values to unpack (expected ${expected})`);
  return values;
}

function unsplitText(scheme: string | null, netloc: string | null, path: string | null, query: string | null, fragment: string | null): string {
  let url: string;
  if (netloc) {
    if (path === null) throw new ArgumentError('can only concatenate str (not "NoneType") to str');
    url = path && path[0] !== '/' ? '/' + path : path;
    url = '//' + netloc + url;
  } else {
    if (path === null) throw new ArgumentError("'NoneType' object is not subscriptable");
    if (path.startsWith('//')) url = '//' + path;
    else if (scheme && uses_netloc.includes(scheme) && (!path || path[0] === '/')) url = '//' + path;
    else url = path;
  }
  if (scheme) url = scheme + ':' + url;
  if (query) url = url + '?' + query;
  if (fragment) url = url + '#' + fragment;
  return url;
}

/**
 * Combine the five components of {@link urlsplit} (any five-item iterable) into a URL. A `?` or
 * `#` is written only before a non-empty query or fragment, so the URL may differ from the one
 * that was split (but is equivalent). Bytes in, bytes out.
 *
 * Follows CPython after gh-67693: `urlunsplit(['', '', '//x', '', ''])` is `'////x'` (3.11 gives
 * `'//x'`, which reads back with net_loc `'x'`); and after gh-85110: `urlunsplit(['http', '', 'x', '', ''])` is
 * `'http:x'` (3.11 gives `'http:///x'`).
 *
 * @throws ValueError when there are not exactly five components (Python's unpacking message; the
 *   iterable is read no further than its sixth item, so an endless one is an error too).
 * @throws ArgumentError when strings and bytes are mixed, or a component is of another type.
 *
 * @example
 * ```ts
 * urlunsplit(['http', 'h', '/p', 'q', 'f']); // 'http://h/p?q#f'
 * urlunsplit(['http', 'h', 'p', '', '']);    // 'http://h/p'
 * urlunsplit(['file', '', '/etc', '', '']);  // 'file:///etc'
 * urlunsplit(['', '', '//x', '', '']);       // '////x'
 * ```
 */
export function urlunsplit(components: Iterable<string | null | undefined>): string;
export function urlunsplit(components: Iterable<Uint8Array | null | undefined>): Uint8Array;
export function urlunsplit(components: Iterable<Component>): string | Uint8Array;
export function urlunsplit(components: Iterable<Component>): string | Uint8Array {
  // Five components; a sixth, read to know there are too many, is the last one read.
  const { args, bytes } = coerceArgs(takeItems(components, 6, 'urlunsplit'));
  const [scheme, netloc, path, query, fragment] = unpack([...args, null], 6);
  const url = unsplitText(scheme!, netloc!, path!, query!, fragment!);
  return bytes ? encodeResult(url) : url;
}

/**
 * Combine the six components of {@link urlparse} into a URL: `path;params` when `params` is not
 * empty, then as {@link urlunsplit}. Bytes in, bytes out.
 *
 * @throws ValueError when there are not exactly six components (Python's unpacking message; the
 *   iterable is read no further than its seventh item).
 * @throws ArgumentError when strings and bytes are mixed, or a component is of another type.
 *
 * @example
 * ```ts
 * urlunparse(['http', 'h', '/p', 'a', 'q', 'f']); // 'http://h/p;a?q#f'
 * urlunparse(['', '', 'p', '', '', '']);          // 'p'
 * ```
 */
export function urlunparse(components: Iterable<string | null | undefined>): string;
export function urlunparse(components: Iterable<Uint8Array | null | undefined>): Uint8Array;
export function urlunparse(components: Iterable<Component>): string | Uint8Array;
export function urlunparse(components: Iterable<Component>): string | Uint8Array {
  const { args, bytes } = coerceArgs(takeItems(components, 7, 'urlunparse'));
  const [scheme, netloc, path, params, query, fragment] = unpack([...args, null], 7);
  let url = path!;
  if (params) url = `${url ?? 'None'};${params}`;
  const out = unsplitText(scheme!, netloc!, url, query!, fragment!);
  return bytes ? encodeResult(out) : out;
}
