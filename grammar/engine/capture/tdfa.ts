/**
 * The Pike VM determinized lazily (`priority` mode only): a tagged DFA (Laurikari's TDFA, with
 * registers by thread slot) whose states and transitions are made the first time a run needs them
 * and kept, so that a warm run is one table load per code unit plus the register operations of
 * the transitions that move a tag.
 *
 * - A **state** is the ordered list of the VM's threads at a position, each a kernel state of the
 *   NFA (a CHAR or the ACCEPT state), without their registers: two positions with the same list
 *   step the same way. Thread `j` of a state keeps its registers in slot `j` of one register file
 *   (`regs[j * W + t]`, `W` the number of tags).
 * - A **transition** on a class of code units gives the next list (each thread's closure in
 *   priority order, a kernel state kept by its first path), and for each new thread its parent
 *   (the thread it came from) and the tags its path set. Its **operations** make slot `j` hold
 *   what the VM's thread would: the parent's registers where `j` moved, the position where a tag
 *   was set. The parents are non-decreasing in `j` (a thread's closure comes before the next
 *   thread's), so the copies are ordered without a temporary: those that move a slot down in
 *   ascending order, those that move it up in descending order, then the positions.
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

/** A state of the lazy DFA. */
interface DState {
  readonly items: Int32Array;
  /** The first accepting thread's slot, or -1. */
  readonly accept: number;
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
  private readonly states: DState[] = [];
  private readonly byKey = new Map<string, number>();
  private trans: Int32Array;
  private ops: Array<Int32Array | null> = [];
  private regs: Int32Array;
  private readonly init: number;
  private readonly initRegs: Int32Array;
  /** The registers a run reads its result from (`exec`). */
  private readonly seen: Int32Array;
  private gen = 0;
  /** The state budget was reached: no state is made any more (the caller falls back to the VM). */
  full = false;

  constructor(
    private readonly nfa: TaggedNFA,
    private readonly maxStates: number,
  ) {
    this.W = nfa.names.length * 2;
    // Classes: cut the units at every range's bounds.
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
    // Units in one interval are read alike by every range; intervals read alike share a class.
    const sig = new Map<string, number>();
    const intervalClass: number[] = [];
    const reps: number[] = [];
    for (const lo of sorted) {
      let key = '';
      for (let s = 0; s < nfa.size; s++) if (nfa.kind[s] === CHAR && inFlat(nfa.ranges[s]!, lo)) key += s + ',';
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
    let kernels = 0;
    for (let s = 0; s < nfa.size; s++) if (nfa.kind[s] === CHAR || nfa.kind[s] === ACCEPT) kernels++;
    this.regs = new Int32Array(Math.max(1, kernels * this.W));
    // The start state: the start's closure, its tags set at the run's first position (0 here, moved by `from`).
    const { items, tags } = this.closureOf([[nfa.start, -1]]);
    this.initRegs = new Int32Array(items.length * this.W).fill(-1);
    for (let j = 0; j < items.length; j++) for (const t of tags[j]!) this.initRegs[j * this.W + t] = 0;
    this.init = this.stateOf(items);
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
  private closureOf(starts: ReadonlyArray<readonly [number, number]>): { items: number[]; parents: number[]; tags: number[][] } {
    const { kind, next, tag, eps } = this.nfa;
    const items: number[] = [];
    const parents: number[] = [];
    const tags: number[][] = [];
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
            tags.push(set);
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
    return { items, parents, tags };
  }

  /** The state of a list of kernel states, made if new (DEAD for an empty list; -3 past the budget). */
  private stateOf(items: readonly number[]): number {
    if (items.length === 0) return DEAD;
    const key = items.join(',');
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    if (this.states.length >= this.maxStates) {
      this.full = true;
      return -3;
    }
    let accept = -1;
    for (let j = 0; j < items.length; j++) {
      if (this.nfa.kind[items[j]!] === ACCEPT) {
        accept = j;
        break;
      }
    }
    const id = this.states.length;
    this.states.push({ items: Int32Array.from(items), accept });
    this.byKey.set(key, id);
    if ((id + 1) * this.classes > this.trans.length) {
      const t = new Int32Array(this.trans.length * 2).fill(UNKNOWN);
      t.set(this.trans);
      this.trans = t;
    }
    return id;
  }

  /** Makes the transition of state `d` on class `k`: false past the budget. */
  private make(d: number, k: number): boolean {
    const { kind, next, ranges } = this.nfa;
    const c = this.rep[k]!;
    const from = this.states[d]!.items;
    const starts: Array<[number, number]> = [];
    for (let i = 0; i < from.length; i++) {
      const s = from[i]!;
      if (kind[s] === CHAR && inFlat(ranges[s]!, c)) starts.push([next[s]!, i]);
    }
    const { items, parents, tags } = this.closureOf(starts);
    const to = this.stateOf(items);
    if (to === -3) return false;
    const W = this.W;
    const ops: number[] = [];
    // Copies down (parent above), ascending; copies up (parent below), descending; then the positions.
    for (let j = 0; j < items.length; j++) {
      const p = parents[j]!;
      if (p > j) for (let t = 0; t < W; t++) if (!tags[j]!.includes(t)) ops.push(j * W + t, p * W + t);
    }
    for (let j = items.length - 1; j >= 0; j--) {
      const p = parents[j]!;
      if (p < j) for (let t = 0; t < W; t++) if (!tags[j]!.includes(t)) ops.push(j * W + t, p * W + t);
    }
    for (let j = 0; j < items.length; j++) for (const t of tags[j]!) ops.push(j * W + t, -1);
    this.trans[d * this.classes + k] = to;
    this.ops[d * this.classes + k] = ops.length ? Int32Array.from(ops) : null;
    return true;
  }

  /**
   * Runs `input[from, to)`: the registers of the match (a copy), `null` where there is none, or
   * `undefined` where the state budget ran out (run the VM instead).
   */
  exec(input: string, from = 0, to = input.length): Int32Array | null | undefined {
    const K = this.classes;
    const ascii = this.ascii;
    const regs = this.regs;
    regs.set(this.initRegs);
    if (from !== 0) for (let i = 0; i < this.initRegs.length; i++) if (regs[i] === 0) regs[i] = from;
    let d = this.init;
    if (d === DEAD) return null; // nothing to read from the start (an empty set, say)
    for (let pos = from; pos < to; pos++) {
      const c = input.charCodeAt(pos);
      const k = c < 128 ? ascii[c]! : this.classOfSlow(c);
      const idx = d * K + k;
      let t = this.trans[idx]!;
      if (t === UNKNOWN) {
        if (!this.make(d, k)) {
          COUNTS.steps += pos - from;
          return undefined;
        }
        t = this.trans[idx]!;
      }
      if (t === DEAD) {
        COUNTS.steps += pos + 1 - from; // the units read, this one included
        return null;
      }
      const ops = this.ops[idx];
      if (ops) {
        const at = pos + 1;
        for (let i = 0; i < ops.length; i += 2) {
          const src = ops[i + 1]!;
          regs[ops[i]!] = src < 0 ? at : regs[src]!;
        }
      }
      d = t;
    }
    COUNTS.steps += to - from;
    const slot = this.states[d]!.accept;
    if (slot < 0) return null;
    return regs.slice(slot * this.W, slot * this.W + this.W);
  }

  /** How many states have been made. */
  get size(): number {
    return this.states.length;
  }
}
