/**
 * The names a report gives characters a reader cannot see: the controls, the spaces and the
 * formatting characters (`invisibleName`), read by the report, its hints and the classifier.
 */
import { ArgumentError, typeName } from '../../grammar/index.js';

const NAMES: Record<number, string> = {
  0x00: 'NULL', 0x01: 'START OF HEADING', 0x02: 'START OF TEXT', 0x03: 'END OF TEXT', 0x04: 'END OF TRANSMISSION',
  0x05: 'ENQUIRY', 0x06: 'ACKNOWLEDGE', 0x07: 'BELL', 0x08: 'BACKSPACE', 0x09: 'CHARACTER TABULATION',
  0x0a: 'LINE FEED', 0x0b: 'LINE TABULATION', 0x0c: 'FORM FEED', 0x0d: 'CARRIAGE RETURN', 0x0e: 'SHIFT OUT',
  0x0f: 'SHIFT IN', 0x10: 'DATA LINK ESCAPE', 0x11: 'DEVICE CONTROL ONE', 0x12: 'DEVICE CONTROL TWO',
  0x13: 'DEVICE CONTROL THREE', 0x14: 'DEVICE CONTROL FOUR', 0x15: 'NEGATIVE ACKNOWLEDGE', 0x16: 'SYNCHRONOUS IDLE',
  0x17: 'END OF TRANSMISSION BLOCK', 0x18: 'CANCEL', 0x19: 'END OF MEDIUM', 0x1a: 'SUBSTITUTE', 0x1b: 'ESCAPE',
  0x1c: 'INFORMATION SEPARATOR FOUR', 0x1d: 'INFORMATION SEPARATOR THREE', 0x1e: 'INFORMATION SEPARATOR TWO',
  0x1f: 'INFORMATION SEPARATOR ONE', 0x20: 'SPACE', 0x7f: 'DELETE', 0x85: 'NEXT LINE (NEL)', 0xa0: 'NO-BREAK SPACE',
  0xad: 'SOFT HYPHEN', 0x1680: 'OGHAM SPACE MARK', 0x180e: 'MONGOLIAN VOWEL SEPARATOR', 0x2000: 'EN QUAD',
  0x2001: 'EM QUAD', 0x2002: 'EN SPACE', 0x2003: 'EM SPACE', 0x2004: 'THREE-PER-EM SPACE', 0x2005: 'FOUR-PER-EM SPACE',
  0x2006: 'SIX-PER-EM SPACE', 0x2007: 'FIGURE SPACE', 0x2008: 'PUNCTUATION SPACE', 0x2009: 'THIN SPACE',
  0x200a: 'HAIR SPACE', 0x200b: 'ZERO WIDTH SPACE', 0x200c: 'ZERO WIDTH NON-JOINER', 0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK', 0x200f: 'RIGHT-TO-LEFT MARK', 0x2028: 'LINE SEPARATOR', 0x2029: 'PARAGRAPH SEPARATOR',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING', 0x202b: 'RIGHT-TO-LEFT EMBEDDING', 0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE', 0x202e: 'RIGHT-TO-LEFT OVERRIDE', 0x202f: 'NARROW NO-BREAK SPACE',
  0x205f: 'MEDIUM MATHEMATICAL SPACE', 0x2060: 'WORD JOINER', 0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE', 0x2068: 'FIRST STRONG ISOLATE', 0x2069: 'POP DIRECTIONAL ISOLATE',
  0x3000: 'IDEOGRAPHIC SPACE', 0xfeff: 'ZERO WIDTH NO-BREAK SPACE', 0xfffd: 'REPLACEMENT CHARACTER',
};

const hexCp = (cp: number) => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');

/**
 * Names a character for a report: `U+0009 CHARACTER TABULATION`, or null when it is visible.
 *
 * @example
 * ```ts
 * invisibleName(0x200b); // 'U+200B ZERO WIDTH SPACE'
 * invisibleName(0x41); // null
 * ```
 */
export function invisibleName(cp: number): string | null {
  if (typeof cp !== 'number') throw new ArgumentError(`invisibleName: the code point must be a number, not ${typeName(cp)}`);
  const n = NAMES[cp];
  if (n) return `${hexCp(cp)} ${n}`;
  if (cp >= 0x80 && cp <= 0x9f) return `${hexCp(cp)} <control>`;
  if (cp >= 0xd800 && cp <= 0xdfff) return `${hexCp(cp)} <lone surrogate>`;
  if (cp >= 0xe000 && cp <= 0xf8ff) return `${hexCp(cp)} <private use>`;
  if ((cp & 0xfffe) === 0xfffe || (cp >= 0xfdd0 && cp <= 0xfdef)) return `${hexCp(cp)} <noncharacter>`;
  if (cp >= 0xfe00 && cp <= 0xfe0f) return `${hexCp(cp)} VARIATION SELECTOR-${cp - 0xfe00 + 1}`;
  if (cp >= 0xe0000 && cp <= 0xe007f) return `${hexCp(cp)} <tag>`;
  return null;
}

