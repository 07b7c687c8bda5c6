/**
 * The work counter: a count of the steps the parsing machinery takes, for the tests that assert
 * linearity on counted work instead of time (DECISIONS 36: a test that can fail because the machine
 * is busy is a defect). Never reset: a test reads it before and after a call (`workOf`).
 *
 * What is counted (each a step; a step costs a bounded amount of machine work, so counted work
 * within a factor of the input's size means time within a factor too):
 *
 *   - the generated fast path (grammar/codegen/fastpath.ts writes the counting into
 *     grammar/generated/fast-*.ts): each call of a rule function, the code units each run
 *     of a character class read, the code units each repetition's loop advanced over, and each
 *     native search for a needed character (`nextAt`) the code units it searched;
 *   - the engine (grammar/engine/compile.ts): each parser call of the plain and traced builds
 *     (`run`, the one call of Parsimmon's private `._`), and each sticky regular-expression leaf
 *     (the fast path's `plainLeafMatcher` leaves too) one step plus the code units it matched;
 *   - the automata: the lazy automaton's walk (grammar/engine/nfa.ts) a step per code unit read
 *     and per step walked back for frames, the thread simulation a step per thread per position;
 *     the generated recognizers (grammar/engine/recognize.ts) a step per code unit read;
 *   - the WHATWG URL parser (src/whatwg/parser.ts, and src/whatwg/parser-state.ts for the host
 *     parser and the code units read): a step per turn of its state machine (each
 *     code point read, each time the pointer goes back) and per code point handed to the host
 *     parser;
 *   - dot-segment removal (src/resolver/dots.ts): a step per segment read and per rule applied;
 *   - the diagnostics' reads of runs (src/diagnostics/text.ts `skipWhile` and a repaired text's
 *     `skip` in src/diagnostics/recover.ts, the paste view's reads from the end of the input and
 *     its search of the URL for an opening mark in src/diagnostics/paste.ts, the run of "-" a
 *     label-edge fix-it removes in src/diagnostics/actions.ts): a step per code unit
 *     read (a report on a URL followed by a long run of white space reads the run there);
 *   - the capture engine (grammar/engine/capture/): a step per code unit its lazy DFA reads, per
 *     state its Pike VM's closures enter and per thread they step, per state its set operations
 *     search (counted by its own `captureSteps` too).
 *
 * What it does not see: the work inside a native call beyond what the call reports (a regular
 * expression that looks ahead and then fails counts one step, a `slice` or `indexOf` written
 * outside the places above nothing). The counted places are the loops of the parsers; a test
 * that holds counted work to the input's size holds their loops, not every string operation.
 *
 * Not part of the public API (test/linear.test.ts and test/linear-api.test.ts read it).
 *
 * @internal
 * @example
 * ```ts
 * import { workOf } from './work.js';
 * workOf(() => 'abc'.length).steps; // 0: nothing of the machinery ran
 * ```
 */

/** The steps counted by the hand-written code (`WORK.steps += k`). */
export const WORK: { steps: number } = { steps: 0 };

/** The readers of the counters the generated modules keep (a module-local `let`, cheaper to add to). */
const readers: Array<() => number> = [];

/**
 * Registers a generated module's counter: each generated fast-path module calls this once, at
 * load, with a function that reads its own count.
 *
 * @internal
 */
export function countedBy(read: () => number): void {
  readers.push(read);
}

/**
 * Every step counted so far, by every part of the machinery loaded (never reset).
 *
 * @internal
 * @example
 * ```ts
 * import { workDone } from './work.js';
 * typeof workDone(); // 'number'
 * ```
 */
export function workDone(): number {
  let total = WORK.steps;
  for (const r of readers) total += r();
  return total;
}

/**
 * Runs `f` and returns what it returned with the steps it counted.
 *
 * @internal
 * @example
 * ```ts
 * import { workOf } from './work.js';
 * workOf(() => 1).value; // 1
 * ```
 */
export function workOf<T>(f: () => T): { value: T; steps: number } {
  const before = workDone();
  const value = f();
  return { value, steps: workDone() - before };
}
