/**
 * Percent-encoding as Python's `urllib.parse` does it: `quote`, `quote_plus`,
 * `quote_from_bytes`, `unquote`, `unquote_plus`, `unquote_to_bytes`.
 *
 * Names and keyword arguments are Python's; keywords go in an options object as the last
 * argument. Python `bytes` is `Uint8Array`. Every function is linear in its input.
 *
 * @module
 */

import { ArgumentError, isBytes, optionsOf, optionsSpec, type OptionKeys } from '../../grammar/index.js';
import { HEX_DIGITS, hexValue, percentDecode as percentDecodeRange } from '../../base/percent.js';
import { utf8DecodeReplace, utf8EncodeCodePoint, type ByteWriter } from '../../base/utf.js';
import { StringSink, decode, decodeInto, encode, lookup } from './codec.js';
import { pyTypeName } from './errors.js';

/**
 * Options of {@link quote} and {@link quote_plus}, with Python's keyword names.
 *
 * @example
 * ```ts
 * const options: QuoteOptions = { safe: '/:', encoding: 'latin-1', errors: 'strict' };
 * quote('/a:é b', options); // '/a:%E9%20b'
 * ```
 */
export interface QuoteOptions {
  /**
   * Characters (or bytes) left unquoted besides letters, digits and `_.-~`. Only ASCII
   * counts: other characters are ignored, as in CPython. Default `'/'` for `quote`, `''`
   * for `quote_plus`.
   */
  safe?: string | Uint8Array;
  /** Encoding of a string argument; default `utf-8`. Must be unset for bytes. */
  encoding?: string | null;
  /** Error handler for a string argument; default `strict`. Must be unset for bytes. */
  errors?: string | null;
}

/**
 * Options of {@link unquote} and {@link unquote_plus}, with Python's keyword names.
 *
 * @example
 * ```ts
 * const options: UnquoteOptions = { encoding: 'utf-8', errors: 'strict' };
 * unquote('%C3', options); // throws UnicodeDecodeError
 * ```
 */
export interface UnquoteOptions {
  /** Encoding of the percent-decoded bytes; default `utf-8`. */
  encoding?: string | null;
  /** Error handler for invalid sequences; default `replace` (U+FFFD). */
  errors?: string | null;
}

// Python's keyword arguments of each function, declared once.
const QUOTE_KEYS: OptionKeys<QuoteOptions> = { safe: true, encoding: true, errors: true };
const QUOTE_OPTIONS = optionsSpec<QuoteOptions>('quote', QUOTE_KEYS, true);
const QUOTE_PLUS_OPTIONS = optionsSpec<QuoteOptions>('quote_plus', QUOTE_KEYS, true);
const QUOTE_FROM_BYTES_OPTIONS = optionsSpec<{ safe?: string | Uint8Array }>('quote_from_bytes', { safe: true }, true);
const UNQUOTE_KEYS: OptionKeys<UnquoteOptions> = { encoding: true, errors: true };
const UNQUOTE_OPTIONS = optionsSpec<UnquoteOptions>('unquote', UNQUOTE_KEYS, true);
const UNQUOTE_PLUS_OPTIONS = optionsSpec<UnquoteOptions>('unquote_plus', UNQUOTE_KEYS, true);

// RFC 3986 unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" : never quoted.
const ALWAYS_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~';

/**
 * One flag per byte value: is it left as is? With `space`, a space is safe too (quote_plus).
 * Tables for a string `safe` are remembered, as CPython remembers its quoter per `safe`: callers
 * such as urlencode quote many strings with the same one. A table is never modified.
 */
function safeTable(safe: string | Uint8Array, space: boolean): Uint8Array {
  if (typeof safe !== 'string') return buildSafeTable(safe, space);
  // The table depends on the set of characters only: `safe` plus ' ' is the same set as `space`.
  const key = space ? safe + ' ' : safe;
  let table = safeTables.get(key);
  if (table === undefined) {
    if (safeTables.size >= 64) safeTables.clear();
    table = buildSafeTable(key, false);
    safeTables.set(key, table);
  }
  return table;
}

const safeTables = new Map<string, Uint8Array>();

function buildSafeTable(safe: string | Uint8Array, space: boolean): Uint8Array {
  const table = new Uint8Array(256);
  for (let i = 0; i < ALWAYS_SAFE.length; i++) table[ALWAYS_SAFE.charCodeAt(i)] = 1;
  if (space) table[0x20] = 1;
  if (typeof safe === 'string') {
    for (let i = 0; i < safe.length; i++) {
      const c = safe.charCodeAt(i);
      if (c < 0x80) table[c] = 1;
    }
  } else if (isBytes(safe)) {
    for (const b of safe) if (b < 0x80) table[b] = 1;
  } else {
    // CPython iterates `safe`: a non-iterable is "'int' object is not iterable".
    throw new ArgumentError(Array.isArray(safe) ? `'safe' must be str or bytes, not list` : `'${pyTypeName(safe)}' object is not iterable`);
  }
  return table;
}


/** A byte string known to be ASCII, as text. */
const asciiText = (bytes: Uint8Array): string =>
  bytes.length <= 256 ? String.fromCharCode.apply(null, bytes as unknown as number[]) : utf8DecodeReplace(bytes);

/** `%XX` for every byte not in `table`; with `plus`, a space (which must be safe) becomes `+`. */
function quoteBytes(bs: Uint8Array, table: Uint8Array, plus: boolean): string {
  let unsafe = 0;
  let spaces = 0;
  for (let i = 0; i < bs.length; i++) {
    const b = bs[i] as number;
    if (table[b] === 0) unsafe++;
    else if (b === 0x20) spaces++;
  }
  if (unsafe === 0 && !(plus && spaces > 0)) return asciiText(bs);
  const out = new Uint8Array(bs.length + 2 * unsafe);
  let o = 0;
  for (let i = 0; i < bs.length; i++) {
    const b = bs[i] as number;
    if (table[b] === 0) {
      out[o++] = 0x25;
      out[o++] = HEX_DIGITS.charCodeAt(b >> 4);
      out[o++] = HEX_DIGITS.charCodeAt(b & 15);
    } else {
      out[o++] = plus && b === 0x20 ? 0x2b : b;
    }
  }
  return asciiText(out);
}

/** The bytes `quote` works on: a string encoded, or bytes checked for stray options. */
function quoteInput(string: string | Uint8Array, encoding: string | null | undefined, errors: string | null | undefined): Uint8Array {
  if (typeof string === 'string') return encode(string, encoding ?? 'utf-8', errors ?? 'strict');
  if (encoding !== null && encoding !== undefined) {
    throw new ArgumentError("quote() doesn't support 'encoding' for bytes");
  }
  if (errors !== null && errors !== undefined) {
    throw new ArgumentError("quote() doesn't support 'errors' for bytes");
  }
  if (!(isBytes(string))) throw new ArgumentError('quote_from_bytes() expected bytes');
  return string;
}

/**
 * Percent-encode bytes: every byte that is not a letter, digit, `_.-~` or in `safe`
 * becomes `%XX` (uppercase hex). Always returns ASCII text.
 *
 * @param bs - the bytes.
 * @param options.safe - extra ASCII characters (string or bytes) to leave alone; default `'/'`.
 * @throws TypeError `quote_from_bytes() expected bytes` if `bs` is not a Uint8Array.
 *
 * @example
 * ```ts
 * quote_from_bytes(new Uint8Array([0x61, 0x26, 0xef])); // 'a%26%EF'
 * quote_from_bytes(new TextEncoder().encode('a b/c'), { safe: '' }); // 'a%20b%2Fc'
 * ```
 */
export function quote_from_bytes(bs: Uint8Array, options?: { safe?: string | Uint8Array } | null): string {
  const safe = optionsOf(options, QUOTE_FROM_BYTES_OPTIONS).safe ?? '/';
  if (!(isBytes(bs))) throw new ArgumentError('quote_from_bytes() expected bytes');
  if (bs.length === 0) return '';
  return quoteBytes(bs, safeTable(safe, false), false);
}

/**
 * Percent-encode a string (after encoding it, UTF-8 by default) or bytes, for use in a URL
 * path: letters, digits, `_.-~` and the characters in `safe` (default `'/'`) stay as they are.
 *
 * As in CPython, `encoding` and `errors` apply to strings only: passing either with bytes is
 * a TypeError. The empty string is returned as is, without looking the encoding up.
 *
 * @throws UnicodeEncodeError if the string cannot be encoded (e.g. a lone surrogate in UTF-8).
 * @throws LookupError for an unknown encoding or error handler.
 * @throws TypeError for bytes with `encoding`/`errors`, or an argument of the wrong type.
 *
 * @example
 * ```ts
 * quote('/El Niño/');                       // '/El%20Ni%C3%B1o/'
 * quote('a/b c', { safe: '' });             // 'a%2Fb%20c'
 * quote('é', { encoding: 'latin-1' });      // '%E9'
 * quote(new Uint8Array([0x20]));            // '%20'
 * ```
 */
export function quote(string: string | Uint8Array, options?: QuoteOptions | null): string {
  const o = optionsOf(options, QUOTE_OPTIONS);
  if (string === '') return string;
  return quoteAny(string, o.safe === undefined ? '/' : o.safe, o.encoding, o.errors, false);
}

/**
 * Like {@link quote}, but a space becomes `+` (HTML form encoding), a `+` is quoted unless it
 * is in `safe`, and `safe` defaults to `''` so `/` is quoted too.
 *
 * @example
 * ```ts
 * quote_plus('/El Niño/');              // '%2FEl+Ni%C3%B1o%2F'
 * quote_plus('a+b c');                  // 'a%2Bb+c'
 * quote_plus('a b/c', { safe: '/' });   // 'a+b/c'
 * ```
 */
export function quote_plus(string: string | Uint8Array, options?: QuoteOptions | null): string {
  const { safe = '', encoding = null, errors = null } = optionsOf(options, QUOTE_PLUS_OPTIONS);
  // CPython quotes with ' ' added to `safe`, then turns each ' ' into '+'.
  if (string === '') return string;
  // All three codecs are ASCII-compatible: a space in the text is a 0x20 in the bytes.
  const plus = typeof string === 'string' ? string.includes(' ') : isBytes(string) && string.includes(0x20);
  return quoteAny(string, safe, encoding, errors, plus);
}

/** quote, and quote_plus with `plus` (a space is safe, then written `+`). */
function quoteAny(
  string: string | Uint8Array,
  safe: string | Uint8Array,
  encoding: string | null | undefined,
  errors: string | null | undefined,
  plus: boolean,
): string {
  // UTF-8 straight from the string when it cannot fail (the error handler is looked up only
  // for an error); otherwise encode first, so its errors come before a bad `safe`, as in CPython.
  if (
    typeof string === 'string' &&
    (encoding ?? 'utf-8') === 'utf-8' &&
    (errors === null || errors === undefined || typeof errors === 'string') &&
    (typeof safe === 'string' || isBytes(safe))
  ) {
    const quoted = quoteUtf8(string, safeTable(safe, plus), plus);
    if (quoted !== null) return quoted;
  }
  const bytes = quoteInput(string, encoding, errors);
  if (bytes.length === 0) return '';
  return quoteBytes(bytes, safeTable(safe, plus), plus);
}

/**
 * `quoteBytes` of the UTF-8 bytes of `s`, reading the code points straight from the string;
 * null if `s` has a lone surrogate (which UTF-8 cannot encode: the error handler decides).
 */
function quoteUtf8(s: string, table: Uint8Array, plus: boolean): string | null {
  // First the output length: a safe ASCII character is one unit, each other byte three.
  let length = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) length += table[c] === 1 ? 1 : 3;
    else if (c < 0x800) length += 6;
    else if (c < 0xd800 || c > 0xdfff) length += 9;
    else if (c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      length += 12; // a surrogate pair: one astral character, four bytes
      i++;
    } else return null;
  }
  if (length === s.length && !plus) return s; // nothing to quote
  const out = new Uint8Array(length);
  let o = 0;
  const escaper: ByteWriter = {
    push(b: number): void {
      out[o++] = 0x25;
      out[o++] = HEX_DIGITS.charCodeAt(b >> 4);
      out[o++] = HEX_DIGITS.charCodeAt(b & 15);
    },
  };
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      if (table[c] === 1) out[o++] = plus && c === 0x20 ? 0x2b : c;
      else escaper.push(c);
    } else if (c < 0xd800 || c > 0xdfff) {
      utf8EncodeCodePoint(c, escaper);
    } else {
      // A surrogate pair (a lone surrogate gave null above): one astral code point.
      utf8EncodeCodePoint(0x10000 + ((c - 0xd800) << 10) + (s.charCodeAt(++i) - 0xdc00), escaper);
    }
  }
  return asciiText(out);
}

function percentDecode(bytes: Uint8Array): Uint8Array {
  if (!bytes.includes(0x25)) return bytes.slice();
  return percentDecodeRange((i) => bytes[i] as number, 0, bytes.length).slice();
}

/**
 * Replace each `%XX` escape (two hex digits, either case) with the byte it stands for.
 * A `%` not followed by two hex digits is kept. A string is first encoded as UTF-8, so
 * unescaped non-ASCII characters come out as their UTF-8 bytes.
 *
 * @throws UnicodeEncodeError for a string with a lone surrogate (UTF-8 cannot encode it).
 *
 * @example
 * ```ts
 * unquote_to_bytes('a%26%EF');  // Uint8Array [0x61, 0x26, 0xef]
 * unquote_to_bytes('%zz%4');    // Uint8Array [0x25, 0x7a, 0x7a, 0x25, 0x34] ('%zz%4')
 * unquote_to_bytes('é');        // Uint8Array [0xc3, 0xa9]
 * ```
 */
export function unquote_to_bytes(string: string | Uint8Array): Uint8Array {
  if (typeof string === 'string') return percentDecode(encode(string, 'utf-8', 'strict'));
  if (!(isBytes(string))) {
    throw new ArgumentError(`unquote_to_bytes() expected str or bytes`);
  }
  return percentDecode(string);
}

/**
 * Replace `%XX` escapes with the characters they encode. Percent-decoded bytes are decoded
 * with `encoding` (default `utf-8`) and `errors` (default `replace`, so invalid UTF-8 becomes
 * U+FFFD). As in CPython, each run of ASCII characters is decoded on its own: escapes on the
 * two sides of a non-ASCII character never combine.
 *
 * Given bytes, returns `decode(unquote_to_bytes(bytes), encoding, errors)`; there an explicit
 * `null` encoding or errors is a TypeError, as `None` is in Python.
 *
 * @throws LookupError for an unknown encoding (only if the string contains `%`).
 * @throws UnicodeDecodeError when `errors` is `strict` and the bytes are invalid.
 *
 * @example
 * ```ts
 * unquote('/El%20Ni%C3%B1o/');                 // '/El Niño/'
 * unquote('%E9', { encoding: 'latin-1' });     // 'é'
 * unquote('%C3');                              // '\ufffd'
 * unquote('%zz+');                             // '%zz+'
 * ```
 */
export function unquote(string: string | Uint8Array, options?: UnquoteOptions | null): string {
  options = optionsOf(options, UNQUOTE_OPTIONS);
  if (isBytes(string)) {
    const encoding = options.encoding === undefined ? 'utf-8' : options.encoding;
    const errors = options.errors === undefined ? 'replace' : options.errors;
    return decode(unquote_to_bytes(string), encoding as string, errors as string);
  }
  if (typeof string !== 'string') {
    throw new ArgumentError(`argument of type '${pyTypeName(string)}' is not iterable`);
  }
  return unquoteText(string, options.encoding ?? 'utf-8', options.errors ?? 'replace', false);
}

/**
 * `unquote` of a string; with `plus`, `+` is read as a space first (`unquote_plus`).
 *
 * One pass over the code units: a non-ASCII one is kept as it is; each run of ASCII ones is
 * percent-decoded into a byte buffer and then decoded on its own, as CPython decodes each
 * ASCII run (escapes on the two sides of a non-ASCII character never combine). All three
 * codecs are ASCII-compatible, so a run that decodes to ASCII bytes is copied as it is.
 *
 * The hot path: the escape test is written out here (with the shared `hexValue`) rather than
 * calling `percentDecode` of base/percent.ts per run, because this loop also finds the
 * run's end, notes whether any byte is non-ASCII and maps `+`, in the same single pass, into one
 * reused buffer.
 */
function unquoteText(string: string, encoding: string, errors: string, plus: boolean): string {
  if (!string.includes('%')) return plus ? string.replaceAll('+', ' ') : string;
  const codec = lookup(encoding); // CPython decodes at least one ASCII run (the one holding the '%').

  const n = string.length;
  const out = new StringSink(n);
  const bytes = new Uint8Array(n); // one ASCII run, percent-decoded: never longer than the input
  for (let i = 0; i < n; ) {
    let c = string.charCodeAt(i);
    if (c >= 0x80) {
      out.pushUnit(c); // a lone surrogate too: kept, as in CPython
      i++;
      continue;
    }
    let m = 0;
    let high = false; // has an escape decoded to a non-ASCII byte?
    for (; i < n; i++) {
      c = string.charCodeAt(i);
      if (c >= 0x80) break;
      if (c === 0x25 && i + 2 < n) {
        const hi = hexValue(string.charCodeAt(i + 1));
        const lo = hexValue(string.charCodeAt(i + 2));
        if ((hi | lo) >= 0) {
          const b = (hi << 4) | lo;
          bytes[m++] = b;
          if (b >= 0x80) high = true;
          i += 2;
          continue;
        }
      }
      bytes[m++] = plus && c === 0x2b ? 0x20 : c;
    }
    if (high) {
      decodeInto(codec, bytes, m, errors, out);
    } else {
      for (let k = 0; k < m; k++) out.pushUnit(bytes[k] as number);
    }
  }
  return out.result();
}

/**
 * Like {@link unquote}, but `+` becomes a space first (HTML form decoding). Strings only, as
 * in CPython (bytes raise TypeError).
 *
 * @example
 * ```ts
 * unquote_plus('/El+Ni%C3%B1o/'); // '/El Niño/'
 * unquote_plus('%2B+');           // '+ '
 * ```
 */
export function unquote_plus(string: string, options?: UnquoteOptions | null): string {
  options = optionsOf(options, UNQUOTE_PLUS_OPTIONS);
  if (typeof string !== 'string') {
    // CPython: bytes.replace('+', ' ') raises this; another type has no .replace.
    throw new ArgumentError(isBytes(string) ? "a bytes-like object is required, not 'str'" : `unquote_plus() expected str, not ${pyTypeName(string)}`);
  }
  return unquoteText(string, options.encoding ?? 'utf-8', options.errors ?? 'replace', true);
}
