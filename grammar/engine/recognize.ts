/**
 * The generated recognizers at run time: one minimized DFA per grammar and start symbol, written
 * as tables by grammar/codegen/recognizer.ts (grammar/generated/dfa-<name>.ts, build
 * output) from the same registry as every other reading, and registered here by the module that
 * loads them (`grammar/rfc3986/recognize.ts` and its peers). A run is one table load per ASCII unit
 * (a row of 128 next states per state; another unit goes through its class), and stops at the
 * first unit after which no continuation could be valid: linear in the input, no allocation.
 *
 * What a recognizer answers is `parseURL(input, { grammar, start }).ok` (test/recognizer.test.ts
 * holds the two equal); it never explains a rejection: the traced engine does.
 */

import { ArgumentError, typeName } from '../../base/args.js';
import { WORK } from './work.js';

/** The tables of one automaton, as the generator writes them. */
export interface RecognizerTables {
  /** How many classes the code units fall into. */
  readonly classes: number;
  /** How many states (state 0 rejects, whatever follows). */
  readonly states: number;
  readonly start: number;
  /** The class of each ASCII unit. */
  readonly ascii: readonly number[];
  /** From unit 128 up: `[first unit, class, first unit, class, ...]`, sorted. */
  readonly high: readonly number[];
  /**
   * `next[state * classes + class]`, run-length coded (rows are mostly runs of the dead state):
   * per run three digits of base 64 (`B64`), its length less one, then its state (two digits).
   */
  readonly next: string;
  /** The accepting states. */
  readonly accept: readonly number[];
  /**
   * The rules read by an automaton of their own (an IP literal in brackets): for each, the class
   * that stands for it and its automaton. Where a state's transition on "[" is dead and its
   * transition on such a class is not, the run reads the rule from the "[" with that automaton
   * (up to its first accepting state: its language is prefix-free) and goes on from there.
   */
  readonly delegated?: ReadonlyArray<{ readonly class: number; readonly tables: RecognizerTables }>;
}

/**
 * A recognizer written as another's (`of`, a key of the same module) on the strings that hold none
 * of the units of `without`: the generator proved the two languages so related (RFC 1738's `url`
 * is `URL-1738` without "#").
 */
export interface DerivedRecognizer {
  readonly of: string;
  readonly without: string;
}

/** The digits of base 64 the tables are written in (`RecognizerTables.next`). */
export const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The value of each digit of `B64`, by its code unit. */
const DIGIT = new Uint8Array(128);
for (let k = 0; k < 64; k++) DIGIT[B64.charCodeAt(k)] = k;

/** A recognizer: whether the whole input is in the language (anything but a string: `ArgumentError`). */
export type Recognizer = (input: string) => boolean;

/** Reads `from` on: the end of the automaton's first accepting prefix, or -1 (a delegated rule). */
export type PrefixRun = (input: string, from: number) => number;

/**
 * An automaton ready to run. States are numbered times 128 (`s = state << 7`): an ASCII unit `u`
 * moves to `ascii[s + u]`, one load per character (a table of 128 entries per state, made from the
 * classes when the recognizer is first used); any other unit through its class,
 * `byClass[(s >> 7) * K + class]`. State 0 is dead.
 */
export interface Machine {
  readonly K: number;
  readonly ascii: Int32Array;
  readonly byClass: Int32Array;
  readonly classOfHigh: (u: number) => number;
  /** Indexed by the state times 128. */
  readonly accept: Uint8Array;
  readonly start: number;
}

/** The typed arrays of an automaton's tables (made anew each call: callers keep theirs). */
export function machineOf(t: RecognizerTables): Machine {
  const K = t.classes;
  const cells = t.states * K;
  // One element type for every automaton, so that the loops below see one kind of array.
  const byClass = new Int32Array(cells);
  const code = t.next;
  let at = 0;
  for (let i = 0; i + 2 < code.length; i += 3) {
    const count = DIGIT[code.charCodeAt(i)]! + 1;
    const to = ((DIGIT[code.charCodeAt(i + 1)]! << 6) | DIGIT[code.charCodeAt(i + 2)]!) << 7;
    byClass.fill(to, at, at + count);
    at += count;
  }
  if (at !== cells) throw new Error(`recognizer tables: ${at} cells, not ${cells}`);
  const ascii = new Int32Array(t.states * 128);
  for (let s = 0; s < t.states; s++) for (let u = 0; u < 128; u++) ascii[(s << 7) + u] = byClass[s * K + t.ascii[u]!]!;
  const accept = new Uint8Array(t.states * 128);
  for (const s of t.accept) accept[s << 7] = 1;
  const runs = t.high.length >> 1;
  const firsts = new Uint16Array(runs);
  const classes = new Uint16Array(runs);
  for (let i = 0; i < runs; i++) {
    firsts[i] = t.high[2 * i]!;
    classes[i] = t.high[2 * i + 1]!;
  }
  const classOfHigh = (u: number): number => {
    let lo = 0;
    let hi = runs - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (firsts[mid]! <= u) lo = mid;
      else hi = mid - 1;
    }
    return classes[lo]!;
  };
  return { K, ascii, byClass, classOfHigh, accept, start: t.start << 7 };
}

/** The runs of the delegated rules' automata, made once per table (the start symbols of a module share them). */
const prefixRuns = new WeakMap<RecognizerTables, PrefixRun>();

/** The run of a delegated rule's automaton from an index: the end of its first accepting prefix, or -1. */
export function prefixRunOf(t: RecognizerTables): PrefixRun {
  const made = prefixRuns.get(t);
  if (made) return made;
  const run = prefixRun(t);
  prefixRuns.set(t, run);
  return run;
}

function prefixRun(t: RecognizerTables): PrefixRun {
  const { K, ascii, byClass, classOfHigh, accept, start } = machineOf(t);
  return (input, from) => {
    let s = start;
    // Counted (grammar/engine/work.ts): a step per code unit read, and the start.
    for (let i = from, n = input.length; i < n; i++) {
      const u = input.charCodeAt(i);
      s = u < 128 ? ascii[s + u]! : byClass[(s >> 7) * K + classOfHigh(u)]!;
      if (s === 0) return (WORK.steps += 1 + i - from, -1);
      if (accept[s] === 1) return (WORK.steps += 1 + i - from, i + 1);
    }
    WORK.steps += 1 + input.length - from;
    return -1;
  };
}

/** A recognizer from its tables (typed arrays made once). */
export function recognizerOf(t: RecognizerTables): Recognizer {
  const { K, ascii, byClass, classOfHigh, accept, start } = machineOf(t);
  const calls = (t.delegated ?? []).map((d) => ({ cls: d.class, run: prefixRunOf(d.tables) }));
  /** Where a unit leads nowhere: a delegated rule opened by "[", or the end (false). */
  const slow = (input: string, i: number, s: number): boolean => {
    if (calls.length === 0) return false;
    const row = (s >> 7) * K;
    let k = 0;
    while (k < calls.length && byClass[row + calls[k]!.cls] === 0) k++;
    if (k === calls.length || input.charCodeAt(i) !== 0x5b) return false;
    const end = calls[k]!.run(input, i);
    return end >= 0 && runAny(input, end, byClass[row + calls[k]!.cls]!);
  };
  // Two loops: ASCII only (one table load per unit), then, from the first other unit on, any unit.
  // (One closure per loop, and the recognizer itself the first: a wrapper call costs about 15 ns a URL.)
  const runAny = (input: string, from: number, state: number): boolean => {
    let s = state;
    for (let i = from, n = input.length; i < n; i++) {
      const u = input.charCodeAt(i);
      const to = u < 128 ? ascii[s + u]! : byClass[(s >> 7) * K + classOfHigh(u)]!;
      if (to === 0) return (WORK.steps += 1 + i - from, slow(input, i, s));
      s = to;
    }
    WORK.steps += 1 + input.length - from;
    return accept[s] === 1;
  };
  return (input: string): boolean => {
    if (typeof input !== 'string') throw new ArgumentError(`recognizer: the input must be a string, not ${typeName(input)}`);
    let s = start;
    // Counted (grammar/engine/work.ts): a step per code unit read (once per call, where the loop ends).
    for (let i = 0, n = input.length; i < n; i++) {
      const u = input.charCodeAt(i);
      if (u >= 128) return (WORK.steps += i, runAny(input, i, s));
      const to = ascii[s + u]!;
      if (to === 0) return (WORK.steps += 1 + i, slow(input, i, s));
      s = to;
    }
    WORK.steps += 1 + input.length;
    return accept[s] === 1;
  };
}

const tables = new Map<string, RecognizerTables | DerivedRecognizer>();
const made = new Map<string, Recognizer>();

/** Registers a generated module's recognizers (the module that loads them does, when imported). */
export function provideRecognizers(m: { readonly recognizerTables: Readonly<Record<string, RecognizerTables | DerivedRecognizer>> }): void {
  for (const [k, t] of Object.entries(m.recognizerTables)) tables.set(k, t);
}

/** A derived recognizer: no unit of `without` (a native search each), then the other's run. */
function derivedOf(base: Recognizer, without: string): Recognizer {
  const units = [...without];
  return (input: string): boolean => {
    if (typeof input !== 'string') throw new ArgumentError(`recognizer: the input must be a string, not ${typeName(input)}`);
    // Counted (grammar/engine/work.ts): each native search reads up to the whole input.
    WORK.steps += units.length * input.length;
    for (const u of units) if (input.includes(u)) return false;
    return base(input);
  };
}

/**
 * The recognizer of `grammar` from start symbol `start` (as the profile spells it; `grammar`
 * `'rule'` and a rule key for a rule read on its own), made on first use, or null when its module
 * is not loaded.
 */
export function recognizerFor(grammar: string, start: string): Recognizer | null {
  return recognizerByKey(`${grammar}|${start}`);
}

function recognizerByKey(key: string): Recognizer | null {
  let r = made.get(key);
  if (r) return r;
  const t = tables.get(key);
  if (!t) return null;
  if ('of' in t) {
    const base = recognizerByKey(t.of);
    if (!base) return null;
    r = derivedOf(base, t.without);
  } else r = recognizerOf(t);
  made.set(key, r);
  return r;
}

/**
 * The tables of `grammar` from `start` (a derived recognizer's: the other's tables and the units it
 * refuses), or null when its module is not loaded: what the least-cost repair (`repair.ts`) searches.
 * A check registered after the automaton (`provideRecognizer`) is not in them: `decides` says
 * whether there is none, so that a text the tables accept (with none of `without`'s units) is one
 * the recognizer accepts.
 */
export function recognizerTablesFor(grammar: string, start: string): { readonly tables: RecognizerTables; readonly without: string; readonly decides: boolean } | null {
  let key = `${grammar}|${start}`;
  let t = tables.get(key);
  let without = '';
  let decides = !checked.has(key);
  for (let k = 0; t && 'of' in t && k < 4; k++) {
    without += t.without;
    key = t.of;
    t = tables.get(key);
    decides &&= !checked.has(key);
  }
  return t && !('of' in t) ? { tables: t, without, decides } : null;
}

/** The recognizers with a check after their automaton (`provideRecognizer`), by key. */
const checked = new Set<string>();

/**
 * Puts `r` in place of the recognizer of `grammar` from `start`: a grammar module whose language
 * needs a check no automaton states (the WHATWG URL-writing grammar's "valid domain", an algorithm
 * over UTS #46) registers its automaton and that check after it, at load, before any use.
 */
export function provideRecognizer(grammar: string, start: string, r: Recognizer): void {
  made.set(`${grammar}|${start}`, r);
  checked.add(`${grammar}|${start}`);
}
