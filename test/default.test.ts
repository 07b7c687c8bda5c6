/**
 * The default reading (DECISIONS 18, 37): `parseURL`, `parseURLOrThrow` and `isValid` without
 * `grammar` and `start` read an RFC 3986 `URI`; a grammar named without a start symbol reads the
 * same kind of input, its documented default start symbol: an absolute URL with an optional
 * fragment (`URI` under `rfc3986`); `start` alone is a start symbol of `rfc3986`. `rfc1738` keeps
 * its behaviour. The CLI's `check` and `parse` are tested in test/cli.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profiles } from '../grammar/all.js';
import { FULL } from './support/scale.js';
import { isValid, parseURL, parseURLOrThrow, startSymbols, URLSyntaxError, type GrammarName, type StartSymbol } from '../src/index.js';

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

  it('a grammar named without a start symbol reads the same kind of input: an absolute URL with an optional fragment (DECISIONS 37)', () => {
    expect(startSymbols('rfc3986')[0]).toBe('URI');
    expect(verdict(parseURL('../g', { grammar: 'rfc3986' }))).toBe('rfc3986 scheme.missing at 0');
    expect(verdict(parseURL('http://a/', { grammar: 'rfc3986' }))).toBe('URI');
    expect(verdict(parseURL('../g', { grammar: 'rfc3987' }))).toBe('rfc3987 scheme.missing at 0');
    expect(verdict(parseURL('http://a/b;p?q#f', { grammar: 'rfc1808' }))).toBe('URL-1808');
    expect(verdict(parseURL('http://a/b?q#f', { grammar: 'rfc2396' }))).toBe('URI-2396');
    // A relative reference only when a start symbol asks for it.
    expect(verdict(parseURL('../g', { grammar: 'rfc3986', start: 'URI-reference' }))).toBe('URI-reference');
    expect(verdict(parseURL('../g', { grammar: 'rfc3987', start: 'IRI-reference' }))).toBe('IRI-reference');
    expect(verdict(parseURL('../g;x?y#s', { grammar: 'rfc1808', start: 'URL' }))).toBe('URL');
    expect(verdict(parseURL('../g?y#s', { grammar: 'rfc2396', start: 'URI-reference' }))).toBe('URI-reference');
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

/**
 * Each grammar's documented default start symbol (README's grammar table, grammar/README.md,
 * `ParseURLOptions`), written here as the docs say it, not read from the profiles.
 */
const DOCUMENTED: { readonly [G in GrammarName]: StartSymbol<G> } = {
  rfc1738: 'URL-1738',
  'rfc1738-pure': 'URL-1738',
  rfc1808: 'URL-1808',
  rfc2396: 'URI-2396',
  'rfc2396+2732': 'URI-2396',
  rfc3986: 'URI',
  rfc3987: 'IRI',
  whatwg: 'absolute-URL-with-fragment-string',
};
const GRAMMARS = Object.keys(profiles) as GrammarName[];
/** Relative references and the empty string: what no default reads. */
const NOT_ABSOLUTE = ['', 'foo', '../g', '//a/b'];

describe('one meaning for "the default" (DECISIONS 37)', () => {
  it('every grammar of the registry has a documented default start symbol: its own first, an absolute one', () => {
    expect(GRAMMARS.sort()).toEqual(Object.keys(DOCUMENTED).sort());
    expect(GRAMMARS.length).toBe(8);
    for (const g of GRAMMARS) {
      expect(profiles[g].start.name, g).toBe(DOCUMENTED[g]);
      expect(startSymbols(g)[0], g).toBe(DOCUMENTED[g]);
    }
  });

  it("the docs state each grammar's default: the quickstart's table and the README's list", () => {
    const quickstart = readFileSync(new URL('../docs/guide/quickstart.md', import.meta.url), 'utf8');
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    for (const g of GRAMMARS) {
      const row = quickstart.split('\n').find((l) => l.startsWith(`| \`'${g}'\``));
      expect(row, `quickstart.md has a row for ${g}`).toBeDefined();
      expect(row!.split('|')[2]!.trim().startsWith(`\`${DOCUMENTED[g]}\``), row).toBe(true);
      expect(readme, g).toContain(`\`${DOCUMENTED[g]}\``);
    }
  });

  it('a grammar named alone answers as its documented default, and rfc3986 as the default, on the corpus (every twentieth URL under npm test) and relative references (parseURL and isValid)', () => {
    const full = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter((l, i) => l !== '' && (FULL || i % 20 === 0));
    const inputs = [...full, ...NOT_ABSOLUTE];
    expect(inputs.length).toBeGreaterThan(FULL ? 24000 : 1200);
    const bad: string[] = [];
    const counts: Record<string, number> = {};
    for (const g of GRAMMARS) {
      const start = DOCUMENTED[g] as StartSymbol;
      let valid = 0;
      for (const x of inputs) {
        const named = parseURL(x, { grammar: g });
        const explicit = parseURL(x, { grammar: g, start });
        const ok = [named.ok, explicit.ok, isValid(x, { grammar: g }), isValid(x, { grammar: g, start })];
        if (g === 'rfc3986') ok.push(parseURL(x).ok, isValid(x));
        if (ok.some((v) => v !== named.ok) || verdict(named) !== verdict(explicit)) bad.push(`${g} ${JSON.stringify(x)}: ${ok.join(' ')} ${verdict(named)} / ${verdict(explicit)}`);
        if (named.ok) valid++;
      }
      counts[g] = valid;
    }
    expect(bad).toEqual([]);
    // Every grammar reads most of the corpus: absolute URLs (a count, not a wall-clock figure).
    for (const g of GRAMMARS) expect(counts[g], g).toBeGreaterThan(full.length / 2);
  });

  it("'', 'foo', '../g' and '//a/b' are invalid under every grammar named alone, valid where a start symbol asks for a relative reference", () => {
    for (const g of GRAMMARS) {
      for (const x of NOT_ABSOLUTE) {
        expect(parseURL(x, { grammar: g }).ok, `${g} ${JSON.stringify(x)}`).toBe(false);
        expect(isValid(x, { grammar: g }), `${g} ${JSON.stringify(x)}`).toBe(false);
      }
    }
    for (const x of NOT_ABSOLUTE) {
      expect(parseURL(x).ok).toBe(false);
      expect(parseURL(x, { grammar: 'rfc3986', start: 'URI-reference' }).ok).toBe(true);
      expect(isValid(x, { grammar: 'rfc3986', start: 'URI-reference' })).toBe(true);
      expect(isValid(x, { grammar: 'rfc3987', start: 'IRI-reference' })).toBe(true);
      expect(isValid(x, { grammar: 'rfc2396', start: 'URI-reference' })).toBe(true);
      expect(isValid(x, { grammar: 'rfc1808', start: 'URL' })).toBe(true);
    }
  });
});
