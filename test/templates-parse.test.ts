/**
 * `parseTemplate` (src/templates/parse.ts) on RFC 6570 §2's grammar (grammar/templates/):
 *
 * - every template of the RFC's example tables (§1.1, the four Level tables of §1.2, §2.4.1, §2.4.2,
 *   §3.2.1 to §3.2.9) parses, each row verbatim and found in grammar/rfc/rfc6570.txt, and a few are
 *   read part by part;
 * - the cases issue 44 names are refused, each at its offset, with its rule stack (RFC 6570 and the
 *   section of each frame), its message and its fixes;
 * - the shared suite's templates (test/fixtures/uritemplate/): every template of the expansion files
 *   parses, every negative is refused at parse but for the two whose failure depends on the value
 *   (`{keys:1}` and `{+keys:1}`, a prefix on a map: expansion's error, §2.4.1), which parse; and the
 *   JSON Schema Test Suite's uri-template strings;
 * - `parseTemplate` is `ok` exactly where the generated recognizer of `URI-Template` accepts, on
 *   strings drawn (fixed seed) from the template alphabet;
 * - the parts of an accepted template, read from its delimiters (no AST), are those the AST gives
 *   (test/support/template-ast.ts), and a template is refused exactly where the AST is none, on
 *   drawn and mutated templates (fixed seed), long ones (whose parts are made on first read) too;
 * - the work is linear in the template's length, its parts read (counted steps, no clock: DECISIONS 36).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ArgumentError } from '../base/args.js';
import { lookup, overlap, P, patternOfRule, plainResolver, recognizerFor, type Pattern } from '../grammar/index.js';
import { parseTemplate } from '../src/templates/parse.js';
import type { URLErrorReport } from '../src/diagnostics/types.js';
import type { ParsedTemplate } from '../src/templates/types.js';
import { allowed, rungs } from './support/linear.js';
import { partsByAST } from './support/template-ast.js';
import { sized } from './support/scale.js';

const RFC = readFileSync(new URL('../grammar/rfc/rfc6570.txt', import.meta.url), 'utf8');
const ok = (t: string): ParsedTemplate => {
  const r = parseTemplate(t);
  if (!r.ok) throw new Error(`${t}: ${r.error.message}`);
  return r.template;
};
const refused = (t: string): URLErrorReport => {
  const r = parseTemplate(t);
  if (r.ok) throw new Error(`${t} parsed`);
  return r.error;
};

/** The templates of RFC 6570's example tables, verbatim, by section (a template once per section). */
const RFC_EXAMPLES: ReadonlyArray<readonly [string, string]> = [
  ['1.1', "http://example.com/~{username}/"],
  ['1.1', "http://example.com/dictionary/{term:1}/{term}"],
  ['1.1', "http://example.com/search{?q,lang}"],
  ['1.1', "http://www.example.com/foo{?query,number}"],
  ['1.2', "{var}"],
  ['1.2', "{hello}"],
  ['1.2', "{+var}"],
  ['1.2', "{+hello}"],
  ['1.2', "{+path}/here"],
  ['1.2', "here?ref={+path}"],
  ['1.2', "X{#var}"],
  ['1.2', "X{#hello}"],
  ['1.2', "map?{x,y}"],
  ['1.2', "{x,hello,y}"],
  ['1.2', "{+x,hello,y}"],
  ['1.2', "{+path,x}/here"],
  ['1.2', "{#x,hello,y}"],
  ['1.2', "{#path,x}/here"],
  ['1.2', "X{.var}"],
  ['1.2', "X{.x,y}"],
  ['1.2', "{/var}"],
  ['1.2', "{/var,x}/here"],
  ['1.2', "{;x,y}"],
  ['1.2', "{;x,y,empty}"],
  ['1.2', "{?x,y}"],
  ['1.2', "{?x,y,empty}"],
  ['1.2', "?fixed=yes{&x}"],
  ['1.2', "{&x,y,empty}"],
  ['1.2', "{var:3}"],
  ['1.2', "{var:30}"],
  ['1.2', "{list}"],
  ['1.2', "{list*}"],
  ['1.2', "{keys}"],
  ['1.2', "{keys*}"],
  ['1.2', "{+path:6}/here"],
  ['1.2', "{+list}"],
  ['1.2', "{+list*}"],
  ['1.2', "{+keys}"],
  ['1.2', "{+keys*}"],
  ['1.2', "{#path:6}/here"],
  ['1.2', "{#list}"],
  ['1.2', "{#list*}"],
  ['1.2', "{#keys}"],
  ['1.2', "{#keys*}"],
  ['1.2', "X{.var:3}"],
  ['1.2', "X{.list}"],
  ['1.2', "X{.list*}"],
  ['1.2', "X{.keys}"],
  ['1.2', "X{.keys*}"],
  ['1.2', "{/var:1,var}"],
  ['1.2', "{/list}"],
  ['1.2', "{/list*}"],
  ['1.2', "{/list*,path:4}"],
  ['1.2', "{/keys}"],
  ['1.2', "{/keys*}"],
  ['1.2', "{;hello:5}"],
  ['1.2', "{;list}"],
  ['1.2', "{;list*}"],
  ['1.2', "{;keys}"],
  ['1.2', "{;keys*}"],
  ['1.2', "{?var:3}"],
  ['1.2', "{?list}"],
  ['1.2', "{?list*}"],
  ['1.2', "{?keys}"],
  ['1.2', "{?keys*}"],
  ['1.2', "{&var:3}"],
  ['1.2', "{&list}"],
  ['1.2', "{&list*}"],
  ['1.2', "{&keys}"],
  ['1.2', "{&keys*}"],
  ['2.4.1', "{var}"],
  ['2.4.1', "{var:20}"],
  ['2.4.1', "{var:3}"],
  ['2.4.1', "{semi}"],
  ['2.4.1', "{semi:2}"],
  ['2.4.2', "/mapper{?address*}"],
  ['2.4.2', "find{?year*}"],
  ['2.4.2', "www{.dom*}"],
  ['3.2.1', "{count}"],
  ['3.2.1', "{count*}"],
  ['3.2.1', "{/count}"],
  ['3.2.1', "{/count*}"],
  ['3.2.1', "{;count}"],
  ['3.2.1', "{;count*}"],
  ['3.2.1', "{?count}"],
  ['3.2.1', "{?count*}"],
  ['3.2.1', "{&count*}"],
  ['3.2.2', "{var}"],
  ['3.2.2', "{hello}"],
  ['3.2.2', "{half}"],
  ['3.2.2', "O{empty}X"],
  ['3.2.2', "O{undef}X"],
  ['3.2.2', "{x,y}"],
  ['3.2.2', "{x,hello,y}"],
  ['3.2.2', "?{x,empty}"],
  ['3.2.2', "?{x,undef}"],
  ['3.2.2', "?{undef,y}"],
  ['3.2.2', "{var:3}"],
  ['3.2.2', "{var:30}"],
  ['3.2.2', "{list}"],
  ['3.2.2', "{list*}"],
  ['3.2.2', "{keys}"],
  ['3.2.2', "{keys*}"],
  ['3.2.3', "{+var}"],
  ['3.2.3', "{+hello}"],
  ['3.2.3', "{+half}"],
  ['3.2.3', "{base}index"],
  ['3.2.3', "{+base}index"],
  ['3.2.3', "O{+empty}X"],
  ['3.2.3', "O{+undef}X"],
  ['3.2.3', "{+path}/here"],
  ['3.2.3', "here?ref={+path}"],
  ['3.2.3', "up{+path}{var}/here"],
  ['3.2.3', "{+x,hello,y}"],
  ['3.2.3', "{+path,x}/here"],
  ['3.2.3', "{+path:6}/here"],
  ['3.2.3', "{+list}"],
  ['3.2.3', "{+list*}"],
  ['3.2.3', "{+keys}"],
  ['3.2.3', "{+keys*}"],
  ['3.2.4', "{#var}"],
  ['3.2.4', "{#hello}"],
  ['3.2.4', "{#half}"],
  ['3.2.4', "foo{#empty}"],
  ['3.2.4', "foo{#undef}"],
  ['3.2.4', "{#x,hello,y}"],
  ['3.2.4', "{#path,x}/here"],
  ['3.2.4', "{#path:6}/here"],
  ['3.2.4', "{#list}"],
  ['3.2.4', "{#list*}"],
  ['3.2.4', "{#keys}"],
  ['3.2.4', "{#keys*}"],
  ['3.2.5', "{.who}"],
  ['3.2.5', "{.who,who}"],
  ['3.2.5', "{.half,who}"],
  ['3.2.5', "www{.dom*}"],
  ['3.2.5', "X{.var}"],
  ['3.2.5', "X{.empty}"],
  ['3.2.5', "X{.undef}"],
  ['3.2.5', "X{.var:3}"],
  ['3.2.5', "X{.list}"],
  ['3.2.5', "X{.list*}"],
  ['3.2.5', "X{.keys}"],
  ['3.2.5', "X{.keys*}"],
  ['3.2.5', "X{.empty_keys}"],
  ['3.2.5', "X{.empty_keys*}"],
  ['3.2.6', "{/who}"],
  ['3.2.6', "{/who,who}"],
  ['3.2.6', "{/half,who}"],
  ['3.2.6', "{/who,dub}"],
  ['3.2.6', "{/var}"],
  ['3.2.6', "{/var,empty}"],
  ['3.2.6', "{/var,undef}"],
  ['3.2.6', "{/var,x}/here"],
  ['3.2.6', "{/var:1,var}"],
  ['3.2.6', "{/list}"],
  ['3.2.6', "{/list*}"],
  ['3.2.6', "{/list*,path:4}"],
  ['3.2.6', "{/keys}"],
  ['3.2.6', "{/keys*}"],
  ['3.2.7', "{;who}"],
  ['3.2.7', "{;half}"],
  ['3.2.7', "{;empty}"],
  ['3.2.7', "{;v,empty,who}"],
  ['3.2.7', "{;v,bar,who}"],
  ['3.2.7', "{;x,y}"],
  ['3.2.7', "{;x,y,empty}"],
  ['3.2.7', "{;x,y,undef}"],
  ['3.2.7', "{;hello:5}"],
  ['3.2.7', "{;list}"],
  ['3.2.7', "{;list*}"],
  ['3.2.7', "{;keys}"],
  ['3.2.7', "{;keys*}"],
  ['3.2.8', "{?who}"],
  ['3.2.8', "{?half}"],
  ['3.2.8', "{?x,y}"],
  ['3.2.8', "{?x,y,empty}"],
  ['3.2.8', "{?x,y,undef}"],
  ['3.2.8', "{?var:3}"],
  ['3.2.8', "{?list}"],
  ['3.2.8', "{?list*}"],
  ['3.2.8', "{?keys}"],
  ['3.2.8', "{?keys*}"],
  ['3.2.9', "{&who}"],
  ['3.2.9', "{&half}"],
  ['3.2.9', "?fixed=yes{&x}"],
  ['3.2.9', "{&x,y,empty}"],
  ['3.2.9', "{&x,y,undef}"],
  ['3.2.9', "{&var:3}"],
  ['3.2.9', "{&list}"],
  ['3.2.9', "{&list*}"],
  ['3.2.9', "{&keys}"],
  ['3.2.9', "{&keys*}"],

];

describe('the templates of RFC 6570\'s examples parse', () => {
  it('the table holds 193 templates, each in the RFC\'s text', () => {
    expect(RFC_EXAMPLES.length).toBe(193);
    for (const [, t] of RFC_EXAMPLES) expect(RFC.includes(t), t).toBe(true);
  });
  it.each(RFC_EXAMPLES)('§%s %s', (_section, t) => {
    const template = ok(t);
    expect(template.source).toBe(t);
    // The parts tile the template: literal text and expressions, in order, end to end.
    let at = 0;
    for (const p of template.parts) {
      expect(p.start).toBe(at);
      if (p.kind === 'literal') expect(p.text).toBe(t.slice(p.start, p.end));
      else for (const v of p.variables) expect(t.slice(v.start, v.end).startsWith(v.name)).toBe(true);
      at = p.end;
    }
    expect(at).toBe(t.length);
  });

  it('reads the parts of a template', () => {
    expect(ok('http://example.com/dictionary/{term:1}/{term}').parts).toEqual([
      { kind: 'literal', text: 'http://example.com/dictionary/', start: 0, end: 30 },
      { kind: 'expression', operator: '', variables: [{ name: 'term', explode: false, prefix: 1, start: 31, end: 37 }], start: 30, end: 38 },
      { kind: 'literal', text: '/', start: 38, end: 39 },
      { kind: 'expression', operator: '', variables: [{ name: 'term', explode: false, prefix: null, start: 40, end: 44 }], start: 39, end: 45 },
    ]);
    expect(ok('{/list*,path:4}').parts).toEqual([
      { kind: 'expression', operator: '/', start: 0, end: 15, variables: [
        { name: 'list', explode: true, prefix: null, start: 2, end: 7 },
        { name: 'path', explode: false, prefix: 4, start: 8, end: 14 },
      ] },
    ]);
    const ops = ['{var}', '{+var}', '{#var}', '{.var}', '{/var}', '{;var}', '{?var}', '{&var}'].map((t) => ok(t).parts[0]);
    expect(ops.map((p) => (p?.kind === 'expression' ? p.operator : null))).toEqual(['', '+', '#', '.', '/', ';', '?', '&']);
    // A varname keeps its pct-encoded triplets and its dots as written (§2.3); a prefix is a number.
    expect(ok('{a.b,%41_1:9999}').parts[0]).toMatchObject({ variables: [{ name: 'a.b', prefix: null }, { name: '%41_1', prefix: 9999 }] });
    // Adjacent literal text is one part; the empty template has none.
    expect(ok("a'b%20c").parts).toEqual([{ kind: 'literal', text: "a'b%20c", start: 0, end: 7 }]);
    expect(ok('').parts).toEqual([]);
    // Characters beyond the BMP are literals (ucschar), a span counts their two code units.
    expect(ok('a\u{1F600}{x}').parts[1]).toMatchObject({ start: 3, end: 6 });
  });

  it('{a.b} is a name, {keys:1} parses (a prefix on a composite value is expansion\'s error, §2.4.1), the apostrophe is a literal (Erratum 6937)', () => {
    expect(ok('{a.b}').parts[0]).toMatchObject({ variables: [{ name: 'a.b' }] });
    expect(ok('{keys:1}').parts[0]).toMatchObject({ variables: [{ name: 'keys', prefix: 1 }] });
    expect(ok("'{var}'").parts.map((p) => p.kind)).toEqual(['literal', 'expression', 'literal']);
  });
});

/** A refused template: where, what the message says, the rule stack (rule@start), and the fixes (corrected template, level). */
const NEGATIVE: ReadonlyArray<{ t: string; offset: number; stack: string; says: RegExp; fixes?: ReadonlyArray<readonly [string, string]> }> = [
  // An unclosed expression: the input ends where "}" (or more of the varspec) is expected.
  { t: '{var', offset: 4, stack: 'URI-Template@0 expression@0 variable-list@1 varspec@1 modifier-level4@4 prefix@4', says: /the expression opened at 0 is not closed/, fixes: [['{var}', 'maybe-incorrect']] },
  { t: '/users/{id', offset: 10, stack: 'URI-Template@0 expression@7 variable-list@8 varspec@8 modifier-level4@10 prefix@10', says: /not closed/, fixes: [['/users/{id}', 'maybe-incorrect']] },
  // A varname's dot stands between two varchars (§2.3).
  { t: '{a.}', offset: 3, stack: 'URI-Template@0 expression@0 variable-list@1 varspec@1 varname@1', says: /"\." in a varname must stand between two varchars/, fixes: [] },
  { t: '{a..b}', offset: 3, stack: 'URI-Template@0 expression@0 variable-list@1 varspec@1 varname@1', says: /"\." in a varname/, fixes: [] },
  // An expression names a variable.
  { t: '{?}', offset: 2, stack: 'URI-Template@0 expression@0 variable-list@2 varspec@2 varname@2', says: /names at least one variable/, fixes: [] },
  { t: '{}', offset: 1, stack: 'URI-Template@0 expression@0 variable-list@1 varspec@1 varname@1', says: /names at least one variable/, fixes: [] },
  // Expressions are not nested (§3.2); a prefix is a positive integer below 10000 (§2.4.1).
  { t: '{{x}}', offset: 1, stack: 'URI-Template@0 expression@0 variable-list@1 varspec@1 varname@1', says: /an expression inside the expression opened at 0: "Expressions cannot be nested"/, fixes: [] },
  { t: '{var:0}', offset: 5, stack: 'URI-Template@0 expression@0 variable-list@1 varspec@1 modifier-level4@4 prefix@4 max-length@5', says: /max-length is a positive integer below 10000/, fixes: [] },
  // A "%" in literal text that begins no triplet: escaped as %25 (machine-applicable: nothing is lost).
  { t: 'a%zz', offset: 2, stack: 'URI-Template@0 literals@1 pct-encoded@1', says: /"%" in literal text begins a pct-encoded triplet/, fixes: [['a%25zz', 'machine-applicable']] },
  { t: '100%', offset: 4, stack: 'URI-Template@0 literals@3 pct-encoded@3', says: /pct-encoded triplet/, fixes: [['100%25', 'machine-applicable']] },
  { t: '{a%2x}', offset: 4, stack: 'URI-Template@0 expression@0 variable-list@1 varspec@1 varname@1 varchar@2 pct-encoded@2', says: /in a varname begins a pct-encoded triplet/, fixes: [] },
  // The operators RFC 6570 §2.2 reserves.
  ...['=', ',', '!', '@', '|'].map((op) => ({ t: `{${op}var}`, offset: 1, stack: 'URI-Template@0 expression@0 variable-list@1 varspec@1 varname@1', says: new RegExp(`"\\${op}" is an operator RFC 6570 reserves for future extensions`), fixes: [] })),
  // A character outside the literals of §2.1: percent-encoded, as expansion would (§3.1).
  { t: 'a b', offset: 1, stack: 'URI-Template@0 expression@1', says: /U\+0020 SPACE is not a literal character/, fixes: [['a%20b', 'machine-applicable']] },
  { t: 'a\x7fb', offset: 1, stack: 'URI-Template@0 expression@1', says: /U\+007F DELETE is not a literal character/, fixes: [['a%7Fb', 'machine-applicable']] },
  { t: '<{x}>', offset: 0, stack: 'URI-Template@0 expression@0', says: /"<" is not a literal character/, fixes: [['%3C{x}>', 'machine-applicable']] },
  { t: 'say "hi"', offset: 3, stack: 'URI-Template@0 expression@3', says: /U\+0020 SPACE is not a literal/, fixes: [['say%20"hi"', 'machine-applicable']] },
  { t: 'a\uD800b', offset: 1, stack: 'URI-Template@0 expression@1', says: /U\+D800 <lone surrogate> is not a literal character/, fixes: [] },
  { t: 'a\u{10FFFF}', offset: 1, stack: 'URI-Template@0 expression@1', says: /U\+10FFFF <noncharacter> is not a literal/, fixes: [['a%F4%8F%BF%BF', 'machine-applicable']] },
  { t: 'foo}bar', offset: 3, stack: 'URI-Template@0 expression@3', says: /"}" is not a literal character/, fixes: [['foo%7Dbar', 'maybe-incorrect']] },
];

describe('the cases issue 44 names are refused, each where it is, with the rule stack of RFC 6570', () => {
  it.each(NEGATIVE.map((c) => [c.t, c] as const))('%s', (_t, c) => {
    const e = refused(c.t);
    expect(e.offset).toBe(c.offset);
    expect(e.grammar).toBe('6570:URI-Template');
    expect(e.trace.map((f) => `${f.rule}@${f.start}`).join(' ')).toBe(c.stack);
    // Each frame cites RFC 6570 and its section (pct-encoded: RFC 3986, which §1.5 imports it from).
    for (const f of e.trace) expect(`${f.rfc} ${f.section}`).toMatch(f.rule === 'pct-encoded' ? /^3986 Appendix A$/ : /^6570 2(\.\d)*$/);
    expect(e.message).toMatch(c.says);
    expect(e.message).toMatch(new RegExp(`at 1:${c.offset + 1}`));
    expect(e.fixes.map((f) => [f.url, f.applicability])).toEqual(c.fixes ?? []);
    for (const f of e.fixes) expect(parseTemplate(f.url).ok, f.url).toBe(f.validates);
  });

  it('the expected terminals name the rules and sections that wanted them', () => {
    expect(refused('{a..b}').expected).toEqual([{ rule: 'varname', rfc: 6570, section: '2.3', terminals: ['varchar'] }]);
    expect(refused('{=path}').expected).toEqual([
      { rule: 'operator', rfc: 6570, section: '2.2', terminals: ['op-level2', 'op-level3'] },
      { rule: 'varname', rfc: 6570, section: '2.3', terminals: ['varchar'] },
    ]);
    expect(refused('{var').expected.flatMap((e) => e.terminals)).toEqual(['"."', 'varchar', '":"', '"*"', '","', '"}"']);
  });
});

// ---------------------------------------------------------------------------------------------
// The shared suites
// ---------------------------------------------------------------------------------------------

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8'));
const suiteTemplates = (file: string): string[] =>
  Object.values(fixture(`uritemplate/${file}`) as Record<string, { testcases: Array<[string, unknown]> }>).flatMap((g) => g.testcases.map(([t]) => t));

describe('the shared suites (test/fixtures/uritemplate/, the JSON Schema Test Suite)', () => {
  it('every template of the expansion files parses', () => {
    const all = ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json'].flatMap(suiteTemplates);
    expect(all.length).toBe(64 + 117 + 53);
    for (const t of all) expect(parseTemplate(t).ok, t).toBe(true);
  });

  it('every negative is refused at parse with an offset, but for the two a value makes wrong, which parse', () => {
    const negatives = suiteTemplates('negative-tests.json');
    expect(negatives.length).toBe(36);
    // A prefix on a variable whose value is a map: RFC 6570 §2.4.1 says so of the value, not of the syntax.
    const VALUE_DEPENDENT = ['{keys:1}', '{+keys:1}'];
    const parsed = negatives.filter((t) => parseTemplate(t).ok);
    expect(parsed).toEqual(VALUE_DEPENDENT);
    const offsets = Object.fromEntries(negatives.filter((t) => !VALUE_DEPENDENT.includes(t)).map((t) => [t, refused(t).offset]));
    expect(offsets).toEqual({
      '{/id*': 5, '/id*}': 4, '{/?id}': 2, '{var:prefix}': 5, '{hello:2*}': 8, '{??hello}': 2, '{!hello}': 1,
      '{with space}': 5, '{ leading_space}': 1, '{trailing_space }': 15, '{=path}': 1, '{$var}': 1, '{|var*}': 1,
      '{*keys?}': 1, '{?empty=default,var}': 7, '{var}{-prefix|/-/|var}': 6, '?q={searchTerms}&amp;c={example:color?}': 32,
      'x{?empty|foo=none}': 8, '/h{#hello+}': 9, '/h#{hello+}': 9, '{;keys:1*}': 8, '?{-join|&|var,list}': 2,
      '/people/{~thing}': 9, '/{default-graph-uri}': 9, '/sparql{?query,default-graph-uri}': 22,
      '/sparql{?query){&default-graph-uri*}': 14, '/resolution{?x, y}': 15, '{var:0}': 5, '{var:01}': 5,
      '{var:10000}': 9, '{var:}': 5, '{x.}': 3, '{x..y}': 3, '{%2x}': 3,
    });
  });

  it('the JSON Schema Test Suite\'s uri-template strings: valid exactly where the suite says', () => {
    const groups = fixture('json-schema-test-suite/uri-template.json') as Array<{ tests: Array<{ data: unknown; valid: boolean; description: string }> }>;
    const strings = groups.flatMap((g) => g.tests).filter((t): t is { data: string; valid: boolean; description: string } => typeof t.data === 'string');
    expect(strings.length).toBe(32);
    for (const t of strings) expect(parseTemplate(t.data).ok, `${t.description}: ${JSON.stringify(t.data)}`).toBe(t.valid);
  });
});

// ---------------------------------------------------------------------------------------------
// The recognizer, a parsed template given back, arguments, linearity
// ---------------------------------------------------------------------------------------------

describe('parseTemplate is ok exactly where the generated recognizer of URI-Template accepts', () => {
  const dfa = recognizerFor('rule', '6570:URI-Template');
  it('the recognizer is generated', () => expect(dfa).not.toBeNull());
  // Strings over the characters that matter: braces, operators (reserved ones too), modifiers, varchars, "%", hex digits, dots, commas, a space, a control, "'", a non-ASCII literal, an astral one, a lone surrogate.
  const unit = fc.constantFrom('{', '}', '+', '#', '.', '/', ';', '?', '&', '=', ',', '!', '@', '|', ':', '*', 'a', 'Z', '0', '1', '9', '_', '%', '4', 'F', 'g', ' ', '\x01', "'", '<', 'é', '\u{1F600}', '\uD800', '-', '~', '$');
  const template = fc.oneof(
    fc.array(unit, { maxLength: 14 }).map((u) => u.join('')),
    // Near-templates: an expression with drawn contents between literal text.
    fc.tuple(fc.array(unit, { maxLength: 3 }), fc.array(unit, { maxLength: 8 }), fc.array(unit, { maxLength: 3 })).map(([a, b, c]) => `${a.join('')}{${b.join('')}}${c.join('')}`),
  );
  it(`on ${sized(20_000, 1_500)} drawn strings (seed 6570)`, () => {
    let accepted = 0;
    fc.assert(
      fc.property(template, (t) => {
        const want = dfa!(t);
        const got = parseTemplate(t);
        expect(got.ok, JSON.stringify(t)).toBe(want);
        if (want) accepted++;
      }),
      { seed: 6570, numRuns: sized(20_000, 1_500) },
    );
    // The draw reaches both verdicts.
    expect(accepted).toBeGreaterThan(sized(20_000, 1_500) / 10);
  });
});

describe("the delimiters the parts are read by are the grammar's (RFC 6570 §2, by the capture engine's set operations)", () => {
  /** A rule's language as a capture pattern (no captures). */
  const lang = (name: string): Pattern => patternOfRule<null>(lookup(6570, name)!, plainResolver, () => ({ capture: null, ctx: null }), null).pattern;
  const any = P.star(P.set([[0, 0xffff]]));
  /** Strings that hold `ch` somewhere. */
  const holding = (ch: string): Pattern => P.seq(any, P.chars(ch), any);

  it('no string of `literals` holds "{" or "}"; no varname holds ",", ":", "*", "{" or "}"', () => {
    for (const ch of '{}') expect(overlap(P.star(lang('literals')), holding(ch)).holds, ch).toBe(false);
    for (const ch of ',:*{}') expect(overlap(lang('varname'), holding(ch)).holds, ch).toBe(false);
    // and a max-length is digits alone: it ends at the "," or "}" after it.
    for (const ch of ',}') expect(overlap(lang('max-length'), holding(ch)).holds, ch).toBe(false);
    // The search can say yes: a varname holds ".", literals hold "/" (`{a.b}`, `/users/`).
    expect(overlap(lang('varname'), holding('.')).witness).toBe('0.0');
    expect(overlap(P.star(lang('literals')), holding('/')).witness).toBe('/');
  });

  it('no varname begins with an operator that expansion defines (op-level2 / op-level3), so the first character says which it is', () => {
    const operators = P.alt(lang('op-level2'), lang('op-level3'));
    expect(overlap(P.seq(operators, any), lang('varname')).holds).toBe(false);
  });
});

describe('the parts read from the delimiters are the AST\'s (test/support/template-ast.ts)', () => {
  /** The two readings of `t`, the same: the verdict, and the parts (every field, in order, all frozen). */
  const same = (t: string): boolean => {
    const fast = parseTemplate(t);
    const slow = partsByAST(t);
    expect(fast.ok, JSON.stringify(t)).toBe(slow !== null);
    if (fast.ok && slow !== null) {
      expect(JSON.stringify(fast.template), JSON.stringify(t)).toBe(JSON.stringify(slow));
      expect(fast.template).toEqual(slow);
      expect(Object.isFrozen(fast.template) && Object.isFrozen(fast.template.parts) && fast.template.parts.every((p) => Object.isFrozen(p) && (p.kind === 'literal' || (Object.isFrozen(p.variables) && p.variables.every((v) => Object.isFrozen(v)))))).toBe(true);
    }
    return fast.ok;
  };
  const unit = fc.constantFrom('{', '}', '+', '#', '.', '/', ';', '?', '&', '=', ',', '!', ':', '*', 'a', 'Z', '0', '1', '9', '_', '%', '4', 'F', ' ', 'é', '\u{1F600}', '-', '~');
  const varspec = fc.tuple(fc.constantFrom('a', 'x.y', '%41b', '_1', 'var'), fc.constantFrom('', '*', ':1', ':30', ':9999')).map(([n, m]) => n + m);
  const expression = fc.tuple(fc.constantFrom('', '+', '#', '.', '/', ';', '?', '&'), fc.array(varspec, { minLength: 1, maxLength: 4 })).map(([o, vs]) => `{${o}${vs.join(',')}}`);
  const literal = fc.constantFrom('', '/', 'a%20b', "'", 'http://x/', 'é\u{1F600}', '-.~');
  const template = fc.oneof(
    fc.array(unit, { maxLength: 16 }).map((u) => u.join('')),
    fc.array(fc.oneof(expression, literal), { maxLength: 6 }).map((xs) => xs.join('')),
  );
  it(`on ${sized(10_000, 1_000)} drawn templates and near-templates (seed 4406)`, () => {
    let accepted = 0;
    fc.assert(
      fc.property(template, (t) => {
        if (same(t)) accepted++;
      }),
      { seed: 4406, numRuns: sized(10_000, 1_000) },
    );
    expect(accepted).toBeGreaterThan(sized(10_000, 1_000) / 4);
  });
  it('on every RFC example mutated (a unit inserted, deleted or replaced; seed 4407)', () => {
    let accepted = 0;
    let refusedCount = 0;
    fc.assert(
      fc.property(fc.constantFrom(...RFC_EXAMPLES.map(([, t]) => t)), fc.nat(), fc.constantFrom(0, 1, 2), unit, (t, at, how, u) => {
        const i = at % (t.length + 1);
        const m = how === 0 ? t.slice(0, i) + u + t.slice(i) : how === 1 ? t.slice(0, i) + t.slice(i + 1) : t.slice(0, i) + u + t.slice(i + 1);
        if (same(m)) accepted++;
        else refusedCount++;
      }),
      { seed: 4407, numRuns: sized(5_000, 600) },
    );
    expect(accepted).toBeGreaterThan(0);
    expect(refusedCount).toBeGreaterThan(0);
  });
  it('on long templates, whose parts are made on first read', () => {
    const long = ['{a}'.repeat(600), `{${'v,'.repeat(700)}w}`, '{+a.b.c:12,d*}/x%20y'.repeat(100), 'x'.repeat(3000), `{+${'x'.repeat(2000)}}`, '{x:3}'.repeat(400)];
    for (const t of long) {
      expect(same(t)).toBe(true);
      const r = parseTemplate(t);
      // The parts: an enumerable property, read once (the same array on every read).
      expect(r.ok && Object.keys(r.template)).toEqual(['kind', 'source', 'parts']);
      expect(r.ok && r.template.parts === r.template.parts).toBe(true);
    }
  });
});

describe('a parsed template is accepted wherever a template string is', () => {
  it('is returned as it is', () => {
    const t = ok('/users/{id}{?q*}');
    const again = parseTemplate(t);
    expect(again.ok && again.template).toBe(t);
    // A plain object of the same shape (a template read back from JSON) is accepted too.
    const copy = JSON.parse(JSON.stringify(t)) as ParsedTemplate;
    const fromJSON = parseTemplate(copy);
    expect(fromJSON.ok && fromJSON.template).toBe(copy);
  });
  it('one whose parts are not those of its source is refused, as is one whose source is no template', () => {
    const t = ok('/users/{id}');
    const moved = { ...t, parts: t.parts.map((p) => ({ ...p, start: p.start + 1 })) };
    expect(() => parseTemplate(moved)).toThrow(ArgumentError);
    expect(() => parseTemplate({ kind: 'template', source: '{a..b}', parts: [] })).toThrow(ArgumentError);
    expect(() => parseTemplate({ kind: 'template', source: 42, parts: [] } as never)).toThrow(ArgumentError);
  });
  it('anything else is an ArgumentError', () => {
    for (const bad of [42, null, undefined, {}, ['{x}'], { kind: 'literal', text: 'x' }]) {
      expect(() => parseTemplate(bad as never), String(bad)).toThrow(ArgumentError);
    }
    expect(() => parseTemplate(7 as never)).toThrow('parseTemplate: template must be a string or a parsed template, not number');
  });
});

describe('linear in the template\'s length (counted steps)', () => {
  const shapes: ReadonlyArray<readonly [string, (n: number) => string]> = [
    ['expressions', (n) => '/a{b}'.repeat(Math.ceil(n / 5)).slice(0, Math.floor(n / 5) * 5)],
    ['one long variable list', (n) => `{?${'v,'.repeat(n)}w}`],
    ['literal text', (n) => 'x'.repeat(n)],
    ['dotted names and modifiers', (n) => '{+a.b.c:12,d*}'.repeat(Math.ceil(n / 14))],
    ['refused at the end', (n) => `${'{x}'.repeat(n)}{a..b}`],
    ['refused: unclosed', (n) => `{${'v,'.repeat(n)}`],
    // The ladders of bench/templates.ts.
    ['{a} repeated', (n) => '{a}'.repeat(Math.ceil(n / 3))],
    ['{x:3} repeated', (n) => '{x:3}'.repeat(Math.ceil(n / 5))],
    ['{+x} with a long name', (n) => `{+${'x'.repeat(n)}}`],
    ['%20 repeated in literal text', (n) => '%20'.repeat(Math.ceil(n / 3))],
  ];
  // At 2000 and 8000 units the parts are made on first read; at 200 and 800, as the template is parsed.
  it.each(shapes.flatMap(([name, make]) => [[`${name}, from ${2000} units`, make, 2000], [`${name}, from ${200} units`, make, 200]] as const))('%s', (_name, make, n) => {
    const { small, big } = rungs((t) => {
      const r = parseTemplate(t);
      if (!r.ok) void r.error.fixes;
      // Every part read (a long template's parts are made on first read).
      else for (const p of r.template.parts) if (p.kind === 'expression') void p.variables.length;
      return r;
    }, make, n);
    expect(small).toBeGreaterThan(0);
    expect(big).toBeLessThanOrEqual(allowed(small));
  });
});
