/**
 * The shared RFC 6570 test suite (uri-templates/uritemplate-test, vendored in
 * test/fixtures/uritemplate/ with its provenance) and the JSON Schema Test Suite's `uri-template`
 * format cases (test/fixtures/json-schema-test-suite/uri-template.json): the counts their README
 * gives.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
