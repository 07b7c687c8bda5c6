/**
 * Python's `str()` and `repr()` for the values `urlencode` accepts, and for error messages
 * (`pyRepr` of a string, `pyBytesRepr` of bytes, `pyStr` of a query value).
 *
 * @module
 */

import { ArgumentError, isBytes, ownItem, typeName } from '../../grammar/index.js';

/** Python's printable test: not a control, format, surrogate, private-use, unassigned or separator character (space excepted). */
const NOT_PRINTABLE = /^[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]$/u;

const hexN = (n: number, width: number): string => n.toString(16).padStart(width, '0');

/**
 * Python's backslash spelling of a code point (or byte): `\xNN`, `\uNNNN` or `\UNNNNNNNN`, lower
 * case hex, as `repr()`, the `backslashreplace` error handler and codec error messages write it.
 *
 * @example
 * ```ts
 * backslashEscape(0xe9); // '\\xe9'
 * ```
 */
export function backslashEscape(cp: number): string {
  if (cp <= 0xff) return `\\x${hexN(cp, 2)}`;
  if (cp <= 0xffff) return `\\u${hexN(cp, 4)}`;
  return `\\U${hexN(cp, 8)}`;
}

/**
 * Python's `repr()` of a string: quoted with `'` (or `"` if the text has `'` but no `"`),
 * with backslash escapes for the quote, `\`, `\t`, `\n`, `\r`, control characters and
 * non-printable characters (lone surrogates included).
 *
 * @example
 * ```ts
 * pyRepr("a'b");   // `"a'b"`
 * pyRepr('é\n');   // `'é\\n'`
 * pyRepr('\ud800'); // `'\\ud800'`
 * ```
 */
export function pyRepr(s: string): string {
  const q = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = q;
  for (const ch of s) {
    const cp = ch.codePointAt(0) as number;
    if (ch === q || ch === '\\') out += '\\' + ch;
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (cp < 0x20 || cp === 0x7f) out += backslashEscape(cp);
    else if (cp < 0x7f || !NOT_PRINTABLE.test(ch)) out += ch;
    else out += backslashEscape(cp);
  }
  return out + q;
}

/**
 * Python's `repr()` of bytes: `b'...'`.
 *
 * @example
 * ```ts
 * pyBytesRepr(new Uint8Array([0x61, 0x0a, 0xff])); // "b'a\\n\\xff'"
 * ```
 */
export function pyBytesRepr(b: Uint8Array): string {
  const hasSingle = b.includes(0x27);
  const q = hasSingle && !b.includes(0x22) ? '"' : "'";
  let out = 'b' + q;
  for (const c of b) {
    const ch = String.fromCharCode(c);
    if (ch === q || ch === '\\') out += '\\' + ch;
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (c < 0x20 || c >= 0x7f) out += backslashEscape(c);
    else out += ch;
  }
  return out + q;
}

/** Python's `repr()` of a float from JavaScript's shortest round-trip digits. */
function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  const [mantissa, exp] = Math.abs(x).toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const decpt = Number(exp) + 1; // value = 0.<digits> * 10**decpt
  if (decpt <= -4 || decpt > 16) {
    const e = decpt - 1;
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  }
  if (decpt <= 0) return `${sign}0.${'0'.repeat(-decpt)}${digits}`;
  if (decpt >= digits.length) return `${sign}${digits}${'0'.repeat(decpt - digits.length)}.0`;
  return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
}

function pyReprValue(value: unknown, seen: Set<unknown>): string {
  if (typeof value === 'string') return pyRepr(value);
  if (isBytes(value)) return pyBytesRepr(value);
  return pyStrIn(value, seen);
}

/**
 * Python's `str()` of the JavaScript values `urlencode` (`query.ts`) accepts; see there for the
 * mapping (safe integers print as Python ints, other numbers as Python floats, arrays as
 * Python lists).
 *
 * @example
 * ```ts
 * pyStr(3);            // '3'
 * pyStr(0.00001);      // '1e-05'
 * pyStr(true);         // 'True'
 * pyStr(['a', 1, null]); // "['a', 1, None]"
 * ```
 */
export function pyStr(value: unknown): string {
  return pyStrIn(value, new Set());
}

/** {@link pyStr}, inside the arrays `seen` (a list that holds itself prints as Python's `[...]`). */
function pyStrIn(value: unknown, seen: Set<unknown>): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Number.isSafeInteger(value) ? String(value === 0 ? 0 : value) : pyFloatRepr(value);
    case 'bigint':
      return value.toString();
    case 'boolean':
      return value ? 'True' : 'False';
    case 'undefined':
      return 'None';
    default:
      if (value === null) return 'None';
      if (isBytes(value)) return pyBytesRepr(value);
      if (Array.isArray(value)) {
        if (seen.has(value)) return '[...]';
        seen.add(value);
        // By own index: a hole is undefined (None), whatever Array.prototype holds.
        const items: string[] = [];
        for (let i = 0; i < value.length; i++) items.push(pyReprValue(ownItem(value as unknown[], i), seen));
        seen.delete(value);
        return '[' + items.join(', ') + ']';
      }
      return stringOf(value);
  }
}

/** `String(value)`, where a value with no string conversion is an ArgumentError, not a bare TypeError. */
function stringOf(value: unknown): string {
  try {
    return String(value);
  } catch (e) {
    // String() throws TypeError for an object without a usable toString/valueOf (a
    // null-prototype object); an error the value's own toString throws passes through.
    if (e instanceof TypeError && e.constructor === TypeError) throw new ArgumentError(`cannot convert ${typeName(value)} to str`);
    throw e;
  }
}
