/**
 * matchTemplate as the inverse of expansion (issue 44, DECISIONS 41): every assignment a match
 * gives (one, or two where the URI is the expansion of two that differ) expands back to the URI,
 * on the shared suite's expansions and on generated (template, values) pairs (fixed seeds), with
 * std-uritemplate as a second writer of the URIs; a URI that is no expansion is refused where it
 * leaves the template's language; the set operations of templateSet held to their witnesses.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { StdUriTemplate } from '@std-uritemplate/std-uritemplate';
import { describe, expect, it } from 'vitest';
import { CaptureBudgetError, captureSteps } from '../grammar/index.js';
import { expandTemplate, TemplateExpansionError } from '../src/templates/expand.js';
// The writer without expandTemplate's URI-reference check (test/templates-proof.test.ts): what a
// reading must expand back to, whatever the URI it was read from.
import { expandUnchecked } from '../src/templates/writer.js';
import { matchTemplate, type TemplateAssignment, type TemplateMatch } from '../src/templates/match.js';
import { parseTemplate } from '../src/templates/parse.js';
import { TemplateSyntaxError } from '../src/templates/errors.js';
import { templateSet, TemplateSetError } from '../src/templates/set.js';
import type { ParsedTemplate, TemplateValue } from '../src/templates/types.js';
import { FULL, sized } from './support/scale.js';
import { templateAndValues } from './support/templates.js';
import { RUNG } from './support/linear.js';

interface Group {
  readonly variables: Readonly<Record<string, TemplateValue>>;
  readonly testcases: ReadonlyArray<readonly [string, string | readonly string[] | false]>;
}
/**
 * The time a generated run may take (a hang guard: counted work, not a clock, decides what they
 * check): test:full draws a hundred times as many. Its 100,000 pairs take about 9 minutes on an idle
 * machine of two CPUs, and took 17 with the CI proof's busy loop beside them: 30 minutes, so that a
 * busy machine does not fail it.
 */
const LONG = FULL ? 1_800_000 : 60_000;

const suite = (file: string): Record<string, Group> => JSON.parse(readFileSync(new URL(`fixtures/uritemplate/${file}`, import.meta.url), 'utf8')) as Record<string, Group>;

const parsed = (t: string): ParsedTemplate => {
  const r = parseTemplate(t);
  if (!r.ok) throw new Error(`${t}: ${r.error.message}`);
  return r.template;
};

const hasExplode = (t: ParsedTemplate): boolean => t.parts.some((p) => p.kind === 'expression' && p.variables.some((v) => v.explode));
/** The template writes some variable twice (no regular language: its readings are checked, and may all fail the check). */
const repeats = (t: ParsedTemplate): boolean => {
  const names = t.parts.flatMap((p) => (p.kind === 'expression' ? p.variables.map((v) => v.name) : []));
  return new Set(names).size < names.length;
};

/** The assignments of a match (none for no-match). */
const assignments = (m: TemplateMatch): readonly TemplateAssignment[] => (m.kind === 'match' ? [m] : m.kind === 'ambiguous' ? m.assignments : []);

/** Every assignment `m` gives expands back to `uri`; the match is no no-match. */
function inverts(t: ParsedTemplate, uri: string, m: TemplateMatch, what: string): void {
  expect(m.kind, `${what}: ${JSON.stringify(m)}`).not.toBe('no-match');
  for (const a of assignments(m)) expect(expandUnchecked(t, a.values), `${what}: ${JSON.stringify(a.values)}`).toBe(uri);
  if (m.kind === 'ambiguous') expect(JSON.stringify(m.assignments[0].values), what).not.toBe(JSON.stringify(m.assignments[1].values));
}

describe('matchTemplate inverts expansion', () => {
  it('on every expansion of the shared suite (spec examples, by section, extended)', () => {
    let checked = 0;
    let exploded = 0;
    for (const file of ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json']) {
      for (const [group, g] of Object.entries(suite(file))) {
        for (const [source, answer] of g.testcases) {
          if (answer === false) continue;
          const t = parsed(source);
          const uris = typeof answer === 'string' ? [answer] : answer;
          if (hasExplode(t)) exploded++;
          for (const uri of uris) {
            inverts(t, uri, matchTemplate(t, uri), `${file} ${group} ${source} on ${uri}`);
            checked++;
          }
        }
      }
    }
    expect([checked, exploded]).toEqual([expect.toSatisfy((n: number) => n >= 250), expect.toSatisfy((n: number) => n >= 40)]);
  });

  it('on generated (template, values) pairs, each URI written by expandTemplate and by std-uritemplate (fixed seed)', () => {
    let matched = 0;
    fc.assert(
      fc.property(templateAndValues(), ({ template, values }) => {
        if (repeats(template)) return;
        let uri: string;
        try {
          uri = expandTemplate(template, values);
        } catch (e) {
          if (e instanceof TemplateExpansionError) return; // a value the template cannot take ({x:3} with a list)
          throw e;
        }
        inverts(template, uri, matchTemplate(template, uri), `${template.source} ${JSON.stringify(values)} -> ${uri}`);
        matched++;
      }),
      { numRuns: sized(100_000, 200), seed: 6570 },
    );
    expect(matched).toBeGreaterThan(sized(100_000, 200) / 3);
  }, LONG);

  it('std-uritemplate writes the suite’s URIs; where it agrees with expandTemplate its URI is matched and inverted (strings, fixed seed)', () => {
    fc.assert(
      fc.property(templateAndValues(['a', 'B', '9', ' ', '-', '.', '_', '~', '/', '?', 'é', '😀', ',', ':']), ({ template, values }) => {
        if (repeats(template)) return;
        const strings = Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string'));
        const ours = expandUnchecked(template, strings);
        const theirs = StdUriTemplate.expand(template.source, strings as Record<string, string>);
        if (ours !== theirs) return; // test/templates-oracle.test.ts pins where std-uritemplate is wrong
        inverts(template, theirs, matchTemplate(template, theirs), `${template.source} ${JSON.stringify(strings)}`);
        // With values said to be strings, the readings that differ only by a list are gone, and each still inverts.
        inverts(template, theirs, matchTemplate(template, theirs, { lists: false }), `${template.source} (strings) ${JSON.stringify(strings)}`);
      }),
      { numRuns: sized(20_000, 25), seed: 6571 },
    );
  }, LONG);

  it('reads the forms the RFC writes alike as one (undefined and empty where nothing is written) and says where two readings differ', () => {
    const table: Array<[string, string, TemplateMatch['kind'], Record<string, unknown> | null]> = [
      ['/users/{id}', '/users/a%20b', 'match', { id: 'a b' }],
      ['{x,y}', '', 'match', {}],
      ['{x,y}', ',b', 'ambiguous', null],
      ['{?x,y}', '?y=2', 'match', { y: '2' }],
      ['{?x,y}', '?x=&y=2', 'match', { x: '', y: '2' }],
      ['{;x,y,empty}', ';x=1024;y=768;empty', 'match', { x: '1024', y: '768', empty: '' }],
      ['{x}{y}', 'ab', 'ambiguous', null],
      ['{var:3}', 'val', 'match', { var: 'val' }],
      ['{list}', 'red,green,blue', 'match', { list: ['red', 'green', 'blue'] }],
      ['{+path}/here', '/foo/bar/here', 'match', { path: '/foo/bar' }],
      ['{x}/{x}', 'a/a', 'match', { x: 'a' }],
      ['{x}', '%C3%A9', 'match', { x: 'é' }],
    ];
    for (const [source, uri, kind, values] of table) {
      const m = matchTemplate(parsed(source), uri);
      expect([source, uri, m.kind], JSON.stringify(m)).toEqual([source, uri, kind]);
      if (values !== null && m.kind === 'match') expect({ ...m.values }).toEqual(values);
      inverts(parsed(source), uri, m, `${source} on ${uri}`);
    }
    const pair = matchTemplate(parsed('{x,y}'), 'a,b', { lists: false });
    expect(pair.kind === 'match' ? { ...pair.values } : pair).toEqual({ x: 'a', y: 'b' });
  });

  it('refuses what no expansion writes, at the first unit no reading takes', () => {
    const table: Array<[string, string, number]> = [
      ['/users/{id}', '/groups/1', 1],
      ['/users/{id}', '/users/a b', 8], // a space is written %20
      ['{x}', '%41', 2], // "A" is unreserved: expansion writes it as it is, never as this escape
      ['{x}', '%c3%a9', 1], // expansion writes upper-case escapes
      ['{var:3}', 'valu', 3],
      ['{?x}', '?y=1', 1],
    ];
    for (const [source, uri, offset] of table) expect([source, uri, matchTemplate(parsed(source), uri)]).toEqual([source, uri, { kind: 'no-match', offset }]);
  });

  it('flags the values a caller must not use as a path segment as they are', () => {
    const m = matchTemplate(parsed('file://docs/{name}'), 'file://docs/..%2F..%2Fetc%2Fpasswd');
    expect(m.kind === 'match' ? [m.values.name, m.flags.name] : m).toEqual(['../../etc/passwd', ['slash']]);
    const dot = matchTemplate(parsed('/a/{x}/b'), '/a/../b');
    expect(dot.kind === 'match' ? dot.flags.x : dot).toEqual(['dot-segment']);
  });

  it('is linear in the URI’s length, on counted steps', () => {
    const t = parsed('/files{/path}{?q,r}');
    const steps = (n: number): number => {
      const uri = `/files/${'ab-'.repeat(n)}?q=${'x'.repeat(n)}&r=1`;
      const before = captureSteps();
      expect(matchTemplate(t, uri).kind).toBe('match');
      return captureSteps() - before;
    };
    steps(10); // compiled, warm
    const small = steps(1000);
    const big = steps(1000 * RUNG);
    expect(big).toBeLessThanOrEqual(RUNG * 1.1 * small + 64);
  });

  it('checks its arguments, and reads exploded lists and maps', () => {
    expect(() => matchTemplate(parsed('{x}'), 1 as never)).toThrow('matchTemplate: the URI must be a string, not number');
    expect(() => matchTemplate(5 as never, 'a')).toThrow('matchTemplate: the template must be a template string or a parsed template, not number');
    // A template string is read by parseTemplate: one that is no template throws its report.
    expect(matchTemplate('/users/{id}', '/users/7')).toMatchObject({ kind: 'match', values: { id: '7' } });
    expect(() => matchTemplate('/users/{id', '/users/7')).toThrow(TemplateSyntaxError);
    expect(() => matchTemplate(parsed('{x}'), 'a', { lists: 'no' } as never)).toThrow(/lists/);
    // Exploded lists and maps are read back as lists and maps.
    expect(matchTemplate('/a{/list*}', '/a/b/c')).toMatchObject({ kind: 'match', values: { list: ['b', 'c'] } });
    expect(matchTemplate('{?keys*}', '?semi=%3B&dot=.')).toMatchObject({ kind: 'match', values: { keys: { semi: ';', dot: '.' } } });
  });
});

describe("an assignment's records", () => {
  it('hold a variable named __proto__, constructor or toString as an own key, with nothing of Object.prototype in their chain, under both readings', () => {
    for (const options of [{}, { query: 'any-order' } as const]) {
      const r = matchTemplate('/{__proto__}/{constructor}{?toString}', '/x/y?toString=z', options);
      expect(r.kind).toBe('match');
      if (r.kind !== 'match') continue;
      for (const rec of [r.values, r.raw, r.decoded, r.spans, r.flags] as object[]) {
        expect(Object.keys(rec)).toEqual(['__proto__', 'constructor', 'toString']);
        expect('hasOwnProperty' in rec).toBe(false);
      }
      expect([Object.getOwnPropertyDescriptor(r.values, '__proto__')?.value, r.values.constructor, r.values.toString]).toEqual(['x', 'y', 'z']);
      expect(({} as Record<string, unknown>)['x']).toBeUndefined();
    }
  });
});

describe('templateSet', () => {
  const set = (...sources: string[]) => templateSet(sources.map(parsed));

  it('matches the first template in order, and answers none where no template matches', () => {
    const s = set('/users/me', '/users/{id}', '/files{/path}');
    expect(s.match('/users/me').index).toBe(0);
    const r = s.match('/users/42');
    expect([r.index, r.match?.kind === 'match' ? r.match.values.id : null]).toEqual([1, '42']);
    expect(s.match('/files/a').index).toBe(2);
    expect(s.match('/other')).toEqual({ index: -1, match: null });
  });

  it('finds the overlapping pairs and the unreachable templates, each witness matched as it says', () => {
    const sources = ['/users/{id}', '/users/me', '/files{/path}', '/users/{name:3}', '/files/{f}.txt'];
    const s = set(...sources);
    const overlaps = s.overlaps();
    expect(overlaps.map((o) => [o.a, o.b])).toEqual([[0, 1], [0, 3], [1, 3], [2, 4]]);
    for (const o of overlaps) {
      expect(matchTemplate(s.templates[o.a]!, o.witness).kind, `${sources[o.a]} on ${o.witness}`).not.toBe('no-match');
      expect(matchTemplate(s.templates[o.b]!, o.witness).kind, `${sources[o.b]} on ${o.witness}`).not.toBe('no-match');
    }
    expect(overlaps[0]).toEqual({ a: 0, b: 1, witness: '/users/me' });
    const unreachable = s.unreachable();
    // "/files{/path}" takes every "/files/{f}.txt" too (a "." is unreserved).
    expect(unreachable).toEqual([{ index: 1, witness: '/users/me' }, { index: 3, witness: '/users/' }, { index: 4, witness: '/files/.txt' }]);
    // What an unreachable template matches, an earlier one takes first.
    for (const u of unreachable) expect(s.match(u.witness!).index).toBeLessThan(u.index);
  });

  it('a variable list too long to enumerate is a typed budget error before anything is built; a thousand adjacent expressions end in a result or one', () => {
    for (const n of [20, 50, 500]) expect(() => matchTemplate('{' + 'a,'.repeat(n - 1) + 'a}', 'x'), String(n)).toThrow(CaptureBudgetError);
    const many = Array.from({ length: 1000 }, (_, i) => `{v${i}}`).join('');
    expect(() => matchTemplate(many, 'abc')).toThrow(CaptureBudgetError);
    expect(matchTemplate('{?' + Array.from({ length: 30 }, (_, i) => `v${i}`).join(',') + '}', '?v1=x')).toMatchObject({ kind: 'match', values: { v1: 'x' } });
  });

  it('bounds the pairs it compares (a typed error past maxPairs), and checks its arguments', () => {
    const many = Array.from({ length: 20 }, (_, i) => parsed(`/r${i}/{x}`));
    expect(() => templateSet(many, { maxPairs: 100 }).overlaps()).toThrow(TemplateSetError); // 190 pairs
    expect(templateSet(many).overlaps()).toEqual([]);
    expect(() => templateSet('x' as never)).toThrow(/array/);
    expect(templateSet(['/a/{x}', '/a/b']).overlaps()).toEqual([{ a: 0, b: 1, witness: '/a/b' }]);
    expect(() => templateSet([parsed('/a')], { maxPairs: -1 })).toThrow(/maxPairs/);
  });
});
