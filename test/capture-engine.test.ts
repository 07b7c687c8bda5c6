/**
 * The capture engine's core (grammar/engine/capture/: the tagged NFA, the Pike VM, the lazy tagged
 * DFA, compileCaptures) held to a brute-force oracle written over the pattern
 * (test/support/capture-oracle.ts: every reading in priority order, by naive recursive
 * enumeration), on random small patterns with captures (fixed seeds) and every short input: the
 * VM and the DFA give the oracle's first reading; `all` is ambiguous exactly when the oracle finds
 * two readings with differing captures (and, for a capture inside a repetition, where vm.ts says
 * keeping two per state is not exact, only ever says what is true); astral sets; lazy quantifiers;
 * the DFA's budget fallback; a CaptureBudgetError for each budget; linearity on counted steps.
 */
import { describe, expect, it } from 'vitest';
import { ArgumentError } from '../base/args.js';
import { CAPTURE_BUDGET, CaptureBudgetError, captureSteps, compileCaptures, P, type CaptureBudget, type Pattern } from '../grammar/engine/capture/index.js';
import { compileNFA, type TaggedNFA } from '../grammar/engine/capture/nfa.js';
import { LazyTDFA } from '../grammar/engine/capture/tdfa.js';
import { PikeVM } from '../grammar/engine/capture/vm.js';
import { sized } from './support/scale.js';
import { distinct, hasLook, inLanguage, lookInEmptyLoop, namesOf, noMatchOffset, prng, randomPattern, readings, show, strings, type GenOptions } from './support/capture-oracle.js';

const NFA_BUDGET = { maxStates: CAPTURE_BUDGET.states, maxDepth: CAPTURE_BUDGET.depth, maxRepeat: CAPTURE_BUDGET.repeat, maxCaptures: CAPTURE_BUDGET.captures };
const nfaOf = (p: Pattern): TaggedNFA => compileNFA(p, NFA_BUDGET);
const A = 0x61;
const B = 0x62;
/** At most this many readings are enumerated (the inputs are short: far fewer in practice). */
const LIMIT = 5000;

/** Runs `p` on every input every way, checking the priority answers against the oracle; returns how many matched. */
function checkPriority(p: Pattern, inputs: readonly string[]): number {
  const nfa = nfaOf(p);
  const vm = new PikeVM(nfa);
  const dfa = new LazyTDFA(nfa, 10_000);
  const m = compileCaptures(p);
  const starved = compileCaptures(p, { budget: { dfaStates: 1 } });
  expect(m.names, show(p)).toEqual(namesOf(p));
  let matched = 0;
  for (const s of inputs) {
    const what = `${show(p)} on ${JSON.stringify(s)}`;
    const first = readings(p, s, 1)[0];
    const v = vm.run(s, false);
    const d = dfa.exec(s);
    expect(inLanguage(p, s), what).toBe(first !== undefined);
    if (first === undefined) {
      // (Where a lookahead kills the last thread, the oracle does not model: no offset asked of one.)
      if (hasLook(p)) expect(v.kind, what).toBe('no-match');
      else expect(v, what).toEqual({ kind: 'no-match', offset: noMatchOffset(p, s) });
      expect(d, what).toBe(null);
      expect(m.exec(s), what).toBe(null);
      expect(m.execView(s), what).toBe(null);
      expect(starved.execView(s), what).toBe(null);
      expect(m.match(s), what).toEqual(v);
      continue;
    }
    matched++;
    expect(v.kind, what).toBe('match');
    if (v.kind === 'match') expect([...v.regs], what).toEqual([...first]);
    expect(d && [...d], what).toEqual([...first]);
    expect(m.exec(s) && [...m.exec(s)!], what).toEqual([...first]);
    // The view, read in place: the DFA's register file (or, starved, the VM's registers) through its map.
    for (const machine of [m, starved]) {
      const view = machine.execView(s);
      expect(view && Array.from(view.at, (j) => view.regs[j]), what).toEqual([...first]);
    }
    expect(starved.match(s), what).toEqual(m.match(s));
  }
  return matched;
}

describe('priority: the VM and the lazy DFA give the first reading in priority order (fixed seeds)', () => {
  const gens: Array<[string, GenOptions, string[], number, number]> = [
    ['two letters', { letters: [A, B], depth: 3, captures: true, capturesInRepetition: true }, strings(['a', 'b'], 5), sized(300, 25), 40],
    ['three letters, deeper', { letters: [A, B, 0x63], depth: 4, captures: true, capturesInRepetition: true }, strings(['a', 'b', 'c'], 4), sized(150, 15), 41],
    ['lookaheads, two letters', { letters: [A, B], depth: 4, captures: true, capturesInRepetition: true, lookaheads: true }, strings(['a', 'b'], 5), sized(300, 30), 42],
    ['lookaheads, three letters', { letters: [A, B, 0x63], depth: 4, captures: true, capturesInRepetition: true, lookaheads: true }, strings(['a', 'b', 'c'], 4), sized(150, 30), 43],
  ];
  it.each(gens)('%s', (_name, gen, inputs, n, seed) => {
    const rand = prng(seed);
    let matched = 0;
    let withCaptures = 0;
    let withLooks = 0;
    let refused = 0;
    for (let i = 0; i < n; i++) {
      const p = randomPattern(rand, gen);
      if (lookInEmptyLoop(p)) {
        // Refused, as documented: a lookahead where an empty round of a loop is cut.
        expect(() => compileCaptures(p), show(p)).toThrow(ArgumentError);
        refused++;
        continue;
      }
      if (namesOf(p).length > 0) withCaptures++;
      if (hasLook(p)) withLooks++;
      matched += checkPriority(p, inputs);
    }
    expect(withCaptures).toBeGreaterThan(n / 5);
    if (gen.lookaheads) expect([withLooks, refused]).toEqual([expect.toSatisfy((x: number) => x > n / 5), expect.toSatisfy((x: number) => x > 0)]);
    expect(matched).toBeGreaterThan(n * 3);
  });

  it('astral sets: surrogate pairs, ranges across a high surrogate, lone surrogates', () => {
    // U+103FF is D800 DFFF, U+10400 is D801 DC00: a range over both spans two high surrogates.
    const letters = [A, 0x103ff, 0x10400, 0x1f600, 0x1f601, 0xd800, 0xdc00];
    const pieces = ['a', '\u{103FF}', '\u{10400}', '\u{1F600}', '\u{1F601}', '\ud800', '\udc00', '\ud801'];
    const rand = prng(0x1f600);
    let matched = 0;
    for (let i = 0; i < sized(150, 40); i++) matched += checkPriority(randomPattern(rand, { letters, depth: 3, captures: true, capturesInRepetition: true }), strings(pieces, 3));
    expect(matched).toBeGreaterThan(300);
    const emoji = compileCaptures(P.seq(P.cap('e', P.plus(P.set([[0x1f600, 0x1f64f]]))), P.cap('rest', P.star(P.set([[0, 0x10ffff]])))));
    expect(emoji.match('😀😁x')).toEqual({ kind: 'match', values: { e: '😀😁', rest: 'x' }, spans: { e: [0, 4], rest: [4, 5] } });
    // The BMP part first: a set holding the surrogate units reads a pair as two units where its astral part would not.
    const units = compileCaptures(P.seq(P.cap('one', P.set([[0, 0x10ffff]])), P.cap('two', P.star(P.set([[0, 0xffff]])))));
    expect(units.match('😀')).toEqual({ kind: 'match', values: { one: '\ud83d', two: '\ude00' }, spans: { one: [0, 1], two: [1, 2] } });
  });
});

describe('lazy quantifiers', () => {
  const a = P.chars('a');
  it.each([
    ['a*? then a*', P.seq(P.cap('x', P.star(a, true)), P.cap('y', P.star(a))), 'aaa', { x: '', y: 'aaa' }],
    ['a+? then a*', P.seq(P.cap('x', P.plus(a, true)), P.cap('y', P.star(a))), 'aaa', { x: 'a', y: 'aa' }],
    ['a{1,3}? then a*', P.seq(P.cap('x', P.rep(a, 1, 3, true)), P.cap('y', P.star(a))), 'aaa', { x: 'a', y: 'aa' }],
    ['a{1,3} then a*', P.seq(P.cap('x', P.rep(a, 1, 3)), P.cap('y', P.star(a))), 'aaaa', { x: 'aaa', y: 'a' }],
    ['a?? then a?', P.seq(P.cap('x', P.opt(a, true)), P.cap('y', P.opt(a))), 'a', { x: '', y: 'a' }],
    ['lazy, then what must follow', P.seq(P.cap('x', P.star(P.set([[0x61, 0x7a]]), true)), P.chars('.'), P.cap('y', P.star(P.set([[0x2e, 0x7a]])))), 'ab.cd.ef', { x: 'ab', y: 'cd.ef' }],
    ['greedy, then what must follow', P.seq(P.cap('x', P.star(P.set([[0x2e, 0x7a]]))), P.chars('.'), P.cap('y', P.star(P.set([[0x61, 0x7a]])))), 'ab.cd.ef', { x: 'ab.cd', y: 'ef' }],
  ] as const)('%s', (_name, p, input, values) => {
    const r = compileCaptures(p).match(input);
    expect(r.kind === 'match' && { ...r.values }).toEqual(values);
    expect(checkPriority(p, [input])).toBe(1);
  });
});

describe("mode 'all'", () => {
  it('ambiguous exactly when two readings have differing captures (no capture inside a repetition; fixed seed)', () => {
    const rand = prng(4040);
    const inputs = strings(['a', 'b'], 4);
    let ambiguous = 0;
    let unique = 0;
    for (let i = 0; i < 250; i++) {
      const gen = { letters: [A, B], depth: 3, captures: true, capturesInRepetition: false };
      // Half of them two captured parts side by side: where the split falls is often ambiguous.
      const p = i % 2 ? randomPattern(rand, gen) : P.seq(P.cap('s', randomPattern(rand, gen)), P.cap('t', randomPattern(rand, gen)));
      const vm = new PikeVM(nfaOf(p));
      const m = compileCaptures(p, { mode: 'all' });
      for (const s of inputs) {
        const what = `${show(p)} on ${JSON.stringify(s)}`;
        const rs = distinct(readings(p, s, LIMIT)).map((r) => r.join(','));
        const v = vm.run(s, true);
        expect(m.match(s).kind, what).toBe(v.kind);
        if (rs.length === 0) expect(v.kind, what).toBe('no-match');
        else if (rs.length === 1) {
          expect(v.kind, what).toBe('match');
          if (v.kind === 'match') expect(v.regs.join(','), what).toBe(rs[0]);
          unique++;
        } else {
          expect(v.kind, what).toBe('ambiguous');
          if (v.kind === 'ambiguous') {
            expect(rs, what).toContain(v.a.join(','));
            expect(rs, what).toContain(v.b.join(','));
            expect(v.a.join(','), what).not.toBe(v.b.join(','));
          }
          ambiguous++;
        }
      }
    }
    expect(ambiguous).toBeGreaterThan(50);
    expect(unique).toBeGreaterThan(500);
  });

  it('a capture inside a repetition: what it reports is true (sound), though it may miss an ambiguity', () => {
    const rand = prng(4141);
    const inputs = strings(['a', 'b'], 4);
    let ambiguous = 0;
    let missed = 0;
    let inRep = 0;
    for (let i = 0; i < 300; i++) {
      const gen = { letters: [A, B], depth: 3, captures: true, capturesInRepetition: true };
      // Half of them a repetition of captured alternatives.
      const p = i % 2 ? randomPattern(rand, gen) : P.rep(P.alt(P.cap('s', randomPattern(rand, gen)), P.cap('t', randomPattern(rand, gen))), Math.floor(rand() * 2), rand() < 0.5 ? Infinity : 3);
      const vm = new PikeVM(nfaOf(p));
      for (const s of inputs) {
        const what = `${show(p)} on ${JSON.stringify(s)}`;
        const rs = distinct(readings(p, s, LIMIT)).map((r) => r.join(','));
        const v = vm.run(s, true);
        if (v.kind === 'no-match') expect(rs, what).toEqual([]);
        else if (v.kind === 'match') {
          expect(rs, what).toContain(v.regs.join(','));
          if (rs.length > 1) missed++;
        } else {
          expect(rs, what).toContain(v.a.join(','));
          expect(rs, what).toContain(v.b.join(','));
          expect(v.a.join(','), what).not.toBe(v.b.join(','));
          ambiguous++;
        }
      }
      if (JSON.stringify(p).includes('"rep"') && namesOf(p).length > 0) inRep++;
    }
    expect(ambiguous).toBeGreaterThan(1000);
    expect(inRep).toBeGreaterThan(100);
    // The two-per-state rule misses a few ambiguities here (vm.ts's documented limit): 28 of this draw's.
    expect(missed).toBeGreaterThan(0);
    expect(missed).toBeLessThan(ambiguous / 20);
  });

  it("a round of an unbounded repetition that reads nothing is no reading (as in 'priority')", () => {
    // Entered a second time by the path that had passed through it, the loop gave s = '' at 0 and at 1.
    const p = P.star(P.alt(P.cap('s', P.empty()), P.chars('b')));
    for (const s of ['', 'b', 'bb']) {
      expect(compileCaptures(p, { mode: 'all' }).match(s), s).toEqual({ kind: 'match', values: { s: undefined }, spans: { s: undefined } });
      expect(compileCaptures(p).match(s), s).toEqual({ kind: 'match', values: { s: undefined }, spans: { s: undefined } });
    }
    const q = P.star(P.seq(P.cap('x', P.opt(P.chars('a'))), P.chars('b')));
    expect(compileCaptures(q, { mode: 'all' }).match('bab')).toEqual({ kind: 'match', values: { x: 'a' }, spans: { x: [1, 2] } });
  });

  it('the ambiguous outcome holds both assignments', () => {
    const x = P.star(P.chars('x'));
    const r = compileCaptures(P.seq(P.cap('a', x), P.cap('b', x)), { mode: 'all' }).match('xx');
    expect(r).toEqual({
      kind: 'ambiguous',
      assignments: [
        { values: { a: 'xx', b: '' }, spans: { a: [0, 2], b: [2, 2] } },
        { values: { a: 'x', b: 'x' }, spans: { a: [0, 1], b: [1, 2] } },
      ],
    });
  });
});

describe('the budgets', () => {
  /** The error compileCaptures throws, or null. */
  const thrown = (p: Pattern, budget: CaptureBudget): unknown => {
    try {
      compileCaptures(p, { budget });
    } catch (e) {
      return e;
    }
    return null;
  };
  const nest = (n: number): Pattern => {
    let p: Pattern = P.chars('a');
    for (let i = 0; i < n; i++) p = P.seq(p, P.chars('b'));
    return p;
  };

  it.each([
    ['states', P.cap('host', P.chars('abcdefgh')), { states: 10 }, { budget: 'states', max: 10, where: 'host' }, 'capture engine: the automaton needs more than 10 states (in capture "host")'],
    ['depth', nest(20), { depth: 10 }, { budget: 'depth', max: 10, where: null }, 'capture engine: the pattern nests more than 10 levels deep'],
    ['repeat', P.cap('n', P.rep(P.chars('a'), 0, 20)), { repeat: 10 }, { budget: 'repeat', max: 10, where: 'n' }, "capture engine: a repetition's bound is more than 10"],
    ['captures', P.seq(P.cap('a', P.empty()), P.cap('b', P.empty()), P.cap('c', P.empty())), { captures: 2 }, { budget: 'captures', max: 2, where: 'c' }, 'capture engine: the pattern has more than 2 captures (in capture "c")'],
  ] as const)('%s: a CaptureBudgetError with code budget', (_name, p, budget, fields, message) => {
    const e = thrown(p, budget);
    expect(e).toBeInstanceOf(CaptureBudgetError);
    expect(e).toMatchObject({ code: 'budget', ...fields });
    expect((e as Error).message.startsWith(message)).toBe(true);
    // Within the default budget it compiles.
    expect(thrown(p, {})).toBe(null);
  });

  it('a name written twice is one capture; a budget out of range is an ArgumentError', () => {
    expect(thrown(P.seq(P.cap('a', P.empty()), P.cap('a', P.empty())), { captures: 1 })).toBe(null);
    expect(thrown(P.chars('a'), { states: 0 })).toBeInstanceOf(ArgumentError);
    expect(thrown(P.chars('a'), { depth: 1001 })).toBeInstanceOf(ArgumentError);
    expect(thrown(P.chars('a'), { dfaStates: 1.5 })).toBeInstanceOf(ArgumentError);
    expect(thrown(P.chars('a'), { stats: 1 } as never)).toBeInstanceOf(ArgumentError);
    expect(thrown(P.rep(P.chars('a'), 3, 2), {})).toBeInstanceOf(ArgumentError);
  });

  it('past dfaStates the machine runs as the VM: the same answers, stats.fellBack', () => {
    const rand = prng(77);
    let fell = 0;
    for (let i = 0; i < 80; i++) {
      const p = randomPattern(rand, { letters: [A, B], depth: 3, captures: true, capturesInRepetition: true });
      const full = compileCaptures(p);
      const one = compileCaptures(p, { budget: { dfaStates: 1 } });
      for (const s of strings(['a', 'b'], 5)) expect(one.match(s), `${show(p)} on ${s}`).toEqual(full.match(s));
      expect(full.stats.fellBack).toBe(false);
      expect(one.stats.dfaStates).toBeLessThanOrEqual(1);
      if (one.stats.fellBack) fell++;
    }
    expect(fell).toBeGreaterThan(60);
  });
});

describe('linearity on counted steps (captureSteps)', () => {
  const ab = P.set([[A, B]]);
  const patterns: Array<[string, Pattern, (n: number) => string]> = [
    ['(a|ab|b)* with captures', P.star(P.alt(P.cap('x', P.chars('a')), P.cap('y', P.chars('ab')), P.chars('b'))), (n) => 'ab'.repeat(n)],
    ['<x:[ab]*> <y:b*> c?', P.seq(P.cap('x', P.star(ab)), P.cap('y', P.star(P.chars('b'))), P.opt(P.chars('c'))), (n) => 'ab'.repeat(n)],
    ['(a*)*b: fails at the end', P.seq(P.star(P.cap('x', P.star(P.chars('a')))), P.chars('b')), (n) => 'a'.repeat(2 * n)],
    ['a*b: dies at the last unit', P.seq(P.cap('x', P.star(P.chars('a'))), P.chars('b')), (n) => `${'a'.repeat(2 * n - 1)}c`],
    ['[ab]*?a[ab]{4}', P.seq(P.cap('p', P.star(ab, true)), P.chars('a'), P.cap('q', P.rep(ab, 4, 4))), (n) => 'ba'.repeat(n)],
  ];
  /** The steps of `run` on the input of size n. */
  const steps = (run: (s: string) => unknown, s: string): number => {
    const before = captureSteps();
    run(s);
    return captureSteps() - before;
  };
  /** Edges of the NFA: what one position's closure may push, per entry. */
  const edges = (nfa: TaggedNFA): number => {
    let e = 0;
    for (let s = 0; s < nfa.size; s++) e += nfa.eps[s]?.length ?? (nfa.next[s]! >= 0 ? 1 : 0);
    return e;
  };

  it.each(patterns)('%s: the VM (priority and all), and the warm DFA', (_name, p, input) => {
    const nfa = nfaOf(p);
    const vm = new PikeVM(nfa);
    const dfa = compileCaptures(p);
    dfa.exec(input(2000)); // warm: its states made
    expect(dfa.stats.fellBack).toBe(false);
    for (const n of [250, 1000]) {
      const s = input(n);
      const s2 = input(2 * n);
      for (const [name, run, perEntry] of [
        ['vm priority', (x: string) => vm.run(x, false), 1],
        ['vm all', (x: string) => vm.run(x, true), 2],
        ['dfa', (x: string) => dfa.exec(x), 1],
      ] as const) {
        const a = steps(run, s);
        const b = steps(run, s2);
        expect(a, name).toBeGreaterThan(0);
        expect(b / a, `${name}: ${b} steps on ${s2.length} units, ${a} on ${s.length}`).toBeLessThanOrEqual(2.2);
        // At each position a state is entered at most `perEntry` times, each entry pushing its edges.
        expect(b, name).toBeLessThanOrEqual((s2.length + 1) * (nfa.size + edges(nfa)) * perEntry);
      }
      // The warm DFA: one step per unit.
      expect(steps((x) => dfa.exec(x), s)).toBe(s.length);
    }
  });
});
