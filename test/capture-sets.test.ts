/**
 * The set operations of the capture engine (grammar/engine/capture/sets.ts), held to brute-force
 * enumeration on small random patterns (a fixed seed) over two and three letters: every string up
 * to a bound is asked of a pattern-level oracle (test/support/capture-oracle.ts), and each answer
 * checked: the verdict, the witness in the right languages, no shorter one and none less by code
 * units of its length; the union's first match and every match against each member alone. Then
 * hand tables, the counted states and the budget.
 */
import { describe, expect, it } from 'vitest';
import { ArgumentError } from '../base/args.js';
import {
  CAPTURE_BUDGET,
  CaptureBudgetError,
  compileCaptures,
  compileUnion,
  emptiness,
  equivalence,
  inclusion,
  overlap,
  P,
  type Pattern,
} from '../grammar/engine/capture/index.js';
import { compileNFA } from '../grammar/engine/capture/nfa.js';
import { inLanguage, lookInEmptyLoop, prng, randomPattern, readings, show, strings } from './support/capture-oracle.js';

const A = 0x61;
const B = 0x62;
const C = 0x63;
const NFA_BUDGET = { maxStates: CAPTURE_BUDGET.states, maxDepth: CAPTURE_BUDGET.depth, maxRepeat: CAPTURE_BUDGET.repeat, maxCaptures: CAPTURE_BUDGET.captures };
const nfaSize = (p: Pattern): number => compileNFA(p, NFA_BUDGET).size;

/** The enumerated strings, by length then code units (the witnesses' order). */
const byWitnessOrder = (xs: string[]): string[] => [...xs].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));

/**
 * Checks an answer against the enumeration: `inTarget(s)` says whether `s` is in the language the
 * witness must come from (a \ b, a ∩ b, a); the property holds exactly when that language is empty.
 */
function checkAnswer(what: string, ans: { holds: boolean; witness: string | null }, inTarget: (s: string) => boolean, universe: readonly string[], holdsWhenEmpty: boolean): void {
  const found = byWitnessOrder(universe.filter(inTarget));
  if (ans.witness === null) {
    expect(ans.holds, what).toBe(holdsWhenEmpty);
    expect(found, `${what}: no witness, yet the enumeration finds one`).toEqual([]);
    return;
  }
  expect(ans.holds, what).toBe(!holdsWhenEmpty);
  expect(inTarget(ans.witness), `${what}: the witness ${JSON.stringify(ans.witness)} is not in the language`).toBe(true);
  // No shorter witness, none less of its length, up to the bound.
  if (found.length > 0) {
    const best = found[0]!;
    if (best.length <= ans.witness.length) expect(ans.witness, what).toBe(best);
  }
}

describe('decisions with a witness, held to enumeration (fixed seed)', () => {
  const cases: Array<{ letters: number[]; bound: number; n: number; seed: number; lookaheads?: boolean }> = [
    { letters: [A, B], bound: 6, n: 220, seed: 43 },
    { letters: [A, B, C], bound: 4, n: 120, seed: 4343 },
    { letters: [A, B], bound: 6, n: 220, seed: 4344, lookaheads: true },
  ];
  for (const { letters, bound, n, seed, lookaheads } of cases) {
    it(`${n} pairs over ${letters.length} letters, every string up to ${bound} units${lookaheads ? ', with lookaheads' : ''}`, () => {
      const rand = prng(seed);
      const universe = strings(letters.map((c) => String.fromCharCode(c)), bound);
      const gen = { letters, depth: 3, captures: true, capturesInRepetition: true, lookaheads: lookaheads === true };
      const nonTrivial = { emptyNo: 0, overlapYes: 0, overlapNo: 0, inclusionYes: 0, inclusionNo: 0, equal: 0 };
      for (let i = 0; i < n; i++) {
        const a = randomPattern(rand, gen);
        const b = randomPattern(rand, gen);
        if (lookInEmptyLoop(a) || lookInEmptyLoop(b)) continue; // refused by the engine (test/capture-engine.test.ts)
        const what = `a = ${show(a)}, b = ${show(b)}`;
        const inA = new Map(universe.map((s) => [s, inLanguage(a, s)]));
        const inB = new Map(universe.map((s) => [s, inLanguage(b, s)]));
        const la = (s: string): boolean => inA.get(s) ?? inLanguage(a, s);
        const lb = (s: string): boolean => inB.get(s) ?? inLanguage(b, s);

        const e = emptiness(a);
        checkAnswer(`emptiness: ${what}`, e, la, universe, true);
        expect(e.states).toBeLessThanOrEqual(nfaSize(a));

        const o = overlap(a, b);
        checkAnswer(`overlap: ${what}`, o, (s) => la(s) && lb(s), universe, false);
        expect(o.states).toBeLessThanOrEqual(nfaSize(a) * nfaSize(b));

        const inc = inclusion(a, b);
        checkAnswer(`inclusion: ${what}`, inc, (s) => la(s) && !lb(s), universe, true);
        expect(inc.states).toBeLessThanOrEqual(CAPTURE_BUDGET.setStates);

        const eq = equivalence(a, b);
        checkAnswer(`equivalence: ${what}`, eq, (s) => la(s) !== lb(s), universe, true);
        if (eq.witness !== null) expect(eq.side, what).toBe(la(eq.witness) ? 'a' : 'b');
        else expect(eq.side).toBe(null);
        // Equivalence is inclusion both ways.
        expect(eq.holds, what).toBe(inc.holds && inclusion(b, a).holds);

        if (!e.holds) nonTrivial.emptyNo++;
        if (o.holds) nonTrivial.overlapYes++;
        else nonTrivial.overlapNo++;
        if (inc.holds) nonTrivial.inclusionYes++;
        else nonTrivial.inclusionNo++;
        if (eq.holds) nonTrivial.equal++;
      }
      // The draw exercises both answers of each question.
      for (const [k, v] of Object.entries(nonTrivial)) expect(v, k).toBeGreaterThan(letters.length === 2 ? 5 : 2);
    });
  }
});

describe('the union, held to each member alone (fixed seed)', () => {
  it('first, matching and match equal the members asked one by one, and the oracle', () => {
    const rand = prng(640);
    const letters = [A, B];
    const universe = strings(['a', 'b'], 5);
    const gen = { letters, depth: 3, captures: true, capturesInRepetition: true };
    let matched = 0;
    let several = 0;
    let fellBack = 0;
    for (let t = 0; t < 60; t++) {
      const members = Array.from({ length: 1 + Math.floor(rand() * 4) }, () => randomPattern(rand, gen));
      const what = members.map(show).join(' , ');
      const u = compileUnion(members);
      const starved = compileUnion(members, { budget: { setStates: 1 } });
      const whole = compileCaptures(P.alt(...members, P.set([])));
      const own = members.map((m) => compileCaptures(m));
      for (const s of universe) {
        const all = members.map((m, i) => (inLanguage(m, s) ? i : -1)).filter((i) => i >= 0);
        expect(u.matching(s), `${what} on ${s}`).toEqual(all);
        expect(starved.matching(s), `${what} on ${s}`).toEqual(all);
        const first = all.length ? all[0]! : -1;
        expect(u.first(s)).toBe(first);
        // The first member whose own machine matches.
        expect(own.findIndex((m) => m.test(s)), `${what} on ${s}`).toBe(first);
        const r = u.match(s);
        expect(starved.match(s)).toEqual(r);
        if (first < 0) {
          // Where no member matches, the offset is the alternation's of all of them.
          const w = whole.match(s);
          expect(r, `${what} on ${s}`).toEqual(w);
          continue;
        }
        matched++;
        if (all.length > 1) several++;
        expect(r, `${what} on ${s}`).toEqual({ ...own[first]!.match(s), index: first });
        // And the member's captures are the oracle's first reading.
        const regs = readings(members[first]!, s, 1)[0]!;
        expect(u.member(first).exec(s) && [...u.member(first).exec(s)!], `${what} on ${s}`).toEqual([...regs]);
      }
      if (starved.stats.fellBack) fellBack++;
      expect(u.stats.dfaStates).toBeLessThanOrEqual(CAPTURE_BUDGET.setStates);
    }
    expect(matched).toBeGreaterThan(300);
    expect(several).toBeGreaterThan(30);
    // The starved unions ran past their one state, as sets of NFA states, with the same answers.
    expect(fellBack).toBeGreaterThan(40);
  });

  it("mode 'all' reports two readings of the winning member", () => {
    const x = P.star(P.chars('a'));
    const u = compileUnion([P.chars('b'), P.seq(P.cap('p', x), P.cap('q', x))], { mode: 'all' });
    const r = u.match('aa');
    expect(r.kind).toBe('ambiguous');
    if (r.kind === 'ambiguous') expect(r.index).toBe(1);
    expect(u.match('b')).toEqual({ kind: 'match', index: 0, values: {}, spans: {} });
  });

  it('astral members: a surrogate pair is one character of a set, a lone surrogate no member reads', () => {
    const emoji = P.set([[0x1f600, 0x1f64f]]);
    const u = compileUnion([P.seq(P.cap('e', P.plus(emoji)), P.chars('!')), P.cap('any', P.star(P.set([[0, 0xd7ff], [0xe000, 0x10ffff]])))]);
    expect(u.match('😀😁!')).toEqual({ kind: 'match', index: 0, values: { e: '😀😁' }, spans: { e: [0, 4] } });
    expect(u.first('😀x')).toBe(1);
    expect(u.match('a\udc00')).toEqual({ kind: 'no-match', offset: 1 });
    // A high surrogate may begin a pair: the input ends too early.
    expect(u.match('a\ud800')).toEqual({ kind: 'no-match', offset: 2 });
  });

  it('an empty union matches nothing; bad arguments are ArgumentErrors', () => {
    const u = compileUnion([]);
    expect([u.size, u.first(''), u.matching('a'), u.match('ab')]).toEqual([0, -1, [], { kind: 'no-match', offset: 0 }]);
    const holey = new Array<Pattern>(2);
    holey[1] = P.chars('a');
    expect(() => compileUnion(holey)).toThrow(ArgumentError);
    expect(() => compileUnion([P.chars('a')], { mode: 'first' as never })).toThrow(ArgumentError);
    expect(() => compileUnion([P.chars('a')], { modes: 'all' } as never)).toThrow(/did you mean 'mode'/);
    expect(() => compileUnion([P.chars('a')]).member(1)).toThrow(ArgumentError);
    expect(() => compileUnion([P.chars('a')]).first(3 as never)).toThrow(ArgumentError);
    expect(() => overlap(P.chars('a'), 'b' as never)).toThrow(ArgumentError);
    expect(() => inclusion(P.chars('a'), P.chars('a'), { budget: { setStates: 0 } })).toThrow(ArgumentError);
    expect(() => inclusion(P.chars('a'), P.chars('a'), { budget: { setStates: 3_000_000 } })).toThrow(/at most 2000000/);
  });

  it('options are own keys only', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.mode = 'all';
    proto.budget = { setStates: 1 };
    try {
      const x = P.star(P.chars('a'));
      expect(compileUnion([P.seq(P.cap('p', x), P.cap('q', x))], {}).match('aa').kind).toBe('match');
      expect(compileUnion([P.chars('a')], {}).stats.fellBack).toBe(false);
      expect(inclusion(P.star(P.chars('a')), P.star(P.chars('a')), {}).holds).toBe(true);
    } finally {
      delete proto.mode;
      delete proto.budget;
    }
  });
});

describe('hand tables', () => {
  const a = P.chars('a');
  const b = P.chars('b');
  const ab = P.set([[A, B]]);
  const notSlash = P.plus(P.set([[0x21, 0x2e], [0x30, 0x7e]]));
  /** `{name}` in a template: one or more characters but `/`, captured. */
  const v = (name: string): Pattern => P.cap(name, notSlash);

  it.each([
    ['a* ⊆ (a|b)*', P.star(a), P.star(ab), true, null],
    ['(a|b)* ⊄ a*', P.star(ab), P.star(a), false, 'b'],
    ['a+ ⊆ a*', P.plus(a), P.star(a), true, null],
    ['a* ⊄ a+: the empty string', P.star(a), P.plus(a), false, ''],
    ['(ab)* ⊄ (a|b)*a', P.star(P.chars('ab')), P.seq(P.star(ab), a), false, ''],
    ['a{2,3} ⊆ a{1,5}', P.rep(a, 2, 3), P.rep(a, 1, 5), true, null],
    ['a{2,6} ⊄ a{1,5}', P.rep(a, 2, 6), P.rep(a, 1, 5), false, 'aaaaaa'],
    ['/{x} ⊄ /{y}/edit', P.seq(P.chars('/'), v('x')), P.seq(P.chars('/'), v('y'), P.chars('/edit')), false, '/!'],
    ['/users/{id} ⊆ /{a}/{b}', P.seq(P.chars('/users/'), v('id')), P.seq(P.chars('/'), v('a'), P.chars('/'), v('b')), true, null],
    ['∅ ⊆ anything', P.set([]), b, true, null],
  ] as const)('inclusion: %s', (_name, x, y, holds, witness) => {
    expect(inclusion(x, y)).toMatchObject({ holds, witness });
  });

  it.each([
    ['/users/{id} and /{x}/me', P.seq(P.chars('/users/'), v('id')), P.seq(P.chars('/'), v('x'), P.chars('/me')), true, '/users/me'],
    ['{x}.json and {y}', P.seq(v('x'), P.chars('.json')), v('y'), true, '!.json'],
    ['/a/{x} and /b/{y}', P.seq(P.chars('/a/'), v('x')), P.seq(P.chars('/b/'), v('y')), false, null],
    ['{x}-{y} and a-b-c', P.seq(v('x'), P.chars('-'), v('y')), P.chars('a-b-c'), true, 'a-b-c'],
    ['a+b and ab+', P.seq(P.plus(a), b), P.seq(a, P.plus(b)), true, 'ab'],
    ['astral: one emoji and two units', P.set([[0x1f600, 0x1f600]]), P.rep(P.set([[0, 0xffff]]), 2, 2), true, '😀'],
  ] as const)('overlap: %s', (_name, x, y, holds, witness) => {
    expect(overlap(x, y)).toMatchObject({ holds, witness });
    expect(overlap(y, x)).toMatchObject({ holds, witness });
  });

  it('emptiness, and the least witness among the shortest', () => {
    expect(emptiness(P.seq(a, P.set([]))).holds).toBe(true);
    expect(emptiness(P.star(P.set([]))).witness).toBe('');
    expect(emptiness(P.alt(P.chars('ba'), P.chars('ab'), P.chars('c'))).witness).toBe('c');
    expect(emptiness(P.alt(P.chars('ba'), P.chars('ab'))).witness).toBe('ab');
    // A witness may hold a lone surrogate where a set holds surrogate code points.
    expect(emptiness(P.set([[0xd800, 0xdbff]])).witness).toBe('\ud800');
    expect(emptiness(P.set([[0x10000, 0x10000]])).witness).toBe('\ud800\udc00');
  });

  it('equivalence', () => {
    expect(equivalence(P.star(P.alt(a, b)), P.star(P.seq(P.star(a), P.star(b)))).holds).toBe(true);
    expect(equivalence(P.star(P.alt(a, b)), P.star(P.seq(P.star(a), b)))).toMatchObject({ holds: false, witness: 'a', side: 'a' });
    expect(equivalence(P.cap('x', P.star(a)), P.star(a)).holds).toBe(true); // captures are not in the language
  });
});

describe('counted states and the budget', () => {
  // (a|b)* a (a|b){n}: the subset construction of its complement needs 2^(n+1) states.
  const hard = (n: number): Pattern => P.seq(P.star(P.set([[A, B]])), P.chars('a'), P.rep(P.set([[A, B]]), n, n));
  const any = P.star(P.set([[A, B]]));

  it('the states grow with the subsets made, and are counted', () => {
    const small = inclusion(any, hard(3));
    const big = inclusion(any, hard(8));
    expect(small).toMatchObject({ holds: false, witness: '' });
    expect(big.witness).toBe('');
    // A witness at the start: the search stops early, whatever the size.
    const deep = inclusion(P.seq(any, P.chars('b')), P.seq(hard(8), P.star(P.set([[A, B]]))));
    expect(deep).toMatchObject({ holds: false, witness: 'b' });
    const full = inclusion(hard(8), hard(8));
    expect(full.holds).toBe(true);
    const full4 = inclusion(hard(4), hard(4));
    expect(full.states).toBeGreaterThan(2 ** 9);
    expect(full.states).toBeGreaterThan(8 * full4.states);
    expect(full.states).toBeLessThanOrEqual(CAPTURE_BUDGET.setStates);
  });

  it('past setStates, a CaptureBudgetError with code budget', () => {
    const e = (() => {
      try {
        inclusion(hard(8), hard(8), { budget: { setStates: 300 } });
      } catch (x) {
        return x;
      }
      return null;
    })();
    expect(e).toBeInstanceOf(CaptureBudgetError);
    expect(e).toMatchObject({ code: 'budget', budget: 'setStates', max: 300 });
    expect((e as Error).message).toBe('capture engine: the set operation needs more than 300 states');
    expect(() => overlap(hard(3), hard(3), { budget: { setStates: 2 } })).toThrow(CaptureBudgetError);
    expect(() => emptiness(P.chars('abc'), { budget: { setStates: 2 } })).toThrow(CaptureBudgetError);
    // Within it, the same answer.
    expect(inclusion(hard(4), hard(4), { budget: { setStates: 300 } }).holds).toBe(true);
    // The NFA's own budgets hold too.
    expect(() => overlap(P.chars('abcdef'), P.chars('a'), { budget: { states: 5 } })).toThrow(CaptureBudgetError);
  });

  it("a union's DFA past setStates steps sets of states: the same answers, counted", () => {
    const members = [hard(6), P.seq(any, P.chars('b')), any];
    const u = compileUnion(members);
    const starved = compileUnion(members, { budget: { setStates: 4 } });
    for (const s of strings(['a', 'b'], 9)) expect(starved.matching(s)).toEqual(u.matching(s));
    expect(starved.stats).toEqual({ dfaStates: 4, fellBack: true });
    expect(u.stats.fellBack).toBe(false);
    expect(u.stats.dfaStates).toBeGreaterThan(2 ** 6);
    // The members' NFAs together within `states`.
    expect(() => compileUnion([P.chars('abcd'), P.chars('abcd')], { budget: { states: 12 } })).toThrow(CaptureBudgetError);
  });
});
