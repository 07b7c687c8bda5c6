/**
 * The default reading (DECISIONS 18): `parseURL` and `parseURLOrThrow` without `grammar` and `start`
 * read an RFC 3986 `URI`; a grammar named without a start symbol reads its own first start symbol
 * (`URI-reference` under `rfc3986`); `start` alone is a start symbol of `rfc3986`. `rfc1738` keeps
 * its behaviour. The CLI's `check` and `parse` are tested in test/cli.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseURL, parseURLOrThrow, startSymbols, URLSyntaxError } from '../src/index.js';

const corpus = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l, i) => l.trim() !== '' && i % 40 === 0);

const verdict = (r: ReturnType<typeof parseURL>) => (r.ok ? r.ast.type : `${r.error.grammar} ${r.error.code} at ${r.error.offset}`);

describe('the default reading is { grammar: rfc3986, start: URI }', () => {
  it('gives what { grammar: "rfc3986", start: "URI" } gives, valid or not, on a sample of the corpus and on relative references', () => {
    const inputs = [...corpus, '../g', '//h/p', '?q', '#f', '', 'HTTP://a/', 'http://a b/', 'urn:isbn:0451450523'];
    expect(inputs.length).toBeGreaterThan(600);
    for (const input of inputs) {
      const explicit = parseURL(input, { grammar: 'rfc3986', start: 'URI' });
      for (const options of [undefined, null, {}, { grammar: undefined }, { start: undefined }, { warnings: false }]) {
        expect(parseURL(input, options as never), `${JSON.stringify(input)} ${JSON.stringify(options)}`).toEqual(explicit);
      }
    }
  });

  it('is absolute: a relative reference is no URI (scheme.missing), the report naming rfc3986 and the start symbol URI', () => {
    const r = parseURL('../g');
    expect(verdict(r)).toBe('rfc3986 scheme.missing at 0');
    if (!r.ok) expect(r.error.trace.map((f) => f.rule)).toEqual(['URI', 'scheme']);
    expect(verdict(parseURL('http://a/b/c/d;p?q#f'))).toBe('URI');
    expect(() => parseURLOrThrow('../g')).toThrow(URLSyntaxError);
    expect(parseURLOrThrow('http://a/').type).toBe('URI');
  });

  it('a grammar named without a start symbol keeps the grammar\'s own first start symbol', () => {
    expect(startSymbols('rfc3986')[0]).toBe('URI-reference');
    expect(verdict(parseURL('../g', { grammar: 'rfc3986' }))).toBe('URI-reference');
    expect(verdict(parseURL('http://a/', { grammar: 'rfc3986' }))).toBe('URI-reference');
    expect(verdict(parseURL('../g', { grammar: 'rfc3987' }))).toBe('IRI-reference');
    expect(verdict(parseURL('../g;x?y#s', { grammar: 'rfc1808' }))).toBe('URL');
  });

  it('a start symbol given alone is one of rfc3986\'s, case-insensitively', () => {
    expect(verdict(parseURL('../g', { start: 'URI-reference' }))).toBe('URI-reference');
    expect(verdict(parseURL('../g', { start: 'relative-ref' }))).toBe('relative-ref');
    expect(verdict(parseURL('http://a/', { start: 'absolute-uri' as never }))).toBe('absolute-URI');
    expect(verdict(parseURL('http://a/#f', { start: 'absolute-URI' }))).toMatch(/^rfc3986 \S+ at 9$/); // absolute-URI has no fragment
    expect(() => parseURL('x', { start: 'url' })).toThrow("no start symbol \"url\" in grammar 'rfc3986'");
  });

  it('the other options apply to the default: warnings and allErrors', () => {
    const w = parseURL('HTTP://example.com:80/', { warnings: true });
    expect(w.ok && w.warnings?.map((x) => x.code)).toEqual(['scheme.uppercase', 'port.default']);
    const all = parseURL('http://host/a b?c d', { allErrors: true });
    expect(!all.ok && all.errors?.map((e) => [e.grammar, e.code, e.offset])).toEqual([
      ['rfc3986', 'char.space', 13],
      ['rfc3986', 'char.space', 17],
    ]);
  });

  it('rfc1738 keeps its name and its behaviour', () => {
    expect(verdict(parseURL('HTTP://a/', { grammar: 'rfc1738' }))).toBe('rfc1738 scheme.uppercase at 0');
    expect(verdict(parseURL('http://user@example.org/', { grammar: 'rfc1738' }))).toBe('rfc1738 http.userinfo at 11');
    expect(verdict(parseURL('http://user@example.org/'))).toBe('URI');
    expect(verdict(parseURL('ftp://ftp.example.org/pub/file;type=i', { grammar: 'rfc1738' }))).toBe('URL-1738');
  });
});
