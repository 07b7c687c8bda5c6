/**
 * `expandTemplate` (src/templates/expand.ts) on RFC 6570's own tables: the examples of §3.2.1 to
 * §3.2.9, with the RFC's variables verbatim, each template written out by hand as
 * a ParsedTemplate (so these tables do not depend on the parser); the value forms (numbers,
 * booleans, maps as objects and as pairs, undefined members), percent-encoding (UTF-8, surrogate
 * pairs, pct-encoded triplets under `+` and `#`, literals per §3.1), the typed errors, and the
 * table of examples of docs/templates.md.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandTemplate, TemplateExpansionError } from '../src/templates/expand.js';
// The writer without expandTemplate's URI-reference check, for the encodings of characters a URI
// cannot hold where they are put ({+s} with every ASCII character writes '#' twice and '[').
import { expandUnchecked } from '../src/templates/writer.js';
import { tpl } from './support/templates.js';
import type { ParsedTemplate, TemplateValue } from '../src/templates/types.js';
import { ArgumentError } from '../src/index.js';

/** RFC 6570 §3.2's variables, verbatim (`keys` in the RFC's order). */
const RFC: Record<string, TemplateValue> = {
  count: ['one', 'two', 'three'],
  dom: ['example', 'com'],
  dub: 'me/too',
  hello: 'Hello World!',
  half: '50%',
  var: 'value',
  who: 'fred',
  base: 'http://example.com/home/',
  path: '/foo/bar',
  list: ['red', 'green', 'blue'],
  keys: { semi: ';', dot: '.', comma: ',' },
  v: '6',
  x: '1024',
  y: '768',
  empty: '',
  empty_keys: {},
  undef: null,
};

/** RFC 6570 §3.2's tables: `[template, expansion]`, as the RFC prints them. */
const TABLES: Record<string, ReadonlyArray<readonly [ParsedTemplate, string]>> = {
  '3.2.1 Variable Expansion': [
    [tpl(['', 'count']), 'one,two,three'],
    [tpl(['', 'count*']), 'one,two,three'],
    [tpl(['/', 'count']), '/one,two,three'],
    [tpl(['/', 'count*']), '/one/two/three'],
    [tpl([';', 'count']), ';count=one,two,three'],
    [tpl([';', 'count*']), ';count=one;count=two;count=three'],
    [tpl(['?', 'count']), '?count=one,two,three'],
    [tpl(['?', 'count*']), '?count=one&count=two&count=three'],
    [tpl(['&', 'count*']), '&count=one&count=two&count=three'],
  ],
  '3.2.2 Simple String Expansion': [
    [tpl(['', 'var']), 'value'],
    [tpl(['', 'hello']), 'Hello%20World%21'],
    [tpl(['', 'half']), '50%25'],
    [tpl('O', ['', 'empty'], 'X'), 'OX'],
    [tpl('O', ['', 'undef'], 'X'), 'OX'],
    [tpl(['', 'x', 'y']), '1024,768'],
    [tpl(['', 'x', 'hello', 'y']), '1024,Hello%20World%21,768'],
    [tpl('?', ['', 'x', 'empty']), '?1024,'],
    [tpl('?', ['', 'x', 'undef']), '?1024'],
    [tpl('?', ['', 'undef', 'y']), '?768'],
    [tpl(['', ['var', 3]]), 'val'],
    [tpl(['', ['var', 30]]), 'value'],
    [tpl(['', 'list']), 'red,green,blue'],
    [tpl(['', 'list*']), 'red,green,blue'],
    [tpl(['', 'keys']), 'semi,%3B,dot,.,comma,%2C'],
    [tpl(['', 'keys*']), 'semi=%3B,dot=.,comma=%2C'],
  ],
  '3.2.3 Reserved Expansion': [
    [tpl(['+', 'var']), 'value'],
    [tpl(['+', 'hello']), 'Hello%20World!'],
    [tpl(['+', 'half']), '50%25'],
    [tpl(['', 'base'], 'index'), 'http%3A%2F%2Fexample.com%2Fhome%2Findex'],
    [tpl(['+', 'base'], 'index'), 'http://example.com/home/index'],
    [tpl('O', ['+', 'empty'], 'X'), 'OX'],
    [tpl('O', ['+', 'undef'], 'X'), 'OX'],
    [tpl(['+', 'path'], '/here'), '/foo/bar/here'],
    [tpl('here?ref=', ['+', 'path']), 'here?ref=/foo/bar'],
    [tpl('up', ['+', 'path'], ['', 'var'], '/here'), 'up/foo/barvalue/here'],
    [tpl(['+', 'x', 'hello', 'y']), '1024,Hello%20World!,768'],
    [tpl(['+', 'path', 'x'], '/here'), '/foo/bar,1024/here'],
    [tpl(['+', ['path', 6]], '/here'), '/foo/b/here'],
    [tpl(['+', 'list']), 'red,green,blue'],
    [tpl(['+', 'list*']), 'red,green,blue'],
    [tpl(['+', 'keys']), 'semi,;,dot,.,comma,,'],
    [tpl(['+', 'keys*']), 'semi=;,dot=.,comma=,'],
  ],
  '3.2.4 Fragment Expansion': [
    [tpl(['#', 'var']), '#value'],
    [tpl(['#', 'hello']), '#Hello%20World!'],
    [tpl(['#', 'half']), '#50%25'],
    [tpl('foo', ['#', 'empty']), 'foo#'],
    [tpl('foo', ['#', 'undef']), 'foo'],
    [tpl(['#', 'x', 'hello', 'y']), '#1024,Hello%20World!,768'],
    [tpl(['#', 'path', 'x'], '/here'), '#/foo/bar,1024/here'],
    [tpl(['#', ['path', 6]], '/here'), '#/foo/b/here'],
    [tpl(['#', 'list']), '#red,green,blue'],
    [tpl(['#', 'list*']), '#red,green,blue'],
    [tpl(['#', 'keys']), '#semi,;,dot,.,comma,,'],
    [tpl(['#', 'keys*']), '#semi=;,dot=.,comma=,'],
  ],
  '3.2.5 Label Expansion with Dot-Prefix': [
    [tpl(['.', 'who']), '.fred'],
    [tpl(['.', 'who', 'who']), '.fred.fred'],
    [tpl(['.', 'half', 'who']), '.50%25.fred'],
    [tpl('www', ['.', 'dom*']), 'www.example.com'],
    [tpl('X', ['.', 'var']), 'X.value'],
    [tpl('X', ['.', 'empty']), 'X.'],
    [tpl('X', ['.', 'undef']), 'X'],
    [tpl('X', ['.', ['var', 3]]), 'X.val'],
    [tpl('X', ['.', 'list']), 'X.red,green,blue'],
    [tpl('X', ['.', 'list*']), 'X.red.green.blue'],
    [tpl('X', ['.', 'keys']), 'X.semi,%3B,dot,.,comma,%2C'],
    [tpl('X', ['.', 'keys*']), 'X.semi=%3B.dot=..comma=%2C'],
    [tpl('X', ['.', 'empty_keys']), 'X'],
    [tpl('X', ['.', 'empty_keys*']), 'X'],
  ],
  '3.2.6 Path Segment Expansion': [
    [tpl(['/', 'who']), '/fred'],
    [tpl(['/', 'who', 'who']), '/fred/fred'],
    [tpl(['/', 'half', 'who']), '/50%25/fred'],
    [tpl(['/', 'who', 'dub']), '/fred/me%2Ftoo'],
    [tpl(['/', 'var']), '/value'],
    [tpl(['/', 'var', 'empty']), '/value/'],
    [tpl(['/', 'var', 'undef']), '/value'],
    [tpl(['/', 'var', 'x'], '/here'), '/value/1024/here'],
    [tpl(['/', ['var', 1], 'var']), '/v/value'],
    [tpl(['/', 'list']), '/red,green,blue'],
    [tpl(['/', 'list*']), '/red/green/blue'],
    [tpl(['/', 'list*', ['path', 4]]), '/red/green/blue/%2Ffoo'],
    [tpl(['/', 'keys']), '/semi,%3B,dot,.,comma,%2C'],
    [tpl(['/', 'keys*']), '/semi=%3B/dot=./comma=%2C'],
  ],
  '3.2.7 Path-Style Parameter Expansion': [
    [tpl([';', 'who']), ';who=fred'],
    [tpl([';', 'half']), ';half=50%25'],
    [tpl([';', 'empty']), ';empty'],
    [tpl([';', 'v', 'empty', 'who']), ';v=6;empty;who=fred'],
    [tpl([';', 'v', 'bar', 'who']), ';v=6;who=fred'],
    [tpl([';', 'x', 'y']), ';x=1024;y=768'],
    [tpl([';', 'x', 'y', 'empty']), ';x=1024;y=768;empty'],
    [tpl([';', 'x', 'y', 'undef']), ';x=1024;y=768'],
    [tpl([';', ['hello', 5]]), ';hello=Hello'],
    [tpl([';', 'list']), ';list=red,green,blue'],
    [tpl([';', 'list*']), ';list=red;list=green;list=blue'],
    [tpl([';', 'keys']), ';keys=semi,%3B,dot,.,comma,%2C'],
    [tpl([';', 'keys*']), ';semi=%3B;dot=.;comma=%2C'],
  ],
  '3.2.8 Form-Style Query Expansion': [
    [tpl(['?', 'who']), '?who=fred'],
    [tpl(['?', 'half']), '?half=50%25'],
    [tpl(['?', 'x', 'y']), '?x=1024&y=768'],
    [tpl(['?', 'x', 'y', 'empty']), '?x=1024&y=768&empty='],
    [tpl(['?', 'x', 'y', 'undef']), '?x=1024&y=768'],
    [tpl(['?', ['var', 3]]), '?var=val'],
    [tpl(['?', 'list']), '?list=red,green,blue'],
    [tpl(['?', 'list*']), '?list=red&list=green&list=blue'],
    [tpl(['?', 'keys']), '?keys=semi,%3B,dot,.,comma,%2C'],
    [tpl(['?', 'keys*']), '?semi=%3B&dot=.&comma=%2C'],
  ],
  '3.2.9 Form-Style Query Continuation': [
    [tpl(['&', 'who']), '&who=fred'],
    [tpl(['&', 'half']), '&half=50%25'],
    [tpl('?fixed=yes', ['&', 'x']), '?fixed=yes&x=1024'],
    [tpl(['&', 'x', 'y', 'empty']), '&x=1024&y=768&empty='],
    [tpl(['&', 'x', 'y', 'undef']), '&x=1024&y=768'],
    [tpl(['&', ['var', 3]]), '&var=val'],
    [tpl(['&', 'list']), '&list=red,green,blue'],
    [tpl(['&', 'list*']), '&list=red&list=green&list=blue'],
    [tpl(['&', 'keys']), '&keys=semi,%3B,dot,.,comma,%2C'],
    [tpl(['&', 'keys*']), '&semi=%3B&dot=.&comma=%2C'],
  ],
};

describe('RFC 6570 §3.2: the examples, with the RFC variables', () => {
  for (const [section, rows] of Object.entries(TABLES)) {
    it.each(rows.map(([t, want]) => [t.source, t, want] as const))(`${section}: %s`, (_s, t, want) => {
      expect(expandTemplate(t, RFC)).toBe(want);
    });
  }

  it('the hand-written tables agree with the vendored by-section file (the same template, an accepted answer)', () => {
    const file = JSON.parse(readFileSync(new URL('fixtures/uritemplate/spec-examples-by-section.json', import.meta.url), 'utf8')) as Record<string, { testcases: Array<[string, string | string[]]> }>;
    const answers = new Map<string, Set<string>>();
    for (const g of Object.values(file)) for (const [t, a] of g.testcases) for (const x of [a].flat()) (answers.get(t) ?? answers.set(t, new Set()).get(t)!).add(x);
    const rows = Object.values(TABLES).flat();
    // The RFC's "X{.keys}" rows are not in the file (it has "{#keys}" under §3.2.5 instead).
    const missing = rows.filter(([t]) => !answers.has(t.source)).map(([t]) => t.source);
    expect(missing).toEqual(['X{.keys}', 'X{.keys*}']);
    for (const [t, want] of rows) if (answers.has(t.source)) expect(answers.get(t.source)!.has(want), t.source).toBe(true);
    expect(rows.length).toBe(115);
  });
});

describe('value forms', () => {
  const q = tpl(['?', 'a', 'b', 'c']);
  it('numbers and booleans are written as String() writes them', () => {
    expect(expandTemplate(q, { a: 6, b: 37.76, c: true })).toBe('?a=6&b=37.76&c=true');
    expect(expandTemplate(q, { a: -122.427, b: false, c: 1e21 })).toBe('?a=-122.427&b=false&c=1e%2B21');
    expect(expandTemplate(tpl(['', 'a*']), { a: [1, true, 'x'] })).toBe('1,true,x');
  });

  it('a map as an object: own enumerable string keys in the order JavaScript gives them', () => {
    const m: Record<string | symbol, string> = { b: '2', a: '1', [Symbol('s')]: 'no' };
    Object.defineProperty(m, 'hidden', { value: 'no', enumerable: false });
    expect(expandTemplate(tpl(['?', 'm*']), { m })).toBe('?b=2&a=1');
    expect(expandTemplate(tpl(['?', 'm*']), { m: { b: '2', 11: 'elf', 2: 'zwei' } })).toBe('?2=zwei&11=elf&b=2');
    expect(expandTemplate(tpl(['?', 'm*']), { m: Object.assign(Object.create(null) as object, { z: 1 }) })).toBe('?z=1');
  });

  it('a map as [key, value] pairs keeps their order and repeated keys', () => {
    expect(expandTemplate(tpl(['?', 'm*']), { m: [['b', '2'], ['11', 'elf'], ['b', 3]] })).toBe('?b=2&11=elf&b=3');
    expect(expandTemplate(tpl(['', 'm']), { m: [['k', 'v']] })).toBe('k,v');
    expect(expandTemplate(tpl(['?', 'm']), { m: [['k', null], ['j', '']] })).toBe('?m=j,');
  });

  it('undefined (§2.3): undefined, null, a missing or inherited key, an empty list, a map with no defined pair', () => {
    const values = Object.create({ inherited: 'x' }) as Record<string, TemplateValue>;
    Object.assign(values, { u: undefined, n: null, l: [], m: {}, p: { a: null, b: undefined }, pairs: [], undefPairs: [['a', null]] });
    for (const op of ['', '+', '#', '.', '/', ';', '?', '&'] as const) {
      expect(expandTemplate(tpl('(', [op, 'u', 'n', 'l', 'm', 'p', 'pairs', 'undefPairs*', 'missing', 'inherited'], ')'), values)).toBe('()');
    }
  });

  it("a map's empty value: ifemp under a named explode, '=' otherwise", () => {
    const values = { m: { a: '', b: 'x' } };
    expect(expandTemplate(tpl([';', 'm*']), values)).toBe(';a;b=x');
    expect(expandTemplate(tpl(['?', 'm*']), values)).toBe('?a=&b=x');
    expect(expandTemplate(tpl(['/', 'm*']), values)).toBe('/a=/b=x');
    expect(expandTemplate(tpl([';', 'm']), values)).toBe(';m=a,,b,x');
  });

  it("a list's empty members", () => {
    const values = { l: ['', 'x'], e: [''] };
    expect(expandTemplate(tpl([';', 'l*']), values)).toBe(';l;l=x');
    expect(expandTemplate(tpl(['?', 'l*']), values)).toBe('?l=&l=x');
    expect(expandTemplate(tpl(['/', 'l*']), values)).toBe('//x');
    expect(expandTemplate(tpl([';', 'e']), values)).toBe(';e');
    expect(expandTemplate(tpl(['?', 'e']), values)).toBe('?e=');
  });
});

describe('percent-encoding (§3.2.1, §3.1)', () => {
  it('UTF-8 octets, surrogate pairs as one character, prefixes in code points', () => {
    const values = { greek: 'αβγδε', clef: '𝄞stave', e: 'é' };
    expect(expandTemplate(tpl(['', ['greek', 2]]), values)).toBe('%CE%B1%CE%B2');
    expect(expandTemplate(tpl(['', ['clef', 1]]), values)).toBe('%F0%9D%84%9E');
    expect(expandTemplate(tpl(['+', ['clef', 2]]), values)).toBe('%F0%9D%84%9Es');
    expect(expandTemplate(tpl(['#', 'e']), values)).toBe('#%C3%A9');
  });

  it('every ASCII character: U keeps only unreserved; U+R keeps reserved and pct-encoded triplets', () => {
    let ascii = '';
    for (let c = 0; c < 128; c++) ascii += String.fromCharCode(c);
    const u = expandUnchecked(tpl(['', 's']), { s: ascii });
    const ur = expandUnchecked(tpl(['+', 's']), { s: ascii });
    expect(u).toBe(Array.from(ascii, (c) => (/[A-Za-z0-9\-._~]/.test(c) ? c : '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'))).join(''));
    expect(ur).toBe(Array.from(ascii, (c) => (/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]/.test(c) ? c : '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'))).join(''));
    expect(expandUnchecked(tpl(['+', 's']), { s: '%2f%zz%4' })).toBe('%2f%25zz%254');
    expect(expandUnchecked(tpl(['#', 's']), { s: '%C3%A9%' })).toBe('#%C3%A9%25');
    expect(expandUnchecked(tpl(['/', 's']), { s: '%2F' })).toBe('/%252F');
  });

  it('long and random values: U as a per-character reference writes it, U+R as a literal is written (§3.1 and §3.2.1 share the set)', () => {
    const pieces = ['a', 'Z', '9', '-', '.', '_', '~', ' ', '%', '%2F', '%2f', '%C3%A9', '%zz', '%5B', '%25', '[', ']', '!', "'", '(', ')', '*', '#', '/', '?', '&', '=', '+', ',', ';', ':', '@', '$', '"', '<', '>', '\\', '^', '`', '{', '|', '}', '\u0000', '\u007f', 'é', '€', '😀', '\u2028', '\ufffd'];
    const byRef = (x: string): string =>
      Array.from(x, (c) => (/^[A-Za-z0-9\-._~]$/.test(c) ? c : Array.from(new TextEncoder().encode(c), (b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join(''))).join('');
    const values = fc.sample(fc.array(fc.constantFrom(...pieces), { maxLength: 200 }).map((xs) => xs.join('')), { numRuns: 400, seed: 6570 });
    for (const x of values) {
      expect(expandUnchecked(tpl(['', 'x']), { x }), x).toBe(byRef(x));
      expect(expandUnchecked(tpl(['+', 'x']), { x }), x).toBe(expandUnchecked(tpl(x), {}));
      expect(expandUnchecked(tpl(['#', 'x']), { x }), x).toBe(x === '' ? '#' : '#' + expandUnchecked(tpl(x), {}));
    }
  });

  it('§2.4.1: a prefix never splits a pct-encoded triplet kept under + and # (nor the triplets of one UTF-8 sequence)', () => {
    expect(expandTemplate(tpl(['+', ['s', 2]]), { s: 'a%2Fb' })).toBe('a%2F');
    expect(expandTemplate(tpl(['#', ['s', 1]]), { s: '%C3%A9z' })).toBe('#%C3%A9');
    expect(expandTemplate(tpl(['+', ['s', 2]]), { s: '%F0%9D%84%9Estave' })).toBe('%F0%9D%84%9Es');
    // Not a whole sequence: the lead triplet alone; a lone continuation triplet is one character.
    expect(expandTemplate(tpl(['+', ['s', 1]]), { s: '%C3z' })).toBe('%C3');
    expect(expandTemplate(tpl(['+', ['s', 2]]), { s: '%A9%A9%A9' })).toBe('%A9%A9');
    // Under U a value's "%" is a character, written %25.
    expect(expandTemplate(tpl(['', ['s', 2]]), { s: 'a%2Fb' })).toBe('a%25');
    expect(expandTemplate(tpl(['+', ['s', 2]]), { s: 'a%zz' })).toBe('a%25');
  });

  it("a literal's characters outside unreserved and reserved are encoded; its triplets kept", () => {
    expect(expandTemplate(tpl('café/', ['', 'var']), { var: 'value' })).toBe('caf%C3%A9/value');
    expect(expandTemplate(tpl('x%20y', ['', 'var'], 'z%20w'), { var: 'value' })).toBe('x%20yvaluez%20w');
    expect(expandTemplate(tpl('a b<>'), {})).toBe('a%20b%3C%3E');
  });
});

/** The error `fn` throws. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('did not throw');
}

describe('errors', () => {
  it('§2.4.1: a prefix on a list or a map, at the varspec, with the expression span', () => {
    for (const [t, keys] of [
      [tpl(['', ['keys', 1]]), { a: 'b' }],
      [tpl(['+', ['keys', 1]]), ['a']],
      [tpl('/x', [';', 'who', ['keys', 1]]), [['a', 'b']]],
    ] as const) {
      const e = thrown(() => expandTemplate(t, { who: 'fred', keys: keys as TemplateValue }));
      expect(e).toBeInstanceOf(TemplateExpansionError);
      expect(e).toBeInstanceOf(TypeError);
      const err = e as TemplateExpansionError;
      const expr = t.parts.find((p) => p.kind === 'expression')!;
      const v = (expr.kind === 'expression' ? expr.variables : []).find((x) => x.name === 'keys')!;
      expect([err.code, err.offset, err.start, err.end, err.variable, err.name]).toEqual(['prefix-composite', v.start, expr.start, expr.end, 'keys', 'TemplateExpansionError']);
      expect(err.message).toContain('§2.4.1');
    }
    // Undefined (empty) composites are left out before the prefix could apply.
    expect(expandTemplate(tpl(['', ['keys', 1]]), { keys: {} })).toBe('');
  });

  it('a value of the wrong type, naming the type and never the value', () => {
    const bad: unknown[] = [[['x']], [{}], [null], [undefined], new Date(0), new Map([['a', 'b']]), () => 1, 1n, Symbol('s'), { a: {} }, { a: ['x'] }, [['a', 'b'], 'c'], [['a']], [[1, 'b']]];
    for (const value of bad) {
      const e = thrown(() => expandTemplate(tpl('/', ['?', 'ok', 'x']), { ok: 'secret', x: value as TemplateValue }));
      expect(e, String(value)).toBeInstanceOf(TemplateExpansionError);
      expect([(e as TemplateExpansionError).code, (e as TemplateExpansionError).offset, (e as TemplateExpansionError).start, (e as TemplateExpansionError).variable]).toEqual(['value-type', 6, 1, 'x']);
      expect((e as Error).message).not.toContain('secret');
    }
    // A hole in a list is no member.
    // eslint-disable-next-line no-sparse-arrays
    expect(thrown(() => expandTemplate(tpl(['', 'x']), { x: ['a', , 'b'] as never }))).toBeInstanceOf(TemplateExpansionError);
  });

  it('a lone surrogate has no UTF-8 form: in a value, a key, a literal', () => {
    for (const values of [{ x: 'a\uD800' }, { x: ['\uDC00b'] }, { x: { ['k\uD800']: 'v' } }]) {
      const e = thrown(() => expandTemplate(tpl('ab', ['', 'x']), values)) as TemplateExpansionError;
      expect([e.code, e.offset, e.start, e.end]).toEqual(['lone-surrogate', 3, 2, 5]);
    }
    const e = thrown(() => expandTemplate(tpl('ab\uDC00', ['', 'x']), {})) as TemplateExpansionError;
    expect([e.code, e.offset, e.start, e.end, e.variable]).toEqual(['lone-surrogate', 2, 0, 3, null]);
  });

  it('ArgumentError for a template that is not one, or values that are not an object', () => {
    for (const t of [null, 5, {}, { kind: 'template' }, { kind: 'template', parts: [{ kind: 'x' }] }, { kind: 'template', parts: [{ kind: 'expression', operator: '!', variables: [] }] }]) {
      expect(thrown(() => expandTemplate(t as never, {})), JSON.stringify(t)).toBeInstanceOf(ArgumentError);
    }
    for (const v of [null, 'x', ['a'], 3, new Map([['a', 'b']])]) expect(thrown(() => expandTemplate(tpl('a'), v as never))).toBeInstanceOf(ArgumentError);
  });

  it('values are read as own properties only (a polluted Object.prototype is no value)', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto['polluted'] = 'yes';
    try {
      expect(expandTemplate(tpl(['?', 'polluted', 'm*']), { m: { a: '1' } })).toBe('?a=1');
    } finally {
      delete proto['polluted'];
    }
  });
});

describe('docs/templates.md', () => {
  it('its table of examples: each template expanded with its values gives its expansion', () => {
    const md = readFileSync(new URL('../docs/templates.md', import.meta.url), 'utf8');
    const table = md.slice(md.indexOf('<!-- expansion-examples -->'), md.indexOf('<!-- /expansion-examples -->'));
    const rows = table.split('\n').flatMap((line) => {
      const m = /^\| `(.+?)` \| `(.+?)` \| `(.*?)` \|$/.exec(line);
      return m ? [[m[1]!, JSON.parse(m[2]!) as Record<string, TemplateValue>, m[3]!] as const] : [];
    });
    expect(rows.length).toBe(14);
    for (const [template, values, want] of rows) expect(expandTemplate(template, values), template).toBe(want);
  });
});
