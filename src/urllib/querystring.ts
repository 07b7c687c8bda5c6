/**
 * Query strings (`application/x-www-form-urlencoded`) as Python's `urllib.parse` reads and
 * writes them: `parse_qs`, `parse_qsl`, `urlencode`.
 *
 * Names and keyword arguments are Python's; keywords go in an options object as the last
 * argument. Python `bytes` is `Uint8Array`.
 *
 * @module
 */

import { ArgumentError, isBytes, optionsOf, optionsSpec, ownItem, type OptionKeys, type OptionsSpec } from '../../grammar/index.js';
import { decode, encode } from './codec.js';
import { ValueError, pyTypeName } from './errors.js';
import { pyRepr, pyStr } from './pyrepr.js';
import { quote_plus, unquote } from './quoting.js';

/**
 * Options of {@link parse_qs} and {@link parse_qsl}, with Python's keyword names.
 *
 * @example
 * ```ts
 * const options: ParseQsOptions = { keep_blank_values: true, separator: ';', max_num_fields: 10 };
 * parse_qsl('a=1;b=', options); // [['a', '1'], ['b', '']]
 * ```
 */
export interface ParseQsOptions {
  /** Keep fields with an empty value (`a=` and, without `=`, `a`) as `''`. Default false. */
  keep_blank_values?: boolean;
  /** Raise ValueError (`bad query field: 'a'`) for a field without `=`. Default false. */
  strict_parsing?: boolean;
  /** Encoding of percent-decoded bytes; default `utf-8`. */
  encoding?: string | null;
  /** Error handler for percent-decoded bytes; default `replace`. */
  errors?: string | null;
  /** Raise ValueError (`Max number of fields exceeded`) if there are more fields. */
  max_num_fields?: number | null;
  /** The field separator, a non-empty string or bytes; default `&`. */
  separator?: string | Uint8Array | null;
}

// Python's keyword arguments of each function, declared once.
const PARSE_QS_KEYS: OptionKeys<ParseQsOptions> = { keep_blank_values: true, strict_parsing: true, encoding: true, errors: true, max_num_fields: true, separator: true };
const PARSE_QS_OPTIONS = optionsSpec<ParseQsOptions>('parse_qs', PARSE_QS_KEYS, true);
const PARSE_QSL_OPTIONS = optionsSpec<ParseQsOptions>('parse_qsl', PARSE_QS_KEYS, true);

/** Bytes in, bytes out: Python's `_coerce_args`, ASCII-strict in both directions. */
function toText(value: string | Uint8Array): string {
  return typeof value === 'string' ? value : value.length === 0 ? '' : decode(value, 'ascii', 'strict');
}

/** `1 + qs.count(separator)` (0 for an empty query) exceeds `max`, counted with early exit. */
function tooManyFields(qs: string, separator: string, max: number): boolean {
  if (qs === '') return max < 0;
  let fields = 1;
  for (let i = qs.indexOf(separator); fields <= max && i !== -1; i = qs.indexOf(separator, i + separator.length)) {
    fields++;
  }
  return max < fields;
}

/**
 * The parsing common to parse_qsl and parse_qs: validated options, then the decoded
 * (name, value) pairs as strings. `bytesOut` says the caller must re-encode them.
 */
function parsePairs(qs: string | Uint8Array, options: ParseQsOptions | null | undefined, spec: OptionsSpec<ParseQsOptions>): { pairs: Array<[string, string]>; bytesOut: boolean } {
  const {
    keep_blank_values = false,
    strict_parsing = false,
    encoding = 'utf-8',
    errors = 'replace',
    max_num_fields = null,
    separator = '&',
  } = optionsOf(options, spec);
  if (qs === null || qs === undefined) return { pairs: [], bytesOut: false };
  if (typeof qs !== 'string' && !(isBytes(qs))) {
    throw new ArgumentError(`parse_qsl() expected str or bytes, not ${pyTypeName(qs)}`);
  }
  const text = toText(qs);
  const sep =
    typeof separator === 'string' || isBytes(separator) ? toText(separator) : '';
  if (sep === '') throw new ValueError('Separator must be of type string or bytes.');

  // Refuse oversized input before doing any per-field work (a memory-exhaustion guard).
  if (max_num_fields !== null && max_num_fields !== undefined && typeof max_num_fields !== 'number') {
    throw new ArgumentError(`'<' not supported between instances of '${pyTypeName(max_num_fields)}' and 'int'`);
  }
  if (max_num_fields !== null && max_num_fields !== undefined && tooManyFields(text, sep, max_num_fields)) {
    throw new ValueError('Max number of fields exceeded');
  }

  const pairs: Array<[string, string]> = [];
  if (text === '') return { pairs, bytesOut: typeof qs !== 'string' };
  // `+` read as a space, then unquote: a field part without "+" or "%" is itself (no copy, no
  // call); one options object serves every call.
  const unquoteOptions = { encoding, errors };
  const decode = (part: string): string => {
    const spaced = part.includes('+') ? part.replaceAll('+', ' ') : part;
    return spaced.includes('%') ? unquote(spaced, unquoteOptions) : spaced;
  };
  // The fields, as text.split(sep) gives them, found with indexOf (no array of every field).
  for (let from = 0; from <= text.length; ) {
    const at = text.indexOf(sep, from);
    const to = at === -1 ? text.length : at;
    const field = text.slice(from, to);
    from = at === -1 ? text.length + 1 : to + sep.length;
    if (field === '' && !strict_parsing) continue;
    const eq = field.indexOf('=');
    let name: string;
    let value: string;
    if (eq === -1) {
      if (strict_parsing) throw new ValueError(`bad query field: ${pyRepr(field)}`);
      if (!keep_blank_values) continue; // a control name without '=' counts as blank
      name = field;
      value = '';
    } else {
      name = field.slice(0, eq);
      value = field.slice(eq + 1);
    }
    if (value !== '' || keep_blank_values) {
      pairs.push([decode(name), decode(value)]);
    }
  }
  return { pairs, bytesOut: typeof qs !== 'string' };
}

const asciiBytes = (s: string): Uint8Array => encode(s, 'ascii', 'strict');

/**
 * Parse a query string into a list of `[name, value]` pairs, in order, with `+` read as a
 * space and `%XX` escapes decoded.
 *
 * Fields are split on `separator` (only that one; `;` is not a separator by default), then
 * on the first `=`. Empty fields are skipped; fields with an empty value (or no `=`) are
 * dropped unless `keep_blank_values`. With `strict_parsing`, a field without `=` (an empty
 * one too) raises `ValueError("bad query field: '...'")`.
 *
 * Given bytes, returns pairs of bytes. As in CPython, the bytes must be ASCII and so must the
 * decoded names and values: `parse_qsl(bytes('a=%C3%A9'))` raises UnicodeEncodeError.
 *
 * @throws ValueError `Max number of fields exceeded` (checked before any parsing), a bad
 *   separator, or a bad field under `strict_parsing`.
 *
 * @example
 * ```ts
 * parse_qsl('a=1&b=x+y&a=%C3%A9');              // [['a', '1'], ['b', 'x y'], ['a', 'é']]
 * parse_qsl('a=&b', { keep_blank_values: true }); // [['a', ''], ['b', '']]
 * parse_qsl('a=1;b=2', { separator: ';' });      // [['a', '1'], ['b', '2']]
 * ```
 */
export function parse_qsl(qs: string, options?: ParseQsOptions | null): Array<[string, string]>;
export function parse_qsl(qs: Uint8Array, options?: ParseQsOptions | null): Array<[Uint8Array, Uint8Array]>;
export function parse_qsl(
  qs: string | Uint8Array,
  options?: ParseQsOptions | null,
): Array<[string, string]> | Array<[Uint8Array, Uint8Array]>;
export function parse_qsl(
  qs: string | Uint8Array,
  options?: ParseQsOptions | null,
): Array<[string, string]> | Array<[Uint8Array, Uint8Array]> {
  const { pairs, bytesOut } = parsePairs(qs, options, PARSE_QSL_OPTIONS);
  if (!bytesOut) return pairs;
  return pairs.map(([k, v]): [Uint8Array, Uint8Array] => [asciiBytes(k), asciiBytes(v)]);
}

/**
 * Parse a query string into an object mapping each name to the list of its values, in order.
 * Options and errors are those of {@link parse_qsl}.
 *
 * The result has a null prototype (`Object.create(null)`): `__proto__`, `constructor` and
 * `toString` are ordinary names, and `Object.prototype` is never touched. Names appear in the
 * order first seen, except that, as for any JavaScript object, integer-like names (`'0'`,
 * `'42'`) enumerate first in numeric order; use {@link parse_qsl} when order matters.
 *
 * Given bytes, the values are `Uint8Array`s and the keys are strings: the ASCII text of each
 * byte-string name (CPython's bytes results are ASCII-only, so this is lossless; a
 * `Uint8Array` cannot be a useful key). Encode a key with `new TextEncoder().encode(key)`.
 *
 * @example
 * ```ts
 * parse_qs('a=1&b=2&a=3');            // { a: ['1', '3'], b: ['2'] }
 * parse_qs('__proto__=1&constructor=2')['__proto__']; // ['1']
 * parse_qs(new TextEncoder().encode('a=1')).a;       // [Uint8Array [0x31]]
 * ```
 */
export function parse_qs(qs: string, options?: ParseQsOptions | null): Record<string, string[]>;
export function parse_qs(qs: Uint8Array, options?: ParseQsOptions | null): Record<string, Uint8Array[]>;
export function parse_qs(
  qs: string | Uint8Array,
  options?: ParseQsOptions | null,
): Record<string, string[]> | Record<string, Uint8Array[]>;
export function parse_qs(
  qs: string | Uint8Array,
  options?: ParseQsOptions | null,
): Record<string, string[]> | Record<string, Uint8Array[]> {
  const { pairs, bytesOut } = parsePairs(qs, options, PARSE_QS_OPTIONS);
  const result = Object.create(null) as Record<string, Array<string | Uint8Array>>;
  for (const [name, value] of pairs) {
    if (bytesOut) asciiBytes(name); // CPython's ASCII check applies to names too, first
    const v = bytesOut ? asciiBytes(value) : value;
    const list = Object.hasOwn(result, name) ? result[name] : undefined;
    if (list === undefined) result[name] = [v];
    else list.push(v);
  }
  return result as Record<string, string[]> | Record<string, Uint8Array[]>;
}

// ---------------------------------------------------------------------------------------------
// urlencode

/**
 * The shape of a `quote_via` function: {@link quote_plus} (the default), `quote`, or any
 * function taking the text or bytes and Python's `safe`/`encoding`/`errors` keywords.
 * As in CPython, `encoding` and `errors` are passed only for string arguments.
 *
 * @example
 * ```ts
 * const upper: QuoteVia = (s, options) => quote(s, options).toUpperCase();
 * urlencode({ k: 'v w' }, { quote_via: upper }); // 'K=V%20W'
 * ```
 */
export type QuoteVia = (
  string: string | Uint8Array,
  options: { safe: string | Uint8Array; encoding?: string | null; errors?: string | null },
) => string;

/**
 * Options of {@link urlencode}, with Python's keyword names.
 *
 * @example
 * ```ts
 * const options: UrlencodeOptions = { doseq: true, safe: '/', quote_via: quote };
 * urlencode({ p: ['/a b', '/c'] }, options); // 'p=/a%20b&p=/c'
 * ```
 */
export interface UrlencodeOptions {
  /** Expand an array value into one `key=element` field per element. Default false. */
  doseq?: boolean;
  /** Passed to `quote_via`; default `''`. */
  safe?: string | Uint8Array;
  /** Passed to `quote_via` for string parts; default `null` (the quoter's default). */
  encoding?: string | null;
  /** Passed to `quote_via` for string parts; default `null` (the quoter's default). */
  errors?: string | null;
  /** The quoting function; default {@link quote_plus}. */
  quote_via?: QuoteVia;
}

const URLENCODE_OPTIONS = optionsSpec<UrlencodeOptions>('urlencode', { doseq: true, safe: true, encoding: true, errors: true, quote_via: true }, true);

/**
 * What {@link urlencode} accepts: a plain object, a Map, or an array of `[key, value]` pairs.
 *
 * @example
 * ```ts
 * const query: UrlencodeQuery = [['a', '1'], ['a', '2']];
 * urlencode(query); // 'a=1&a=2'
 * ```
 */
export type UrlencodeQuery =
  | Readonly<Record<string, unknown>>
  | ReadonlyMap<unknown, unknown>
  | ReadonlyArray<readonly [unknown, unknown]>;

/**
 * Encode a mapping or a sequence of pairs as a query string `k1=v1&k2=v2`, each key and value
 * quoted by `quote_via` (default {@link quote_plus}, so a space becomes `+` and `/` is quoted).
 *
 * Keys and values become text as Python's `str()` would make them:
 * - strings as they are; `Uint8Array` is quoted as bytes (no `encoding`/`errors` passed);
 * - safe integers (`Number.isSafeInteger`) and bigints as Python prints ints (`3`, `-0` as
 *   `0`); every other number as Python's float repr (`0.5`, `1e-05`, `1e+21`, `nan`, `inf`).
 *   JavaScript cannot tell `2.0` from `2`, so a float with an integral value below 2**53
 *   prints as an int (`2`, where Python prints `2.0`);
 * - `true`/`false` as `True`/`False`; `null` and `undefined` as `None`;
 * - arrays as Python prints a list (`['a', 1]`), unless `doseq` expands them;
 * - any other value with JavaScript's `String(value)`.
 *
 * With `doseq`, an array value gives one field per element (an empty array gives none);
 * other values are treated as without `doseq`.
 *
 * A plain object contributes its own enumerable string keys in JavaScript's order (integer-
 * like keys first); use a `Map` or an array of pairs to control the order.
 *
 * @throws TypeError `not a valid non-string sequence or mapping object` for a non-empty
 *   string, bytes, a number, or an array whose first element is not a pair.
 * @throws ValueError if a later element of an array is not a pair (Python's unpacking error).
 *
 * @example
 * ```ts
 * urlencode({ a: 'x y', b: 'é' });                   // 'a=x+y&b=%C3%A9'
 * urlencode([['a', [1, 2]]], { doseq: true });        // 'a=1&a=2'
 * urlencode(new Map([['p', '/x y']]), { quote_via: quote }); // 'p=%2Fx%20y'
 * ```
 */
export function urlencode(query: UrlencodeQuery, options?: UrlencodeOptions | null): string {
  const { doseq = false, safe = '', encoding = null, errors = null, quote_via = quote_plus } = optionsOf(options, URLENCODE_OPTIONS);
  if (typeof quote_via !== 'function') throw new ArgumentError(`'${pyTypeName(quote_via)}' object is not callable`);
  const items = queryItems(query);

  const quoteOne = (value: unknown): string =>
    isBytes(value) ? quote_via(value, { safe }) : quote_via(pyStr(value), { safe, encoding, errors });

  const fields: string[] = [];
  for (const [k, v] of items) {
    const key = quoteOne(k);
    if (doseq && Array.isArray(v)) {
      // By own index: a hole is undefined (None), whatever Array.prototype holds.
      for (let i = 0; i < v.length; i++) fields.push(key + '=' + quoteOne(ownItem(v as unknown[], i)));
    } else {
      fields.push(key + '=' + quoteOne(v));
    }
  }
  return fields.join('&');
}

const NOT_A_QUERY = 'not a valid non-string sequence or mapping object';

/**
 * The `(key, value)` items of a urlencode argument, checked as CPython checks them: the
 * argument as a whole up front, each pair only when the loop reaches it.
 */
function queryItems(query: unknown): Iterable<readonly [unknown, unknown]> {
  if (query instanceof Map) {
    // A genuine Map: a Proxy of one (or an object that only has its prototype) has no entries to read.
    try {
      return Map.prototype.entries.call(query);
    } catch {
      throw new ArgumentError(NOT_A_QUERY);
    }
  }
  if (typeof query === 'string' || isBytes(query)) {
    if (query.length === 0) return []; // CPython lets any empty sequence through
    throw new ArgumentError(NOT_A_QUERY);
  }
  if (Array.isArray(query)) {
    if (query.length > 0 && !Array.isArray(ownItem(query, 0))) throw new ArgumentError(NOT_A_QUERY);
    return unpackPairs(query);
  }
  if (typeof query === 'object' && query !== null) return Object.entries(query);
  throw new ArgumentError(NOT_A_QUERY);
}

function* unpackPairs(items: readonly unknown[]): Generator<readonly [unknown, unknown]> {
  for (let i = 0; i < items.length; i++) {
    const item = ownItem(items, i);
    if (!Array.isArray(item)) throw new ArgumentError(`cannot unpack non-iterable ${pyTypeName(item)} object`);
    if (item.length > 2) throw new ValueError('too many values to unpack (expected 2)');
    if (item.length < 2) throw new ValueError(`not enough values to unpack (expected 2, got ${item.length})`);
    yield [ownItem(item, 0), ownItem(item, 1)];
  }
}
