/**
 * The shared RFC 6570 test suite (uri-templates/uritemplate-test, vendored in
 * test/fixtures/uritemplate/ with its provenance) and the JSON Schema Test Suite's `uri-template`
 * format cases (test/fixtures/json-schema-test-suite/uri-template.json): the counts their READMEs
 * give; every expansion through `expandTemplate` (a template string, read by `parseTemplate`), equal
 * to one of the suite's answers; every negative refused, by `parseTemplate` or, where the error is
 * the value's, by `expandTemplate`, each with an offset; std-uritemplate on the same cases.
 */
import { readFileSync } from 'node:fs';
import { StdUriTemplate } from '@std-uritemplate/std-uritemplate';
import { describe, expect, it } from 'vitest';
import { expandTemplate, TemplateExpansionError } from '../src/templates/expand.js';
import { TemplateSyntaxError } from '../src/templates/errors.js';
import { parseTemplate } from '../src/templates/parse.js';
import type { TemplateValue } from '../src/templates/types.js';

/** One group of a uritemplate-test file: its variables and its `[template, answer]` cases. */
interface UriTemplateGroup {
  readonly level?: number;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly testcases: ReadonlyArray<readonly [string, string | readonly string[] | false]>;
}

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8'));
const suite = (file: string): Record<string, UriTemplateGroup> => fixture(`uritemplate/${file}`) as Record<string, UriTemplateGroup>;
const cases = (file: string) => Object.entries(suite(file)).flatMap(([group, g]) => g.testcases.map(([template, answer]) => ({ group, template, answer })));

describe('the vendored suites hold the cases their READMEs count', () => {
  it('uritemplate-test: 117 expansions in spec-examples and extended-tests, 117 in the by-section file, 36 negatives', () => {
    expect(cases('spec-examples.json').length).toBe(64);
    expect(cases('extended-tests.json').length).toBe(53);
    expect(cases('spec-examples-by-section.json').length).toBe(117);
    const negatives = cases('negative-tests.json');
    expect(negatives.length).toBe(36);
    expect(negatives.every((c) => c.answer === false)).toBe(true);
    for (const file of ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json']) {
      expect(cases(file).every((c) => c.answer !== false), file).toBe(true);
    }
    expect(['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json'].map((f) => cases(f).filter((c) => Array.isArray(c.answer)).length)).toEqual([15, 15, 11]);
  });

  it('the JSON Schema Test Suite: 38 uri-template cases, 32 of them strings (19 valid, 13 invalid)', () => {
    const groups = fixture('json-schema-test-suite/uri-template.json') as Array<{ tests: Array<{ data: unknown; valid: boolean }> }>;
    const tests = groups.flatMap((g) => g.tests);
    const strings = tests.filter((t) => typeof t.data === 'string');
    expect(tests.length).toBe(38);
    expect([strings.length, strings.filter((t) => t.valid).length, strings.filter((t) => !t.valid).length]).toEqual([32, 19, 13]);
  });
});

const EXPANSION_FILES = ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json'] as const;
const expansions = EXPANSION_FILES.flatMap((file) =>
  Object.entries(suite(file)).flatMap(([group, g]) =>
    g.testcases.map(([template, answer]) => ({ file, group, template, variables: g.variables as Record<string, TemplateValue>, answers: [answer].flat() as string[] })),
  ),
);

describe('uritemplate-test through expandTemplate', () => {
  it.each(expansions.map((c) => [c.file, c.template, c] as const))('%s: %s', (_f, _t, c) => {
    const got = expandTemplate(c.template, c.variables);
    expect(c.answers, `got ${got}`).toContain(got);
    // The parsed template gives the same.
    const parsed = parseTemplate(c.template);
    expect(parsed.ok && expandTemplate(parsed.template, c.variables)).toBe(got);
  });

  it('passes all 117 + 117 expansions (64 + 53 in spec-examples and extended-tests)', () => {
    const passed = expansions.filter((c) => c.answers.includes(expandTemplate(c.template, c.variables)));
    expect(EXPANSION_FILES.map((f) => passed.filter((c) => c.file === f).length)).toEqual([64, 117, 53]);
  });

  const negatives = Object.values(suite('negative-tests.json')).flatMap((g) => g.testcases.map(([template]) => ({ template, variables: g.variables as Record<string, TemplateValue> })));

  it('refuses all 36 negatives: 34 at parse, 2 at expansion (a prefix on a map, §2.4.1), each with an offset', () => {
    const atParse: string[] = [];
    const atExpansion: Array<{ template: string; offset: number; start: number; end: number; code: string }> = [];
    for (const { template, variables } of negatives) {
      const r = parseTemplate(template);
      let thrown: unknown;
      try {
        expandTemplate(template, variables);
      } catch (e) {
        thrown = e;
      }
      if (!r.ok) {
        expect(thrown, template).toBeInstanceOf(TemplateSyntaxError);
        const e = thrown as TemplateSyntaxError;
        expect([e.offset, e.report], template).toEqual([r.error.offset, r.error]);
        expect(e.offset).toBeGreaterThanOrEqual(0);
        expect(e.offset).toBeLessThanOrEqual(template.length);
        atParse.push(template);
      } else {
        expect(thrown, template).toBeInstanceOf(TemplateExpansionError);
        const e = thrown as TemplateExpansionError;
        atExpansion.push({ template, offset: e.offset, start: e.start, end: e.end, code: e.code });
      }
    }
    expect(atParse.length).toBe(34);
    expect(atExpansion).toEqual([
      { template: '{keys:1}', offset: 1, start: 0, end: 8, code: 'prefix-composite' },
      { template: '{+keys:1}', offset: 2, start: 0, end: 9, code: 'prefix-composite' },
    ]);
  });

  it('std-uritemplate, called as its README shows, gives an accepted answer for each of the same cases and refuses the 36', () => {
    const wrong = expansions.filter((c) => !c.answers.includes(StdUriTemplate.expand(c.template, c.variables as never)));
    expect(wrong.map((c) => c.template)).toEqual([]);
    const accepted = negatives.filter(({ template, variables }) => {
      try {
        StdUriTemplate.expand(template, variables as never);
        return true;
      } catch {
        return false;
      }
    });
    expect(accepted.map((c) => c.template)).toEqual([]);
  });
});

describe("the JSON Schema Test Suite's uri-template strings through parseTemplate", () => {
  const groups = fixture('json-schema-test-suite/uri-template.json') as Array<{ tests: Array<{ description: string; data: unknown; valid: boolean }> }>;
  const strings = groups.flatMap((g) => g.tests).filter((t): t is { description: string; data: string; valid: boolean } => typeof t.data === 'string');
  it.each(strings.map((t) => [t.description, t] as const))('%s', (_d, t) => {
    expect(parseTemplate(t.data).ok).toBe(t.valid);
  });
});
