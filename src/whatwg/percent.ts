/**
 * The percent-encode sets of the WHATWG URL Standard (§1.3 Percent-encoded bytes) and UTF-8
 * percent-encode, for the basic URL parser. Each set is declared once, as the standard composes it
 * (each from the one it names plus its own code points); a code point above U+007E is in every set.
 *
 * @module
 */
import { HEX_DIGITS } from '../../base/percent.js';
import { utf8EncodeCodePoint } from '../../base/utf.js';

/**
 * The names of the standard's percent-encode sets, each without its " percent-encode set" suffix.
 *
 * @example
 * ```ts
 * const set: PercentEncodeSet = 'userinfo';
 * ```
 */
export type PercentEncodeSet = 'C0 control' | 'fragment' | 'query' | 'special-query' | 'path' | 'userinfo' | 'component';

/** Each set as the ASCII code points it adds to the set it is made from (all ranges inclusive). */
const DECLARED: readonly (readonly [PercentEncodeSet, PercentEncodeSet | null, readonly (number | readonly [number, number])[]])[] = [
  // "consisting of C0 controls and all code points greater than U+007E (~)"
  ['C0 control', null, [[0x00, 0x1f]]],
  // "the C0 control percent-encode set and U+0020 SPACE, U+0022 ("), U+003C (<), U+003E (>), and U+0060 (`)"
  ['fragment', 'C0 control', [0x20, 0x22, 0x3c, 0x3e, 0x60]],
  // "the C0 control percent-encode set and U+0020 SPACE, U+0022 ("), U+0023 (#), U+003C (<), and U+003E (>)"
  ['query', 'C0 control', [0x20, 0x22, 0x23, 0x3c, 0x3e]],
  // "the query percent-encode set and U+0027 (')"
  ['special-query', 'query', [0x27]],
  // "the query percent-encode set and U+003F (?), U+005E (^), U+0060 (`), U+007B ({), and U+007D (})"
  ['path', 'query', [0x3f, 0x5e, 0x60, 0x7b, 0x7d]],
  // "the path percent-encode set and U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+0040 (@),
  // U+005B ([) to U+005D (]), inclusive, and U+007C (|)"
  ['userinfo', 'path', [0x2f, 0x3a, 0x3b, 0x3d, 0x40, [0x5b, 0x5d], 0x7c]],
  // "the userinfo percent-encode set and U+0024 ($) to U+0026 (&), inclusive, U+002B (+), and U+002C (,)"
  ['component', 'userinfo', [[0x24, 0x26], 0x2b, 0x2c]],
];

/** For each set, a table of the 128 ASCII code points: 1 where the code point is in the set. */
const ASCII_MEMBERS: ReadonlyMap<PercentEncodeSet, Uint8Array> = (() => {
  const sets = new Map<PercentEncodeSet, Uint8Array>();
  for (const [name, base, adds] of DECLARED) {
    const table = base === null ? new Uint8Array(128) : Uint8Array.from(sets.get(base)!);
    for (const a of adds) {
      const [lo, hi] = typeof a === 'number' ? [a, a] : a;
      for (let c = lo; c <= hi; c++) table[c] = 1;
    }
    table[0x7f] = 1; // "greater than U+007E (~)": DELETE is the one ASCII code point above it
    sets.set(name, table);
  }
  return sets;
})();

/**
 * Whether code point `cp` is in the percent-encode set `set`.
 *
 * @example
 * ```ts
 * inPercentEncodeSet('path', 0x3f);     // true: "?"
 * inPercentEncodeSet('fragment', 0x3f); // false
 * inPercentEncodeSet('C0 control', 0xe9); // true: above U+007E
 * ```
 */
export function inPercentEncodeSet(set: PercentEncodeSet, cp: number): boolean {
  return cp > 0x7e || ASCII_MEMBERS.get(set)![cp] === 1;
}

const pct = (b: number): string => '%' + HEX_DIGITS[b >> 4]! + HEX_DIGITS[b & 15]!;

/**
 * UTF-8 percent-encode a code point using a percent-encode set (§1.3): the code point itself when
 * it is not in the set, else the percent-encoding of each of its UTF-8 bytes, upper-case hex. A
 * lone surrogate (which a JavaScript string can hold and a scalar value string cannot) is encoded
 * as U+FFFD, as WebIDL's USVString conversion would make it.
 *
 * @example
 * ```ts
 * utf8PercentEncodeCodePoint(0x2261, 'userinfo'); // '%E2%89%A1'
 * utf8PercentEncodeCodePoint(0x61, 'userinfo');   // 'a'
 * utf8PercentEncodeCodePoint(0xd800, 'path');     // '%EF%BF%BD'
 * ```
 */
export function utf8PercentEncodeCodePoint(cp: number, set: PercentEncodeSet): string {
  if (cp < 0x80) return ASCII_MEMBERS.get(set)![cp] === 1 ? pct(cp) : String.fromCharCode(cp);
  // A lone surrogate is written as U+FFFD (UTF-8 encode's replacement); the bytes are the
  // package's one UTF-8 encoder's (base/utf.ts), each percent-encoded.
  let out = '';
  utf8EncodeCodePoint(cp >= 0xd800 && cp <= 0xdfff ? 0xfffd : cp, { push: (b) => void (out += pct(b)) });
  return out;
}

/**
 * UTF-8 percent-encode a string using a percent-encode set (§1.3, "percent-encode after encoding"
 * with UTF-8, code point by code point, which UTF-8 allows).
 *
 * @example
 * ```ts
 * utf8PercentEncode('Say what‽', 'userinfo'); // 'Say%20what%E2%80%BD'
 * utf8PercentEncode("a b'c", 'special-query'); // 'a%20b%27c'
 * ```
 */
export function utf8PercentEncode(input: string, set: PercentEncodeSet): string {
  let out = '';
  for (let i = 0; i < input.length; i++) {
    let cp = input.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < input.length) {
      const lo = input.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
        i++;
      }
    }
    out += utf8PercentEncodeCodePoint(cp, set);
  }
  return out;
}

/**
 * The URL code points (§4.3): ASCII alphanumeric, U+0021 (!), U+0024 ($), U+0026 (&), U+0027 ('),
 * U+0028 to U+002F, U+003A (:), U+003B (;), U+003D (=), U+003F (?), U+0040 (@), U+005F (_),
 * U+007E (~), and code points in the range U+00A0 to U+10FFFD, inclusive, excluding surrogates and
 * noncharacters.
 *
 * @example
 * ```ts
 * isURLCodePoint(0x7e);   // true: "~"
 * isURLCodePoint(0x5b);   // false: "["
 * isURLCodePoint(0xfdd0); // false: a noncharacter
 * ```
 */
export function isURLCodePoint(c: number): boolean {
  if (c < 0x80) {
    return (
      (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) ||
      c === 0x21 || c === 0x24 || (c >= 0x26 && c <= 0x2f) || c === 0x3a || c === 0x3b || c === 0x3d || c === 0x3f || c === 0x40 || c === 0x5f || c === 0x7e
    );
  }
  if (c < 0xa0 || c > 0x10fffd) return false;
  if (c >= 0xd800 && c <= 0xdfff) return false; // surrogates
  if ((c >= 0xfdd0 && c <= 0xfdef) || (c & 0xfffe) === 0xfffe) return false; // noncharacters
  return true;
}
