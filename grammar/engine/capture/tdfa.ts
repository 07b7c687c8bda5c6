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
import { ACCEPT, CHAR, SPLIT, TAG, type TaggedNFA } from './nfa.js';
import { COUNTS, inFlat } from './vm.js';

/** No transition made yet. */
const UNKNOWN = -2;
/** The dead state: no thread left. */
const DEAD = -1;
/** `stateOf`'s answer past the budget. */
const FULL = -3;

/** A state of the lazy DFA. */
interface DState {
  readonly items: Int32Array;
  /** Each thread's pending tags. */
  readonly pending: ReadonlyArray<readonly number[]>;
  /** `reg[j * W + t]`: the register (of tag `t`) holding thread `j`'s value. */
  readonly reg: Int32Array;
  /** For the first accepting thread, per tag: its register, or -1 where the tag is pending (the end); null: none accepts. */
  readonly accept: Int32Array | null;
}

export class LazyTDFA {
  /** Classes of code units: a unit below 128 by `ascii`, another by `bounds` (its class's first unit, sorted). */
  private readonly ascii = new Uint16Array(128);
  private readonly bounds: Int32Array;
  private readonly boundClass: Uint16Array;
  /** A unit of each class (to test the NFA's ranges with). */
  private readonly rep: Int32Array;
  readonly classes: number;
  private readonly W: number;
  /** Registers per tag (the most threads a state may have): tag `t`'s register `r` is `regs[t * R + r]`. */
  private readonly R: number;
  private readonly states: DState[] = [];
  private readonly byKey = new Map<string, number>();
  private trans: Int32Array;
  private ops: Array<Int32Array | null> = [];
  private readonly regs: Int32Array;
  /** The temporary register of a copy cycle. */
  private readonly tmp: number;
  private readonly init: number;
  private readonly seen: Int32Array;
  private gen = 0;
  /** The state budget was reached: no state is made any more (the caller falls back to the VM). */
  full = false;

  constructor(
    private readonly nfa: TaggedNFA,
    private readonly maxStates: number,
  ) {
    this.W = nfa.names.length * 2;
    // Classes: cut the units at every range's bounds; intervals every range reads alike share a class.
    const cuts = new Set<number>([0]);
    for (let s = 0; s < nfa.size; s++) {
      const r = nfa.ranges[s];
      if (nfa.kind[s] !== CHAR || !r) continue;
      for (let i = 0; i < r.length; i += 2) {
        cuts.add(r[i]!);
        if (r[i + 1]! < 0xffff) cuts.add(r[i + 1]! + 1);
      }
    }
    const sorted = [...cuts].sort((a, b) => a - b);
    const sig = new Map<string, number>();
    const intervalClass: number[] = [];
    const reps: number[] = [];
    const chars: number[] = [];
    for (let s = 0; s < nfa.size; s++) if (nfa.kind[s] === CHAR) chars.push(s);
    for (const lo of sorted) {
      let key = '';
      for (const s of chars) if (inFlat(nfa.ranges[s]!, lo)) key += s + ',';
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
    this.bounds = Int32Array.from(sorted);
    this.boundClass = Uint16Array.from(intervalClass);
    for (let u = 0; u < 128; u++) this.ascii[u] = this.classOfSlow(u);
    this.seen = new Int32Array(nfa.size);
    this.trans = new Int32Array(64 * this.classes).fill(UNKNOWN);
    this.ops = new Array<Int32Array | null>(64 * this.classes).fill(null);
    let kernels = 0;
    for (let s = 0; s < nfa.size; s++) if (nfa.kind[s] === CHAR || nfa.kind[s] === ACCEPT) kernels++;
    this.R = Math.max(1, kernels);
    this.regs = new Int32Array(this.W * this.R + 1);
    this.tmp = this.W * this.R;
    // The start: the start's closure, its tags pending (written at the run's first position, if they survive).
    const { items, pending } = this.closureOf([[nfa.start, -1]]);
    const init = this.stateOf(items, pending, new Int32Array(items.length * this.W));
    this.init = init === FULL ? DEAD : init;
  }

  private classOfSlow(u: number): number {
    let lo = 0;
    let hi = this.bounds.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.bounds[mid]! <= u) lo = mid;
      else hi = mid - 1;
    }
    return this.boundClass[lo]!;
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
        COUNTS.steps++;
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
    if (this.states.length >= this.maxStates) {
      this.full = true;
      return FULL;
    }
    const W = this.W;
    let accept: Int32Array | null = null;
    for (let j = 0; j < items.length; j++) {
      if (this.nfa.kind[items[j]!] !== ACCEPT) continue;
      accept = new Int32Array(W);
      for (let t = 0; t < W; t++) accept[t] = pending[j]!.includes(t) ? -1 : reg[j * W + t]!;
      break;
    }
    const id = this.states.length;
    this.states.push({ items: Int32Array.from(items), pending, reg, accept });
    this.byKey.set(key, id);
    if ((id + 1) * this.classes > this.trans.length) {
      const t = new Int32Array(this.trans.length * 2).fill(UNKNOWN);
      t.set(this.trans);
      this.trans = t;
      const o = new Array<Int32Array | null>(this.trans.length).fill(null);
      for (let i = 0; i < this.ops.length; i++) o[i] = this.ops[i]!;
      this.ops = o;
    }
    return id;
  }

  /** Makes the transition of state `d` on class `k`: false past the budget. */
  private make(d: number, k: number): boolean {
    const { kind, next, ranges } = this.nfa;
    const W = this.W;
    const R = this.R;
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
          if (src < 0) sets.push(t * R + r);
          else if (src !== r) copies.push(t * R + r, t * R + src);
        }
        reg[j * W + t] = r;
      }
    }
    const to = this.stateOf(items, pending, reg);
    if (to === FULL) return false;
    const ops = this.sequence(copies);
    for (const dst of sets) ops.push(dst, -1);
    this.trans[d * this.classes + k] = to;
    this.ops[d * this.classes + k] = ops.length ? Int32Array.from(ops) : null;
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

  /** The transition at `idx` (state `d`'s row), made now: its target, DEAD, or FULL past the budget. */
  private grow(d: number, idx: number): number {
    return this.make(d, idx - d * this.classes) ? this.trans[idx]! : FULL;
  }

  /**
   * Runs `input[from, to)`: the registers of the match (`[open, close]` per capture), `null` where
   * there is none, or `undefined` where the state budget ran out (run the VM instead).
   */
  exec(input: string, from = 0, to = input.length): number[] | null | undefined {
    if (this.init === DEAD) return this.full ? undefined : null;
    const K = this.classes;
    const ascii = this.ascii;
    const regs = this.regs;
    // The start's threads all read register 0 of each tag (unset); every other register a state
    // reads was written by the transition that numbered it.
    const W = this.W;
    const R = this.R;
    for (let t = 0; t < W; t++) regs[t * R] = -1;
    let d = this.init;
    let trans = this.trans;
    let opsOf = this.ops;
    for (let pos = from; pos < to; pos++) {
      const c = input.charCodeAt(pos);
      const idx = d * K + (c < 128 ? ascii[c]! : this.classOfSlow(c));
      let t = trans[idx]!;
      if (t < 0) {
        if (t === DEAD || (t = this.grow(d, idx)) === DEAD) {
          COUNTS.steps += pos - from + 1;
          return null;
        }
        if (t === FULL) return undefined;
        trans = this.trans;
        opsOf = this.ops;
      }
      const ops = opsOf[idx]!;
      if (ops !== null) {
        for (let i = 0; i < ops.length; i += 2) {
          const src = ops[i + 1]!;
          regs[ops[i]!] = src < 0 ? pos : regs[src]!;
        }
      }
      d = t;
    }
    COUNTS.steps += to - from;
    const accept = this.states[d]!.accept;
    if (accept === null) return null;
    const out: number[] = new Array<number>(W);
    for (let t = 0; t < W; t++) out[t] = accept[t]! < 0 ? to : regs[t * R + accept[t]!]!;
    return out;
  }

  /** How many states have been made. */
  get size(): number {
    return this.states.length;
  }
}
