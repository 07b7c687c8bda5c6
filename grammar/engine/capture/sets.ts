/**
 * Set operations over capture patterns (DECISIONS 40), built once for URI Templates and, later,
 * URL patterns (route sets). A pattern's **language** is what its tagged NFA (./nfa.ts) reads with
 * its tags taken as empty moves: the strings of UTF-16 code units it matches whole, whatever the
 * captures.
 *
 * - **A union with priorities** ({@link compileUnion}): an ordered list of patterns, one lazily
 *   built subset DFA over all their NFAs (a state: the set of the members' CHAR and ACCEPT states
 *   after the units read so far). One pass says which members match an input (`matching`) and so
 *   the first in priority order (`first`); that member's own capture machine (`compileCaptures` of
 *   its pattern, made the first time it wins) then reads its captures (`match`). Each member keeps
 *   its own capture names: no hidden capture, no renaming, and the registers of one member's
 *   machine are as wide as its own captures, not the whole set's.
 * - **Decisions with a witness** ({@link emptiness}, {@link overlap}, {@link inclusion},
 *   {@link equivalence}): a breadth-first search over a product of the NFAs (pairs of NFA states
 *   for an intersection, an NFA state beside a subset of the other NFA's states for a difference),
 *   on classes of code units (the intervals between the ranges' bounds, each read as its smallest
 *   unit). The witness is the shortest string of the language asked about and, among the
 *   shortest, the least by code units (JavaScript's `<`): deterministic.
 * - **Code units.** A witness is a string of code units, not necessarily well formed: where a
 *   pattern's set holds surrogate code points (U+D800 to U+DFFF, in `[0, 0xFFFF]` say), a witness
 *   may hold a lone surrogate; a set of astral code points only ever gives a surrogate pair.
 * - **Budget** (DECISIONS 35): the states a search or a union's DFA makes are counted against
 *   `setStates` (`CaptureBudget`: default 100,000, ceiling 2,000,000). Past it, a search throws a
 *   {@link CaptureBudgetError} (`code: 'budget'`, `budget: 'setStates'`); a union's DFA stops
 *   growing and steps a set of NFA states per unit instead (the same answers, linear). Every loop
 *   is iterative: nothing recurses as deep as a pattern or an input.
 */
import { ArgumentError, optionOf, optionsOf, optionsSpec, typeName } from '../../../base/args.js';
import { budgetOf, compileCaptures, type CaptureAssignment, type CaptureBudget, type CaptureMachine, type CaptureMode } from './machine.js';
import { ACCEPT, CaptureBudgetError, CHAR, compileNFA, intervalOf, intervalStarts, SPLIT, TAG, type NfaBudget, type TaggedNFA } from './nfa.js';
import type { Pattern } from './pattern.js';
import { counted, inFlat } from './vm.js';

// Re-exported for the examples of this module (a TSDoc example sees its own module's exports).
export { P } from './pattern.js';

/** The counted states of one operation, against its `setStates` budget. */
class Counter {
  made = 0;
  constructor(readonly max: number) {}
  count(): void {
    if (this.made >= this.max) throw new CaptureBudgetError('setStates', this.max, null);
    this.made++;
  }
}

/**
 * The tag-free view of one or more tagged NFAs laid end to end (state ids offset per NFA):
 * closures through TAG and SPLIT states to the kernel states (CHAR and ACCEPT), ascending.
 */
class Lang {
  readonly kind: Uint8Array;
  readonly next: Int32Array;
  readonly eps: Array<readonly number[] | undefined>;
  readonly ranges: Array<readonly number[] | undefined>;
  /** The member an ACCEPT state ends, -1 for another state. */
  readonly member: Int32Array;
  /** Each NFA's start, offset. */
  readonly starts: number[] = [];
  private readonly seen: Int32Array;
  private gen = 0;

  constructor(nfas: readonly TaggedNFA[]) {
    let size = 0;
    for (const n of nfas) size += n.size;
    this.kind = new Uint8Array(size);
    this.next = new Int32Array(size);
    this.member = new Int32Array(size).fill(-1);
    this.eps = new Array<readonly number[] | undefined>(size).fill(undefined);
    this.ranges = new Array<readonly number[] | undefined>(size).fill(undefined);
    this.seen = new Int32Array(size);
    let off = 0;
    for (let m = 0; m < nfas.length; m++) {
      const n = nfas[m]!;
      for (let s = 0; s < n.size; s++) {
        const g = off + s;
        this.kind[g] = n.kind[s]!;
        this.next[g] = n.next[s]! < 0 ? -1 : n.next[s]! + off;
        const e = n.eps[s];
        this.eps[g] = e === undefined ? undefined : e.map((t) => t + off);
        this.ranges[g] = n.ranges[s];
        if (n.kind[s] === ACCEPT) this.member[g] = m;
      }
      this.starts.push(n.start + off);
      off += n.size;
    }
  }

  get size(): number {
    return this.kind.length;
  }

  /** The kernel states the closure of `starts` reaches, ascending. */
  close(starts: ArrayLike<number>): number[] {
    const { kind, next, eps } = this;
    const gen = ++this.gen;
    const out: number[] = [];
    const stack: number[] = [];
    for (let i = starts.length - 1; i >= 0; i--) stack.push(starts[i]!);
    while (stack.length) {
      const s = stack.pop()!;
      if (this.seen[s] === gen) continue;
      this.seen[s] = gen;
      counted(1);
      const k = kind[s];
      if (k === CHAR || k === ACCEPT) out.push(s);
      else if (k === TAG) stack.push(next[s]!);
      else if (k === SPLIT) for (const t of eps[s]!) stack.push(t);
    }
    return out.sort((a, b) => a - b);
  }

  /** The kernel states after reading unit `u` from the kernel states `set`. */
  step(set: ArrayLike<number>, u: number): number[] {
    const starts: number[] = [];
    for (let i = 0; i < set.length; i++) {
      const s = set[i]!;
      if (this.kind[s] === CHAR && inFlat(this.ranges[s]!, u)) starts.push(this.next[s]!);
    }
    return this.close(starts);
  }
}

/** The classes of code units some NFAs read alike: the intervals between their ranges' bounds, ascending. */
class Alphabet {
  /** Each class's smallest unit, ascending (a class is `[lo[k], lo[k + 1])`). */
  readonly lo: Int32Array;
  private readonly ascii = new Int32Array(128);

  constructor(langs: readonly Lang[]) {
    this.lo = intervalStarts(langs);
    for (let u = 0; u < 128; u++) this.ascii[u] = this.search(u);
  }

  get size(): number {
    return this.lo.length;
  }

  private search(u: number): number {
    return intervalOf(this.lo, u);
  }

  classOf(u: number): number {
    return u < 128 ? this.ascii[u]! : this.search(u);
  }

  /** The classes CHAR state `s` of `l` reads, ascending. */
  classesOf(l: Lang, s: number): number[] {
    const r = l.ranges[s]!;
    const out: number[] = [];
    for (let i = 0; i < r.length; i += 2) for (let k = this.classOf(r[i]!), end = this.classOf(r[i + 1]!); k <= end; k++) out.push(k);
    return r.length > 2 ? [...new Set(out)].sort((a, b) => a - b) : out;
  }
}

/** Sets of kernel states of one {@link Lang}, interned, with their transitions on classes (a subset construction made as needed). */
class Subsets {
  readonly sets: Array<readonly number[]> = [];
  readonly accepts: boolean[] = [];
  private readonly byKey = new Map<string, number>();
  private readonly trans = new Map<number, number>();

  constructor(
    private readonly lang: Lang,
    private readonly sigma: Alphabet,
    private readonly counter: Counter,
  ) {}

  intern(set: readonly number[]): number {
    const key = set.join(',');
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    this.counter.count();
    const id = this.sets.length;
    this.sets.push(set);
    this.accepts.push(set.some((s) => this.lang.kind[s] === ACCEPT));
    this.byKey.set(key, id);
    return id;
  }

  next(id: number, k: number): number {
    const key = id * this.sigma.size + k;
    let t = this.trans.get(key);
    if (t === undefined) {
      t = this.intern(this.lang.step(this.sets[id]!, this.sigma.lo[k]!));
      this.trans.set(key, t);
    }
    return t;
  }
}

/** A node's second component is below this (the ceiling of `states` and of `setStates` is 2,000,000). */
const SPAN = 2 ** 21;

/**
 * A breadth-first search over pairs `(a, b)` by **groups**, a group being the nodes first reached
 * by one string: `starts` (the empty string) is the first; a group's nodes are expanded together,
 * class by class in ascending order, and the new nodes reached on one class form the next group.
 * So groups are taken in the order of their strings, shorter first and then the least by classes
 * (an induction on the length: a group's string is the least that reaches its nodes), and the
 * first group holding an `accepting` node spells the answer. Returns the classes of that string,
 * or null. (Taken node by node, two nodes of one string would break the tie by their ids, not by
 * the next class.)
 */
function shortest(
  starts: ReadonlyArray<readonly [number, number]>,
  accepting: (a: number, b: number) => boolean,
  expand: (a: number, b: number, emit: (k: number, a2: number, b2: number) => void) => void,
  counter: Counter,
): number[] | null {
  const index = new Set<number>();
  const A: number[] = [];
  const B: number[] = [];
  /** Group `g` is nodes `[first[g], first[g + 1])`, reached from group `parent[g]` on class `via[g]`. */
  const first: number[] = [0];
  const parent: number[] = [-1];
  const via: number[] = [-1];
  const add = (a: number, b: number): void => {
    const key = a * SPAN + b;
    if (index.has(key)) return;
    counter.count();
    index.add(key);
    A.push(a);
    B.push(b);
  };
  for (const [a, b] of starts) add(a, b);
  let pending: number[] = [];
  const emit = (k: number, a2: number, b2: number): void => {
    pending.push(k, a2, b2);
  };
  for (let g = 0; g < first.length; g++) {
    const lo = first[g]!;
    const hi = g + 1 < first.length ? first[g + 1]! : A.length;
    for (let n = lo; n < hi; n++) {
      if (!accepting(A[n]!, B[n]!)) continue;
      const path: number[] = [];
      for (let m = g; parent[m] !== -1; m = parent[m]!) path.push(via[m]!);
      return path.reverse();
    }
    pending = [];
    for (let n = lo; n < hi; n++) expand(A[n]!, B[n]!, emit);
    // By class, stably: the emits' order within a class is the nodes' order.
    const order = Array.from({ length: pending.length / 3 }, (_, i) => i).sort((i, j) => pending[3 * i]! - pending[3 * j]! || i - j);
    for (let i = 0; i < order.length; ) {
      const k = pending[3 * order[i]!]!;
      const before = A.length;
      for (; i < order.length && pending[3 * order[i]!] === k; i++) add(pending[3 * order[i]! + 1]!, pending[3 * order[i]! + 2]!);
      if (A.length > before) {
        first.push(before);
        parent.push(g);
        via.push(k);
      }
    }
  }
  return null;
}

/** The string of a path of classes: each class's smallest unit. */
function spell(sigma: Alphabet, path: readonly number[]): string {
  let out = '';
  for (let i = 0; i < path.length; i += 4096) out += String.fromCharCode(...path.slice(i, i + 4096).map((k) => sigma.lo[k]!));
  return out;
}

/**
 * What a set operation answers: whether its property `holds`, the `witness` that shows the
 * language asked about is not empty (a shortest string of it, the least by code units among the
 * shortest; null where there is none), and the `states` the search made (counted against the
 * `setStates` budget).
 *
 * @example
 * ```ts
 * const a: SetAnswer = overlap(P.chars('ab'), P.plus(P.set([[0x61, 0x62]])));
 * a; // { holds: true, witness: 'ab', states: 5 }
 * ```
 */
export interface SetAnswer {
  readonly holds: boolean;
  readonly witness: string | null;
  readonly states: number;
}

/**
 * What {@link equivalence} answers: a {@link SetAnswer} whose witness is a shortest string in
 * exactly one of the two languages, `side` saying which (`'a'`: in the first pattern's, not the
 * second's; null where they are equal).
 *
 * @example
 * ```ts
 * const e: EquivalenceAnswer = equivalence(P.star(P.chars('a')), P.plus(P.chars('a')));
 * [e.holds, e.witness, e.side]; // [false, '', 'a']
 * ```
 */
export interface EquivalenceAnswer extends SetAnswer {
  readonly side: 'a' | 'b' | null;
}

/**
 * Options of the set operations: the budgets (`CaptureBudget`), `setStates` for the search, the
 * others for compiling each pattern's NFA.
 *
 * @example
 * ```ts
 * const o: SetOptions = { budget: { setStates: 5000 } };
 * inclusion(P.chars('a'), P.star(P.chars('a')), o).holds; // true
 * ```
 */
export interface SetOptions {
  readonly budget?: CaptureBudget;
}

const SET_KEYS = { budget: true } as const;
const SPECS = {
  emptiness: optionsSpec<SetOptions>('emptiness', SET_KEYS),
  overlap: optionsSpec<SetOptions>('overlap', SET_KEYS),
  inclusion: optionsSpec<SetOptions>('inclusion', SET_KEYS),
  equivalence: optionsSpec<SetOptions>('equivalence', SET_KEYS),
};

/** The languages of `patterns` and an alphabet for them, and a counter of states, within the budgets `options` asks for. */
function prepare(fn: keyof typeof SPECS, patterns: readonly Pattern[], options: SetOptions | null | undefined): { langs: Lang[]; sigma: Alphabet; counter: Counter } {
  const b = budgetOf(optionsOf(options, SPECS[fn]).budget, fn);
  const nb: NfaBudget = { maxStates: b.states, maxDepth: b.depth, maxRepeat: b.repeat, maxCaptures: b.captures };
  const langs = patterns.map((p) => new Lang([compileNFA(p, nb)]));
  return { langs, sigma: new Alphabet(langs), counter: new Counter(b.setStates) };
}

/** The answer of a search: `holds` where it found a path exactly when `holdsIfFound`. */
function answer(sigma: Alphabet, path: number[] | null, holdsIfFound: boolean, counter: Counter): SetAnswer {
  return { holds: (path !== null) === holdsIfFound, witness: path === null ? null : spell(sigma, path), states: counter.made };
}

/** The search for a string in `a` and (`b !== null`) in `b`. */
function intersect(a: Lang, b: Lang | null, sigma: Alphabet, counter: Counter): number[] | null {
  const sa = a.close([a.starts[0]!]);
  const sb = b === null ? [0] : b.close([b.starts[0]!]);
  const starts: Array<[number, number]> = [];
  for (const x of sa) for (const y of sb) starts.push([x, y]);
  return shortest(
    starts,
    (x, y) => a.kind[x] === ACCEPT && (b === null || b.kind[y] === ACCEPT),
    (x, y, emit) => {
      if (a.kind[x] !== CHAR || (b !== null && b.kind[y] !== CHAR)) return;
      // Every class both read leads to the same pairs: the least one is the edge kept.
      let first = -1;
      for (const k of sigma.classesOf(a, x)) {
        if (b === null || inFlat(b.ranges[y]!, sigma.lo[k]!)) {
          first = k;
          break;
        }
      }
      if (first < 0) return;
      const nx = a.close([a.next[x]!]);
      const ny = b === null ? [0] : b.close([b.next[y]!]);
      for (const x2 of nx) for (const y2 of ny) emit(first, x2, y2);
    },
    counter,
  );
}

/** The search for a string in `a` and not in `b` (an NFA state of `a` beside a subset of `b`'s). */
function difference(a: Lang, b: Lang, sigma: Alphabet, counter: Counter): number[] | null {
  const subsets = new Subsets(b, sigma, counter);
  const s0 = subsets.intern(b.close([b.starts[0]!]));
  return shortest(
    a.close([a.starts[0]!]).map((x) => [x, s0] as const),
    (x, y) => a.kind[x] === ACCEPT && !subsets.accepts[y]!,
    (x, y, emit) => {
      if (a.kind[x] !== CHAR) return;
      const nx = a.close([a.next[x]!]);
      for (const k of sigma.classesOf(a, x)) {
        const y2 = subsets.next(y, k);
        for (const x2 of nx) emit(k, x2, y2);
      }
    },
    counter,
  );
}

/**
 * Whether the language of `a` is empty. Where it is not, the witness is its shortest string (the
 * least by code units among the shortest).
 *
 * @example
 * ```ts
 * emptiness(P.set([])).holds;                              // true
 * emptiness(P.seq(P.chars('x'), P.plus(P.chars('ab')))).witness; // 'xab'
 * emptiness(P.alt(P.chars('b'), P.chars('a'))).witness;    // 'a': the least, not the first alternative
 * ```
 */
export function emptiness(a: Pattern, options?: SetOptions | null): SetAnswer {
  const { langs, sigma, counter } = prepare('emptiness', [a], options);
  return answer(sigma, intersect(langs[0]!, null, sigma, counter), false, counter);
}

/**
 * Whether the languages of `a` and `b` overlap (some string is in both: L(a) ∩ L(b) ≠ ∅). Where
 * they do, the witness is a shortest string in both.
 *
 * @example
 * ```ts
 * const seg = P.plus(P.set([[0x61, 0x7a]]));
 * overlap(P.seq(P.chars('/users/'), P.cap('id', seg)), P.seq(P.chars('/'), P.cap('x', seg), P.chars('/me'))).witness; // '/users/me'
 * overlap(P.chars('a'), P.chars('b')); // { holds: false, witness: null, states: 1 }
 * ```
 */
export function overlap(a: Pattern, b: Pattern, options?: SetOptions | null): SetAnswer {
  const { langs, sigma, counter } = prepare('overlap', [a, b], options);
  return answer(sigma, intersect(langs[0]!, langs[1]!, sigma, counter), true, counter);
}

/**
 * Whether the language of `a` is included in that of `b` (L(a) ⊆ L(b)). Where it is not, the
 * witness is a shortest string in `a` and not in `b`.
 *
 * @example
 * ```ts
 * const ab = P.star(P.set([[0x61, 0x62]]));
 * inclusion(P.star(P.chars('a')), ab).holds; // true
 * inclusion(ab, P.star(P.chars('a'))).witness; // 'b'
 * ```
 */
export function inclusion(a: Pattern, b: Pattern, options?: SetOptions | null): SetAnswer {
  const { langs, sigma, counter } = prepare('inclusion', [a, b], options);
  return answer(sigma, difference(langs[0]!, langs[1]!, sigma, counter), false, counter);
}

/**
 * Whether `a` and `b` have the same language. Where they do not, the witness is a shortest string
 * in exactly one of them (`side` says which): the shorter of the two differences' witnesses, the
 * least by code units where they are as long. The states are those of both searches.
 *
 * @example
 * ```ts
 * const x = P.chars('x');
 * equivalence(P.seq(P.star(x), x), P.plus(x)).holds; // true
 * const e = equivalence(P.rep(x, 0, 3), P.star(x));
 * [e.witness, e.side]; // ['xxxx', 'b']
 * ```
 */
export function equivalence(a: Pattern, b: Pattern, options?: SetOptions | null): EquivalenceAnswer {
  const { langs, sigma, counter } = prepare('equivalence', [a, b], options);
  const ab = difference(langs[0]!, langs[1]!, sigma, counter);
  const ba = difference(langs[1]!, langs[0]!, sigma, counter);
  const wa = ab === null ? null : spell(sigma, ab);
  const wb = ba === null ? null : spell(sigma, ba);
  const side = wa === null ? (wb === null ? null : 'b') : wb === null || wa.length < wb.length || (wa.length === wb.length && wa < wb) ? 'a' : 'b';
  return { holds: side === null, witness: side === 'a' ? wa : side === 'b' ? wb : null, side, states: counter.made };
}

// ————— The union —————

/** No transition made yet; the dead state; the budget reached. */
const UNKNOWN = -2;
const DEAD = -1;
const FULL = -3;

/** A union's lazily built subset DFA over its members' NFAs. */
class UnionDFA {
  private readonly states: Array<readonly number[]> = [];
  /** The members each state's set accepts, ascending. */
  private readonly accepts: Array<readonly number[]> = [];
  private readonly byKey = new Map<string, number>();
  private trans: Int32Array;
  private readonly init: number;
  private readonly K: number;
  full = false;

  constructor(
    private readonly lang: Lang,
    private readonly sigma: Alphabet,
    private readonly max: number,
  ) {
    this.K = sigma.size;
    this.trans = new Int32Array(64 * this.K).fill(UNKNOWN);
    const s0 = lang.close(lang.starts);
    this.init = s0.length === 0 ? DEAD : this.stateOf(s0);
  }

  get size(): number {
    return this.states.length;
  }

  private membersOf(set: readonly number[]): number[] {
    const out: number[] = [];
    for (const s of set) if (this.lang.member[s]! >= 0) out.push(this.lang.member[s]!);
    return out;
  }

  private stateOf(set: readonly number[]): number {
    const key = set.join(',');
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    if (this.states.length >= this.max) {
      this.full = true;
      return FULL;
    }
    const id = this.states.length;
    this.states.push(set);
    this.accepts.push(this.membersOf(set));
    this.byKey.set(key, id);
    if ((id + 1) * this.K > this.trans.length) {
      const t = new Int32Array(this.trans.length * 2).fill(UNKNOWN);
      t.set(this.trans);
      this.trans = t;
    }
    return id;
  }

  /** The members whose language holds `input` (ascending), or the offset of the first unit no member could read. */
  run(input: string): readonly number[] | number {
    const { sigma, K } = this;
    let d = this.init;
    let set: number[] | null = null; // past the budget: the set itself
    if (d === DEAD) return 0;
    for (let pos = 0; pos < input.length; pos++) {
      const k = sigma.classOf(input.charCodeAt(pos));
      if (set === null) {
        let t = this.trans[d * K + k]!;
        if (t === UNKNOWN) {
          const next = this.lang.step(this.states[d]!, sigma.lo[k]!);
          t = next.length === 0 ? DEAD : this.stateOf(next);
          if (t === FULL) set = next;
          else this.trans[d * K + k] = t;
        } else if (t !== DEAD) {
          counted(1);
        }
        if (t === DEAD) return pos;
        if (t !== FULL) d = t;
        continue;
      }
      set = this.lang.step(set, sigma.lo[k]!);
      if (set.length === 0) return pos;
    }
    return set === null ? this.accepts[d]! : this.membersOf(set);
  }
}

/**
 * What {@link PatternUnion.match} answers: as `CaptureOutcome`, with `index`, the member that
 * matched (the first in priority order whose language holds the input), its captures read by its
 * own machine (`ambiguous`: two readings of that member, in `all` mode).
 *
 * @example
 * ```ts
 * const r: UnionOutcome = compileUnion([P.chars('a')]).match('b');
 * r; // { kind: 'no-match', offset: 0 }
 * ```
 */
export type UnionOutcome =
  | ({ readonly kind: 'match'; readonly index: number } & CaptureAssignment)
  | { readonly kind: 'ambiguous'; readonly index: number; readonly assignments: readonly [CaptureAssignment, CaptureAssignment] }
  | { readonly kind: 'no-match'; readonly offset: number };

/**
 * A compiled union of patterns in priority order (see the module's comment for how it works).
 * `first` is the index of the first member that matches the whole input (-1: none); `matching`
 * every such index, ascending; `match` the first's captures; `member(i)` member `i`'s own
 * capture machine. `stats`: the states of its DFA, and whether it reached its budget.
 *
 * @example
 * ```ts
 * const seg = P.plus(P.set([[0x61, 0x7a]]));
 * const u = compileUnion([P.chars('/users/me'), P.seq(P.chars('/users/'), P.cap('id', seg))]);
 * u.matching('/users/me'); // [0, 1]
 * u.first('/users/ann');   // 1
 * u.match('/users/ann');   // { kind: 'match', index: 1, values: { id: 'ann' }, spans: { id: [7, 10] } }
 * ```
 */
export interface PatternUnion {
  /** How many members. */
  readonly size: number;
  first(input: string): number;
  matching(input: string): readonly number[];
  match(input: string): UnionOutcome;
  member(index: number): CaptureMachine;
  readonly stats: { readonly dfaStates: number; readonly fellBack: boolean };
}

/**
 * Options of {@link compileUnion}: `mode`, each member's capture mode (`'priority'`, the default,
 * or `'all'`: two readings of the winning member are reported); `budget`, where `states` bounds
 * the members' NFAs together and `setStates` the union's DFA.
 *
 * @example
 * ```ts
 * const o: UnionOptions = { mode: 'all', budget: { setStates: 1000 } };
 * compileUnion([P.chars('a')], o).size; // 1
 * ```
 */
export interface UnionOptions {
  readonly mode?: CaptureMode;
  readonly budget?: CaptureBudget;
}

const UNION_OPTIONS = optionsSpec<UnionOptions>('compileUnion', { mode: true, budget: true });

class Union implements PatternUnion {
  private readonly machines: Array<CaptureMachine | undefined>;

  constructor(
    private readonly patterns: readonly Pattern[],
    private readonly dfa: UnionDFA,
    private readonly mode: CaptureMode,
    private readonly budget: Required<CaptureBudget>,
  ) {
    this.machines = new Array<CaptureMachine | undefined>(patterns.length).fill(undefined);
  }

  get size(): number {
    return this.patterns.length;
  }

  private read(input: unknown): readonly number[] | number {
    if (typeof input !== 'string') throw new ArgumentError(`pattern union: the input must be a string, not ${typeName(input)}`);
    return this.dfa.run(input);
  }

  first(input: string): number {
    const r = this.read(input);
    return typeof r === 'number' || r.length === 0 ? -1 : r[0]!;
  }

  matching(input: string): readonly number[] {
    const r = this.read(input);
    return typeof r === 'number' ? [] : [...r];
  }

  member(index: number): CaptureMachine {
    if (!Number.isInteger(index) || index < 0 || index >= this.patterns.length) throw new ArgumentError(`pattern union: no member ${typeName(index)} (there are ${this.patterns.length})`);
    return (this.machines[index] ??= compileCaptures(this.patterns[index]!, { mode: this.mode, budget: this.budget }));
  }

  match(input: string): UnionOutcome {
    const r = this.read(input);
    if (typeof r === 'number') return { kind: 'no-match', offset: r };
    if (r.length === 0) return { kind: 'no-match', offset: input.length };
    const index = r[0]!;
    const m = this.member(index).match(input);
    // The member's language holds the input, so its machine matches it (the tests hold the two equal).
    return m.kind === 'no-match' ? m : { ...m, index };
  }

  get stats(): { dfaStates: number; fellBack: boolean } {
    return { dfaStates: this.dfa.size, fellBack: this.dfa.full };
  }
}

/**
 * Compiles an ordered list of patterns to a {@link PatternUnion}: which members match an input,
 * the first in priority order, and its captures. Each member is compiled within the budget
 * (`options.budget`), their NFAs together within `states`.
 *
 * @example
 * ```ts
 * const digits = P.plus(P.set([[0x30, 0x39]]));
 * const u = compileUnion([P.seq(P.chars('v'), P.cap('major', digits)), P.cap('name', P.plus(P.set([[0x61, 0x7a]])))]);
 * u.first('v2');               // 0: both match, the first wins
 * u.match('v2');               // { kind: 'match', index: 0, values: { major: '2' }, spans: { major: [1, 2] } }
 * u.match('v-');               // { kind: 'no-match', offset: 1 }
 * compileUnion('a' as never);  // throws ArgumentError('compileUnion: the patterns must be an array, not string')
 * ```
 */
export function compileUnion(patterns: readonly Pattern[], options?: UnionOptions | null): PatternUnion {
  const o = optionsOf(options, UNION_OPTIONS);
  const mode = optionOf(o, 'mode', 'string', 'compileUnion') ?? 'priority';
  if (mode !== 'priority' && mode !== 'all') throw new ArgumentError(`compileUnion: option 'mode' must be 'priority' or 'all', not ${JSON.stringify(mode)}`);
  const b = budgetOf(o.budget, 'compileUnion');
  if (!Array.isArray(patterns)) throw new ArgumentError(`compileUnion: the patterns must be an array, not ${typeName(patterns)}`);
  const nb: NfaBudget = { maxStates: b.states, maxDepth: b.depth, maxRepeat: b.repeat, maxCaptures: b.captures };
  const members: Pattern[] = [];
  const nfas: TaggedNFA[] = [];
  let states = 0;
  for (let i = 0; i < patterns.length; i++) {
    // Read by own index (DECISIONS 34): a hole is undefined, and not a pattern.
    const p = Object.prototype.hasOwnProperty.call(patterns, i) ? patterns[i] : undefined;
    if (p === null || typeof p !== 'object') throw new ArgumentError(`compileUnion: member ${i} is not a pattern: ${typeName(p)}`);
    const nfa = compileNFA(p, nb);
    states += nfa.size;
    if (states > b.states) throw new CaptureBudgetError('states', b.states, null);
    members.push(p);
    nfas.push(nfa);
  }
  const lang = new Lang(nfas);
  return new Union(members, new UnionDFA(lang, new Alphabet([lang]), b.setStates), mode, b);
}
