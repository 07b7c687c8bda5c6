/**
 * dist/urlgrammar.bundle.js as a warehouse runs it (BigQuery and Snowflake JavaScript UDFs: one
 * script, no module system, no Node API): its text loaded into a bare `node:vm` context, which has
 * the ECMAScript globals and nothing else (no `require`, `process`, `Buffer`, `URL`,
 * `TextEncoder`/`TextDecoder`), then the API called there and its answers compared with the Node
 * build's. The codecs run their hand-written fallbacks there (base/utf.ts).
 *
 * Also: the bundle has no `require(` of a module, no `import`, no `node:` specifier, no
 * `createRequire`; `urlgrammar/bundle` resolves to it. Its size is a row of the docs' size table,
 * which test/size.test.ts checks. Needs `npm run build` (skipped without the bundle).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import * as node from '../src/index.js';

const file = fileURLToPath(new URL('../dist/urlgrammar.bundle.js', import.meta.url));
const built = existsSync(file);

/** A fresh bare context with the bundle loaded. */
function sandbox(): vm.Context {
  const ctx = vm.createContext({});
  vm.runInContext(readFileSync(file, 'utf8'), ctx, { filename: 'urlgrammar.bundle.js' });
  return ctx;
}

/**
 * `expr` (which names the API `urlgrammar`) evaluated in the sandbox and under Node, each as JSON
 * (so that values of the two realms compare as data), a thrown error as its name and message.
 */
const wrap = (expr: string) =>
  `(() => { try { return JSON.stringify({ value: (${expr}) }); } catch (e) { return JSON.stringify({ error: e.name + ': ' + e.message }); } })()`;

describe.runIf(built)('the bundle in a bare vm context', () => {
  const ctx = built ? sandbox() : (null as unknown as vm.Context);
  const inBundle = (expr: string): unknown => JSON.parse(vm.runInContext(wrap(expr), ctx) as string);
  const inNode = (expr: string): unknown => JSON.parse(new Function('urlgrammar', `return ${wrap(expr)};`)(node) as string);

  it('the context has no Node or web globals: the fallbacks are what runs', () => {
    for (const g of ['require', 'module', 'exports', 'process', 'Buffer', 'URL', 'TextEncoder', 'TextDecoder', 'globalThis.fetch']) {
      expect(vm.runInContext(`typeof ${g}`, ctx), g).toBe('undefined');
    }
    expect(vm.runInContext('typeof urlgrammar.parseURL', ctx)).toBe('function');
  });

  it('defines the public API of src/index.ts as the global urlgrammar', () => {
    const names = (vm.runInContext('Object.keys(urlgrammar)', ctx) as string[]).slice().sort();
    expect(names).toEqual(Object.keys(node).sort());
  });

  const cases = [
    // the strict parser, reports and their hints (the hints encode the character as UTF-8)
    `urlgrammar.parseURL('http://www.example.org/a?b#c', { grammar: 'rfc3986' })`,
    `urlgrammar.parseURL('http://www.exa mple.org/', { grammar: 'rfc3986' })`,
    `urlgrammar.parseURL('http://h/%C3%A9%FF%E2%82x%EF%BB%BF')`,
    `urlgrammar.parseURL('http://h/\u00e9')`,
    `urlgrammar.formatReport(urlgrammar.parseURL('http://www.exa mple.org/').error)`,
    `urlgrammar.formatReport(urlgrammar.parseURL('http://h/p\u00e9\u{1F600}', { grammar: 'rfc3986' }).error)`,
    `urlgrammar.parseURL('http://h/', { grammar: 'nope' })`,
    // the summaries provided by src/diagnostics/under.ts and iri.ts (modules with side effects only:
    // a bundler that believed package.json's sideEffects dropped them)
    `urlgrammar.formatReport(urlgrammar.parseURL('http://1.2.3.4.5/', { grammar: 'whatwg' }).error)`,
    `urlgrammar.formatReport(urlgrammar.parseURL('http://a/{', { grammar: 'rfc2396' }).error)`,
    `urlgrammar.formatReport(urlgrammar.parseURL('http://h/\u202e', { grammar: 'rfc3987' }).error)`,
    // urllib
    `urlgrammar.urlsplit('HTTP://user:pw@[::1]:8080/p;x?q=1#f')`,
    `urlgrammar.urlsplit('http://h/p').hostname`,
    `urlgrammar.urlparse('http://h/p;x?q').params`,
    `urlgrammar.urljoin('http://a/b/c/d;p?q', '../../g')`,
    `urlgrammar.urljoin('http://a/b/c/d;p?q', '//g/./x/../y')`,
    `urlgrammar.quote('\u00e9/\u00fc \u20ac\u{1F600}')`,
    `urlgrammar.quote('\u00e9 \ud800', { errors: 'replace' })`,
    `urlgrammar.quote('\ud800')`,
    `urlgrammar.quote('\u00e9\u00ff', { encoding: 'latin-1' })`,
    `urlgrammar.quote_plus('a b&c=\u00e9')`,
    `urlgrammar.unquote('%C3%A9%E2%82%AC%F0%9F%98%80')`,
    `urlgrammar.unquote('%C3%A9%FF%E2%82x%ED%A0%80%F4%90%80%80%EF%BB%BF')`,
    `urlgrammar.unquote('a%C3%A9%FFb', { errors: 'strict' })`,
    `urlgrammar.unquote('a%C3%A9%E2%82', { errors: 'strict' })`,
    `urlgrammar.unquote('%FF%C3', { errors: 'surrogateescape' })`,
    `urlgrammar.unquote('%FF%C3', { errors: 'backslashreplace' })`,
    `urlgrammar.unquote('%E9'.repeat(300), { encoding: 'latin-1' })`,
    `urlgrammar.unquote('%C3%A9'.repeat(200) + '%FF' + '%C3%A9'.repeat(200), { errors: 'strict' })`,
    `urlgrammar.unquote('%C3%A9'.repeat(3000) + '%E2%82')`,
    `Array.from(urlgrammar.unquote_to_bytes('%C3%A9\u00e9'))`,
    `urlgrammar.parse_qs('a=%C3%A9&b=%FF&a=2')`,
    `urlgrammar.urlencode({ q: '\u00e9 \u20ac', r: ['1', '2'] }, { doseq: true })`,
    // the resolver
    `urlgrammar.resolve('http://a/b/c/d;p?q', '../g', { spec: 'rfc3986' })`,
    `urlgrammar.removeDotSegments('/a/b/c/./../../g')`,
    // IRIs: the RFC 3987 grammar (astral classes) and IDNA through the bundled tr46
    `urlgrammar.parseURL('http://r\u00e9sum\u00e9.example.org/\ud800\udf00', { grammar: 'rfc3987' }).ok`,
    `urlgrammar.iriToURI('http://r\u00e9sum\u00e9.example.org/', { host: 'idna' })`,
    `urlgrammar.uriToIRI('http://xn--99zt52a.example.org/%E2%80%AE', { host: 'idna' })`,
  ];

  it.each(cases)('%s: the Node build\'s answer', (expr) => {
    expect(inBundle(expr)).toEqual(inNode(expr));
  });

  it('the fallback codec reports errors with positions (UnicodeDecodeError / UnicodeEncodeError)', () => {
    expect(inBundle(`urlgrammar.unquote('a%C3%A9%FFb', { errors: 'strict' })`)).toEqual({
      error: "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 3: invalid start byte",
    });
    expect(inBundle(`urlgrammar.quote('ab\\ud800')`)).toEqual({
      error: "UnicodeEncodeError: 'utf-8' codec can't encode character '\\ud800' in position 2: surrogates not allowed",
    });
  });

  it('compare reads as in Node, the WHATWG reading included (the library\'s own transcription, no global URL needed)', () => {
    const got = inBundle(`urlgrammar.compare('http://h/a/../b')`) as { value: { readings: { reader: string }[]; notes: string[] } };
    const want = inNode(`urlgrammar.compare('http://h/a/../b')`) as typeof got;
    expect(got.value.notes).toEqual([]);
    expect(got.value.readings.some((r) => r.reader === 'WHATWG URL Standard (urlgrammar)')).toBe(true);
    expect(got.value).toEqual(want.value);
  });

  // A global read costs about 130 ns in a bare context (Node's vm reaches each global through the
  // context's interceptors): the traced run of a report read `Uint8Array` twice per leaf call, and
  // the bundle's report on a long rejected input cost 2 to 5 times the module's (issue 24).
  it.each([
    ['rfc1738', 'http://[', '1:'],
    ['rfc1738', 'ftp://u@', '1.'],
    ['rfc3987', 'http://', ':'],
  ])('the report under %s on %j + %j×n is the module\'s', (grammar, prefix, unit) => {
    const input = prefix + unit.repeat(100_000 / unit.length);
    const parse = vm.runInContext('(s, g) => urlgrammar.parseURL(s, { grammar: g }).ok', ctx) as (s: string, g: string) => boolean;
    expect(parse(input, grammar)).toBe(false);
    expect(node.parseURL(input, { grammar: grammar as node.GrammarName }).ok).toBe(false);
    // Its time against the module's: `npm run bench -- --ratios` (DECISIONS 36).
  });

  it('the error classes work inside the context (instanceof, name, subclassing)', () => {
    const check = (code: string) => vm.runInContext(`(() => { try { ${code}; return 'no error'; } catch (e) { return [e instanceof urlgrammar.ArgumentError, e instanceof TypeError, e instanceof urlgrammar.ValueError, e.name]; } })()`, ctx);
    expect(check(`urlgrammar.parseURL(42)`)).toEqual([true, true, false, 'ArgumentError']);
    expect(check(`urlgrammar.unquote('%FF', { errors: 'strict' })`)).toEqual([false, false, true, 'UnicodeDecodeError']);
    expect(vm.runInContext(`(() => { try { urlgrammar.parseURLOrThrow('http://a b/'); } catch (e) { return [e instanceof urlgrammar.URLSyntaxError, e.report.code]; } })()`, ctx)).toEqual([
      true,
      node.parseURL('http://a b/').ok ? null : (node.parseURL('http://a b/') as { error: { code: string } }).error.code,
    ]);
  });
});

describe.runIf(built)('the bundle file', () => {
  const code = built ? readFileSync(file, 'utf8') : '';

  it('is one script: no require of a module, no import, no node: specifier, no createRequire', () => {
    expect(code).not.toMatch(/\brequire\s*\(\s*["'`]/);
    // An import statement or expression: `import x from "..."`, `import x, {`, `import{`,
    // `import"`, `import(` (a class field named `imports`, as a loaded ABNF grammar has, or the
    // word in a message, "an import must be...", is none).
    expect(code).not.toMatch(/(^|[;{}\s])import(\s*[{*"'`(]|\s+[\w$]+\s*(,\s*[{*]|from\s*["'`]))/);
    expect(code).not.toMatch(/\bexport\s*[{*]|\bexport\s+(default|const|let|var|function|class)\b/);
    expect(code).not.toMatch(/["'`]node:/);
    expect(code).not.toContain('createRequire');
    expect(code).not.toContain('railroad');
    expect(code.startsWith('"use strict";var urlgrammar=(()=>{')).toBe(true);
    // Snowflake in-lines JavaScript between $$ delimiters (docs/guide/warehouses.md)
    expect(code).not.toContain('$$');
  });

  it('is what urlgrammar/bundle resolves to, with no source map (the package ships none)', () => {
    expect(createRequire(import.meta.url).resolve('urlgrammar/bundle')).toBe(file);
    expect(code).not.toContain('//# sourceMappingURL=');
    expect(existsSync(`${file}.map`)).toBe(false);
  });
});

/**
 * The UDF bodies of docs/guide/warehouses.md ("checking URLs against RFC 3986"), as the guide
 * writes them: BigQuery's (between `AS r"""` and `""";`, argument `url`) and Snowflake's (after
 * the bundle, up to `$$;`, argument `U`), run with the Node build as `urlgrammar`, and in the
 * bundle's bare context when it is built. An empty string, a bare word and relative references
 * are no URL (DECISIONS 37: `{ grammar: 'rfc3986' }` reads a `URI`, as the default does).
 */
describe('the warehouse guide\'s UDF bodies', () => {
  const guide = readFileSync(new URL('../docs/guide/warehouses.md', import.meta.url), 'utf8');
  const bigquery = /\nAS r"""\n([\s\S]*?)\n""";/.exec(guide)?.[1];
  const snowflake = /\n\$\{bundle\}\n([\s\S]*?)\n\$\$;/.exec(guide)?.[1];
  const bodies = [['BigQuery', 'url', bigquery], ['Snowflake', 'U', snowflake]] as const;
  const INPUTS: ReadonlyArray<readonly [string, { ok: boolean; code: string | null }]> = [
    ['https://example.org/a?b#c', { ok: true, code: null }],
    ['', { ok: false, code: 'input.empty' }],
    ['foo', { ok: false, code: 'scheme.missing' }],
    ['../g', { ok: false, code: 'scheme.missing' }],
    ['//a/b', { ok: false, code: 'scheme.missing' }],
    ['http://exa mple.org/', { ok: false, code: 'char.space' }],
  ];

  it('the guide has both bodies, each calling parseURL', () => {
    for (const [name, , body] of bodies) expect(body, name).toContain('urlgrammar.parseURL(');
  });

  it.each(bodies)('%s: rejects "", "foo", "../g" and "//a/b" (Node build)', (_name, arg, body) => {
    const udf = new Function('urlgrammar', arg, body!) as (g: unknown, u: string) => unknown;
    for (const [input, want] of INPUTS) expect(udf(node, input), JSON.stringify(input)).toEqual(want);
  });

  it.runIf(built).each(bodies)('%s: the same in the bundle\'s bare context', (_name, arg, body) => {
    const ctx = sandbox();
    const udf = vm.runInContext(`(function (${arg}) {\n${body!}\n})`, ctx) as (u: string) => unknown;
    for (const [input, want] of INPUTS) expect(JSON.parse(JSON.stringify(udf(input))), JSON.stringify(input)).toEqual(want);
  });
});
