/**
 * Machine-applicable means lossless (DECISIONS 33): a fix that `check --fix` and a report's
 * `wholeFix` may apply unseen keeps every character of the input. The rule is checked on texts,
 * not on edits, so that it can be asked of a fix, of a round of fixes and of a whole-URL fix alike,
 * always against the *original* input (a later round reads a text an earlier round made, and what
 * that text lost was the original's).
 */
import { hexValue } from '../../base/percent.js';
import { enclosure } from './paste.js';

/**
 * Does `result` keep every character of `original`? The original, less what surrounds it as a
 * paste (`enclosure`: white space, and at most one pair of quotation marks, `<...>` or
 * `<URL:...>` enclosing all of it), must be a subsequence of `result`, each character standing as
 * itself or as its percent-encoding (the escapes of its UTF-8 octets, hex digits in either case).
 * Inserting is free (a ":", a "//", a "]", the "25" of an escaped "%"); removing, moving or
 * replacing a character (a "\\" written as "/", a letter lower-cased) is not. A lone surrogate
 * has no UTF-8 form and stands only as itself.
 *
 * Greedy matching, each character of the original matched where it ends earliest in what is left
 * of the result, finds a match whenever there is one; time linear in the two lengths (an escape
 * is at most twelve units).
 *
 * @example
 * ```ts
 * keepsEveryCharacter('"http://a/b c"', 'http://a/b%20c'); // true
 * keepsEveryCharacter('http://a/x"y"', 'http://a/x%22y');  // false: the second '"' is gone
 * ```
 * @internal
 */
export function keepsEveryCharacter(original: string, result: string): boolean {
  const [start, end] = enclosure(original);
  let k = 0;
  for (let i = start; i < end; ) {
    const c = original.codePointAt(i)!;
    const n = c > 0xffff ? 2 : 1;
    for (; ; k++) {
      if (k >= result.length) return false;
      // The character itself (both units of an astral one).
      if (result.charCodeAt(k) === original.charCodeAt(i) && (n === 1 || result.charCodeAt(k + 1) === original.charCodeAt(i + 1))) {
        k += n;
        break;
      }
      // Its escapes (a lone surrogate, D800 to DFFF, has none).
      const escapes = result.charCodeAt(k) === 0x25 && c >> 11 !== 0x1b ? escapesAt(result, k, c) : 0;
      if (escapes > 0) {
        // Where its escapes end; but a "3" ends sooner inside its own, "%33" (no other character
        // stands inside its escapes before their end).
        k += c === 0x33 ? 2 : escapes;
        break;
      }
    }
    i += n;
  }
  return true;
}

/**
 * The length of the escapes of code point `c`'s UTF-8 octets at `k` of `result` (hex digits in
 * either case), or 0 where they are not there. Reads at most twelve units and makes no string.
 */
function escapesAt(result: string, k: number, c: number): number {
  const n = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  if (k + 3 * n > result.length) return 0;
  for (let j = 0; j < n; j++) {
    // The j-th octet: the lead's marker and top bits, then six bits a continuation.
    const shift = 6 * (n - 1 - j);
    const octet = j === 0 ? (n === 1 ? c : ((0xf00 >> n) & 0xff) | (c >> shift)) : 0x80 | ((c >> shift) & 0x3f);
    const at = k + 3 * j;
    if (result.charCodeAt(at) !== 0x25 || hexValue(result.charCodeAt(at + 1)) !== octet >> 4 || hexValue(result.charCodeAt(at + 2)) !== (octet & 0xf)) return 0;
  }
  return 3 * n;
}

