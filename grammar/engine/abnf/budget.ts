/**
 * The budgets of a grammar loaded from ABNF: what reading its text and building its automata may
 * cost ({@link ABNFBudget}), their defaults ({@link ABNF_BUDGET}) and ceilings
 * ({@link ABNF_BUDGET_CEILING}), and the `budget` option checked (`budgetOf`). The reader
 * (./read.ts), the expander (./expand.ts), the loader (./load.ts) and the loaded grammar
 * (./grammar.ts) count against them; past one, an `ABNFBudgetError` (./errors.ts).
 */
import { ArgumentError, optionsOf, optionsSpec, typeName } from '../../../base/args.js';

/**
 * Which budget of a loaded grammar ({@link ABNFBudget}) an {@link ABNFBudgetError} is about.
 *
 * @example
 * ```ts
 * const which: ABNFBudgetName = 'states';
 * ```
 */
export type ABNFBudgetName = 'repeat' | 'states' | 'depth' | 'rules' | 'alternatives';

/**
 * The budgets of a grammar loaded from ABNF (`ABNFOptions.budget`), each a whole number: the
 * grammar comes from its user, and what it may cost is bounded before it is spent. Each is
 * counted as the text is read or the automaton built, and past one the loader (or `check`,
 * `read`, `recognize`, which build a start symbol's automaton on first use) throws an
 * {@link ABNFBudgetError}. A budget left out is its default ({@link ABNF_BUDGET}); a value may be
 * raised up to its ceiling ({@link ABNF_BUDGET_CEILING}), past which it is an `ArgumentError`.
 *
 * @example
 * ```ts
 * const b: ABNFBudget = { repeat: 50_000, states: 500_000 };
 * grammar.fromABNF('a = 20000DIGIT', { name: 'doc-budget-3', budget: b }).check('1'.repeat(20000)).ok; // true
 * ```
 */
export interface ABNFBudget {
  /** The largest number a repetition may give (`n*m`, `n*`, `*m`, `n`): default 10,000. */
  readonly repeat?: number;
  /**
   * The most states of the automaton of one start symbol, every reference and repetition
   * expanded (its expanded size): default 100,000. Counted as it is built, on first use.
   */
  readonly states?: number;
  /**
   * How deep the grammar may nest: each group, option, repetition, alternation and concatenation
   * a level, and each reference the levels of the rule it names (a chain of rules nests as deep as
   * its length). Default 500; ceiling 1,000: the loader and the automaton's builder recurse once
   * per level (with the nesting option, a recursive rule's levels count each time it is expanded).
   */
  readonly depth?: number;
  /** The most rule definitions of the text (`=` and `=/`): default 10,000. */
  readonly rules?: number;
  /** The most alternatives of one rule (its alternations, each counted, its `=/` additions with them): default 10,000. */
  readonly alternatives?: number;
}

/**
 * The default of each budget of a loaded grammar ({@link ABNFBudget}).
 *
 * @example
 * ```ts
 * ABNF_BUDGET.states; // 100000
 * ABNF_BUDGET.depth;  // 500
 * ```
 */
export const ABNF_BUDGET: Readonly<Required<ABNFBudget>> = Object.freeze({ repeat: 10_000, states: 100_000, depth: 500, rules: 10_000, alternatives: 10_000 });

/**
 * The most each budget of a loaded grammar may be raised to ({@link ABNFBudget}).
 *
 * @example
 * ```ts
 * ABNF_BUDGET_CEILING.states; // 2000000
 * ABNF_BUDGET_CEILING.depth;  // 1000
 * ```
 */
export const ABNF_BUDGET_CEILING: Readonly<Required<ABNFBudget>> = Object.freeze({ repeat: 1_000_000, states: 2_000_000, depth: 1_000, rules: 100_000, alternatives: 100_000 });

const BUDGET_OPTIONS = optionsSpec<ABNFBudget>('loadABNF.budget', { repeat: true, states: true, depth: true, rules: true, alternatives: true });

/** The `budget` option, checked, each budget its value or its default. @internal (read by ./load.ts) */
export function budgetOf(b: unknown): Required<ABNFBudget> {
  if (b === undefined || b === null) return ABNF_BUDGET;
  const o = optionsOf(b as ABNFBudget, BUDGET_OPTIONS);
  const out = { ...ABNF_BUDGET };
  for (const k of Object.keys(ABNF_BUDGET) as ABNFBudgetName[]) {
    const v: unknown = o[k];
    if (v === undefined) continue;
    const max = ABNF_BUDGET_CEILING[k];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > max) throw new ArgumentError(`loadABNF: budget '${k}' must be a whole number from 1 to ${max}, not ${typeof v === 'number' ? v : typeName(v)}`);
    out[k] = v;
  }
  return Object.freeze(out);
}
