/**
 * The grammar read as a Thompson NFA: the reference reading of the BNF, with true (unordered)
 * alternation and backtracking-free repetition.
 *
 * All grammars here are regular (no production is recursive), so every rule compiles to a finite
 * automaton. The NFA is used
 *   - by the traced parse, to find how far a regular-expression leaf could have read (its viable
 *     prefix) and which terminals it would have accepted there;
 *   - by the tests, as the oracle for "the reported offset is the first position at which no
 *     derivation of the BNF can continue", and for the language equality of each PEG rewrite.
 *
 * Simulation is linear in the input: each position visits each state at most once. `viableEnd`
 * and `run` read through a lazy deterministic automaton made of the simulation's state sets (a
 * table lookup per character where the set was reached before), and fall back to the simulation
 * where it would grow past its bound or meets a surrogate under astral edges (see `walk`).
 *
 * Code points beyond the BMP: an edge whose character set is astral (`isAstral`: `ucschar`,
 * `iprivate`) reads the code point at its position, a surrogate pair as one character of width
 * two (a lone surrogate is read as itself, width one, and so matches nothing astral); every other
 * edge reads one UTF-16 unit, as before. Positions stay UTF-16 indexes. An automaton with no
 * astral edge runs the code-unit simulation unchanged.
 *
 * Its types (states, edges, what a run answers, the lazy automaton's states and steps) are in
 * nfa/types.ts, its options and bounds in nfa/options.ts, and one reading's path (`parsePath`) in
 * nfa/path.ts.
 */
import { charsetOf, difference, inRanges, isAstral, predicate, type Ranges, type Resolver } from './charset.js';
import { automatonBody, type Expr, type RFC, type Rule } from './dsl.js';
import { PERIOD_EVERY, PERIOD_FROM, repeatedRun, takeRepeated } from './nfa/period.js';
import { framesBack, readersOf } from './nfa/back.js';
import { expectationsOf, nullable } from './nfa/expect.js';
import { BoundShapeError, NFALimitError, type NfaOptions } from './nfa/options.js';
import { releaseScan, scanParts } from './nfa/scan.js';
import type { Bucket, ClosurePath, DState, KeptWalk, Net, NfaExpectation, NfaFrame, NfaResume, NfaRun, NfaWalk, State, Step } from './nfa/types.js';
import { quoteTerminal, rangeTerminal } from './print.js';
import { WORK } from './work.js';

export { BoundShapeError, NFALimitError, type NfaOptions } from './nfa/options.js';
export { expectationsOf, nullable } from './nfa/expect.js';
export type { DState, GuardAutomaton, KeptWalk, NfaEvent, NfaExpectation, NfaFrame, NfaResume, NfaRun, NfaWalk, State } from './nfa/types.js';

/**
 * An array read by index where most indexes are never set (a state's steps by code unit, the
 * closures by state id): without a prototype, so that an unset index is `undefined` whatever
 * `Array.prototype` holds (DECISIONS 34). Only indexed, never a method called on it.
 */
const sparse = <T,>(): T[] => Object.setPrototypeOf([], null) as T[];

/** Every state made by every automaton's builder, counted (`nfaStatesMade`). */
let statesMade = 0;

/**
 * How many NFA states have been made in this process, by every automaton: the counted work the
 * tests hold the budgets to (test/abnf-budget.test.ts), where wall-clock time is not asserted.
 *
 * @example
 * ```ts
 * typeof nfaStatesMade(); // 'number'
 * ```
 */
export function nfaStatesMade(): number {
  return statesMade;
}

/** The most states an automaton built with `maxNesting` may reach (a rule nested in itself grows it level by level). */
const MAX_NESTED_STATES = 500_000;
/** The builder's default nesting bound (`NfaOptions.maxDepth`). */
const MAX_DEPTH = 200;

/** A compiled automaton with its start state. */
export class NFA {
  readonly start: State;
  private nextId = 0;
  readonly size: number;
  /** Some edge reads code points (an astral set). */
  astral = false;

  /** `NfaOptions.maxStates`, `maxDepth`, resolved. */
  private readonly maxStates: number;
  private readonly maxDepth: number;
  /** The rule being expanded (the innermost), for the limit's error. */
  private expanding: Rule | null = null;
  /** The rule frames open where `build` is making states (see `State.open`). */
  private open = 0;
  /** One edge test per character set made (a single character's, by the character and case): edges share them. */
  private readonly tests = new Map<string, { readonly set: Ranges; readonly test: (c: number) => boolean }>();
  private readonly testsBySet = new WeakMap<Ranges, (c: number) => boolean>();

  constructor(e: Expr, from: RFC, private readonly opts: NfaOptions) {
    this.maxStates = opts.maxStates ?? (opts.maxNesting !== undefined ? MAX_NESTED_STATES : Infinity);
    this.maxDepth = opts.maxDepth ?? MAX_DEPTH;
    const f = this.build(e, from, null, 0);
    f.end.accept = true;
    for (const [s, b] of this.bounds) this.bound(s, b.set, b.neg);
    this.start = f.start;
    this.size = this.nextId;
  }

  /** The states of one-character lookaheads (`NfaOptions.nextCharacter`): the set, and whether it is `!`. */
  private readonly bounds = new Map<State, { readonly set: Ranges; readonly neg: boolean }>();
  /** The states a one-character lookahead bounds (the copies `bound` makes), and their bound. */
  private readonly boundOf = new Map<State, { readonly set: Ranges; readonly neg: boolean }>();

  /**
   * A one-character lookahead at `g` read as a bound on the next character: the states its
   * epsilon closure reaches are copied, each copy's edge reading only what the lookahead lets
   * through (`set`, or all but `set` where `neg`) and none where that is nothing, and `g` leads
   * to the copies; a copy accepts where its state does (the end of the input passes `!x`, not
   * `&x`). The copies keep their states' frames (`enter`, `exit`, `open`), so the walk back reads
   * them as it reads those. Another lookahead in that closure is refused (two bounds would meet).
   */
  private bound(g: State, set: Ranges, neg: boolean): void {
    const copies = new Map<State, State>();
    const copy = (s: State): State => {
      let c = copies.get(s);
      if (c !== undefined) return c;
      if (s !== g && this.bounds.has(s)) throw new BoundShapeError('NFA: two one-character lookaheads meet before a character is read');
      c = this.state(s.open);
      copies.set(s, c);
      this.boundOf.set(c, { set, neg });
      c.enter = s.enter;
      c.exit = s.exit;
      c.leave = s.leave;
      c.accept = s.accept && neg;
      if (s.ch !== null) {
        const kept = neg ? difference(s.ch.set, set) : difference(s.ch.set, difference(s.ch.set, set));
        if (kept.length > 0) c.ch = { ...s.ch, set: kept, test: this.testOf(kept), cp: isAstral(kept) };
      }
      c.eps = s.eps.map(copy);
      return c;
    };
    g.eps = g.eps.map(copy);
  }

  /** The rules being expanded on the current path of `build`, with how many times (for `maxNesting`). */
  private readonly active = new Map<string, number>();

  /** A new state, `open` rule frames open at it (by default those open where `build` is). */
  private state(open = this.open): State {
    if (this.nextId >= this.maxStates) throw new NFALimitError('states', this.maxStates, this.expanding?.name ?? null);
    statesMade++;
    return { id: this.nextId++, eps: [], ch: null, enter: null, exit: false, accept: false, guard: null, leave: null, open, note: undefined };
  }

  private build(e: Expr, from: RFC, label: string | null, depth: number): { start: State; end: State } {
    if (depth > this.maxDepth) throw new NFALimitError('depth', this.maxDepth, this.expanding?.name ?? null);
    // One transition for a single character, a range, or a character-class rule; an alternation
    // keeps one transition per alternative, so that each expected terminal has its own name.
    const set = (e.k === 'lit' && [...e.s].length === 1) || e.k === 'range' || e.k === 'ref' ? charsetOf(e, from, this.opts.resolve) : null;
    if (set) {
      const start = this.state();
      const end = this.state();
      let name: string;
      if (label !== null) name = label;
      else if (e.k === 'ref') name = this.opts.resolve(from, e).name;
      else if (e.k === 'lit') name = quoteTerminal(e.s);
      else if (e.k === 'range') name = rangeTerminal(e.lo, e.hi);
      else name = '<character>';
      const cp = isAstral(set);
      if (cp) this.astral = true;
      start.ch = { test: this.testOf(set), set, label: name, to: end, cp };
      return { start, end };
    }
    switch (e.k) {
      case 'lit': {
        const start = this.state();
        let cur = start;
        for (let j = 0; j < e.s.length; ) {
          const next = this.state();
          const c = String.fromCodePoint(e.s.codePointAt(j)!);
          const t = this.charTest(c, e.ci ?? false, from);
          const rest = quoteTerminal(e.s.slice(j));
          const cp = isAstral(t.set);
          if (cp) this.astral = true;
          cur.ch = { test: t.test, set: t.set, label: j === 0 && label !== null ? label : rest, to: next, cp };
          cur = next;
          j += c.length;
        }
        return { start, end: cur };
      }
      case 'range':
        throw new Error('unreachable: a range always has a character set');
      case 'ref': {
        const r = this.opts.resolve(from, e);
        if (!r.token && !this.opts.expandNodes) throw new Error(`NFA: ${r.key} is not a token rule`);
        const start = this.state();
        const end = this.state();
        const open = this.opts.maxNesting === undefined ? 0 : (this.active.get(r.key) ?? 0);
        // Past the nesting bound: a reference that reads nothing (no edge out of its start).
        if (open >= (this.opts.maxNesting ?? Infinity)) return { start, end };
        start.enter = r;
        start.leave = end;
        this.active.set(r.key, open + 1);
        const outer = this.expanding;
        this.expanding = r;
        this.open++;
        const inner = this.build(this.opts.bodyOf?.(r) ?? automatonBody(r), r.rfc, r.token ? (label ?? r.name) : null, depth + 1);
        this.open--;
        this.expanding = outer;
        this.active.set(r.key, open);
        const exit = this.state();
        exit.exit = true;
        start.eps.push(inner.start);
        inner.end.eps.push(exit);
        exit.eps.push(end);
        return { start, end };
      }
      case 'seq': {
        const start = this.state();
        let cur = start;
        let first = true;
        for (const x of e.xs) {
          const f = this.build(x, from, first ? label : null, depth + 1);
          cur.eps.push(f.start);
          cur = f.end;
          if (!nullable(x, from, this.opts.resolve)) first = false;
        }
        return { start, end: cur };
      }
      case 'alt': {
        const start = this.state();
        const end = this.state();
        for (const x of e.xs) {
          const f = this.build(x, from, label, depth + 1);
          start.eps.push(f.start);
          f.end.eps.push(end);
        }
        return { start, end };
      }
      case 'group':
        return this.build(e.x, from, label, depth + 1);
      case 'opt': {
        const start = this.state();
        const end = this.state();
        const f = this.build(e.x, from, label, depth + 1);
        start.eps.push(f.start, end);
        f.end.eps.push(end);
        return { start, end };
      }
      case 'rep': {
        const start = this.state();
        let cur = start;
        // The class name (`digits`) labels the first character only; later ones are the element's (`digit`).
        for (let n = 0; n < e.min; n++) {
          const f = this.build(e.x, from, n === 0 ? label : null, depth + 1);
          cur.eps.push(f.start);
          cur = f.end;
        }
        const end = this.state();
        if (e.max === Infinity) {
          const f = this.build(e.x, from, e.min === 0 ? label : null, depth + 1);
          cur.eps.push(f.start, end);
          f.end.eps.push(f.start, end);
        } else {
          for (let n = e.min; n < e.max; n++) {
            const f = this.build(e.x, from, n === 0 ? label : null, depth + 1);
            cur.eps.push(f.start, end);
            cur = f.end;
          }
          cur.eps.push(end);
        }
        return { start, end };
      }
      case 'not':
      case 'and': {
        if (this.opts.nextCharacter === true) {
          const set = charsetOf(e.x, from, this.opts.resolve);
          if (set === null) throw new BoundShapeError('NFA: only a lookahead of one character is read as a bound on the next one');
          const s = this.state();
          this.bounds.set(s, { set, neg: e.k === 'not' });
          return { start: s, end: s };
        }
        if (!this.opts.lookahead) throw new Error('NFA: lookahead is PEG-only and has no place in a literal body');
        const s = this.state();
        s.guard = { neg: e.k === 'not', nfa: new NFA(e.x, from, { ...this.opts, lookahead: false }) };
        return { start: s, end: s };
      }
    }
  }

  /** The edge test of `set`, made once per set (edges of one class share it). */
  private testOf(set: Ranges): (c: number) => boolean {
    let t = this.testsBySet.get(set);
    if (!t) this.testsBySet.set(set, (t = predicate(set)));
    return t;
  }

  /** The set and test of one character of a literal (`ci`: either case), made once per character. */
  private charTest(c: string, ci: boolean, from: RFC): { readonly set: Ranges; readonly test: (c: number) => boolean } {
    const key = ci ? `i${c}` : `s${c}`;
    let t = this.tests.get(key);
    if (!t) {
      const set = charsetOf({ k: 'lit', s: c, ci }, from, this.opts.resolve) ?? [[c.codePointAt(0)!, c.codePointAt(0)!]];
      t = { set, test: predicate(set) };
      this.tests.set(key, t);
    }
    return t;
  }

  private closures: Array<State[] | undefined> = sparse();
  /** The backward reading of each path of the start's closure (`framesBack`'s last step), made once. */
  private startNets: Array<Net | null> | null = null;

  /** The states with a character edge (or accepting) reachable from `s` by epsilon moves. */
  private closureOf(s: State): State[] {
    return (this.closures[s.id] ??= this.pathsOf(s).map((p) => p.state));
  }

  private paths: Array<ClosurePath[] | undefined> = sparse();

  /**
   * The states of `closureOf(s)` in the order a depth-first search in priority order first reaches
   * them, each with the rule frames entered (a rule) and left (null) along that first path: what
   * `run` replays per thread and character instead of searching again.
   */
  /** @internal (read by `parsePath`, nfa/path.ts, and grammar/engine/read.ts) */
  pathsOf(s: State): ClosurePath[] {
    const have = this.paths[s.id];
    if (have) return have;
    const out: ClosurePath[] = [];
    const seen = new Set<number>();
    const stack: Array<{ state: State; ops: Array<Rule | null> }> = [{ state: s, ops: [] }];
    while (stack.length) {
      const t = stack.pop()!;
      if (seen.has(t.state.id)) continue;
      seen.add(t.state.id);
      let ops = t.ops;
      if (t.state.enter || t.state.exit) {
        ops = [...ops];
        if (t.state.enter) ops.push(t.state.enter);
        if (t.state.exit) ops.push(null);
      }
      if (t.state.ch || t.state.accept) out.push({ state: t.state, ops: ops.length > 0 ? ops : null });
      for (let j = t.state.eps.length - 1; j >= 0; j--) stack.push({ state: t.state.eps[j]!, ops });
    }
    this.paths[s.id] = out;
    return out;
  }

  /**
   * The end of the longest viable prefix from `pos`: the state-set simulation without rule
   * frames, for when only the position is wanted (the traced parse asks this of every leaf, and
   * the full `run` only of the leaves that reach the furthest position).
   */
  viableEnd(input: string, pos: number): number {
    const walk = this.walk(input, pos);
    if (walk.last) {
      this.wantsMore = walk.last.more;
      // Kept for `keepWalk` only where it is long enough to be handed over (see there).
      lastWalk = walk.end - pos >= SCRATCH ? { nfa: this, input, pos, end: walk.end, last: walk.last } : null;
      return walk.end;
    }
    // A surrogate read by an automaton with astral edges, or a lazy automaton grown past its bound: the simulation.
    return this.simulated(input, pos).viableEnd;
  }

  /**
   * `run` by simulating the threads with their frames step by step (no lazy automaton), and
   * `wantsMore` set as `viableEnd` sets it: what `viableEnd` and `run` fall back to where the
   * lazy automaton is full or an automaton with astral edges meets a surrogate, and the reference
   * the tests hold the lazy automaton to.
   * @internal
   */
  simulated(input: string, pos: number, byStack = false): NfaRun {
    const end = this.simulateAstral(input, pos, true);
    const b = this.buckets![0];
    let states = b.s.slice(0, b.n);
    this.wantsMore = states.some((s) => s.ch !== null);
    let frames = b.f.slice(0, b.n);
    if (this.boundOf.size > 0) [states, frames] = this.passing(states, frames, input, end);
    return { viableEnd: end, expected: expectationsOf(states, frames, byStack), acceptsAtEnd: states.some((s) => s.accept) };
  }

  /**
   * The lazy deterministic automaton (as RE2 runs one), its states by index, the start's closure
   * first, and by their thread lists' keys. Its states are the thread lists of the simulation, in
   * priority order, made when first reached and kept with their steps, so that a long run reads a
   * table per character instead of every thread's edge. A step also keeps, for each thread it
   * leads to, the thread it came from and the rule frames its path entered and left: `run` reads
   * the frames of the threads alive at the end by walking the steps back (`framesBack`) instead of
   * building frames per thread and character.
   */
  private dstates: DState[] = [];
  private keyed = new Map<string, DState>();

  /** The lazy automaton's state of the thread list `states`, made if new (undefined past `MAX_DSTATES`). */
  private dstate(states: State[]): DState | undefined {
    const key = states.map((x) => x.id).join();
    let d = this.keyed.get(key);
    if (!d && this.dstates.length < MAX_DSTATES) {
      d = { index: this.dstates.length, states, more: states.some((x) => x.ch !== null), opens: Int32Array.from(states, (x) => x.open), ascii: sparse(), other: new Map() };
      this.keyed.set(key, d);
      this.dstates.push(d);
    }
    return d;
  }

  /**
   * The step from `d` on code unit `c`, kept on `d` or made: the threads that read it, in the
   * order `run`'s closure reaches them, each with the thread it came from and its path's frame
   * operations. Kept (past `MAX_OTHER_STEPS` units over U+007F, made each time); its `to` is null
   * where no thread reads `c`, and undefined where the automaton is full (then not kept).
   */
  /** @internal (read by the walk back, nfa/back.ts) */
  stepOf(d: DState, c: number): Step {
    return (c < 128 ? d.ascii[c] : d.other.get(c)) ?? this.step(d, c);
  }

  /** `stepOf` where `d` keeps no step on `c`: the step made (see `stepOf`). */
  private step(d: DState, c: number): Step {
    // (Made once per state and unit: a set of the states reached does.)
    const seen = new Set<State>();
    const states: State[] = [];
    const from: number[] = [];
    const net: Array<Net | null> = [];
    d.states.forEach((x, k) => {
      if (x.ch?.test(c)) {
        for (const e of this.pathsOf(x.ch.to)) {
          if (seen.has(e.state)) continue;
          seen.add(e.state);
          states.push(e.state);
          from.push(k);
          net.push(e.ops && netOf(e.ops));
        }
      }
    });
    const made: Step = { to: states.length ? this.dstate(states) : null, from, net };
    if (made.to !== undefined) {
      if (c < 128) d.ascii[c] = made;
      else if (d.other.size < MAX_OTHER_STEPS) d.other.set(c, made);
    }
    return made;
  }

  /** The lazy automaton's first state, the start's closure: always made, so index 0. */
  private startState(): DState {
    return this.dstates.length > 0 ? this.dstates[0]! : this.dstate(this.closureOf(this.start).slice())!;
  }

  /**
   * Reads from `pos` through the lazy automaton until no thread is alive or the input ends: `end`
   * the last position with threads, `last` its state. Each state's index is written to `trailScratch`
   * (the state after reading `pos + k` at `k`), what `run` walks back; a text that repeats, where the
   * states repeat with it, has its trail copied (nfa/period.ts). `last` is undefined where the
   * automaton could not make a state, or has astral edges and met a surrogate (the simulation reads
   * instead). From the start's closure, or from `first` (a walk resumed at `pos`); up to `stop`.
   */
  private walk(input: string, pos: number, first?: DState, stop = input.length): { end: number; last: DState | undefined } {
    if (this.opts.lookahead) throw new Error('NFA: an automaton with lookahead is read by its DFA only');
    lastWalk = null;
    let d = first ?? this.startState();
    let i = pos;
    let trail = trailScratch;
    for (; i < stop; i++) {
      const c = input.charCodeAt(i);
      // An automaton with astral edges reads a code unit as the simulation does, except a
      // surrogate (a pair is one character of its astral edges): the simulation reads from there.
      if (this.astral && c >= 0xd800 && c <= 0xdfff) return (WORK.steps += 1 + i - pos, { end: i, last: undefined });
      const to = this.stepOf(d, c).to;
      if (to === null) break;
      if (to === undefined) return (WORK.steps += 1 + i - pos, { end: i, last: to });
      const k = i - pos;
      if (k === trail.length) {
        // Grown fourfold, to at most what is left of the input, two bytes a position: the memory a
        // new array first touches costs more than the walk, and a long walk's trail of four bytes
        // a position was made anew at each doubling (a megabyte's walk after `releaseWalks`, which
        // lets a long trail go: 21-27 ms, 5 on a trail kept from the walk before; now 13-15).
        const grown = new Uint16Array(Math.min(4 * k, stop - pos));
        grown.set(trail);
        trailScratch = trail = grown;
      }
      trail[k] = to.index;
      d = to;
      const e = (k & (PERIOD_EVERY - 1)) === PERIOD_EVERY - 1 && k >= PERIOD_FROM ? repeatedRun(trail, input, i, pos, stop) : i;
      if (e > i) {
        trailScratch = trail = takeRepeated();
        d = this.dstates[trail[e - pos]!]!;
        i = e;
      }
    }
    // Counted (grammar/engine/work.ts): a step per code unit read, and the start.
    WORK.steps += 1 + i - pos;
    return { end: i, last: d };
  }

  /**
   * How far the run from the start's closure (or from `from`'s state, as `runStacks` resumes)
   * reads over `parts`, one text in pieces: the offset in that text where the lazy automaton's
   * walk stops (`viableEnd`), or -1 where it reads the whole text and a thread accepts at its end
   * (after the bounds of one-character lookaheads there). The walk without its trail, for a
   * caller that asks where a text fails, or whether it is valid, before it asks why (all-errors
   * recovery, whose rounds read on from the last error: a trail and a walk back cost three times
   * the walk); its text in pieces, so that a repaired text is read as the pieces it is made of,
   * up to where the walk stops, not built and copied whole. -2 where the walk cannot go on by the
   * lazy automaton (a surrogate read by one with astral edges, or the automaton full): `run` reads
   * on there by the simulation. With `keep`, where the walk stops inside the text, its trail is
   * kept (`scanned`, nfa/scan.ts), for a run over the same text to take instead of walking it
   * again (`size`: the text's length, where known, which its scratch grows to at most). -3 where
   * it reads `limit` code units and the text goes on.
   */
  readsTo(parts: Iterable<string>, from?: DState, keep = false, size = Infinity, limit = Infinity): number {
    if (this.opts.lookahead) throw new Error('NFA: an automaton with lookahead is read by its DFA only');
    return scanParts(this, parts, from ?? this.startState(), keep, size, limit);
  }

  /** Whether a thread of `d` accepts at the end of the input (after the bounds of one-character lookaheads there). @internal */
  acceptsAtEnd(d: DState): boolean {
    const ends = this.boundOf.size > 0 ? this.passing(d.states, d.states, '', 0)[0] : d.states;
    return ends.some((t) => t.accept);
  }

  /** The lazy automaton's states by index (read by the walk back, nfa/back.ts). @internal */
  get all(): readonly DState[] {
    return this.dstates;
  }

  /** The frames each path of the start's closure entered (the walk back's last step), made once. @internal */
  startFrames(): ReadonlyArray<Net | null> {
    return (this.startNets ??= this.pathsOf(this.start).map((p) => (p.ops === null ? null : netOf(p.ops))));
  }

  private framesBack(input: string, pos: number, end: number, last: DState, trail: Uint16Array, from: NfaResume | null, runs: Int32Array | null = null, only: readonly number[] | null = null): Array<NfaFrame | null | undefined> {
    // (The automaton itself is what the walk back reads: a method call of one class, which V8
    // inlines, where a closure per automaton made the step a call it could not.)
    return framesBack(this, input, pos, end, last, trail, from, runs, only);
  }

  /** The three buckets of `simulateAstral`, made once per automaton. */
  private buckets: [Bucket, Bucket, Bucket] | null = null;

  /**
   * The simulation of an automaton with astral edges (see the file comment): a thread on an astral
   * edge reads the code point at its position and moves on by its width (two for a surrogate
   * pair), so the threads at position i reach i + 1 or i + 2. Three buckets take turns as the
   * state sets of i (being read), i + 1 and i + 2, each with its own marks and stamp. The set of
   * i + 2 gets the threads that read a pair at i before those that read one unit at i + 1, the
   * order in which a bucket per position, taken in order of position, was filled. No object per
   * thread, bucket or character: a map of buckets, a set per position and an object per thread made
   * the report on a long RFC 3987 userinfo cost 800 ns per character, against 108 for the same
   * input under RFC 3986 and the code-unit simulation.
   * With `frames`, the rule frames of each thread are replayed as `run` does.
   * Returns the last position at which some thread was alive; its threads are left in
   * `this.buckets[0]` until the next call.
   */
  private simulateAstral(input: string, pos: number, frames: boolean): number {
    const size = this.size;
    const mk = (): Bucket => ({ s: new Array<State>(size), f: new Array<NfaFrame | null>(size), n: 0, mark: new Uint32Array(size), stamp: 1 });
    const buckets = (this.buckets ??= [mk(), mk(), mk()]);
    for (const b of buckets) renew(b);
    let cur = buckets[0];
    let one = buckets[1];
    let two = buckets[2];
    // Each state of `pathsOf(s)` not yet in bucket `b`, with its frames when asked for (see `run`).
    const closure = (b: Bucket, s: State, fr0: NfaFrame | null, at: number): void => {
      const paths = this.pathsOf(s);
      const mark = b.mark;
      const stamp = b.stamp;
      for (let k = 0; k < paths.length; k++) {
        const e = paths[k]!;
        const id = e.state.id;
        if (mark[id] === stamp) continue;
        mark[id] = stamp;
        let fr = fr0;
        if (frames && e.ops !== null) for (const op of e.ops) fr = op !== null ? { rule: op, start: at, parent: fr } : fr ? fr.parent : null;
        b.s[b.n] = e.state;
        b.f[b.n] = fr;
        b.n++;
      }
    };
    closure(cur, this.start, null, pos);
    let i = pos;
    for (;;) {
      // `cur` is empty where no thread landed (on the low half of a pair that every thread at
      // i - 1 read as one character); then a bucket ahead holds threads, and the step moves on. The
      // loop ends at a position with threads and none ahead: the start's closure is not empty.
      if (cur.n > 0 && i < input.length) {
        const unit = input.charCodeAt(i);
        const cp = characterAt(input, i, unit);
        const width = cp > 0xffff ? 2 : 1;
        WORK.steps += 1 + cur.n;
        for (let k = 0; k < cur.n; k++) {
          const ch = cur.s[k]!.ch;
          if (ch === null) continue;
          if (ch.cp ? !ch.test(cp) : !ch.test(unit)) continue;
          const w = ch.cp ? width : 1;
          closure(w === 1 ? one : two, ch.to, cur.f[k]!, i + w);
        }
      }
      if (one.n === 0 && two.n === 0 && cur.n > 0) break;
      const done = cur;
      cur = one;
      one = two;
      two = done;
      renew(two);
      i++;
    }
    buckets[0] = cur;
    buckets[1] = one;
    buckets[2] = two;
    return i;
  }

  /** After `viableEnd`: whether some thread alive at the end would read another character. */
  wantsMore = false;

  /**
   * Runs from `pos` until no thread is alive or the input ends, tracking the rule frames of every
   * thread, and says what the threads alive at the end would read next: the lazy automaton's walk
   * (`kept`, the one `viableEnd` made from `pos`, or a new one), then its steps walked back for
   * the frames (`framesBack`).
   */
  run(input: string, pos: number, kept?: KeptWalk | null): NfaRun {
    return this.runFrom(input, pos, kept ?? null, false);
  }

  /**
   * `run` with each terminal kept once per rule stack (every frame and its start) instead of once
   * per innermost rule: what the first error of a whole start symbol reads (grammar/engine/first-
   * error.ts), where one rule is entered from several at one position (RFC 3986 `pct-encoded`
   * from `userinfo` and from `reg-name`) and each is a place the traced parse reports. Where
   * the walk reads the whole input and a thread accepts there, the run says so without its
   * expectations (the first error asks none of such a run): the walk back is not made.
   */
  runStacks(input: string, pos: number): NfaRun;
  /**
   * The run from `from` (a point of an earlier run from `pos` on a text whose first `from.at` code
   * units are `input`'s, its `resume`), or from `pos` where `from` is null, with the run's own
   * point (`resume`) kept for a later run to resume from (`keep`). The walk goes on from `from`'s
   * state at `from.at`, and the walk back stops there, where the frames of its threads are known:
   * the same result as the run from `pos`, for the cost of the code units after `from.at`. Where
   * the walk could not go on by the lazy automaton (a surrogate read by one with astral edges, or
   * the automaton full), the run from `pos`.
   */
  runStacks(input: string, pos: number, from: NfaResume | null, keep: true, walked?: NfaWalk | null): NfaRun;
  runStacks(input: string, pos: number, from: NfaResume | null = null, keep = false, walked: NfaWalk | null = null): NfaRun {
    return this.runFrom(input, pos, null, true, from, keep, walked);
  }

  private runFrom(input: string, pos: number, kept: KeptWalk | null, byStack: boolean, from: NfaResume | null = null, keep = false, walked: NfaWalk | null = null): NfaRun {
    const at = from === null ? pos : from.at;
    // A walk made already: kept by `viableEnd` (from `pos`), or by `readsTo` (from `from`, over
    // this text: its `end` relative to `at`).
    let walk: { end: number; last: DState | undefined };
    let trail: Uint16Array;
    let runs: Int32Array | null = null;
    if (walked !== null && at + walked.end < input.length) {
      walk = { end: at + walked.end, last: walked.last };
      trail = walked.trail;
      runs = walked.runs;
    } else if (kept && kept.input === input && kept.pos === pos) {
      walk = kept;
      trail = kept.trail;
    } else {
      walk = this.walk(input, at, from?.state);
      trail = trailScratch;
    }
    if (!walk.last) return this.simulated(input, pos, byStack);
    if (byStack && walk.end === input.length && this.acceptsAtEnd(walk.last)) return { viableEnd: walk.end, expected: [], acceptsAtEnd: true };
    const all = this.framesBack(input, at, walk.end, walk.last, trail, from, runs) as Array<NfaFrame | null>; // (every thread's: no `only`)
    let frames = all;
    let states = walk.last.states;
    if (this.boundOf.size > 0) [states, frames] = this.passing(states, frames, input, walk.end);
    const expected = expectationsOf(states, frames, byStack);
    const acceptsAtEnd = states.some((t) => t.accept);
    // (The point made only where the caller keeps it: the plain report's run makes none.)
    if (!keep) return { viableEnd: walk.end, expected, acceptsAtEnd };
    // (A copy of the trail, where it is the walk's scratch and not long: a point before this one
    // walks to there again where there is none, `resumeAt`; the kept walk's trail is one.)
    const resume = { at: walk.end, state: walk.last, frames: all };
    if (runs !== null) return { viableEnd: walk.end, expected, acceptsAtEnd, resume, trail, runs };
    return { viableEnd: walk.end, expected, acceptsAtEnd, resume, trail: walk.end - at <= TRAIL_KEPT ? trail.slice(0, walk.end - at) : undefined };
  }

  /**
   * The point after the first `at` code units of `input`, found from a point before it: `from`
   * (whose `at` is `begin`), or the start's closure at `begin` where null. The walk from there to
   * `at`, and its steps walked back for the frames of every thread there (as `runStacks` finds a
   * run's `resume`): what a run that failed after `at` passed through, for a text that is the
   * same up to `at` only (all-errors recovery, whose repair may come before the failure: a "%"
   * escaped where the character after it failed). With `trail` (the run's `trail`, of the walk
   * from `begin`: the state there, and the steps the walk back reads), the walk back only. Null
   * where the lazy automaton cannot walk there (a surrogate read by one with astral edges, or the
   * automaton full), or its threads die first. With `next` (the code unit the text resumed here
   * has at `at`, -1 where it ends there), the frames of the threads that read it only
   * (`readersOf`): the point is then for such a text alone (its `unit`).
   * @internal
   */
  resumeAt(input: string, begin: number, from: NfaResume | null, at: number, trail?: Uint16Array, runs?: Int32Array, next?: number): NfaResume | null {
    if (from !== null && at === from.at) return from;
    const walk = trail !== undefined && at > begin && at - begin <= trail.length ? null : this.walk(input, begin, from?.state, at);
    if (walk !== null && (!walk.last || walk.end !== at)) return null;
    const state = walk === null ? this.dstates[trail![at - begin - 1]!]! : walk.last!;
    const only = readersOf(this, state, next, this.astral);
    const frames = this.framesBack(input, begin, at, state, walk === null ? trail! : trailScratch, from, walk === null ? (runs ?? null) : null, only);
    return only === null ? { at, state, frames } : { at, state, frames, unit: next };
  }

  /**
   * The threads at `end` (and their frames) that a one-character lookahead they passed lets
   * through there (`bound`): those it bounds by what the character at `end` is, or by the end of
   * the input (`!x` passes it, `&x` does not). A thread it stops is one PEG never reaches: it
   * expects nothing there.
   */
  private passing<F>(states: readonly State[], frames: readonly F[], input: string, end: number): [State[], F[]] {
    const c = end < input.length ? characterAt(input, end, input.charCodeAt(end)) : -1;
    const s: State[] = [];
    const f: F[] = [];
    for (let k = 0; k < states.length; k++) {
      const b = this.boundOf.get(states[k]!);
      if (b !== undefined && (c < 0 ? !b.neg : b.neg === inRanges(b.set, c))) continue;
      s.push(states[k]!);
      f.push(frames[k]!);
    }
    return [s, f];
  }

  /**
   * The walk `viableEnd` just made on this automaton, with its states (for `run` from the same
   * position of the same input not to walk again; its scratch is handed over), or null where its
   * last call made none or a short one.
   * @internal (read by grammar/engine/compile.ts: a leaf that reached the furthest position)
   */
  keepWalk(): KeptWalk | null {
    // A short walk is not kept: `run` walks it again for less than a copy would cost (a leaf pends
    // at each position of a long host, and most are dropped when the next one is reached).
    const w = lastWalk;
    if (w?.nfa !== this || w.end - w.pos < SCRATCH) return null;
    const trail = trailScratch;
    trailScratch = new Uint16Array(SCRATCH);
    lastWalk = null;
    return { input: w.input, pos: w.pos, end: w.end, last: w.last, trail };
  }
}

/**
 * The character at `i` (its code unit `unit` given): the code point of a surrogate pair, else the
 * unit itself (a lone surrogate is one character). Its width is 2 exactly when it is over U+FFFF.
 * @internal (read by grammar/engine/read.ts too)
 */
export function characterAt(input: string, i: number, unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < input.length) {
    const low = input.charCodeAt(i + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return (unit - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  }
  return unit;
}

/** The backward reading of a path's frame operations (see {@link Net}). */
function netOf(ops: ReadonlyArray<Rule | null>): Net {
  const enters: Rule[] = [];
  let owes = 0;
  for (let m = ops.length - 1; m >= 0; m--) {
    const op = ops[m]!;
    if (op === null) owes++;
    else if (owes > 0) owes--;
    else enters.push(op);
  }
  return { enters, owes };
}

/** The length `trailScratch` starts at, and is brought back to by `releaseWalks`. */
const SCRATCH = 1024;
/** The longest trail a run copies for its point (`NfaRun.trail`): a copy of a megabyte's cost more than its use. */
const TRAIL_KEPT = 1 << 16;
/**
 * The states of the last walk, by position from its start (`NFA.walk`): their indices, below
 * `MAX_DSTATES` (two bytes a position).
 */
let trailScratch = new Uint16Array(SCRATCH);
/** The last walk `viableEnd` made to its end, and on which automaton. */
let lastWalk: (Omit<KeptWalk, 'trail'> & { readonly nfa: NFA }) | null = null;

/**
 * Lets go of the last walk's input and of a long walk's scratch: the traced parse calls it when it
 * ends, so that a parser kept for the next input keeps neither.
 * @internal
 */
export function releaseWalks(): void {
  lastWalk = null;
  if (trailScratch.length > SCRATCH) trailScratch = new Uint16Array(SCRATCH);
  releaseScan();
}

/**
 * The most states one lazy automaton makes (then the simulation reads on): a leaf's have some tens.
 * (At most 65,536: a walk's trail keeps their indices in two bytes.)
 */
const MAX_DSTATES = 512;
/** The most steps a state keeps on code units over U+007F. */
const MAX_OTHER_STEPS = 1024;

/** Empties a bucket: a new stamp (the marks of the old one no longer count). */
function renew(b: Bucket): void {
  b.n = 0;
  if (++b.stamp === 0xffffffff) {
    b.mark.fill(0);
    b.stamp = 1;
  }
}
