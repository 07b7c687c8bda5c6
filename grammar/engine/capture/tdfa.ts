/**
 * The Pike VM determinized lazily (`priority` mode only): a tagged DFA (Laurikari's TDFA, with
 * Trofimovich's lookahead tags) whose states and transitions are made the first time a run needs
 * them and kept, so that a warm run is one table load per code unit, plus register operations only
 * where a thread that set a tag survives the next unit.
 *
 * - A **state** is the ordered list of the VM's threads at a position, each a kernel state of the
 *   NFA (a CHAR or the ACCEPT state) with the tags its last closure set (**pending**: not yet
 *   written; they are written only if the thread survives the next unit, so that the threads that
 *   merely could leave a component cost nothing while the component goes on), and for each tag
 *   which **register** holds the thread's value. Threads with the same history share a register:
 *   registers are numbered per tag in order of first use by the threads, so that the numbering is
 *   part of the state and a transition that keeps it needs no copy.
 * - A **transition** on a class of code units: each surviving thread's pending tags take the
 *   position, then its closure gives the next threads (in priority order, a kernel state kept by
 *   its first path). Its **operations** are the copies that renumber the registers (a parallel
 *   copy, sequentialized with one temporary) and the positions written.
 * - **Budget**: past `maxStates` states, the machine stops making states and runs as the VM (the
 *   documented fallback, DECISIONS 35), with the same answers.
 *
 * What a run answers is what `PikeVM.run(input, false)` answers (the tests hold the two equal).
 */
import { ACCEPT, CHAR, intervalOf, intervalStarts, SPLIT, TAG, type TaggedNFA } from './nfa.js';
import { counted, inFlat } from './vm.js';

/** No transition made yet. */
const UNKNOWN = -2;
/** The dead state: no thread left. */
const DEAD = -1;
/**
 * The most entries the transition tables may hold (64 MB of them): past it, as past the state
 * budget, no state is made (a pattern with many classes of characters has wide rows).
 */
const MAX_TABLE_CELLS = 1 << 24;
/** `stateOf`'s answer past the budget. */
const FULL = -3;

/** A state of the lazy DFA. */
interface DState {
  readonly items: Int32Array;
  /** Each thread's pending tags. */
  readonly pending: ReadonlyArray<readonly number[]>;
  /** `reg[j * W + t]`: the register (of tag `t`) holding thread `j`'s value. */
  readonly reg: Int32Array;
  /**
   * For the first accepting thread, per tag: the index in the register file of its value, the
   * end register (`LazyTDFA.end`) where the tag is pending; null: none accepts.
   */
  readonly accept: Int32Array | null;
}

export class LazyTDFA {
  /** Classes of code units: a unit below 128 by `ascii`, another by `bounds` (its class's first unit, sorted). */
  private readonly ascii = new Int32Array(128);
  private readonly bounds: Int32Array;
  private readonly boundClass: Int32Array;
  /** A unit of each class (to test the NFA's ranges with). */
  private readonly rep: Int32Array;
  readonly classes: number;
  private readonly W: number;
  private readonly states: DState[] = [];
  private readonly byKey = new Map<string, number>();
  private trans: Int32Array;
  /**
   * Per state, a row of 128 entries for the ASCII units (`row[(d << 7) | u]`): the target times 256
   * (so that `entry >> 1` is the target's row), plus one where the transition has operations; DEAD, or UNKNOWN until made. One load per ASCII
   * unit, as the recognizers read their tables (grammar/engine/recognize.ts).
   */
  private row: Int32Array;
  /** The ASCII units of each class. */
  private readonly asciiOf: number[][];
  /**
   * The operations of each transition (`d * classes + k`): where they begin in `pool`, plus one
   * (0: none). The pool holds, per transition, its count of copies and of positions written, then
   * the copies' `dst, src` pairs (in the order they run), then the registers the position is
   * written to (after the copies, which read the values from before the unit). One typed array
   * for all: a copy is three loads from one buffer, a position written two.
   */
  private opsAt: Int32Array;
  private pool: Int32Array = new Int32Array(256);
  private poolLength = 0;
  /** The registers of the last match, reused from run to run (`exec`'s answer). */
  private readonly out: number[];
  /**
   * The register file: tag `t`'s register `r` is `regs[2 + r * W + t]` (the registers 0 of every
   * tag side by side: a run mostly reads those), after the temporary (0) and the end register (1).
   * It grows with the largest `r` a state uses (never more than the state's threads).
   */
  private regs: Int32Array;
  /** The temporary register of a copy cycle. */
  private readonly tmp: number;
  /** The register a run writes its end position to, which a pending tag of the accepting thread reads. */
  private readonly end: number;
  private readonly init: number;
  private readonly seen: Int32Array;
  private gen = 0;
  /** The state budget was reached: no state is made any more (the caller falls back to the VM). */
  full = false;
  /**
   * Where the last run that found no match stopped: the unit no thread could read, or the end
   * where the input ended without an accepting thread (the VM's no-match offset).
   */
  deadAt = -1;

  constructor(
    private readonly nfa: TaggedNFA,
    private readonly maxStates: number,
  ) {
    this.W = nfa.names.length * 2;
    this.out = new Array<number>(this.W).fill(-1);
    // Classes: cut the units at every range's bounds; intervals every range reads alike share a class.
    const sorted = intervalStarts([nfa]);
    const sig = new Map<string, number>();
    const intervalClass: number[] = [];
    const reps: number[] = [];
    // The distinct sets of the CHAR states (a grammar's copies of one class share one), each with
    // an id: an interval's class is the ids of the sets that hold it.
    const distinct = new Map<string, readonly number[]>();
    for (let s = 0; s < nfa.size; s++) if (nfa.kind[s] === CHAR) distinct.set(nfa.ranges[s]!.join(','), nfa.ranges[s]!);
    const sets = [...distinct.values()];
    for (const lo of sorted) {
      let key = '';
      for (let i = 0; i < sets.length; i++) if (inFlat(sets[i]!, lo)) key += i + ',';
      let k = sig.get(key);
      if (k === undefined) {
        k = reps.length;
        sig.set(key, k);
        reps.push(lo);
      }
      intervalClass.push(k);
    }
    this.classes = reps.length;
    this.rep = Int32Array.from(reps);
    this.bounds = sorted;
    this.boundClass = Int32Array.from(intervalClass);
    for (let u = 0; u < 128; u++) this.ascii[u] = this.classOfSlow(u);
    this.seen = new Int32Array(nfa.size);
    this.trans = new Int32Array(64 * this.classes).fill(UNKNOWN);
    this.row = new Int32Array(64 * 128).fill(UNKNOWN);
    this.asciiOf = Array.from({ length: this.classes }, () => [] as number[]);
    for (let u = 0; u < 128; u++) this.asciiOf[this.ascii[u]!]!.push(u);
    this.opsAt = new Int32Array(64 * this.classes);
    this.regs = new Int32Array(2 + this.W);
    this.tmp = 0;
    this.end = 1;
    // The start: the start's closure, its tags pending (written at the run's first position, if they survive).
    const { items, pending } = this.closureOf([[nfa.start, -1]]);
    const init = this.stateOf(items, pending, new Int32Array(items.length * this.W));
    this.init = init === FULL ? DEAD : init;
  }

  private classOfSlow(u: number): number {
    return this.boundClass[intervalOf(this.bounds, u)]!;
  }

  /**
   * The closures of `(state, parent)` pairs in order: the kernel states reached, each by its first
   * path, with its parent and the tags the path set.
   */
  private closureOf(starts: ReadonlyArray<readonly [number, number]>): { items: number[]; parents: number[]; pending: number[][] } {
    const { kind, next, tag, eps } = this.nfa;
    const items: number[] = [];
    const parents: number[] = [];
    const pending: number[][] = [];
    this.gen++;
    const gen = this.gen;
    for (const [s0, parent] of starts) {
      const stack: Array<number | number[]> = [s0, []];
      while (stack.length) {
        const set = stack.pop() as number[];
        const s = stack.pop() as number;
        counted(1);
        if (this.seen[s] === gen) continue;
        this.seen[s] = gen;
        switch (kind[s]) {
          case CHAR:
          case ACCEPT:
            items.push(s);
            parents.push(parent);
            pending.push(set.slice().sort((a, b) => a - b));
            break;
          case TAG:
            stack.push(next[s]!, set.includes(tag[s]!) ? set : [...set, tag[s]!]);
            break;
          case SPLIT: {
            const e = eps[s]!;
            for (let i = e.length - 1; i >= 0; i--) stack.push(e[i]!, set);
            break;
          }
        }
      }
    }
    return { items, parents, pending };
  }

  /** The state of threads, made if new (DEAD for none; FULL past the budget). */
  private stateOf(items: readonly number[], pending: ReadonlyArray<readonly number[]>, reg: Int32Array): number {
    if (items.length === 0) return DEAD;
    const key = `${items.join(',')}|${pending.map((p) => p.join('.')).join(',')}|${reg.join(',')}`;
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    // The budget, and the tables' size: a state's row of transitions is as wide as the classes.
    if (this.states.length >= this.maxStates || (this.states.length + 1) * (this.classes + 128) > MAX_TABLE_CELLS) {
      this.full = true;
      return FULL;
    }
    const W = this.W;
    let accept: Int32Array | null = null;
    for (let j = 0; j < items.length; j++) {
      if (this.nfa.kind[items[j]!] !== ACCEPT) continue;
      accept = new Int32Array(W);
      for (let t = 0; t < W; t++) accept[t] = pending[j]!.includes(t) ? this.end : 2 + reg[j * W + t]! * W + t;
      break;
    }
    const id = this.states.length;
    this.states.push({ items: Int32Array.from(items), pending, reg, accept });
    this.byKey.set(key, id);
    if ((id + 1) * this.classes > this.trans.length) {
      const t = new Int32Array(this.trans.length * 2).fill(UNKNOWN);
      t.set(this.trans);
      this.trans = t;
      const o = new Int32Array(this.trans.length);
      o.set(this.opsAt);
      this.opsAt = o;
    }
    if ((id + 1) * 128 > this.row.length) {
      const r = new Int32Array(this.row.length * 2).fill(UNKNOWN);
      r.set(this.row);
      this.row = r;
    }
    return id;
  }

  /** Makes the transition of state `d` on class `k`: false past the budget. */
  private make(d: number, k: number): boolean {
    const { kind, next, ranges } = this.nfa;
    const W = this.W;
    const c = this.rep[k]!;
    const from = this.states[d]!;
    const starts: Array<[number, number]> = [];
    for (let i = 0; i < from.items.length; i++) {
      const s = from.items[i]!;
      if (kind[s] === CHAR && inFlat(ranges[s]!, c)) starts.push([next[s]!, i]);
    }
    const { items, parents, pending } = this.closureOf(starts);
    // Each new thread's value of tag t comes from its parent's register, or from the position where
    // the parent's pending tag is written now (-1). Registers renumbered per tag by first use.
    const reg = new Int32Array(items.length * W);
    const copies: number[] = [];
    const sets: number[] = [];
    for (let t = 0; t < W; t++) {
      const number = new Map<number, number>(); // source (old register, or -1 for the position) -> new register
      for (let j = 0; j < items.length; j++) {
        const p = parents[j]!;
        const src = from.pending[p]!.includes(t) ? -1 : from.reg[p * W + t]!;
        let r = number.get(src);
        if (r === undefined) {
          r = number.size;
          number.set(src, r);
          if (src < 0) sets.push(2 + r * W + t);
          else if (src !== r) copies.push(2 + r * W + t, 2 + src * W + t);
          if (2 + (r + 1) * W > this.regs.length) {
            const g = new Int32Array(2 + (r + 1) * W);
            g.set(this.regs);
            this.regs = g;
          }
        }
        reg[j * W + t] = r;
      }
    }
    const to = this.stateOf(items, pending, reg);
    if (to === FULL) return false;
    const ordered = this.sequence(copies);
    const count = ordered.length + sets.length;
    this.trans[d * this.classes + k] = to;
    if (count) {
      const need = this.poolLength + 2 + count;
      if (need > this.pool.length) {
        const p = new Int32Array(Math.max(need, this.pool.length * 2));
        p.set(this.pool);
        this.pool = p;
      }
      const at = this.poolLength;
      this.opsAt[d * this.classes + k] = at + 1;
      this.pool[at] = ordered.length >> 1;
      this.pool[at + 1] = sets.length;
      this.pool.set(ordered, at + 2);
      this.pool.set(sets, at + 2 + ordered.length);
      this.poolLength = need;
    }
    const entry = to === DEAD ? DEAD : (to << 8) | (count ? 1 : 0);
    for (const u of this.asciiOf[k]!) this.row[(d << 7) | u] = entry;
    return true;
  }

  /**
   * A parallel copy (`dst <- src` pairs, every source read before any write) as a sequence of
   * copies, with the temporary register where the copies form a cycle.
   */
  private sequence(pairs: number[]): number[] {
    const out: number[] = [];
    const dst: number[] = [];
    const src: number[] = [];
    for (let i = 0; i < pairs.length; i += 2) {
      dst.push(pairs[i]!);
      src.push(pairs[i + 1]!);
    }
    while (dst.length) {
      let done = false;
      for (let i = 0; i < dst.length; i++) {
        if (src.includes(dst[i]!)) continue; // its old value is still to be read
        out.push(dst[i]!, src[i]!);
        dst.splice(i, 1);
        src.splice(i, 1);
        done = true;
        break;
      }
      if (done) continue;
      // Only cycles are left: save one destination's value, and read it from the temporary.
      const d = dst[0]!;
      out.push(this.tmp, d);
      for (let i = 0; i < src.length; i++) if (src[i] === d) src[i] = this.tmp;
    }
    return out;
  }

  /** The entry (as `row` holds them) of state `d` on a unit above ASCII. */
  private entry(d: number, c: number): number {
    return this.entryOf(d, this.classOfSlow(c));
  }

  /** The entry of state `d` on unit `c`, its transition made now: DEAD, or FULL past the budget. */
  private grow(d: number, c: number): number {
    const k = c < 128 ? this.ascii[c]! : this.classOfSlow(c);
    return this.make(d, k) ? this.entryOf(d, k) : FULL;
  }

  /** The entry (as `row` holds them) of state `d` on class `k`. */
  private entryOf(d: number, k: number): number {
    const idx = d * this.classes + k;
    const t = this.trans[idx]!;
    return t < 0 ? t : (t << 8) | (this.opsAt[idx] !== 0 ? 1 : 0);
  }

  /**
   * Runs `input[from, to)`: where the match's registers are (`regs[at[j]]` is its `j`th, `[open,
   * close]` per capture, `regs` the register file `registers` gives, both valid until the next
   * run), `null` where there is none, or `undefined` where the state budget ran out (run the VM
   * instead).
   *
   * The loop is the recognizers' (one load per ASCII unit, the state kept times 128 as the row's
   * offset); a transition with operations, a unit above ASCII and a transition not yet made leave
   * it for a method of their own, so that the loop holds nothing else.
   */
  run(input: string, from = 0, to = input.length): Int32Array | null | undefined {
    if (this.init === DEAD) {
      this.deadAt = from;
      return this.full ? undefined : null;
    }
    const regs = this.regs;
    // The start's threads all read register 0 of each tag (unset); every other register a state
    // reads was written by the transition that numbered it.
    for (let t = 2, n = this.W + 2; t < n; t++) regs[t] = -1;
    let s = this.init << 7;
    let row = this.row;
    for (let pos = from; pos < to; pos++) {
      const c = input.charCodeAt(pos);
      let e: number;
      if (c >= 128 || (e = row[s | c]!) < 0) {
        e = this.slow(s >> 7, c);
        if (e < 0) {
          if (e === FULL) return undefined;
          counted(pos - from + 1);
          this.deadAt = pos;
          return null;
        }
        row = this.row;
      }
      if ((e & 1) !== 0) this.apply(s >> 7, c, pos);
      s = e >> 1;
    }
    counted(to - from);
    return this.finish(s >> 7, to);
  }

  /** The entry of state `d` on unit `c` where the ASCII row does not give one: made now where unknown; DEAD, or FULL past the budget. */
  private slow(d: number, c: number): number {
    const e = c < 128 ? this.row[(d << 7) | c]! : this.entry(d, c);
    return e === UNKNOWN ? this.grow(d, c) : e;
  }

  /** The operations of the transition of state `d` on unit `c`, read at `pos`. */
  private apply(d: number, c: number, pos: number): void {
    const pool = this.pool;
    const regs = this.regs;
    let i = this.opsAt[d * this.classes + (c < 128 ? this.ascii[c]! : this.classOfSlow(c))]! - 1;
    const copies = pool[i]!;
    const sets = pool[i + 1]!;
    i += 2;
    for (const end = i + 2 * copies; i < end; i += 2) regs[pool[i]!] = regs[pool[i + 1]!]!;
    for (const end = i + sets; i < end; i++) regs[pool[i]!] = pos;
  }

  /** Where the match's registers are where state `d` ends the run at `to`, or null where it does not accept. */
  private finish(d: number, to: number): Int32Array | null {
    const accept = this.states[d]!.accept;
    if (accept === null) {
      this.deadAt = to;
      return null;
    }
    this.regs[this.end] = to;
    return accept;
  }

  /** The register file of the last run (see `run`). */
  get registers(): Int32Array {
    return this.regs;
  }

  /** `run`, the match's registers copied out in order (an array reused from run to run). */
  exec(input: string, from = 0, to = input.length): number[] | null | undefined {
    const at = this.run(input, from, to);
    if (!at) return at;
    const out = this.out;
    const regs = this.regs;
    for (let t = 0; t < this.W; t++) out[t] = regs[at[t]!]!;
    return out;
  }

  /** How many states have been made. */
  get size(): number {
    return this.states.length;
  }
}
