/**
 * Python's exception classes, as far as the urllib layer raises them.
 *
 * Each class carries Python's class name in `name` and, where CPython has one, CPython's
 * message text, so a caller (or the oracle tests) can compare `error.name` and `error.message`
 * with what `python3` prints. Where Python raises `TypeError` we throw `ArgumentError` (a
 * JavaScript `TypeError`, from `base/args.ts`) with CPython's message.
 *
 * @module
 */

import { ArgumentError, messageOf } from '../../grammar/index.js';
import { backslashEscape } from './pyrepr.js';

/**
 * Python's `ValueError`: an argument has the right type but an unacceptable value.
 *
 * @example
 * ```ts
 * import { parse_qsl } from './querystring.js';
 * try {
 *   parse_qsl('a=1&b=2', { max_num_fields: 1 });
 * } catch (e) {
 *   e instanceof ValueError; // true
 *   (e as Error).message;    // 'Max number of fields exceeded'
 * }
 * ```
 */
export class ValueError extends Error {
  override name = 'ValueError';
  constructor(message?: string) {
    super(messageOf(message));
  }
}

/**
 * Python's `LookupError`, raised for an unknown encoding (`unknown encoding: foo`) or an
 * unknown error handler (`unknown error handler name 'foo'`).
 *
 * @example
 * ```ts
 * import { encode } from './codec.js';
 * try {
 *   encode('abc', 'foo');
 * } catch (e) {
 *   (e as LookupError).message; // 'unknown encoding: foo'
 * }
 * ```
 */
export class LookupError extends Error {
  override name = 'LookupError';
  constructor(message?: string) {
    super(messageOf(message));
  }
}

/**
 * Python's `UnicodeDecodeError`: bytes that are not valid in the named encoding.
 *
 * `start` and `end` are byte offsets into `object`, `end` exclusive; the message is CPython's,
 * e.g. `'utf-8' codec can't decode byte 0xff in position 0: invalid start byte`.
 *
 * @example
 * ```ts
 * const e = new UnicodeDecodeError('utf-8', new Uint8Array([0xff]), 0, 1, 'invalid start byte');
 * e.message; // "'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"
 * ```
 */
export class UnicodeDecodeError extends ValueError {
  override name = 'UnicodeDecodeError';

  /**
   * @param encoding - the codec's canonical name (`utf-8`, `latin-1`, `ascii`).
   * @param object - the bytes being decoded.
   * @param start - offset of the first offending byte.
   * @param end - offset after the last offending byte.
   * @param reason - CPython's reason, e.g. `invalid continuation byte`.
   */
  constructor(
    readonly encoding: string,
    readonly object: Uint8Array,
    readonly start: number,
    readonly end: number,
    readonly reason: string,
  ) {
    checkCodecError('UnicodeDecodeError', encoding, object, object instanceof Uint8Array, start, end, reason);
    super(
      end === start + 1
        ? `'${encoding}' codec can't decode byte 0x${hex2(object[start] ?? 0)} in position ${start}: ${reason}`
        : `'${encoding}' codec can't decode bytes in position ${start}-${end - 1}: ${reason}`,
    );
  }
}

/**
 * Python's `UnicodeEncodeError`: characters that the named encoding cannot represent.
 *
 * `start` and `end` count Python characters (code points), not UTF-16 code units, so the
 * positions agree with CPython's even after an astral character. The message is CPython's,
 * e.g. `'ascii' codec can't encode character '\xe9' in position 0: ordinal not in range(128)`.
 *
 * @example
 * ```ts
 * const e = new UnicodeEncodeError('ascii', 'é', 0, 1, 'ordinal not in range(128)');
 * e.message; // "'ascii' codec can't encode character '\\xe9' in position 0: ordinal not in range(128)"
 * ```
 */
export class UnicodeEncodeError extends ValueError {
  override name = 'UnicodeEncodeError';

  /**
   * @param encoding - the codec's canonical name (`utf-8`, `latin-1`, `ascii`).
   * @param object - the string being encoded.
   * @param start - code-point index of the first offending character.
   * @param end - code-point index after the last offending character.
   * @param reason - CPython's reason, e.g. `surrogates not allowed`.
   */
  constructor(
    readonly encoding: string,
    readonly object: string,
    readonly start: number,
    readonly end: number,
    readonly reason: string,
  ) {
    checkCodecError('UnicodeEncodeError', encoding, object, typeof object === 'string', start, end, reason);
    super(
      end === start + 1
        ? `'${encoding}' codec can't encode character '${backslashEscape(codePointAtIndex(object, start))}' in position ${start}: ${reason}`
        : `'${encoding}' codec can't encode characters in position ${start}-${end - 1}: ${reason}`,
    );
  }
}

/**
 * The name Python would print for the type of a JavaScript value (`None`, `int`, `str`,
 * `bytes`, `list`...), for TypeError messages that quote it.
 *
 * @example
 * ```ts
 * pyTypeName(null);          // 'None'
 * pyTypeName(3);             // 'int'
 * pyTypeName(new Uint8Array()); // 'bytes'
 * ```
 */
export function pyTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  switch (typeof value) {
    case 'string':
      return 'str';
    case 'number':
      return Number.isInteger(value) ? 'int' : 'float';
    case 'bigint':
      return 'int';
    case 'boolean':
      return 'bool';
    case 'function':
      return 'function';
    default:
      if (value instanceof Uint8Array && ArrayBuffer.isView(value)) return 'bytes';
      if (Array.isArray(value)) return 'list';
      if (value instanceof Map) return 'dict';
      return 'object';
  }
}

/** The arguments of a codec error: CPython's `TypeError` messages for its constructor. */
function checkCodecError(name: string, encoding: unknown, object: unknown, objectOk: boolean, start: unknown, end: unknown, reason: unknown): void {
  if (typeof encoding !== 'string') throw new ArgumentError(`argument 1 must be str, not ${pyTypeName(encoding)}`);
  if (!objectOk) throw new ArgumentError(`argument 2 must be ${name === 'UnicodeDecodeError' ? 'bytes-like object' : 'str'}, not ${pyTypeName(object)}`);
  if (typeof start !== 'number') throw new ArgumentError(`'${pyTypeName(start)}' object cannot be interpreted as an integer`);
  if (typeof end !== 'number') throw new ArgumentError(`'${pyTypeName(end)}' object cannot be interpreted as an integer`);
  if (typeof reason !== 'string') throw new ArgumentError(`argument 5 must be str, not ${pyTypeName(reason)}`);
}

function hex2(n: number): string {
  return n.toString(16).padStart(2, '0');
}

/** The code point at code-point index `index` of `s` (a lone surrogate counts as one). */
function codePointAtIndex(s: string, index: number): number {
  let cp = 0;
  for (let i = 0, k = 0; i < s.length; k++) {
    cp = s.codePointAt(i) ?? 0;
    if (k === index) return cp;
    i += cp > 0xffff ? 2 : 1;
  }
  return cp;
}

