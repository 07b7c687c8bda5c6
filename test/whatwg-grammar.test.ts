/**
 * The WHATWG URL Standard's URL-writing grammar (`grammar: 'whatwg'`, grammar/rules/whatwg.ts),
 * held against:
 *
 * - the standard's own text (test/fixtures/whatwg/url.bs at the commit the parser names): every
 *   paragraph of a rule's text stands in url.bs (markup removed), and every "…string" term the URL
 *   writing and host writing sections define is a rule, or is named where it is folded into one;
 * - jsdom/whatwg-url's table of 184 inputs with `validURLString` (its writing-validity verdicts):
 *   every one agrees but the three ports over 65535, which DECISIONS 19 reads as valid with a
 *   warning (the standard's "16-bit unsigned integer");
 * - the standard's parser (src/whatwg/, our transcription) on every urltestdata input: the writing
 *   grammar says valid exactly where the parser reports no validation error, but the ports over
 *   65535 (the same decision), each listed;
 * - `isValid` (the generated recognizer and the domain check after it) equals `parseURL` on all of
 *   these.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRules, printAbnf, printRfc } from '../grammar/index.js';
import { isValid, parseURL, parseWHATWG, writingStartFor, type StartSymbol } from '../src/index.js';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/whatwg/${name}`, import.meta.url), 'utf8'));

/** url.bs with its markup removed and white space collapsed: the standard's words. */
const STANDARD = (() => {
  const bs = readFileSync(new URL('./fixtures/whatwg/url.bs', import.meta.url), 'utf8');
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
  return bs
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (m) => entities[m]!)
    .replace(/\s+/g, ' ');
})();

const whatwgRules = allRules().filter((r) => r.rfc === 'whatwg');
const baseRules = allRules().filter((r) => r.rfc === 'urlgrammar' && r.section === 'whatwg-base');

describe("the rules quote the standard's text", () => {
  it.each(whatwgRules.map((r) => [r.name, r] as const))('%s', (_name, rule) => {
    expect(rule.notation).toBe('prose');
    for (const paragraph of rule.text.split(/\n\s*\n/)) expect(STANDARD).toContain(paragraph.replace(/\s+/g, ' ').trim());
    // Printed back in ABNF, from the combinators.
    expect(printRfc(rule).startsWith(`${rule.name} = `)).toBe(true);
    expect(printAbnf(rule).length).toBeGreaterThan(rule.name.length + 3);
  });

  it('the sections are the standard\'s: §1.3, §3.4, §4.1, §4.3', () => {
    expect([...new Set(whatwgRules.map((r) => r.section))].sort()).toEqual(['1.3', '3.4', '4.1', '4.3']);
  });

  it('every "…string" term of URL writing and host writing is a rule, or folded into one and said so', () => {
    const dfns = (from: string, to: string): string[] => {
      const bs = readFileSync(new URL('./fixtures/whatwg/url.bs', import.meta.url), 'utf8');
      const part = bs.slice(bs.indexOf(from), bs.indexOf(to, bs.indexOf(from)));
      return [...part.matchAll(/<dfn[^>]*>([^<]+)<\/dfn>/g)].map((m) => m[1]!.replace(/\s+/g, ' '));
    };
    const terms = [...dfns('<h3 id=host-writing', '<h3 id=host-parsing'), ...dfns('<h3 id=url-writing', '<h3 id=url-parsing')];
    const FOLDED: Record<string, string> = {
      'valid domain': 'valid-domain-string',
      'valid IPv6-pieces-and-IPv4 string': 'valid-IPv6-address-string',
      'valid IPv6-pieces string': 'valid-IPv6-address-string',
      'effective piece length': 'valid-IPv6-piece-string',
    };
    const names = new Set(whatwgRules.map((r) => r.name));
    for (const term of terms) {
      const folded = FOLDED[term];
      if (folded) {
        expect(names).toContain(folded);
        expect(whatwgRules.find((r) => r.name === folded)!.text.replace(/\s+/g, ' ')).toContain(term);
      } else expect(names).toContain(term.replace(/ /g, '-'));
    }
    expect(terms.length).toBe(31);
  });

  it('the start symbols for a known base (and the class of our own) print their own definitions', () => {
    expect(baseRules.filter((r) => !r.token).map((r) => r.name)).toEqual(['valid-URL-string-special-base', 'valid-URL-string-file-base', 'valid-URL-string-other-base', 'valid-URL-string-opaque-base']);
    // And the one class of our own: the URL code points beyond ASCII, named once in reports.
    expect(baseRules.filter((r) => r.token).map((r) => r.name)).toEqual(['non-ASCII-URL-code-point']);
    for (const r of baseRules) expect(printRfc(r).replace(/\s+/g, '')).toBe(r.text.replace(/\s+/g, ''));
  });
});

interface ValidationCase { input: string; base?: string; validURLString: boolean; parserValidationErrors?: string[] }
const TABLE = (fixture('whatwg-url-validation-cases.json') as { validationTestCases: ValidationCase[] }).validationTestCases;

/** The cases where this grammar departs from whatwg-url's `validURLString`, and why. */
const DECISION_19 = 'DECISIONS 19: a URL-port string is digits; a value over 65535 is valid with the warning port.out-of-range (the standard: "a decimal number that is a 16-bit unsigned integer")';
const TABLE_DIFFERENCES: Record<string, string> = {
  'https://example.com:65536': DECISION_19,
  'https://example.com:65536/': DECISION_19,
  'https://example.org:70000': DECISION_19,
};

const readWriting = (input: string, base: string | null) => {
  const start = writingStartFor(base);
  return { start, r: parseURL(input, { grammar: 'whatwg', start }) };
};

describe("jsdom/whatwg-url's writing-validity verdicts (validURLString)", () => {
  it('181 of 184 agree; the three ports over 65535 are valid with a warning (DECISIONS 19)', () => {
    const differ: string[] = [];
    for (const c of TABLE) {
      const { start, r } = readWriting(c.input, c.base ?? null);
      expect(isValid(c.input, { grammar: 'whatwg', start })).toBe(r.ok);
      if (r.ok !== c.validURLString) differ.push(c.input);
    }
    expect(TABLE.length).toBe(184);
    expect(differ).toEqual(Object.keys(TABLE_DIFFERENCES));
    for (const input of differ) {
      const r = parseURL(input, { grammar: 'whatwg', warnings: true });
      expect(r.ok && r.warnings?.map((w) => w.code)).toEqual(['port.out-of-range']);
    }
  });

  it('says where and why, by code: the domain checks, with the standard\'s section', () => {
    const cases: Array<[string, string | null, string, number]> = [
      ['https://a_b.com/', null, 'syntax.unexpected-char', 9],
      ['https://a-.com/', null, 'host.invalid-domain', 8],
      ['https://example.com./', null, 'host.invalid-domain', 8],
      ['https://xn--8i7caa/', null, 'host.invalid-domain', 8],
      ['https://example.255/', null, 'host.ends-in-a-number', 8],
      ['https://0x1/', null, 'host.ends-in-a-number', 8],
      ['https://1.2.3.4.5/', null, 'host.ends-in-a-number', 8],
      ['https://[0DB8::1]/', null, 'ipv6.bad-char', 10],
      // With a base that has an opaque path, only an absolute URL or "#" and a fragment.
      ['a/b', 'foo:opaque', 'syntax.unexpected-char', 1],
    ];
    for (const [input, base, code, offset] of cases) {
      const { r } = readWriting(input, base);
      expect(r.ok ? null : [r.error.code, r.error.offset], input).toEqual([code, offset]);
    }
    const r = parseURL('https://a-.com/', { grammar: 'whatwg' });
    expect(!r.ok && r.error.trace.at(-1)).toMatchObject({ rule: 'valid-domain-string', section: '3.4' });
  });
});

interface URLTest { input: string; base: string | null; failure?: boolean }
const URLTESTDATA = (fixture('urltestdata.json') as unknown[]).filter((x): x is URLTest => typeof x === 'object' && x !== null);

describe('the writing grammar and the parser, on every urltestdata input', () => {
  it('agree (writing-valid exactly where the parser reports no validation error) on 886 of 891; the 5 others are ports over 65535', () => {
    const differ: Array<{ input: string; base: string | null; parser: string[] }> = [];
    let agree = 0;
    for (const c of URLTESTDATA) {
      const { start, r } = readWriting(c.input, c.base);
      expect(isValid(c.input, { grammar: 'whatwg', start: start as StartSymbol<'whatwg'> }), c.input).toBe(r.ok);
      const p = parseWHATWG(c.input, c.base === null ? undefined : { base: c.base });
      const parserValid = p.ok && p.errors.length === 0;
      if (parserValid === r.ok) agree++;
      else differ.push({ input: c.input, base: c.base, parser: p.errors.map((e) => e.name) });
    }
    expect(URLTESTDATA.length).toBe(891);
    expect(agree).toBe(886);
    // Every difference: valid for the writing grammar (DECISIONS 19), port-out-of-range for the parser.
    for (const d of differ) {
      expect(d.parser, d.input).toEqual(['port-out-of-range']);
      expect(parseURL(d.input, { grammar: 'whatwg', start: writingStartFor(d.base) }).ok).toBe(true);
    }
  });
});

describe('writingStartFor', () => {
  it('reads the base with the parser: no base, special, file, another scheme, an opaque path', () => {
    expect(writingStartFor(null)).toBe('absolute-URL-with-fragment-string');
    expect(writingStartFor(undefined)).toBe('absolute-URL-with-fragment-string');
    expect(writingStartFor('HTTPS://example.com/demo')).toBe('valid-URL-string-special-base');
    expect(writingStartFor('file:///tmp/')).toBe('valid-URL-string-file-base');
    expect(writingStartFor('foo://example.com/')).toBe('valid-URL-string-other-base');
    expect(writingStartFor('foo:opaque')).toBe('valid-URL-string-opaque-base');
    expect(() => writingStartFor('nope')).toThrow(/is no URL/);
    expect(() => writingStartFor(42 as never)).toThrow(/string/);
  });

  it('the TSDoc examples', () => {
    expect(parseURL('example', { grammar: 'whatwg', start: writingStartFor('https://example.com/demo') }).ok).toBe(true);
    expect(isValid('example', { grammar: 'whatwg', start: writingStartFor('foo:opaque') })).toBe(false);
  });
});

describe('the record of a valid URL string', () => {
  it('has the parts the standard writes, and the host kinds', () => {
    const r = parseURL('https://EXAMPLE.com:8080/a/b?q#f', { grammar: 'whatwg' });
    expect(r.ok && r.components).toMatchObject({ scheme: { text: 'https' }, host: { text: 'EXAMPLE.com' }, hostType: 'domain', port: { text: '8080' }, path: { text: '/a/b' }, query: { text: 'q' }, fragment: { text: 'f' } });
    const kinds = ['https://127.0.0.1/', 'https://[::1]/', 'foo://a~b!c/', 'foo://[::1]:80', 'file://host/x'].map((u) => {
      const x = parseURL(u, { grammar: 'whatwg' });
      return x.ok ? x.components.hostType : null;
    });
    expect(kinds).toEqual(['ipv4', 'ipv6', 'opaque-host', 'ipv6', 'domain']);
  });
});
