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
 * - **Lookaheads.** A `look` compiles its pattern to an automaton of its own (no capture inside);
 *   the NFA is then multiplied out with it where the lookahead is open (`expandGuards`): a state
 *   reached with lookaheads open is a copy of it that carries their automata's states, its units
 *   split where they step them differently, and a thread dies where a negative lookahead's
 *   automaton accepts (a positive one's where it can read no further, or the input ends). Past
 *   the lookaheads' reach the copies lead back to the states themselves, so the compiled NFA has
 *   only the four kinds, and the VM and the lazy DFA run it as any other. A lookahead inside a
 *   repetition without a bound whose round may read nothing is refused (an `ArgumentError`): such
 *   a round is cut where the loop is entered twice at one position, which a lookahead open on the
 *   second entry would hide.
 *
 * Counted as built: states (`maxStates`, the copies too), nesting (`maxDepth`), a repetition's
 * bound (`maxRepeat`) and captures (`maxCaptures`); past one, a {@link CaptureBudgetError}.
 */
import { GrammarError, ArgumentError, typeName } from '../../../base/args.js';
import type { Ranges } from '../charset.js';
import type { Pattern } from './pattern.js';

/** State kinds. */
export const CHAR = 0;
export const SPLIT = 1;
export const TAG = 2;
export const ACCEPT = 3;
/** A lookahead's site while the NFA is built (none is left in a compiled NFA: see `expandGuards`). */
const GUARD = 4;

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
  /** Each lookahead site's automaton, by its GUARD state. */
  const guards = new Map<number, { readonly neg: boolean; readonly nfa: TaggedNFA }>();
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

  /**
   * How many repetitions without a bound, whose round may read nothing, the pattern being built is
   * inside: a lookahead there is refused (such a round is cut where the loop is entered twice at
   * one position, and a lookahead open on the second entry would make it a state of its own).
   */
  let emptyLoops = 0;

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
          const empty = nullable(p.x);
          if (empty) emptyLoops++;
          const f = build(p.x, depth + 1);
          if (empty) emptyLoops--;
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
      case 'look': {
        if (emptyLoops > 0) throw new ArgumentError('capture engine: a lookahead inside a repetition without a bound whose round may read nothing is not supported');
        // Its own automaton (its lookaheads multiplied out in it), within what is left of the budget.
        const g = compileNFA(p.x, { ...budget, maxStates: budget.maxStates - kind.length });
        if (g.names.length > 0) throw new ArgumentError(`capture engine: a lookahead holds no capture, not "${g.names[0]}"`);
        const site = state(GUARD);
        guards.set(site, { neg: p.neg === true, nfa: g });
        const end = open();
        next[site] = end;
        return { start: site, end };
      }
      default:
        throw new ArgumentError(`capture engine: not a pattern: ${typeName(p)}`);
    }
  };
  if (pattern === null || typeof pattern !== 'object') throw new ArgumentError(`capture engine: not a pattern: ${typeName(pattern)}`);
  const f = build(pattern, 0);
  const acc = state(ACCEPT);
  link(f.end, acc);
  if (guards.size > 0) expandGuards({ kind, next, tag, eps, ranges }, guards, acc, (k) => state(k));
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

/** Whether unit `c` is in the flat ranges `r` (`[lo, hi, lo, hi, …]`). */
export function inFlat(r: readonly number[], c: number): boolean {
  for (let i = 0; i < r.length; i += 2) if (c >= r[i]! && c <= r[i + 1]!) return true;
  return false;
}

/** Whether `p` may read the empty string (a lookahead reads nothing). */
function nullable(p: Pattern): boolean {
  switch (p.k) {
    case 'set':
      return false;
    case 'seq':
      return p.xs.every(nullable);
    case 'alt':
      return p.xs.some(nullable);
    case 'rep':
      return p.min === 0 || nullable(p.x);
    case 'cap':
      return nullable(p.x);
    case 'look':
      return true;
  }
}

/** A lookahead open on a thread: its site (a GUARD state) and the states its automaton is in (sorted). */
interface Open {
  readonly site: number;
  readonly states: readonly number[];
}

/**
 * Multiplies the NFA out with its lookaheads (see the file comment), in place: each GUARD state
 * becomes a split to a copy of what follows it with that lookahead open; copies are made as they
 * are reached, keyed by state and open lookaheads (a negative lookahead's copies opened at one
 * site merged into one set of states: it kills where any of them accepts). `make` adds a state
 * (within the budget).
 */
function expandGuards(
  nfa: { kind: number[]; next: number[]; tag: number[]; eps: Array<number[] | undefined>; ranges: Array<number[] | undefined> },
  guards: ReadonlyMap<number, { readonly neg: boolean; readonly nfa: TaggedNFA }>,
  accept: number,
  make: (kind: number) => number,
): void {
  const { kind, next, tag, eps, ranges } = nfa;
  /** The CHAR and ACCEPT states of automaton `g` reached from `from` by moves that read nothing. */
  const closure = (g: TaggedNFA, from: readonly number[]): number[] => {
    const seen = new Set<number>();
    const out: number[] = [];
    const stack = [...from];
    while (stack.length) {
      const q = stack.pop()!;
      if (seen.has(q)) continue;
      seen.add(q);
      const k = g.kind[q];
      if (k === CHAR || k === ACCEPT) out.push(q);
      else if (k === SPLIT) for (const r of g.eps[q]!) stack.push(r);
      else stack.push(g.next[q]!);
    }
    return out.sort((a, b) => a - b);
  };
  /**
   * The lookaheads `open` after one more opens at `site` (its automaton at its start), or after
   * each reads unit `u` (`site` -1): null where a lookahead kills the thread.
   */
  const settle = (open: readonly Open[], u: number, site: number): Open[] | null => {
    const out: Open[] = [];
    const add = (o: Open): boolean => {
      const { neg, nfa: g } = guards.get(o.site)!;
      const accepts = o.states.some((q) => g.kind[q] === ACCEPT);
      if (accepts) return !neg; // a prefix of the rest is in its language: a negative one kills, a positive one holds
      if (o.states.length === 0) return neg; // it can read no further: a negative one holds, a positive one kills
      const same = neg ? out.findIndex((x) => x.site === o.site) : -1;
      if (same >= 0) out[same] = { site: o.site, states: [...new Set([...out[same]!.states, ...o.states])].sort((a, b) => a - b) };
      else if (!out.some((x) => x.site === o.site && x.states.join() === o.states.join())) out.push(o);
      return true;
    };
    for (const o of open) {
      if (site >= 0) {
        if (!add(o)) return null;
        continue;
      }
      const g = guards.get(o.site)!.nfa;
      const to: number[] = [];
      for (const q of o.states) if (g.kind[q] === CHAR && inFlat(g.ranges[q]!, u)) to.push(g.next[q]!);
      if (!add({ site: o.site, states: closure(g, to) })) return null;
    }
    if (site >= 0 && !add({ site, states: closure(guards.get(site)!.nfa, [guards.get(site)!.nfa.start]) })) return null;
    out.sort((a, b) => a.site - b.site || (a.states.join() < b.states.join() ? -1 : 1));
    return out;
  };
  const keyOf = (s: number, open: readonly Open[]): string => `${s}|${open.map((o) => `${o.site}:${o.states.join('.')}`).join(';')}`;
  const copies = new Map<string, number>();
  const work: Array<{ readonly at: number; readonly s: number; readonly open: readonly Open[] }> = [];
  /** The state of a thread a lookahead killed: a split to nothing, made once. */
  let deadState = -1;
  const dead = (): number => {
    if (deadState < 0) {
      deadState = make(SPLIT);
      eps[deadState] = [];
    }
    return deadState;
  };
  /** The state that stands for `s` with lookaheads `open` (null: the thread is dead). */
  const copyOf = (s: number, open: readonly Open[] | null): number => {
    if (open === null) return dead();
    if (open.length === 0) return s;
    const key = keyOf(s, open);
    let c = copies.get(key);
    if (c === undefined) {
      c = make(SPLIT);
      eps[c] = [];
      copies.set(key, c);
      work.push({ at: c, s, open });
    }
    return c;
  };
  // The sites themselves: each a split to what follows it, its lookahead opened (written when
  // every copy is made: the copies are made of the states as built, the sites GUARD states still).
  const sites = [...guards.keys()].map((site) => [site, copyOf(next[site]!, settle([], 0, site))] as const);
  while (work.length) {
    const { at, s, open } = work.pop()!;
    switch (kind[s]) {
      case SPLIT:
        eps[at] = eps[s]!.map((t) => copyOf(t, open));
        break;
      case TAG: {
        // The copy: a tag state of its own (a split's place taken), then the copy of what follows.
        kind[at] = TAG;
        tag[at] = tag[s]!;
        eps[at] = undefined;
        next[at] = copyOf(next[s]!, open);
        break;
      }
      case ACCEPT:
        // The input ends: a negative lookahead still open holds, a positive one fails.
        eps[at] = open.every((o) => guards.get(o.site)!.neg) ? [accept] : [];
        break;
      case GUARD:
        if (!guards.has(s)) throw new Error('capture engine: a lookahead site without its automaton');
        eps[at] = [copyOf(next[s]!, settle(open, 0, s))];
        break;
      case CHAR: {
        // The state's units cut where the open lookaheads' automata read them differently; each
        // run of units that leads to the same lookahead states, one CHAR state.
        const own = ranges[s]!;
        const cuts = new Set<number>();
        for (let i = 0; i < own.length; i += 2) {
          cuts.add(own[i]!);
          cuts.add(own[i + 1]! + 1);
        }
        for (const o of open) {
          const g = guards.get(o.site)!.nfa;
          for (const q of o.states) {
            const r = g.ranges[q];
            if (g.kind[q] !== CHAR || !r) continue;
            for (let i = 0; i < r.length; i += 2) {
              cuts.add(r[i]!);
              cuts.add(r[i + 1]! + 1);
            }
          }
        }
        const sorted = [...cuts].sort((a, b) => a - b);
        const groups = new Map<string, { open: Open[]; ranges: number[] }>();
        for (let i = 0; i + 1 < sorted.length; i++) {
          const lo = sorted[i]!;
          const hi = sorted[i + 1]! - 1;
          if (!inFlat(own, lo)) continue;
          const after = settle(open, lo, -1);
          if (after === null) continue; // a lookahead kills the thread on these units
          const key = keyOf(-1, after);
          let grp = groups.get(key);
          if (!grp) groups.set(key, (grp = { open: after, ranges: [] }));
          const rs = grp.ranges;
          if (rs.length && rs[rs.length - 1]! === lo - 1) rs[rs.length - 1] = hi;
          else rs.push(lo, hi);
        }
        const outs: number[] = [];
        for (const grp of groups.values()) {
          const c = make(CHAR);
          ranges[c] = grp.ranges;
          next[c] = copyOf(next[s]!, grp.open);
          outs.push(c);
        }
        eps[at] = outs;
        break;
      }
    }
  }
  for (const [site, to] of sites) {
    kind[site] = SPLIT;
    eps[site] = [to];
    next[site] = -1;
  }
}

