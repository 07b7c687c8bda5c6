/**
 * Percent-escapes, `"%" hex hex` (RFC 1738 §2.2): the hex-digit table and the decoding primitive,
 * shared by the AST (a text node's `decoded`, see `ast.ts`) and the urllib layer (`unquote`,
 * `unquote_to_bytes` in src/urllib/quoting.ts).
 */

import { utf8EncodeTo } from './utf.js';

/** The hex digits, upper case (the case RFC 3986 §2.1 and CPython's quote write): the package's one table. */
export const HEX_DIGITS = '0123456789ABCDEF';

/** Hex digit value of each ASCII code (either case), or -1. */
const HEX_VALUE = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let d = 0; d < 16; d++) {
    table[HEX_DIGITS.charCodeAt(d)] = d;
    table[HEX_DIGITS.toLowerCase().charCodeAt(d)] = d;
  }
  return table;
})();

/** Hex digit value of a code unit (or byte), either case, or -1. */
export const hexValue = (c: number): number => (c < 0x80 ? (HEX_VALUE[c] as number) : -1);

/** Whether `[i, i + 3)` of `s` is an escape: `%` and two hex digits. */
export const isEscapeAt = (s: string, i: number): boolean =>
  s.charCodeAt(i) === 0x25 && i + 2 < s.length && (hexValue(s.charCodeAt(i + 1)) | hexValue(s.charCodeAt(i + 2))) >= 0;

/**
 * `%XX` to a byte wherever XX is two hex digits; everything else (a bad `%` too) kept as it is.
 * `units(i)` reads the i-th input byte (or ASCII code unit) of `[start, end)`. The result may be a
 * view of a larger buffer.
 */
export function percentDecode(units: (i: number) => number, start: number, end: number): Uint8Array {
  const out = new Uint8Array(end - start);
  let o = 0;
  for (let i = start; i < end; i++) {
    const b = units(i);
    if (b === 0x25 && i + 2 < end) {
      const hi = hexValue(units(i + 1));
      const lo = hi < 0 ? -1 : hexValue(units(i + 2));
      if (lo >= 0) {
        out[o++] = (hi << 4) | lo;
        i += 2;
        continue;
      }
    }
    out[o++] = b;
  }
  return out.subarray(0, o);
}

/**
 * Every UTF-8 octet of `s` as an escape, `"%" HEXDIG HEXDIG` in upper case (RFC 3986 §2.1): `é` is
 * `%C3%A9`; a lone surrogate is U+FFFD's (as `utf8Encode`). Written through `utf8EncodeTo`, with
 * no byte array: an encoder's array has a buffer of its own, which costs microseconds to make,
 * and a report's fix-its escape one character at a time.
 */
export function percentEncodeUTF8(s: string): string {
  let out = '';
  utf8EncodeTo(s, { push: (b) => void (out += '%' + HEX_DIGITS[b >> 4]! + HEX_DIGITS[b & 15]!) });
  return out;
}
