/**
 * The Standard Schema validators (src/schema): the objects satisfy the spec's interface (the types
 * of the `@standard-schema/spec` dev dependency, checked by `npm run typecheck`), validate as
 * `parseURL` does (`uriTemplate()` as `parseTemplate` does, on the JSON Schema Test Suite's
 * `uri-template` cases), never throw on a value, never show a password in a message, and work
 * inside zod 4 and valibot 1 as docs/guide/standard-schema.md shows.
 */
import { readFileSync } from 'node:fs';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ArgumentError, GrammarError, parseURL, type URLComponents } from '../src/index.js';
import { iri, iriReference, uri, uriReference, uriTemplate, url, type URLSchema, type URLSchemaIssue } from '../src/schema/index.js';
import { parseTemplate } from '../src/templates/parse.js';

/** Our validate, as a consumer of the spec calls it (through the spec's types). */
function validate<O>(schema: StandardSchemaV1<string, O>, value: unknown): StandardSchemaV1.Result<O> {
  const r = schema['~standard'].validate(value);
  if (r instanceof Promise) throw new Error('expected a synchronous result');
  return r;
}

describe('the Standard Schema interface', () => {
  it('is satisfied at the type level (the spec’s own types)', () => {
    const schemas: Array<StandardSchemaV1<string, string>> = [uri(), uriReference(), iri(), iriReference(), url(), url({ grammar: 'rfc1808', start: 'relativeURL' }), uriTemplate()];
    expect(schemas).toHaveLength(7);
    const parts: StandardSchemaV1<string, URLComponents> = url({ output: 'components' });
    expectTypeOf<StandardSchemaV1.InferOutput<typeof parts>>().toEqualTypeOf<URLComponents>();
    expectTypeOf<StandardSchemaV1.InferOutput<URLSchema>>().toEqualTypeOf<string>();
    expectTypeOf<StandardSchemaV1.InferInput<URLSchema>>().toEqualTypeOf<string>();
    // Type-only (never run): a start symbol of another grammar does not compile.
    const typeOnly = () => {
      // @ts-expect-error: IRI is a start symbol of rfc3987
      url({ grammar: 'rfc3986', start: 'IRI' });
    };
    expect(typeof typeOnly).toBe('function');
  });

  it('at run time: version 1, vendor urlgrammar, a synchronous validate, no types object', () => {
    for (const s of [uri(), uriReference(), iri(), iriReference(), url(), uriTemplate()]) {
      expect(s['~standard'].version).toBe(1);
      expect(s['~standard'].vendor).toBe('urlgrammar');
      expect(typeof s['~standard'].validate).toBe('function');
      expect(s['~standard'].types).toBeUndefined();
    }
  });
});

describe('validation', () => {
  it('each validator reads its grammar and start symbol', () => {
    const cases: Array<[URLSchema, string, boolean]> = [
      [uri(), 'http://a/b?c#d', true],
      [uri(), '../g', false],
      [uriReference(), '../g', true],
      [uriReference(), 'http://a b/', false],
      [iri(), 'http://例え.jp/パス', true],
      [uri(), 'http://例え.jp/パス', false],
      [iri(), './é', false],
      [iriReference(), './é', true],
      [url({ grammar: 'rfc1808', start: 'relativeURL' }), '../g;p?q', true],
      [url({ grammar: 'rfc1738' }), 'http://a/b', true],
    ];
    for (const [s, input, ok] of cases) {
      const r = validate(s, input);
      expect(r.issues === undefined, `${input}`).toBe(ok);
      if (ok) expect(r).toEqual({ value: input });
    }
  });

  it('agrees with parseURL on the issue: message, offset, code, the first fix that validates', () => {
    const input = 'http://www.exa mple.org/';
    const r = validate(uri(), input);
    const e = parseURL(input);
    if (e.ok) throw new Error('expected an error');
    expect(r.issues).toEqual([{ message: e.error.message, offset: 14, code: 'char.space', fix: 'http://www.example.org/' }]);
    expect((r.issues![0] as URLSchemaIssue).path).toBeUndefined();
  });

  it('a fix that does not validate is not offered', () => {
    // Two errors: the first fix alone leaves the second, so no fix validates.
    const r = validate(uri(), 'http://a b/c d');
    expect((r.issues![0] as URLSchemaIssue).fix).toBeNull();
  });

  it('never shows a password in a message', () => {
    const r = validate(uri(), 'http://u:pa ss@h/');
    const issue = r.issues![0] as URLSchemaIssue;
    expect(issue.code).toBe('char.space');
    expect(issue.message).not.toContain('pa ss');
    expect(JSON.stringify({ message: issue.message, code: issue.code, offset: issue.offset })).not.toMatch(/pa.?ss/);
    expect(issue.fix).toBe('http://u:*******@h/');
    const r2 = validate(uri(), 'http://user:secret@h/a b');
    expect((r2.issues![0] as URLSchemaIssue).message).not.toContain('secret');
    expect((r2.issues![0] as URLSchemaIssue).fix).not.toContain('secret');
  });

  it('a value that is not a string is an issue, never a throw', () => {
    for (const value of [undefined, null, 42, {}, [], Symbol('x'), 1n, new URL('http://a/')]) {
      const r = validate(uri(), value);
      expect(r.issues).toHaveLength(1);
      expect(r.issues![0]!.message).toMatch(/^expected a string, not /);
      expect(r.issues![0]).toMatchObject({ code: 'type', offset: 0, fix: null });
    }
    expect(validate(uri(), null).issues![0]!.message).toBe('expected a string, not null');
    expect(validate(uri(), []).issues![0]!.message).toBe('expected a string, not an array');
  });

  it("output: 'components' gives the component record", () => {
    const r = validate(url({ output: 'components' }), 'http://h:8080/p?q');
    if (r.issues) throw new Error('expected a value');
    expect(r.value.host?.text).toBe('h');
    expect(r.value.portNumber).toBe(8080);
    expect(r.value.query?.text).toBe('q');
  });

  it('an unknown grammar or start symbol throws GrammarError when the validator is made; bad options, ArgumentError', () => {
    expect(() => url({ grammar: 'rfc9999' as never })).toThrow(GrammarError);
    expect(() => url({ grammar: 'rfc3986', start: 'IRI' as never })).toThrow(GrammarError);
    expect(() => url({ output: 'ast' as never })).toThrow(ArgumentError);
    expect(() => url({ grammar: 'rfc3986', strat: 'URI' } as never)).toThrow(ArgumentError);
    expect(() => url('rfc3986' as never)).toThrow(ArgumentError);
  });
});

describe('uriTemplate(): RFC 6570 URI Templates', () => {
  const T = uriTemplate();
  const suite = (JSON.parse(readFileSync(new URL('fixtures/json-schema-test-suite/uri-template.json', import.meta.url), 'utf8')) as Array<{ tests: Array<{ description: string; data: unknown; valid: boolean }> }>).flatMap((g) => g.tests);
  const strings = suite.filter((t): t is { description: string; data: string; valid: boolean } => typeof t.data === 'string');

  it("passes the JSON Schema Test Suite's 32 string cases of uri-template", () => {
    expect([strings.length, strings.filter((t) => t.valid).length]).toEqual([32, 19]);
    for (const t of strings) {
      const r = validate(T, t.data);
      expect(r.issues === undefined, `${t.description}: ${JSON.stringify(t.data)}`).toBe(t.valid);
      if (t.valid) expect(r).toEqual({ value: t.data });
    }
    // ajv-formats' misses (issue 44): a dotted name, DEL, the apostrophe of Erratum 6937.
    expect([validate(T, '{a.b}').issues, (validate(T, 'a\x7fb').issues?.[0] as URLSchemaIssue | undefined)?.offset, validate(T, "a'b").issues]).toEqual([undefined, 1, undefined]);
  });

  it("a refused template's issue is parseTemplate's report: message, offset, code, the first fix that validates", () => {
    for (const [template, offset, code, fix] of [
      ['{var', 4, 'input.unexpected-end', '{var}'],
      ['{a.}', 3, 'syntax.unexpected-char', null],
      ['{a..b}', 3, 'syntax.unexpected-char', null],
      ['{?}', 2, 'syntax.unexpected-char', null],
      ['a%2', 3, 'input.unexpected-end', 'a%252'],
      ['{=path}', 1, 'syntax.unexpected-char', null],
      ['a b', 1, 'syntax.unexpected-char', 'a%20b'],
    ] as const) {
      const r = validate(T, template);
      const e = parseTemplate(template);
      if (e.ok) throw new Error(`expected a refusal of ${template}`);
      expect(r.issues, template).toEqual([{ message: e.error.message, offset, code, fix }]);
      expect(e.error.offset).toBe(offset);
      expect(r.issues![0]!.message).toMatch(/RFC 6570 .*§2\.\d/);
    }
  });

  it('never shows a password; a value that is not a string is an issue, as for uri()', () => {
    const r = validate(T, 'http://u:secret@h/{x');
    expect(r.issues).toEqual([expect.objectContaining({ offset: 20, fix: 'http://u:******@h/{x}' })]);
    expect(JSON.stringify(r.issues)).not.toContain('secret');
    for (const value of [undefined, null, 42, {}, ['{x}']]) {
      expect(validate(T, value).issues).toEqual(validate(uri(), value).issues);
      expect(validate(T, value).issues![0]).toMatchObject({ code: 'type', offset: 0, fix: null });
    }
  });
});

describe('with zod 4 (docs/guide/standard-schema.md)', () => {
  /** The guide's adapter: our issues, as zod's custom issues. */
  const URI = uri();
  const Link = z.string().superRefine((s, ctx) => {
    for (const issue of URI['~standard'].validate(s).issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, params: { offset: issue.offset, code: issue.code, fix: issue.fix } });
  });

  it('passes a URI, and reports ours for anything else', () => {
    expect(Link.parse('http://a/b')).toBe('http://a/b');
    const bad = Link.safeParse('http://exa mple.org/');
    expect(bad.success).toBe(false);
    expect(bad.error!.issues).toHaveLength(1);
    expect(bad.error!.issues[0]).toMatchObject({ code: 'custom', params: { code: 'char.space', offset: 10, fix: 'http://example.org/' } });
    expect(bad.error!.issues[0]!.message).toMatch(/^char\.space: /);
    // zod's own type check comes first.
    expect(Link.safeParse(42).error!.issues[0]!.code).toBe('invalid_type');
  });

  it('in an object, with the path zod gives', () => {
    const Form = z.object({ homepage: Link });
    const r = Form.safeParse({ homepage: '../g' });
    expect(r.error!.issues[0]).toMatchObject({ path: ['homepage'], params: { code: 'scheme.missing' } });
  });

  it('z.custom with our validate, when one message is enough', () => {
    const Bare = z.custom<string>((x) => !URI['~standard'].validate(x).issues, { message: 'not a URI' });
    expect(Bare.safeParse('http://a/').success).toBe(true);
    expect(Bare.safeParse(7).error!.issues[0]!.message).toBe('not a URI');
  });
});

describe('with valibot 1 (docs/guide/standard-schema.md)', () => {
  const URI = uri();
  const Link = v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed) for (const issue of URI['~standard'].validate(dataset.value).issues ?? []) addIssue({ message: issue.message });
    }),
  );

  it('passes a URI, and reports ours for anything else', () => {
    expect(v.parse(Link, 'http://a/b')).toBe('http://a/b');
    const bad = v.safeParse(Link, 'http://exa mple.org/');
    expect(bad.success).toBe(false);
    expect(bad.issues![0].message).toMatch(/^char\.space: /);
    expect(v.safeParse(Link, 42).issues![0].type).toBe('string');
  });

  it('in an object, with the path valibot gives', () => {
    const r = v.safeParse(v.object({ homepage: Link }), { homepage: '../g' });
    expect(r.success).toBe(false);
    expect(v.getDotPath(r.issues![0])).toBe('homepage');
  });
});
