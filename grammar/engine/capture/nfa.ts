/**
 * A {@link Pattern} compiled to a tagged NFA over UTF-16 code units: the automaton the Pike VM
 * (./vm.ts) runs and the lazy DFA (./tdfa.ts) determinizes.
 *
 * - **Code units.** A set's BMP part is read as one unit; its astral part as a high surrogate then
 *   a low one (one alternative per run of high surrogates, as RE2 compiles UTF-8 ranges to bytes),
 *   after the BMP part in priority. Positions are UTF-16 indexes.
 * - **Tags.** A capture `name` is two tags, `2i` where it opens and `2i + 1` where it closes (`i`
 *   its index in order of first appearance; a name written twice is one capture): a tag state sets
 *   its tag to the position the thread is at.
 * - **Priority.** A split state's targets are ordered: an alternation's alternatives in order; a
 *   repetition's "once more" before "done" (greedy) or after it (lazy).
 *
 * Counted as built: states (`maxStates`), nesting (`maxDepth`), a repetition's bound
 * (`maxRepeat`) and captures (`maxCaptures`); past one, a {@link CaptureBudgetError}.
 */
import { GrammarError, ArgumentError, typeName } from '../../../base/args.js';
import type { Ranges } from '../charset.js';
import type { Pattern } from './pattern.js';

/** State kinds. */
export const CHAR = 0;
export const SPLIT = 1;
export const TAG = 2;
export const ACCEPT = 3;

/**
 * Which budget of the capture engine a {@link CaptureBudgetError} is about: the NFA's states,
 * how deep the pattern nests, a repetition's bound, the captures, the states a set operation makes
 * (./sets.ts).
 *
 * @example
 * ```ts
 * const b: CaptureBudgetName = 'states';
 * ```
 */
export type CaptureBudgetName = 'states' | 'depth' | 'repeat' | 'captures' | 'setStates';

/**
 * A pattern would cost more than the capture engine's budget allows (DECISIONS 35): `budget` says
 * which, `max` is the bound, `where` the capture being compiled when it was passed (null: outside
 * every capture). `code` is always `'budget'`. Counted as the automaton is built, never timed.
 *
 * @example
 * ```ts
 * const e = new CaptureBudgetError('states', 10, 'host');
 * [e.code, e.budget, e.max, e.where]; // ['budget', 'states', 10, 'host']
 * e.message; // 'capture engine: the automaton needs more than 10 states (in capture "host")'
 * e instanceof GrammarError; // true
 * ```
 */
export class CaptureBudgetError extends GrammarError {
  override readonly name: string = 'CaptureBudgetError';
  readonly code = 'budget' as const;
  readonly budget: CaptureBudgetName;
  readonly max: number;
  readonly where: string | null;
  constructor(budget: CaptureBudgetName, max: number, where: string | null) {
    if (!['states', 'depth', 'repeat', 'captures', 'setStates'].includes(budget)) throw new ArgumentError(`CaptureBudgetError: unknown budget ${typeName(budget)}`);
    if (typeof max !== 'number' || !(max >= 0)) throw new ArgumentError(`CaptureBudgetError: the bound must be a number, not ${typeName(max)}`);
    if (where !== null && typeof where !== 'string') throw new ArgumentError(`CaptureBudgetError: where must be a capture name or null, not ${typeName(where)}`);
    const what =
      budget === 'states' ? `the automaton needs more than ${max} states`
      : budget === 'depth' ? `the pattern nests more than ${max} levels deep`
      : budget === 'repeat' ? `a repetition's bound is more than ${max}`
      : budget === 'setStates' ? `the set operation needs more than ${max} states`
      : `the pattern has more than ${max} captures`;
    super(`capture engine: ${what}${where === null ? '' : ` (in capture "${where}")`}`);
    this.budget = budget;
    this.max = max;
    this.where = where;
  }
}

/** The budgets of one compilation, resolved. */
export interface NfaBudget {
  readonly maxStates: number;
  readonly maxDepth: number;
  readonly maxRepeat: number;
  readonly maxCaptures: number;
}

/**
 * A tagged NFA. State `s` is `kind[s]`: CHAR (reads one unit of `ranges[s]`, flat `[lo, hi, …]`,
 * then goes to `next[s]`), SPLIT (goes to each of `eps[s]`, in priority order), TAG (sets tag
 * `tag[s]`, then goes to `next[s]`) or ACCEPT.
 */
export interface TaggedNFA {
  readonly size: number;
  readonly start: number;
  readonly kind: Uint8Array;
  readonly next: Int32Array;
  readonly tag: Int32Array;
  readonly eps: ReadonlyArray<readonly number[] | undefined>;
  readonly ranges: ReadonlyArray<readonly number[] | undefined>;
  /** The captures' names, by index (capture `i` is tags `2i` and `2i + 1`). */
  readonly names: readonly string[];
}

/** Splits a set of code points into its BMP units and its astral part as surrogate-pair alternatives. */
export function unitsOf(set: Ranges): { bmp: number[]; pairs: Array<[number, number, number, number]> } {
  const bmp: number[] = [];
  const pairs: Array<[number, number, number, number]> = [];
  for (const [lo, hi] of set) {
    if (lo <= 0xffff) bmp.push(lo, Math.min(hi, 0xffff));
    if (hi < 0x10000) continue;
    const a = Math.max(lo, 0x10000) - 0x10000;
    const b = hi - 0x10000;
    const ha = 0xd800 + (a >> 10);
    const hb = 0xd800 + (b >> 10);
    const la = 0xdc00 + (a & 0x3ff);
    const lb = 0xdc00 + (b & 0x3ff);
    if (ha === hb) {
      pairs.push([ha, ha, la, lb]);
      continue;
    }
    let first = ha;
    if (la !== 0xdc00) {
      pairs.push([ha, ha, la, 0xdfff]);
      first = ha + 1;
    }
    let last = hb;
    if (lb !== 0xdfff) last = hb - 1;
    if (first <= last) pairs.push([first, last, 0xdc00, 0xdfff]);
    if (lb !== 0xdfff) pairs.push([hb, hb, 0xdc00, lb]);
  }
  return { bmp, pairs };
}

/**
 * Where the code units are cut into intervals that every CHAR state of `nfas` reads alike (each
 * range's first unit, and the unit after its last), ascending, from 0: the first units of the
 * intervals, which {@link intervalOf} searches.
 */
export function intervalStarts(nfas: ReadonlyArray<Pick<TaggedNFA, 'size' | 'kind' | 'ranges'>>): Int32Array {
  const cuts = new Set<number>([0]);
  for (const n of nfas) {
    for (let s = 0; s < n.size; s++) {
      const r = n.ranges[s];
      if (n.kind[s] !== CHAR || !r) continue;
      for (let i = 0; i < r.length; i += 2) {
        cuts.add(r[i]!);
        if (r[i + 1]! < 0xffff) cuts.add(r[i + 1]! + 1);
      }
    }
  }
  return Int32Array.from([...cuts].sort((a, b) => a - b));
}

/**
 * The index of the last entry of `sorted` (ascending, its first entry at most `u`) that is at most
 * `u`: the interval of code units `u` is in, where `sorted` holds the intervals' first units.
 */
export function intervalOf(sorted: ArrayLike<number>, u: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sorted[mid]! <= u) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Builds the tagged NFA of `pattern` within `budget`. */
export function compileNFA(pattern: Pattern, budget: NfaBudget): TaggedNFA {
  const kind: number[] = [];
  const next: number[] = [];
  const tag: number[] = [];
  const eps: Array<number[] | undefined> = [];
  const ranges: Array<number[] | undefined> = [];
  const names: string[] = [];
  const index = new Map<string, number>();
  let where: string | null = null;

  const state = (k: number): number => {
    if (kind.length >= budget.maxStates) throw new CaptureBudgetError('states', budget.maxStates, where);
    kind.push(k);
    next.push(-1);
    tag.push(-1);
    eps.push(undefined);
    ranges.push(undefined);
    return kind.length - 1;
  };
  /** A fragment: its entry, and the states whose exit (`next`, or a SPLIT's last target) is to be patched. */
  interface Frag {
    readonly start: number;
    readonly end: number;
  }
  // Every fragment is built with an end state of its own (a SPLIT with no target yet), patched by
  // pushing onto its `eps`: simple, and the VM's closure walks through it.
  const link = (from: number, to: number): void => {
    eps[from]!.push(to);
  };
  /** A repetition's split `at`: another round (`round`) before leaving (`leave`), or after it where `lazy`. */
  const choose = (at: number, round: number, leave: number, lazy: boolean): void => {
    link(at, lazy ? leave : round);
    link(at, lazy ? round : leave);
  };
  const open = (): number => {
    const s = state(SPLIT);
    eps[s] = [];
    return s;
  };

  const charFrag = (lo: number, hi: number, lo2?: number, hi2?: number): Frag => {
    const end = open();
    const a = state(CHAR);
    ranges[a] = [lo, hi];
    if (lo2 === undefined) {
      next[a] = end;
      return { start: a, end };
    }
    const b = state(CHAR);
    ranges[b] = [lo2, hi2!];
    next[a] = b;
    next[b] = end;
    return { start: a, end };
  };

  const build = (p: Pattern, depth: number): Frag => {
    if (depth > budget.maxDepth) throw new CaptureBudgetError('depth', budget.maxDepth, where);
    switch (p.k) {
      case 'set': {
        const { bmp, pairs } = unitsOf(p.set);
        const alts: Frag[] = [];
        if (bmp.length) {
          const end = open();
          const a = state(CHAR);
          ranges[a] = bmp;
          next[a] = end;
          alts.push({ start: a, end });
        }
        for (const [h1, h2, l1, l2] of pairs) alts.push(charFrag(h1, h2, l1, l2));
        if (alts.length === 1) return alts[0]!;
        const start = open();
        const end = open();
        for (const f of alts) {
          link(start, f.start);
          link(f.end, end);
        }
        return { start, end }; // an empty set: a split with no target, reading nothing
      }
      case 'seq': {
        const start = open();
        let at = start;
        for (const x of p.xs) {
          const f = build(x, depth + 1);
          link(at, f.start);
          at = f.end;
        }
        return { start, end: at };
      }
      case 'alt': {
        const start = open();
        const end = open();
        for (const x of p.xs) {
          const f = build(x, depth + 1);
          link(start, f.start);
          link(f.end, end);
        }
        return { start, end };
      }
      case 'rep': {
        const { min, max } = p;
        if (!Number.isInteger(min) || min < 0 || !(max >= min) || (max !== Infinity && !Number.isInteger(max))) throw new ArgumentError(`capture engine: a repetition needs 0 <= min <= max, whole numbers, not ${min} and ${max}`);
        if (min > budget.maxRepeat || (max !== Infinity && max > budget.maxRepeat)) throw new CaptureBudgetError('repeat', budget.maxRepeat, where);
        const start = open();
        let at = start;
        for (let i = 0; i < min; i++) {
          const f = build(p.x, depth + 1);
          link(at, f.start);
          at = f.end;
        }
        if (max === Infinity) {
          // loop: a split that prefers another round (greedy) or leaving (lazy)
          const loop = open();
          const end = open();
          link(at, loop);
          const f = build(p.x, depth + 1);
          choose(loop, f.start, end, p.lazy === true);
          link(f.end, loop);
          return { start, end };
        }
        const end = open();
        for (let i = min; i < max; i++) {
          const f = build(p.x, depth + 1);
          choose(at, f.start, end, p.lazy === true);
          at = f.end;
        }
        link(at, end);
        return { start, end };
      }
      case 'cap': {
        if (typeof p.name !== 'string') throw new ArgumentError(`capture engine: a capture's name must be a string, not ${typeName(p.name)}`);
        let i = index.get(p.name);
        if (i === undefined) {
          if (names.length >= budget.maxCaptures) throw new CaptureBudgetError('captures', budget.maxCaptures, p.name);
          i = names.length;
          names.push(p.name);
          index.set(p.name, i);
        }
        const outer = where;
        where = p.name;
        const o = state(TAG);
        tag[o] = 2 * i;
        const f = build(p.x, depth + 1);
        const c = state(TAG);
        tag[c] = 2 * i + 1;
        const end = open();
        next[o] = f.start;
        link(f.end, c);
        next[c] = end;
        where = outer;
        return { start: o, end };
      }
      default:
        throw new ArgumentError(`capture engine: not a pattern: ${typeName(p)}`);
    }
  };
  if (pattern === null || typeof pattern !== 'object') throw new ArgumentError(`capture engine: not a pattern: ${typeName(pattern)}`);
  const f = build(pattern, 0);
  const acc = state(ACCEPT);
  link(f.end, acc);
  return {
    size: kind.length,
    start: f.start,
    kind: Uint8Array.from(kind),
    next: Int32Array.from(next),
    tag: Int32Array.from(tag),
    eps,
    ranges,
    names,
  };
}
