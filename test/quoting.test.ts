import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sized } from './support/scale.js';
import { disagreements as against, loadFixture, py as decodeValue, type Case, type Json } from './oracle/fixture.js';
import { LookupError, UnicodeEncodeError } from '../src/urllib/errors.js';
import {
  quote,
  quote_from_bytes,
  quote_plus,
  unquote,
  unquote_plus,
  unquote_to_bytes,
} from '../src/urllib/quoting.js';

// The CPython oracle (test/oracle/gen_quoting.py), read through test/oracle/fixture.ts.
const fixture = loadFixture('quoting');
const py = (v: Json): unknown => decodeValue(v);
const disagreements = (fns: Record<string, (c: Case) => unknown>, diverges: (c: Case) => string | null) => against(fixture, fns, diverges);

// ---------------------------------------------------------------------------------------------

/** Intended differences from CPython: one line each, with the reason. */
function divergence(c: Case): string | null {
  const input = c.args[0];
  const empty = input === '' || (typeof input === 'object' && input !== null && 'bytes' in input && (input.bytes as number[]).length === 0);
  if (c.kwargs.encoding === 'utf-16' && !empty) {
    // docs/urllib.md, "Codecs", and the header of test/oracle/known-divergences
    return 'only utf-8, latin-1 and ascii are implemented: utf-16 (any other codec, and the handlers surrogatepass and namereplace) is a LookupError';
  }
  return null;
}

const opts = (c: Case): Record<string, unknown> =>
  Object.fromEntries(Object.entries(c.kwargs).map(([k, v]) => [k, py(v)]));
const arg = (c: Case): never => py(c.args[0] as Json) as never;

describe('CPython oracle: quoting', () => {
  it(`records the Python version (${fixture.python.split(' ')[0]}) and enough cases`, () => {
    expect(fixture.python).toMatch(/^3\.\d+/);
    expect(fixture.cases.length).toBeGreaterThan(800);
  });

  const fns: Record<string, (c: Case) => unknown> = {
    quote: (c) => quote(arg(c), opts(c)),
    quote_plus: (c) => quote_plus(arg(c), opts(c)),
    quote_from_bytes: (c) => quote_from_bytes(arg(c), opts(c)),
    unquote: (c) => unquote(arg(c), opts(c)),
    unquote_plus: (c) => unquote_plus(arg(c), opts(c)),
    unquote_to_bytes: (c) => unquote_to_bytes(arg(c)),
  };
  for (const name of Object.keys(fns)) {
    it(`${name} agrees with CPython on every recorded case`, () => {
      const n = fixture.cases.filter((c) => c.fn === name).length;
      expect(n).toBeGreaterThan(10);
      expect(disagreements({ [name]: fns[name]! }, divergence)).toEqual([]);
    });
  }
});

// ---------------------------------------------------------------------------------------------

describe('quote', () => {
  it('follows the documented examples', () => {
    expect(quote('/El Niño/')).toBe('/El%20Ni%C3%B1o/');
    expect(quote_plus('/El Niño/')).toBe('%2FEl+Ni%C3%B1o%2F');
    expect(quote_from_bytes(new Uint8Array([0x61, 0x26, 0xef]))).toBe('a%26%EF');
    expect(unquote('/El%20Ni%C3%B1o/')).toBe('/El Niño/');
    expect(unquote_plus('/El+Ni%C3%B1o/')).toBe('/El Niño/');
    expect(unquote_to_bytes('a%26%EF')).toEqual(new Uint8Array([0x61, 0x26, 0xef]));
  });

  it('raises UnicodeEncodeError for a lone surrogate', () => {
    expect(() => quote('ab\ud800')).toThrow(UnicodeEncodeError);
    expect(() => quote('ab\ud800')).toThrow(
      "'utf-8' codec can't encode character '\\ud800' in position 2: surrogates not allowed",
    );
    // positions count code points: the astral character before it is one
    expect(() => quote_plus('😀\udfff')).toThrow('in position 1: surrogates not allowed');
    expect(quote('a\ud800', { errors: 'replace' })).toBe('a%3F');
  });

  it('rejects encoding and errors for bytes, and unknown encodings for text', () => {
    expect(() => quote(new Uint8Array([1]), { encoding: 'utf-8' })).toThrow(TypeError);
    expect(() => quote('x', { encoding: 'utf-16' })).toThrow(LookupError);
    expect(quote('', { encoding: 'bogus' })).toBe('');
  });

  it('does not let latin-1 mean windows-1252', () => {
    expect(quote('€', { encoding: 'latin-1', errors: 'replace' })).toBe('%3F');
    expect(unquote('%80', { encoding: 'latin-1' })).toBe('\u0080');
  });

  it('round-trips: unquote(quote(s)) === s for well-formed strings', () => {
    fc.assert(
      // a '%' or '+' left unquoted by `safe` would be decoded again, so keep them out of it
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ maxLength: 5 }), (s, rawSafe) => {
        const safe = rawSafe.replace(/[%+]/g, '');
        expect(unquote(quote(s, { safe }))).toBe(s);
        expect(unquote_plus(quote_plus(s, { safe }))).toBe(s);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        fc.pre(!/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s));
        expect(unquote(quote(s, { safe: '' }))).toBe(s);
        expect(unquote_plus(quote_plus(s))).toBe(s);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips bytes through quote_from_bytes and unquote_to_bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (b) => {
        expect(unquote_to_bytes(quote_from_bytes(b))).toEqual(b);
      }),
      { numRuns: 300 },
    );
  });

  it('reads 10 MB inputs (2 MB under npm test) in one pass', () => {
    const big = 'aé /%€'.repeat(sized(10, 2) * 1024 * 1024 / 6);
    // Quadratic building would take minutes: the test's timeout is the hang guard (DECISIONS 36).
    const q = quote(big);
    expect(q.length).toBeGreaterThan(big.length);
    expect(unquote(q)).toBe(big);
    expect(unquote_plus(quote_plus(big))).toBe(big);
    const bytes = unquote_to_bytes(q);
    expect(quote_from_bytes(bytes)).toBe(q);
    expect(unquote('%41'.repeat(3_000_000))).toBe('A'.repeat(3_000_000));
    expect(unquote('é%41'.repeat(500_000))).toBe('éA'.repeat(500_000));
  }, 60_000);
});
