/**
 * The capture engine's ambiguity search (grammar/engine/capture/ambiguity.ts) held to the
 * brute-force oracle (test/support/capture-oracle.ts) on random small patterns (fixed seeds) and
 * every short input: `unambiguous` only where no input has two readings whose captures differ;
 * `ambiguous` with a witness that has two, and no shorter input has (exact where no capture sits
 * inside a repetition); `unknown` past the budget. And `compileSpans`, read by the lazy DFA alone
 * where the search says `unambiguous`, answers what the `all` VM answers, on every input; and a
 * machine's `noMatchAt` after a run that found no match is the VM's offset (the oracle's).
 */
import { describe, expect, it } from 'vitest';
import { ambiguityOf, compileSpans, type SpansOutcome } from '../grammar/engine/capture/ambiguity.js';
import { CAPTURE_BUDGET, compileCaptures, P, type Pattern } from '../grammar/engine/capture/index.js';
import { compileNFA, type TaggedNFA } from '../grammar/engine/capture/nfa.js';
import { PikeVM, type VMResult } from '../grammar/engine/capture/vm.js';
import { distinct, noMatchOffset, prng, randomPattern, readings, show, strings } from './support/capture-oracle.js';

const NFA_BUDGET = { maxStates: CAPTURE_BUDGET.states, maxDepth: CAPTURE_BUDGET.depth, maxRepeat: CAPTURE_BUDGET.repeat, maxCaptures: CAPTURE_BUDGET.captures };
const nfaOf = (p: Pattern): TaggedNFA => compileNFA(p, NFA_BUDGET);
const A = 0x61;
const B = 0x62;
const LIMIT = 5000;
/** The distinct readings of `s` by `p`, as strings. */
const readingsOf = (p: Pattern, s: string): string[] => distinct(readings(p, s, LIMIT)).map((r) => r.join(','));

/** A pattern of the draw: half of them two captured parts side by side (where the split falls is often ambiguous). */
const draw = (rand: () => number, i: number, capturesInRepetition: boolean): Pattern => {
  const gen = { letters: [A, B], depth: 3, captures: true, capturesInRepetition };
  return i % 2 ? randomPattern(rand, gen) : P.seq(P.cap('s', randomPattern(rand, gen)), P.cap('t', randomPattern(rand, gen)));
};

describe('ambiguityOf', () => {
  it('no capture inside a repetition: unambiguous exactly where no input has two readings; the witness the shortest that has (fixed seed)', () => {
    const rand = prng(4242);
    const inputs = strings(['a', 'b'], 4);
    let ambiguous = 0;
    let unambiguous = 0;
    for (let i = 0; i < 300; i++) {
      const p = draw(rand, i, false);
      const a = ambiguityOf(nfaOf(p), 100_000);
      expect(a.kind, show(p)).not.toBe('unknown');
      // The first input (shortest, then in order) with two readings, among the short ones.
      const first = inputs.find((s) => readingsOf(p, s).length > 1);
      if (a.kind === 'unambiguous') {
        expect(first, show(p)).toBeUndefined();
        unambiguous++;
      } else if (a.kind === 'ambiguous') {
        expect(readingsOf(p, a.witness).length, `${show(p)} on ${JSON.stringify(a.witness)}`).toBeGreaterThan(1);
        // Shortest: no shorter input has two readings.
        if (first !== undefined) expect(a.witness.length, show(p)).toBe(first.length);
        else expect(a.witness.length, show(p)).toBeGreaterThan(4);
        ambiguous++;
      }
    }
    expect(ambiguous).toBeGreaterThan(50);
    expect(unambiguous).toBeGreaterThan(50);
  });

  it('a capture inside a repetition: what it says unambiguous is (sound; fixed seed)', () => {
    const rand = prng(4343);
    const inputs = strings(['a', 'b'], 4);
    let unambiguous = 0;
    for (let i = 0; i < 300; i++) {
      const p = i % 2 ? draw(rand, i, true) : P.rep(P.alt(P.cap('s', draw(rand, 1, true)), P.cap('t', draw(rand, 1, true))), Math.floor(rand() * 2), rand() < 0.5 ? Infinity : 3);
      const a = ambiguityOf(nfaOf(p), 100_000);
      if (a.kind !== 'unambiguous') continue;
      unambiguous++;
      for (const s of inputs) expect(readingsOf(p, s).length, `${show(p)} on ${JSON.stringify(s)}`).toBeLessThan(2);
    }
    expect(unambiguous).toBeGreaterThan(50);
  });

  it('cases: the split of two captures, a literal between them, an optional part, past the budget', () => {
    const x = P.star(P.chars('x'));
    expect(ambiguityOf(nfaOf(P.seq(P.cap('a', x), P.cap('b', x))), 1000)).toEqual({ kind: 'ambiguous', witness: 'x' });
    expect(ambiguityOf(nfaOf(P.seq(P.cap('a', x), P.chars('/'), P.cap('b', x))), 1000)).toEqual({ kind: 'unambiguous' });
    // An empty capture or none: two readings of the empty input.
    expect(ambiguityOf(nfaOf(P.alt(P.cap('a', P.empty()), P.empty())), 1000)).toEqual({ kind: 'ambiguous', witness: '' });
    // Two paths, one reading: no capture tells them apart.
    expect(ambiguityOf(nfaOf(P.alt(P.chars('ab'), P.seq(P.chars('a'), P.chars('b')))), 1000)).toEqual({ kind: 'unambiguous' });
    const long = P.seq(P.cap('a', P.star(P.set([[A, B]]))), P.chars('ab'.repeat(50)));
    expect(ambiguityOf(nfaOf(long), 20)).toEqual({ kind: 'unknown' });
    expect(ambiguityOf(nfaOf(long), 100_000).kind).toBe('unambiguous');
  });
});

describe('compileSpans', () => {
  /** The outcome the `all` VM's answer stands for, as spans by capture index. */
  const fromVM = (names: readonly string[], v: VMResult): SpansOutcome => {
    const of = (regs: Int32Array) => names.map((_, i) => (regs[2 * i]! >= 0 && regs[2 * i + 1]! >= regs[2 * i]! ? ([regs[2 * i]!, regs[2 * i + 1]!] as const) : undefined));
    if (v.kind === 'no-match') return v;
    if (v.kind === 'match') return { kind: 'match', spans: of(v.regs) };
    return { kind: 'ambiguous', assignments: [{ spans: of(v.a) }, { spans: of(v.b) }] };
  };

  it('answers what the all VM answers on every short input, read by the DFA where the pattern is unambiguous (fixed seed)', () => {
    const rand = prng(4444);
    const inputs = strings(['a', 'b'], 4);
    let single = 0;
    for (let i = 0; i < 300; i++) {
      const p = draw(rand, i, i % 3 === 0);
      const nfa = nfaOf(p);
      const vm = new PikeVM(nfa);
      const m = compileSpans(p);
      expect(m.names).toEqual(nfa.names);
      expect(m.unambiguous).toBe(ambiguityOf(nfa, CAPTURE_BUDGET.setStates).kind === 'unambiguous');
      if (m.unambiguous) single++;
      for (const s of inputs) expect(m.matchSpans(s), `${show(p)} on ${JSON.stringify(s)}`).toStrictEqual(fromVM(nfa.names, vm.run(s, true)));
    }
    expect(single).toBeGreaterThan(50);
  });
});

describe('noMatchAt', () => {
  it("after an execView that finds no match, the VM's offset and the oracle's, by the DFA and by the VM past its budget (fixed seed)", () => {
    const rand = prng(4545);
    const inputs = strings(['a', 'b'], 4);
    let none = 0;
    for (let i = 0; i < 200; i++) {
      const p = draw(rand, i, true);
      const vm = new PikeVM(nfaOf(p));
      for (const m of [compileCaptures(p), compileCaptures(p, { budget: { dfaStates: 1 } })]) {
        for (const s of inputs) {
          const v = vm.run(s, false);
          const got = m.execView(s);
          expect(got === null, `${show(p)} on ${JSON.stringify(s)}`).toBe(v.kind === 'no-match');
          if (v.kind !== 'no-match') continue;
          expect(m.noMatchAt, `${show(p)} on ${JSON.stringify(s)}`).toBe(v.offset);
          expect(m.noMatchAt).toBe(noMatchOffset(p, s));
          none++;
        }
      }
    }
    expect(none).toBeGreaterThan(300);
  });
});
