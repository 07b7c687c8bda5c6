/**
 * The WHATWG parser (src/whatwg/) against whatwg-url 17.3.0, a test oracle only (DECISIONS 26, 42):
 * pinned exactly as a devDependency, read through its `parseURLWithValidationErrors` and
 * `serializeURL`, never by the library. On every input of the vendored test data
 * (urltestdata.json, urltestdata-javascript-only.json, IdnaTestV2.json's hosts, whatwg-url's own
 * validation table) and on 4,000 generated strings (fixed seed), both give the same href (or both
 * failure) and the same validation error names in the same order, but where their UTS #46 data
 * differ: whatwg-url 17.3 uses tr46 7 (Unicode 18), this library tr46 6 (Unicode 17). Those cases
 * are listed in `TR46_DIFFERENCES` with tr46 6's answer, which is this parser's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseWHATWG } from '../src/whatwg/index.js';

const require = createRequire(import.meta.url);
// whatwg-url ships no types: what the test reads of it.
interface Oracle {
  basicURLParse(input: string): object | null;
  parseURLWithValidationErrors(input: string, options: { baseURL?: object }): { url: object | null; validationErrors: string[] };
  serializeURL(url: object): string;
}
const whatwgURL = require('whatwg-url') as Oracle;

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/whatwg/${name}`, import.meta.url), 'utf8'));
const objects = (name: string): Array<Record<string, unknown>> => (fixture(name) as unknown[]).filter((t): t is Record<string, unknown> => typeof t === 'object' && t !== null);

interface Case {
  readonly input: string;
  readonly base: string | null;
}

/** What a parser gives for a case: its href (null for failure) and its error names. */
interface Answer {
  readonly href: string | null;
  readonly errors: readonly string[];
}

const ours = (c: Case): Answer => {
  const r = parseWHATWG(c.input, { base: c.base });
  return { href: r.href, errors: r.errors.map((e) => e.name) };
};

const theirs = (c: Case): Answer => {
  let baseURL: object | undefined;
  if (c.base !== null) {
    const b = whatwgURL.basicURLParse(c.base);
    // (The API URL parser: a base that fails is the failure; our parser names it as the base's own.)
    if (b === null) return { href: null, errors: [] };
    baseURL = b;
  }
  const r = whatwgURL.parseURLWithValidationErrors(c.input, { baseURL });
  return { href: r.url === null ? null : whatwgURL.serializeURL(r.url), errors: r.validationErrors };
};

/**
 * Where tr46 6 (Unicode 17, this library's) and tr46 7 (Unicode 18, whatwg-url 17.3's) answer
 * differently, with tr46 6's answer (this parser's) and whatwg-url's. Each is a code point
 * assigned in Unicode 18, which Unicode 17's IDNA mapping table holds as disallowed (unassigned):
 * a non-ASCII host with one fails (domain-to-ASCII, relaxed ToASCII fails too); an ASCII `xn--`
 * host that decodes to one is kept as it is, with domain-to-ASCII reported (the strict run fails).
 * A scan of every code point (`"a" + cp` through both tr46 releases, relaxed flags) finds 12,983
 * such code points, and none the other way (docs/guide/whatwg.md).
 */
const TR46_DIFFERENCES: ReadonlyArray<{ readonly input: string; readonly tr46v6: Answer; readonly whatwgURL: Answer }> = [
  // IdnaTestV2.json: U+3E8AC (CJK Unified Ideographs Extension J, Unicode 18).
  {
    input: 'https://\u{3E8AC}\u3002\u0729\u3002\uCBD95/x',
    tr46v6: { href: null, errors: ['domain-to-ASCII'] },
    whatwgURL: { href: 'https://xn--t92s.xn--znb.xn--5-y88f/x', errors: [] },
  },
  // IdnaTestV2.json: the same, its last label in conjoining jamo.
  {
    input: 'https://\u{3E8AC}\u3002\u0729\u3002\u110D\u1173\u11AC5/x',
    tr46v6: { href: null, errors: ['domain-to-ASCII'] },
    whatwgURL: { href: 'https://xn--t92s.xn--znb.xn--5-y88f/x', errors: [] },
  },
  // IdnaTestV2.json: the same host, already in Punycode.
  {
    input: 'https://xn--t92s.xn--znb.xn--5-y88f/x',
    tr46v6: { href: 'https://xn--t92s.xn--znb.xn--5-y88f/x', errors: ['domain-to-ASCII'] },
    whatwgURL: { href: 'https://xn--t92s.xn--znb.xn--5-y88f/x', errors: [] },
  },
  // IdnaTestV2.json: "ⴍ𿣍ꡨ֮.ⴞ" in Punycode, with U+3F8CD (Unicode 18).
  {
    input: 'https://xn--5cb172r175fug38a.xn--mlj/x',
    tr46v6: { href: 'https://xn--5cb172r175fug38a.xn--mlj/x', errors: ['domain-to-ASCII'] },
    whatwgURL: { href: 'https://xn--5cb172r175fug38a.xn--mlj/x', errors: [] },
  },
  // Found by the scan: U+0558 (Armenian, Unicode 18) in a label.
  {
    input: 'https://a\u0558/',
    tr46v6: { href: null, errors: ['domain-to-ASCII'] },
    whatwgURL: { href: 'https://xn--a-0bc/', errors: [] },
  },
];

/** 4,000 strings of URL pieces, special characters, non-ASCII and lone surrogates, each with a base (fixed seed). */
function generated(): Case[] {
  let seed = 39;
  const next = (k: number): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return Math.floor((seed / 0x80000000) * k);
  };
  const PIECES = ['http', 'https', 'file', 'sc', 'mailto', 'ws', ':', '/', '//', '\\', '?', '#', '@', '[', ']', '::', '1', '0x', '.', '%', '%2e', '%41', 'a', 'B', ' ', '\t', '\n', '\u0000', '|', 'c:', '127.0.0.1', '\uFF58', '\u2460', '\u3002', '\uFF11', '\u00DF', '\uD800', '\uDC00', '\u{1F600}', '\u{FFFF}', '..', 'xn--', '-', 'ex ample', '<', '^', ':80', ':99999', 'user:pass@', '[::1]', '[1:2:]'];
  const BASES = [null, 'http://h/a/b', 'file:///c:/x', 'sc://o/p', 'mailto:x'];
  const cases: Case[] = [];
  for (let i = 0; i < 4000; i++) {
    let s = '';
    for (let j = 1 + next(8); j > 0; j--) s += PIECES[next(PIECES.length)];
    cases.push({ input: s, base: BASES[next(BASES.length)]! });
  }
  return cases;
}

const CORPUS: readonly Case[] = [
  ...objects('urltestdata.json').map((t) => ({ input: t['input'] as string, base: (t['base'] as string | null) ?? null })),
  ...objects('urltestdata-javascript-only.json').map((t) => ({ input: t['input'] as string, base: (t['base'] as string | null) ?? null })),
  ...objects('IdnaTestV2.json').filter((t) => t['input'] !== '').map((t) => ({ input: `https://${t['input'] as string}/x`, base: null })),
  ...(fixture('whatwg-url-validation-cases.json') as { validationTestCases: Array<{ input: string; base?: string }> }).validationTestCases.map((c) => ({ input: c.input, base: c.base ?? null })),
];

describe('whatwg-url 17.3.0, a test oracle', () => {
  it('is pinned exactly as a devDependency, with tr46 7 of its own beside our tr46 6', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { devDependencies: Record<string, string>; dependencies: Record<string, string> };
    expect(pkg.devDependencies['whatwg-url']).toBe('17.3.0');
    expect(pkg.dependencies['whatwg-url']).toBeUndefined();
    expect((require('whatwg-url/package.json') as { version: string }).version).toBe('17.3.0');
    expect((require('tr46/package.json') as { version: string }).version).toMatch(/^6\./);
    const theirTr46 = createRequire(require.resolve('whatwg-url'));
    expect((theirTr46('tr46/package.json') as { version: string }).version).toMatch(/^7\./);
  });

  it('the tr46 differences are what each parser answers', () => {
    for (const d of TR46_DIFFERENCES) {
      expect(ours({ input: d.input, base: null }), d.input).toEqual(d.tr46v6);
      expect(theirs({ input: d.input, base: null }), d.input).toEqual(d.whatwgURL);
    }
  });

  it(`agrees on href and error names on the ${CORPUS.length} inputs of the vendored test data, but the tr46 differences`, () => {
    const differ = new Set<string>();
    for (const c of CORPUS) {
      const a = ours(c);
      const b = theirs(c);
      if (a.href !== b.href || JSON.stringify(a.errors) !== JSON.stringify(b.errors)) differ.add(c.input);
    }
    const inCorpus = TR46_DIFFERENCES.map((d) => d.input).filter((i) => CORPUS.some((c) => c.input === i));
    expect(inCorpus).toHaveLength(4);
    expect([...differ].sort()).toEqual(inCorpus.sort());
    expect(CORPUS.length).toBeGreaterThan(3700);
  });

  it('agrees on href and error names on 4,000 generated strings (seed 39), lone surrogates included', () => {
    const cases = generated();
    const differ = cases.filter((c) => JSON.stringify(ours(c)) !== JSON.stringify(theirs(c))).map((c) => JSON.stringify(c));
    expect(differ).toEqual([]);
    expect(cases.filter((c) => /[\uD800-\uDFFF]/.test(c.input.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''))).length).toBeGreaterThan(500);
  });
});
