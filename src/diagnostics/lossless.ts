/**
 * Machine-applicable means lossless (DECISIONS 33): a fix that `check --fix` and a report's
 * `wholeFix` may apply unseen keeps every character of the input. The rule is checked on texts,
 * not on edits, so that it can be asked of a fix, of a round of fixes and of a whole-URL fix alike,
 * always against the *original* input (a later round reads a text an earlier round made, and what
 * that text lost was the original's).
 */
import { percentEncodeUTF8 } from '../../base/percent.js';
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
    const ch = String.fromCodePoint(c);
    i += ch.length;
    // Its escapes, made when a "%" is first met ("-" for a lone surrogate, D800 to DFFF, which has none).
    let escaped = '';
    for (; ; k++) {
      if (k >= result.length) return false;
      if (result.startsWith(ch, k)) {
        k += ch.length;
        break;
      }
      // (Hex digits in either case: only "a" to "f" upper-case to hex digits, one unit each.)
      if (result.charCodeAt(k) === 0x25 && result.slice(k, k + (escaped ||= c >> 11 === 0x1b ? '-' : percentEncodeUTF8(ch)).length).toUpperCase() === escaped) {
        // Where its escapes end; but a "3" ends sooner inside its own, "%33" (no other character
        // stands inside its escapes before their end).
        k += ch === '3' ? 2 : escaped.length;
        break;
      }
    }
  }
  return true;
}
