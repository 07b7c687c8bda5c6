/**
 * How an NFA is built (grammar/engine/nfa.ts): its options ({@link NfaOptions}), and the error past
 * one of the builder's bounds ({@link NFALimitError}).
 */
import { ArgumentError, GrammarError, typeName } from '../../../base/args.js';
import type { Resolver } from '../charset.js';
import type { Expr, Rule } from '../dsl.js';

/** Options for building an NFA. */
export interface NfaOptions {
  /** Resolves references (profile substitutions). */
  readonly resolve: Resolver;
  /** Expand references to non-token rules too (whole-grammar automaton). Default false: they throw. */
  readonly expandNodes?: boolean;
  /**
   * A recursive rule is expanded at most this many levels inside itself; a deeper reference reads
   * nothing (its language is empty), so the automaton accepts the nestings up to this depth only.
   * Default: no bound (a recursive rule then exhausts the builder's depth). What a loaded
   * grammar's `nesting` option gives (grammar/engine/abnf/grammar.ts).
   */
  readonly maxNesting?: number;
  /**
   * Build PEG lookahead (`!x`, `&x`) as guard states (`State.guard`) instead of throwing: for the
   * recognizer's subset construction only; `run` and `viableEnd` refuse such an automaton.
   */
  readonly lookahead?: boolean;
  /**
   * Read a lookahead of one character (`!x`, `&x` where `x` is a character set, as RFC 3986
   * `host`'s `IPv4address !( unreserved / sub-delims / "%" )`) as a bound on the character read
   * next, whatever reads it (the states after it are copied with their edges so bounded): the
   * first-error reader's automaton, which reads rules as PEG does. Any other lookahead throws.
   */
  readonly nextCharacter?: boolean;
  /**
   * The expression read for a rule in place of its automaton body (`automatonBody`), where this
   * gives one: the first-error reader's (grammar/engine/first-error.ts) PEG rewrites, and its
   * scheme dispatch with the lookahead decided for one input (`startGuards`). Its lookaheads, if
   * any, are of one character, read with `nextCharacter`.
   */
  readonly bodyOf?: (rule: Rule) => Expr | undefined;
  /**
   * The most states the automaton may have: the builder counts them as it makes them and throws an
   * {@link NFALimitError} (`limit: 'states'`) at the first one past it, before it is made. Default:
   * 500,000 with `maxNesting`, else no bound (the declared grammars are small and fixed). What a
   * loaded grammar's `budget.states` gives (grammar/engine/abnf/grammar.ts).
   */
  readonly maxStates?: number;
  /**
   * How deep the builder may nest (each expression and each reference expanded is a level of its
   * recursion): past it an {@link NFALimitError} (`limit: 'depth'`). Default 200. What a loaded
   * grammar's `budget.depth` gives.
   */
  readonly maxDepth?: number;
}

/**
 * An automaton would be larger or deeper than its builder may make it (`NfaOptions.maxStates`,
 * `maxDepth`): `limit` says which, `max` is the bound, `rule` the rule being expanded when it was
 * passed (null: the expression given, outside any rule). Counted, not timed: thrown when the count
 * passes the bound, before the state past it is made. A grammar loaded from ABNF never lets it out:
 * its loader turns it into an `ABNFBudgetError` (code `budget`) naming its grammar.
 *
 * @example
 * ```ts
 * const e = new NFALimitError('states', 100, 'a');
 * [e.limit, e.max, e.rule]; // ['states', 100, 'a']
 * e.message;                // 'NFA: the automaton needs more than 100 states (expanding rule "a")'
 * e instanceof GrammarError; // true
 * ```
 */
export class NFALimitError extends GrammarError {
  override readonly name: string = 'NFALimitError';
  readonly limit: 'states' | 'depth';
  readonly max: number;
  readonly rule: string | null;
  constructor(limit: 'states' | 'depth', max: number, rule: string | null) {
    if (limit !== 'states' && limit !== 'depth') throw new ArgumentError(`NFALimitError: the limit must be 'states' or 'depth', not ${typeName(limit)}`);
    if (typeof max !== 'number' || !(max >= 0)) throw new ArgumentError(`NFALimitError: the bound must be a number, not ${typeName(max)}`);
    if (rule !== null && typeof rule !== 'string') throw new ArgumentError(`NFALimitError: the rule must be a name or null, not ${typeName(rule)}`);
    const where = rule === null ? '' : ` (expanding rule "${rule}")`;
    super(limit === 'states' ? `NFA: the automaton needs more than ${max} states${where}` : `NFA: the grammar nests more than ${max} levels deep${where}`);
    this.limit = limit;
    this.max = max;
    this.rule = rule;
  }
}

/**
 * An automaton that reads one-character lookaheads as bounds on the next character
 * (`NfaOptions.nextCharacter`) met one it cannot read so: a lookahead of more than one character,
 * or two that meet before a character is read. The first-error reader declines such a grammar
 * (grammar/engine/first-error.ts: the traced parse answers it).
 * @internal
 * @example
 * ```ts
 * new BoundShapeError('NFA: two one-character lookaheads meet before a character is read').name; // 'BoundShapeError'
 * ```
 */
export class BoundShapeError extends GrammarError {
  override readonly name: string = 'BoundShapeError';
}
