/**
 * The three codecs the urllib layer needs, with Python's names, aliases, error handlers and
 * error messages: `utf-8`, `latin-1` (ISO-8859-1: byte n is U+00nn) and `ascii`.
 *
 * Strings are JavaScript strings; a lone surrogate is one character, as it is in Python, and a
 * well-formed surrogate pair is one (astral) character. Error positions count characters in
 * that sense, so they agree with CPython's.
 *
 * Error handlers (`errors`): `strict`, `replace`, `ignore`, `backslashreplace`,
 * `surrogateescape` both ways, and `xmlcharrefreplace` for encoding. As in CPython, the
 * handler name is only looked up when an error actually occurs. Other codecs, and the handlers
 * `surrogatepass` and `namereplace`, are not supported (LookupError): the divergences from
 * CPython are listed in docs/urllib.md ("Codecs") and test/oracle/known-divergences' header.
 *
 * No Node-only API is used, and no global is needed: UTF-8 and UTF-16LE go through
 * base/utf.ts, which uses the platform's `TextEncoder`/`TextDecoder` where they exist
 * and its own codecs elsewhere (the WHATWG `latin1` label is windows-1252, so latin-1 is written
 * by hand here). Error positions never come from the platform: on an error, {@link decode} and
 * {@link decodeInto} decode again by hand, error by error.
 *
 * @module
 */

import { ArgumentError, isBytes } from '../../grammar/index.js';
import { LookupError, UnicodeDecodeError, UnicodeEncodeError, pyTypeName } from './errors.js';
import { backslashEscape } from './pyrepr.js';
import { CHUNK, fromUnits, isSurrogate, utf16Decode, utf8DecodeFatal, utf8DecodeInto, utf8Encode, utf8EncodeCodePoint } from '../../base/utf.js';

/**
 * The canonical (CPython) names of the supported codecs, as {@link lookup} returns them.
 *
 * @example
 * ```ts
 * const name: CodecName = lookup('LATIN1'); // 'latin-1'
 * ```
 */
export type CodecName = 'utf-8' | 'latin-1' | 'ascii';

/** The codec modules' own names: found only when the normalised name has no `.`. */
const MODULES: ReadonlyMap<string, CodecName> = new Map<string, CodecName>([
  ['utf_8', 'utf-8'],
  ['latin_1', 'latin-1'],
  ['ascii', 'ascii'],
]);

/** Aliases as `encodings.aliases` lists them (already normalised). */
const ALIASES: ReadonlyMap<string, CodecName> = new Map<string, CodecName>([
  ...(['cp65001', 'u8', 'utf', 'utf8', 'utf8_ucs2', 'utf8_ucs4'] as const).map(
    (a) => [a, 'utf-8'] as const,
  ),
  ...(
    [
      '8859', 'cp819', 'csisolatin1', 'ibm819', 'iso8859', 'iso8859_1', 'iso_8859_1',
      'iso_8859_1_1987', 'iso_ir_100', 'l1', 'latin', 'latin1',
    ] as const
  ).map((a) => [a, 'latin-1'] as const),
  ...(
    [
      '646', 'ansi_x3.4_1968', 'ansi_x3.4_1986', 'ansi_x3_4_1968', 'cp367', 'csascii',
      'ibm367', 'iso646_us', 'iso_646.irv_1991', 'iso_ir_6', 'us', 'us_ascii',
    ] as const
  ).map((a) => [a, 'ascii'] as const),
]);

/**
 * Python's encoding-name normalisation: ASCII letters lowercased, ASCII letters, digits and
 * `.` kept, every other run of characters collapsed to one `_` (dropped at either end).
 */
function normalizeEncodingName(name: string): string {
  let out = '';
  let punct = false;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const isAlnum = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
    if (isAlnum || c === 0x2e) {
      if (punct && out !== '') out += '_';
      out += c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 0x20) : name[i];
      punct = false;
    } else {
      punct = true;
    }
  }
  return out;
}

/**
 * Resolve an encoding name as Python's codec registry does, to one of the supported codecs.
 *
 * @throws LookupError `unknown encoding: <name>` for anything else (including encodings
 *   Python knows but this library does not implement, such as `utf-16`).
 * @throws TypeError if `encoding` is not a string.
 *
 * @example
 * ```ts
 * lookup('UTF8');        // 'utf-8'
 * lookup(' ISO-8859-1'); // 'latin-1'
 * lookup('us-ascii');    // 'ascii'
 * lookup('foo');         // throws LookupError('unknown encoding: foo')
 * ```
 */
export function lookup(encoding: string): CodecName {
  if (typeof encoding !== 'string') {
    throw new ArgumentError(`lookup() argument must be str, not ${pyTypeName(encoding)}`);
  }
  if (encoding === lastLookup.name) return lastLookup.codec;
  const norm = normalizeEncodingName(encoding);
  // As `encodings.search_function`: the alias, else the alias with `.` read as `_`, else the
  // module of that name (a name containing `.` is never a module).
  const codec = ALIASES.get(norm) ?? ALIASES.get(norm.replaceAll('.', '_')) ?? MODULES.get(norm);
  if (codec === undefined) throw new LookupError(`unknown encoding: ${encoding}`);
  lastLookup = { name: encoding, codec };
  return codec;
}

/** The last successful lookup: callers tend to repeat one name many times. */
let lastLookup: { name: string; codec: CodecName } = { name: 'utf-8', codec: 'utf-8' };

// ---------------------------------------------------------------------------------------------
// Builders: linear-time accumulation of bytes and of UTF-16 code units.

/** A growable byte buffer. */
class ByteSink {
  private buf: Uint8Array;
  length = 0;

  constructor(capacity: number) {
    this.buf = new Uint8Array(Math.max(16, capacity));
  }

  push(b: number): void {
    if (this.length === this.buf.length) this.grow(1);
    this.buf[this.length++] = b;
  }

  /** Append an ASCII-only string. */
  pushAscii(s: string): void {
    if (this.length + s.length > this.buf.length) this.grow(s.length);
    for (let i = 0; i < s.length; i++) this.buf[this.length++] = s.charCodeAt(i);
  }

  private grow(extra: number): void {
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + extra));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }

  result(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

/**
 * A string builder that batches code units, so building a long string stays linear. The buffer
 * starts at the expected size (up to one chunk), so that a short string costs a short buffer.
 * Code units go through `String.fromCharCode`, which keeps lone surrogates as they are.
 */
export class StringSink {
  private readonly parts: string[] = [];
  private buf: Uint16Array;
  private n = 0;

  /** @param capacity - the expected number of code units. */
  constructor(capacity: number = CHUNK) {
    this.buf = new Uint16Array(Math.min(CHUNK, Math.max(16, capacity)));
  }

  pushUnit(u: number): void {
    if (this.n === this.buf.length) this.spill();
    this.buf[this.n++] = u;
  }

  /** The buffer is full: grow it up to a chunk, then move whole chunks out as strings. */
  private spill(): void {
    if (this.buf.length < CHUNK) {
      const next = new Uint16Array(Math.min(CHUNK, this.buf.length * 4));
      next.set(this.buf);
      this.buf = next;
    } else {
      this.flush();
    }
  }

  pushCodePoint(cp: number): void {
    if (cp > 0xffff) {
      cp -= 0x10000;
      this.pushUnit(0xd800 | (cp >> 10));
      this.pushUnit(0xdc00 | (cp & 0x3ff));
    } else {
      this.pushUnit(cp);
    }
  }

  pushString(s: string): void {
    this.flush();
    this.parts.push(s);
  }

  private flush(): void {
    if (this.n === 0) return;
    this.parts.push(fromUnits(this.buf.subarray(0, this.n)));
    this.n = 0;
  }

  result(): string {
    if (this.parts.length === 0) return fromUnits(this.buf.subarray(0, this.n));
    this.flush();
    return this.parts.join('');
  }
}

/**
 * Bytes as latin-1 text: byte n is U+00nn. Short inputs go through `String.fromCharCode`;
 * long ones are widened to UTF-16 code units and decoded natively.
 */
function latin1Text(bytes: Uint8Array): string {
  if (bytes.length <= 256) return fromUnits(bytes);
  return utf16Decode(new Uint16Array(bytes));
}

// ---------------------------------------------------------------------------------------------
// Encoding

/** True if `s` has a surrogate code unit that is not part of a well-formed pair. */
function hasLoneSurrogate(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const u = s.charCodeAt(i);
    if (u < 0xd800 || u > 0xdfff) continue;
    if (u <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
    }
    return true;
  }
  return false;
}

/** Can `codec` represent code point `cp`? */
function encodable(codec: CodecName, cp: number): boolean {
  switch (codec) {
    case 'utf-8':
      return !isSurrogate(cp);
    case 'latin-1':
      return cp < 0x100;
    case 'ascii':
      return cp < 0x80;
  }
}

function writeCodePoint(codec: CodecName, cp: number, out: ByteSink): void {
  if (codec !== 'utf-8') out.push(cp);
  else utf8EncodeCodePoint(cp, out);
}

function encodeReason(codec: CodecName): string {
  switch (codec) {
    case 'utf-8':
      return 'surrogates not allowed';
    case 'latin-1':
      return 'ordinal not in range(256)';
    case 'ascii':
      return 'ordinal not in range(128)';
  }
}

/**
 * Encode a string to bytes, as Python's `str.encode(encoding, errors)`.
 *
 * @param string - the text; a lone surrogate is one character that UTF-8 cannot encode.
 * @param encoding - any name {@link lookup} accepts; default `utf-8`.
 * @param errors - `strict` (default), `replace` (`?`), `ignore`, `xmlcharrefreplace`
 *   (`&#233;`), `backslashreplace` (`\xe9`) or `surrogateescape` (U+DC80..U+DCFF to a byte).
 * @throws UnicodeEncodeError with CPython's message when a character cannot be encoded and
 *   `errors` is `strict` (or `surrogateescape` cannot handle it).
 * @throws LookupError for an unknown encoding, or an unknown handler once one is needed.
 *
 * @example
 * ```ts
 * encode('é');                        // Uint8Array [0xc3, 0xa9]
 * encode('é', 'latin-1');             // Uint8Array [0xe9]
 * encode('é', 'ascii', 'xmlcharrefreplace'); // Uint8Array [0x26, 0x23, 0x32, 0x33, 0x33, 0x3b] ('&#233;')
 * encode('\ud800');                   // throws UnicodeEncodeError:
 * // 'utf-8' codec can't encode character '\ud800' in position 0: surrogates not allowed
 * ```
 */
export function encode(string: string, encoding: string = 'utf-8', errors: string = 'strict'): Uint8Array {
  if (typeof string !== 'string') {
    throw new ArgumentError(`descriptor 'encode' for 'str' objects doesn't apply to a '${pyTypeName(string)}' object`);
  }
  if (typeof encoding !== 'string') {
    throw new ArgumentError(`encode() argument 'encoding' must be str, not ${pyTypeName(encoding)}`);
  }
  if (typeof errors !== 'string') {
    throw new ArgumentError(`encode() argument 'errors' must be str, not ${pyTypeName(errors)}`);
  }
  const codec = lookup(encoding);
  if (codec === 'utf-8' && !hasLoneSurrogate(string)) return utf8Encode(string);

  const out = new ByteSink(codec === 'utf-8' ? string.length * 3 : string.length);
  let cpIndex = 0;
  for (let i = 0; i < string.length; ) {
    const cp = string.codePointAt(i) as number;
    if (encodable(codec, cp)) {
      writeCodePoint(codec, cp, out);
      i += cp > 0xffff ? 2 : 1;
      cpIndex++;
      continue;
    }
    // CPython hands the whole run of unencodable characters to the error handler at once.
    const run: number[] = [];
    const runStart = cpIndex;
    while (i < string.length) {
      const c = string.codePointAt(i) as number;
      if (encodable(codec, c)) break;
      run.push(c);
      i += c > 0xffff ? 2 : 1;
      cpIndex++;
    }
    handleEncodeError(codec, errors, string, run, runStart, out);
  }
  return out.result();
}

function handleEncodeError(
  codec: CodecName,
  errors: string,
  string: string,
  run: readonly number[],
  start: number,
  out: ByteSink,
): void {
  const end = start + run.length;
  switch (errors) {
    case 'strict':
      throw new UnicodeEncodeError(codec, string, start, end, encodeReason(codec));
    case 'ignore':
      return;
    case 'replace':
      for (let k = 0; k < run.length; k++) out.push(0x3f);
      return;
    case 'xmlcharrefreplace':
      for (const cp of run) out.pushAscii(`&#${cp};`);
      return;
    case 'backslashreplace':
      for (const cp of run) out.pushAscii(backslashEscape(cp));
      return;
    case 'surrogateescape':
      for (let k = 0; k < run.length; k++) {
        const cp = run[k] as number;
        if (cp < 0xdc80 || cp > 0xdcff) {
          // CPython re-raises from the first character it cannot escape to the run's end.
          throw new UnicodeEncodeError(codec, string, start + k, end, encodeReason(codec));
        }
        out.push(cp - 0xdc00);
      }
      return;
    default:
      throw new LookupError(`unknown error handler name '${errors}'`);
  }
}

// ---------------------------------------------------------------------------------------------
// Decoding

/**
 * Decode bytes to a string, as Python's `bytes.decode(encoding, errors)`.
 *
 * UTF-8 errors are reported per maximal invalid subpart, exactly as CPython does: with
 * `replace`, `b'\xe2\x82'` gives one U+FFFD and `b'\xed\xa0\x80'` (a UTF-8-encoded surrogate)
 * gives three. A byte order mark is kept, as in Python's `utf-8` codec.
 *
 * @param bytes - the data.
 * @param encoding - any name {@link lookup} accepts; default `utf-8`.
 * @param errors - `strict` (default), `replace` (U+FFFD), `ignore`, `backslashreplace`
 *   (`\xff`) or `surrogateescape` (byte to U+DC80..U+DCFF).
 * @throws UnicodeDecodeError with CPython's message when `errors` is `strict`.
 * @throws LookupError for an unknown encoding, or an unknown handler once one is needed.
 * @throws TypeError for `xmlcharrefreplace`, which cannot handle decoding errors.
 *
 * @example
 * ```ts
 * decode(new Uint8Array([0xc3, 0xa9]));            // 'é'
 * decode(new Uint8Array([0xe9]), 'latin-1');       // 'é'
 * decode(new Uint8Array([0xe9]), 'utf-8', 'replace'); // '\ufffd'
 * decode(new Uint8Array([0xff]));                  // throws UnicodeDecodeError:
 * // 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte
 * ```
 */
export function decode(bytes: Uint8Array, encoding: string = 'utf-8', errors: string = 'strict'): string {
  if (!(isBytes(bytes))) {
    throw new ArgumentError(`descriptor 'decode' for 'bytes' objects doesn't apply to a '${pyTypeName(bytes)}' object`);
  }
  if (typeof encoding !== 'string') {
    throw new ArgumentError(`decode() argument 'encoding' must be str, not ${pyTypeName(encoding)}`);
  }
  if (typeof errors !== 'string') {
    throw new ArgumentError(`decode() argument 'errors' must be str, not ${pyTypeName(errors)}`);
  }
  if (bytes.length === 0) return ''; // CPython decodes b'' without looking the codec up
  const codec = lookup(encoding);
  switch (codec) {
    case 'latin-1':
      return latin1Text(bytes);
    case 'ascii': {
      let firstBad = 0;
      while (firstBad < bytes.length && (bytes[firstBad] as number) < 0x80) firstBad++;
      if (firstBad === bytes.length) return latin1Text(bytes);
      break;
    }
    case 'utf-8': {
      const text = utf8DecodeFatal(bytes);
      if (text !== undefined) return text;
      break;
    }
  }
  // An error to handle: code unit by code unit.
  const out = new StringSink(bytes.length);
  if (codec === 'utf-8') decodeUtf8(bytes, bytes.length, errors, out);
  else decodeInto(codec, bytes, bytes.length, errors, out);
  return out.result();
}

/**
 * Decode `bytes[0, length)` as {@link decode} does, appending to `out`: the building block for
 * callers that decode many short pieces into one string (`unquote` decodes each ASCII run of
 * its input on its own). `bytes` may be a scratch buffer longer than `length`: an error reports
 * a copy of the decoded part only.
 */
export function decodeInto(codec: CodecName, bytes: Uint8Array, length: number, errors: string, out: StringSink): void {
  switch (codec) {
    case 'latin-1':
      for (let i = 0; i < length; i++) out.pushUnit(bytes[i] as number);
      return;
    case 'ascii':
      for (let i = 0; i < length; i++) {
        const b = bytes[i] as number;
        if (b < 0x80) out.pushUnit(b);
        else handleDecodeError('ascii', errors, bytes, length, i, i + 1, 'ordinal not in range(128)', out);
      }
      return;
    case 'utf-8':
      if (length >= NATIVE_UTF8_MIN) {
        // Long input: the native decoder is faster, and most data is valid; if invalid, it is
        // decoded by hand below, error by error.
        const text = utf8DecodeFatal(bytes.subarray(0, length));
        if (text !== undefined) {
          out.pushString(text);
          return;
        }
      }
      decodeUtf8(bytes, length, errors, out);
  }
}

/** From this many bytes on, {@link decodeInto} tries the native UTF-8 decoder first. */
const NATIVE_UTF8_MIN = 256;

/** UTF-8 (the package's one decoder, `utf8DecodeInto`), each invalid subpart to CPython's error handler. */
function decodeUtf8(bytes: Uint8Array, n: number, errors: string, out: StringSink): void {
  utf8DecodeInto(bytes, n, out, (start, end, reason) => {
    handleDecodeError('utf-8', errors, bytes, n, start, end, reason, out);
    return true;
  });
}

/** `bytes[0, length)` is the data being decoded (`bytes` itself may be longer). */
function handleDecodeError(
  codec: CodecName,
  errors: string,
  bytes: Uint8Array,
  length: number,
  start: number,
  end: number,
  reason: string,
  out: StringSink,
): void {
  switch (errors) {
    case 'strict':
      throw new UnicodeDecodeError(codec, bytes.slice(0, length), start, end, reason);
    case 'ignore':
      return;
    case 'replace':
      out.pushUnit(0xfffd);
      return;
    case 'backslashreplace':
      for (let k = start; k < end; k++) out.pushString(backslashEscape(bytes[k] as number));
      return;
    case 'surrogateescape':
      for (let k = start; k < end; k++) {
        const b = bytes[k] as number;
        if (b < 0x80) throw new UnicodeDecodeError(codec, bytes.slice(0, length), start, end, reason);
        out.pushUnit(0xdc00 + b);
      }
      return;
    case 'xmlcharrefreplace':
      throw new ArgumentError("don't know how to handle UnicodeDecodeError in error callback");
    default:
      throw new LookupError(`unknown error handler name '${errors}'`);
  }
}
