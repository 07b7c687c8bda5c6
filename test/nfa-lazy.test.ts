/**
 * The NFA's lazy automaton (grammar/engine/nfa.ts: `walk`, `step`, `framesBack`)
 * against the simulation it replaced (`simulated`, which automata with astral edges read): the same viable end,
 * the same "wants more", the same expected terminals in the same order with the same rule frames
 * (rule and start of each), and the same "accepts at the end", on every rule of every grammar and
 * on automata made to fill the lazy automaton or a state's steps over U+007F.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alt, and, lit, NFA, not, opt, range, ref, rep, seq, star, type Expr, type NfaRun } from '../grammar/all.js';
import { BoundShapeError } from '../grammar/engine/nfa.js';
import { plainResolver } from '../grammar/engine/charset.js';
import { workOf } from '../grammar/engine/work.js';
import { declaredRules } from './support/declared.js';
import { everyKth } from './support/scale.js';

/** A run as plain data: frames as `rule@start` chains, outermost first. */
const plain = (r: NfaRun) => ({
  viableEnd: r.viableEnd,
  acceptsAtEnd: r.acceptsAtEnd,
  expected: r.expected.map((x) => {
    const chain: string[] = [];
    for (let f = x.frames; f; f = f.parent) chain.unshift(`${f.rule.key}@${f.start}`);
    return `${x.label} in ${chain.join(' / ')}`;
  }),
});

/** How many runs were given the walk of `viableEnd` (`keepWalk`). */
let keptRuns = 0;

/** The same answers from the lazy automaton and the simulation, at `pos` of `input`. */
const agree = (nfa: NFA, input: string, pos: number): void => {
  const end = nfa.viableEnd(input, pos);
  const more = nfa.wantsMore;
  // A walk of 1,024 units or more is kept for `run` (as a leaf that pends keeps it).
  const kept = nfa.keepWalk();
  if (kept) expect(kept.end - kept.pos).toBeGreaterThanOrEqual(1024);
  const want = plain(nfa.simulated(input, pos));
  expect(want.viableEnd, `viableEnd of ${JSON.stringify(input)} at ${pos}`).toBe(end);
  expect(nfa.wantsMore).toBe(more);
  expect(plain(nfa.run(input, pos)), `run of ${JSON.stringify(input)} at ${pos}`).toEqual(want);
  if (kept) {
    expect(plain(nfa.run(input, pos, kept)), `run of ${JSON.stringify(input)} at ${pos}, its walk kept`).toEqual(want);
    keptRuns++;
  }
};

/** Every rule an automaton can be built of (no lookahead, no recursion); some with astral edges (RFC 3987's). */
const automata = (): Array<{ key: string; nfa: NFA; alphabet: string[] }> => {
  const out: Array<{ key: string; nfa: NFA; alphabet: string[] }> = [];
  for (const r of declaredRules()) {
    let nfa: NFA;
    try {
      nfa = new NFA(ref(r.name, r.rfc), r.rfc, { resolve: plainResolver, expandNodes: true });
    } catch {
      continue;
    }
    if (nfa.size > 3000) continue;
    out.push({ key: r.key, nfa, alphabet: [] });
  }
  return out;
};

/** The characters URLs are made of, and a few they are not: astral ones, lone surrogates, a noncharacter. */
const ALPHABET = [...'aZ09-._~!$&\'()*+,;=:@/?#[]%AFfv ', '\u00e9', '\u3000', '\t', '\\', '"', '<', '|', '\u{1F600}', '\u{E0001}', '\ud800', '\udc00', '\ufffe', '\ue000'];
const text = (alphabet: readonly string[], maxLength: number) => fc.array(fc.constantFrom(...alphabet), { maxLength, size: 'max' }).map((a) => a.join(''));

describe('the lazy automaton reads as the simulation does', () => {
  const all = automata();

  it('covers the grammars: the rules of every RFC, astral ones among them', () => {
    expect(all.length).toBeGreaterThan(150);
    expect(all.filter((a) => a.nfa.astral).length).toBeGreaterThan(10);
  });

  it('on every rule, at the start and inside random texts, called again and again on the same automaton', () => {
    for (const { key, nfa } of all) {
      try {
        fc.assert(
          fc.property(text(ALPHABET, 40), fc.nat(40), (input, at) => {
            agree(nfa, input, Math.min(at, input.length));
          }),
          { numRuns: 25, seed: 3 },
        );
      } catch (e) {
        throw new Error(`${key}: ${(e as Error).message}`);
      }
    }
  });

  it('on long runs that repeat (where the walk back meets one walker, and passes over a text that repeats with a period of 2 to 8), as the ladder reads them', () => {
    const shapes = ['1.', 'a', 'a.', '%41', ':', '@', '[::1]', '1:', 'a-', ';', '//', '%2e%2e/', '1.2.3.4.'];
    const before = keptRuns;
    // Under npm test each automaton reads every second shape, the automata taking turns.
    for (const [i, { nfa }] of all.entries()) {
      for (const s of everyKth(shapes, 2, i)) {
        const input = s.repeat(600);
        agree(nfa, input, 0);
        agree(nfa, 'x' + input, 1);
      }
    }
    expect(keptRuns - before).toBeGreaterThan(50);
  });

  it('where, inside a run, a thread comes from another thread of the same state (the walk back moves between them)', () => {
    // After a few "a": a state that reads "a" into itself, whose threads stand in `segment`'s loop,
    // `reg-name`'s (each reached first from the `ALPHA` step before it, itself from `segment`'s) and
    // `userinfo`'s (from the second `ALPHA`): walking back through the run, a walker goes from
    // thread to thread, and each has frames of its own rules, opened at a place of its own (the
    // walk back of a run that ends in ":" starts as one walker, on `userinfo`'s thread).
    const chain: Expr = seq(ref('segment', 3986), ref('ALPHA', 2234), ref('reg-name', 3986), ref('ALPHA', 2234), ref('userinfo', 3986), lit('$'));
    const nfa = new NFA(chain, 3986, { resolve: plainResolver, expandNodes: true });
    for (const n of [1, 2, 3, 4, 5, 8, 1500]) {
      agree(nfa, 'a'.repeat(n), 0);
      agree(nfa, 'a'.repeat(n) + '$', 0);
      agree(nfa, 'b' + 'a'.repeat(n) + '%', 1);
      agree(nfa, 'a'.repeat(n) + ':', 0);
      agree(nfa, 'a'.repeat(n) + ':a', 0);
    }
  });

  it('where the lazy automaton is full: the simulation goes on from where the walk stopped', () => {
    // (a|b)* a (a|b){10}: 2^11 states once determinized, past the bound of 512.
    const ab = alt(lit('a'), lit('b'));
    const wide: Expr = seq(star(ab), lit('a'), rep(10, 10, ab));
    const nfa = new NFA(wide, 3986, { resolve: plainResolver, expandNodes: true });
    fc.assert(
      fc.property(text(['a', 'b'], 3000), fc.boolean(), (input, stop) => {
        if (stop) input += 'c' + input;
        agree(nfa, input, 0);
        agree(nfa, input, input.length >> 1);
      }),
      { numRuns: 40, seed: 5 },
    );
  });

  it('where a surrogate pair is one character of the astral edges and two units of the others', () => {
    // The astral edge reads a pair and lands two units on; the code-unit edge reads its high
    // surrogate, then its low one: both threads stand after the pair, the astral one first.
    const pairs = alt(range(0x10000, 0x10ffff), seq(range(0xd800, 0xdbff), range(0xdc00, 0xdfff), lit('!')), seq(range(0xd800, 0xdbff), lit('?')));
    const nfa = new NFA(seq(star(alt(pairs, lit('a'))), lit('$')), 3987, { resolve: plainResolver, expandNodes: true });
    expect(nfa.astral).toBe(true);
    fc.assert(
      fc.property(text(['\u{1F600}', '\u{10000}', '\ud800', '\udc00', '!', '?', 'a', '$'], 60), (input) => {
        agree(nfa, input, 0);
      }),
      { numRuns: 400, seed: 7 },
    );
  });

  it("on a repetition of a token rule as the traced parse's leaves build it (`*xchar`): the same answers, the walk back stopping at the last element", () => {
    // A leaf's automaton (grammar/engine/compile.ts) reads its expression with the token rules'
    // frames only. Where the walker back owes a cancellation for every frame open at its thread,
    // it stops (`State.open`): a thread of the last element has its frames from that element.
    const tokens = declaredRules().filter((r) => r.token);
    expect(tokens.length).toBeGreaterThan(40);
    const runs = ['a', '%41', '1.', 'a.', 'a-', '1', ':', '@', '%4', 'a1.'];
    let leaves = 0;
    for (const r of tokens) {
      for (const e of [star(ref(r.name, r.rfc)), star(seq(ref(r.name, r.rfc), lit('.')))] as Expr[]) {
        let nfa: NFA;
        try {
          nfa = new NFA(e, r.rfc, { resolve: plainResolver });
        } catch {
          continue;
        }
        leaves++;
        for (const u of runs) {
          agree(nfa, u.repeat(400), 0);
          agree(nfa, 'x' + u.repeat(400) + '%4%', 1);
        }
        fc.assert(
          fc.property(text(ALPHABET, 30), (input) => agree(nfa, input, 0)),
          { numRuns: 10, seed: 11 },
        );
      }
    }
    expect(leaves).toBeGreaterThan(80);
    // Counted: RFC 1738's `*xchar` over 3,000 "a" and a bad escape, its walk kept: `run` walks
    // back the last element (a few steps), not the 3,000 (one step each, before).
    const xchar = new NFA(star(ref('xchar', 1738)), 1738, { resolve: plainResolver });
    for (const u of ['a', '%41', '%2541']) {
      const input = u.repeat(3000) + '%4%';
      const end = xchar.viableEnd(input, 0);
      expect(end).toBe(input.length - 1);
      const kept = xchar.keepWalk();
      expect(kept).not.toBeNull();
      const { value, steps } = workOf(() => xchar.run(input, 0, kept));
      expect(plain(value)).toEqual(plain(xchar.simulated(input, 0)));
      expect(steps, u).toBeLessThan(16);
    }
  });

  it('past the steps a state keeps over U+007F: each made again, with the same answer', () => {
    const nfa = new NFA(seq(star(alt(range(0x100, 0xd7ff), lit('.'))), lit('$')), 3986, { resolve: plainResolver, expandNodes: true });
    const many = Array.from({ length: 3000 }, (_, k) => String.fromCharCode(0x100 + k * 7)).join('.');
    agree(nfa, many, 0);
    agree(nfa, many + '$', 0);
    agree(nfa, many + '$', 5);
  });
});

describe('a lookahead of one character read as a bound on the next (`nextCharacter`, the first-error reader’s automaton)', () => {
  const opts = { resolve: plainResolver, nextCharacter: true } as const;
  // "x", then "y" or "z", with `!"y"` or `&"y"` between: PEG's `"x" !"y" ("y" / "z")`.
  const bounded = (neg: boolean): NFA => new NFA(seq(lit('x'), (neg ? not : and)(lit('y')), alt(lit('y'), lit('z'))), 3986, opts);
  const whole = (nfa: NFA, s: string): boolean => {
    const r = nfa.run(s, 0);
    return r.acceptsAtEnd && r.viableEnd === s.length;
  };

  it('`!x` lets through what the next character is not, and the end of the input; the lazy automaton and the simulation agree', () => {
    const nfa = bounded(true);
    expect([whole(nfa, 'xz'), whole(nfa, 'xy')]).toEqual([true, false]);
    // After "x": "y" is no terminal a reading there can want.
    expect(plain(nfa.run('x', 0))).toEqual({ viableEnd: 1, acceptsAtEnd: false, expected: ['"z" in '] });
    // Where the next character is "y", the bounded reading is stopped: it wants nothing there.
    expect(plain(nfa.run('xy', 0))).toEqual({ viableEnd: 1, acceptsAtEnd: false, expected: [] });
    for (const s of ['x', 'xy', 'xz', 'xzz', 'y']) agree(nfa, s, 0);
  });

  it('`&x` lets through only what the next character is, never the end of the input', () => {
    const nfa = bounded(false);
    expect([whole(nfa, 'xy'), whole(nfa, 'xz')]).toEqual([true, false]);
    expect(plain(nfa.run('x', 0)).expected).toEqual([]);
    expect(plain(nfa.run('xz', 0))).toEqual({ viableEnd: 1, acceptsAtEnd: false, expected: [] });
    for (const s of ['x', 'xy', 'xz', 'xyy']) agree(nfa, s, 0);
  });

  it('the end of a rule read after it: a reading that could end there is stopped where the next character is bounded', () => {
    // `"a" !"b"` then an optional "c": at "a|b", no reading wants "c" or the end.
    const nfa = new NFA(seq(lit('a'), not(lit('b')), opt(lit('c'))), 3986, opts);
    expect(plain(nfa.run('ab', 0))).toEqual({ viableEnd: 1, acceptsAtEnd: false, expected: [] });
    expect(nfa.run('a', 0).acceptsAtEnd).toBe(true);
    expect(whole(nfa, 'ac')).toBe(true);
    for (const s of ['a', 'ab', 'ac', 'acb']) agree(nfa, s, 0);
  });

  it('refuses a lookahead of more than one character, two that meet, and one without the option', () => {
    expect(() => new NFA(seq(lit('x'), not(lit('yz'))), 3986, opts)).toThrow(BoundShapeError);
    expect(() => new NFA(seq(lit('x'), not(lit('yz'))), 3986, opts)).toThrow(/one character/);
    expect(() => new NFA(seq(lit('x'), not(lit('y')), and(lit('z')), lit('z')), 3986, opts)).toThrow(/two one-character lookaheads meet/);
    expect(() => new NFA(seq(lit('x'), not(lit('y')), and(lit('z')), lit('z')), 3986, opts)).toThrow(BoundShapeError);
    expect(() => new NFA(seq(lit('x'), not(lit('y'))), 3986, { resolve: plainResolver })).toThrow(/lookahead/);
  });
});
