/**
 * Issue 39, item 2: `normalize` is total on valid input (no 'meaning' throw: its self-check stays,
 * and the normalization is right), and `equivalent` is total on strings (false for a non-URI,
 * the reason in `equivalence`). The inputs that threw on main are a table with their normalized
 * forms; the corpus, its hosts in upper and mixed case and its mutants (fixed seed) throw nothing.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ArgumentError, equivalence, equivalent, normalize, NormalizationError, type NormalizeOptions } from '../src/index.js';
import { mutated } from './support/arbitrary.js';

const SEED = Number(process.env.SEED ?? 39);

/** [input, options, normalized form]: each threw NormalizationError 'meaning' on main. */
const NAMED: ReadonlyArray<readonly [string, NormalizeOptions, string]> = [
  // An ACE label in upper or mixed case is an ASCII reg-name: lowercased (RFC 3986 §6.2.2.1).
  ['https://XN--A.com/', {}, 'https://xn--a.com/'],
  ['https://www.Xn--oogleapis.com/', {}, 'https://www.xn--oogleapis.com/'],
  ['https://XN--A.com/', { grammar: 'rfc3987' }, 'https://xn--a.com/'],
  ['https://www.Xn--oogleapis.com/', { grammar: 'rfc3987' }, 'https://www.xn--oogleapis.com/'],
  ['https://Xn--Bcher-Kva.de/x', {}, 'https://xn--bcher-kva.de/x'],
  // A valid ACE label, in any case, is written in Unicode by 'idn' (RFC 3987 §5.3.3).
  ['https://Xn--Bcher-Kva.de/x', { grammar: 'rfc3987' }, 'https://b\u00fccher.de/x'],
  // A host UTS #46 reports an error for: 'idn' skipped, the host as written.
  ['https://www.\u3002kernel.org/', { grammar: 'rfc3987' }, 'https://www.\u3002kernel.org/'],
  ['https://a.\u017f..b/', { grammar: 'rfc3987' }, 'https://a.\u017f..b/'],
  ['https://\u00ad.com/', { grammar: 'rfc3987' }, 'https://\u00ad.com/'],
  ['https://a.\u00ad/', { grammar: 'rfc3987' }, 'https://a.\u00ad/'],
  // A soft hyphen in a host UTS #46 accepts is mapped away.
  ['https://a\u00adb.com/', { grammar: 'rfc3987' }, 'https://ab.com/'],
  // Escaped dots make a dot segment under escapedDots 'decode', whether or not 'percent-encoding' runs.
  ['x:.%2E/.././/b', { steps: { 'percent-encoding': false } }, 'x:/b'],
  ['x:.%2E/.././/b', {}, 'x:/b'],
  ['http://a/b/%2e%2E/c', { steps: { 'percent-encoding': false } }, 'http://a/c'],
  ['http://a/b/%2e%2E/c', { steps: { 'percent-encoding': false }, escapedDots: 'keep' }, 'http://a/b/%2E%2E/c'],
  ['http://a/b/.%2e/c/%2E', { level: 'syntax', steps: { 'percent-encoding': false, case: false } }, 'http://a/c/'],
];

describe('normalize: the inputs that threw on main', () => {
  it.each(NAMED)('%s %j is %s, and idempotent', (input, options, expected) => {
    expect(normalize(input, options).href).toBe(expected);
    expect(normalize(expected, options).href).toBe(expected);
  });
  it('equivalent on them: an ACE label in any case is the same label', () => {
    expect(equivalent('https://XN--A.com/', 'https://xn--a.com/')).toBe(true);
    expect(equivalent('https://www.Xn--oogleapis.com/', 'https://www.xn--oogleapis.com/', { grammar: 'rfc3987' })).toBe(true);
    expect(equivalent('https://Xn--Bcher-Kva.de/', 'https://b\u00fccher.de/', { grammar: 'rfc3987' })).toBe(true);
    expect(equivalent('x:.%2E/.././/b', 'x:/b', { steps: { 'percent-encoding': false } })).toBe(true);
  });
  it("the 'idn' step skipped for a host UTS #46 reports an error for is traced, with the reason", () => {
    const n = normalize('https://www.\u3002kernel.org/', { grammar: 'rfc3987', trace: true });
    const skip = n.steps.find((s) => s.step === 'idn');
    expect(skip).toMatchObject({ component: 'host', before: n.href, after: n.href, edits: [] });
    expect(skip?.skipped).toMatch(/UTS #46 reports an error/);
    // A host it accepts has no such entry, and a step that applied has no `skipped`.
    const ok = normalize('https://B\u00fccher.de/', { grammar: 'rfc3987', trace: true });
    expect(ok.steps.some((s) => s.skipped !== undefined)).toBe(false);
    expect(ok.href).toBe('https://b\u00fccher.de/');
  });
});

describe('equivalent: total on strings', () => {
  it('false for a non-URI (even the same string); a bad argument type still throws', () => {
    expect(equivalent('http://a b/', 'http://a b/')).toBe(false);
    expect(equivalent('http://a b/', 'http://a/')).toBe(false);
    expect(equivalent('', '')).toBe(false);
    expect(equivalent('/a', '/a')).toBe(false);
    expect(equivalent('/a', '/a', { start: 'URI-reference' })).toBe(true);
    expect(equivalent('http://a b/', 'http://a b/', { level: 'string' })).toBe(false);
    expect(equivalent('http://a/', 'http://a/', { level: 'string' })).toBe(true);
    expect(() => equivalent(5 as never, 'http://a/')).toThrow(ArgumentError);
    expect(() => equivalent('http://a/', null as never)).toThrow(ArgumentError);
    expect(() => equivalent('http://a/', 'http://a/', { level: 'nope' as never })).toThrow(RangeError);
    expect(() => equivalence('http://a/', {} as never)).toThrow(ArgumentError);
    // Each function's option errors name it.
    expect(() => equivalent('http://a/', 'http://a/', { levle: 'path' } as never)).toThrow(/^equivalent: unknown option 'levle'/);
    expect(() => equivalence('http://a/', 'http://a/', { levle: 'path' } as never)).toThrow(/^equivalence: unknown option 'levle'/);
    expect(() => equivalence('http://a/', 'http://a/', { level: 'nope' as never })).toThrow(/^equivalence: /);
  });
  it('equivalence gives the reason: which input is not valid (with the report), or the forms compared', () => {
    const bad = equivalence('http://a b/', 'HTTP://A/');
    expect(bad.equivalent).toBe(false);
    expect(bad.errors[0]).toBeInstanceOf(NormalizationError);
    expect(bad.errors[0]?.code).toBe('syntax');
    expect(bad.errors[0]?.report?.code).toBe('char.space');
    expect(bad.errors[1]).toBe(null);
    expect(bad.compared).toEqual([null, 'http://a/']);
    expect(bad.reason).toBe('not equivalent: the first input is not a URI under rfc3986, and equivalence is defined on valid references');
    expect(equivalence('http://a/', 'x y').reason).toMatch(/^not equivalent: the second input is not a URI/);
    expect(equivalence('x y', 'x y').reason).toMatch(/^not equivalent: neither input is a URI/);
    expect(equivalence('http://a/%7e', 'http://A/~')).toEqual({ equivalent: true, reason: 'equivalent: both normalize to "http://a/~"', compared: ['http://a/~', 'http://a/~'], errors: [null, null] });
    expect(equivalence('http://a/B', 'http://a/b').reason).toBe('not equivalent: they normalize to "http://a/B" and "http://a/b"');
    expect(equivalence('http://a/', 'http://a/', { level: 'string' }).reason).toBe('equivalent: the same string');
    expect(equivalence('http://a/ros\u00e9', 'http://a/ros%C3%A9', { grammar: 'rfc3987' }).compared).toEqual(['http://a/ros%C3%A9', 'http://a/ros%C3%A9']);
  });
  it('the reason is text to show: a password in the forms it quotes is masked, the compared forms (data) keep it', () => {
    const e = equivalence('HTTP://u:s%65cret@a/', 'http://u:secret@a/x');
    expect(e.reason).toBe('not equivalent: they normalize to "http://u:******@a/" and "http://u:******@a/x"');
    expect(e.compared).toEqual(['http://u:secret@a/', 'http://u:secret@a/x']);
    expect(equivalence('http://u:pw1@a/', 'HTTP://u:pw1@A/').reason).toBe('equivalent: both normalize to "http://u:***@a/"');
  });
});

describe('no throw on the corpus, its hosts in other cases, and its mutants (seed 39)', () => {
  const corpus = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
  // Every 12th corpus URL with its authority in upper case, every 12th in alternating case (the
  // whole corpus is normalized by normalize.test.ts; the case of hosts is what it did not vary).
  const authority = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)/i;
  const upper = corpus.filter((_, i) => i % 12 === 0).map((u) => u.replace(authority, (_m, a: string, h: string) => a + h.toUpperCase()));
  const mixed = corpus.filter((_, i) => i % 12 === 6).map((u) => u.replace(authority, (_m, a: string, h: string) => a + [...h].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('')));
  const mutants = fc.sample(mutated(fc.constantFrom(...corpus)), { seed: SEED, numRuns: 2000 });
  const inputs = [...NAMED.map(([u]) => u), ...upper, ...mixed, ...mutants];
  const OPTIONS: NormalizeOptions[] = [
    {},
    { grammar: 'rfc3987' },
    { steps: { 'percent-encoding': false } },
    { grammar: 'rfc3987', level: 'syntax', steps: { 'dot-segments': false }, escapedDots: 'keep' },
  ];
  it.each(OPTIONS)('normalize %j: only syntax errors, and idempotent', (options) => {
    let valid = 0;
    for (const u of inputs) {
      let href: string;
      try {
        href = normalize(u, options).href;
      } catch (e) {
        if (e instanceof NormalizationError && e.code === 'syntax') continue;
        throw new Error(`${JSON.stringify(u)} ${JSON.stringify(options)}: ${(e as Error).message}`);
      }
      valid++;
      expect(normalize(href, options).href).toBe(href);
    }
    expect(valid).toBeGreaterThan(inputs.length / 2);
  }, 60_000);
  it('equivalent never throws on them, under both grammars, and agrees with normalize', () => {
    let trues = 0;
    for (let i = 0; i < inputs.length; i += 3) {
      const a = inputs[i]!;
      const b = inputs[(i * 7 + 1) % inputs.length]!;
      for (const grammar of ['rfc3986', 'rfc3987'] as const) {
        expect(equivalent(a, a, { grammar })).toBe(normalizes(a, grammar));
        if (equivalent(a, a.replace(authority, (_m, s: string, h: string) => s.toUpperCase() + h.toLowerCase()), { grammar })) trues++;
        equivalent(a, b, { grammar });
      }
    }
    expect(trues).toBeGreaterThan(inputs.length / 12);
  }, 60_000);
});

function normalizes(input: string, grammar: 'rfc3986' | 'rfc3987'): boolean {
  try {
    normalize(input, { grammar });
    return true;
  } catch (e) {
    if (e instanceof NormalizationError && e.code === 'syntax') return false;
    throw e;
  }
}
