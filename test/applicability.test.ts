/**
 * Fix applicability (rustc's levels) and the whole-URL fix: the cases of issue 24 where a fix
 * dropped or moved data, the same mistake fixed at every occurrence, and a property over mutated
 * corpus URLs: every machine-applicable fix, and every whole-URL fix, keeps each component's
 * decoded value as it was before the mutation, except at the broken character (escaped in place, or
 * read as the fix reads it), and moves nothing from one component to another.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEscapes } from '../grammar/all.js';
import { CODE_ACTIONS } from '../src/diagnostics/actions.js';
import { ACTIONS_WHY } from '../src/diagnostics/actions-why.js';
import { APPLICABILITIES, ArgumentError, fixURL, parseURL, readComponents, type ReportFix } from '../src/index.js';
import { idnaToASCII } from '../base/idna.js';

const fail = (input: string, options: Parameters<typeof parseURL>[1] = {}) => {
  const r = parseURL(input, options);
  if (r.ok) throw new Error(`${input} parses`);
  return r.error;
};

describe('every fix has a level', () => {
  it('each code with fixes states its level and why; the levels are a closed list', () => {
    for (const [code, a] of Object.entries(CODE_ACTIONS)) {
      if (typeof a.fixes !== 'function') continue;
      expect('level' in a && APPLICABILITIES.includes(a.level), code).toBe(true);
      expect(ACTIONS_WHY[code as keyof typeof ACTIONS_WHY].level?.length ?? 0, code).toBeGreaterThan(10);
    }
    expect(APPLICABILITIES).toEqual(['machine-applicable', 'maybe-incorrect', 'has-placeholders', 'unspecified']);
  });

  // Issue 24: the fixes that lost data and were applied alike, and their neighbours that keep it.
  it.each([
    ['http://user:secret@host/', { grammar: 'rfc1738' }, 'http://host/', 'maybe-incorrect'],
    ['http://a b/', { grammar: 'rfc1738' }, 'http://ab/', 'maybe-incorrect'],
    ['http://a/#f', { grammar: 'rfc3986', start: 'absolute-URI' }, 'http://a/%23f', 'maybe-incorrect'],
    ['foo//bar', {}, 'foo://bar', 'maybe-incorrect'],
    ['x:a\\b', {}, 'x:a/b', 'maybe-incorrect'],
    ['http://a/b c', {}, 'http://a/b%20c', 'machine-applicable'],
    ['http//example.com', {}, 'http://example.com', 'machine-applicable'],
    ['http:/example.com', { grammar: 'rfc1738' }, 'http://example.com', 'machine-applicable'],
    ['\u201chttp://example.com/\u201d', {}, 'http://example.com/', 'machine-applicable'],
    // DECISIONS 33: lower-casing the scheme replaces characters.
    ['HTTP://example.com/', { grammar: 'rfc1738' }, 'http://example.com/', 'maybe-incorrect'],
    ['http://a/b|c', {}, 'http://a/b%7Cc', 'machine-applicable'],
    ['http://a/\u00e9', {}, 'http://a/%C3%A9', 'machine-applicable'],
    ['http://a/100%zz', {}, 'http://a/100%25zz', 'machine-applicable'],
  ] as const)('%s: the fix giving %s is %s', (input, options, url, level) => {
    const fix = fail(input, options as Parameters<typeof parseURL>[1]).fixes.find((f) => f.url === url);
    expect(fix?.applicability).toBe(level);
  });

  it('warnings\' fixes have levels too: a default port or a password removed is maybe-incorrect (DECISIONS 33)', () => {
    const r = parseURL('http://u:pw@example.com:80/', { warnings: true });
    const levels = r.ok ? Object.fromEntries((r.warnings ?? []).map((w) => [w.code, w.fixes[0]?.applicability])) : {};
    expect(levels).toMatchObject({ 'port.default': 'maybe-incorrect', 'userinfo.password': 'maybe-incorrect' });
  });
});

describe('the whole-URL fix', () => {
  it('fixes the same mistake at every occurrence, and different mistakes together, verified by parsing', () => {
    expect(fail('http://a/b c d e').wholeFix?.url).toBe('http://a/b%20c%20d%20e');
    expect(fail('http://a/<b>|c^d').wholeFix?.url).toBe('http://a/%3Cb%3E%7Cc%5Ed');
    expect(fail('"http://example.com/a b"').wholeFix?.url).toBe('http://example.com/a%20b');
    expect(fail('http://a\\b\\c/d').wholeFix?.url ?? null).not.toBe('http://a\\b\\c/d');
    const w = fail('http://a/b c|d e').wholeFix!;
    expect(w.validates).toBe(true);
    expect(parseURL(w.url).ok).toBe(true);
    expect(w.rounds).toBeLessThanOrEqual(10);
    expect(w.applied.every((f) => f.applicability === 'machine-applicable')).toBe(true);
  });

  it('is null when only fixes that may drop data would make the URL valid; fixURL applies them when asked', () => {
    expect(fail('http://user:pw@host/', { grammar: 'rfc1738' }).wholeFix).toBeNull();
    const safe = fixURL('http://user:pw@host/', { grammar: 'rfc1738' });
    expect(safe).toMatchObject({ url: 'http://user:pw@host/', validates: false, applied: [] });
    expect(safe.withheld.map((f) => f.applicability)).toEqual(['maybe-incorrect']);
    expect(fixURL('http://user:pw@host/', { grammar: 'rfc1738', applicability: 'maybe-incorrect' })).toMatchObject({ url: 'http://host/', validates: true });
  });

  it("fixURL's option is `applicability`; `level`, its deprecated name, works alike, and the two given differently are an ArgumentError", () => {
    const input = 'http://user:pw@host/a b';
    const spellings = [
      { applicability: 'maybe-incorrect' },
      { level: 'maybe-incorrect' },
      { applicability: 'maybe-incorrect', level: 'maybe-incorrect' },
    ] as const;
    const lossy = fixURL(input, { grammar: 'rfc1738', applicability: 'maybe-incorrect' });
    expect(lossy).toMatchObject({ url: 'http://host/a%20b', validates: true });
    for (const o of spellings) expect(fixURL(input, { grammar: 'rfc1738', ...o }), JSON.stringify(o)).toEqual(lossy);
    const safe = fixURL(input, { grammar: 'rfc1738' });
    expect(safe.validates).toBe(false);
    for (const o of [{ applicability: 'machine-applicable' }, { level: 'machine-applicable' }, { applicability: 'machine-applicable', level: 'machine-applicable' }] as const) {
      expect(fixURL(input, { grammar: 'rfc1738', ...o }), JSON.stringify(o)).toEqual(safe);
    }
    for (const o of [{ applicability: 'machine-applicable', level: 'maybe-incorrect' }, { applicability: 'maybe-incorrect', level: 'machine-applicable' }] as const) {
      expect(() => fixURL(input, { grammar: 'rfc1738', ...o }), JSON.stringify(o)).toThrow(ArgumentError);
      expect(() => fixURL(input, { grammar: 'rfc1738', ...o })).toThrow("fixURL: options 'applicability' and 'level' (its deprecated name) differ: " + o.applicability + ', ' + o.level);
    }
    // Undefined and null are "not given", under either name.
    expect(fixURL(input, { grammar: 'rfc1738', applicability: 'maybe-incorrect', level: undefined })).toEqual(lossy);
    expect(fixURL(input, { grammar: 'rfc1738', applicability: null as never, level: 'maybe-incorrect' })).toEqual(lossy);
    expect(() => fixURL('http://a/', { applicability: 'sure' as never })).toThrow(/option 'applicability' must be one of/);
    expect(() => fixURL('http://a/', { applicability: 1 as never })).toThrow(ArgumentError);
  });

  it('fixURL leaves a valid URL as it is, and checks its arguments', () => {
    expect(fixURL('http://a/b')).toEqual({ url: 'http://a/b', validates: true, applied: [], withheld: [], rounds: 0 });
    expect(() => fixURL('http://a/', { level: 'sure' as never })).toThrow(/option 'level' must be one of/);
    expect(() => fixURL(42 as never)).toThrow(ArgumentError);
    expect(() => fixURL('x', { nope: 1 } as never)).toThrow(ArgumentError);
  });

  it('stops after ten rounds on a long run of one mistake, in time linear in the input', () => {
    const input = 'http://a/' + ' x'.repeat(2000);
    // The test's timeout is the hang guard (DECISIONS 36: no clock in a test).
    const w = fixURL(input);
    expect(w.rounds).toBeLessThanOrEqual(10);
    // Each round escapes up to the allErrors cap of spaces (100): ten rounds do 1,000 of the 2,000.
    expect(w.url.split('%20').length - 1).toBeGreaterThanOrEqual(1000);
  });
});

/** A component's value as the fix must keep it: decoded, the scheme and host case-folded, a host in its ASCII form. */
function value(name: string, text: string | null): string | null {
  if (text === null) return null;
  if (name === 'scheme') return text.toLowerCase();
  if (name === 'host') {
    const d = decodeEscapes(text);
    return /[^\x00-\x7f]/.test(d) ? (idnaToASCII(d) ?? d).toLowerCase() : d.toLowerCase();
  }
  return decodeEscapes(text);
}

/** Is `after` the string `before` with something inserted at one place (or nothing)? */
function insertedAtOnePlace(before: string, after: string): boolean {
  if (after.length < before.length) return false;
  let p = 0;
  while (p < before.length && before[p] === after[p]) p++;
  let q = 0;
  while (q < before.length - p && before[before.length - 1 - q] === after[after.length - 1 - q]) q++;
  return p + q === before.length;
}

const NAMES = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;
const valuesOf = (url: string) => {
  const c = readComponents(url);
  return Object.fromEntries(NAMES.map((n) => [n, value(n, c[n]?.text ?? null)])) as Record<(typeof NAMES)[number], string | null>;
};

describe('no machine-applicable fix drops or moves data (mutated corpus URLs, under rfc3986, rfc1738 and rfc3987)', () => {
  const sample = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter(Boolean).filter((_, i) => i % 97 === 0);
  const GRAMMARS = ['rfc3986', 'rfc1738', 'rfc3987'] as const;
  const corpus = sample.filter((u) => GRAMMARS.every((grammar) => parseURL(u, { grammar, start: grammar === 'rfc1738' ? undefined : grammar === 'rfc3987' ? 'IRI' : 'URI' }).ok));
  // What people break URLs with: characters that need escaping, pasting artefacts, typos of delimiters.
  const BREAKS = [' ', '<', '>', '"', '{', '}', '|', '\\', '^', '`', '\u00e9', '\u4e2d', '%', '%g', '\t', '\u00a0', '[', ']', '#', '@', '::'];
  const mutation = fc.record({ url: fc.constantFrom(...corpus), at: fc.nat(), brk: fc.constantFrom(...BREAKS), wrap: fc.constantFrom(null, '"', ' ', '<>', '()', '\u201c\u201d'), grammar: fc.constantFrom(...GRAMMARS) });

  it('keeps each component as it was, but for the broken character', () => {
    let checked = 0;
    fc.assert(
      fc.property(mutation, ({ url, at, brk, wrap, grammar }) => {
        const i = at % (url.length + 1);
        let input = url.slice(0, i) + brk + url.slice(i);
        if (wrap) input = wrap.length === 2 ? wrap[0] + input + wrap[1] : wrap + input + wrap;
        const r = parseURL(input, grammar === 'rfc1738' ? { grammar } : { grammar, start: grammar === 'rfc3987' ? 'IRI' : 'URI' });
        if (r.ok) return;
        const before = valuesOf(url);
        const written = valuesOf(url.slice(0, i) + brk + url.slice(i));
        const fixes: ReportFix[] = r.error.fixes.filter((f) => f.applicability === 'machine-applicable');
        const urls = [...fixes.filter((f) => f.validates).map((f) => f.url), ...(r.error.wholeFix ? [r.error.wholeFix.url] : [])];
        for (const fixed of urls) {
          checked++;
          const after = valuesOf(fixed);
          for (const n of NAMES) {
            const b = before[n];
            const a = after[n];
            // The same value, or the same with something in one place: the broken character's
            // (escaped, or read as the fix reads it), or exactly what the mutation wrote (a fix that
            // only takes a paste's quotes away); a component that was absent stays so.
            const ok = a === written[n] || (b === null ? a === null : a !== null && insertedAtOnePlace(b, a));
            if (!ok) throw new Error(`${JSON.stringify(input)} fixed as ${JSON.stringify(fixed)}: ${n} is ${JSON.stringify(after[n])}, was ${JSON.stringify(before[n])} (as written ${JSON.stringify(written[n])})`);
          }
        }
      }),
      { seed: Number(process.env.SEED ?? 20261126), numRuns: Number(process.env.RUNS ?? 600) },
    );
    expect(checked).toBeGreaterThan(200);
  }, 120_000);
});
