/**
 * The reading of a grammar loaded from ABNF, compiled: the same path `parsePath` (nfa.ts) finds,
 * found in two passes over the input whose steps are table lookups once the tables have seen the
 * characters.
 *
 * `parsePath` simulates every thread of the NFA at once (the Pike VM): each character costs a
 * pass over every live state and its epsilon closure. The path it returns is the first, in
 * priority order, of the paths that read the whole input and accept: the lexicographically least
 * accepting path, comparing paths by the alternative taken at each choice. This reader finds that
 * path without simulating the others:
 *
 * 1. Backward: the set of *live* states at each position, the states from which the rest of the
 *    input can be read to acceptance (a state counts here when it is the start or the target of a
 *    character edge: where a closure begins). The set at the end is the states whose closure holds
 *    an accepting state; the set at `i` follows from the one at `i + 1` (or `i + 2`, for an edge
 *    that reads a surrogate pair) and the character at `i`. Sets are interned, and the step from a
 *    set and an ASCII character's class to the set before it is kept in a table: a step is one lookup.
 *    The input is in the language exactly when the start is live at the first position.
 * 2. Forward: from the start, at each position, the first path of the closure (in the NFA's own
 *    priority order, `pathsOf`) whose character edge reads the character and leads to a live
 *    state; at the end, the first that accepts. With the live sets known, the first such path is
 *    the one a backtracking search would commit to, so the path is `parsePath`'s. The choice from
 *    a state, an ASCII character's class and the live set after it is kept in a table too.
 *
 * Linear in the input (each position is one step of each pass); the tables grow with the
 * distinct (live set, character) pairs met, which the automaton bounds. A differential test
 * (test/abnf-read.test.ts) holds the path to `parsePath`'s on the corpus and on generated and
 * mutated inputs.
 */
import { characterAt, type NFA, type NfaEvent, type State } from './nfa.js';
import { parsePath } from './nfa/path.js';
import type { Rule } from './dsl.js';

/** A path of a closure: the state with a character edge (or accepting) and the frames on the way. */
interface Path {
  readonly state: State;
  readonly ops: ReadonlyArray<Rule | null> | null;
}

/** Unknown in a lookup table. */
const UNKNOWN = -2;
/** Thrown by `intern` when the tables hold `PathReader.maxSets` live sets (caught by the reads). */
const TABLES_FULL: unique symbol = Symbol('tables full');
/** No path reads the character to a live state (cannot happen from a live state). */
const NONE = -1;

/**
 * Reads one frame of a path (a rule entered, or null: the innermost open one left) against
 * `open`, the rules open before it, which it updates: whether the frame builds a node (a token
 * rule's frames do not).
 */
function nodeFrame(op: Rule | null, open: Rule[]): boolean {
  const r = op ?? open.pop()!;
  if (op) open.push(op);
  return !r.token;
}

/** A scratch array of at least `length` entries: `have` when long enough, else a new one. */
function scratchOf(have: Int32Array, length: number): Int32Array {
  return length <= have.length ? have : new Int32Array(Math.max(length, 2 * have.length));
}

/**
 * The compiled reading of one NFA (see the file comment). Built on the first read of a start
 * symbol, then kept with its automaton. States are read by id; every table is a typed array
 * indexed by numbers (a typed array is costly to allocate for a short input, so a read's own
 * arrays are scratch arrays kept between reads).
 * @internal
 */
export class PathReader {
  /** For each state with a character edge, by id: the heads whose closure holds it (found on first need). */
  private readonly predsOf: Array<readonly number[] | undefined>;
  /** For each head, by id: the states with a character edge into it. */
  private readonly into: Array<State[] | undefined> = [];
  /** For each state, by id: the states with an epsilon edge into it. */
  private readonly epsInto: Array<State[] | undefined> = [];
  /** 1 for a head: the start or a character edge's target, where a closure begins. */
  private readonly isHead: Uint8Array;
  /**
   * What a head's paths are, filled in on its first use in a read (`head`): its closure
   * (`pathsOf`), the head each path leads to by its character edge (-1: an accepting path), and
   * the frames on the way to each path that the tree is built from.
   */
  private readonly closure: Array<readonly Path[] | undefined>;
  private readonly toOf: Array<Int32Array | undefined>;
  private readonly opsOf: Array<ReadonlyArray<ReadonlyArray<Rule | null> | null> | undefined>;
  /** The rules open at each head (see `head`), as it is reached. */
  private readonly openAt: Array<readonly Rule[] | undefined>;
  /** The accepting path of each head's closure, by head id (its index, NONE, or UNKNOWN). */
  private readonly accepting: Int32Array;
  /**
   * The class of each ASCII unit: units that every character edge reads alike share one, so a
   * table row is a class, not a unit (small enough to stay in the processor's cache).
   */
  private readonly classOf = new Uint8Array(128);
  /** The number of ASCII classes. */
  private readonly classes: number;
  /** The interned live sets: their members and membership. */
  private sets: Array<{ readonly members: readonly number[]; readonly has: Uint32Array }> = [];
  private readonly setIds = new Map<string, number>();
  /** The step back: `back[set * classes + class]`, the live set before an ASCII character. */
  private back = new Int32Array(0);
  /** The states by id (a head's state, for `pathsOf`). */
  private readonly states: readonly State[];
  /** The live set at the end of the input, and its members (interned again when the tables are reset). */
  private endSet: number;
  private readonly endMembers: number[];
  /**
   * The most live sets the tables hold (each a bit per state). An automaton whose reverse subsets
   * are many could otherwise grow them with the input; past the bound, a read resets the tables
   * and reads with the Pike VM (`parsePath`), linear still. @internal (a test lowers it)
   */
  static maxSets = 4096;
  /**
   * The forward choices: by head id, `[set * classes + class]` (the live set after the ASCII
   * character, and its class): the index of the path in the head's closure.
   */
  private readonly choices: Array<Int32Array | undefined>;
  /** Scratch: the live set at each position. */
  private live: Int32Array = new Int32Array(256);

  /**
   * Reads the automaton's shape once (its states, edges both ways, and the ASCII classes); what
   * each head's closure holds, and which heads hold a character edge, are found when a read first
   * needs them, so that a large grammar costs little before its first read.
   */
  constructor(private readonly nfa: NFA) {
    const byId: State[] = [];
    this.isHead = new Uint8Array(nfa.size);
    this.isHead[nfa.start.id] = 1;
    byId[nfa.start.id] = nfa.start;
    const stack: State[] = [nfa.start];
    const accepts: State[] = [];
    while (stack.length) {
      const s = stack.pop()!;
      if (s.accept) accepts.push(s);
      if (s.ch) {
        this.isHead[s.ch.to.id] = 1;
        (this.into[s.ch.to.id] ??= []).push(s);
      }
      for (const t of s.eps) (this.epsInto[t.id] ??= []).push(s);
      for (const t of s.ch ? [...s.eps, s.ch.to] : s.eps) {
        if (byId[t.id]) continue;
        byId[t.id] = t;
        stack.push(t);
      }
    }
    // The ASCII classes: the runs of units between the bounds of the edges' character sets (every
    // unit of a run is read by the same edges). An edge's set is of code points; below 0x80 a unit
    // is its code point.
    const starts = new Uint8Array(0x81);
    starts[0] = 1;
    for (const st of byId) {
      if (!st?.ch) continue;
      for (const [lo, hi] of st.ch.set) {
        if (lo < 0x80) starts[lo] = 1;
        if (hi + 1 < 0x80) starts[hi + 1] = 1;
      }
    }
    let classes = -1;
    for (let u = 0; u < 0x80; u++) {
      if (starts[u]) classes++;
      this.classOf[u] = classes;
    }
    this.classes = classes + 1;
    this.predsOf = new Array<readonly number[] | undefined>(nfa.size).fill(undefined);
    this.closure = new Array<readonly Path[] | undefined>(nfa.size).fill(undefined);
    this.toOf = new Array<Int32Array | undefined>(nfa.size).fill(undefined);
    this.opsOf = new Array<ReadonlyArray<ReadonlyArray<Rule | null> | null> | undefined>(nfa.size).fill(undefined);
    this.openAt = new Array<readonly Rule[] | undefined>(nfa.size).fill(undefined);
    this.openAt[nfa.start.id] = [];
    this.accepting = new Int32Array(nfa.size).fill(UNKNOWN);
    this.choices = new Array<Int32Array | undefined>(nfa.size).fill(undefined);
    this.states = byId;
    this.endMembers = this.headsReaching(accepts);
    this.endSet = this.intern(this.endMembers);
  }

  /** The heads from which one of `states` is reached by epsilon moves (a head reaches itself), sorted. */
  private headsReaching(states: readonly State[]): number[] {
    const seen = new Set<number>();
    const heads: number[] = [];
    const stack = [...states];
    while (stack.length) {
      const s = stack.pop()!;
      if (seen.has(s.id)) continue;
      seen.add(s.id);
      if (this.isHead[s.id]) heads.push(s.id);
      for (const t of this.epsInto[s.id] ?? []) stack.push(t);
    }
    return heads.sort((a, b) => a - b);
  }

  /** The heads whose closure holds `c`, a state with a character edge. */
  private preds(c: State): readonly number[] {
    return (this.predsOf[c.id] ??= this.headsReaching([c]));
  }

  /**
   * Fills in head `h`'s paths (its closure, their targets, and the frames that build nodes), and
   * the rules open at each head they lead to. A path's frames close rules entered before its
   * closure began; which ones, the head says: the automaton expands every reference into states of
   * its own, so the rules open at a state are the same on every path to it, and a head is first
   * used after a head that leads to it (the start's are none).
   */
  private head(h: number): readonly Path[] {
    const have = this.closure[h];
    if (have !== undefined) return have;
    const paths = this.nfa.pathsOf(this.states[h]!) as readonly Path[];
    const open = this.openAt[h]!;
    this.toOf[h] = Int32Array.from(paths, (p) => (p.state.ch ? p.state.ch.to.id : -1));
    this.opsOf[h] = paths.map((p) => {
      const stack = [...open];
      const kept = (p.ops ?? []).filter((op) => nodeFrame(op, stack));
      const to = p.state.ch?.to;
      if (to && this.openAt[to.id] === undefined) this.openAt[to.id] = stack;
      return kept.length > 0 ? kept : null;
    });
    this.closure[h] = paths;
    return paths;
  }

  /** The id of the live set with these members (sorted, distinct). */
  private intern(members: number[]): number {
    const key = members.join(',');
    let id = this.setIds.get(key);
    if (id === undefined) {
      if (this.sets.length >= PathReader.maxSets) throw TABLES_FULL;
      id = this.sets.length;
      const has = new Uint32Array((this.nfa.size + 31) >>> 5);
      for (const m of members) has[m >>> 5]! |= 1 << (m & 31);
      this.sets.push({ members, has });
      this.setIds.set(key, id);
      if (this.back.length < this.sets.length * this.classes) {
        const grown = new Int32Array(2 * this.sets.length * this.classes).fill(UNKNOWN);
        grown.set(this.back);
        this.back = grown;
      }
    }
    return id;
  }

  /**
   * The live set at `i`: the heads from which a path reads the character at `i` to a head live
   * after it (`after1` after one unit, `after2` after a surrogate pair; -1 past the input).
   */
  private stepBack(input: string, i: number, after1: number, after2: number): number {
    const unit = input.charCodeAt(i);
    const cp = characterAt(input, i, unit);
    const out = new Set<number>();
    const add = (set: number, wide: boolean): void => {
      if (set < 0) return;
      for (const m of this.sets[set]!.members) {
        for (const c of this.into[m] ?? []) {
          const ch = c.ch!;
          if (ch.cp ? (cp > 0xffff) !== wide || !ch.test(cp) : wide || !ch.test(unit)) continue;
          for (const h of this.preds(c)) out.add(h);
        }
      }
    };
    add(after1, false);
    if (cp > 0xffff) add(after2, true);
    return this.intern([...out].sort((a, b) => a - b));
  }

  /** The live set before the character at `i` (`next` the one after it; `after2` the one after a surrogate pair, -1 if none). */
  private before(input: string, i: number, next: number, after2: number): number {
    const unit = input.charCodeAt(i);
    if (unit >= 0x80) return this.stepBack(input, i, next, after2);
    const at = next * this.classes + this.classOf[unit]!;
    let set = this.back[at]!;
    if (set === UNKNOWN) {
      set = this.stepBack(input, i, next, -1);
      // (`intern` may have grown the table.)
      this.back[at] = set;
    }
    return set;
  }

  /** Lets go of a long read's scratch arrays (call when done with its events): a short read's are kept. */
  release(): void {
    if (this.live.length > 0x10000) this.live = new Int32Array(256);
    if (this.eventAt.length > 0x10000) this.eventAt = new Int32Array(256);
    if (this.eventRule.length > 0x10000) this.eventRule.length = 0;
  }

  /**
   * The events of the path `parsePath(nfa, input, pos)` finds (but token rules'), in order: `eventRule[j]` a rule
   * entered at `eventAt[j]`, or null for the innermost open one left there. Their number, or -1
   * when the input is not in the language. The arrays are the reader's own, good until its next
   * read.
   */
  readonly eventRule: Array<Rule | null> = [];
  eventAt: Int32Array = new Int32Array(256);

  /** Reads `input` from `pos` (see `eventRule`): the number of events, or -1. Call `release` when done with the events. */
  walk(input: string, pos: number): number {
    try {
      return this.walkByTables(input, pos);
    } catch (e) {
      if (e !== TABLES_FULL) throw e;
      this.resetTables();
      return this.walkByPikeVM(input, pos);
    }
  }

  /** `walk` by the Pike VM (`parsePath`), the frames of token rules left out (past `maxSets`). */
  private walkByPikeVM(input: string, pos: number): number {
    const path = parsePath(this.nfa, input, pos);
    if (path === undefined) return -1;
    const events: NfaEvent[] = [];
    for (let e: NfaEvent | null = path; e; e = e.prev) events.push(e);
    const open: Rule[] = [];
    let count = 0;
    for (let j = events.length - 1; j >= 0; j--) {
      const e = events[j]!;
      if (!nodeFrame(e.rule, open)) continue;
      const at = this.eventRoom(count, 1);
      this.eventRule[count] = e.rule;
      at[count++] = e.at;
    }
    return count;
  }

  /** `eventAt`, grown (its first `used` entries kept) to hold `more` events after them. */
  private eventRoom(used: number, more: number): Int32Array {
    const have = this.eventAt;
    if (have.length >= used + more) return have;
    const grown = new Int32Array(Math.max(used + more, 2 * have.length));
    grown.set(have.subarray(0, used));
    return (this.eventAt = grown);
  }

  private walkByTables(input: string, pos: number): number {
    const n = input.length;
    const steps = n - pos;
    // Pass 1: the live sets, from the end back.
    const live = (this.live = scratchOf(this.live, steps + 1));
    live[steps] = this.endSet;
    for (let i = n - 1; i >= pos; i--) {
      const unit = input.charCodeAt(i);
      const next = live[i + 1 - pos]!;
      if (unit < 0x80) {
        const at = next * this.classes + this.classOf[unit]!;
        const set = this.back[at]!;
        live[i - pos] = set !== UNKNOWN ? set : this.before(input, i, next, -1);
      } else live[i - pos] = this.before(input, i, next, i + 2 <= n ? live[i + 2 - pos]! : -1);
    }
    let s = this.nfa.start.id;
    if (!this.holds(live[0]!, s)) return -1;
    // Pass 2: the first live path at each position, its frames as events.
    const rules = this.eventRule;
    let at = this.eventAt;
    let e = 0;
    const classes = this.classes;
    let i = pos;
    for (;;) {
      let k: number;
      let width = 1;
      // The head's paths, filled in on its first use.
      if (this.closure[s] === undefined) this.head(s);
      if (i === n) k = this.acceptingPath(s);
      else {
        const unit = input.charCodeAt(i);
        if (unit < 0x80) {
          const cell = live[i + 1 - pos]! * classes + this.classOf[unit]!;
          let table = this.choices[s];
          if (table === undefined || table.length <= cell) table = this.growChoices(s, cell);
          k = table[cell]!;
          if (k === UNKNOWN) k = table[cell] = this.choose(s, input, i, live, pos).k;
        } else {
          const c = this.choose(s, input, i, live, pos);
          k = c.k;
          width = c.width;
        }
      }
      // A live state has a live path: the liveness of the first pass says so.
      if (k < 0) return -1;
      const ops = this.opsOf[s]![k]!;
      if (ops !== null) {
        if (at.length < e + ops.length) at = this.eventRoom(e, ops.length);
        for (let j = 0; j < ops.length; j++) {
          rules[e] = ops[j]!;
          at[e++] = i;
        }
      }
      if (i === n) return e;
      s = this.toOf[s]![k]!;
      i += width;
    }
  }

  /** The index of the first accepting path of head `s`'s closure (filled in), or NONE. */
  private acceptingPath(s: number): number {
    let k = this.accepting[s]!;
    if (k === UNKNOWN) {
      const paths = this.closure[s]!;
      k = NONE;
      for (let j = 0; j < paths.length; j++) {
        if (paths[j]!.state.accept) {
          k = j;
          break;
        }
      }
      this.accepting[s] = k;
    }
    return k;
  }

  /** The choice table of head `s`, grown to hold index `at` (every live set so far). */
  private growChoices(s: number, at: number): Int32Array {
    const have = this.choices[s];
    const grown = new Int32Array(Math.max(at + 1, this.sets.length * this.classes)).fill(UNKNOWN);
    if (have) grown.set(have);
    this.choices[s] = grown;
    return grown;
  }

  /** The first path of head `s`'s closure that reads the character at `i` to a head live after it, and its width. */
  private choose(s: number, input: string, i: number, live: Int32Array, pos: number): { k: number; width: number } {
    const paths = this.closure[s]!;
    const unit = input.charCodeAt(i);
    const cp = characterAt(input, i, unit);
    for (let j = 0; j < paths.length; j++) {
      const ch = paths[j]!.state.ch;
      if (!ch) continue;
      const w = ch.cp && cp > 0xffff ? 2 : 1;
      if (!(ch.cp ? ch.test(cp) : ch.test(unit))) continue;
      if (i + w > input.length || !this.holds(live[i + w - pos]!, ch.to.id)) continue;
      return { k: j, width: w };
    }
    return { k: NONE, width: 1 };
  }

  /** Whether live set `set` holds state `id`. */
  private holds(set: number, id: number): boolean {
    return ((this.sets[set]!.has[id >>> 5]! >>> (id & 31)) & 1) === 1;
  }

  /** Empties the live sets and the tables read from them (past `maxSets`). */
  private resetTables(): void {
    this.sets = [];
    this.setIds.clear();
    this.back = new Int32Array(0);
    this.choices.fill(undefined);
    this.endSet = this.intern(this.endMembers);
  }

  /** Whether `input` from `pos` is in the language: the first pass alone (the NFA's run, past `maxSets`). */
  accepts(input: string, pos = 0): boolean {
    try {
      return this.acceptsByTables(input, pos);
    } catch (e) {
      if (e !== TABLES_FULL) throw e;
      this.resetTables();
      return this.nfa.viableEnd(input, pos) === input.length && this.nfa.run(input, pos).acceptsAtEnd;
    }
  }

  private acceptsByTables(input: string, pos: number): boolean {
    let set = this.endSet;
    let after2 = -1;
    for (let i = input.length - 1; i >= pos; i--) {
      const prev = this.before(input, i, set, after2);
      after2 = set;
      set = prev;
      if (this.sets[set]!.members.length === 0) return false;
    }
    return this.holds(set, this.nfa.start.id);
  }
}
