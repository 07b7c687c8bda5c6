import { describe, expect, it } from 'vitest';
import { disagreements as against, loadFixture, py as decodeValue, type Case, type Json } from './oracle/fixture.js';
import { ValueError } from '../src/urllib/errors.js';
import { pyRepr, pyStr } from '../src/urllib/pyrepr.js';
import { parse_qs, parse_qsl, urlencode, type QuoteVia } from '../src/urllib/querystring.js';
import { quote, quote_plus } from '../src/urllib/quoting.js';

/** The custom quote_via of test/oracle/gen_quoting.py. */
const bracket: QuoteVia = (s, o) => '<' + quote(s, o) + '>';
const QUOTE_VIA: Record<string, QuoteVia> = { quote, quote_plus, bracket };

// The CPython oracle (test/oracle/gen_quoting.py), read through test/oracle/fixture.ts.
const fixture = loadFixture('quoting');
const py = (v: Json): unknown => decodeValue(v, QUOTE_VIA);
const disagreements = (fns: Record<string, (c: Case) => unknown>, diverges: (c: Case) => string | null, expected?: (c: Case, value: unknown) => unknown) =>
  against(fixture, fns, diverges, { expected, values: QUOTE_VIA });

// ---------------------------------------------------------------------------------------------

/** Intended differences from CPython: one line each, with the reason. None so far. */
const divergence = (_c: Case): string | null => null;

const opts = (c: Case): Record<string, unknown> =>
  Object.fromEntries(Object.entries(c.kwargs).map(([k, v]) => [k, py(v)]));
const arg = (c: Case): never => py(c.args[0] as Json) as never;

const latin1 = (b: Uint8Array): string => String.fromCharCode(...b);
const isIndexKey = (k: string): boolean => /^(0|[1-9][0-9]*)$/.test(k) && Number(k) < 2 ** 32 - 1;

/** A JavaScript object's key order: integer-like keys first, ascending, then insertion order. */
function jsKeyOrder<T>(entries: Array<[string, T]>): Array<[string, T]> {
  const index = entries.filter(([k]) => isIndexKey(k)).sort(([a], [b]) => Number(a) - Number(b));
  return [...index, ...entries.filter(([k]) => !isIndexKey(k))];
}

/** parse_qs results as comparable entries: CPython's dict (bytes keys as ASCII text), our object. */
function parseQsExpected(c: Case, value: unknown): unknown {
  if (c.fn !== 'parse_qs' || !(value instanceof Map)) return value;
  const entries = [...value.entries()].map(([k, v]): [string, unknown] => [k instanceof Uint8Array ? latin1(k) : (k as string), v]);
  return jsKeyOrder(entries);
}

function runParseQs(c: Case): unknown {
  const result = parse_qs(arg(c), opts(c)) as Record<string, unknown>;
  expect(Object.getPrototypeOf(result)).toBe(null);
  return Object.keys(result).map((k) => [k, result[k]]);
}

/** urlencode with the fixture's mapping as a Map and, when its keys allow, as a plain object. */
function runUrlencode(c: Case): unknown {
  const query = arg(c) as unknown;
  const result = urlencode(query as never, opts(c));
  if (query instanceof Map && [...query.keys()].every((k) => typeof k === 'string' && !isIndexKey(k))) {
    const asObject = urlencode(Object.fromEntries(query), opts(c));
    if (asObject !== result) return `plain object gave ${asObject}, Map gave ${result}`;
  }
  return result;
}

describe('CPython oracle: query strings', () => {
  const fns: Record<string, (c: Case) => unknown> = {
    parse_qsl: (c) => parse_qsl(arg(c), opts(c)),
    parse_qs: runParseQs,
    urlencode: runUrlencode,
  };
  for (const name of Object.keys(fns)) {
    it(`${name} agrees with CPython on every recorded case`, () => {
      expect(fixture.cases.filter((c) => c.fn === name).length).toBeGreaterThan(100);
      expect(disagreements({ [name]: fns[name]! }, divergence, parseQsExpected)).toEqual([]);
    });
  }
});

describe('parse_qs', () => {
  it('treats __proto__ and constructor as ordinary keys', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const result = parse_qs('__proto__=1&constructor=2&__proto__=3&toString=4');
    expect(Object.getPrototypeOf(result)).toBe(null);
    expect(Object.keys(result)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(result['__proto__']).toEqual(['1', '3']);
    expect(result['constructor']).toEqual(['2']);
    expect(result['toString']).toEqual(['4']);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>)['constructor']).toBe(Object);
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, '1')).toBe(false);
  });

  it('returns byte values under ASCII keys for bytes input', () => {
    const result = parse_qs(new TextEncoder().encode('a=1&b=x+y&a=%41'));
    expect(Object.keys(result)).toEqual(['a', 'b']);
    expect(result['a']).toEqual([new Uint8Array([0x31]), new Uint8Array([0x41])]);
    expect(result['b']).toEqual([new TextEncoder().encode('x y')]);
  });

  it('keeps blank values, splits on the given separator, and parses strictly on request', () => {
    expect(parse_qsl('a=&b', { keep_blank_values: true })).toEqual([['a', ''], ['b', '']]);
    expect(parse_qsl('a=1;b=2')).toEqual([['a', '1;b=2']]);
    expect(parse_qsl('a=1;b=2', { separator: ';' })).toEqual([['a', '1'], ['b', '2']]);
    expect(() => parse_qsl('a=1&b', { strict_parsing: true })).toThrow(new ValueError("bad query field: 'b'"));
    expect(() => parse_qsl("it's", { strict_parsing: true })).toThrow(`bad query field: "it's"`);
  });

  it('refuses a million fields at once when max_num_fields is exceeded', () => {
    const huge = 'a=1&'.repeat(1_000_000) + 'b=2';
    expect(() => parse_qs(huge, { max_num_fields: 10 })).toThrow(ValueError);
    expect(() => parse_qsl(huge, { max_num_fields: 999_999 })).toThrow('Max number of fields exceeded');
    expect(parse_qsl(huge, { max_num_fields: 1_000_001 })).toHaveLength(1_000_001);
    // Rejection counts separators only, far cheaper than parsing the fields: `npm run bench -- --ratios`.
  });
});

describe('urlencode', () => {
  it('follows the documented behaviour', () => {
    expect(urlencode({ a: 'x y', b: 'é' })).toBe('a=x+y&b=%C3%A9');
    expect(urlencode([['a', [1, 2]]], { doseq: true })).toBe('a=1&a=2');
    expect(urlencode([['a', [1, 2]]])).toBe('a=%5B1%2C+2%5D');
    expect(urlencode(new Map([['p', '/x y']]), { quote_via: quote })).toBe('p=%2Fx%20y');
    expect(urlencode(new Map([['p', '/x y']]), { quote_via: quote, safe: '/' })).toBe('p=/x%20y');
    expect(urlencode({ n: 3, big: 1e21, f: 0.1, t: true, z: null, u: undefined, b: 2n ** 70n })).toBe(
      'n=3&big=1e%2B21&f=0.1&t=True&z=None&u=None&b=1180591620717411303424',
    );
    expect(urlencode({ b: new Uint8Array([0xff, 0x20]) })).toBe('b=%FF+');
  });

  it('rejects what CPython rejects', () => {
    expect(() => urlencode('abc' as never)).toThrow(TypeError);
    expect(() => urlencode([['a', 'b', 'c']] as never)).toThrow(new ValueError('too many values to unpack (expected 2)'));
    expect(urlencode('' as never)).toBe('');
  });
});

describe('Python str() and repr()', () => {
  it('prints numbers as Python does', () => {
    expect(pyStr(-0)).toBe('0');
    expect(pyStr(2 ** 53 - 1)).toBe('9007199254740991');
    expect(pyStr(2 ** 64)).toBe('1.8446744073709552e+19');
    expect(pyStr(1e16)).toBe('1e+16');
    expect(pyStr(1e-7)).toBe('1e-07');
    expect(pyStr(0.0001)).toBe('0.0001');
    expect(pyStr(-1.5e300)).toBe('-1.5e+300');
    expect(pyStr(123.456)).toBe('123.456');
    expect(pyStr(NaN)).toBe('nan');
    expect(pyStr(-Infinity)).toBe('-inf');
    expect(pyStr(10n ** 30n)).toBe('1' + '0'.repeat(30));
  });

  it('quotes strings as Python repr does', () => {
    expect(pyRepr('a')).toBe("'a'");
    expect(pyRepr("'")).toBe(`"'"`);
    expect(pyRepr(`'"`)).toBe(`'\\'"'`);
    expect(pyRepr('\x00\u0085\u00a0é\ud800😀\u200b')).toBe("'\\x00\\x85\\xa0é\\ud800😀\\u200b'");
  });
});
