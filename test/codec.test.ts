import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { disagreements as against, loadFixture, py as decodeValue, type Case, type Json } from './oracle/fixture.js';
import { decode, encode, lookup } from '../src/urllib/codec.js';
import { LookupError, UnicodeDecodeError, UnicodeEncodeError, ValueError } from '../src/urllib/errors.js';
import { parse_qs, quote, quote_plus, unquote, unquote_plus, urlencode, urlsplit } from '../src/index.js';

// The CPython oracle (test/oracle/gen_quoting.py), read through test/oracle/fixture.ts.
const fixture = loadFixture('quoting');
const py = (v: Json): unknown => decodeValue(v);
const disagreements = (fns: Record<string, (c: Case) => unknown>, diverges: (c: Case) => string | null) => against(fixture, fns, diverges);

// ---------------------------------------------------------------------------------------------

const noDivergence = (_c: Case): string | null => null;

describe('CPython oracle: codecs', () => {
  it('str.encode agrees with CPython on every recorded case', () => {
    expect(fixture.cases.filter((c) => c.fn === 'str.encode').length).toBeGreaterThan(100);
    const run = (c: Case): unknown => encode(...(c.args.map(py) as [string, string, string]));
    expect(disagreements({ 'str.encode': run }, noDivergence)).toEqual([]);
  });

  it('bytes.decode agrees with CPython on every recorded case', () => {
    expect(fixture.cases.filter((c) => c.fn === 'bytes.decode').length).toBeGreaterThan(100);
    const run = (c: Case): unknown => decode(...(c.args.map(py) as [Uint8Array, string, string]));
    expect(disagreements({ 'bytes.decode': run }, noDivergence)).toEqual([]);
  });
});

const bytes = (...b: number[]): Uint8Array => new Uint8Array(b);

describe('codec names', () => {
  it('normalises names as Python does', () => {
    for (const name of ['utf-8', 'UTF8', 'utf_8', 'U8', ' utf--8 ', 'cp65001']) expect(lookup(name)).toBe('utf-8');
    for (const name of ['latin-1', 'latin1', 'ISO-8859-1', 'iso8859-1', 'L1', 'latin']) expect(lookup(name)).toBe('latin-1');
    for (const name of ['ascii', 'US-ASCII', 'us', '646', 'ANSI_X3.4-1968']) expect(lookup(name)).toBe('ascii');
  });

  it('raises LookupError for anything else, never substituting', () => {
    for (const name of ['foo', '', 'UTF.8', 'utf-16', 'windows-1252', 'latin.1']) {
      expect(() => lookup(name)).toThrow(new LookupError(`unknown encoding: ${name}`));
    }
    expect(() => encode('a', 'foo')).toThrow(LookupError);
  });
});

describe('encode', () => {
  it('raises CPython\'s UnicodeEncodeError', () => {
    const e = (() => {
      try {
        encode('é', 'ascii');
      } catch (err) {
        return err;
      }
    })();
    expect(e).toBeInstanceOf(UnicodeEncodeError);
    expect(e).toBeInstanceOf(ValueError);
    expect(e).toMatchObject({
      name: 'UnicodeEncodeError',
      message: "'ascii' codec can't encode character '\\xe9' in position 0: ordinal not in range(128)",
      encoding: 'ascii',
      start: 0,
      end: 1,
    });
    expect(() => encode('ab\ud800')).toThrow("'utf-8' codec can't encode character '\\ud800' in position 2: surrogates not allowed");
    expect(() => encode('😀\ud800\ud800')).toThrow("'utf-8' codec can't encode characters in position 1-2: surrogates not allowed");
    expect(() => encode('x😀', 'latin-1')).toThrow("can't encode character '\\U0001f600' in position 1");
  });

  it('applies the error handlers', () => {
    expect(encode('a€😀', 'latin-1', 'replace')).toEqual(bytes(0x61, 0x3f, 0x3f));
    expect(new TextDecoder().decode(encode('é😀', 'ascii', 'xmlcharrefreplace'))).toBe('&#233;&#128512;');
    expect(new TextDecoder().decode(encode('é\ud800', 'ascii', 'backslashreplace'))).toBe('\\xe9\\ud800');
    expect(encode('a\udcff', 'utf-8', 'surrogateescape')).toEqual(bytes(0x61, 0xff));
    expect(encode('é', 'ascii', 'ignore')).toEqual(bytes());
    expect(() => encode('é', 'ascii', 'foo')).toThrow(new LookupError("unknown error handler name 'foo'"));
    expect(encode('e', 'ascii', 'foo')).toEqual(bytes(0x65)); // handlers are looked up lazily
  });
});

describe('decode', () => {
  it('keeps latin-1 apart from windows-1252', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    const text = decode(all, 'latin-1');
    expect([...text].map((c) => c.charCodeAt(0))).toEqual([...all]);
    expect(encode(text, 'latin-1')).toEqual(all);
  });

  it('replaces maximal invalid subparts as CPython does', () => {
    expect(decode(bytes(0xe2, 0x82), 'utf-8', 'replace')).toBe('\ufffd');
    expect(decode(bytes(0xed, 0xa0, 0x80), 'utf-8', 'replace')).toBe('\ufffd'.repeat(3));
    expect(decode(bytes(0xf0, 0x9f, 0x98, 0x41), 'utf-8', 'replace')).toBe('\ufffdA');
    expect(decode(bytes(0xef, 0xbb, 0xbf, 0x61))).toBe('\ufeffa'); // the BOM is kept
  });

  it('raises CPython\'s UnicodeDecodeError', () => {
    expect(() => decode(bytes(0x61, 0xff))).toThrow(new UnicodeDecodeError('utf-8', bytes(0x61, 0xff), 1, 2, 'invalid start byte'));
    expect(() => decode(bytes(0x61, 0xff))).toThrow("'utf-8' codec can't decode byte 0xff in position 1: invalid start byte");
    expect(() => decode(bytes(0xf0, 0x9f, 0x98))).toThrow("can't decode bytes in position 0-2: unexpected end of data");
    expect(() => decode(bytes(0xe9), 'ascii')).toThrow("'ascii' codec can't decode byte 0xe9 in position 0: ordinal not in range(128)");
  });

  it('agrees with TextDecoder on replacement for any bytes', () => {
    const reference = new TextDecoder('utf-8', { ignoreBOM: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 24 }), (b) => {
        expect(decode(b, 'utf-8', 'replace')).toBe(reference.decode(b));
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips arbitrary bytes through surrogateescape', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 24 }), (b) => {
        expect(encode(decode(b, 'utf-8', 'surrogateescape'), 'utf-8', 'surrogateescape')).toEqual(b);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the codecs and handlers not supported: documented divergences (docs/urllib.md, "Codecs")', () => {
  const doc = readFileSync(new URL('../docs/urllib.md', import.meta.url), 'utf8');
  const divergences = readFileSync(new URL('./oracle/known-divergences', import.meta.url), 'utf8');
  const handlers = ['surrogatepass', 'namereplace'];

  it('another codec is a LookupError in every function that encodes or decodes, where CPython encodes', () => {
    for (const encoding of ['utf-16', 'utf-32', 'cp1252', 'iso-8859-15', 'shift_jis', 'idna']) {
      const lookupError = new LookupError(`unknown encoding: ${encoding}`);
      expect(() => quote('é', { encoding })).toThrow(lookupError);
      expect(() => quote_plus('é', { encoding })).toThrow(lookupError);
      expect(() => unquote('%E9', { encoding })).toThrow(lookupError);
      expect(() => unquote_plus('%E9', { encoding })).toThrow(lookupError);
      expect(() => parse_qs('a=%E9', { encoding })).toThrow(lookupError);
      expect(() => urlencode({ a: 'é' }, { encoding })).toThrow(lookupError);
      expect(() => urlsplit('http://é/').encode(encoding)).toThrow(lookupError);
    }
  });

  it('surrogatepass and namereplace are a LookupError when an error occurs, and unused otherwise', () => {
    for (const errors of handlers) {
      const lookupError = new LookupError(`unknown error handler name '${errors}'`);
      expect(() => encode('\ud800', 'utf-8', errors)).toThrow(lookupError);
      expect(() => encode('é', 'ascii', errors)).toThrow(lookupError);
      expect(() => decode(bytes(0xed, 0xa0, 0x80), 'utf-8', errors)).toThrow(lookupError);
      expect(() => quote('\ud800', { errors })).toThrow(lookupError);
      expect(() => unquote('%ED%A0%80', { errors })).toThrow(lookupError);
      // As in CPython, a handler is looked up only when there is an error to handle.
      expect(quote('é', { errors })).toBe('%C3%A9');
      expect(encode('a', 'ascii', errors)).toEqual(bytes(0x61));
    }
  });

  it('the docs and the divergence list name them', () => {
    const section = doc.slice(doc.indexOf('### Codecs'), doc.indexOf('### Structured arguments'));
    expect(section.length).toBeGreaterThan(100);
    for (const name of [...handlers, 'utf-8', 'latin-1', 'ascii', 'utf-16']) expect(section).toContain(`\`${name}\``);
    const header = divergences.split('\n').filter((l) => l.startsWith('#')).join('\n');
    for (const name of [...handlers, 'utf-8', 'latin-1', 'ascii', 'utf-16']) expect(header).toContain(name);
  });
});
