/**
 * Every finding of the fuzzer (`npm run fuzz -- <seconds>`, bench/fuzz.ts), kept as a test with the
 * input it was found on, shrunk by hand. A finding is either a bug (fixed, and pinned here with the
 * corrected behaviour) or a behaviour the fuzzer did not yet know to be documented (then the fuzzer
 * was taught it, and the test pins the behaviour and CPython's answer).
 *
 * Runs so far (seed, seconds, calls, findings), each call one public function on an arbitrary
 * string, byte array or mutated corpus URL:
 *   20288384, 20 s, 290,200 calls: 2 harness errors, 4 x the TypeError below (CPython's own).
 *   20348927, 660 s, 15.4 million calls (about 530,000 per function): none.
 * The findings about size (a 10 MB single segment overflows the regular-expression stack) came from
 * the scaling ladder, not the fuzzer's short inputs: they are pinned in test/hostile.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, parse_qs, parse_qsl, parseRule, parseURL, quote, unquote, unquote_plus, urljoin, LookupError } from '../src/index.js';

describe('an encode-only error handler given to a decoder raises TypeError, as in CPython', () => {
  // Found on unquote(..., { errors: 'xmlcharrefreplace' }) of a string ending in '%ED%A0%80' (an
  // encoded surrogate, undecodable as UTF-8). CPython 3.11.7:
  //   unquote('%ED%A0%80', errors='xmlcharrefreplace')
  //   TypeError: don't know how to handle UnicodeDecodeError in error callback
  const MESSAGE = "don't know how to handle UnicodeDecodeError in error callback";
  it.each([
    ['unquote', () => unquote('x:~%%\u001f%ED%A0%80', { errors: 'xmlcharrefreplace' })],
    ['unquote_plus', () => unquote_plus('HTTP://&&%zz%C3`', { errors: 'xmlcharrefreplace' })],
    ['parse_qsl', () => parse_qsl('wais://=,.%ED%A0%80 @-', { errors: 'xmlcharrefreplace', max_num_fields: 2 })],
    ['parse_qs', () => parse_qs('mailto:)#%ED%A0%801.2.3.256', { keep_blank_values: true, errors: 'xmlcharrefreplace', separator: ';' })],
  ] as const)('%s', (_name, f) => {
    expect(f).toThrow(TypeError);
    expect(f).toThrow(MESSAGE);
  });

  it('the handler is only looked up when a byte does not decode', () => {
    expect(unquote('%41', { errors: 'xmlcharrefreplace' })).toBe('A');
  });

  // The one divergence, documented in src/urllib/codec.ts ("surrogatepass and namereplace are not
  // supported (LookupError)"): CPython raises the same TypeError for 'namereplace'.
  it('namereplace is unsupported: LookupError where CPython raises TypeError', () => {
    expect(() => unquote('%ED', { errors: 'namereplace' })).toThrow(LookupError);
  });
});

describe('TypeError where CPython raises it', () => {
  it('quote(bytes, { encoding })', () => {
    expect(() => quote(new Uint8Array([0x61]), { encoding: 'utf-8' })).toThrow("quote() doesn't support 'encoding' for bytes");
  });
  it('urljoin(str, bytes)', () => {
    expect(() => urljoin('a', new Uint8Array([0x62]) as unknown as string)).toThrow('Cannot mix str and non-str arguments');
  });
});

describe('reports on arbitrary input are well formed', () => {
  // The inputs of the harness's first findings (it read ERROR_CODES as an array): the reports were
  // right, and stay so.
  it.each([
    ['parseURL', () => parseURL('\ub902Z((\uabcb0\u067bI;/Em\fJ+6Z\u001a\u0005{\u07a7\ua230KO|$]\uddd5\ud9b6_6\u02a5*Z%')],
    ['parseRule', () => parseRule('fieldspec', 'https://docs.aws.amazon[fe80::1%25eth0]com/codepipeline/late', { rfc: 1738, grammar: 'rfc1808' })],
  ] as const)('%s', (_name, f) => {
    const r = f();
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(Object.hasOwn(ERROR_CODES, r.error.code)).toBe(true);
      expect(r.error.offset).toBeGreaterThanOrEqual(0);
      expect(r.error.offset).toBeLessThanOrEqual(r.error.input.length);
    }
  });
});
