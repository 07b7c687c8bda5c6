/**
 * The Pike VM over a tagged NFA (./nfa.ts): the threads at a position in priority order, each with
 * its registers (a tag's position, -1 while unset), stepped one code unit at a time. Linear in the
 * input: at each position a state is entered at most once (`priority`) or twice with differing
 * registers (`all`), so the work per unit is bounded by the NFA's size.
 *
 * - `priority`: leftmost-first. A state reached by a second path at the same position is not
 *   entered again: the first path, in priority order, has it. The match is the first accepting
 *   thread at the end of the input.
 * - `all`: a state may be entered by a second path whose registers differ from the first's, but
 *   never by a path that has already passed through it at this position (a round of an unbounded
 *   repetition that reads nothing, which `priority` cuts too: else such a round, setting a
 *   capture inside it to an empty span, would be a reading `priority` never gives). Where two
 *   accepting threads with differing registers reach the end, the input has two readings, and
 *   both are reported. Keeping two per state is exact where no tag is set twice on one path (no
 *   capture inside a repetition): a third reading can only matter where the first two later become
 *   equal, which needs a tag set again.
 */
import { WORK } from '../work.js';
import { ACCEPT, CHAR, inFlat, SPLIT, TAG, type TaggedNFA } from './nfa.js';

export { inFlat };

/** Work counted by every run of every capture machine (the tests hold linearity to it). */
export const COUNTS = { steps: 0 };

/**
 * Counts `n` steps of a capture machine: in its own count (`captureSteps`) and in the parsing
 * machinery's (grammar/engine/work.ts), which a record read by a capture machine alone is counted by.
 */
export function counted(n: number): void {
  COUNTS.steps += n;
  WORK.steps += n;
}


/** What a VM run gives: the registers of the match (priority), or two of them (all), or where it died. */
export type VMResult =
  | { readonly kind: 'match'; readonly regs: Int32Array }
  | { readonly kind: 'ambiguous'; readonly a: Int32Array; readonly b: Int32Array }
  | { readonly kind: 'no-match'; readonly offset: number };

const equalRegs = (a: Int32Array, b: Int32Array): boolean => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** The states a path of one closure has passed through, the last first (`all` mode). */
interface PathNode {
  readonly s: number;
  readonly up: PathNode | null;
}

const onPath = (path: PathNode | null, s: number): boolean => {
  for (let p = path; p !== null; p = p.up) if (p.s === s) return true;
  return false;
};

/** A Pike VM for one NFA (its work arrays made once, reused by each run). */
export class PikeVM {
  private readonly seen: Int32Array;
  /** The registers of a state's first entry at this position (for `all`'s second entry). */
  private readonly first: Array<Int32Array | null>;
  private gen = 0;
  private readonly width: number;

  constructor(private readonly nfa: TaggedNFA) {
    this.seen = new Int32Array(nfa.size);
    this.first = new Array<Int32Array | null>(nfa.size).fill(null);
    this.width = nfa.names.length * 2;
  }

  /**
   * Adds the closure of `s` (registers `regs`, at `pos`) to `list`, in priority order, with an
   * explicit stack (no recursion as deep as the pattern).
   */
  private closure(s0: number, regs0: Int32Array, pos: number, list: Array<number | Int32Array>, all: boolean): void {
    const { kind, next, tag, eps } = this.nfa;
    const stack: Array<number | Int32Array | PathNode | null> = [s0, regs0, null];
    const gen = this.gen;
    while (stack.length) {
      const path = stack.pop() as PathNode | null;
      const regs = stack.pop() as Int32Array;
      const s = stack.pop() as number;
      counted(1);
      const count = this.seen[s]! - gen; // 0 or less: not yet at this position; 1: once; 2: twice
      if (count >= 1) {
        if (!all || count >= 2 || equalRegs(this.first[s]!, regs) || onPath(path, s)) continue;
        this.seen[s] = gen + 2;
      } else {
        this.seen[s] = gen + 1;
        if (all) this.first[s] = regs;
      }
      const here = all ? { s, up: path } : null;
      switch (kind[s]) {
        case CHAR:
        case ACCEPT:
          list.push(s, regs);
          break;
        case TAG: {
          const r = regs.slice();
          r[tag[s]!] = pos;
          stack.push(next[s]!, r, here);
          break;
        }
        case SPLIT: {
          const e = eps[s]!;
          for (let i = e.length - 1; i >= 0; i--) stack.push(e[i]!, regs, here);
          break;
        }
      }
    }
  }

  /** Runs the whole of `input[from, to)`; positions are the input's. */
  run(input: string, all: boolean, from = 0, to = input.length): VMResult {
    const { kind, next, ranges } = this.nfa;
    // Generations step by 3 (a state's count is 1 or 2 above its generation).
    this.gen += 3;
    if (this.gen > 0x3fffffff) {
      this.seen.fill(0);
      this.gen = 3;
    }
    let list: Array<number | Int32Array> = [];
    this.closure(this.nfa.start, new Int32Array(this.width).fill(-1), from, list, all);
    for (let pos = from; pos < to; pos++) {
      const c = input.charCodeAt(pos);
      this.gen += 3;
      const nlist: Array<number | Int32Array> = [];
      for (let i = 0; i < list.length; i += 2) {
        const s = list[i] as number;
        counted(1);
        if (kind[s] === CHAR && inFlat(ranges[s]!, c)) this.closure(next[s]!, list[i + 1] as Int32Array, pos + 1, nlist, all);
      }
      if (nlist.length === 0) return { kind: 'no-match', offset: pos };
      list = nlist;
    }
    let found: Int32Array | null = null;
    for (let i = 0; i < list.length; i += 2) {
      if (kind[list[i] as number] !== ACCEPT) continue;
      const regs = list[i + 1] as Int32Array;
      if (found === null) {
        found = regs;
        if (!all) break;
      } else if (!equalRegs(found, regs)) return { kind: 'ambiguous', a: found, b: regs };
    }
    return found === null ? { kind: 'no-match', offset: to } : { kind: 'match', regs: found };
  }
}
