/**
 * The lazy automaton's walk without the rule frames, over a text in pieces (`NFA.readsTo`): where
 * it stops, for a caller that asks where a text fails, or whether it is valid, before it asks why
 * (all-errors recovery, src/diagnostics/recover.ts, whose rounds read on from the last error). The
 * pieces are a repaired text's (a slice of the input, an inserted string, ...), read up to where
 * the walk stops: a string joined of them would be copied whole when first read.
 *
 * Where asked (`keep`), the walk keeps its trail (the state after each code unit) and, for each
 * step, where the run of steps the same as it (one state, one code unit) began: a run the walk
 * back passes over at once where it leaves a walker as it was (grammar/engine/nfa/back.ts). A run
 * over the same text takes the kept walk instead of walking again (`NFA.runStacks`).
 */
import { WORK } from '../work.js';
import type { DState, NfaWalk, Step } from './types.js';

/** What the walk reads of its automaton (`NFA` is one). */
export interface ScanReader {
  /** Some edge reads code points (an astral set): a surrogate is read by the simulation, not here. */
  readonly astral: boolean;
  /** The step from a state on a code unit (kept or made). */
  stepOf(d: DState, c: number): Step;
  /** Whether a thread of `d` accepts at the end of the input. */
  acceptsAtEnd(d: DState): boolean;
}

/** The scratch the walk keeps its trail and runs in, as long as its longest walk (see `releaseScan`). */
const SCRATCH = 1024;
let trailScratch = new Uint16Array(SCRATCH);
let runsScratch = new Int32Array(SCRATCH);
/** The walk the last `scanParts` kept, else null. */
let last: NfaWalk | null = null;

/**
 * How far the walk from `d` reads over `parts`: the offset in their text where it stops, -1
 * where it reads the whole text and a thread accepts at its end, -2 where the lazy automaton
 * cannot go on (a surrogate read by one with astral edges, or the automaton full: the simulation
 * would), -3 where it reads `limit` code units and the text goes on (undecided). With `keep`,
 * where it stops inside the text, its walk is kept for `scanned` (its scratch grown to at most
 * `size`, the text's length where known). Counted: a step per code unit read, and the start.
 * @internal
 */
export function scanParts(a: ScanReader, parts: Iterable<string>, d: DState, keep: boolean, size: number, limit = Infinity): number {
  last = null;
  let trail = keep ? trailScratch : null;
  let runs = runsScratch;
  // The step before (its state and code unit), for the runs of one step.
  let before: DState | null = null;
  let unit = -1;
  // The code units of the pieces before this one.
  let base = 0;
  for (const input of parts) {
    let i = 0;
    const stop = Math.min(input.length, limit - base);
    for (; i < stop; i++) {
      const c = input.charCodeAt(i);
      if (a.astral && c >= 0xd800 && c <= 0xdfff) return (WORK.steps += 1 + base + i, -2);
      const to = a.stepOf(d, c).to;
      if (to === undefined) return (WORK.steps += 1 + base + i, -2);
      if (to === null) break;
      if (trail !== null) {
        const k = base + i;
        if (k === trail.length) {
          // (Grown fourfold, to at most the text's length where it is given.)
          const grown = new Uint16Array(Math.max(k + 1, Math.min(4 * k, size)));
          grown.set(trail);
          trailScratch = trail = grown;
        }
        if (k >= runs.length) {
          const more = new Int32Array(trail.length);
          more.set(runs);
          runsScratch = runs = more;
        }
        trail[k] = to.index;
        runs[k] = d === before && c === unit ? runs[k - 1]! : k;
        before = d;
        unit = c;
      }
      d = to;
    }
    if (i === stop && stop < input.length) return (WORK.steps += 1 + base + i, -3);
    if (i < input.length) {
      WORK.steps += 1 + base + i;
      if (trail !== null) last = { end: base + i, last: d, trail: trail.slice(0, base + i), runs: runs.slice(0, base + i) };
      return base + i;
    }
    base += input.length;
  }
  WORK.steps += 1 + base;
  return a.acceptsAtEnd(d) ? -1 : base;
}

/** The walk the last `scanParts` kept (with `keep`, where it stopped inside its text), taken once. @internal */
export function scanned(): NfaWalk | null {
  const w = last;
  last = null;
  return w;
}

/** Lets the scratch of a long walk go (see `releaseWalks`, grammar/engine/nfa.ts). @internal */
export function releaseScan(): void {
  if (trailScratch.length > SCRATCH) trailScratch = new Uint16Array(SCRATCH);
  if (runsScratch.length > SCRATCH) runsScratch = new Int32Array(SCRATCH);
}
