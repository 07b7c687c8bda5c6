/**
 * `urlgrammar/ajv` (src/ajv/index.ts) with ajv 8: the JSON Schema Test Suite's format tests for
 * `uri`, `uri-reference`, `iri`, `iri-reference`, `ipv4`, `ipv6` and `uri-template` (vendored in
 * test/fixtures/json-schema-test-suite/, with their provenance), ajv-formats measured on the same
 * cases, the keyword's error params (a URI Template's, `grammar: 'rfc6570'`, from `parseTemplate`),
 * masking, and bad input.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import urlgrammarDefault, { urlgrammarFormats, URL_FORMATS, type URLFormatName, type URLGrammarErrorParams } from '../src/ajv/index.js';
import { GrammarError } from '../src/index.js';
import { parseTemplate } from '../src/templates/parse.js';

// ajv-formats is CommonJS: its default export, read through an ES module, may be the namespace.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

interface SuiteGroup {
  readonly description: string;
  readonly schema: object;
  readonly tests: ReadonlyArray<{ readonly description: string; readonly data: unknown; readonly valid: boolean }>;
}

const FORMATS = Object.keys(URL_FORMATS) as URLFormatName[];
const suite = (format: string): SuiteGroup[] =>
  JSON.parse(readFileSync(new URL(`fixtures/json-schema-test-suite/${format}.json`, import.meta.url), 'utf8')) as SuiteGroup[];
const cases = FORMATS.flatMap((format) => suite(format).flatMap((g) => g.tests.map((t) => ({ format, schema: g.schema, ...t }))));
const strings = cases.filter((c) => typeof c.data === 'string');

/** An ajv for the suite: draft 2020-12, format assertions on (ajv's default), quiet. */
const newAjv = (): Ajv2020 => new Ajv2020({ logger: false });

describe('the JSON Schema Test Suite through ajv with the plugin', () => {
  const ajv = urlgrammarFormats(newAjv());

  it('has the cases the fixtures README counts', () => {
    expect(cases.length).toBe(232);
    expect(strings.length).toBe(190);
    expect(FORMATS).toEqual(['uri', 'uri-reference', 'iri', 'iri-reference', 'ipv4', 'ipv6', 'uri-template']);
    expect(FORMATS.map((f) => strings.filter((c) => c.format === f).length)).toEqual([40, 22, 18, 7, 35, 36, 32]);
  });

  it.each(cases.map((c) => [c.format, c.description, c] as const))('%s: %s', (_f, _d, c) => {
    expect(ajv.validate(c.schema, c.data)).toBe(c.valid);
  });

  it('ajv-formats passes fewer (printed, for information)', () => {
    const theirs = addFormats(newAjv());
    const scores = FORMATS.map((format) => {
      const mine = strings.filter((c) => c.format === format);
      let ours = 0;
      let them = 0;
      for (const c of mine) {
        if (ajv.validate(c.schema, c.data) === c.valid) ours++;
        let r: boolean;
        try {
          r = theirs.validate(c.schema, c.data) as boolean;
        } catch {
          r = true; // an unknown format (ajv-formats has no iri, iri-reference): ajv ignores it with strict off, so every string passes
        }
        if (r === c.valid) them++;
      }
      return { format, cases: mine.length, ours, ajvFormats: them };
    });
    console.log('JSON Schema Test Suite, string cases passed (ajv-formats has no iri or iri-reference: every string passes):\n' + scores.map((s) => `  ${s.format}: urlgrammar ${s.ours}/${s.cases}, ajv-formats ${s.ajvFormats}/${s.cases}`).join('\n'));
    const total = (k: 'ours' | 'ajvFormats') => scores.reduce((n, s) => n + s[k], 0);
    console.log(`  all: urlgrammar ${total('ours')}/${strings.length}, ajv-formats ${total('ajvFormats')}/${strings.length}`);
    expect(total('ours')).toBe(strings.length);
    expect(total('ajvFormats')).toBeLessThan(total('ours'));
  });

  it("ajv-formats' misses on uri-template (issue 44) are right here: {a.b} is a name, DEL no literal, the apostrophe one (Erratum 6937)", () => {
    const theirs = addFormats(newAjv());
    const tpl = strings.filter((c) => c.format === 'uri-template');
    const missed = tpl.filter((c) => theirs.validate(c.schema, c.data) !== c.valid).map((c) => [c.data, c.valid]);
    // ajv-formats 3 passes 29 of the 32: it refuses "{a.b}" and "a'b", and accepts DEL.
    expect(missed).toEqual([
      ['{a.b}', true],
      ['a\x7fb', false],
      ["a'b", true],
    ]);
    for (const [data, valid] of missed) expect(ajv.validate({ format: 'uri-template' }, data), JSON.stringify(data)).toBe(valid);
  });
});

describe('the formats', () => {
  const ajv = urlgrammarFormats(new Ajv({ logger: false }));
  it('are the grammar verdicts', () => {
    expect(ajv.validate({ format: 'uri' }, 'https://server.example.com:port/')).toBe(false);
    expect(ajv.validate({ format: 'uri' }, '../g')).toBe(false);
    expect(ajv.validate({ format: 'uri-reference' }, '../g')).toBe(true);
    expect(ajv.validate({ format: 'iri' }, 'http://例え.テスト/')).toBe(true);
    expect(ajv.validate({ format: 'uri' }, 'http://例え.テスト/')).toBe(false);
    expect(ajv.validate({ format: 'ipv4' }, '192.168.0.1')).toBe(true);
    expect(ajv.validate({ format: 'ipv4' }, '192.168.0.01')).toBe(false);
    expect(ajv.validate({ format: 'ipv6' }, '::ffff:192.0.2.1')).toBe(true);
    expect(ajv.validate({ format: 'ipv6' }, '[::1]')).toBe(false);
  });

  it('replace ajv-formats when added after it', () => {
    const both = urlgrammarFormats(addFormats(newAjv()));
    expect(both.validate({ format: 'uri' }, 'https://server.example.com:port/')).toBe(false);
  });

  it('ignore non-strings', () => {
    for (const f of FORMATS) for (const v of [0, 1.5, true, null, {}, [], [1]]) expect(ajv.validate({ format: f }, v)).toBe(true);
  });

  it('the default export is the plugin; options choose the formats and the keyword', () => {
    expect(urlgrammarDefault).toBe(urlgrammarFormats);
    const some = urlgrammarFormats(new Ajv({ logger: false, strict: false }), { formats: ['iri'], keyword: 'uriGrammar' });
    expect(some.validate({ format: 'iri' }, 'x y')).toBe(false);
    expect(some.validate({ format: 'uri' }, 'x y')).toBe(true); // not registered: ignored with strict off
    expect(some.validate({ uriGrammar: { grammar: 'rfc1808', start: 'relativeURL' } }, 'g;x?y')).toBe(true);
    expect(() => urlgrammarFormats(new Ajv(), { formats: ['url' as URLFormatName] })).toThrow(TypeError);
    expect(() => urlgrammarFormats(new Ajv(), { format: [] } as object)).toThrow(/unknown option 'format'; did you mean 'formats'\?/);
    expect(() => urlgrammarFormats({} as Ajv)).toThrow(TypeError);
  });
});

describe('the keyword', () => {
  const ajv = urlgrammarFormats(new Ajv2020({ allErrors: true, logger: false }));

  it('reports offset, code, rule, message and the first validating fix, at ajv instancePath', () => {
    const validate = ajv.compile({ type: 'object', properties: { links: { type: 'array', items: { type: 'string', urlgrammar: { grammar: 'rfc3986', start: 'URI' } } } } });
    expect(validate({ links: ['http://a/', 'http://www.exa mple.org/'] })).toBe(false);
    expect(validate.errors).toHaveLength(1);
    const e = validate.errors![0]!;
    expect(e).toMatchObject({ keyword: 'urlgrammar', instancePath: '/links/1', schemaPath: '#/properties/links/items/urlgrammar' });
    const p = e.params as URLGrammarErrorParams;
    expect(p).toEqual({ offset: 14, code: 'char.space', rule: 'reg-name', message: expect.stringMatching(/^char\.space: /), fix: 'http://www.example.org/' });
    expect(e.message).toBe(p.message);
    expect(validate({ links: ['http://a/', 'mailto:x@y'] })).toBe(true);
    expect(validate.errors).toBeNull();
  });

  it('reads the grammar and start symbol it is given; {} is a URI', () => {
    expect(ajv.validate({ urlgrammar: {} }, '../g')).toBe(false);
    expect(ajv.validate({ urlgrammar: { start: 'URI-reference' } }, '../g')).toBe(true);
    expect(ajv.validate({ urlgrammar: { grammar: 'rfc3987', start: 'IRI' } }, 'http://ƒøø.ßår/')).toBe(true);
    expect(ajv.validate({ urlgrammar: { grammar: 'rfc1738' } }, 'ftp://h/a;type=d')).toBe(true);
  });

  it('gives null as the fix when none validates', () => {
    const validate = ajv.compile({ urlgrammar: {} });
    expect(validate('')).toBe(false);
    expect((validate.errors![0]!.params as URLGrammarErrorParams).fix).toBeNull();
  });

  it('never shows a password', () => {
    const validate = ajv.compile({ urlgrammar: {} });
    for (const [input, password] of [
      ['http://u:pa ss@h/', 'pa ss'],
      ['http://u:p[ss@h/', 'p[ss'],
      ['http://u:secret@h/a b', 'secret'],
      ['http://u:secret@h:port/', 'secret'],
    ] as const) {
      expect(validate(input), input).toBe(false);
      const text = JSON.stringify(validate.errors);
      expect(text, input).not.toContain(password);
      if (input === 'http://u:p[ss@h/') expect(text).not.toContain('"["');
    }
    validate('http://u:secret@h/a b');
    expect((validate.errors![0]!.params as URLGrammarErrorParams).fix).toBe('http://u:******@h/a%20b');
  });

  it('lets non-strings pass', () => {
    const validate = ajv.compile({ urlgrammar: {} });
    for (const v of [0, true, null, {}, ['x y']]) expect(validate(v)).toBe(true);
  });

  it('fails at compile time, with GrammarError, on an unknown grammar or start symbol', () => {
    expect(() => ajv.compile({ urlgrammar: { grammar: 'rfc9999' } })).toThrow(GrammarError);
    expect(() => ajv.compile({ urlgrammar: { grammar: 'rfc9999' } })).toThrow(/unknown grammar "rfc9999"/);
    expect(() => ajv.compile({ urlgrammar: { grammar: 'rfc3986', start: 'IRI' } })).toThrow(GrammarError);
    expect(() => ajv.compile({ properties: { a: { urlgrammar: { start: 'nope' } } } })).toThrow(/no start symbol "nope"/);
    // A value of the wrong shape is ajv's own schema error.
    expect(() => ajv.compile({ urlgrammar: { grammar: 3 } })).toThrow(/value is invalid/);
    expect(() => ajv.compile({ urlgrammar: 'rfc3986' })).toThrow();
    expect(() => ajv.compile({ urlgrammar: { grammr: 'rfc3986' } })).toThrow(/additional properties/);
  });

  it('takes huge strings in linear time', () => {
    const validate = ajv.compile({ urlgrammar: {} });
    const check = ajv.compile({ format: 'uri' });
    const small = 'http://h/' + 'a/'.repeat(50_000);
    const big = 'http://h/' + 'a/'.repeat(500_000);
    expect(check(big)).toBe(true);
    expect(validate(big)).toBe(true);
    expect(validate(big + ' ')).toBe(false);
    expect((validate.errors![0]!.params as URLGrammarErrorParams).offset).toBe(big.length);
    expect(check(small)).toBe(true);
    // Ten times the input against a tenth of it (the keyword's rejection included): `npm run bench -- --ratios`.
  });
});

describe('uri-template: the format and the keyword under grammar rfc6570', () => {
  const ajv = urlgrammarFormats(new Ajv2020({ allErrors: true, logger: false }));
  const format = ajv.compile({ format: 'uri-template' });
  const keyword = ajv.compile({ urlgrammar: { grammar: 'rfc6570' } });

  /** Every template of the vendored uritemplate-test files, the negatives among them. */
  const templates = ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json', 'negative-tests.json'].flatMap((file) =>
    Object.values(JSON.parse(readFileSync(new URL(`fixtures/uritemplate/${file}`, import.meta.url), 'utf8')) as Record<string, { testcases: Array<[string, unknown]> }>).flatMap((g) =>
      g.testcases.map(([t]) => t),
    ),
  );

  it("the format's verdict is parseTemplate's on every template of uritemplate-test and the JSON Schema suite", () => {
    const texts = [...new Set([...templates, ...strings.filter((c) => c.format === 'uri-template').map((c) => c.data as string)])];
    expect(texts.length).toBeGreaterThan(150);
    let refused = 0;
    for (const t of texts) {
      const ok = parseTemplate(t).ok;
      if (!ok) refused++;
      expect(format(t), JSON.stringify(t)).toBe(ok);
      expect(keyword(t), JSON.stringify(t)).toBe(ok);
    }
    // Both sides are seen: the negatives of uritemplate-test refused at parse, and the suite's.
    expect(refused).toBeGreaterThan(20);
  });

  it("a refused format is ajv's format error; the keyword's carries parseTemplate's report", () => {
    expect(format('{a..b}')).toBe(false);
    expect(format.errors).toEqual([expect.objectContaining({ keyword: 'format', params: { format: 'uri-template' } })]);
    const validate = ajv.compile({ type: 'object', properties: { resources: { type: 'array', items: { type: 'string', urlgrammar: { grammar: 'rfc6570', start: 'URI-Template' } } } } });
    expect(validate({ resources: ['file:///{path}', 'file:///logs/{date'] })).toBe(false);
    expect(validate.errors).toHaveLength(1);
    const e = validate.errors![0]!;
    expect(e).toMatchObject({ keyword: 'urlgrammar', instancePath: '/resources/1', schemaPath: '#/properties/resources/items/urlgrammar' });
    const r = parseTemplate('file:///logs/{date');
    if (r.ok) throw new Error('expected a refusal');
    expect(e.params).toEqual({ offset: 18, code: 'input.unexpected-end', rule: r.error.trace.at(-1)!.rule, message: r.error.message, fix: 'file:///logs/{date}' });
    expect(e.message).toBe(r.error.message);
    expect(validate({ resources: ['file:///{path}', '/users/{id}{?fields*}'] })).toBe(true);
    expect(validate.errors).toBeNull();
  });

  // The negatives (issue 44, item 1), each refused where the template stops being one: the
  // offset, the code, the innermost rule, what the message says (with RFC 6570's section), the fix.
  const NEGATIVES: ReadonlyArray<readonly [template: string, offset: number, code: string, rule: string, says: RegExp, fix: string | null]> = [
    ['{var', 4, 'input.unexpected-end', 'prefix', /the expression opened at 0 is not closed: RFC 6570 §2\.2/, '{var}'],
    ['/a/{var', 7, 'input.unexpected-end', 'prefix', /the expression opened at 3 is not closed/, '/a/{var}'],
    ['{a.}', 3, 'syntax.unexpected-char', 'varname', /RFC 6570 §2\.3: varname = varchar/, null],
    ['{a..b}', 3, 'syntax.unexpected-char', 'varname', /a "\." in a varname must stand between two varchars/, null],
    ['{?}', 2, 'syntax.unexpected-char', 'varname', /an expression names at least one variable \(RFC 6570 §2\.3/, null],
    ['{}', 1, 'syntax.unexpected-char', 'varname', /an expression names at least one variable/, null],
    ['a%2', 3, 'input.unexpected-end', 'pct-encoded', /two hexadecimal digits \(RFC 6570 §2\.1\)/, 'a%252'],
    ['a%zz', 2, 'syntax.unexpected-char', 'pct-encoded', /two hexadecimal digits \(RFC 6570 §2\.1\)/, 'a%25zz'],
    ['{=path}', 1, 'syntax.unexpected-char', 'varname', /"=" is an operator RFC 6570 reserves for future extensions \(§2\.2\)/, null],
    ['{,x}', 1, 'syntax.unexpected-char', 'varname', /"," is an operator RFC 6570 reserves/, null],
    ['{!x}', 1, 'syntax.unexpected-char', 'varname', /"!" is an operator RFC 6570 reserves/, null],
    ['{@x}', 1, 'syntax.unexpected-char', 'varname', /"@" is an operator RFC 6570 reserves/, null],
    ['{|x}', 1, 'syntax.unexpected-char', 'varname', /"\|" is an operator RFC 6570 reserves/, null],
    ['a b', 1, 'syntax.unexpected-char', 'expression', /U\+0020 SPACE is not a literal character of a URI Template \(RFC 6570 §2\.1/, 'a%20b'],
    ['a\x7fb', 1, 'syntax.unexpected-char', 'expression', /U\+007F DELETE is not a literal character/, 'a%7Fb'],
    ['a<b', 1, 'syntax.unexpected-char', 'expression', /"<" is not a literal character/, 'a%3Cb'],
  ];

  it.each(NEGATIVES.map((n) => [JSON.stringify(n[0]), n] as const))('%s: refused with its position', (_t, [template, offset, code, rule, says, fix]) => {
    expect(format(template)).toBe(false);
    expect(keyword(template)).toBe(false);
    const p = keyword.errors![0]!.params as URLGrammarErrorParams;
    expect(p).toEqual({ offset, code, rule, message: expect.stringMatching(says), fix });
    expect(p.message.startsWith(`${code}: `)).toBe(true);
    // The report is parseTemplate's, field for field.
    const r = parseTemplate(template);
    if (r.ok) throw new Error('expected a refusal');
    expect([r.error.offset, r.error.code, r.error.message]).toEqual([p.offset, p.code, p.message]);
    expect(r.error.trace.at(-1)!.rule).toBe(p.rule);
  });

  it('never shows a password in a template', () => {
    keyword('http://u:secret@h/{x');
    const p = keyword.errors![0]!.params as URLGrammarErrorParams;
    expect(p.offset).toBe(20);
    expect(p.fix).toBe('http://u:******@h/{x}');
    expect(JSON.stringify(keyword.errors)).not.toContain('secret');
  });

  it('lets non-strings pass, as a format does', () => {
    for (const v of [0, 1.5, true, null, {}, [], ['{a..b}']]) {
      expect(format(v)).toBe(true);
      expect(keyword(v)).toBe(true);
    }
  });

  it('rfc6570 has one start symbol, URI-Template; another fails the compilation with GrammarError', () => {
    expect(ajv.validate({ urlgrammar: { grammar: 'rfc6570', start: 'URI-Template' } }, '{a.b}')).toBe(true);
    expect(() => ajv.compile({ urlgrammar: { grammar: 'rfc6570', start: 'URI' } })).toThrow(GrammarError);
    expect(() => ajv.compile({ urlgrammar: { grammar: 'rfc6570', start: 'expression' } })).toThrow(/no start symbol "expression" in grammar rfc6570/);
  });

  it('reads a long template, and places the refusal of one at its end', () => {
    const big = '/a/{x}{?y,z*}'.repeat(20_000);
    expect(format(big)).toBe(true);
    expect(keyword(big)).toBe(true);
    expect(keyword(big + '{q')).toBe(false);
    expect((keyword.errors![0]!.params as URLGrammarErrorParams).offset).toBe(big.length + 2);
  });

  it('the format alone, by the formats option', () => {
    const only = urlgrammarFormats(new Ajv({ logger: false, strict: false }), { formats: ['uri-template'], keyword: false });
    expect(only.validate({ format: 'uri-template' }, '{x}{y}')).toBe(true);
    expect(only.validate({ format: 'uri-template' }, '{x')).toBe(false);
    expect(only.validate({ format: 'uri' }, 'x y')).toBe(true); // not registered
  });
});
