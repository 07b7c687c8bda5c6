/**
 * The shapes of an NFA (grammar/engine/nfa.ts), types only: its states and edges ({@link State}),
 * the paths of its epsilon closures, what its runs read and answer (the events of a path
 * {@link NfaEvent}, the rule frames of a thread {@link NfaFrame}, the expectations
 * {@link NfaExpectation} and the result {@link NfaRun} of a run), and the lazy automaton's states,
 * steps and kept walks ({@link DState}, {@link KeptWalk}) and the simulation's threads and buckets.
 */
import type { Rule } from '../dsl.js';
import type { Ranges } from '../charset.js';

/** A character edge of a state: its test, its set, its terminal's name and its target. */
export interface CharEdge {
  readonly test: (c: number) => boolean;
  /** The character set `test` decides (code points; see `cp`). */
  readonly set: Ranges;
  /** The terminal as the grammar names it: a class rule (`alphadigit`) or a quoted literal. */
  readonly label: string;
  readonly to: State;
  /** The set is astral: `test` is given the code point at the position (see grammar/engine/nfa.ts). */
  readonly cp: boolean;
}

/** An NFA state. */
export interface State {
  readonly id: number;
  eps: State[];
  ch: CharEdge | null;
  enter: Rule | null;
  exit: boolean;
  accept: boolean;
  /**
   * A lookahead (built with `lookahead: true` only): the threads that pass this state go on only
   * where the text from here does (`neg` false) or does not (`neg` true) begin with a string of
   * `nfa`'s language. What the recognizer's subset construction reads (grammar/engine/dfa.ts).
   */
  guard: { readonly neg: boolean; readonly nfa: GuardAutomaton } | null;
  /** On a state that enters a rule (`enter`): the state after the rule's exit. */
  leave: State | null;
  /**
   * How many rule frames are open at this state: the references it is built inside (a state that
   * enters a rule, and its exit, are outside it). Every path from the start to here enters that
   * many more frames than it leaves (the grammars are not recursive), so a walk back from a thread
   * here finds that many entries not yet matched by a later exit (`framesBack` stops there).
   */
  readonly open: number;
  /**
   * What a reader of the automaton keeps on the state, made on its first ask: the first error's
   * note of what PEG would try before the state's thread (grammar/engine/first-error.ts
   * `triedByPeg`, a function of the state's rule frames and terminal, which are the state's own).
   */
  note: unknown;
}

/**
 * The automaton of a lookahead guard (`State.guard`): an NFA built without lookahead, which the
 * recognizer's subset construction reads from its start state (grammar/engine/dfa.ts).
 */
export interface GuardAutomaton {
  readonly start: State;
}

/** A state of an epsilon closure, with the rule frames entered (a rule) and left (null) on the way to it. */
export interface ClosurePath {
  readonly state: State;
  readonly ops: ReadonlyArray<Rule | null> | null;
}

/**
 * One event of a thread's path (`parsePath`), the last first: a rule entered at `at` (`rule`),
 * or the innermost open one left at `at` (`rule` null).
 *
 * @example
 * ```ts
 * const e: NfaEvent = { rule: null, at: 3, prev: null };
 * ```
 */
export interface NfaEvent {
  readonly rule: Rule | null;
  readonly at: number;
  readonly prev: NfaEvent | null;
}

/**
 * A rule frame inside an NFA thread: the rule, where it started, and the frame it is inside.
 *
 * @example
 * ```ts
 * const f: NfaFrame | null = null;
 * ```
 */
export interface NfaFrame {
  readonly rule: Rule;
  readonly start: number;
  readonly parent: NfaFrame | null;
}

/**
 * What a thread that is alive at a position would accept next.
 *
 * @example
 * ```ts
 * const e: NfaExpectation = { label: 'DIGIT', frames: null };
 * ```
 */
export interface NfaExpectation {
  readonly label: string;
  /** The innermost frame of the thread (null: the expression's owner). */
  readonly frames: NfaFrame | null;
  /** The thread's state (whose rule frames `frames` are, and whose terminal `label` is). @internal */
  readonly state?: State;
}

/**
 * The result of running an NFA from a position.
 *
 * @example
 * ```ts
 * const r: NfaRun = { viableEnd: 3, expected: [], acceptsAtEnd: true };
 * ```
 */
export interface NfaRun {
  /** The last position at which some thread was alive: the end of the longest viable prefix. */
  readonly viableEnd: number;
  /** The terminals wanted at `viableEnd`, in priority order, deduplicated by (label, rule). */
  readonly expected: NfaExpectation[];
  /** Whether the whole run from the start to `viableEnd` can end there (an accepting thread). */
  readonly acceptsAtEnd: boolean;
  /**
   * Where a walk of the lazy automaton ended: a point a later run may resume from (`NFA.runStacks`
   * with it), on a text whose first `viableEnd` code units are this run's. Absent where the
   * simulation answered.
   * @internal
   */
  readonly resume?: NfaResume;
  /**
   * With `resume`: the walk's trail from where it began (`pos`, or the point it resumed from), a
   * copy (the state after reading code unit `k` of it at `k`), from which a point before
   * `resume` is found without walking there again (`NFA.resumeAt`).
   * @internal
   */
  readonly trail?: Uint16Array;
  /** With `trail`, where the walk kept them: where each run of the same step began (`NfaWalk.runs`). @internal */
  readonly runs?: Int32Array;
}

/**
 * A walk of the lazy automaton that a run may take instead of walking (`NFA.runStacks`): where it
 * stopped, its state there, and its trail from where it began (the state after reading code unit
 * `k` of it at `k`). What `NFA.readsTo` keeps where asked.
 * @internal
 */
export interface NfaWalk {
  readonly end: number;
  readonly last: DState;
  readonly trail: Uint16Array;
  /** At `k`, where the run of steps the same as step `k` (from one state, on one code unit) began. */
  readonly runs: Int32Array;
}

/**
 * A point of a run to resume from: the lazy automaton's state after the first `at` code units of
 * a text, and the rule frames of each of its threads (every thread, before a one-character
 * lookahead's bound at `at` is read). A text with the same first `at` code units reaches the same
 * state with the same frames there: a run on it may walk on from `at` instead of from the start.
 *
 * @example
 * ```ts
 * const point: Pick<NfaResume, 'at'> = { at: 3 };
 * ```
 */
export interface NfaResume {
  readonly at: number;
  readonly state: DState;
  /** By thread; undefined for a thread whose frames were not found (see `unit`). */
  readonly frames: ReadonlyArray<NfaFrame | null | undefined>;
  /**
   * Where present, the frames were found only for the threads that read this code unit (what
   * the text resumed here has at `at`: `NFA.resumeAt` with `next`): a run resumed here on a text
   * with another unit at `at` would meet a thread whose frames are unknown, and must not be made.
   */
  readonly unit?: number;
}

/** A thread of the simulation: a state and the innermost rule frame it is in. */
export interface Thread {
  readonly state: State;
  readonly frames: NfaFrame | null;
}

/** A state of the lazy automaton (`NFA.walk`): a thread list in priority order, and its steps. */
export interface DState {
  /** Its place in the automaton's list of states. */
  readonly index: number;
  readonly states: State[];
  /** Some thread would read another character. */
  readonly more: boolean;
  /**
   * By thread, how many rule frames are open there (its state's `open`), what the walk back's
   * single walker asks at each step: read from here, not through the thread's state object.
   */
  readonly opens: Int32Array;
  /** The steps on code units below U+0080, by unit. */
  readonly ascii: Array<Step | undefined>;
  readonly other: Map<number, Step>;
}

/** A step of the lazy automaton: the state it leads to, and per thread there its origin and frame operations. */
export interface Step {
  /** null: no thread reads the unit; undefined: the automaton is full (see `NFA.step`). */
  readonly to: DState | null | undefined;
  readonly from: readonly number[];
  /** The frame operations of each thread's path, as read going back (null: none). */
  readonly net: ReadonlyArray<Net | null>;
}

/**
 * A path's frame operations read backwards (as `NFA.framesBack` reads them) from no cancellation
 * owed: the frames entered and kept, innermost first, and the cancellations owed after. From `o`
 * owed instead, the first `o` of `enters` are cancelled and `owes + max(0, o - enters.length)`
 * are owed after: each owed cancellation takes the next frame that would have been kept.
 */
export interface Net {
  readonly enters: readonly Rule[];
  readonly owes: number;
}

/** What `NFA.keepWalk` gives `NFA.run`: a walk of the lazy automaton and the states it went through. */
export interface KeptWalk {
  readonly input: string;
  readonly pos: number;
  readonly end: number;
  readonly last: DState;
  readonly trail: Uint16Array;
}

/**
 * The state set of one position in `NFA.simulateAstral`: states and their frames as parallel
 * arrays, `n` of them; `mark[id] === stamp` for the states in it.
 */
export interface Bucket {
  readonly s: State[];
  readonly f: Array<NfaFrame | null>;
  n: number;
  mark: Uint32Array;
  stamp: number;
}
