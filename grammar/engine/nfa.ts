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
 * Simulation is linear in the input: each position visits each state at most once.
 *
 * Code points beyond the BMP: an edge whose character set is astral (`isAstral`: `ucschar`,
 * `iprivate`) reads the code point at its position, a surrogate pair as one character of width
 * two (a lone surrogate is read as itself, width one, and so matches nothing astral); every other
 * edge reads one UTF-16 unit, as before. Positions stay UTF-16 indexes. An automaton with no
 * astral edge runs the code-unit simulation unchanged.
 */
import { charsetOf, isAstral, predicate, type Ranges, type Resolver } from './charset.js';
import { type Expr, type RFC, type Rule } from './dsl.js';
import { quoteTerminal, rangeTerminal } from './print.js';

interface CharEdge {
  readonly test: (c: number) => boolean;
  /** The character set `test` decides (code points; see `cp`). */
  readonly set: Ranges;
  /** The terminal as the grammar names it: a class rule (`alphadigit`) or a quoted literal. */
  readonly label: string;
  readonly to: State;
  /** The set is astral: `test` is given the code point at the position (see the file comment). */
  readonly cp: boolean;
}

/** An NFA state. */
export interface State {
  readonly id: number;
  eps: State[];
  ch: CharEdge | null;
  enter: Rule | null;
  exit: boolean;
  accept: boolean;
  /**
   * A lookahead (built with `lookahead: true` only): the threads that pass this state go on only
   * where the text from here does (`neg` false) or does not (`neg` true) begin with a string of
   * `nfa`'s language. What the recognizer's subset construction reads (grammar/engine/dfa.ts).
   */
  guard: { readonly neg: boolean; readonly nfa: NFA } | null;
  /** On a state that enters a rule (`enter`): the state after the rule's exit. */
  leave: State | null;
}

/** A state of an epsilon closure, with the rule frames entered (a rule) and left (null) on the way to it. */
interface ClosurePath {
  readonly state: State;
  readonly ops: ReadonlyArray<Rule | null> | null;
}

/** A rule frame inside an NFA thread. */
export interface NfaFrame {
  readonly rule: Rule;
  readonly start: number;
  readonly parent: NfaFrame | null;
}

/** What a thread that is alive at a position would accept next. */
export interface NfaExpectation {
  readonly label: string;
  /** The innermost frame of the thread (null: the expression's owner). */
  readonly frames: NfaFrame | null;
}

/** The result of running an NFA from a position. */
export interface NfaRun {
  /** The last position at which some thread was alive: the end of the longest viable prefix. */
  readonly viableEnd: number;
  /** The terminals wanted at `viableEnd`, in priority order, deduplicated by (label, rule). */
  readonly expected: NfaExpectation[];
  /** Whether the whole run from the start to `viableEnd` can end there (an accepting thread). */
  readonly acceptsAtEnd: boolean;
}

/** Options for building an NFA. */
export interface NfaOptions {
  /** Resolves references (profile substitutions). */
  readonly resolve: Resolver;
  /** Expand references to non-token rules too (whole-grammar automaton). Default false: they throw. */
  readonly expandNodes?: boolean;
  /**
   * Build PEG lookahead (`!x`, `&x`) as guard states (`State.guard`) instead of throwing: for the
   * recognizer's subset construction only; `run` and `viableEnd` refuse such an automaton.
   */
  readonly lookahead?: boolean;
}

/** A compiled automaton with its start state. */
export class NFA {
  readonly start: State;
  private nextId = 0;
  readonly size: number;
  /** Some edge reads code points (an astral set). */
  astral = false;

  constructor(e: Expr, from: RFC, private readonly opts: NfaOptions) {
    const f = this.build(e, from, null, 0);
    f.end.accept = true;
    this.start = f.start;
    this.size = this.nextId;
  }

  private state(): State {
    return { id: this.nextId++, eps: [], ch: null, enter: null, exit: false, accept: false, guard: null, leave: null };
  }

  private build(e: Expr, from: RFC, label: string | null, depth: number): { start: State; end: State } {
    if (depth > 200) throw new Error('grammar nesting too deep for the NFA (recursive rule?)');
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
      start.ch = { test: predicate(set), set, label: name, to: end, cp };
      return { start, end };
    }
    switch (e.k) {
      case 'lit': {
        const start = this.state();
        let cur = start;
        for (let j = 0; j < e.s.length; ) {
          const next = this.state();
          const c = String.fromCodePoint(e.s.codePointAt(j)!);
          const one = charsetOf({ k: 'lit', s: c, ci: e.ci ?? false }, from, this.opts.resolve) ?? [[c.codePointAt(0)!, c.codePointAt(0)!]];
          const rest = quoteTerminal(e.s.slice(j));
          const cp = isAstral(one);
          if (cp) this.astral = true;
          cur.ch = { test: predicate(one), set: one, label: j === 0 && label !== null ? label : rest, to: next, cp };
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
        start.enter = r;
        start.leave = end;
        const inner = this.build(r.lang ?? r.body, r.rfc, r.token ? (label ?? r.name) : null, depth + 1);
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
        if (!this.opts.lookahead) throw new Error('NFA: lookahead is PEG-only and has no place in a literal body');
        const s = this.state();
        s.guard = { neg: e.k === 'not', nfa: new NFA(e.x, from, { ...this.opts, lookahead: false }) };
        return { start: s, end: s };
      }
    }
  }

  private closures: Array<State[] | undefined> = [];
  private scratchA: State[] | null = null;
  private scratchB: State[] | null = null;
  private mark: Uint32Array | null = null;
  private stamp = 0;

  /** The states with a character edge (or accepting) reachable from `s` by epsilon moves. */
  private closureOf(s: State): State[] {
    return (this.closures[s.id] ??= this.pathsOf(s).map((p) => p.state));
  }

  private paths: Array<ClosurePath[] | undefined> = [];

  /**
   * The states of `closureOf(s)` in the order a depth-first search in priority order first reaches
   * them, each with the rule frames entered (a rule) and left (null) along that first path: what
   * `run` replays per thread and character instead of searching again.
   */
  private pathsOf(s: State): ClosurePath[] {
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
    if (this.opts.lookahead) throw new Error('NFA: an automaton with lookahead is read by its DFA only');
    if (this.astral) {
      const r = this.runAstral(input, pos);
      this.wantsMore = r.expected.length > 0;
      return r.viableEnd;
    }
    let current = this.closureOf(this.start);
    let count = current.length;
    const mark = (this.mark ??= new Uint32Array(this.size));
    // Two scratch arrays (as long as the automaton has states) take turns as the next state set,
    // with their own counts: no array allocated, and no length set, per character.
    const a = (this.scratchA ??= new Array<State>(this.size));
    const b = (this.scratchB ??= new Array<State>(this.size));
    let i = pos;
    while (i < input.length) {
      const c = input.charCodeAt(i);
      const next = current === a ? b : a;
      let n = 0;
      // A new stamp per step marks the states already in `next` (no clearing between steps).
      if (++this.stamp === 0xffffffff) {
        mark.fill(0);
        this.stamp = 1;
      }
      const stamp = this.stamp;
      for (let k = 0; k < count; k++) {
        const ch = current[k]!.ch;
        if (!ch || !ch.test(c)) continue;
        const to = this.closureOf(ch.to);
        for (let j = 0; j < to.length; j++) {
          const x = to[j]!;
          if (mark[x.id] === stamp) continue;
          mark[x.id] = stamp;
          next[n++] = x;
        }
      }
      if (n === 0) break;
      current = next;
      count = n;
      i++;
    }
    let more = false;
    for (let k = 0; k < count && !more; k++) more = current[k]!.ch !== null;
    this.wantsMore = more;
    return i;
  }

  private runAstral(input: string, pos: number): NfaRun {
    return runAstral.call(this, input, pos);
  }

  /** After `viableEnd`: whether some thread alive at the end would read another character. */
  wantsMore = false;

  /**
   * Runs from `pos` until no thread is alive or the input ends, tracking the rule frames of every
   * thread, and says what the threads alive at the end would read next.
   */
  run(input: string, pos: number): NfaRun {
    if (this.opts.lookahead) throw new Error('NFA: an automaton with lookahead is read by its DFA only');
    if (this.astral) return this.runAstral(input, pos);
    let seen = new Uint32Array(this.size);
    let stamp = 1;
    // Threads as two parallel arrays (state, frames), two sets taking turns as the next step's: no
    // object per thread and character.
    let curS: State[] = [];
    let curF: Array<NfaFrame | null> = [];
    let curN = 0;
    let nxtS: State[] = [];
    let nxtF: Array<NfaFrame | null> = [];
    let nxtN = 0;
    // The epsilon closure in priority order, one step's threads sharing `seen`: each state of
    // `pathsOf(s)` not yet reached this step, with the frames its path enters and leaves. (The DFS
    // this replays stops at a state reached before; every state past it was reached with it.)
    const closure = (s: State, frames: NfaFrame | null, at: number) => {
      const paths = this.pathsOf(s);
      for (let k = 0; k < paths.length; k++) {
        const e = paths[k]!;
        if (seen[e.state.id] === stamp) continue;
        seen[e.state.id] = stamp;
        let fr = frames;
        if (e.ops !== null) for (const op of e.ops) fr = op !== null ? { rule: op, start: at, parent: fr } : fr ? fr.parent : null;
        nxtS[nxtN] = e.state;
        nxtF[nxtN] = fr;
        nxtN++;
      }
    };
    const swap = () => {
      const s = curS;
      curS = nxtS;
      nxtS = s;
      const f = curF;
      curF = nxtF;
      nxtF = f;
      curN = nxtN;
      nxtN = 0;
    };
    closure(this.start, null, pos);
    swap();
    let i = pos;
    while (i < input.length) {
      const c = input.charCodeAt(i);
      stamp++;
      if (stamp === 0xffffffff) {
        seen = new Uint32Array(this.size);
        stamp = 1;
      }
      for (let k = 0; k < curN; k++) {
        const ch = curS[k]!.ch;
        if (ch && ch.test(c)) closure(ch.to, curF[k]!, i + 1);
      }
      if (nxtN === 0) break;
      swap();
      i++;
    }
    const threads = curS.slice(0, curN).map((state, k) => ({ state, frames: curF[k]! }));
    return { viableEnd: i, expected: expectationsOf(threads), acceptsAtEnd: threads.some((t) => t.state.accept) };
  }
}

/**
 * `NFA.run` for an automaton with astral edges: a thread on an astral edge reads the code point at
 * its position and moves on by its width (two for a surrogate pair), so threads at one position
 * reach the next one or the one after; they wait in a bucket per position. The bucket of a
 * position is complete when the simulation reaches it (every read that lands there started
 * before it).
 */
function runAstral(this: NFA, input: string, pos: number): NfaRun {
  type Thread = { state: State; frames: NfaFrame | null };
  type Bucket = { threads: Thread[]; seen: Set<number>; at: number };
  const buckets = new Map<number, Bucket>();
  const bucket = (at: number): Bucket => {
    let b = buckets.get(at);
    if (!b) buckets.set(at, (b = { threads: [], seen: new Set(), at }));
    return b;
  };
  const closure = (b: Bucket, s: State, frames: NfaFrame | null) => {
    // Iterative DFS preserving priority order.
    const stack: Thread[] = [{ state: s, frames }];
    while (stack.length) {
      const t = stack.pop()!;
      if (b.seen.has(t.state.id)) continue;
      b.seen.add(t.state.id);
      let fr = t.frames;
      if (t.state.enter) fr = { rule: t.state.enter, start: b.at, parent: fr };
      if (t.state.exit) fr = fr ? fr.parent : null;
      if (t.state.ch || t.state.accept) b.threads.push({ state: t.state, frames: fr });
      for (let j = t.state.eps.length - 1; j >= 0; j--) stack.push({ state: t.state.eps[j]!, frames: fr });
    }
  };
  closure(bucket(pos), this.start, null);
  let last = pos;
  let threads: Thread[] = [];
  for (let i = pos; buckets.size > 0; i++) {
    const b = buckets.get(i);
    if (!b) continue;
    buckets.delete(i);
    if (b.threads.length === 0) continue;
    last = i;
    threads = b.threads;
    if (i >= input.length) continue;
    const unit = input.charCodeAt(i);
    const cp = input.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    for (const t of threads) {
      const ch = t.state.ch;
      if (!ch) continue;
      if (ch.cp ? ch.test(cp) : ch.test(unit)) closure(bucket(i + (ch.cp ? width : 1)), ch.to, t.frames);
    }
  }
  return { viableEnd: last, expected: expectationsOf(threads), acceptsAtEnd: threads.some((t) => t.state.accept) };
}

/** What the threads still alive would read next: each terminal once per rule that wants it. */
function expectationsOf(threads: readonly { readonly state: { readonly ch?: { readonly label: string } | null }; readonly frames: NfaExpectation['frames'] }[]): NfaExpectation[] {
  const expected: NfaExpectation[] = [];
  const dedupe = new Set<string>();
  for (const t of threads) {
    if (!t.state.ch) continue;
    const key = `${t.state.ch.label}\u0000${t.frames ? t.frames.rule.key : ''}`;
    if (dedupe.has(key)) continue;
    dedupe.add(key);
    expected.push({ label: t.state.ch.label, frames: t.frames });
  }
  return expected;
}

/** Can `e` match the empty string? */
export function nullable(e: Expr, from: RFC, resolve: Resolver, depth = 0): boolean {
  if (depth > 200) return false;
  switch (e.k) {
    case 'lit':
      return e.s.length === 0;
    case 'range':
      return false;
    case 'ref': {
      const r = resolve(from, e);
      return nullable(r.lang ?? r.body, r.rfc, resolve, depth + 1);
    }
    case 'seq':
      return e.xs.every((x) => nullable(x, from, resolve, depth + 1));
    case 'alt':
      return e.xs.some((x) => nullable(x, from, resolve, depth + 1));
    case 'rep':
      return e.min === 0 || nullable(e.x, from, resolve, depth + 1);
    case 'opt':
      return true;
    case 'group':
      return nullable(e.x, from, resolve, depth + 1);
    case 'not':
    case 'and':
      return true;
  }
}
