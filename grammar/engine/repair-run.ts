/**
 * The least-cost repair search's helpers (grammar/engine/repair.ts): the plain run of one lane,
 * the table of a derived recognizer's refused units, a growing list of kept lanes, and the
 * search's memo of configurations. Apart from the search so that each is small, compiled on its
 * own: a run is the search's hottest loop.
 */
import { ArgumentError } from '../../base/args.js';
import { machineOf, prefixRunOf, type Machine, type PrefixRun, type RecognizerTables } from './recognize.js';

/**
 * An automaton made ready for the search: its machine, and the runs of its delegated rules.
 *
 * @example
 * ```ts
 * import { recognizerTablesFor } from './recognize.js';
 * const r: Ready = readyOf(recognizerTablesFor('rfc3986', 'URI')!.tables);
 * r.calls.length > 0; // true (RFC 3986's IP literal is read by an automaton of its own)
 * ```
 */
export interface Ready {
  readonly m: Machine;
  readonly calls: ReadonlyArray<{ readonly cls: number; readonly run: PrefixRun }>;
}
const ready = new WeakMap<RecognizerTables, Ready>();
/**
 * The automaton `t` made ready (once for each tables object).
 *
 * @example
 * ```ts
 * import { recognizerTablesFor } from './recognize.js';
 * readyOf(recognizerTablesFor('rfc3986', 'URI')!.tables).m.start > 0; // true (state 0 is the dead state)
 * ```
 */
export function readyOf(t: RecognizerTables): Ready {
  let r = ready.get(t);
  if (!r) ready.set(t, (r = { m: machineOf(t), calls: (t.delegated ?? []).map((d) => ({ cls: d.class, run: prefixRunOf(d.tables) })) }));
  return r;
}

/**
 * The value of a budget option of `repairSearch`: `dflt` where it is not given; an
 * `ArgumentError` where it is no integer from 1 to `ceiling`.
 *
 * @example
 * ```ts
 * budget(undefined, 'maxCost', 256, 65_536); // 256
 * ```
 */
export function budget(v: number | undefined, name: string, dflt: number, ceiling: number): number {
  if (v === undefined) return dflt;
  if (!Number.isInteger(v) || v < 1 || v > ceiling) throw new ArgumentError(`repairSearch: option '${name}' must be an integer from 1 to ${ceiling}, not ${String(v)}`);
  return v;
}

/**
 * Does any of `arcs` apply where its unit can be read as itself?
 *
 * @example
 * ```ts
 * readableArc([{ text: '%26', cost: 9, readable: true }]); // true
 * ```
 */
export const readableArc = (arcs: ReadonlyArray<{ readonly readable?: boolean }>): boolean => {
  for (const a of arcs) if (a.readable === true) return true;
  return false;
};

/**
 * Is the edit of `start` to `end` by `text` one of `bans` (the same span and text)?
 *
 * @example
 * ```ts
 * banned([{ start: 4, end: 4, text: ':' }], 4, 4, ':'); // true
 * ```
 */
export const banned = (bans: ReadonlyArray<{ readonly start: number; readonly end: number; readonly text: string }>, start: number, end: number, text: string): boolean => {
  for (const b of bans) if (b.start === start && b.end === end && b.text === text) return true;
  return false;
};

/** The part of a repair model a run reads: what a code point at an index may be written as. */
interface AlternativesOf {
  alternatives(cp: number, at: number): ReadonlyArray<{ readonly text: string; readonly cost: number; readonly readable?: boolean }>;
}

/**
 * `keep` with `k` at `w` (grown if need be).
 *
 * @example
 * ```ts
 * Array.from(push(new Int32Array([0]), 1, 2)); // [0, 2, 0, 0] (grown to four)
 * ```
 */
export function push(keep: Int32Array, w: number, k: number): Int32Array {
  if (w < keep.length) {
    keep[w] = k;
    return keep;
  }
  const b = new Int32Array(Math.max(4, keep.length * 2));
  b.set(keep);
  b[w] = k;
  return b;
}

const refusedTables = new Map<string, Uint8Array>();
/**
 * The units of a derived recognizer's `without`, as a table by code unit (a few kept; null for none).
 *
 * @example
 * ```ts
 * refusedOf('#')?.[0x23]; // 1
 * ```
 */
export function refusedOf(without: string): Uint8Array | null {
  if (without.length === 0) return null;
  let t = refusedTables.get(without);
  if (!t) {
    t = new Uint8Array(65_536);
    for (let k = 0; k < without.length; k++) t[without.charCodeAt(k)] = 1;
    if (refusedTables.size < 16) refusedTables.set(without, t);
  }
  return t;
}

/**
 * What `runOne` leaves: the state its lane reached, and whether an alternative was over the budget (1).
 *
 * @example
 * ```ts
 * ONE.length; // 2
 * ```
 */
export const ONE = new Int32Array(2);

// `runOne`'s verdicts on the alternatives of a state and an ASCII unit (a state is a multiple of
// 128, so the state plus the unit names both), by the run they were reached in.
const ONE_CACHE = 256;
const oneStamps = new Int32Array(ONE_CACHE);
const oneKeys = new Int32Array(ONE_CACHE);
const oneVerdicts = new Uint8Array(ONE_CACHE);
const oneArcs: unknown[] = new Array<unknown>(ONE_CACHE).fill(null);
let oneStamp = 0;

/**
 * The plain run of one lane (state `s`, cost `c`) from `i`: up to the first unit it cannot read,
 * a surrogate, or one with an alternative that leads elsewhere (within the budget); where it ends
 * (`ONE` says the state there).
 *
 * @example
 * ```ts
 * // In a machine `m` of the language a*, from its start: runOne('aab', 0, 3, m.start, 0, m, null, { alternatives: () => [] }, 256); // 2
 * ```
 */
export function runOne(input: string, i: number, n: number, s: number, c: number, m: Machine, refused: Uint8Array | null, model: AlternativesOf, maxCost: number): number {
  const { K, ascii, byClass, classOfHigh } = m;
  let over = 0;
  let j = i;
  if (oneStamp === 0x7fffffff) {
    oneStamp = 0;
    oneStamps.fill(0);
  }
  const stamp = ++oneStamp;
  for (; j < n; j++) {
    const u = input.charCodeAt(j);
    if (u >= 0xd800 && u <= 0xdfff) break;
    const to = refused !== null && refused[u] === 1 ? 0 : u < 128 ? ascii[s + u]! : byClass[(s >> 7) * K + classOfHigh(u)]!;
    if (to === 0) break;
    const alternatives = model.alternatives(u, j);
    // What the alternatives of an ASCII unit from a state came to before in this run (the lane's
    // cost is the run's): kept by state and unit, with the alternatives they were.
    const h = u < 128 ? ((s >> 7) * 7 + u) & (ONE_CACHE - 1) : -1;
    if (h >= 0 && oneStamps[h] === stamp && oneKeys[h] === s + u && oneArcs[h] === alternatives) {
      if (oneVerdicts[h] === 2) over = 1;
      s = to;
      continue;
    }
    let k = 0;
    for (; k < alternatives.length; k++) {
      const arc = alternatives[k]!;
      if (arc.readable !== true) continue;
      if (c + arc.cost > maxCost) {
        over = 1;
        continue;
      }
      let via = s;
      const text = arc.text;
      for (let t = 0; t < text.length && via !== 0; t++) {
        const x = text.charCodeAt(t);
        via = refused !== null && refused[x] === 1 ? 0 : x < 128 ? ascii[via + x]! : byClass[(via >> 7) * K + classOfHigh(x)]!;
      }
      if (via !== 0 && via !== to) break;
    }
    if (k < alternatives.length) break;
    if (h >= 0) {
      oneStamps[h] = stamp;
      oneKeys[h] = s + u;
      oneArcs[h] = alternatives;
      oneVerdicts[h] = over === 1 ? 2 : 1;
    }
    s = to;
  }
  ONE[0] = s;
  ONE[1] = over;
  return j;
}


/**
 * What reading one unit did to a column (see `searchOnce`'s memo in grammar/engine/repair.ts): the
 * alternatives (`A`: the search's arcs) it was read with (its deletion's cost is the unit's, the
 * same throughout a search); the edits it made
 * (`op`: the path each extends, as a reference, and how many units it replaced; `opArc`: its
 * arc's number in the search); the next column (`out`: state, cost and the reference of its path's last edit, each);
 * whether it pruned. A reference: -1 no edit, -2 - k the path of the column's k-th state, t >= 0
 * the t-th edit made.
 *
 * @example
 * ```ts
 * const r: ColumnRecipe<string> = { arcs: [], op: NO_REFS, opArc: NO_REFS, out: NO_REFS, pruned: false, run: true, next: -1, fused: [] };
 * ```
 */
export interface ColumnRecipe<A> {
  readonly arcs: readonly A[];
  readonly op: Int32Array;
  readonly opArc: Int32Array;
  readonly out: Int32Array;
  readonly pruned: boolean;
  /** Whether a plain run reads on from the column (nothing else recorded). */
  readonly run: boolean;
  /**
   * Where a run reads on from the column's own states: the place in the column of each of its
   * lanes, and their configuration (what the column's insertions, order, beam and slack give;
   * `pruned`: whether they pruned).
   */
  readonly perm?: Int32Array | null;
  readonly lanes?: number;
  /** The configuration of `out` (-1: none). */
  readonly next: number;
  /** The column and the run from the column after it as one, by the unit after (see `FusedRecipe`). */
  readonly fused: Array<FusedRecipe<A> | undefined>;
}

/**
 * A column's recipe and the recipe of the run that starts at the column after it (`then`), as
 * one: where each of the run's lanes comes from (`src`: a reference as the column's `out` gives
 * it), whether either pruned, and the steps the two count.
 *
 * @example
 * ```ts
 * const then: ColumnRecipe<string> = { arcs: [], op: NO_REFS, opArc: NO_REFS, out: NO_REFS, pruned: false, run: true, next: -1, perm: new Int32Array([0]), lanes: 0, fused: [] };
 * const f: FusedRecipe<string> = { then, src: new Int32Array([-2]), pruned: false, steps: 3, macro: undefined, misses: 0 };
 * ```
 */
export interface FusedRecipe<A> {
  readonly then: ColumnRecipe<A>;
  readonly src: Int32Array;
  readonly pruned: boolean;
  readonly steps: number;
  /** The run that followed the two last (see `RunMacro`), and how often one could not be kept. */
  macro: RunMacro<A> | undefined;
  misses: number;
}

/**
 * What a fused column and the plain run after it did, up to where the run stopped next, where no
 * edit the column made is on a lane's path by then (an alternative tried and dropped again): the
 * units the run read after the column's own and their alternatives, the lanes' configuration
 * after, where each lane comes from (a lane before the column, or -1: no edit), the steps counted
 * and whether any pruned. Where the same units follow with the same alternatives, the column and
 * the run are one look-up and a copy of the lanes' paths: no edit is made to be dropped.
 *
 * @example
 * ```ts
 * const m: RunMacro<string> = { units: '41', arcs: [[], []], after: 3, from: new Int32Array([0, 1]), inPlace: true, steps: 2, pruned: false };
 * ```
 */
export interface RunMacro<A> {
  readonly units: string;
  readonly arcs: ReadonlyArray<readonly A[]>;
  readonly after: number;
  readonly from: Int32Array;
  /** Whether `from` may be applied in place (each lane from itself or one after it). */
  readonly inPlace: boolean;
  readonly steps: number;
  readonly pruned: boolean;
}

/** The longest run a `RunMacro` keeps (a longer one has few stops to save). */
const MACRO_UNITS = 64;
/** How often a fused column's run may fail to give a `RunMacro` before none is tried for it. */
const MACRO_MISSES = 8;

/**
 * A `RunMacro` being recorded (see `searchOnce`'s plain runs in grammar/engine/repair.ts): from the
 * fused column `f` at `start` (-1: none), where each lane's path comes from (`origin`: a lane before
 * the column, -1 no edit, -2 an edit the column made), the steps and pruning since, and the
 * alternatives of the units read.
 *
 * @example
 * ```ts
 * const r = new RunRecorder<string>(4);
 * r.start; // -1 (nothing recorded)
 * ```
 */
export class RunRecorder<A> {
  f: FusedRecipe<A> | undefined = undefined;
  start = -1;
  steps = 0;
  pruned = false;
  readonly origin: Int32Array;
  private readonly arcs: Array<readonly A[]> = [];

  constructor(states: number) {
    this.origin = new Int32Array(states);
  }

  /** Starts at the fused column `f` at `j` (unless its runs have failed too often). */
  begin(f: FusedRecipe<A>, j: number): void {
    if (f.misses >= MACRO_MISSES) return;
    const { src } = f;
    for (let k = 0; k < src.length; k++) {
      const v = src[k]!;
      this.origin[k] = v <= -2 ? -2 - v : v === -1 ? -1 : -2;
    }
    this.f = f;
    this.start = j;
    this.steps = 0;
    this.pruned = false;
    this.arcs.length = 0;
  }

  /** One unit read from the memo: its alternatives, the lanes kept, whether it pruned. */
  read(arcs: readonly A[], keep: Int32Array | null | undefined, over: boolean): void {
    const origin = this.origin;
    if (keep) for (let k = 0; k < keep.length; k++) origin[k] = origin[keep[k]!]!;
    this.steps++;
    if (over) this.pruned = true;
    this.arcs.push(arcs);
    if (this.arcs.length > MACRO_UNITS) this.start = -1;
  }

  /** The run stopped at `j` with `count` lanes in configuration `config`: kept where no edit of the column is on their paths. */
  finish(input: string, j: number, count: number, config: number): void {
    const f = this.f!;
    this.start = -1;
    const origin = this.origin;
    let inPlace = true;
    for (let k = 0; k < count; k++) {
      if (origin[k] === -2) {
        f.misses++;
        return;
      }
      if (origin[k]! >= 0 && origin[k]! < k) inPlace = false;
    }
    // (Its first unit is read with the fused column's run's alternatives: `replays` checks them.)
    if (this.arcs.length === 0 || this.arcs[0] !== f.then.arcs) {
      f.misses++;
      return;
    }
    f.macro = { units: input.slice(j - this.arcs.length, j), arcs: this.arcs.slice(), after: config, from: origin.slice(0, count), inPlace, steps: this.steps, pruned: this.pruned };
  }
}

/**
 * Whether the input at `j` holds `m`'s units, each with the same alternatives as when it was recorded.
 *
 * @example
 * ```ts
 * const none: never[] = [];
 * replays({ units: 'ab', arcs: [none, none], after: 0, from: new Int32Array(0), inPlace: true, steps: 2, pruned: false }, 'xab', 1, { alternatives: () => none }); // true
 * ```
 */
export function replays<A>(m: RunMacro<A>, input: string, j: number, model: { alternatives(cp: number, at: number): readonly A[] }): boolean {
  const units = m.units;
  if (j + units.length > input.length) return false;
  for (let p = 0; p < units.length; p++) {
    const w = units.charCodeAt(p);
    if (input.charCodeAt(j + p) !== w || model.alternatives(w, j + p) !== m.arcs[p]) return false;
  }
  return true;
}

/**
 * No references (a recipe's empty `op` or `out`).
 *
 * @example
 * ```ts
 * NO_REFS.length; // 0
 * ```
 */
export const NO_REFS = new Int32Array(0);
const NO_FLAGS = new Uint8Array(0);

/** The most configurations a search remembers (see `Configurations`). */
const MEMO_CONFIGS = 1024;

/**
 * The shortest input a search keeps a memo for (on a shorter one it would cost more than it saves).
 *
 * @example
 * ```ts
 * MEMO_FROM; // 256
 * ```
 */
export const MEMO_FROM = 256;

/**
 * A search's memo (see `searchOnce` in grammar/engine/repair.ts): the configurations it met (a
 * column's states with their costs, in order, written into `key` and interned by `intern`), and
 * what one unit did to each, by configuration times 128 plus the unit: to a plain run's lanes
 * (`runNext`, one more than the configuration after, 0 unknown; `runArcs`, the alternatives it
 * was read with; `runKeep`, the lanes kept where two merged; `runOver`, whether an alternative
 * was over the budget), and to a whole column (`columnMemo`).
 *
 * @example
 * ```ts
 * const memo = new Configurations<string>(4, true);
 * memo.key.set([128, 0]);
 * memo.intern(2) === memo.intern(2); // true
 * ```
 */
export class Configurations<A> {
  readonly key: Int32Array;
  readonly configs: Int32Array[] = [];
  readonly runArcs: Array<readonly A[] | undefined> = [];
  readonly runKeep: Array<Int32Array | null> = [];
  readonly columnMemo: Array<ColumnRecipe<A> | undefined> = [];
  // (Empty, shared, until the first configuration: never written while empty.)
  runNext = NO_REFS;
  runOver = NO_FLAGS;
  private readonly chain: number[] = [];
  private readonly byHash = new Map<number, number>();
  private cap = 0;

  /** `enabled` false: a memo that remembers nothing (`intern` says -1). */
  constructor(
    states: number,
    readonly enabled: boolean,
  ) {
    // (Not made where it is not enabled: an array of its size costs microseconds, SearchScratch.)
    this.key = new Int32Array(enabled ? 2 * states : 0);
  }

  /** The configuration of `key[0..len)` (-1 past `MEMO_CONFIGS`, or where the memo is not enabled). */
  intern(len: number): number {
    if (!this.enabled) return -1;
    const key = this.key;
    let h = len;
    for (let k = 0; k < len; k++) h = Math.imul(h ^ key[k]!, 0x9e3779b1);
    h &= 0x3fffffff;
    for (let c = this.byHash.get(h) ?? -1; c >= 0; c = this.chain[c]!) {
      const v = this.configs[c]!;
      if (v.length !== len) continue;
      let k = 0;
      while (k < len && v[k] === key[k]) k++;
      if (k === len) return c;
    }
    if (this.configs.length === MEMO_CONFIGS) return -1;
    const c = this.configs.length;
    this.configs.push(key.slice(0, len));
    this.chain.push(this.byHash.get(h) ?? -1);
    this.byHash.set(h, c);
    if (c >= this.cap) {
      this.cap = Math.max(1, this.cap * 2);
      const next = new Int32Array(this.cap * 128);
      next.set(this.runNext);
      this.runNext = next;
      const over = new Uint8Array(this.cap * 128);
      over.set(this.runOver);
      this.runOver = over;
      this.runArcs.length = this.cap * 128;
      this.runKeep.length = this.cap * 128;
      this.columnMemo.length = this.cap * 128;
    }
    return c;
  }
}

/**
 * A search's typed arrays (see `searchOnce` in grammar/engine/repair.ts), kept between the searches
 * of one automaton: an array of more than 64 bytes has a buffer of its own outside V8's heap, and
 * making one costs about as much as reading a short URL (2-3 µs on the machine of issue 45, where a
 * search made seventeen and a report three searches). `take` gives them (`busy` while a search
 * holds them: a search that starts inside another, from a model's callback, gets arrays of its
 * own); `give` takes them back, less an edit list grown past `KEPT_NODES`.
 *
 * @example
 * ```ts
 * import { recognizerTablesFor } from './recognize.js';
 * const rd = readyOf(recognizerTablesFor('rfc3986', 'URI')!.tables);
 * const s = SearchScratch.take(rd);
 * s.columns[1]!.length === 3 * s.lanes[0]!.length; // true (the costs of three open columns of the automaton's states)
 * SearchScratch.give(s);
 * ```
 */
export class SearchScratch {
  busy = false;
  /** The deletion costs of the ASCII units asked so far (-1: not yet). */
  readonly asciiDelete = new Float64Array(128);
  /** The edits' columns (parent, where, units replaced, arc): grown by the search, kept up to `KEPT_NODES`. */
  edits = ints(4, 256);
  /** By state, in three open columns: stamp, cost, node, list. */
  readonly columns: readonly Int32Array[];
  /** By state: the lanes' states, next states, costs and nodes; marks; nodes out; nodes saved. */
  readonly lanes: readonly Int32Array[];
  /**
   * The arcs the searches met, numbered in the order met (an edit keeps its arc's number): kept
   * from one search to the next (a model's arcs are mostly the same objects), and renumbered from
   * none once past `KEPT_ARCS` (so that a model making new arcs for every search holds none).
   */
  readonly arcs: unknown[] = [];
  readonly arcNumbers = new Map<unknown, number>();
  /** Where a delegated rule's run ends, the states, costs and nodes that go on there (see `searchOnce`). */
  readonly far = new Map<number, number[]>();
  private static readonly kept = new WeakMap<Ready, SearchScratch>();

  private constructor(readonly states: number) {
    this.columns = ints(4, 3 * states);
    this.lanes = ints(7, states);
  }

  /** The arrays for a search of `rd`, made ready: no state entered, no mark, no deletion cost asked. */
  static take(rd: Ready): SearchScratch {
    const states = rd.m.accept.length >> 7;
    let s = SearchScratch.kept.get(rd);
    if (s === undefined || s.states !== states) {
      s = new SearchScratch(states);
      SearchScratch.kept.set(rd, s);
    } else if (s.busy) s = new SearchScratch(states);
    s.busy = true;
    return SearchScratch.reset(s);
  }

  /**
   * `s` made ready for another search (no state entered, no mark, no deletion cost asked; with
   * `sameModel`, the deletion costs asked kept: the next search is of the same model).
   */
  static reset(s: SearchScratch, sameModel = false): SearchScratch {
    s.columns[0]!.fill(-1); // the stamps: no state entered in any column
    s.lanes[4]!.fill(0); // the marks
    if (!sameModel) s.asciiDelete.fill(-1);
    if (s.far.size > 0) s.far.clear();
    if (s.arcs.length > KEPT_ARCS) {
      s.arcs.length = 0;
      s.arcNumbers.clear();
    }
    return s;
  }

  /** Gives the arrays back (an edit list grown past `KEPT_NODES` is not kept). */
  static give(s: SearchScratch): void {
    s.busy = false;
    if (s.edits[0]!.length > KEPT_NODES) s.edits = ints(4, 256);
  }
}

/** `k` arrays of `n` integers. */
const ints = (k: number, n: number): Int32Array[] => Array.from({ length: k }, () => new Int32Array(n));

/** The most arcs a search's arrays keep numbered between searches (see `SearchScratch.arcs`). */
const KEPT_ARCS = 4096;

/** The longest edit list a search's arrays keep between searches (entries; four arrays of them). */
const KEPT_NODES = 1 << 14;
