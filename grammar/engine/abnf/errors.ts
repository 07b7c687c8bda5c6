/**
 * The errors of the ABNF front end, each a typed class: {@link ABNFError}, the base class with its
 * closed `code`, the grammar's name and where the text is at fault, and one subclass per kind (a
 * syntax error, an undefined or twice-defined rule, `=/` before `=`, unmapped prose, an import, a
 * conflicting name, a recursive start symbol, a budget passed).
 */
import { ArgumentError, checkString, typeName } from '../../../base/args.js';
import { ABNF_BUDGET, type ABNFBudgetName } from './budget.js';


/** An error's line or column: null, or a positive integer; anything else is an ArgumentError. */
function checkPosition(n: unknown, what: string): void {
  if (n !== null && n !== undefined && !(typeof n === 'number' && Number.isInteger(n) && n >= 1)) throw new ArgumentError(`ABNFError: ${what} must be null or a positive integer, not ${typeName(n)}`);
}

/** A rule name (or another text) an error's message quotes, checked: a string. */
function quoted(x: unknown, fn: string, what: string): string {
  checkString(x, fn, what);
  return x as string;
}

/**
 * What went wrong in an ABNF text, or in loading it (see {@link ABNFError} and its subclasses).
 *
 * @example
 * ```ts
 * const code: ABNFErrorCode = 'undefined-rule';
 * ```
 */
export type ABNFErrorCode = 'syntax' | 'undefined-rule' | 'duplicate-rule' | 'incremental-before-definition' | 'unmapped-prose' | 'import' | 'grammar-conflict' | 'recursion' | 'budget';

/**
 * The base class of the errors of the ABNF loader: the closed `code`, the grammar's `name`, the
 * `reason` (a sentence), and where the text is at fault its `line` and `column` (1-based, in the
 * text given to `grammar.fromABNF`; `null` for an error of the whole grammar). The message is
 * `name:line:column: reason`. Catch this class for every error of an ABNF text; each subclass is
 * one kind.
 *
 * @example
 * ```ts
 * try {
 *   grammar.fromABNF('a = nosuch', { name: 'doc-error' });
 * } catch (e) {
 *   e instanceof ABNFError;   // true (an ABNFUndefinedRuleError)
 *   (e as ABNFError).code;    // 'undefined-rule'
 *   (e as ABNFError).message; // 'doc-error:1:5: rule "nosuch" is not defined (nor imported, nor an RFC 5234 core rule)'
 * }
 * ```
 */
export class ABNFError extends Error {
  override readonly name: string = 'ABNFError';
  readonly code: ABNFErrorCode;
  /** The name of the grammar being loaded (`ABNFOptions.name`). */
  readonly grammar: string;
  readonly reason: string;
  /** 1-based line of the text given to `grammar.fromABNF`, or `null`. */
  readonly line: number | null;
  /** 1-based column (UTF-16 units, a tab is one), or `null`. */
  readonly column: number | null;

  constructor(code: ABNFErrorCode, grammar: string, reason: string, line: number | null = null, column: number | null = null) {
    checkString(grammar, 'ABNFError', 'the grammar name');
    checkString(reason, 'ABNFError', 'the reason');
    checkPosition(line, 'the line');
    checkPosition(column, 'the column');
    super(line === null ? `${grammar}: ${reason}` : `${grammar}:${line}:${column ?? 1}: ${reason}`);
    this.code = code;
    this.grammar = grammar;
    this.reason = reason;
    this.line = line;
    this.column = line === null ? null : (column ?? 1);
  }
}

/**
 * The text is not RFC 5234 ABNF where `line`:`column` says: an unknown character, a missing `=`,
 * an unterminated string, elements not separated by white space, a value out of range...
 *
 * @example
 * ```ts
 * grammar.fromABNF('a = "x" )', { name: 'doc-syntax' }); // throws ABNFSyntaxError('doc-syntax:1:9: unexpected ")"')
 * grammar.fromABNF('a = "x""y"', { name: 'doc-syntax' }); // throws ABNFSyntaxError, at 1:8: no white space between two elements
 * ```
 */
export class ABNFSyntaxError extends ABNFError {
  override readonly name: string = 'ABNFSyntaxError';
  constructor(grammar: string, reason: string, line: number, column: number) {
    super('syntax', grammar, reason, line, column);
  }
}

/**
 * A rule is used and not defined: not by the grammar, not by its imports, and not a core rule of
 * RFC 5234 Appendix B.1. `line`:`column` is its first use; `rule` its spelling there.
 *
 * @example
 * ```ts
 * grammar.fromABNF('a = b', { name: 'doc-undefined' }); // throws ABNFUndefinedRuleError, rule 'b', at 1:5
 * ```
 */
export class ABNFUndefinedRuleError extends ABNFError {
  override readonly name: string = 'ABNFUndefinedRuleError';
  readonly rule: string;
  constructor(grammar: string, rule: string, reason: string, line: number | null, column: number | null) {
    super('undefined-rule', grammar, reason, line, column);
    this.rule = quoted(rule, 'ABNFUndefinedRuleError', 'the rule');
  }
}

/**
 * A rule is defined twice with `=` (rule names are case-insensitive: `Foo` and `FOO` are one rule);
 * RFC 5234 §3.3 adds alternatives with `=/`. `line`:`column` is the second definition,
 * `firstLine` the first.
 *
 * @example
 * ```ts
 * grammar.fromABNF('a = "x"\nA = "y"', { name: 'doc-duplicate' }); // throws ABNFDuplicateRuleError, at 2:1
 * ```
 */
export class ABNFDuplicateRuleError extends ABNFError {
  override readonly name: string = 'ABNFDuplicateRuleError';
  readonly rule: string;
  readonly firstLine: number;
  constructor(grammar: string, rule: string, firstLine: number, line: number, column: number) {
    checkPosition(firstLine, 'the first line');
    super('duplicate-rule', grammar, `rule "${quoted(rule, 'ABNFDuplicateRuleError', 'the rule')}" is defined twice with "=" (first on line ${firstLine}); use "=/" to add alternatives`, line, column);
    this.rule = rule;
    this.firstLine = firstLine;
  }
}

/**
 * Incremental alternatives `name =/ ...` for a rule that no `=` defined before them (RFC 5234
 * §3.3: `=/` adds to a rule already defined), at `line`:`column`.
 *
 * @example
 * ```ts
 * grammar.fromABNF('a =/ "x"\na = "y"', { name: 'doc-incremental' }); // throws ABNFIncrementalError, at 1:1
 * ```
 */
export class ABNFIncrementalError extends ABNFError {
  override readonly name: string = 'ABNFIncrementalError';
  readonly rule: string;
  constructor(grammar: string, rule: string, line: number, column: number) {
    super('incremental-before-definition', grammar, `"${quoted(rule, 'ABNFIncrementalError', 'the rule')} =/" adds alternatives to a rule that no "=" has defined before it`, line, column);
    this.rule = rule;
  }
}

/**
 * A prose value `<...>` that the caller's `prose` mapping does not resolve (ABNF leaves prose to
 * the reader: the loader reads only what it is told it means), at `line`:`column`.
 *
 * @example
 * ```ts
 * grammar.fromABNF('a = <any text>', { name: 'doc-prose' }); // throws ABNFProseError
 * grammar.fromABNF('a = <any text>', { name: 'doc-prose-mapped', prose: { 'any text': 'VCHAR' } }).check('~', 'a').ok; // true
 * ```
 */
export class ABNFProseError extends ABNFError {
  override readonly name: string = 'ABNFProseError';
  /** The text between the angle brackets. */
  readonly prose: string;
  constructor(grammar: string, prose: string, reason: string, line: number | null, column: number | null) {
    super('unmapped-prose', grammar, reason, line, column);
    this.prose = quoted(prose, 'ABNFProseError', 'the prose');
  }
}

/**
 * An import that cannot be read: a grammar name no loaded grammar has, a rule an import lists
 * that its grammar does not define, or a rule that two imports both provide (list the rules of
 * one of them: `{ from, rules }`).
 *
 * @example
 * ```ts
 * grammar.fromABNF('a = b', { name: 'doc-import', imports: ['nosuch'] }); // throws ABNFImportError
 * ```
 */
export class ABNFImportError extends ABNFError {
  override readonly name: string = 'ABNFImportError';
  constructor(grammar: string, reason: string, line: number | null = null, column: number | null = null) {
    super('import', grammar, reason, line, column);
  }
}

/**
 * A grammar of this name is loaded already, from another text or with other options (loading the
 * same text with the same options again returns the loaded grammar).
 *
 * @example
 * ```ts
 * const g = grammar.fromABNF('a = "x"', { name: 'doc-once' });
 * grammar.fromABNF('a = "x"', { name: 'doc-once' }) === g; // true: the same text and options, the same grammar
 * grammar.fromABNF('a = "y"', { name: 'doc-once' });        // throws ABNFGrammarConflictError
 * ```
 */
export class ABNFGrammarConflictError extends ABNFError {
  override readonly name: string = 'ABNFGrammarConflictError';
  constructor(grammar: string, reason: string) {
    super('grammar-conflict', grammar, reason);
  }
}

/**
 * `check` or `recognize` from a start symbol whose rules refer back to themselves (`cycle`, from
 * the rule that starts it back to it): such a language need not be regular, and the grammar is
 * run by a finite automaton. Loading a recursive grammar is fine; running it from such a rule is
 * not.
 *
 * @example
 * ```ts
 * const g = grammar.fromABNF('list = "(" *list ")"', { name: 'doc-recursive' });
 * g.check('(())', 'list'); // throws ABNFRecursionError, cycle ['list', 'list']
 * ```
 */
export class ABNFRecursionError extends ABNFError {
  override readonly name: string = 'ABNFRecursionError';
  readonly cycle: readonly string[];
  constructor(grammar: string, cycle: readonly string[], reason?: string) {
    if (!Array.isArray(cycle) || cycle.length === 0 || !cycle.every((x) => typeof x === 'string')) throw new ArgumentError(`ABNFRecursionError: the cycle must be a non-empty array of rule names, not ${typeName(cycle)}`);
    super('recursion', grammar, reason ?? `rule "${cycle[0]}" is recursive (${cycle.join(' -> ')}): an automaton cannot run it without a bound on its nesting (loadABNF's nesting option)`);
    this.cycle = Object.freeze([...cycle]);
  }
}

/**
 * A grammar went past one of its budgets ({@link ABNFBudget}, `ABNFOptions.budget`): `budget`
 * says which, `limit` is its value, `rule` the rule that blew it (for `states` and `depth` at run
 * time, the rule being expanded when the count passed the limit). Budgets are counted as the
 * grammar is read and its automaton built, and the error is thrown when the count passes the
 * limit, before the work past it is done. `line`:`column` is where the text is at fault (the
 * repetition, the parenthesis, the alternative, the definition), or null for a budget of the
 * automaton (`states`, or `depth` through recursive rules), which `check`, `read` and
 * `recognize` build on first use.
 *
 * @example
 * ```ts
 * try {
 *   grammar.fromABNF('a = 99999999999999999999*DIGIT', { name: 'doc-budget' });
 * } catch (e) {
 *   e instanceof ABNFBudgetError;                         // true
 *   (e as ABNFBudgetError).code;                          // 'budget'
 *   [(e as ABNFBudgetError).budget, (e as ABNFBudgetError).rule]; // ['repeat', 'a']
 * }
 * grammar.fromABNF('a = 1000DIGIT', { name: 'doc-budget-2', budget: { repeat: 1000 } }).check('1'.repeat(1000)).ok; // true
 * ```
 */
export class ABNFBudgetError extends ABNFError {
  override readonly name: string = 'ABNFBudgetError';
  readonly budget: ABNFBudgetName;
  readonly limit: number;
  readonly rule: string;
  constructor(grammar: string, budget: ABNFBudgetName, limit: number, rule: string, reason: string, line: number | null = null, column: number | null = null) {
    if (typeof budget !== 'string' || !Object.hasOwn(ABNF_BUDGET, budget)) throw new ArgumentError(`ABNFBudgetError: the budget must be one of ${Object.keys(ABNF_BUDGET).join(', ')}, not ${typeName(budget)}`);
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) throw new ArgumentError(`ABNFBudgetError: the limit must be a positive integer, not ${typeName(limit)}`);
    super('budget', grammar, reason, line, column);
    this.budget = budget;
    this.limit = limit;
    this.rule = quoted(rule, 'ABNFBudgetError', 'the rule');
  }
}
