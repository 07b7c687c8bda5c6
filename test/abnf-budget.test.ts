/**
 * The budgets of grammars loaded from ABNF (issue 39 item 1; DECISIONS 35): each hostile grammar of
 * the issue ends in an `ABNFBudgetError` (code `budget`) naming the budget and the rule, or in the
 * right answer, asserted on counted work, the NFA states made (`nfaStatesMade`), never on time
 * (DECISIONS 36; bench/abnf-budget.ts reports the times). And `parseABNF` agrees with `check` on
 * every grammar loaded (item 2), the scheme grammars among them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  ABNF_BUDGET,
  ABNF_BUDGET_CEILING,
  ABNFBudgetError,
  ABNFError,
  ArgumentError,
  GrammarError,
  loadABNF,
  NFA,
  NFALimitError,
  nfaStatesMade,
  ref,
  seq,
  lit,
  type ABNFOptions,
} from '../grammar/index.js';
import { plainResolver } from '../grammar/engine/charset.js';
import { nonstandardSchemeGrammars, schemeGrammars } from '../grammar/schemes/index.js';
import { grammar, parseABNF } from '../src/index.js';
import { disagreements, recordChecks } from './support/abnf-agree.js';
import { sized } from './support/scale.js';
import { thrown } from './support/thrown.js';

const recorded = recordChecks();

/** What `f` threw (it must throw), with the NFA states made meanwhile. */
function counted(f: () => unknown): { error: unknown; states: number } {
  const before = nfaStatesMade();
  try {
    f();
  } catch (error) {
    return { error, states: nfaStatesMade() - before };
  }
  throw new Error('expected a throw');
}

const lines = (n: number, line: (i: number) => string): string => Array.from({ length: n }, (_, i) => line(i)).join('\n');
const DOUBLING = lines(21, (i) => (i === 20 ? 'r20 = "x"' : `r${i} = r${i + 1} r${i + 1}`));
const CHAIN_2000 = lines(2001, (i) => (i === 2000 ? 'r2000 = "x"' : `r${i} = r${i + 1}`));
const CHAIN_200 = lines(201, (i) => (i === 200 ? 'r200 = "a"' : `r${i} = "a" r${i + 1}`));
const PARENS_2000 = `a = ${'('.repeat(2000)}"x"${')'.repeat(2000)}`;
const ALTERNATIVES_50000 = `a = ${Array.from({ length: 50_000 }, (_, i) => `"s${i}"`).join(' / ')}`;

describe('the hostile grammars of issue 39', () => {
  it.each([
    ['a = 99999999999999999999*DIGIT', 'huge-repeat', 'a = 99999999999999999999*DIGIT'],
    ['a = 1000000*DIGIT', 'million-repeat', 'a = 1000000*DIGIT'],
    ['a = *(400 nines)DIGIT (a bound past a double)', 'double-repeat', `a = *${'9'.repeat(400)}DIGIT`],
    ['a = 3*20000DIGIT', 'max-repeat', 'a = 3*20000DIGIT'],
  ])('%s: the budget repeat, at load, where the repetition is; no state made', (_, name, text) => {
    const { error, states } = counted(() => loadABNF(text, { name: `budget-${name}` }));
    expect(error).toBeInstanceOf(ABNFBudgetError);
    const e = error as ABNFBudgetError;
    expect([e.code, e.budget, e.limit, e.rule, e.line, e.column]).toEqual(['budget', 'repeat', ABNF_BUDGET.repeat, 'a', 1, 5]);
    expect(e.message.length).toBeLessThan(300);
    expect(states).toBe(0);
  });

  it('a = 1000000*DIGIT with budget.repeat raised to its ceiling: the budget states stops the automaton at its bound', () => {
    const g = loadABNF('a = 1000000*DIGIT', { name: 'budget-million-raised', budget: { repeat: ABNF_BUDGET_CEILING.repeat, states: 1000 } });
    const { error, states } = counted(() => g.check('1'));
    expect([(error as ABNFBudgetError).budget, (error as ABNFBudgetError).limit, (error as ABNFBudgetError).rule]).toEqual(['states', 1000, 'a']);
    expect(states).toBe(1000);
  });

  it('21 rules each twice the next (2^20 "x"): loads; its automaton stops at the budget states, counted', () => {
    const g = loadABNF(DOUBLING, { name: 'budget-doubling' });
    const { error, states } = counted(() => g.check('x'));
    expect(error).toBeInstanceOf(ABNFBudgetError);
    const e = error as ABNFBudgetError;
    expect([e.code, e.budget, e.limit, e.line]).toEqual(['budget', 'states', ABNF_BUDGET.states, null]);
    expect(e.rule).toMatch(/^r\d+$/);
    expect(e.message).toContain('the automaton of rule "r0" needs more than 100000 states');
    expect(states).toBe(ABNF_BUDGET.states);
    // Each call counts again, no further than the budget; read and recognize stop the same way.
    for (const f of [() => g.read('x'), () => g.recognize('x'), () => parseABNF(g, 'x')]) {
      const again = counted(f);
      expect(again.error).toBeInstanceOf(ABNFBudgetError);
      expect(again.states).toBe(ABNF_BUDGET.states);
    }
    // From a rule whose automaton fits: the right answer.
    expect(g.check('x'.repeat(1024), 'r10')).toEqual({ ok: true, offset: 1024 });
  });

  it('2,000 nested parentheses: the budget depth, at load, at the parenthesis past it; no RangeError', () => {
    const { error, states } = counted(() => loadABNF(PARENS_2000, { name: 'budget-parens' }));
    expect(error).toBeInstanceOf(ABNFBudgetError);
    const e = error as ABNFBudgetError;
    expect([e.budget, e.limit, e.rule, e.line, e.column]).toEqual(['depth', ABNF_BUDGET.depth, 'a', 1, 5 + ABNF_BUDGET.depth]);
    expect(states).toBe(0);
  });

  it('a chain of 2,001 rules (r0 = r1 ... r2000 = "x"): the budget depth, at load, at the first rule past it', () => {
    const { error, states } = counted(() => loadABNF(CHAIN_2000, { name: 'budget-chain-2000' }));
    expect(error).toBeInstanceOf(ABNFBudgetError);
    const e = error as ABNFBudgetError;
    // r1500 is the first rule whose chain nests past 500 levels (r2000's body one level, each rule one more).
    expect([e.budget, e.limit, e.rule, e.line, e.column]).toEqual(['depth', 500, 'r1500', 1501, 1]);
    expect(states).toBe(0);
    // Raised to its ceiling, still past it: a typed error, no RangeError.
    expect((thrown(() => loadABNF(CHAIN_2000, { name: 'budget-chain-2000-raised', budget: { depth: 1000 } })) as ABNFBudgetError).budget).toBe('depth');
  });

  it('a chain of 201 rules rI = "a" rI+1 (not recursive): works, and parseABNF agrees', () => {
    const g = loadABNF(CHAIN_200, { name: 'budget-chain-200' });
    const before = nfaStatesMade();
    expect(g.check('a'.repeat(201))).toEqual({ ok: true, offset: 201 });
    // Four states per rule (its reference, its concatenation, its "a"), counted.
    expect(nfaStatesMade() - before).toBeLessThan(1500);
    expect(g.check('a'.repeat(200))).toEqual({ ok: false, offset: 200 });
    expect(parseABNF(g, 'a'.repeat(201)).ok).toBe(true);
    expect(g.recognize('a'.repeat(202))).toBe(false);
  });

  it('at the ceiling of depth: 998 nested groups and a chain of 1,000 rules read, without a RangeError', () => {
    const budget = { depth: ABNF_BUDGET_CEILING.depth };
    const groups = loadABNF(`a = ${'('.repeat(998)}"x" "y"${')'.repeat(998)}`, { name: 'budget-groups-998', budget });
    expect([groups.check('xy').ok, groups.read('xy').ok, groups.recognize('xy')]).toEqual([true, true, true]);
    const chain = loadABNF(lines(1000, (i) => (i === 999 ? 'r999 = "xy"' : `r${i} = r${i + 1}`)), { name: 'budget-chain-999', budget });
    expect([chain.check('xy').ok, chain.read('xy').ok, parseABNF(chain, 'xy').ok]).toEqual([true, true, true]);
  });

  it('50,000 string alternatives: the budget alternatives, at load, at the alternative past it; no state made', () => {
    const { error, states } = counted(() => loadABNF(ALTERNATIVES_50000, { name: 'budget-alternatives' }));
    const e = error as ABNFBudgetError;
    expect([e.budget, e.limit, e.rule, e.line]).toEqual(['alternatives', ABNF_BUDGET.alternatives, 'a', 1]);
    expect(ALTERNATIVES_50000.slice(e.column! - 1, e.column! + 7)).toBe('"s10000"');
    expect(states).toBe(0);
    // `=/` additions count with the rule's own alternatives.
    const split = counted(() => loadABNF('a = "x" / "y"\na =/ "z"', { name: 'budget-incremental', budget: { alternatives: 2 } })).error as ABNFBudgetError;
    expect([split.budget, split.rule, split.line]).toEqual(['alternatives', 'a', 2]);
  });

  it('the budget rules: one definition too many, at load', () => {
    const e = thrown(() => loadABNF(lines(11, (i) => `r${i} = "x"`), { name: 'budget-rules', budget: { rules: 10 } })) as ABNFBudgetError;
    expect([e.budget, e.limit, e.rule, e.line]).toEqual(['rules', 10, 'r10', 11]);
    expect(loadABNF(lines(10, (i) => `r${i} = "x"`), { name: 'budget-rules-10', budget: { rules: 10 } }).rules.length).toBe(10);
  });
});

describe('the budget option', () => {
  it('defaults, ceilings, and the option checked: own keys only, whole numbers up to the ceiling', () => {
    expect(ABNF_BUDGET).toEqual({ repeat: 10_000, states: 100_000, depth: 500, rules: 10_000, alternatives: 10_000 });
    for (const k of Object.keys(ABNF_BUDGET) as Array<keyof typeof ABNF_BUDGET>) expect(ABNF_BUDGET_CEILING[k]).toBeGreaterThan(ABNF_BUDGET[k]);
    const load = (budget: unknown, name = 'budget-option'): unknown => thrown(() => loadABNF('a = "x"', { name, budget } as ABNFOptions));
    for (const bad of [0, -1, 1.5, '10', ABNF_BUDGET_CEILING.states + 1, Infinity, NaN]) expect(load({ states: bad })).toBeInstanceOf(ArgumentError);
    expect(load({ stats: 10 })).toBeInstanceOf(ArgumentError);
    expect(load(5)).toBeInstanceOf(ArgumentError);
    // An inherited key is not read: the budget is the default.
    const inherited = Object.create({ repeat: 1 }) as object;
    expect(loadABNF('a = 2DIGIT', { name: 'budget-inherited', budget: inherited }).check('12').ok).toBe(true);
    // Another budget is another load: a second load of the name must agree on it.
    loadABNF('a = 2DIGIT', { name: 'budget-again', budget: { repeat: 5 } });
    expect(thrown(() => loadABNF('a = 2DIGIT', { name: 'budget-again', budget: { repeat: 6 } }))).toBeInstanceOf(ABNFError);
    // grammar.fromABNF takes it too.
    expect((thrown(() => grammar.fromABNF('a = 3DIGIT', { name: 'budget-from', budget: { repeat: 2 } })) as ABNFBudgetError).budget).toBe('repeat');
  });

  it('ABNFBudgetError checks what it is given; NFALimitError is the automaton builder\'s own, typed', () => {
    expect(thrown(() => new ABNFBudgetError('g', 'nosuch' as never, 1, 'a', 'x'))).toBeInstanceOf(ArgumentError);
    expect(thrown(() => new ABNFBudgetError('g', 'states', 0, 'a', 'x'))).toBeInstanceOf(ArgumentError);
    const e = new ABNFBudgetError('g', 'states', 10, 'a', 'too many');
    expect([e instanceof ABNFError, e.code, e.message]).toEqual([true, 'budget', 'g: too many']);
    // The builder's limits, as an ABNF grammar never shows them (its loader names its grammar).
    const big = seq(...Array.from({ length: 50 }, () => lit('ab')));
    const limit = thrown(() => new NFA(big, 3986, { resolve: plainResolver, maxStates: 20 })) as NFALimitError;
    expect([limit instanceof GrammarError, limit.limit, limit.max, limit.rule]).toEqual([true, 'states', 20, null]);
    const deep = thrown(() => new NFA(ref('URI', 3986), 3986, { resolve: plainResolver, expandNodes: true, maxDepth: 3 })) as NFALimitError;
    expect([deep.limit, deep.max, typeof deep.rule]).toEqual(['depth', 3, 'string']);
  });
});

describe('parseABNF agrees with check (issue 39 item 2)', () => {
  it('a start rule whose strings are one character: parseABNF reads it (it was input.unexpected-end)', () => {
    const g = grammar.fromABNF('a = "x" / "y"', { name: 'budget-one-char' });
    const r = parseABNF(g, 'y');
    expect(r.ok && [r.ast.type, r.ast.text, r.ast.children]).toEqual(['a', 'y', []]);
    expect(g.check('y').ok).toBe(true);
    const bad = parseABNF(g, 'z');
    expect(!bad.ok && [bad.error.code, bad.error.offset]).toEqual(['syntax.unexpected-char', 0]);
    // A start rule the tokens option folds: its node is the whole input, over the nodes built inside.
    const t = grammar.fromABNF('pair = word "=" word\nword = 1*ALPHA', { name: 'budget-token-start', tokens: ['pair'] });
    const read = parseABNF(t, 'a=b');
    expect(read.ok && [read.ast.type, read.ast.children.map((c) => c.text)]).toEqual(['pair', ['a', 'b']]);
  });

  it('the scheme grammars, and every grammar this file loaded: the same verdict on recorded and generated strings (seed 39)', () => {
    // Each scheme grammar from its start rule, as checkScheme reads it.
    for (const s of [...Object.values(schemeGrammars()), ...Object.values(nonstandardSchemeGrammars())]) s.grammar.check('', s.start);
    // Under npm test 8 generated strings a rule and 35 recorded a start symbol; 40 and 150 under test:full.
    const { diffs, checked } = disagreements(recorded, { perRule: sized(40, 8), perStart: sized(150, 35) });
    expect(diffs).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  }, 120_000);
});

afterAll(() => {
  expect(recorded.size).toBeGreaterThan(0);
});

