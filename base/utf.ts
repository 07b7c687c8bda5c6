/**
 * UTF-8 and UTF-16LE without assuming the platform has them: the platform's `TextEncoder` and
 * `TextDecoder`, created on first use, where they exist; written by hand where they do not (the
 * JavaScript engines of warehouse user-defined functions, such as BigQuery's and Snowflake's,
 * have neither). Nothing here touches a global when the module loads.
 *
 * The hand-written codecs give the same answers as the WHATWG ones they stand in for: the
 * encoder writes a lone surrogate as U+FFFD (`EF BF BD`); the decoder replaces each maximal
 * invalid subpart with one U+FFFD (WHATWG Encoding §4.1, the same subparts as CPython's
 * `replace`) and keeps a byte order mark (`ignoreBOM: true`); the fatal decoder says only
 * whether the bytes are valid. Error positions are not its business: the codec layer
 * (src/urllib/codec.ts) finds them with its own decoder once it knows there is an error.
 *
 * @module
 */

interface Encoder {
  encode(s: string): Uint8Array;
}
interface Decoder {
  decode(b: Uint8Array | Uint16Array): string;
}

/** `undefined`: not looked up yet; `null`: the platform has none. */
let encoder: Encoder | null | undefined;
let fatalDecoder: Decoder | null | undefined;
let replaceDecoder: Decoder | null | undefined;
let utf16Decoder: Decoder | null | undefined;

/** Forces the hand-written codecs (tests compare them with the platform's). @internal */
let forceFallback = false;

/** @internal For tests: use the hand-written codecs even where the platform has its own. */
export function useFallbackCodecs(on: boolean): void {
  forceFallback = on;
}

function newDecoder(label: string, fatal: boolean): Decoder | null {
  if (typeof TextDecoder !== 'function') return null;
  try {
    return new TextDecoder(label, { fatal, ignoreBOM: true });
  } catch {
    return null; // a TextDecoder without this label
  }
}

/**
 * A string as UTF-8, a lone surrogate as U+FFFD (as `TextEncoder` writes it).
 *
 * @example
 * ```ts
 * utf8Encode('é'); // Uint8Array [0xc3, 0xa9]
 * ```
 */
export function utf8Encode(s: string): Uint8Array {
  if (encoder === undefined) encoder = typeof TextEncoder === 'function' ? new TextEncoder() : null;
  if (encoder !== null && !forceFallback) return encoder.encode(s);
  return utf8EncodeByHand(s);
}

/** The fallback of {@link utf8Encode}: {@link utf8EncodeTo} into an array. */
function utf8EncodeByHand(s: string): Uint8Array {
  const bytes: number[] = [];
  utf8EncodeTo(s, { push: (b) => void bytes.push(b) });
  return Uint8Array.from(bytes);
}

/**
 * Writes the UTF-8 bytes of `s` to `out`, each code point through {@link utf8EncodeCodePoint}, a
 * lone surrogate as U+FFFD (as `TextEncoder` writes it), with no byte array made.
 *
 * @example
 * ```ts
 * const bytes: number[] = [];
 * utf8EncodeTo('é\ud800', bytes); // bytes: [0xc3, 0xa9, 0xef, 0xbf, 0xbd]
 * ```
 */
export function utf8EncodeTo(s: string, out: ByteWriter): void {
  for (let i = 0; i < s.length; i++) {
    let cp = s.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdfff) {
      const next = s.charCodeAt(i + 1);
      if (cp <= 0xdbff && i + 1 < s.length && isLow(next)) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else cp = 0xfffd; // a lone surrogate
    }
    utf8EncodeCodePoint(cp, out);
  }
}

/** Where {@link utf8EncodeCodePoint} writes: one byte at a time. */
export interface ByteWriter {
  push(byte: number): void;
}

/**
 * Writes the UTF-8 bytes of code point `cp` (a Unicode scalar value: a surrogate is the caller's to
 * refuse or replace) to `out`: the package's one UTF-8 encoder by hand, read by {@link utf8Encode}'s
 * fallback and by the urllib codecs (`encode`, whose error handlers decide what a surrogate becomes).
 *
 * @example
 * ```ts
 * const bytes: number[] = [];
 * utf8EncodeCodePoint(0xe9, bytes); // bytes: [0xc3, 0xa9]
 * ```
 */
export function utf8EncodeCodePoint(cp: number, out: ByteWriter): void {
  if (cp < 0x80) {
    out.push(cp);
  } else if (cp < 0x800) {
    out.push(0xc0 | (cp >> 6));
    out.push(0x80 | (cp & 0x3f));
  } else if (cp < 0x10000) {
    out.push(0xe0 | (cp >> 12));
    out.push(0x80 | ((cp >> 6) & 0x3f));
    out.push(0x80 | (cp & 0x3f));
  } else {
    out.push(0xf0 | (cp >> 18));
    out.push(0x80 | ((cp >> 12) & 0x3f));
    out.push(0x80 | ((cp >> 6) & 0x3f));
    out.push(0x80 | (cp & 0x3f));
  }
}

const isLow = (u: number): boolean => u >= 0xdc00 && u <= 0xdfff;

/**
 * UTF-8 bytes as a string, or `undefined` if they are not valid UTF-8. A byte order mark is kept.
 *
 * @example
 * ```ts
 * utf8DecodeFatal(new Uint8Array([0xc3, 0xa9])); // 'é'
 * utf8DecodeFatal(new Uint8Array([0xff]));       // undefined
 * ```
 */
export function utf8DecodeFatal(bytes: Uint8Array): string | undefined {
  if (fatalDecoder === undefined) fatalDecoder = newDecoder('utf-8', true);
  if (fatalDecoder !== null && !forceFallback) {
    try {
      return fatalDecoder.decode(bytes);
    } catch {
      return undefined;
    }
  }
  return utf8DecodeByHand(bytes, true);
}

/** Below this many bytes, `utf8DecodeReplace` decodes by hand instead of calling the platform's decoder. */
const BY_HAND_BELOW = 64;

/**
 * UTF-8 bytes as a string, each maximal invalid subpart replaced by U+FFFD. A byte order mark
 * is kept.
 *
 * @example
 * ```ts
 * utf8DecodeReplace(new Uint8Array([0x61, 0xe2, 0x82, 0x62])); // 'a\ufffdb'
 * ```
 */
export function utf8DecodeReplace(bytes: Uint8Array): string {
  // A short run is decoded here: a call into the platform's decoder costs more than decoding
  // BY_HAND_BELOW bytes by hand (measured in docs/performance.md).
  if (bytes.length < BY_HAND_BELOW) return utf8DecodeByHand(bytes, false) as string;
  if (replaceDecoder === undefined) replaceDecoder = newDecoder('utf-8', false);
  if (replaceDecoder !== null && !forceFallback) return replaceDecoder.decode(bytes);
  return utf8DecodeByHand(bytes, false) as string;
}

/**
 * UTF-16 code units as a string, each unit as itself (`String.fromCharCode` semantics) where no
 * unit is a surrogate (`isSurrogate`): the platform's UTF-16LE decoder writes a lone surrogate as
 * U+FFFD, so a caller whose units may hold one makes its string with `fromUnits`.
 */
export function utf16Decode(units: Uint16Array): string {
  if (utf16Decoder === undefined) utf16Decoder = newDecoder('utf-16le', false);
  if (utf16Decoder !== null && !forceFallback) return utf16Decoder.decode(units);
  return fromUnits(units);
}

/**
 * Whether a UTF-16 code unit (or a code point) is a surrogate, high or low (U+D800 to U+DFFF).
 *
 * @example
 * ```ts
 * isSurrogate(0xd83d); // true
 * ```
 */
export function isSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdfff;
}

/** Code units per `String.fromCharCode.apply` (an argument list has a length limit): the package's one chunk size. */
export const CHUNK = 8192;

/** Code units as a string, a chunk at a time (an argument list has a length limit). */
export function fromUnits(units: ArrayLike<number>): string {
  const n = units.length;
  if (n <= CHUNK) return String.fromCharCode.apply(null, units as unknown as number[]);
  const parts: string[] = [];
  // A typed array's chunks are views (`subarray`): copying them to arrays costs more than reading them.
  const typed = ArrayBuffer.isView(units);
  for (let i = 0; i < n; i += CHUNK) {
    const end = Math.min(n, i + CHUNK);
    const piece = typed ? (units as Uint16Array).subarray(i, end) : Array.prototype.slice.call(units, i, end);
    parts.push(String.fromCharCode.apply(null, piece as unknown as number[]));
  }
  return parts.join('');
}

/** Where a UTF-8 decode writes: code units, or a code point (two units past U+FFFF). */
export interface UnitSink {
  pushUnit(u: number): void;
  pushCodePoint(cp: number): void;
}

/** Why a stretch of bytes is not UTF-8, in CPython's words. */
export type Utf8Reason = 'invalid start byte' | 'invalid continuation byte' | 'unexpected end of data';

/**
 * UTF-8 by hand, the one decoder of the package: `bytes[0, n)` into `out`, each maximal invalid
 * subpart `[start, end)` given to `onError` with its reason (CPython's: a byte that cannot start a
 * sequence is `invalid start byte`, one byte; a sequence cut short by a bad byte is `invalid
 * continuation byte`, its valid prefix; a valid prefix cut short by the end is `unexpected end of
 * data`, the rest), which writes what stands for it (U+FFFD, an escape, nothing) or returns false to
 * stop. Returns whether it read to the end. The platform's decoder, fatal or replacing, gives the
 * same text (the WHATWG Encoding Standard's rule is this maximal-subpart rule).
 */
export function utf8DecodeInto(bytes: Uint8Array, n: number, out: UnitSink, onError: (start: number, end: number, reason: Utf8Reason) => boolean): boolean {
  let i = 0;
  outer: while (i < n) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      out.pushUnit(b);
      i++;
      continue;
    }
    if (b < 0xc2 || b > 0xf4) {
      if (!onError(i, i + 1, 'invalid start byte')) return false;
      i++;
      continue;
    }
    const need = b < 0xe0 ? 1 : b < 0xf0 ? 2 : 3;
    // The second byte's range excludes overlongs (E0, F0), surrogates (ED) and > U+10FFFF (F4).
    let lo = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    let hi = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    let cp = b & (need === 1 ? 0x1f : need === 2 ? 0x0f : 0x07);
    let j = i + 1;
    for (let k = 0; k < need; k++, j++) {
      if (j >= n) return onError(i, n, 'unexpected end of data');
      const c = bytes[j] as number;
      if (c < lo || c > hi) {
        if (!onError(i, j, 'invalid continuation byte')) return false;
        i = j;
        continue outer;
      }
      cp = (cp << 6) | (c & 0x3f);
      lo = 0x80;
      hi = 0xbf;
    }
    out.pushCodePoint(cp);
    i = j;
  }
  return true;
}

/** Code units gathered in a plain array (`String.fromCharCode.apply` reads one several times faster than a typed array). */
class UnitArray implements UnitSink {
  readonly units: number[] = [];
  pushUnit(u: number): void {
    this.units.push(u);
  }
  pushCodePoint(cp: number): void {
    if (cp > 0xffff) {
      cp -= 0x10000;
      this.units.push(0xd800 | (cp >> 10), 0xdc00 | (cp & 0x3ff));
    } else this.units.push(cp);
  }
}

/** UTF-8 by hand (`utf8DecodeInto`): with `fatal`, the first error gives `undefined`; else each is U+FFFD. */
function utf8DecodeByHand(bytes: Uint8Array, fatal: boolean): string | undefined {
  const out = new UnitArray();
  const ok = utf8DecodeInto(bytes, bytes.length, out, fatal ? () => false : () => (out.units.push(0xfffd), true));
  return ok ? fromUnits(out.units) : undefined;
}
