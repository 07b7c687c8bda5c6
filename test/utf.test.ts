/**
 * The hand-written UTF-8 and UTF-16LE codecs (base/utf.ts), which the bundle runs where
 * the platform has no TextEncoder/TextDecoder, give the platform's answers; and the codec layer
 * built on them (src/urllib/codec.ts) gives the same answers, error messages and positions included,
 * with either.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { useFallbackCodecs, utf16Decode, utf8DecodeFatal, utf8DecodeReplace, utf8Encode, utf8EncodeTo } from '../base/utf.js';
import { decode, encode } from '../src/urllib/codec.js';
import { decodeEscapes } from '../grammar/engine/ast.js';
import { percentEncodeUTF8 } from '../base/percent.js';
import { quote, unquote, unquote_to_bytes } from '../src/urllib/index.js';

afterEach(() => useFallbackCodecs(false));

/** Both ways: the platform's codecs, then the hand-written ones. */
function both<T>(f: () => T): [T, T] {
  useFallbackCodecs(false);
  const native = f();
  useFallbackCodecs(true);
  try {
    return [native, f()];
  } finally {
    useFallbackCodecs(false);
  }
}

/** `f`'s value, or the error's name and message. */
const outcome = (f: () => unknown) => () => {
  try {
    return { value: f() };
  } catch (e) {
    return { error: `${(e as Error).name}: ${(e as Error).message}` };
  }
};

// Bytes that exercise every branch of a UTF-8 decoder: ASCII, continuation bytes, C0/C1, the
// boundaries of each lead byte's second-byte range (E0, ED, F0, F4), bytes that never occur.
const edgeByte = fc.constantFrom(0x00, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xfe, 0xff, 0xbb);
const bytes = fc.oneof(
  fc.uint8Array({ maxLength: 40 }),
  fc.array(edgeByte, { maxLength: 40 }).map((a) => Uint8Array.from(a)),
  fc.string({ unit: 'binary', maxLength: 20 }).map((s) => new TextEncoder().encode(s)),
);
// Strings with lone surrogates and astral characters.
const text = fc.string({ unit: fc.oneof(fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\ud83d\ude00', 'é', '€', 'a', '%'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 30 });

describe('the hand-written codecs give the platform answers', () => {
  it('UTF-8 encoding, lone surrogates as U+FFFD', () => {
    fc.assert(fc.property(text, (s) => {
      const [n, f] = both(() => utf8Encode(s));
      expect(f).toEqual(n);
    }), { numRuns: 2000 });
  });

  it('percentEncodeUTF8 (code point by code point) escapes the platform encoder\'s octets, lone surrogates as U+FFFD', () => {
    const escaped = (s: string) => Array.from(new TextEncoder().encode(s), (b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('');
    expect(['\u00e9', '\ud800', '\udc00a', '\ud83d\ude00', ' '].map(percentEncodeUTF8)).toEqual(['%C3%A9', '%EF%BF%BD', '%EF%BF%BD%61', '%F0%9F%98%80', '%20']);
    fc.assert(fc.property(text, (s) => {
      expect(percentEncodeUTF8(s)).toBe(escaped(s));
    }), { numRuns: 2000, seed: 20261130 });
    // utf8EncodeTo's example (base/utf.ts), which percentEncodeUTF8 and the fallback encoder write through.
    const bytes: number[] = [];
    utf8EncodeTo('\u00e9\ud800', bytes);
    expect(bytes).toEqual([0xc3, 0xa9, 0xef, 0xbf, 0xbd]);
  });

  it('UTF-8 decoding, replacing each maximal invalid subpart, a BOM kept', () => {
    fc.assert(fc.property(bytes, (b) => {
      const [n, f] = both(() => utf8DecodeReplace(b));
      expect(f).toBe(n);
    }), { numRuns: 3000 });
    expect(both(() => utf8DecodeReplace(Uint8Array.of(0xef, 0xbb, 0xbf, 0x61)))).toEqual(['\ufeffa', '\ufeffa']);
    expect(both(() => utf8DecodeReplace(Uint8Array.of(0xed, 0xa0, 0x80)))).toEqual(['\ufffd'.repeat(3), '\ufffd'.repeat(3)]);
  });

  it('fatal UTF-8 decoding: the text, or undefined', () => {
    fc.assert(fc.property(bytes, (b) => {
      const [n, f] = both(() => utf8DecodeFatal(b));
      expect(f).toBe(n);
    }), { numRuns: 3000 });
    expect(both(() => utf8DecodeFatal(Uint8Array.of(0xe2, 0x82)))).toEqual([undefined, undefined]);
  });

  it('long inputs (more code units than one String.fromCharCode call takes)', () => {
    const long = 'aé€\ud83d\ude00'.repeat(20_000);
    const [n, f] = both(() => utf8DecodeReplace(utf8Encode(long)));
    expect(f).toBe(long);
    expect(n).toBe(long);
    const units = Uint16Array.from({ length: 70_000 }, (_, i) => i % 256);
    const [n16, f16] = both(() => utf16Decode(units));
    expect(f16).toBe(n16);
  });
});

describe('the codec layer on the hand-written codecs', () => {
  const handlers = ['strict', 'replace', 'ignore', 'backslashreplace', 'surrogateescape'];

  it('decode: same text, same UnicodeDecodeError (message, start, end)', () => {
    fc.assert(fc.property(bytes, fc.constantFrom(...handlers), (b, h) => {
      const [n, f] = both(outcome(() => decode(b, 'utf-8', h)));
      expect(f).toEqual(n);
    }), { numRuns: 3000 });
    const long = new Uint8Array(600).fill(0x61);
    long[500] = 0xff;
    const [n, f] = both(outcome(() => decode(long)));
    expect(n.error).toMatch(/position 500: invalid start byte/);
    expect(f).toEqual(n);
  });

  it('encode: same bytes, same UnicodeEncodeError', () => {
    fc.assert(fc.property(text, fc.constantFrom(...handlers, 'xmlcharrefreplace'), (s, h) => {
      const [n, f] = both(outcome(() => encode(s, 'utf-8', h)));
      expect(f).toEqual(n);
    }), { numRuns: 2000 });
  });

  it('quote and unquote, long inputs included', () => {
    fc.assert(fc.property(text, (s) => {
      const [n, f] = both(outcome(() => [quote(s, { errors: 'replace' }), unquote(quote(s, { errors: 'surrogateescape' })), unquote(s), unquote(s, { errors: 'strict' })]));
      expect(f).toEqual(n);
    }), { numRuns: 1000 });
    const escapes = '%C3%A9%FF%E2%82'.repeat(200) + 'é'.repeat(300);
    const [n, f] = both(() => [unquote(escapes), unquote(escapes, { errors: 'surrogateescape' }), Array.from(unquote_to_bytes(escapes))]);
    expect(f).toEqual(n);
  });
});

describe("a text node's decoded value (decodeEscapes)", () => {
  /** The definition: each run of adjacent escapes decoded at once by the platform's UTF-8 decoder. */
  function byRuns(text: string): string {
    const td = new TextDecoder('utf-8', { ignoreBOM: true });
    return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => td.decode(Uint8Array.from(run.slice(1).split('%'), (h) => parseInt(h, 16))));
  }
  const piece = fc.oneof(
    fc.constantFrom('%', '%4', '%41', '%C3', '%A9', '%EF', '%BB', '%BF', '%F0', '%9F', '%98', '%80', '%FF', '%e9', '%2e', '%00', '%7F', '%c0', '%ED', '%A0', 'a', '/', 'é'),
    fc.string({ maxLength: 2 }),
  );

  it('decodes ASCII escapes in place and each run of higher bytes as UTF-8, as decoding each whole run does', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (xs) => {
        const t = xs.join('');
        expect(decodeEscapes(t)).toBe(byRuns(t));
      }),
      { numRuns: 3000, seed: 20261124 },
    );
  });

  it('the same on long texts (the typed-array path) and by hand', () => {
    const long = ['%2e%2e/'.repeat(500), '%C3%A9'.repeat(300) + '%C3', 'a%41%EF%BB%BF%E2%82'.repeat(100), '%F0%9F%98%80x'.repeat(200)];
    for (const t of long) {
      expect(decodeEscapes(t)).toBe(byRuns(t));
      const [native, byHand] = both(() => decodeEscapes(t));
      expect(byHand).toBe(native);
    }
  });
});
