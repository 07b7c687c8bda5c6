/**
 * The least-cost repair's types (grammar/engine/repair.ts): the edits a caller allows (`RepairArc`,
 * `RepairModel`), the search's options, and what it finds. Apart from the search so that it stays
 * small; repair.ts gives them out.
 */
/**
 * One edit arc the caller allows: a text and its cost (a positive integer), and its kind (the name
 * the repair's edits carry: `escape`, `replace`, `insert`).
 *
 * @example
 * ```ts
 * const escapeSpace: RepairArc = { text: '%20', cost: 4, kind: 'escape' };
 * ```
 */
export interface RepairArc {
  readonly text: string;
  readonly cost: number;
  readonly kind: string;
  /**
   * Also tried where the automaton can read the character as itself (a delimiter written for
   * another); by default an alternative is tried only where it cannot.
   */
  readonly readable?: boolean;
}

/**
 * The edits a repair may make, as data: `alternatives(cp)`, what the code point `cp` may be written
 * at index `at` may be written as instead (escapes, conventional replacements), `deleteCost(cp)` (`Infinity`: never deleted;
 * a function of the code point alone: a search asks once for each ASCII unit),
 * and `inserts`, the strings that may be inserted anywhere.
 *
 * @example
 * ```ts
 * const model: RepairModel = { alternatives: () => [], deleteCost: () => 10, inserts: [{ text: ':', cost: 2, kind: 'insert' }] };
 * ```
 */
export interface RepairModel {
  /** What code point `cp`, at index `at` of the input, may be written as instead. */
  alternatives(cp: number, at: number): readonly RepairArc[];
  deleteCost(cp: number): number;
  readonly inserts: readonly RepairArc[];
}

/**
 * Options of `repairSearch` (grammar/engine/repair.ts): the budgets (see that module's comment), how many repairs to give
 * (default 3: the cheapest, then each the cheapest whose first edit differs from the earlier ones'), and the units no transition may read (a
 * derived recognizer's `without`).
 *
 * @example
 * ```ts
 * const o: RepairOptions = { maxCost: 64, maxStates: 16, count: 1 };
 * ```
 */
export interface RepairOptions {
  readonly maxCost?: number;
  readonly maxStates?: number;
  readonly slack?: number;
  readonly count?: number;
  readonly without?: string;
}

/**
 * One edit of a repair: replace `input.slice(start, end)` by `text` (an insertion has `start ===
 * end`, a deletion an empty `text`); `kind` is the arc's (`delete` for a deletion).
 *
 * @example
 * ```ts
 * const e: RepairEdit = { start: 4, end: 4, text: ':', kind: 'insert' };
 * ```
 */
export interface RepairEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly kind: string;
}

/**
 * A repair: its edits (sorted by position) and their total cost.
 *
 * @example
 * ```ts
 * const r: Repair = { edits: [{ start: 4, end: 4, text: ':', kind: 'insert' }], cost: 10 };
 * ```
 */
export interface Repair {
  readonly edits: readonly RepairEdit[];
  readonly cost: number;
}

/**
 * What `repairSearch` (grammar/engine/repair.ts) found: `valid` (the automaton accepts the input as it is), `repairs`
 * (cheapest first), or `none` (`budget`: none within the budgets; `unrepairable`: the model's edits
 * cannot reach the language). `steps` counts the arcs tried (also added to `WORK.steps`).
 *
 * @example
 * ```ts
 * const r: RepairResult = { kind: 'none', reason: 'budget', steps: 120 };
 * ```
 */
export type RepairResult =
  | { readonly kind: 'valid'; readonly steps: number }
  | { readonly kind: 'repairs'; readonly repairs: readonly Repair[]; readonly steps: number }
  | { readonly kind: 'none'; readonly reason: 'budget' | 'unrepairable'; readonly steps: number };
