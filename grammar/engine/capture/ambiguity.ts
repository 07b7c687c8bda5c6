/**
 * Whether a tagged NFA (./nfa.ts) reads some input two ways whose captures differ: decided once,
 * at compile time, so that a machine in `all` mode (./machine.ts) whose pattern has no such input
 * runs as in `priority` (the lazy DFA, ./tdfa.ts), its one reading being the only one, and runs
 * the `all` VM (./vm.ts) only where two readings may differ.
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
 */
import { ACCEPT, CHAR, SPLIT, TAG, type TaggedNFA } from './nfa.js';

// Re-exported for the examples of this module (a TSDoc example sees its own module's exports).
export { compileNFA } from './nfa.js';
export { P, type Pattern } from './pattern.js';

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
    const seen = new Set<string>();
    const stack: Array<[number, readonly number[]]> = [[s0, []]];
    while (stack.length) {
      const [s, tags] = stack.pop()!;
      const key = `${s}|${tags.join(',')}`;
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
function differing(d: readonly number[], a: readonly number[], b: readonly number[]): number[] {
  if (a.length === 0 && b.length === 0) return d as number[];
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
  const index = new Map<string, number>();
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
    const key = `${p},${q}|${nd.join(',')}`;
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
