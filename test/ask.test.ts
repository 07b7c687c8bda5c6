/**
 * Asking the grammar one way (grammar/index.ts `matches`, `readsTo`): held to the engine's own
 * answers (`parserFor(rule).parse` for the whole text, `parseAt` for how far a rule reads) on every
 * declared rule, read on its own and in a grammar; and the delimiters the incremental record reads
 * from RFC 3986 Appendix B's rules (grammar/appendix-b `appendixBDelimiters`), held to the
 * Appendix B expression's own classes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRules, isLoadedSource, lookup, matches, parserFor, readsTo, ArgumentError, GrammarError, type GrammarName } from '../grammar/index.js';
import { appendixBClasses, appendixBDelimiters, authorityReadsTo, literalReadsTo } from '../grammar/appendix-b/index.js';
import { AUTHORITY_MARK, MARK } from '../src/record/index.js';

/** Texts of every shape: corpus URLs, their pieces, and broken ones. */
const corpus = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).slice(0, 25);
const TEXTS = [
  '', 'http', 'svn+ssh', '1http', 'a b', 'http://a/b?c#d', '//a', '[::1]', '[::1]:80', '1.2.3.4', '1.2.3.256', 'user:pa@ss@host:8080',
  'example.com', '%41%zz', '/a/b/../c', 'mailto:a@b', 'urn:isbn:0451450523', 'é', 'a\u{1F600}b', '::13.1.68.3', 'v1.fe', '8080:8080',
  ...corpus, ...corpus.map((u) => u.slice(u.indexOf(':') + 1)),
];

const declared = allRules().filter((r) => !isLoadedSource(r.rfc));

describe('matches and readsTo answer what the engine answers', () => {
  it('on every declared rule read on its own: the whole text, and how far from each of a few offsets', () => {
    const wrong: string[] = [];
    for (const rule of declared) {
      const g = parserFor(rule, null);
      for (const t of TEXTS) {
        if (matches(rule, t) !== (g.parse(t) !== null)) wrong.push(`matches ${rule.key} ${JSON.stringify(t)}`);
        for (const at of new Set([0, 1, t.indexOf(':') + 1, t.indexOf('//') + 2, t.length].filter((k) => k >= 0 && k <= t.length))) {
          const want = g.parseAt(t, at)?.end ?? -1;
          if (readsTo(rule, t, at) !== want) wrong.push(`readsTo ${rule.key} ${JSON.stringify(t)} ${at}: ${readsTo(rule, t, at)}, not ${want}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(declared.length).toBeGreaterThan(300);
  });

  it.each([
    ['rfc1738', 1738, 'host', '[::1]'],
    ['rfc1738', 1738, 'url', 'https://a/b'],
    ['rfc2396+2732', 2396, 'hostport', '[::1]:80'],
    ['rfc3987', 3987, 'ihost', 'é.example'],
  ] as const)('in grammar %s: %s %s', (grammar, rfc, name, text) => {
    const rule = lookup(rfc, name)!;
    const g = parserFor(rule, grammar as GrammarName);
    expect(matches(rule, text, grammar)).toBe(g.parse(text) !== null);
    expect(readsTo({ rfc, name }, text, 0, grammar)).toBe(g.parseAt(text, 0)?.end ?? -1);
  });

  it('names a rule by { rfc, name } as lookup does, case-insensitively', () => {
    expect(matches({ rfc: 3986, name: 'scheme' }, 'svn+ssh')).toBe(true);
    expect(matches({ rfc: 3986, name: 'SCHEME' }, '1http')).toBe(false);
    expect(readsTo({ rfc: 3986, name: 'scheme' }, 'http://a/', 0)).toBe(4);
    expect(readsTo({ rfc: 3986, name: 'path-abempty' }, 'x?q', 1)).toBe(1);
    expect(readsTo({ rfc: 3986, name: 'scheme' }, '//a', 0)).toBe(-1);
  });

  it('refuses what names no rule, a text that is no string, an offset outside the text', () => {
    expect(() => matches({ rfc: 3986, name: 'nope' }, 'x')).toThrow(GrammarError);
    expect(() => matches(null as never, 'x')).toThrow(ArgumentError);
    expect(() => matches({ rfc: 3986, name: 'scheme' }, 1 as never)).toThrow(ArgumentError);
    expect(() => matches({ rfc: 3986, name: 'scheme' }, 'x', 'nope' as never)).toThrow(ArgumentError);
    for (const at of [-1, 4, 1.5, Number.NaN]) expect(() => readsTo({ rfc: 3986, name: 'scheme' }, 'abc', at)).toThrow(ArgumentError);
  });
});

describe("the record's delimiters come from Appendix B's rules", () => {
  // ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))? (RFC 3986 Appendix B), and RFC 3986
  // §3.2's authority parts.
  const sorted = (s: string) => [...s].sort().join('');
  it.each([
    ['scheme', ':/?#'],
    ['authority', '/?#'],
    ['path', '?#'],
    ['query', '#'],
    ['userinfo', '@'],
    ['user', ':'],
    ['literal', ']'],
  ] as const)('%s ends at %s', (key, chars) => {
    expect(sorted(appendixBDelimiters[key])).toBe(sorted(chars));
  });

  it('the marks between components, as the productions write them', () => {
    expect([appendixBDelimiters.schemeMark, appendixBDelimiters.authorityMark, appendixBDelimiters.userinfoMark, appendixBDelimiters.portMark, appendixBDelimiters.literalMark, appendixBDelimiters.literalCloseMark]).toEqual([':', '//', '@', ':', '[', ']']);
    expect(String.fromCharCode(MARK.scheme, MARK.userinfo, MARK.port, MARK.literalOpen, MARK.literalClose)).toBe(':@:[]');
    expect(AUTHORITY_MARK).toBe('//');
  });

  it('each class holds every code unit but its delimiters', () => {
    const wrong: string[] = [];
    const ends = { scheme: ':/?#', authority: '/?#', hostport: '/?#@', user: '/?#@:', literal: '/?#@]' } as const;
    for (const [key, out] of Object.entries(ends)) {
      const is = appendixBClasses[key as keyof typeof ends];
      for (let c = 0; c <= 0xffff; c++) if (is(c) === out.includes(String.fromCharCode(c))) wrong.push(`${key} ${c.toString(16)}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['http://u@h:1/p', 7, 12],
    ['http://u@h:1', 7, 12],
    ['//a?b', 2, 3],
    ['//a#b', 2, 3],
    ['//', 2, 2],
  ])('the authority of %s from %i ends at %i', (text, start, end) => {
    expect(authorityReadsTo(text, start)).toBe(end);
  });

  it.each([
    ['[::1]:80', 0, 4],
    ['[::1', 0, 4],
    ['h:80', 0, -1],
    ['[v1.x@y]', 0, 5],
  ])('the IP literal of %s from %i reads to %i', (text, start, end) => {
    expect(literalReadsTo(text, start)).toBe(end);
  });
});
