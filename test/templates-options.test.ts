/**
 * matchTemplate's options beyond the inverse reading (issue 44 item 3, DECISIONS 41):
 * `query: 'any-order'` (the template's trailing query expressions read as parameters in any order,
 * repeated or not named; such a match is marked `inverse: false`; modelcontextprotocol/typescript-sdk
 * #1079) and `policy: 'segment'` (a value that is no single path segment refused, positioned;
 * framework/the-framework#968). Tables of cases, the two reports' cases verbatim, and a property:
 * the expansion of generated (template, values) with its query's parameters permuted (and
 * parameters the template does not name put in) matches under any-order, with values that expand
 * as the originals do (fixed seed; test:full draws more).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ArgumentError, captureSteps } from '../grammar/index.js';
import { expandTemplate } from '../src/templates/expand.js';
import { matchTemplate, type MatchTemplateOptions, type TemplateMatch } from '../src/templates/match.js';
import { templateSet } from '../src/templates/set.js';
import type { TemplateValue } from '../src/templates/types.js';
import { RUNG } from './support/linear.js';
import { FULL, sized } from './support/scale.js';
import { tpl, VALUE_PIECES, type Spec } from './support/templates.js';

const ANY: MatchTemplateOptions = { query: 'any-order' };
/** The time the property may take: each case compiles its template's machines; test:full draws 33 times as many. */
const LONG = FULL ? 900_000 : 60_000;
const SEGMENT: MatchTemplateOptions = { policy: 'segment' };

/** A match's values (or the kind, for an answer that is none). */
const valuesOf = (m: TemplateMatch) => (m.kind === 'match' ? m.values : m.kind);

describe("query: 'any-order'", () => {
  it('modelcontextprotocol/typescript-sdk#1079: {?selector,includeText} matches ?includeText=1&selector=x', () => {
    // The inverse reading refuses it (where the URI stops being an expansion) ...
    expect(matchTemplate('{?selector,includeText}', '?includeText=1&selector=x')).toEqual({ kind: 'no-match', offset: 14 });
    // ... and any-order reads it, saying it is no inverse.
    const m = matchTemplate('{?selector,includeText}', '?includeText=1&selector=x', ANY);
    expect(m).toEqual({
      kind: 'match',
      values: { selector: 'x', includeText: '1' },
      raw: { selector: 'x', includeText: '1' },
      decoded: { selector: 'x', includeText: '1' },
      spans: { selector: [24, 25], includeText: [13, 14] },
      flags: { selector: [], includeText: [] },
      inverse: false,
      extra: [],
    });
    // An MCP resource template, each order, each parameter left out.
    const t = 'search://docs/{name}{?selector,includeText}';
    for (const [uri, values, inverse] of [
      ['search://docs/a?selector=h1&includeText=true', { name: 'a', selector: 'h1', includeText: 'true' }, true],
      ['search://docs/a?includeText=true&selector=h1', { name: 'a', selector: 'h1', includeText: 'true' }, false],
      ['search://docs/a?includeText=true', { name: 'a', includeText: 'true' }, true],
      ['search://docs/a?selector=h1', { name: 'a', selector: 'h1' }, true],
      ['search://docs/a', { name: 'a' }, true],
    ] as const) {
      const r = matchTemplate(t, uri, ANY);
      expect(r.kind === 'match' ? [r.values, r.inverse] : r, uri).toEqual([values, inverse]);
    }
  });

  it('reads parameters out of order, repeated and not named (a table)', () => {
    const rows: ReadonlyArray<readonly [string, string, unknown]> = [
      // Out of order, with a parameter the template does not name (in `extra`, as written and decoded).
      ['/r{?a,b}', '/r?b=1&utm=a%20b&a=2', { kind: 'match', values: { a: '2', b: '1' }, inverse: false, extra: [{ raw: 'utm=a%20b', name: 'utm', value: 'a b', span: [7, 16] }] }],
      // A parameter without "=" the template does not name: its value is null. An empty one is skipped.
      ['/r{?a}', '/r?flag&&a=1&', { kind: 'match', values: { a: '1' }, inverse: false, extra: [{ raw: 'flag', name: 'flag', value: null, span: [3, 7] }] }],
      // In order but with an extra parameter: no inverse either.
      ['/r{?a}', '/r?a=1&x=2', { kind: 'match', values: { a: '1' }, inverse: false }],
      // An exploded list collects its parameters in the URI's order (its span from the first to the last).
      ['/r{?a,list*}', '/r?list=1&a=2&list=3', { kind: 'match', values: { a: '2', list: ['1', '3'] }, raw: { a: '2', list: 'list=1&list=3' }, spans: { a: [12, 13], list: [3, 20] }, inverse: false }],
      // A variable given twice with the same value: one value.
      ['/r{?a,b}', '/r?a=1&b=2&a=1', { kind: 'match', values: { a: '1', b: '2' }, inverse: false }],
      // Values read as the inverse reads them: escapes decoded, a "," a list.
      ['/r{?q,tags}', '/r?tags=x,y&q=caf%C3%A9', { kind: 'match', values: { q: 'café', tags: ['x', 'y'] }, inverse: false }],
      // {?a}{&b}: the query may start with either variable.
      ['/x{?a}{&b}', '/x?b=2&a=1', { kind: 'match', values: { a: '1', b: '2' }, inverse: false }],
      // A literal query stays where the template writes it; the parameters after it in any order.
      ['/x?fixed=1{&a,b}', '/x?fixed=1&b=2&a=1', { kind: 'match', values: { a: '1', b: '2' }, inverse: false }],
      ['/x?fixed=1{&a,b}', '/x?b=2&fixed=1&a=1', { kind: 'no-match', offset: 3 }],
      // The inverse reading wins where there is one (marked inverse: true), an exploded map among them.
      ['/r{?a,b}', '/r?a=1&b=2', { kind: 'match', values: { a: '1', b: '2' }, inverse: true, extra: [] }],
      ['/r{?keys*}', '/r?x=1&y=2', { kind: 'match', values: { keys: { x: '1', y: '2' } }, inverse: true }],
      // ... but not one that reads a variable's parameter as a key of another's map.
      ['/r{?a,keys*}', '/r?keys=1&a=2', { kind: 'match', values: { a: '2', keys: ['1'] }, inverse: false }],
      // A parameter the template names must be what its expansion writes: no "=", a lower-case
      // escape, a "+", a value past its prefix are no match, at the place.
      ['/r{?a,b}', '/r?b=1&a', { kind: 'no-match', offset: 8 }],
      ['/r{?a,b}', '/r?b=1&a=%2f', { kind: 'no-match', offset: 11 }],
      ['/r{?a,b}', '/r?b=1&a=x+y', { kind: 'no-match', offset: 10 }],
      ['/r{?a:2,b}', '/r?b=1&a=xyz', { kind: 'no-match', offset: 11 }],
      // The path before the query is read as the inverse reading reads it.
      ['/users/{id}{?a,b}', '/groups/1?b=1&a=2', { kind: 'no-match', offset: 1 }],
      // A query character a URI cannot hold.
      ['/r{?a,b}', '/r?b=1&a=x y', { kind: 'no-match', offset: 10 }],
      // A variable of the path given again in the query: the same value, or no match.
      ['/{a}{?a,b}', '/1?b=2&a=1', { kind: 'match', values: { a: '1', b: '2' }, inverse: false }],
      ['/{a}{?a,b}', '/1?b=2&a=3', { kind: 'no-match', offset: 9 }],
    ];
    for (const [t, uri, expected] of rows) expect(matchTemplate(t, uri, ANY), `${t} on ${uri}`).toMatchObject(expected as object);
    // A template whose query expressions a literal other than a fragment follows: the option changes nothing.
    for (const [t, uri] of [['/x{?a,b}/y', '/x?b=2&a=1/y'], ['/x{?a,b}y', '/x?b=2&a=1y']] as const) {
      expect(matchTemplate(t, uri, ANY), `${t} on ${uri}`).toEqual(matchTemplate(t, uri));
      expect(matchTemplate(t, uri).kind).toBe('no-match');
    }
  });

  it('reads a query a fragment follows (a literal "#…" or a {#…} expression) in any order, the fragment as the inverse reading reads it', () => {
    const rows: Array<[string, string, object]> = [
      ['/x{?a,b}#top', '/x?b=2&a=1#top', { kind: 'match', values: { a: '1', b: '2' }, spans: { b: [5, 6], a: [9, 10] }, inverse: false, extra: [] }],
      ['/x{?a,b}#top', '/x?b=2&a=1#end', { kind: 'no-match', offset: 11 }],
      ['/x{?a,b}#top', '/x?b=2&a=1', { kind: 'no-match', offset: 10 }],
      ['/x{?a,b}{#f}', '/x?b=2&a=1', { kind: 'match', values: { a: '1', b: '2' }, inverse: false }],
      ['/x{?a,b}{#f}', '/x?b=2&a=1#sec%201', { kind: 'match', values: { a: '1', b: '2', f: 'sec%201' }, decoded: { f: 'sec 1' }, spans: { f: [11, 18] }, inverse: false }],
      ['/x{?a,b}{#f}', '/x?z=9&a=1#s', { kind: 'match', values: { a: '1', f: 's' }, inverse: false, extra: [{ raw: 'z=9', name: 'z', value: '9', span: [3, 6] }] }],
      // In the template's order and nothing else: the inverse reading's answer.
      ['/x{?a,b}{#f}', '/x?a=1&b=2#s', { kind: 'match', values: { a: '1', b: '2', f: 's' }, inverse: true, extra: [] }],
      // A variable of the query given again in the fragment: the same value, or no match.
      ['/x{?b,a}{#a}', '/x?a=1#1', { kind: 'match', values: { a: '1' }, inverse: true }],
      ['/x{?b,a}{#a}', '/x?a=1&b=2#1', { kind: 'match', values: { a: '1', b: '2' }, inverse: false }],
      ['/x{?b,a}{#a}', '/x?a=1#2', { kind: 'no-match', offset: 8 }],
    ];
    for (const [t, uri, expected] of rows) expect(matchTemplate(t, uri, ANY), `${t} on ${uri}`).toMatchObject(expected);
    // Without the option, each is the inverse reading's answer (a no-match but for the last in order).
    expect(matchTemplate('/x{?a,b}#top', '/x?b=2&a=1#top').kind).toBe('no-match');
  });

  it('a variable given twice with values that differ is ambiguous: nothing is chosen silently', () => {
    const m = matchTemplate('/r{?a,b}', '/r?b=1&a=2&a=3&z=9', ANY);
    expect(m.kind).toBe('ambiguous');
    if (m.kind !== 'ambiguous') return;
    expect(m.assignments.map((a) => a.values)).toEqual([{ a: '2', b: '1' }, { a: '3', b: '1' }]);
    expect(m.assignments.map((a) => a.spans.a)).toEqual([[9, 10], [13, 14]]);
    expect([m.inverse, m.extra]).toEqual([false, [{ raw: 'z=9', name: 'z', value: '9', span: [15, 18] }]]);
  });

  it('keeps the default answers as they were: no inverse or extra field without the option', () => {
    for (const [t, uri] of [['/r{?a,b}', '/r?a=1&b=2'], ['{x}{y}', 'ab'], ['/r{?a,b}', '/r?b=1&a=2']] as const) {
      const plain = matchTemplate(t, uri);
      expect(Object.keys(plain)).not.toContain('inverse');
      expect(Object.keys(plain)).not.toContain('extra');
      expect(matchTemplate(t, uri, { query: 'inverse' })).toEqual(plain);
    }
    expect(matchTemplate('{x}{y}', 'ab', ANY)).toMatchObject({ kind: 'ambiguous', inverse: true, extra: [] });
    expect(matchTemplate('/r{?a}', '/r?a=%2F')).toMatchObject({ flags: { a: ['slash'] } });
  });

  it('is linear in the number of parameters (counted steps)', () => {
    const t = '/r{?a,b,list*}';
    const uri = (n: number) => '/r?' + Array.from({ length: n }, (_, i) => (i % 3 === 0 ? `list=${i}` : i % 3 === 1 ? `x${i}=%C3%A9` : `b=1`)).join('&') + '&a=z';
    const steps = (n: number): number => {
      const before = captureSteps();
      expect(matchTemplate(t, uri(n), ANY).kind).toBe('match');
      return captureSteps() - before;
    };
    steps(10);
    const small = steps(300);
    const big = steps(300 * RUNG);
    expect(big).toBeLessThanOrEqual(RUNG * 1.1 * small + 64);
  });
});

describe("policy: 'segment'", () => {
  it('framework/the-framework#968: "..%2F" walking out of a directory is refused, at the escape', () => {
    expect(matchTemplate('/static/{file}', '/static/..%2F..%2Fetc%2Fpasswd')).toMatchObject({ kind: 'match', values: { file: '../../etc/passwd' }, flags: { file: ['slash'] } });
    expect(matchTemplate('/static/{file}', '/static/..%2F..%2Fetc%2Fpasswd', SEGMENT)).toEqual({ kind: 'refused', variable: 'file', flag: 'slash', span: [8, 30], offset: 10 });
    // The uri-templates example.
    expect(matchTemplate('file://docs/{name}', 'file://docs/..%2F..%2Fetc%2Fpasswd', SEGMENT)).toEqual({ kind: 'refused', variable: 'name', flag: 'slash', span: [12, 34], offset: 14 });
  });

  it('refuses each flag, at the character that raised it (a table)', () => {
    const rows: ReadonlyArray<readonly [string, string, unknown]> = [
      ['/files/{name}', '/files/..', { kind: 'refused', variable: 'name', flag: 'dot-segment', span: [7, 9], offset: 7 }],
      ['/files/{name}', '/files/.', { kind: 'refused', flag: 'dot-segment', offset: 7 }],
      ['/files/{+name}', '/files/%2E%2E', { kind: 'refused', flag: 'dot-segment', span: [7, 13], offset: 7 }],
      ['/files/{name}', '/files/a%5Cb', { kind: 'refused', flag: 'backslash', offset: 8 }],
      ['/files/{name}', '/files/a%3Fb', { kind: 'refused', flag: 'question-mark', offset: 8 }],
      ['/files/{name}', '/files/ab%23', { kind: 'refused', flag: 'number-sign', offset: 9 }],
      ['/files/{name}', '/files/a%00', { kind: 'refused', flag: 'control', offset: 8 }],
      ['/files/{name}', '/files/a%C2%85', { kind: 'refused', flag: 'control', offset: 8 }],
      ['/files/{name}', '/files/a%7F', { kind: 'refused', flag: 'control', offset: 8 }],
      // Under + and # the character itself, as the operator keeps it, or its escape in either case.
      ['/files/{+name}', '/files/a/b', { kind: 'refused', flag: 'slash', span: [7, 10], offset: 8 }],
      ['/files/{+name}', '/files/ab%2fc', { kind: 'refused', flag: 'slash', offset: 9 }],
      ['/files/{+name}', '/files/a?b', { kind: 'refused', flag: 'question-mark', offset: 8 }],
      // The first offence in the URI, whichever value it is in; a tie, the flags' order.
      ['/{a}/{b}', '/x%3F/..', { kind: 'refused', variable: 'a', flag: 'question-mark', offset: 2 }],
      ['/{a}/{b}', '/x/%2Fy', { kind: 'refused', variable: 'b', flag: 'slash', offset: 3 }],
      ['/{a}', '/%2F%3F', { kind: 'refused', flag: 'slash', offset: 1 }],
      // Each item of a list: the "/" between {/path*}'s segments is no value's.
      ['/files{/path*}', '/files/a/b', { kind: 'match', values: { path: ['a', 'b'] } }],
      ['/files{/path*}', '/files/a/b%2Fc', { kind: 'refused', variable: 'path', flag: 'slash', span: [7, 14], offset: 10 }],
      ['/files{/path*}', '/files/a/../b', { kind: 'refused', flag: 'dot-segment', span: [7, 13], offset: 7 }],
      ['/files/{list}', '/files/a,..', { kind: 'refused', flag: 'dot-segment', offset: 7 }],
      // Every variable, the query's too; and no-match stays no-match.
      ['/files/{name}{?q}', '/files/a?q=%2F', { kind: 'refused', variable: 'q', flag: 'slash', offset: 11 }],
      ['/files/{name}', '/other/a', { kind: 'no-match', offset: 1 }],
      ['/files/{name}', '/files/a%20b', { kind: 'match', values: { name: 'a b' } }],
    ];
    for (const [t, uri, expected] of rows) expect(matchTemplate(t, uri, SEGMENT), `${t} on ${uri}`).toMatchObject(expected as object);
  });

  it('holds both readings of an ambiguous answer, and the any-order reading', () => {
    expect(matchTemplate('/{x}{y}', '/a%2F', SEGMENT)).toMatchObject({ kind: 'refused', flag: 'slash', offset: 2 });
    expect(matchTemplate('/{x}{y}', '/ab', SEGMENT).kind).toBe('ambiguous');
    expect(matchTemplate('/f/{name}{?q}', '/f/a?z=%2F&q=..', { ...SEGMENT, ...ANY })).toEqual({ kind: 'refused', variable: 'q', flag: 'dot-segment', span: [13, 15], offset: 13 });
    // An extra parameter is no variable's value: not held to it.
    expect(matchTemplate('/f/{name}{?q}', '/f/a?z=%2F&q=1', { ...SEGMENT, ...ANY })).toMatchObject({ kind: 'match', inverse: false });
  });
});

describe('the options as arguments', () => {
  it('a wrong value is an ArgumentError; only own keys are options', () => {
    expect(() => matchTemplate('/a', '/a', { query: 'sorted' as never })).toThrow(ArgumentError);
    expect(() => matchTemplate('/a', '/a', { query: 'sorted' as never })).toThrow(`matchTemplate: option 'query' must be 'inverse' or 'any-order', not "sorted"`);
    expect(() => matchTemplate('/a', '/a', { policy: 'strict' as never })).toThrow(`matchTemplate: option 'policy' must be 'none' or 'segment', not "strict"`);
    expect(() => matchTemplate('/a', '/a', { policy: 1 as never })).toThrow(ArgumentError);
    expect(() => templateSet(['/a']).match('/a', { query: 'x' as never })).toThrow(`templateSet.match: option 'query' must be 'inverse' or 'any-order', not "x"`);
    // Inherited keys are no options.
    const inherited = Object.create({ query: 'any-order', policy: 'segment' }) as MatchTemplateOptions;
    expect(matchTemplate('/r{?a,b}', '/r?b=1&a=2', inherited)).toEqual({ kind: 'no-match', offset: 6 });
    expect(matchTemplate('/f/{x}', '/f/..', inherited).kind).toBe('match');
  });

  it('templateSet.match takes them: an inverse reading first, then each template in the order given', () => {
    const s = templateSet(['/a{?x,y}', '/a{?y,x}', '/b/{name}']);
    expect(s.match('/a?y=1&x=2')).toMatchObject({ index: 1, match: { kind: 'match', values: { x: '2', y: '1' } } });
    expect(s.match('/a?y=1&x=2', ANY)).toMatchObject({ index: 1, match: { kind: 'match', inverse: true } });
    expect(s.match('/a?z=0&y=1&x=2', ANY)).toMatchObject({ index: 0, match: { kind: 'match', values: { x: '2', y: '1' }, inverse: false } });
    expect(s.match('/a?z=0&y=1&x=2')).toEqual({ index: -1, match: null });
    expect(s.match('/b/..', SEGMENT)).toMatchObject({ index: 2, match: { kind: 'refused', variable: 'name' } });
    expect(s.match('/c', ANY)).toEqual({ index: -1, match: null });
  });
});

describe('permuting an expansion’s query parameters (property, fixed seed)', () => {
  const NAMES = ['a', 'b', 'c', 'x.y', 'd_1', '%41'] as const;
  const text = fc.array(fc.constantFrom(...VALUE_PIECES), { maxLength: 5 }).map((xs) => xs.join(''));
  /** A value of a query variable: undefined, a string, or a list (never a map: any-order reads none). */
  const value: fc.Arbitrary<TemplateValue> = fc.oneof(fc.constant(undefined), text, fc.array(text, { minLength: 1, maxLength: 3 }));
  const case_ = fc
    .tuple(
      fc.shuffledSubarray([...NAMES], { minLength: 1, maxLength: 4 }),
      fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      fc.constantFrom('?', '&'),
      fc.boolean(),
      fc.array(value, { minLength: 4, maxLength: 4 }),
      text,
      fc.array(fc.tuple(fc.constantFrom('utm', 'z9', 'q~'), text), { maxLength: 2 }),
      fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
    )
    .map(([names, explode, split, twoExpressions, vs, seg, extras, randoms]) => {
      const specs: Spec[] = names.map((n, i) => (explode[i] ? `${n}*` : n));
      const cut = twoExpressions ? Math.max(1, Math.floor(specs.length / 2)) : specs.length;
      const tail = cut < specs.length ? [['&', ...specs.slice(cut)] as const] : [];
      // `split`: a literal query before the expressions ({&…} only) or none.
      const template = split === '&' ? tpl('/p', ['/', 'seg'], '?k=v', ['&', ...specs]) : tpl('/p', ['/', 'seg'], ['?', ...specs.slice(0, cut)], ...tail);
      const values: Record<string, TemplateValue> = { seg };
      names.forEach((n, i) => (values[n] = vs[i]));
      // Parameters the template does not name only beside lists: beside an exploded variable they
      // are also the keys of its map, which the inverse reading reads first.
      return { template, values, extras: explode.slice(0, names.length).some((e) => e) ? [] : extras, order: randoms };
    });

  it("matches under query: 'any-order', with values that expand as the originals", () => {
    fc.assert(
      fc.property(case_, ({ template, values, extras, order }) => {
        const uri = expandTemplate(template, values);
        // The query's parameters as expansion wrote them: from the first "?" or "&" (the path
        // before it is "/p" and a value under U, which escapes both), past the literal "?k=v".
        const at = Math.min(...['?', '&'].map((c) => (uri.includes(c) ? uri.indexOf(c) : uri.length)));
        const head = uri.slice(0, at);
        const lead = uri.startsWith('?k=v', at) ? '?k=v' : '';
        const params = uri.slice(at + lead.length).split(/[?&]/).filter((p) => p !== '');
        // Permute them, each exploded variable's parameters kept in their order (a list's order is
        // its value's), and put in parameters the template does not name.
        const extra = extras.map(([n, v]) => `${n}=${encodeURIComponent(v)}`);
        const all = [...params, ...extra];
        const keyed = all.map((p, i) => ({ p, k: order[i % order.length]! * 64 + i }));
        const shuffled = [...keyed].sort((x, y) => x.k - y.k).map((x) => x.p);
        const nameOf = (p: string) => p.split('=')[0]!;
        const queue = new Map<string, string[]>();
        for (const p of all) queue.set(nameOf(p), [...(queue.get(nameOf(p)) ?? []), p]);
        const permuted = shuffled.map((p) => queue.get(nameOf(p))!.shift()!);
        const query = permuted.length === 0 ? lead : lead ? `${lead}&${permuted.join('&')}` : `?${permuted.join('&')}`;
        const uri2 = head + query;
        const m = matchTemplate(template, uri2, ANY);
        if (m.kind !== 'match') throw new Error(`${template.source} on ${uri2} (from ${uri}): ${JSON.stringify(m)}`);
        // The values expand as the originals do (DECISIONS 41's forms), in the template's order.
        expect(expandTemplate(template, m.values), `${template.source} on ${uri2}`).toBe(uri);
        expect(m.extra?.map((x) => x.raw)).toEqual(m.inverse ? [] : permuted.filter((p) => extra.includes(p)));
        expect(m.inverse, `${template.source} on ${uri2}`).toBe(uri2 === uri);
      }),
      { numRuns: sized(10_000, 150), seed: 6572 },
    );
  }, LONG);
});
