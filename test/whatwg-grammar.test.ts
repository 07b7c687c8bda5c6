/**
 * The WHATWG URL Standard's URL-writing grammar (`grammar: 'whatwg'`, grammar/whatwg/rules.ts),
 * held against:
 *
 * - the standard's own text (test/fixtures/whatwg/url.bs at the commit the parser names): every
 *   paragraph of a rule's text stands in url.bs (markup removed), and every "…string" term the URL
 *   writing and host writing sections define is a rule, or is named where it is folded into one;
 * - jsdom/whatwg-url's table of 184 inputs with `validURLString` (its writing-validity verdicts):
 *   every one agrees, the three ports over 65535 included (DECISIONS 31: a URL-port string is "a
 *   16-bit unsigned integer", so a larger one is the error `port.out-of-range`);
 * - the standard's parser (src/whatwg/, our transcription) on every urltestdata input: the writing
 *   grammar says valid exactly where the parser reports no validation error;
 * - a table of ports (DECISIONS 31), each verdict as whatwg-url 17.3.0's `isValidURLString` gives
 *   it;
 * - `isValid` (the generated recognizer and the domain check after it) equals `parseURL` on all of
 *   these.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printAbnf, printRfc } from '../grammar/all.js';
import { isValid, parseRule, parseURL, parseWHATWG, writingStartFor, type StartSymbol } from '../src/index.js';
import { declaredRules } from './support/declared.js';

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

const whatwgRules = declaredRules().filter((r) => r.rfc === 'whatwg');
const baseRules = declaredRules().filter((r) => r.rfc === 'urlgrammar' && r.section === 'whatwg-base');

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

const readWriting = (input: string, base: string | null) => {
  const start = writingStartFor(base);
  return { start, r: parseURL(input, { grammar: 'whatwg', start }) };
};

describe("jsdom/whatwg-url's writing-validity verdicts (validURLString)", () => {
  it('all 184 agree; the three ports over 65535 are the error port.out-of-range (DECISIONS 31)', () => {
    const differ: string[] = [];
    for (const c of TABLE) {
      const { start, r } = readWriting(c.input, c.base ?? null);
      expect(isValid(c.input, { grammar: 'whatwg', start })).toBe(r.ok);
      if (r.ok !== c.validURLString) differ.push(c.input);
    }
    expect(TABLE.length).toBe(184);
    expect(differ).toEqual([]);
    const ports = ['https://example.com:65536', 'https://example.com:65536/', 'https://example.org:70000'];
    for (const input of ports) {
      expect(TABLE.find((c) => c.input === input)?.validURLString, input).toBe(false);
      const r = parseURL(input, { grammar: 'whatwg' });
      expect(r.ok ? null : [r.error.code, r.error.offset], input).toEqual(['port.out-of-range', 20]);
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

/**
 * Ports (DECISIONS 31): "A URL-port string must be one of the following: the empty string; one or
 * more ASCII digits representing a decimal number that is a 16-bit unsigned integer" (§4.3). Each
 * verdict is whatwg-url 17.3.0's `isValidURLString` (with the base where one is given), read on
 * 2026-11-29 (it is no dependency here: DECISIONS 42 pins it for later WHATWG work). Leading zeros
 * are digits like any other, so `00080` is 80; a value over 65535 is the range error
 * `port.out-of-range` at the start of the port, as RFC 1738's; no count of digits overflows.
 */
const PORTS: ReadonlyArray<{ input: string; base?: string; offset: number | null }> = [
  { input: 'https://example.com:65535', offset: null },
  { input: 'https://example.com:65536', offset: 20 },
  { input: 'https://example.com:0', offset: null },
  { input: 'https://example.com:', offset: null },
  { input: 'https://example.com:00080', offset: null },
  { input: 'https://example.com:065535', offset: null },
  { input: 'https://example.com:0000000000000000000065535', offset: null },
  { input: 'https://example.com:0000000000000000000065536', offset: 20 },
  { input: 'https://example.com:99999999999999999999999', offset: 20 },
  { input: 'https://example.com:100000/a', offset: 20 },
  { input: 'https://example.com:65536#f', offset: 20 },
  { input: 'foo://h:65535/', offset: null },
  { input: 'foo://h:70000/', offset: 8 },
  { input: 'foo://[::1]:65536?q', offset: 12 },
  { input: 'https://[::1]:70000', offset: 14 },
  { input: 'https://127.0.0.1:65536/', offset: 18 },
  { input: '//example.com:70000', base: 'https://example.org/', offset: 14 },
  { input: '//example.com:065535', base: 'https://example.org/', offset: null },
  { input: `https://h:${'9'.repeat(400)}`, offset: 10 },
  { input: `https://h:${'0'.repeat(400)}1`, offset: null },
];

describe('ports: a URL-port string is a 16-bit unsigned integer (DECISIONS 31)', () => {
  it.each(PORTS.map((c) => [c.input.length > 60 ? `${c.input.slice(0, 40)}… (${c.input.length})` : c.input, c] as const))('%s', (_name, c) => {
    const { start, r } = readWriting(c.input, c.base ?? null);
    expect(r.ok ? null : [r.error.code, r.error.kind, r.error.offset, r.error.culprit]).toEqual(c.offset === null ? null : ['port.out-of-range', 'range', c.offset, null]);
    // The recognizer (its automaton states the bound) and the fast path's parse agree.
    expect(isValid(c.input, { grammar: 'whatwg', start })).toBe(c.offset === null);
    expect(parseURL(c.input, { grammar: 'whatwg', start, allErrors: true }).ok).toBe(c.offset === null);
    // The parser fails on the same ports, with its own port-out-of-range.
    const p = parseWHATWG(c.input, c.base === undefined ? undefined : { base: c.base });
    expect(p.ok ? null : p.failure?.name).toBe(c.offset === null ? null : 'port-out-of-range');
  });

  it('the report names the rule and the bound, and no warning is left for a valid port', () => {
    const r = parseURL('https://example.com:65536', { grammar: 'whatwg' });
    expect(!r.ok && r.error.expected).toEqual([{ rule: 'URL-port-string', rfc: 'whatwg', section: '4.3', terminals: ['0 to 65535'] }]);
    expect(!r.ok && r.error.trace.at(-1)).toMatchObject({ rule: 'URL-port-string', section: '4.3', start: 20 });
    expect(!r.ok && r.error.message).toMatch(/^port\.out-of-range: A port over 65535: a URL-port string is digits "representing a decimal number that is a 16-bit unsigned integer" \(URL Standard §4\.3\)/);
    const ok = parseURL('https://example.com:065535', { grammar: 'whatwg', warnings: true });
    expect(ok.ok && ok.warnings).toEqual([]);
    // Every problem, in input order: the domain, then the port.
    const all = parseURL('https://a-.com:70000/', { grammar: 'whatwg', allErrors: true });
    expect(!all.ok && all.errors?.map((e) => [e.code, e.offset])).toEqual([['host.invalid-domain', 8], ['port.out-of-range', 15]]);
    // The rule read on its own.
    expect(parseRule('URL-port-string', '', { rfc: 'whatwg' }).ok).toBe(true);
    const rule = parseRule('URL-port-string', '70000', { rfc: 'whatwg' });
    expect(rule.ok ? null : [rule.error.code, rule.error.offset]).toEqual(['port.out-of-range', 0]);
  });

  it('the RFC grammars keep their warning, and rfc1738 its error', () => {
    for (const grammar of ['rfc3986', 'rfc3987', 'rfc2396', 'rfc2396+2732', 'rfc1808'] as const) {
      const r = parseURL('http://example.com:65536/', { grammar, warnings: true });
      expect(r.ok && r.warnings?.map((w) => w.code), grammar).toEqual(['port.out-of-range']);
      expect(isValid('http://example.com:65536/', { grammar }), grammar).toBe(true);
    }
    const r = parseURL('http://example.com:65536/', { grammar: 'rfc1738' });
    expect(r.ok ? null : [r.error.code, r.error.offset]).toEqual(['port.out-of-range', 19]);
  });
});

interface URLTest { input: string; base: string | null; failure?: boolean }
const URLTESTDATA = (fixture('urltestdata.json') as unknown[]).filter((x): x is URLTest => typeof x === 'object' && x !== null);

describe('the writing grammar and the parser, on every urltestdata input', () => {
  it('agree (writing-valid exactly where the parser reports no validation error) on all 891, the 5 ports over 65535 included', () => {
    const differ: Array<{ input: string; base: string | null; parser: string[] }> = [];
    const ports: string[] = [];
    for (const c of URLTESTDATA) {
      const { start, r } = readWriting(c.input, c.base);
      expect(isValid(c.input, { grammar: 'whatwg', start: start as StartSymbol<'whatwg'> }), c.input).toBe(r.ok);
      const p = parseWHATWG(c.input, c.base === null ? undefined : { base: c.base });
      const parserValid = p.ok && p.errors.length === 0;
      if (parserValid !== r.ok) differ.push({ input: c.input, base: c.base, parser: p.errors.map((e) => e.name) });
      if (!r.ok && r.error.code === 'port.out-of-range') {
        // The parser fails on each of them with its own port-out-of-range (DECISIONS 31).
        expect(p.ok ? null : p.failure?.name, c.input).toBe('port-out-of-range');
        ports.push(c.input);
      }
    }
    expect(URLTESTDATA.length).toBe(891);
    expect(differ).toEqual([]);
    expect(ports.length).toBe(5);
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
