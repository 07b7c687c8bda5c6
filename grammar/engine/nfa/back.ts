/**
 * The rule frames of the threads a lazy automaton's walk ended with, found by walking its steps
 * back (`framesBack`, what `NFA.run` and the first error read: grammar/engine/nfa.ts).
 *
 * Going back, a frame left on the way cancels the nearest earlier frame entered and not yet
 * cancelled; the frames entered and never cancelled are the thread's, innermost first, each
 * starting where it was entered: what a forward replay of every thread would build. Threads whose
 * walks meet at a thread go on as one walker, each keeping how many cancellations it still owes
 * beyond the walker's (the walker owes the least of them): so a long run is walked once, not once
 * per thread.
 *
 * The walkers are columns of scratch arrays kept from one call to the next (their index, what they
 * owe, the walker they went on as, the frames they kept as a list in a pool), not an object each:
 * the walk back of a report's first error made an object per thread and per kept frame, a fifth
 * of what the report allocated (4 KB of 20). Only the frames returned are made.
 */
import type { Rule } from '../dsl.js';
import { WORK } from '../work.js';
import { PERIOD_EVERY, PERIOD_FROM, repeatsDownTo } from './period.js';
import type { DState, Net, NfaFrame, NfaResume, Step } from './types.js';

/** What the walk back reads of its automaton (`NFA` is one). */
export interface BackReader {
  /** The lazy automaton's states by index (the start's closure first). */
  readonly all: readonly DState[];
  /** The step from a state on a code unit (kept or made). */
  stepOf(d: DState, c: number): Step;
  /** The frames each path of the start's closure entered (the walk's last step). */
  startFrames(): ReadonlyArray<Net | null>;
}

// The walkers' columns (see the file comment), grown as a call needs: at most twice the threads
// (each meeting of walkers makes one and ends two or more).
let wIdx = new Int32Array(64);
let wOwed = new Int32Array(64);
let wNext = new Int32Array(64);
let wNextOwed = new Int32Array(64);
/** The last frame a walker kept (an index into the pool), -1 for none. */
let wKept = new Int32Array(64);
let wChain: Array<NfaFrame | null | undefined> = [];
/** The walkers going on, and the next step's. */
let active = new Int32Array(64);
let going = new Int32Array(64);
// The pool of kept frames: a rule, where it starts, and the frame kept before it by its walker.
let keptRule: Rule[] = [];
let keptStart = new Int32Array(64);
let keptPrev = new Int32Array(64);
let kept = 0;
// By thread index, under a stamp (a new one per step back): walkers met there, how many, the
// least they owe, the walker made for them.
let marks = new Uint32Array(64);
let stamp = 0;
let count = new Int32Array(64);
let least = new Int32Array(64);
let made = new Int32Array(64);

function grown(a: Int32Array<ArrayBuffer>, n: number): Int32Array<ArrayBuffer> {
  if (n <= a.length) return a;
  const b = new Int32Array(Math.max(2 * a.length, n));
  b.set(a);
  return b;
}

function newStamp(): void {
  if (++stamp === 0xffffffff) {
    marks.fill(0);
    stamp = 1;
  }
}

/** Walker `w` steps back over a path whose frame operations read back are `net`, at `at`. */
function back(w: number, net: Net | null | undefined, at: number): void {
  if (!net) return;
  const n = net.enters.length;
  const owed = wOwed[w]!;
  // A repetition's step leaves a frame and enters it again: one owed cancellation takes the frame
  // entered, and is owed again.
  if (owed >= n) {
    wOwed[w] = owed + net.owes - n;
    return;
  }
  for (let m = owed; m < n; m++) {
    if (kept === keptStart.length) {
      keptStart = grown(keptStart, kept + 1);
      keptPrev = grown(keptPrev, kept + 1);
    }
    keptRule[kept] = net.enters[m]!;
    keptStart[kept] = at;
    keptPrev[kept] = wKept[w]!;
    wKept[w] = kept++;
  }
  wOwed[w] = net.owes;
}

/**
 * The frames of the threads at the point a walk back resumed from (`framesBack` with one): a
 * walker that reached it goes on as thread `i` there (`wNext` is `-2 - i`).
 */
let resumed: ReadonlyArray<NfaFrame | null | undefined> = [];

/** A walker's frames: its own, then those of the walker it went on as, less what it owed more. */
function chainOf(w: number): NfaFrame | null {
  const have = wChain[w];
  if (have !== undefined) return have;
  let fr: NfaFrame | null = null;
  const next = wNext[w]!;
  if (next !== -1) {
    const on = next >= 0 ? chainOf(next) : resumed[-2 - next];
    // (A point made for one next unit knows the frames of the threads that read it only: a run
    // resumed there reads that unit first, so no walker reaches another. The reader checks the
    // unit before it resumes: this is no input's doing.)
    if (on === undefined) throw new Error('framesBack: a thread the point did not find');
    fr = on;
    for (let m = wNextOwed[w]!; m > 0 && fr; m--) fr = fr.parent;
  }
  // The pool's list runs from the frame kept last (the outermost) to the first (the innermost).
  for (let e = wKept[w]!; e >= 0; e = keptPrev[e]!) fr = { rule: keptRule[e]!, start: keptStart[e]!, parent: fr };
  wChain[w] = fr;
  return fr;
}

// The single walker's last steps (`framesBack`): by step modulo `RING_SIZE`, the step, and the
// walker's thread and cancellations owed before it.
const RING_SIZE = 16;
const RING_MASK = RING_SIZE - 1;
const ringStep = new Int32Array(RING_SIZE).fill(-1);
/** The call of `framesBack` each entry was written in (a stale entry is another call's). */
const ringCall = new Int32Array(RING_SIZE);
let call = 0;
const ringIdx = new Int32Array(RING_SIZE);
const ringOwed = new Int32Array(RING_SIZE);
/** The longest period looked for. */
const PERIOD_MOST = 8;
/** Where `periodic`'s walker is as it was (a step of the ring), when it passes steps over. */
let PERIOD_AT = -1;

/**
 * The single walker at step `j` (the unit at `pos + j`, read from state `trail[j - 1]`, `first`
 * at 0), on thread `idx` owing `owed`, where it kept no frame in the last `RING_SIZE` steps: if it
 * was on the same thread owing the same `p` steps before (`p` from 2 to `PERIOD_MOST`; the ring
 * holds those steps), every step below `j` whose unit and state are those `p` steps above it
 * takes it where it went from there, keeping no frame and not stopping (a step's effect is a
 * function of its unit, its state, the thread and what is owed). The lowest step it reaches so
 * (the next to walk is the one below it, where the text stops repeating, or -1), with
 * `PERIOD_AT` the step of the ring where the walker is as it will be there; `j` where there is
 * no such period.
 */
function periodic(input: string, pos: number, trail: Uint16Array, first: number, j: number, idx: number, owed: number): number {
  for (let p = 2; p <= PERIOD_MOST; p++) {
    const r = (j + p) & RING_MASK;
    if (ringStep[r] !== j + p || ringCall[r] !== call || ringIdx[r] !== idx || ringOwed[r] !== owed) continue;
    // Every step from j + 1 to j + p walked (recorded) since: the ring holds the walker at each.
    let whole = true;
    for (let q = 1; q < p && whole; q++) whole = ringStep[(j + q) & RING_MASK] === j + q && ringCall[(j + q) & RING_MASK] === call;
    if (!whole) continue;
    // The steps from j down whose unit and state are those p above: the walker repeats there.
    // The units: compared in blocks (`repeatsDownTo`). The states: where the state before a step
    // is the one p steps above, so is the state before every step above it up to j (the units
    // repeat, and the automaton is deterministic): the lowest such step is found by halving.
    const units = repeatsDownTo(input, pos, pos + j, p) - pos;
    const same = (s: number): boolean => (s === 0 ? first : trail[s - 1]!) === trail[s + p - 1];
    if (units > j || !same(j)) return j;
    let lo = units;
    let hi = j;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (same(mid)) hi = mid;
      else lo = mid + 1;
    }
    const i = lo - 1;
    // Steps i + 1 to j repeat: the walker before step i is as it was before step i + p·m, the
    // one of those from j to j + p - 1 (the ring's).
    if (i >= j - p) return j;
    const m = Math.ceil((j - i) / p);
    PERIOD_AT = i + m * p;
    return i;
  }
  return j;
}

/**
 * The threads of `d` that read code unit `next` (ascending, each once): those a run resumed at
 * `d` on a text with `next` there goes on from, so the only ones whose frames its walk back can
 * ask for (`framesBack`'s `only`). Null (every thread) without `next` (-1: the text ends there),
 * where no thread reads it (the run fails there, and every thread's expectations are read), and
 * for a surrogate read by an automaton with astral edges (`astral`: the simulation reads it,
 * from the start).
 * @internal
 */
export function readersOf(a: BackReader, d: DState, next: number | undefined, astral: boolean): number[] | null {
  if (next === undefined || next < 0 || (astral && next >= 0xd800 && next <= 0xdfff)) return null;
  const st = a.stepOf(d, next);
  if (!st.to) return null;
  const out: number[] = [];
  // (`from` is in the order of `d`'s threads: each reader once, ascending.)
  for (const k of st.from) if (out.length === 0 || out[out.length - 1] !== k) out.push(k);
  return out;
}

/**
 * The rule frames of each thread of `last` (the state a walk from `pos` ended in at `end`, the
 * index of the state after reading position `pos + k` at `trail[k]`), by walking the steps back
 * to `pos`; null for a thread inside no rule. The walk began in the start's closure, or, with
 * `from` (whose `at` is `pos`), in its state, whose threads' frames it gives: a walker that
 * reaches `pos` goes on with its thread's frames there. With `runs` (where the walk kept them:
 * at `k`, where the run of steps the same as step `k`, from one state on one code unit, began), a
 * run of steps that leaves a walker as it was is passed over at once, not step by step: the walk
 * back over a long run of one character costs a step, not its length. With `only` (thread indices
 * of `last`, ascending), those threads' frames only, the others undefined (a point that a text
 * resumes from reading one unit: `NFA.resumeAt` with `next`).
 * @internal
 */
export function framesBack(
  a: BackReader,
  input: string,
  pos: number,
  end: number,
  last: DState,
  trail: Uint16Array,
  from: NfaResume | null = null,
  runs: Int32Array | null = null,
  only: readonly number[] | null = null,
): Array<NfaFrame | null | undefined> {
  // The state before the first step walked: the start's closure (the automaton's first), or `from`'s.
  const first = from === null ? 0 : from.state.index;
  const threads = last.states.length;
  // The threads walked back from: every one, or `only` (walker k goes back from thread only[k]).
  const walked = only === null ? threads : only.length;
  const cap = 2 * threads + 1;
  if (wIdx.length < cap) {
    wIdx = grown(wIdx, cap);
    wOwed = grown(wOwed, cap);
    wNext = grown(wNext, cap);
    wNextOwed = grown(wNextOwed, cap);
    wKept = grown(wKept, cap);
    active = grown(active, cap);
    going = grown(going, cap);
  }
  for (let k = 0; k < walked; k++) {
    wIdx[k] = only === null ? k : only[k]!;
    wOwed[k] = 0;
    wNext[k] = -1;
    wNextOwed[k] = 0;
    wKept[k] = -1;
    active[k] = k;
  }
  let walkers = walked;
  let n = walked;
  kept = 0;
  // (A new call: the ring's entries are another's. Past 2^31 calls, every entry is cleared.)
  if (++call === 0x7fffffff) {
    ringCall.fill(0);
    call = 1;
  }
  // Counted (grammar/engine/work.ts): a step per step walked back, and the start (the steps
  // not walked, where the walk stops early, are taken off below).
  WORK.steps += 1 + end - pos;
  const all = a.all;
  // The step read at `pos + j` led to `pos + j + 1`, from the state before it (the start, the
  // automaton's first, before the first): from the last to the first.
  // (After the loop, j is -1 where the walk reached the start, else the step it stopped at, every
  // frame found: see below.)
  let j = end - pos - 1;
  for (; j >= 0; j--) {
    if (n === 1) {
      // One walker (the threads' walks met): a loop of its own, on locals.
      const w = active[0]!;
      let idx = wIdx[w]!;
      let owed = wOwed[w]!;
      // The last step read, when it left the walker as it was (a thread that reads a run round
      // a loop): the same step again does too, and is not read (RFC 1738 `scheme` on a million
      // "a", 10.4 -> 6.6 ns per character).
      let sameFrom = -1;
      let sameUnit = -1;
      // The step the walker last kept a frame at (the walk goes down: the lowest so far).
      let keptLow = j + 1;
      for (; j >= 0; j--) {
        const from = j === 0 ? first : trail[j - 1]!;
        const c = input.charCodeAt(pos + j);
        // The walker before this step, kept by step in a ring (see `periodic`), once it has kept
        // no frame for a while (`periodic` reads the last `PERIOD_MOST` steps where it kept none
        // for `RING_SIZE`).
        if (keptLow - j > RING_SIZE - PERIOD_MOST && j > PERIOD_FROM - RING_SIZE) {
          const r = j & RING_MASK;
          ringStep[r] = j;
          ringCall[r] = call;
          ringIdx[r] = idx;
          ringOwed[r] = owed;
        }
        if (from === sameFrom && c === sameUnit) continue;
        // Every `PERIOD_EVERY` steps of a long stretch without a frame kept: a walker that came
        // back to where it was `p` steps ago, over text that repeats with period `p` (`1.` a
        // million times, a host's labels), is passed over to where the text stops repeating.
        if ((j & (PERIOD_EVERY - 1)) === 0 && keptLow - j > RING_SIZE && j > PERIOD_FROM) {
          const to = periodic(input, pos, trail, first, j, idx, owed);
          if (to < j) {
            // (Counted as walked: each step passed over is one unit and one state compared.)
            idx = ringIdx[PERIOD_AT & RING_MASK]!;
            owed = ringOwed[PERIOD_AT & RING_MASK]!;
            sameFrom = -1;
            j = to + 1;
            continue;
          }
        }
        const d = all[from]!;
        const st = a.stepOf(d, c);
        const net = st.net[idx];
        const was = idx;
        const owedWas = owed;
        let keptHere = false;
        if (net) {
          if (owed >= net.enters.length) owed += net.owes - net.enters.length;
          else {
            wOwed[w] = owed;
            back(w, net, pos + j + 1);
            owed = wOwed[w]!;
            keptHere = true;
            keptLow = j;
          }
        }
        idx = st.from[idx]!;
        // Every frame open at the thread here was entered further back; the walker owes a
        // cancellation for `owed` of them (left after here) and keeps the others. Where it owes
        // one for each, the rest of the walk keeps nothing: its frames are found, and the walk
        // stops (a leaf's repetition of a token, `*xchar`, walks back its last element only,
        // not the run).
        if (owed >= d.opens[idx]!) {
          WORK.steps -= j;
          break;
        }
        if (!keptHere && idx === was && owed === owedWas) {
          sameFrom = from;
          sameUnit = c;
          // The steps before it that are the same step (`runs`: where its run began) leave the
          // walker as it was too: not walked, nor counted.
          if (runs !== null && runs[j]! < j) {
            WORK.steps -= j - runs[j]!;
            j = runs[j]!;
          }
        } else sameFrom = -1;
      }
      wIdx[w] = idx;
      wOwed[w] = owed;
      break;
    }
    const st = a.stepOf(all[j === 0 ? first : trail[j - 1]!]!, input.charCodeAt(pos + j));
    const at = pos + j + 1;
    let widest = 0;
    for (let q = 0; q < n; q++) {
      const w = active[q]!;
      const i = wIdx[w]!;
      back(w, st.net[i], at);
      const to = st.from[i]!;
      wIdx[w] = to;
      if (to > widest) widest = to;
    }
    // Whether two walkers met (the same thread): a stamp per thread index, no map unless they did.
    if (widest >= marks.length) {
      const m = new Uint32Array(Math.max(2 * marks.length, widest + 1));
      m.set(marks);
      marks = m;
      count = grown(count, marks.length);
      least = grown(least, marks.length);
      made = grown(made, marks.length);
    }
    newStamp();
    let met = false;
    for (let q = 0; q < n; q++) {
      const i = wIdx[active[q]!]!;
      if (marks[i] === stamp) {
        met = true;
        break;
      }
      marks[i] = stamp;
    }
    if (!met) continue;
    // The walkers at one thread go on as one (in the order their thread was first met), owing the
    // least of what they owe; each remembers what it owes beyond that. By thread index, under a
    // new stamp: how many are there, the least owed, the walker that goes on.
    newStamp();
    for (let q = 0; q < n; q++) {
      const w = active[q]!;
      const i = wIdx[w]!;
      if (marks[i] !== stamp) {
        marks[i] = stamp;
        count[i] = 0;
        least[i] = wOwed[w]!;
        made[i] = -1;
      }
      count[i]!++;
      if (wOwed[w]! < least[i]!) least[i] = wOwed[w]!;
    }
    let on = 0;
    for (let q = 0; q < n; q++) {
      const w = active[q]!;
      const i = wIdx[w]!;
      if (count[i] === 1) {
        going[on++] = w;
        continue;
      }
      let o = made[i]!;
      if (o < 0) {
        o = made[i] = walkers++;
        wIdx[o] = i;
        wOwed[o] = least[i]!;
        wNext[o] = -1;
        wNextOwed[o] = 0;
        wKept[o] = -1;
        going[on++] = o;
      }
      wNext[w] = o;
      wNextOwed[w] = wOwed[w]! - wOwed[o]!;
    }
    const t = active;
    active = going;
    going = t;
    n = on;
  }
  // The start's closure: the frames its paths entered at `pos`; or the point resumed from: the
  // frames of its thread, less what the walker owes.
  if (j < 0 && from !== null) {
    resumed = from.frames;
    for (let q = 0; q < n; q++) {
      const w = active[q]!;
      wNext[w] = -2 - wIdx[w]!;
      wNextOwed[w] = wOwed[w]!;
    }
  } else if (j < 0) {
    const nets = a.startFrames();
    for (let q = 0; q < n; q++) back(active[q]!, nets[wIdx[active[q]!]!], pos);
  }
  // (Loops, not `fill`: the builtin on this array cost as much as the rest of a short walk back.)
  while (wChain.length < walkers) wChain.push(undefined);
  for (let w = 0; w < walkers; w++) wChain[w] = undefined;
  const out = new Array<NfaFrame | null | undefined>(threads);
  if (only === null) for (let k = 0; k < threads; k++) out[k] = chainOf(k);
  else {
    for (let k = 0; k < threads; k++) out[k] = undefined;
    for (let k = 0; k < walked; k++) out[only[k]!] = chainOf(k);
  }
  // The pool lets go of nothing it should not keep (rules are the grammar's), the chains do.
  for (let w = 0; w < walkers; w++) wChain[w] = undefined;
  resumed = [];
  return out;
}
