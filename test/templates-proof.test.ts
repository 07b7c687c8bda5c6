/**
 * `templateProof` (src/templates/proof.ts) and `expandTemplate`'s check (src/templates/expand.ts):
 * a table of templates and their verdicts; the proof held against brute force on generated
 * templates and values (every expansion outside URI-reference, by the generated recognizer
 * `isValid`, comes from a template the proof did not prove; a witness is itself outside
 * URI-reference, an expansion of its values, read back by `matchTemplate`, and no longer than any
 * such expansion); the check's errors and their fields; the budget; the table of docs/templates.md.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regionText } from '../scripts/doc-region.js';
import { PROOF_TABLE_BEGIN, PROOF_TABLE_DOC, PROOF_TABLE_END, proofTable } from '../scripts/template-proof-table.js';
import { expandTemplate, TemplateExpansionError } from '../src/templates/expand.js';
import { matchTemplate } from '../src/templates/match.js';
import { parseTemplate } from '../src/templates/parse.js';
import { classOf, notURIReferenceAt, provenUnlessGenDelims, templateProof, type TemplateProof } from '../src/templates/proof.js';
import type { ParsedTemplate, TemplateValue } from '../src/templates/types.js';
import { compiledOf, expandUnchecked, writeTemplate, wroteGenDelim } from '../src/templates/writer.js';
import { charsetOf, lookup } from '../grammar/index.js';
import { isValid } from '../src/valid/index.js';
import { sized } from './support/scale.js';
import { template as generatedTemplate, valueOf, NAMES } from './support/templates.js';

const isURIReference = (s: string): boolean => isValid(s, { grammar: 'rfc3986', start: 'URI-reference' });

const parsed = (s: string): ParsedTemplate => {
  const r = parseTemplate(s);
  if (!r.ok) throw new Error(`${s} is no template`);
  return r.template;
};

/** A proof without its work count (which the table does not pin). */
const verdict = (p: TemplateProof): Record<string, unknown> => {
  const { states: _, ...rest } = p;
  return rest;
};

describe('templateProof', () => {
  it('a table of templates and their verdicts', () => {
    const rows: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
      ['/users/{id}{?fields}', { proven: true }],
      ['http://example.com/{x}{/path*}{?q*}', { proven: true }],
      ['{/path*}{;params*}{?query*}{&more*}', { proven: true }],
      ['{x}{y}', { proven: true }],
      ['{.x}', { proven: true }],
      ['', { proven: true }],
      ['{+base}/search', { proven: false, reason: 'witness', witness: ':/search', values: { base: ':' }, offset: 0, class: 'colon', start: 0, end: 7, variable: 'base' }],
      ['/files{+path}', { proven: false, reason: 'witness', witness: '/files[', values: { path: '[' }, offset: 6, class: 'bracket', start: 6, end: 13, variable: 'path' }],
      ['{#x}', { proven: false, reason: 'witness', witness: '##', values: { x: '#' }, offset: 1, class: 'number-sign', start: 0, end: 4, variable: 'x' }],
      ['a#{#b}', { proven: false, reason: 'witness', witness: 'a##', values: { b: '' }, offset: 2, class: 'number-sign', start: 2, end: 6, variable: 'b' }],
      ['a#b#c', { proven: false, reason: 'witness', witness: 'a#b#c', values: {}, offset: 3, class: 'number-sign', start: 0, end: 5, variable: null }],
      ['{x}:{y}', { proven: false, reason: 'witness', witness: ':', values: {}, offset: 0, class: 'colon', start: 3, end: 4, variable: null }],
      ['http://h:{port}', { proven: false, reason: 'witness', witness: 'http://h:,', values: { port: ['', ''] }, offset: 10, class: 'incomplete', start: 9, end: 15, variable: 'port' }],
      ['http://[{ip}]/', { proven: false, reason: 'witness', witness: 'http://[]/', values: {}, offset: 8, class: 'bracket', start: 12, end: 14, variable: null }],
      ['{+x}{+x}', { proven: false, reason: 'undecided' }],
    ];
    for (const [t, want] of rows) expect(verdict(templateProof(t)), t).toEqual(want);
    // A string and its parsed template alike; the answer is kept per parsed template.
    const t = parsed('{+base}/search');
    expect(templateProof(t)).toBe(templateProof(t));
    expect(verdict(templateProof(t))).toEqual(verdict(templateProof('{+base}/search')));
  });

  it('the classes of a failure, by the character where URI-reference leaves a string', () => {
    const rows: ReadonlyArray<readonly [string, number, string]> = [
      ['a#b#', 3, 'number-sign'],
      ['/x[', 2, 'bracket'],
      ['a]', 1, 'bracket'],
      [':a', 0, 'colon'],
      ['http://[::1', 11, 'incomplete'],
      ['http://h:a', 10, 'incomplete'], // 'h:a' may be a userinfo, waiting for its '@'
      ['http://h:a/', 10, 'character'],
      ['a b', 1, 'character'],
    ];
    for (const [s, offset, cls] of rows) {
      expect(isURIReference(s), s).toBe(false);
      expect([notURIReferenceAt(s), classOf(s, notURIReferenceAt(s))], s).toEqual([offset, cls]);
    }
    for (const s of ['', 'http://[::1]:80/a?b#c', '//h', 'a:b', './a:b', '#f', '%41']) expect([s, notURIReferenceAt(s)]).toEqual([s, -1]);
  });

  it('is sound against brute force: every expansion outside URI-reference is of a template not proven, and a witness is a shortest expansion outside it', () => {
    const templates = fc.sample(generatedTemplate, { numRuns: sized(400, 24), seed: 3986 });
    const values = fc.sample(fc.record(Object.fromEntries(NAMES.map((n) => [n, valueOf()])) as Record<string, fc.Arbitrary<TemplateValue>>, { requiredKeys: [] }), { numRuns: sized(60, 15), seed: 6570 });
    const counts = { proven: 0, witness: 0, undecided: 0, budget: 0, watch: 0, outside: 0, inside: 0 };
    for (const t of templates) {
      const p = templateProof(t);
      counts[p.proven ? 'proven' : p.reason]++;
      if (!p.proven && p.reason === 'witness') {
        expect(isURIReference(p.witness), `${t.source}: ${p.witness}`).toBe(false);
        expect(expandUnchecked(t, p.values as Record<string, TemplateValue>), t.source).toBe(p.witness);
        expect(matchTemplate(t, p.witness).kind, `${t.source}: ${p.witness}`).not.toBe('no-match');
        expect([p.offset, p.class]).toEqual([notURIReferenceAt(p.witness), classOf(p.witness, p.offset)]);
        expect(t.parts.some((part) => part.start === p.start && part.end === p.end), t.source).toBe(true);
      }
      // expandTemplate as it runs once it has sought the proof: proven, or watching the values under
      // + and # for a gen-delim where that proves it, or checking every expansion.
      const c = compiledOf(t);
      c.proven = p.proven;
      c.watch = !p.proven && provenUnlessGenDelims(t, undefined);
      if (c.watch) counts.watch++;
      for (const v of values) {
        let out: string;
        try {
          out = expandUnchecked(t, v);
        } catch (e) {
          if (e instanceof TemplateExpansionError) continue; // a prefix on a list: no expansion
          throw e;
        }
        const checked = (): string => expandTemplate(t, v);
        if (isURIReference(out)) {
          expect(checked()).toBe(out);
          counts.inside++;
          continue;
        }
        expect(checked, `${t.source} ${JSON.stringify(v)} -> ${out}`).toThrow(expect.objectContaining({ code: 'not-uri-reference' }));
        counts.outside++;
        // Soundness: a proven template has no expansion outside URI-reference.
        expect(p.proven, `${t.source} ${JSON.stringify(v)} -> ${out}`).toBe(false);
        // The witness is a shortest one (of a language that holds every expansion).
        if (!p.proven && p.reason === 'witness') expect(out.length, `${t.source} -> ${out} beside ${p.witness}`).toBeGreaterThanOrEqual(p.witness.length);
      }
    }
    expect(counts.proven).toBeGreaterThan(templates.length / 10);
    expect(counts.witness).toBeGreaterThan(templates.length / 10);
    expect(counts.outside).toBeGreaterThan(0);
    expect(counts.watch).toBeGreaterThan(0);
    expect(counts.budget).toBe(0);
  }, 900_000); // a hang guard, not a measure (DECISIONS 36): test:full on a busy machine took over 120 s at 1,500 templates

  it('past the budget: not proven (budget), never an error; the expansions checked; the answer sought again', () => {
    const t = parsed('{/a}{/b}{/c}');
    expect(templateProof(t, { budget: { setStates: 10 } })).toEqual({ proven: false, reason: 'budget', budget: 'setStates', states: null });
    expect(expandTemplate(t, { a: 'x', c: 'y' })).toBe('/x/y');
    expect(templateProof(t).proven).toBe(true);
    expect(() => templateProof(t, { budgit: 1 } as never)).toThrow(/unknown option 'budgit'/);
    // A template of 1,000 adjacent expressions: its language passes the engine's state budget.
    const long = parsed('{a}'.repeat(1000));
    expect(templateProof(long)).toEqual({ proven: false, reason: 'budget', budget: 'states', states: null });
    expect(expandTemplate(long, { a: 'x' })).toBe('x'.repeat(1000));
  });
});

describe("expandTemplate's check", () => {
  it("measured first: every expected expansion of uritemplate-test is a URI-reference, so the check is always on", () => {
    let n = 0;
    for (const file of ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json']) {
      const suite = JSON.parse(readFileSync(new URL(`fixtures/uritemplate/${file}`, import.meta.url), 'utf8')) as Record<string, { testcases: Array<[string, string | string[] | false]> }>;
      for (const g of Object.values(suite)) {
        for (const [, want] of g.testcases) {
          if (want === false) continue;
          for (const uri of typeof want === 'string' ? [want] : want) {
            expect(isURIReference(uri), `${file}: ${uri}`).toBe(true);
            n++;
          }
        }
      }
    }
    expect(n).toBe(389);
  });

  /** The error `expandTemplate` throws, as its fields. */
  const errorOf = (t: string, values: Record<string, TemplateValue>): Record<string, unknown> | string => {
    try {
      return expandTemplate(t, values);
    } catch (e) {
      if (!(e instanceof TemplateExpansionError)) throw e;
      return { code: e.code, offset: e.offset, start: e.start, end: e.end, variable: e.variable, message: e.message };
    }
  };

  it('refuses an expansion outside URI-reference, at the part that wrote the character there', () => {
    const rows: ReadonlyArray<readonly [string, Record<string, TemplateValue>, Record<string, unknown>, RegExp]> = [
      ['{+base}/search', { base: 'https://[example.com' }, { code: 'not-uri-reference', offset: 2, start: 0, end: 7, variable: 'base' }, /offset 10, a character RFC 3986 does not allow/],
      ['/a{#x}{#y}', { x: 'a', y: 'b' }, { code: 'not-uri-reference', offset: 8, start: 6, end: 10, variable: 'y' }, /offset 4, a '#' in the fragment/],
      ['{x}:{y}', {}, { code: 'not-uri-reference', offset: 3, start: 3, end: 4, variable: null }, /offset 0, a ':' where none may be.*written by the literal at 3/],
      ['{x}:{y}', { y: '1' }, { code: 'not-uri-reference', offset: 3, start: 3, end: 4, variable: null }, /offset 0, a ':'/],
      ['/files{+path}', { path: 'a/[b]' }, { code: 'not-uri-reference', offset: 8, start: 6, end: 13, variable: 'path' }, /offset 8, a '\[' or '\]' outside an IP-literal host/],
      ['{?q}{+x,y}', { x: 'a', y: '[' }, { code: 'not-uri-reference', offset: 8, start: 4, end: 10, variable: 'y' }, /offset 2, a '\[' or '\]'/],
      ['http://[{ip}]/', { ip: 'zz' }, { code: 'not-uri-reference', offset: 9, start: 8, end: 12, variable: 'ip' }, /offset 8, a character/],
      ['http://[{+ip}', { ip: '::1' }, { code: 'not-uri-reference', offset: 10, start: 8, end: 13, variable: 'ip' }, /offset 11, an end where RFC 3986 needs more/],
    ];
    for (const [t, values, fields, message] of rows) {
      const e = errorOf(t, values);
      expect(e, t).toMatchObject(fields);
      expect((e as { message: string }).message, t).toMatch(message);
      // The message never holds a value.
      for (const v of Object.values(values)) if (typeof v === 'string' && v.length > 2) expect((e as { message: string }).message).not.toContain(v);
    }
  });

  it('gives what the writer gives wherever that is a URI-reference, proven template or not', () => {
    const rows: ReadonlyArray<readonly [string, Record<string, TemplateValue>, string]> = [
      ['{+base}/search', { base: 'https://example.com' }, 'https://example.com/search'],
      ['{#x}', { x: 'a/b?c' }, '#a/b?c'],
      ['{x}:{y}', { x: 'mailto', y: 'a@b' }, 'mailto:a%40b'],
      ['/users/{id}', { id: 'a#b[c]' }, '/users/a%23b%5Bc%5D'],
    ];
    for (const [t, values, uri] of rows) expect(expandTemplate(t, values)).toBe(uri);
  });

  it('seeks the proof once the checked expansions reach 16,384 characters, and checks a proven template no more', () => {
    const proven = parsed('/users/{id}');
    const c = compiledOf(proven);
    expect(c.proven).toBe(undefined);
    let n = 0;
    while (c.proven === undefined) {
      expect(expandTemplate(proven, { id: n })).toBe(`/users/${n}`);
      n++;
    }
    // Each expansion counts its length and 32: 16,384 / (8 + 32) and a few, the proof's answer kept.
    expect([c.proven, n]).toEqual([true, expect.toSatisfy((k: number) => k > 300 && k < 420)]);
    const open = parsed('{+x}');
    const d = compiledOf(open);
    for (let i = 0; i < 600; i++) expandTemplate(open, { x: 'a'.repeat(40) });
    expect(d.proven).toBe(false);
    expect(() => expandTemplate(open, { x: ':' })).toThrow(TemplateExpansionError);
    // A template of more than 32 expressions is not proven by expandTemplate (its search could take
    // long): it stays checked.
    const many = parsed('/{a}'.repeat(40));
    const m = compiledOf(many);
    for (let i = 0; i < 200; i++) expandTemplate(many, { a: 'abc' });
    expect(m.proven).toBe(false);
    expect(templateProof(many).proven).toBe(true);
  });
});

describe('proven but for the gen-delims of the values under + and #', () => {
  it('which templates are, and the writer watches their values for a gen-delim', () => {
    const rows: ReadonlyArray<readonly [string, boolean]> = [
      ['{+q}', true],
      ['{#q}', true],
      ['{+base}/search{?q}', true],
      ['x{+a,b}{#c*}', true],
      ['a#{#b}', false], // the literal's '#' and the operator's: two, whatever b
      ['{x}:{y}', false], // no value under + or #
      ['{#x}{#y}', false],
    ];
    for (const [t, want] of rows) expect([t, provenUnlessGenDelims(parsed(t), undefined)]).toEqual([t, want]);
    const t = parsed('{+base}/search');
    const c = compiledOf(t);
    c.proven = false;
    c.watch = true;
    expect(expandTemplate(t, { base: 'abc' })).toBe('abc/search');
    expect(wroteGenDelim()).toBe(false);
    expect(expandTemplate(t, { base: 'https://example.com' })).toBe('https://example.com/search');
    expect(wroteGenDelim()).toBe(true);
    expect(() => expandTemplate(t, { base: 'https://[example' })).toThrow(TemplateExpansionError);
    expect(() => expandTemplate(t, { base: ':' })).toThrow(TemplateExpansionError);
  });

  it("the writer's gen-delims are RFC 3986's", () => {
    const r = lookup(3986, 'gen-delims')!;
    const chars = (charsetOf(r.body, r.rfc) ?? []).flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, k) => String.fromCodePoint(a + k))).join('');
    expect(chars).toBe('#/:?@[]');
    // The writer, watching, flags each of them under + and none of the other characters; not watching, none.
    const watched = compiledOf(parsed('{+x}/{y}'));
    watched.watch = true;
    let ascii = '';
    for (let i = 0x20; i < 0x7f; i++) ascii += String.fromCharCode(i);
    for (const ch of ascii) {
      writeTemplate(watched, { x: 'a' + ch + 'b' });
      expect([ch, wroteGenDelim()]).toEqual([ch, chars.includes(ch)]);
      writeTemplate(watched, { y: ch });
      expect([ch, wroteGenDelim()]).toEqual([ch, false]);
      writeTemplate(compiledOf(parsed('{+x}')), { x: ch });
      expect([ch, wroteGenDelim()]).toEqual([ch, false]);
    }
  });
});

describe('docs/templates.md', () => {
  it('its table of templates and proofs is what templateProof answers', () => {
    const text = readFileSync(new URL(`../${PROOF_TABLE_DOC}`, import.meta.url), 'utf8');
    expect(regionText(text, { doc: PROOF_TABLE_DOC, begin: PROOF_TABLE_BEGIN, end: PROOF_TABLE_END }).trim(), 'npx tsx scripts/template-proof-table.ts --write').toBe(proofTable());
  });
});
