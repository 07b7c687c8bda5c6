/**
 * URI Templates written out as data, for the expansion tests: a builder of ParsedTemplates from
 * their parts (spans and source computed, adjacent literal text joined), so that a table or a
 * generator need not go through the parser; and fast-check arbitraries of (template, values) pairs
 * over every operator, modifier and value form of RFC 6570.
 */
import fc from 'fast-check';
import type { ParsedTemplate, TemplateOperator, TemplatePart, TemplateValue, TemplateVariable } from '../../src/templates/types.js';

/** A varspec written out: `'name'`, `'name*'` (explode), or `['name', n]` (prefix `:n`). */
export type Spec = string | readonly [string, number];
/** A part written out: literal text, or `[operator, ...varspecs]`. */
export type Part = string | readonly [TemplateOperator, ...Spec[]];

/** The ParsedTemplate of the parts, with their spans and the source they spell. */
export function tpl(...written: Part[]): ParsedTemplate {
  let source = '';
  const parts: TemplatePart[] = [];
  for (const p of written) {
    if (typeof p === 'string') {
      if (p === '') continue;
      const last = parts.at(-1);
      if (last?.kind === 'literal') parts[parts.length - 1] = { ...last, text: last.text + p, end: last.end + p.length };
      else parts.push({ kind: 'literal', text: p, start: source.length, end: source.length + p.length });
      source += p;
      continue;
    }
    const [operator, ...specs] = p;
    const start = source.length;
    source += '{' + operator;
    const variables: TemplateVariable[] = [];
    specs.forEach((s, i) => {
      if (i > 0) source += ',';
      const vstart = source.length;
      const name = typeof s === 'string' ? s.replace(/\*$/, '') : s[0];
      const explode = typeof s === 'string' && s.endsWith('*');
      const prefix = typeof s === 'string' ? null : s[1];
      source += name + (explode ? '*' : '') + (prefix === null ? '' : `:${prefix}`);
      variables.push({ name, explode, prefix, start: vstart, end: source.length });
    });
    source += '}';
    parts.push({ kind: 'expression', operator, variables, start, end: source.length });
  }
  return { kind: 'template', source, parts };
}

/** Every operator of RFC 6570 §2.2. */
export const OPERATORS: readonly TemplateOperator[] = ['', '+', '#', '.', '/', ';', '?', '&'];

/** Variable names the generated templates use (a dot and a pct-encoded triplet among them). */
export const NAMES = ['a', 'b', 'c', 'x.y', 'd_1', '%41'] as const;

/** Literal text: pieces RFC 6570 §2.1's `literals` takes (reserved characters, non-ASCII, astral, triplets). */
const LITERAL_PIECES = ['a', 'Z', '0', '/', '?', '=', '&', '!', '(', ')', '-', '.', '~', ':', '@', '[', ']', '$', ',', ';', '+', '*', '#', '_', 'é', '€', '😀', '%20', '%e9', '%C3%A9'];

/** Value text: every kind of character expansion must encode or keep (no lone surrogates). */
export const VALUE_PIECES: readonly string[] = ['a', 'B', '9', ' ', '-', '.', '_', '~', '%', '%2F', '%2f', '%C3%A9', '%zz', '/', '?', '#', '[', ']', '@', '!', '$', '&', "'", '(', ')', '*', '+', ',', ';', '=', ':', '"', '<', '>', '\\', '^', '`', '{', '|', '}', '\u0000', '\u007f', 'é', 'ß', '€', '😀', '\u00a0', '\ufeff'];

const text = (pieces: readonly string[], maxLength: number) => fc.array(fc.constantFrom(...pieces), { maxLength }).map((xs) => xs.join(''));

const spec: fc.Arbitrary<Spec> = fc.tuple(fc.constantFrom(...NAMES), fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constant(-1) }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 12 }) })).map(([name, m]) => (m === 0 ? name : m === -1 ? `${name}*` : ([name, m] as const)));

const part: fc.Arbitrary<Part> = fc.oneof(
  { weight: 1, arbitrary: text(LITERAL_PIECES, 4) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...OPERATORS), fc.array(spec, { minLength: 1, maxLength: 3 })).map(([op, specs]) => [op, ...specs] as const) },
);

/** A generated template. */
export const template: fc.Arbitrary<ParsedTemplate> = fc.array(part, { minLength: 1, maxLength: 4 }).map((parts) => tpl(...parts));

/**
 * A value of any form, its text from `pieces`: undefined, null, a scalar (a string, a number, a
 * boolean), a list, a map (a plain object, some of its pairs undefined).
 */
export function valueOf(pieces: readonly string[] = VALUE_PIECES): fc.Arbitrary<TemplateValue> {
  const scalar: fc.Arbitrary<string | number | boolean> = fc.oneof(
    { weight: 6, arbitrary: text(pieces, 6) },
    { weight: 1, arbitrary: fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.constantFrom(0.5, -122.427, 1e21, 37.76)) },
    { weight: 1, arbitrary: fc.boolean() },
  );
  const key = fc.oneof(fc.constantFrom('k', 'semi', 'é', 'a b', '', '11'), text(pieces, 3));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(undefined, null) },
    { weight: 5, arbitrary: scalar },
    { weight: 2, arbitrary: fc.array(scalar, { maxLength: 3 }) },
    {
      weight: 2,
      arbitrary: fc.array(fc.tuple(key, fc.oneof({ weight: 5, arbitrary: scalar }, { weight: 1, arbitrary: fc.constant(null) })), { maxLength: 3 }).map((pairs) => {
        const o: Record<string, string | number | boolean | null> = {};
        for (const [k, v] of pairs) o[k] = v;
        return o;
      }),
    },
  );
}

/** A generated template and values for the names it may use (each name present or not), the values' text from `pieces`. */
export function templateAndValues(pieces: readonly string[] = VALUE_PIECES): fc.Arbitrary<{ template: ParsedTemplate; values: Record<string, TemplateValue> }> {
  const value = valueOf(pieces);
  return fc.record({
    template,
    values: fc.record(Object.fromEntries(NAMES.map((n) => [n, value])) as Record<string, fc.Arbitrary<TemplateValue>>, { requiredKeys: [] }),
  });
}
