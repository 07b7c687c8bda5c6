/**
 * Whether a tagged NFA (./nfa.ts) reads some input two ways whose captures differ: decided once
 * per pattern, so that a pattern in `all` mode (./machine.ts) that has no such input is read as in
 * `priority` (the lazy DFA, ./tdfa.ts), its one reading being the only one, and by the `all` VM
 * (./vm.ts) only where two readings may differ.
 *
 * A breadth-first search over the product of the NFA with itself: a node is two runs over one
 * input, each at a kernel state (CHAR or ACCEPT) after the same units, and the set of tags whose
 * registers differ between them. Both runs read a unit both states take (the node's successors
 * depend on which pair of states reads, not on the unit: one unit of the ranges' intersection
 * stands for all), then each follows a closure through TAG and SPLIT states to its next kernel
 * state, setting the tags on its path to the position: a tag both runs set there becomes equal, a
 * tag one run sets and the other not differs (the other's register holds an earlier position or
 * none), any other stays as it was. Two runs that both reach ACCEPT with a tag differing are two
 * readings of one input whose captures differ: the search stops there, and the units read are the
 * witness (the shortest such input).
 *
 * The closures are taken over every path of empty moves, cycles included, where the VM cuts a
 * round of an unbounded repetition that reads nothing (./vm.ts): a path through such a round only
 * adds its tags to the set the path sets, so that where no capture is inside such a round the
 * search is exact, and elsewhere it may report two runs the VM never gives (never the other way):
 * `unambiguous` is always true; `ambiguous` with its witness is true where no tag sits on a cycle
 * of empty moves. Past its budget of nodes the search answers `unknown`.
 *
 * {@link compileSpans} is the machine that uses it: a pattern compiled in `all` mode whose matches
 * are read by the lazy DFA alone where the search says no input has two readings (the only
 * reading is the priority one), and by the `all` VM where it says some has, or passed its budget;
 * each reading given as its spans by capture index. A module of its own, so that the code that
 * reads captures in `priority` mode only (the URL records) carries none of it.
 */
import { budgetOf, compileCaptures, type CaptureBudget, type CaptureMachine } from './machine.js';
import { ACCEPT, CHAR, compileNFA, SPLIT, TAG, type TaggedNFA } from './nfa.js';
import type { Pattern } from './pattern.js';

// Re-exported for the examples of this module (a TSDoc example sees its own module's exports).
export { compileNFA } from './nfa.js';
export { P } from './pattern.js';

/**
 * What {@link ambiguityOf} answers: no input has two readings whose captures differ
 * (`unambiguous`); `witness` has two (`ambiguous`); or the search passed its budget (`unknown`).
 *
 * @example
 * ```ts
 * const a: AmbiguityAnswer = { kind: 'ambiguous', witness: 'x' };
 * ```
 */
export type AmbiguityAnswer = { readonly kind: 'unambiguous' } | { readonly kind: 'ambiguous'; readonly witness: string } | { readonly kind: 'unknown' };

/** A kernel state a closure reaches, with the tags its path sets (ascending, each once). */
interface Item {
  readonly k: number;
  readonly tags: readonly number[];
}

/** The items of the closure of each state (made the first time a state is asked for). */
function closuresOf(nfa: TaggedNFA): (s: number) => readonly Item[] {
  const memo = new Map<number, Item[]>();
  return (s0) => {
    let out = memo.get(s0);
    if (out !== undefined) return out;
    out = [];
    // Keyed by state where the path set no tag (a number), else by state and tags (a string).
    const seen = new Set<number | string>();
    const stack: Array<[number, readonly number[]]> = [[s0, []]];
    while (stack.length) {
      const [s, tags] = stack.pop()!;
      const key = tags.length === 0 ? s : `${s}|${tags.join(',')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      switch (nfa.kind[s]) {
        case CHAR:
        case ACCEPT:
          out.push({ k: s, tags });
          break;
        case TAG: {
          const t = nfa.tag[s]!;
          stack.push([nfa.next[s]!, tags.includes(t) ? tags : [...tags, t].sort((a, b) => a - b)]);
          break;
        }
        case SPLIT:
          for (const e of nfa.eps[s]!) stack.push([e, tags]);
          break;
      }
    }
    memo.set(s0, out);
    return out;
  };
}

/** The tags that differ after both runs' closures: those that differed, or one run set, unless both set them. */
function differing(d: readonly number[], a: readonly number[], b: readonly number[]): readonly number[] {
  if (a.length === 0 && b.length === 0) return d;
  if (a === b && d.length === 0) return d;
  const both = new Set(a.filter((t) => b.includes(t)));
  const out = new Set<number>();
  for (const t of d) if (!both.has(t)) out.add(t);
  for (const t of a) if (!both.has(t)) out.add(t);
  for (const t of b) if (!both.has(t)) out.add(t);
  return [...out].sort((x, y) => x - y);
}

/** The least code unit both flat ranges hold, or -1. */
function common(r: readonly number[], s: readonly number[]): number {
  let best = -1;
  for (let i = 0; i < r.length; i += 2) {
    for (let j = 0; j < s.length; j += 2) {
      const lo = Math.max(r[i]!, s[j]!);
      if (lo <= Math.min(r[i + 1]!, s[j + 1]!) && (best < 0 || lo < best)) best = lo;
    }
  }
  return best;
}

/**
 * Whether `nfa` reads some input two ways whose captures differ (see the file comment), making
 * at most `maxNodes` nodes of the product.
 *
 * @example
 * ```ts
 * const nfa = (p: Pattern) => compileNFA(p, { maxStates: 1000, maxDepth: 100, maxRepeat: 100, maxCaptures: 10 });
 * const x = P.star(P.chars('x'));
 * ambiguityOf(nfa(P.seq(P.cap('a', x), P.cap('b', x))), 1000); // { kind: 'ambiguous', witness: 'x' }
 * ambiguityOf(nfa(P.seq(P.cap('a', x), P.chars('/'), P.cap('b', x))), 1000); // { kind: 'unambiguous' }
 * ```
 */
export function ambiguityOf(nfa: TaggedNFA, maxNodes: number): AmbiguityAnswer {
  const closure = closuresOf(nfa);
  const index = new Map<number | string, number>();
  const size = nfa.size;
  // Per node: its two states, the differing tags, its parent and the unit read from it.
  const ps: number[] = [];
  const qs: number[] = [];
  const ds: Array<readonly number[]> = [];
  const parent: number[] = [];
  const unit: number[] = [];
  const witness = (n: number): string => {
    const units: number[] = [];
    for (let at = n; parent[at]! >= 0; at = parent[at]!) units.push(unit[at]!);
    return String.fromCharCode(...units.reverse());
  };
  /** Adds the node of two items after `d` (from node `from` by unit `u`); true where it is a witness. */
  let over = false;
  const add = (a: Item, b: Item, d: readonly number[], from: number, u: number): boolean => {
    const nd = differing(d, a.tags, b.tags);
    const [p, q] = a.k <= b.k ? [a.k, b.k] : [b.k, a.k];
    if (nd.length > 0 && nfa.kind[p] === ACCEPT && nfa.kind[q] === ACCEPT) {
      parent.push(from);
      unit.push(u);
      return true;
    }
    // Keyed by the two states where no tag differs (a number), else by them and the tags (a string).
    const key = nd.length === 0 ? p * size + q : `${p},${q}|${nd.join(',')}`;
    if (index.has(key)) return false;
    if (ps.length >= maxNodes) {
      over = true;
      return false;
    }
    index.set(key, ps.length);
    ps.push(p);
    qs.push(q);
    ds.push(nd);
    parent.push(from);
    unit.push(u);
    return false;
  };
  const pairs = (xs: readonly Item[], ys: readonly Item[], same: boolean, d: readonly number[], from: number, u: number): boolean => {
    for (let i = 0; i < xs.length; i++) {
      for (let j = same ? i : 0; j < ys.length; j++) if (add(xs[i]!, ys[j]!, d, from, u)) return true;
    }
    return false;
  };
  const start = closure(nfa.start);
  if (pairs(start, start, true, [], -1, -1)) return { kind: 'ambiguous', witness: witness(parent.length - 1) };
  for (let n = 0; n < ps.length; n++) {
    const p = ps[n]!;
    const q = qs[n]!;
    if (nfa.kind[p] !== CHAR || nfa.kind[q] !== CHAR) continue;
    const u = p === q ? nfa.ranges[p]![0]! : common(nfa.ranges[p]!, nfa.ranges[q]!);
    if (u < 0) continue;
    if (pairs(closure(nfa.next[p]!), closure(nfa.next[q]!), p === q, ds[n]!, n, u)) return { kind: 'ambiguous', witness: witness(parent.length - 1) };
  }
  return over ? { kind: 'unknown' } : { kind: 'unambiguous' };
}

/** Spans by capture index: `[start, end)`, or `undefined` where a reading did not pass through the capture. */
type Spans = ReadonlyArray<readonly [number, number] | undefined>;

/**
 * What {@link SpansMachine.matchSpans} answers: a reading, two readings whose captures differ, or
 * none (with where), as `CaptureOutcome`, each reading as its spans by capture index.
 *
 * @example
 * ```ts
 * const o: SpansOutcome = { kind: 'match', spans: [[0, 2], undefined] };
 * ```
 */
export type SpansOutcome =
  | { readonly kind: 'match'; readonly spans: Spans }
  | { readonly kind: 'ambiguous'; readonly assignments: readonly [{ readonly spans: Spans }, { readonly spans: Spans }] }
  | { readonly kind: 'no-match'; readonly offset: number };

/**
 * A pattern compiled in `all` mode ({@link compileSpans}): `matchSpans` answers what the machine's
 * `match` answers, each reading as its spans by capture index (`names` order); `unambiguous` says
 * whether the search found no input with two readings (made on first use).
 *
 * @example
 * ```ts
 * const m: SpansMachine = compileSpans(P.cap('a', P.star(P.chars('x'))));
 * m.names; // ['a']
 * ```
 */
export interface SpansMachine {
  readonly names: readonly string[];
  readonly unambiguous: boolean;
  matchSpans(input: string): SpansOutcome;
}

/** The spans, by capture index, of `count` captures whose `j`th register is `regs[at[j]]`. */
function spansOfView(count: number, regs: ArrayLike<number>, at: ArrayLike<number>): Array<readonly [number, number] | undefined> {
  const out = new Array<readonly [number, number] | undefined>(count);
  for (let i = 0; i < count; i++) {
    const a = regs[at[2 * i]!]!;
    const b = regs[at[2 * i + 1]!]!;
    out[i] = a >= 0 && b >= a ? [a, b] : undefined;
  }
  return out;
}

class SpansOfAll implements SpansMachine {
  private single: boolean | undefined;
  readonly names: readonly string[];
  constructor(
    private readonly machine: CaptureMachine,
    private readonly pattern: Pattern,
    private readonly budget: Required<CaptureBudget>,
  ) {
    this.names = machine.names;
  }

  get unambiguous(): boolean {
    if (this.single === undefined) {
      const b = this.budget;
      const nfa = compileNFA(this.pattern, { maxStates: b.states, maxDepth: b.depth, maxRepeat: b.repeat, maxCaptures: b.captures });
      this.single = ambiguityOf(nfa, b.setStates).kind === 'unambiguous';
    }
    return this.single;
  }

  matchSpans(input: string): SpansOutcome {
    if (this.unambiguous) {
      // The only reading is the priority one: the lazy DFA's (the VM's past its budget).
      const view = this.machine.execView(input);
      if (view !== null) return { kind: 'match', spans: spansOfView(this.names.length, view.regs, view.at) };
      // Where it stopped: the run's own answer (the VM's offset: the DFA dies where its threads do).
      return { kind: 'no-match', offset: this.machine.noMatchAt };
    }
    const out = this.machine.match(input);
    if (out.kind === 'no-match') return out;
    const spans = (r: { readonly spans: Readonly<Record<string, readonly [number, number] | undefined>> }): Spans => this.names.map((n) => r.spans[n]);
    if (out.kind === 'match') return { kind: 'match', spans: spans(out) };
    return { kind: 'ambiguous', assignments: [{ spans: spans(out.assignments[0]) }, { spans: spans(out.assignments[1]) }] };
  }
}

/**
 * Compiles `pattern` in `all` mode (`compileCaptures`, within `options.budget`) to a
 * {@link SpansMachine}: where no input has two readings whose captures differ (decided by
 * {@link ambiguityOf} on first use, within `setStates` nodes), a match is read by the lazy DFA
 * alone; else by the `all` VM. Its answers are the `all` machine's, as spans.
 *
 * @example
 * ```ts
 * const x = P.star(P.chars('x'));
 * const split = compileSpans(P.seq(P.cap('a', x), P.chars('/'), P.cap('b', x)));
 * split.matchSpans('xx/x'); // { kind: 'match', spans: [[0, 2], [3, 4]] }
 * split.unambiguous; // true
 * compileSpans(P.seq(P.cap('a', x), P.cap('b', x))).matchSpans('x').kind; // 'ambiguous'
 * split.matchSpans('x+'); // { kind: 'no-match', offset: 1 }
 * ```
 */
export function compileSpans(pattern: Pattern, options?: { readonly budget?: CaptureBudget } | null): SpansMachine {
  const machine = compileCaptures(pattern, { mode: 'all', ...(options?.budget === undefined ? {} : { budget: options.budget }) });
  return new SpansOfAll(machine, pattern, budgetOf(options?.budget));
}
