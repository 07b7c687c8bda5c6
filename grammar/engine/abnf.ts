/**
 * ABNF as a second front end onto the rule registry: a grammar written in RFC 5234 ABNF (with the
 * RFC 7405 `%s` and `%i` strings) is read from its text, each of its rules is registered with
 * `define()` under the source `abnf:<name>` beside the declared rules, and the grammar is run as
 * ABNF means it: by its Thompson NFA (`nfa.ts`), with unordered alternation, not by the PEG
 * reading the Parsimmon parsers give the declared grammars.
 *
 * What the loader reads (RFC 5234 §2 to §4, RFC 7405 §2.2):
 *   - rules `name = elements` and incremental alternatives `name =/ elements` (§3.3); rule names
 *     are case-insensitive (§2.1): the first `=` definition's spelling is the rule's name;
 *   - a rule begins on a line of its own, and goes on over every line indented deeper than its
 *     first (the RFCs indent their ABNF: the margin is the first line's indentation, not column 1);
 *     `;` comments, inline or on lines of their own; blank lines inside a rule are allowed (a page
 *     break of an RFC leaves them), which RFC 5234 §4 does not strictly allow;
 *   - alternation `/`, concatenation (elements separated by white space, as §4 requires),
 *     repetition `n*m`, `n*`, `*m`, `*`, `n` (§3.6, §3.7), groups `( )` and options `[ ]`;
 *   - quoted strings `"..."`, case-insensitive (§2.3), and RFC 7405's `%s"..."` (case-sensitive)
 *     and `%i"..."`; values `%x`, `%d`, `%b`: one value, a range `%x30-39`, a concatenation
 *     `%x0D.0A` (§2.3, §3.4);
 *   - prose values `<...>` (§2.1, §4), which ABNF leaves to the reader: the caller maps each prose
 *     text it admits to a rule name or an expression (`ABNFOptions.prose`); any other is an
 *     {@link ABNFProseError}.
 *
 * Each rule keeps its verbatim text (its lines, the first without its indentation, as the declared
 * rules keep theirs; the lines of its `=/` additions after it) and a body made with the DSL's
 * constructors (`lit`, `ilit`, `range`, `ref`, `seq`, `alt`, `rep`, `opt`, `group`), in the shapes
 * the hand-declared rules use, so that RFC 3986 Appendix A read from its RFC text gives the bodies
 * grammar/rfc3986/rules.ts declares (test/abnf-loader.test.ts holds them equal).
 *
 * The core rules of RFC 5234 Appendix B.1 are a loaded grammar of their own ({@link coreRules},
 * source `abnf:rfc5234`), read from {@link CORE_RULES_ABNF}, and every loaded grammar may use
 * them. Library code: no Node API; the RFC text comes from the caller ({@link extractABNF}).
 */
import { ArgumentError, checkObject, checkString, GrammarError, optionsOf, optionsSpec, typeName } from '../../base/args.js';
import { closestNames } from '../../base/distance.js';
import { charsetOf, plainResolver } from './charset.js';
import { buildDFA, runDFA, type DFA } from './dfa.js';
import { allRules, alt, define, group, ilit, lit, lookup, opt, range, ref, refRFC, refsOf, rep, resolveRef, seq, setCitation, type Expr, type RFC, type Rule } from './dsl.js';
import { NFA, NFALimitError, type NfaRun } from './nfa.js';
import { PathReader } from './read.js';
import { rangeTerminal } from './print.js';

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

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
 * text given to {@link loadABNF}; `null` for an error of the whole grammar). The message is
 * `name:line:column: reason`. Catch this class for every error of an ABNF text; each subclass is
 * one kind.
 *
 * @example
 * ```ts
 * try {
 *   loadABNF('a = nosuch', { name: 'doc-error' });
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
  /** 1-based line of the text given to {@link loadABNF}, or `null`. */
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
 * loadABNF('a = "x" )', { name: 'doc-syntax' }); // throws ABNFSyntaxError('doc-syntax:1:9: unexpected ")"')
 * loadABNF('a = "x""y"', { name: 'doc-syntax' }); // throws ABNFSyntaxError, at 1:8: no white space between two elements
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
 * loadABNF('a = b', { name: 'doc-undefined' }); // throws ABNFUndefinedRuleError, rule 'b', at 1:5
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
 * loadABNF('a = "x"\nA = "y"', { name: 'doc-duplicate' }); // throws ABNFDuplicateRuleError, at 2:1
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
 * loadABNF('a =/ "x"\na = "y"', { name: 'doc-incremental' }); // throws ABNFIncrementalError, at 1:1
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
 * loadABNF('a = <any text>', { name: 'doc-prose' }); // throws ABNFProseError
 * loadABNF('a = <any text>', { name: 'doc-prose-mapped', prose: { 'any text': 'VCHAR' } }).check('~', 'a').ok; // true
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
 * loadABNF('a = b', { name: 'doc-import', imports: ['nosuch'] }); // throws ABNFImportError
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
 * const g = loadABNF('a = "x"', { name: 'doc-once' });
 * loadABNF('a = "x"', { name: 'doc-once' }) === g; // true: the same text and options, the same grammar
 * loadABNF('a = "y"', { name: 'doc-once' });        // throws ABNFGrammarConflictError
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
 * const g = loadABNF('list = "(" *list ")"', { name: 'doc-recursive' });
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
 * Which budget of a loaded grammar ({@link ABNFBudget}) an {@link ABNFBudgetError} is about.
 *
 * @example
 * ```ts
 * const which: ABNFBudgetName = 'states';
 * ```
 */
export type ABNFBudgetName = 'repeat' | 'states' | 'depth' | 'rules' | 'alternatives';

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
 *   loadABNF('a = 99999999999999999999*DIGIT', { name: 'doc-budget' });
 * } catch (e) {
 *   e instanceof ABNFBudgetError;                         // true
 *   (e as ABNFBudgetError).code;                          // 'budget'
 *   [(e as ABNFBudgetError).budget, (e as ABNFBudgetError).rule]; // ['repeat', 'a']
 * }
 * loadABNF('a = 1000DIGIT', { name: 'doc-budget-2', budget: { repeat: 1000 } }).check('1'.repeat(1000)).ok; // true
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
 * loadABNF('a = 20000DIGIT', { name: 'doc-budget-3', budget: b }).check('1'.repeat(20000)).ok; // true
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

/** The `budget` option, checked, each budget its value or its default. */
function budgetOf(b: unknown): Required<ABNFBudget> {
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

// ---------------------------------------------------------------------------------------------
// Options and the loaded grammar
// ---------------------------------------------------------------------------------------------

/**
 * A grammar another one imports rules from: a loaded grammar (or its name), all of its rules; or
 * `{ from, rules }`, only the rules listed (names as that grammar spells them, case-insensitive).
 *
 * @example
 * ```ts
 * const uri = loadABNF('unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"', { name: 'doc-uri-part' });
 * const imp: ABNFImport = { from: uri, rules: ['unreserved'] };
 * loadABNF('word = 1*unreserved', { name: 'doc-words', imports: [imp] }).check('a-b').ok; // true
 * ```
 */
export type ABNFImport = ABNFGrammar | string | DeclaredRFC | { readonly from: ABNFGrammar | string | DeclaredRFC; readonly rules?: readonly string[] };

/**
 * An RFC whose rules are declared in this library (grammar/rules/): importing the number imports
 * those rules (`imports: [{ from: 3986, rules: ['host'] }]`), read with ABNF's semantics as a
 * loaded grammar's are.
 *
 * @example
 * ```ts
 * const n: DeclaredRFC = 3986;
 * ```
 */
export type DeclaredRFC = Extract<RFC, number>;

/**
 * The options of {@link loadABNF}.
 *
 * @example
 * ```ts
 * const o: ABNFOptions = { name: 'rfc3986', rfc: 3986, section: 'Appendix A', prose: { pchar: 'pchar' } };
 * ```
 */
export interface ABNFOptions {
  /**
   * The grammar's name (letters, digits, `.`, `_`, `-`): its rules are registered under the source
   * `abnf:<name>` (`lookup('abnf:rfc3986', 'host')`). The name `rfc5234` is the core rules'.
   */
  readonly name: string;
  /**
   * What each prose value means, by its text between the angle brackets (exactly): a rule name
   * (read as a reference written there: the grammar's own rule, an imported one or a core rule),
   * or an expression of the DSL (its references must name the grammar's own rules, or carry their
   * source). RFC 3986 writes `path-empty = 0<pchar>`: zero repetitions of anything are the empty
   * string, and `{ pchar: 'pchar' }` reads it as the hand-declared rule does. Unmapped prose is an
   * {@link ABNFProseError}.
   */
  readonly prose?: Readonly<Record<string, string | Expr>>;
  /**
   * The grammars whose rules this one uses without defining them (RFC 6068 uses RFC 3986's and
   * RFC 5322's), searched for every name the grammar does not define; a name two imports both
   * provide is an {@link ABNFImportError} (restrict one with `{ from, rules }`). The grammar's own
   * rules come first, then the imports, then the RFC 5234 core rules.
   */
  readonly imports?: readonly ABNFImport[];
  /**
   * Rules whose nodes are folded into their parent's, as the declared grammars' token rules are
   * (`pchar`, `pct-encoded` in rfc3986): their text is read, and a rule they use that builds
   * nodes still builds them, but the tree has no node of theirs. Names of the grammar's own rules
   * (case-insensitive); a name it does not define is an {@link ABNFUndefinedRuleError}. A rule
   * every string of which is one character is folded already.
   */
  readonly tokens?: readonly string[];
  /**
   * How many levels deep a recursive rule may nest in itself (a whole number from 1 to 64) when the
   * grammar is run from a rule that reaches one (RFC 5322's `comment` holds `comment`s). An
   * automaton cannot count: each level is expanded, and a deeper nesting is rejected, so the
   * language read is the rule's nestings up to this depth, not all of ABNF's. Without it, running
   * such a rule is an {@link ABNFRecursionError}.
   */
  readonly nesting?: number;
  /**
   * What the grammar may cost ({@link ABNFBudget}): repetition bounds, states of a start symbol's
   * automaton, nesting depth, rule definitions, alternatives. Each left out is its default
   * ({@link ABNF_BUDGET}); each given may be raised up to its ceiling ({@link ABNF_BUDGET_CEILING}).
   * Past one, an {@link ABNFBudgetError}.
   */
  readonly budget?: ABNFBudget;
  /** The RFC the text is from, for its citation (`rfc: 3986`). */
  readonly rfc?: number;
  /** Its section, as the RFC prints it (`'Appendix A'`): each rule's `section`. */
  readonly section?: string;
}

const LOAD_OPTIONS = optionsSpec<ABNFOptions>('loadABNF', { name: true, prose: true, imports: true, tokens: true, nesting: true, budget: true, rfc: true, section: true });

/**
 * What {@link ABNFGrammar.check} answers: whether the whole input is in the start symbol's
 * language, and the end of its longest viable prefix (the first offset at which no derivation of
 * the ABNF can continue; the input's length when it is accepted, or when it ends early).
 *
 * @example
 * ```ts
 * const c: ABNFCheck = { ok: false, offset: 5 };
 * ```
 */
export interface ABNFCheck {
  readonly ok: boolean;
  readonly offset: number;
}

/**
 * A grammar loaded from ABNF ({@link loadABNF}): its rules, registered under `source`, and the
 * grammar run as ABNF from any of its rules.
 *
 * @example
 * ```ts
 * const g = loadABNF('greeting = "hello" / "hello" SP "world"', { name: 'doc-hello' });
 * g.rules.map((r) => r.name); // ['greeting']
 * g.check('HELLO world');     // { ok: true, offset: 11 }: strings are case-insensitive
 * g.check('hello there');     // { ok: false, offset: 6 }: no derivation reads the "t"
 * g.recognize('hello');       // true
 * ```
 */
export interface ABNFGrammar {
  readonly name: string;
  /** `abnf:<name>`, the rules' `rfc` in the registry. */
  readonly source: `abnf:${string}`;
  /** The text it was loaded from. */
  readonly text: string;
  readonly rfc: number | null;
  readonly section: string | null;
  /** Its rules, in the order of their `=` definitions. */
  readonly rules: readonly Rule[];
  /** The grammars it imports from: loaded ones, and RFCs whose declared rules it imports. */
  readonly imports: readonly (ABNFGrammar | DeclaredRFC)[];
  /** The default start symbol: the first rule defined. */
  readonly start: string;
  /** How deep a recursive rule is expanded when run (`ABNFOptions.nesting`), or null. */
  readonly nesting: number | null;
  /** One of its rules, by name (case-insensitive), or undefined. */
  rule(name: string): Rule | undefined;
  /**
   * Reads `input` with the start symbol's Thompson NFA (ABNF semantics: unordered alternation):
   * `ok`, and the end of the longest viable prefix, as the declared grammars' reports compute it.
   * `start` defaults to {@link ABNFGrammar.start}.
   * @throws GrammarError for a start symbol the grammar does not define; ABNFRecursionError for a
   *   recursive one.
   */
  check(input: string, start?: string): ABNFCheck;
  /**
   * Whether `input` is in the start symbol's language: `check(input, start).ok`, answered by the
   * minimized DFA of the same NFA (grammar/engine/dfa.ts), built on first use.
   */
  recognize(input: string, start?: string): boolean;
  /**
   * Reads `input` from the start symbol with ABNF's semantics and gives its tree: where the ABNF
   * is ambiguous (RFC 3986's `host` reads `1.2.3.4` as an `IPv4address` and as a `reg-name`), the
   * reading that ordered choice with full backtracking and greedy repetition would find, the
   * alternatives tried in the order written (`parsePath`, grammar/engine/nfa.ts, compiled as
   * grammar/engine/read.ts). Accepts exactly what
   * {@link ABNFGrammar.check} accepts; on a rejected input, the automaton's run at the end of the
   * longest viable prefix (what the report of `parseABNF` is written from).
   *
   * @example
   * ```ts
   * const g = loadABNF('pair = 1*ALPHA "=" 1*ALPHA', { name: 'doc-pair' });
   * const r = g.read('a=b');
   * r.ok && [r.ast.type, r.ast.text]; // ['pair', 'a=b']
   * g.read('a=').ok;                  // false
   * ```
   */
  read(input: string, start?: string): ABNFRead;
}

/**
 * A node of the tree a loaded grammar reads ({@link ABNFGrammar.read}): the rule's name as its
 * `type`, its source as `rfc`, its span and text, and the nodes of the rules it read. Every rule
 * that reads more than one character builds one, but the single-character classes (which the
 * automaton reads as one edge) and the rules marked `token`.
 *
 * @example
 * ```ts
 * const n: ABNFNode = { type: 'greeting', rfc: 'abnf:doc-hello', start: 0, end: 5, text: 'hello', children: [] };
 * ```
 */
export interface ABNFNode {
  readonly type: string;
  readonly rfc: RFC;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly children: readonly ABNFNode[];
}

/**
 * What {@link ABNFGrammar.read} answers: the tree of the input, or where and why the automaton
 * stopped (its run: the end of the longest viable prefix, what it expected there, with the rule
 * stack of each expectation).
 *
 * @example
 * ```ts
 * const r: ABNFRead = { ok: false, offset: 3, run: { viableEnd: 3, expected: [], acceptsAtEnd: false } };
 * ```
 */
export type ABNFRead =
  | { readonly ok: true; readonly ast: ABNFNode }
  | { readonly ok: false; readonly offset: number; readonly run: NfaRun };

/** The children of a leaf node (every leaf shares it: frozen). */
const NO_CHILDREN: readonly ABNFNode[] = Object.freeze([]);

/**
 * The tree of a path's events (`PathReader.walk`, grammar/engine/read.ts: the path `parsePath`
 * finds, without the frames of token rules, whose nodes fold into their parent's): a frame per
 * rule entered, a node per rule left. A start rule that is a token rule (a class, read as one
 * edge, or one the `tokens` option names) has no frame of its own: its node is the whole input,
 * over the nodes its path built. Undefined when the input is not in the language.
 */
function treeOf(reader: PathReader, input: string, start: Rule): ABNFNode | undefined {
  const count = reader.walk(input, 0);
  if (count < 0) {
    reader.release();
    return undefined;
  }
  const rules = reader.eventRule;
  const at = reader.eventAt;
  // The open frames as parallel arrays: the rule, where it began, and its children (null until
  // the first: most nodes are leaves, which share one empty array).
  const top: ABNFNode[] = [];
  const open: Rule[] = [];
  const starts: number[] = [];
  const kids: Array<ABNFNode[] | null> = [];
  for (let j = 0; j < count; j++) {
    const rule = rules[j]!;
    if (rule !== null) {
      open.push(rule);
      starts.push(at[j]!);
      kids.push(null);
      continue;
    }
    const r = open.pop()!;
    const start = starts.pop()!;
    const children = kids.pop()!;
    const d = kids.length - 1;
    let into = d >= 0 ? kids[d] : top;
    if (into === null) into = kids[d] = [];
    into.push({ type: r.name, rfc: r.rfc, start, end: at[j]!, text: input.slice(start, at[j]!), children: children ?? NO_CHILDREN });
  }
  reader.release();
  if (start.token) return { type: start.name, rfc: start.rfc, start: 0, end: input.length, text: input, children: top.length ? top : NO_CHILDREN };
  return top[0];
}

/** The automata of one start symbol. */
interface Machine {
  /** The start rule. */
  readonly rule: Rule;
  readonly nfa: NFA;
  /** The DFA, `undefined` before the first `recognize`, `null` where it would be too large. */
  dfa: DFA | null | undefined;
  /** The compiled reading (grammar/engine/read.ts), built on the first `check` or `read`. */
  reader: PathReader | undefined;
}

/** A DFA past this many states is not built: `recognize` runs the NFA instead. */
const MAX_DFA_STATES = 50_000;

class Loaded implements ABNFGrammar {
  readonly source: `abnf:${string}`;
  readonly rules: readonly Rule[];
  readonly start: string;
  /** The automata of each start rule, by its key. */
  private readonly machines = new Map<string, Machine>();
  /** The same, by the start symbol as it was named (no lookup on the next read). */
  private readonly byName = new Map<string, Machine>();

  constructor(
    readonly name: string,
    readonly text: string,
    readonly rfc: number | null,
    readonly section: string | null,
    readonly imports: readonly (ABNFGrammar | DeclaredRFC)[],
    rules: readonly Rule[],
    /** What the options were, to tell a second load of the same name apart. */
    readonly signature: string,
    /** How deep a recursive rule is expanded (`ABNFOptions.nesting`), or null. */
    readonly nesting: number | null = null,
    /** Its budgets (`ABNFOptions.budget`, the defaults filled in). */
    private readonly budget: Required<ABNFBudget> = ABNF_BUDGET,
  ) {
    this.source = `abnf:${name}`;
    if (rfc !== null) setCitation(this.source, `RFC ${rfc}`);
    this.rules = Object.freeze([...rules]);
    this.start = rules[0]!.name;
  }

  rule(name: string): Rule | undefined {
    checkString(name, `${this.name}.rule`, 'the rule name');
    return lookup(this.source, name);
  }

  check(input: string, start?: string): ABNFCheck {
    checkString(input, `${this.name}.check`, 'the input');
    const m = this.machine(start, 'check');
    // An accepted input: the compiled reading's backward pass says so. A rejected one: the end of
    // the longest viable prefix, what each leaf of the traced parse asks its NFA
    // (grammar/engine/compile.ts), here of the start symbol's whole automaton.
    if ((m.reader ??= new PathReader(m.nfa)).accepts(input)) return { ok: true, offset: input.length };
    const end = m.nfa.viableEnd(input, 0);
    if (end < input.length) return { ok: false, offset: end };
    return { ok: m.nfa.run(input, 0).acceptsAtEnd, offset: end };
  }

  read(input: string, start?: string): ABNFRead {
    checkString(input, `${this.name}.read`, 'the input');
    const m = this.machine(start, 'read');
    const ast = treeOf((m.reader ??= new PathReader(m.nfa)), input, m.rule);
    if (ast) return { ok: true, ast };
    const run = m.nfa.run(input, 0);
    return { ok: false, offset: run.viableEnd, run };
  }

  recognize(input: string, start?: string): boolean {
    checkString(input, `${this.name}.recognize`, 'the input');
    const m = this.machine(start, 'recognize');
    if (m.dfa === undefined) {
      try {
        m.dfa = buildDFA(m.nfa, { maxStates: MAX_DFA_STATES });
      } catch {
        m.dfa = null;
      }
    }
    if (m.dfa === null) return this.check(input, start).ok;
    return runDFA(m.dfa, input);
  }

  private machine(start: string | undefined, fn: string): Machine {
    const name = start ?? this.start;
    checkString(name, `${this.name}.${fn}`, 'the start symbol');
    const known = this.byName.get(name);
    if (known) return known;
    const rule = lookup(this.source, name);
    if (!rule) {
      const near = closestNames(name, this.rules.map((r) => r.name));
      const hint = near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : '';
      throw new GrammarError(`${this.name}.${fn}: the grammar defines no rule ${JSON.stringify(name)}${hint}`);
    }
    const have = this.machines.get(rule.key);
    if (have) {
      this.byName.set(name, have);
      return have;
    }
    const cycle = cycleFrom(rule);
    if (cycle && this.nesting === null) throw new ABNFRecursionError(this.name, cycle);
    // The start symbol's whole automaton, every reference expanded: as the oracle tests build the
    // declared grammars' (test/grammar-oracle.test.ts), whose offsets the reports are held to. A
    // recursive rule is expanded `nesting` levels deep. Its states and depth are counted as it is
    // built (the budgets `states` and `depth`).
    let nfa: NFA;
    const { states, depth } = this.budget;
    try {
      nfa = new NFA(ref(rule.name, rule.rfc), rule.rfc, { resolve: plainResolver, expandNodes: true, maxStates: states, maxDepth: depth, ...(cycle ? { maxNesting: this.nesting! } : {}) });
    } catch (e) {
      if (!(e instanceof NFALimitError)) throw e;
      const blown = e.rule ?? rule.name;
      const nested = cycle ? `; rule "${cycle[0]}" is recursive (${cycle.join(' -> ')}) and is expanded ${this.nesting} levels deep: give a smaller nesting, or` : ':';
      throw new ABNFBudgetError(
        this.name,
        e.limit,
        e.max,
        blown,
        e.limit === 'states'
          ? `the automaton of rule "${rule.name}" needs more than ${e.max} states (the budget 'states'; rule "${blown}" was being expanded)${nested} raise budget.states (at most ${ABNF_BUDGET_CEILING.states})`
          : `the automaton of rule "${rule.name}" nests more than ${e.max} levels deep (the budget 'depth'; rule "${blown}" was being expanded)${nested} raise budget.depth (at most ${ABNF_BUDGET_CEILING.depth})`,
      );
    }
    const m: Machine = { rule, nfa, dfa: undefined, reader: undefined };
    this.machines.set(rule.key, m);
    this.byName.set(name, m);
    return m;
  }
}

/** The first cycle of references reachable from `start` (rule names), or null. */
function cycleFrom(start: Rule): string[] | null {
  const done = new Set<string>();
  const path: Rule[] = [];
  const onPath = new Set<string>();
  const visit = (r: Rule): string[] | null => {
    if (onPath.has(r.key)) return [...path.slice(path.findIndex((x) => x.key === r.key)).map((x) => x.name), r.name];
    if (done.has(r.key)) return null;
    onPath.add(r.key);
    path.push(r);
    for (const e of refsOf(r.lang ?? r.body)) {
      const found = visit(resolveRef(r.rfc, e));
      if (found) return found;
    }
    path.pop();
    onPath.delete(r.key);
    done.add(r.key);
    return null;
  };
  return visit(start);
}

// ---------------------------------------------------------------------------------------------
// The core rules
// ---------------------------------------------------------------------------------------------

/**
 * RFC 5234 Appendix B.1 "Core Rules", the ABNF lines verbatim (the RFC's indentation kept; its
 * page break after `CHAR` removed, with its prose line "Certain basic rules are in uppercase...").
 * D. Crocker, Ed., P. Overell, "Augmented BNF for Syntax Specifications: ABNF", STD 68, RFC 5234,
 * January 2008, https://www.rfc-editor.org/rfc/rfc5234.txt. Loaded as the grammar `rfc5234`
 * ({@link coreRules}), whose rules every loaded grammar may use.
 *
 * @example
 * ```ts
 * CORE_RULES_ABNF.includes('DIGIT          =  %x30-39'); // true
 * ```
 */
export const CORE_RULES_ABNF = `         ALPHA          =  %x41-5A / %x61-7A   ; A-Z / a-z

         BIT            =  "0" / "1"

         CHAR           =  %x01-7F
                                ; any 7-bit US-ASCII character,
                                ;  excluding NUL

         CR             =  %x0D
                                ; carriage return

         CRLF           =  CR LF
                                ; Internet standard newline

         CTL            =  %x00-1F / %x7F
                                ; controls

         DIGIT          =  %x30-39
                                ; 0-9

         DQUOTE         =  %x22
                                ; " (Double Quote)

         HEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"

         HTAB           =  %x09
                                ; horizontal tab

         LF             =  %x0A
                                ; linefeed

         LWSP           =  *(WSP / CRLF WSP)
                                ; Use of this linear-white-space rule
                                ;  permits lines containing only white
                                ;  space that are no longer legal in
                                ;  mail headers and have caused
                                ;  interoperability problems in other
                                ;  contexts.
                                ; Do not use when defining mail
                                ;  headers and use with caution in
                                ;  other contexts.

         OCTET          =  %x00-FF
                                ; 8 bits of data

         SP             =  %x20

         VCHAR          =  %x21-7E
                                ; visible (printing) characters

         WSP            =  SP / HTAB
                                ; white space`;

/** The name of the core rules' grammar. */
const CORE = 'rfc5234';

/** Every loaded grammar, by name. */
const loaded = new Map<string, Loaded>();

/**
 * The core rules of RFC 5234 Appendix B.1 (ALPHA, BIT, CHAR, CR, CRLF, CTL, DIGIT, DQUOTE, HEXDIG,
 * HTAB, LF, LWSP, OCTET, SP, VCHAR, WSP), loaded from {@link CORE_RULES_ABNF} as the grammar
 * `rfc5234` (source `abnf:rfc5234`) on first use; every loaded grammar may use them.
 *
 * @example
 * ```ts
 * coreRules().rule('hexdig')?.name;   // 'HEXDIG'
 * coreRules().check('f', 'HEXDIG').ok; // true: "F" is case-insensitive
 * ```
 */
export function coreRules(): ABNFGrammar {
  return loaded.get(CORE) ?? load(CORE_RULES_ABNF, { name: CORE, rfc: 5234, section: 'Appendix B.1' }, true);
}

/**
 * A grammar loaded before, by name, or undefined.
 *
 * @example
 * ```ts
 * loadedABNF('rfc5234') === coreRules(); // true
 * ```
 */
export function loadedABNF(name: string): ABNFGrammar | undefined {
  checkString(name, 'loadedABNF', 'the name');
  if (name === CORE) return coreRules();
  return loaded.get(name);
}

// ---------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------

/**
 * Loads a grammar from RFC 5234 ABNF text (RFC 7405's `%s` and `%i` strings too): reads every
 * rule, resolves its references (the grammar's own rules, then `imports`, then the RFC 5234 core
 * rules), registers each rule with `define()` under the source `abnf:<name>` (so `lookup`,
 * `parserFor` and the printers see it as any declared rule), and returns the grammar, to be run
 * as ABNF with `check` and `recognize`. Nothing is registered when the text has an error.
 * Loading the same name again returns the grammar loaded before when the text and options are the
 * same, and is an {@link ABNFGrammarConflictError} otherwise.
 *
 * @param text - The ABNF (from an RFC: {@link extractABNF}).
 * @param options - `name` (required), `prose`, `imports`, `rfc`, `section`: see {@link ABNFOptions}.
 * @throws ABNFSyntaxError, ABNFUndefinedRuleError, ABNFDuplicateRuleError, ABNFIncrementalError,
 *   ABNFProseError, ABNFImportError, ABNFGrammarConflictError (each an {@link ABNFError});
 *   ArgumentError for an argument of the wrong type; GrammarError for a name that is not a name.
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * const rfc3986 = readFileSync('grammar/rfc/rfc3986.txt', 'utf8');
 * const options = { name: 'rfc3986', rfc: 3986, section: 'Appendix A', prose: { pchar: 'pchar' } };
 * const g = loadABNF(extractABNF(rfc3986, 'Appendix A'), options);
 * g.check('http://[1:2:3:4:5::6]/', 'URI'); // { ok: true, offset: 22 }
 * g.check('http://a b/', 'URI');            // { ok: false, offset: 8 }
 * g.rule('ipv4address')?.text;              // 'IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet'
 * g.rule('ipv4address')?.key;               // 'abnf:rfc3986:IPv4address'
 * ```
 */
export function loadABNF(text: string, options: ABNFOptions): ABNFGrammar {
  checkString(text, 'loadABNF', 'the text');
  if (options === undefined || options === null) throw new ArgumentError('loadABNF: options with a name are required');
  checkObject(options, 'loadABNF', 'the options');
  const o = optionsOf(options, LOAD_OPTIONS);
  if (o.name === CORE) {
    const core = coreRules();
    if (text === CORE_RULES_ABNF && signatureOf(o, [], budgetOf(o.budget)) === (core as Loaded).signature) return core;
    throw new ABNFGrammarConflictError(CORE, 'the name "rfc5234" is the RFC 5234 core rules\' (CORE_RULES_ABNF)');
  }
  coreRules();
  return load(text, o, false);
}

function load(text: string, o: Partial<ABNFOptions>, isCore: boolean): Loaded {
  const name = o.name;
  checkString(name, 'loadABNF', "option 'name'");
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) throw new GrammarError(`loadABNF: the name ${JSON.stringify(name)} is not letters, digits, ".", "_" and "-"`);
  if (o.rfc !== undefined && (typeof o.rfc !== 'number' || !Number.isInteger(o.rfc) || o.rfc <= 0)) throw new ArgumentError(`loadABNF: option 'rfc' must be an RFC number, not ${typeName(o.rfc)}`);
  if (o.section !== undefined) checkString(o.section, 'loadABNF', "option 'section'");
  const prose = proseOf(o.prose);
  const nesting = o.nesting ?? null;
  if (nesting !== null && (typeof nesting !== 'number' || !Number.isInteger(nesting) || nesting < 1 || nesting > 64)) throw new ArgumentError(`loadABNF: option 'nesting' must be a whole number from 1 to 64, not ${typeof nesting === 'number' ? nesting : typeName(nesting)}`);
  const budget = budgetOf(o.budget);
  const imports = importsOf(name, o.imports);
  const signature = signatureOf(o, imports.map((i) => i.grammar), budget);
  const before = loaded.get(name);
  if (before) {
    if (before.text === text && before.signature === signature) return before;
    throw new ABNFGrammarConflictError(name, before.text === text ? 'a grammar of this name is loaded already, with other options' : 'a grammar of this name is loaded already, from another text');
  }
  const source = `abnf:${name}` as const;

  // 1. The rules, each from its lines (syntax errors first, in the order of the text), no more
  //    definitions than the budget 'rules'.
  const groups: Group[] = [];
  for (const lines of groupLines(text)) {
    const g = parseGroup(name, lines, budget);
    if (groups.length === budget.rules) {
      throw new ABNFBudgetError(name, 'rules', budget.rules, g.name, `rule "${g.name}" is one definition more than the budget 'rules' allows (${budget.rules}): raise budget.rules (at most ${ABNF_BUDGET_CEILING.rules})`, g.line, g.column);
    }
    groups.push(g);
  }
  if (groups.length === 0) throw new ABNFSyntaxError(name, 'the text defines no rule', 1, 1);

  // 2. The definitions: `=` once per rule, `=/` after it; the alternatives of each (its `=/`
  //    additions too) within the budget 'alternatives'.
  const defs = new Map<string, Def>();
  const alternatives = new Map<Def, number>();
  for (const g of groups) {
    const key = g.name.toLowerCase();
    let def = defs.get(key);
    if (!g.incremental) {
      if (def) throw new ABNFDuplicateRuleError(name, g.name, def.line, g.line, g.column);
      def = { name: g.name, line: g.line, groups: [g] };
      defs.set(key, def);
    } else {
      if (!def) throw new ABNFIncrementalError(name, g.name, g.line, g.column);
      def.groups.push(g);
    }
    const n = (alternatives.get(def) ?? 0) + (g.ast.t === 'alt' ? g.ast.xs.length : 1);
    alternatives.set(def, n);
    if (n > budget.alternatives) {
      throw new ABNFBudgetError(name, 'alternatives', budget.alternatives, def.name, `rule "${def.name}" has more alternatives than the budget 'alternatives' allows (${budget.alternatives}), with these "=/" additions: raise budget.alternatives (at most ${ABNF_BUDGET_CEILING.alternatives})`, g.line, g.column);
    }
  }
  if (lookupAny(source, defs)) throw new ABNFGrammarConflictError(name, `the registry already holds rules of ${source}`);

  // 3. The references, in the order of the text: each to a rule of its own, an import or a core rule.
  const resolver = new NameResolver(name, defs, imports, isCore);
  const bodies = new Map<Group, Expr>();
  for (const g of groups) bodies.set(g, toExpr(g.ast, resolver, prose));

  // 4. Each rule's body: its `=/` additions are alternatives.
  const specs = [...defs.values()].map((d) => {
    const parts = d.groups.map((g) => bodies.get(g)!);
    const body = parts.length === 1 ? parts[0]! : alt(...parts.flatMap((p) => (p.k === 'alt' ? p.xs : [p])));
    return { name: d.name, text: d.groups.map((g) => g.text).join('\n'), body, line: d.line, column: d.groups[0]!.column };
  });
  // 5. How deep each rule nests through the rules it names (the budget 'depth'), before anything
  //    recurses through them (the class rules below, the automaton's builder).
  checkDepths(name, source, specs, budget.depth);

  // 6. Register.
  const classes = new ClassRules(source, new Map(specs.map((s) => [s.name.toLowerCase(), s.body])));
  const tokens = tokensOf(name, o.tokens, defs);
  const rules = specs.map((s) =>
    define({ rfc: source, section: o.section ?? '', name: s.name, text: s.text, body: s.body, token: classes.isClass(s.body, []) || tokens.has(s.name.toLowerCase()), notation: 'abnf' }),
  );
  const g = new Loaded(name, text, o.rfc ?? null, o.section ?? null, imports.map((i) => (i.grammar instanceof DeclaredRules ? i.grammar.rfc : (i.grammar as Loaded))), rules, signature, nesting, budget);
  loaded.set(name, g);
  return g;
}

/**
 * Throws an {@link ABNFBudgetError} (`depth`) where a rule of `specs` nests deeper than `limit`
 * through the rules it names, counted as the automaton's builder recurses (grammar/engine/nfa.ts):
 * a reference is one level more than its rule's body, a group, option, repetition, alternation or
 * concatenation one more than its deepest part. The rules are visited by a loop with its own stack
 * (a chain of rules as long as the budget allows costs no JS recursion); a body is walked by
 * recursion, as deep as the parser let its parentheses nest (the same budget). A reference back
 * into a rule being measured (a recursive rule) counts one level: the `nesting` option bounds
 * those, and the builder counts them as it expands them.
 */
function checkDepths(grammar: string, source: RFC, specs: ReadonlyArray<{ readonly name: string; readonly body: Expr; readonly line: number; readonly column: number }>, limit: number): void {
  interface Item {
    readonly key: string;
    readonly body: Expr;
    readonly from: RFC;
    readonly own: { readonly name: string; readonly line: number; readonly column: number } | null;
  }
  const own = new Map(specs.map((s) => [s.name.toLowerCase(), s]));
  const memo = new Map<string, number>();
  const open = new Set<string>();
  const itemOf = (e: Extract<Expr, { k: 'ref' }>, from: RFC): Item => {
    const rfc = refRFC(e) ?? from;
    if (rfc === source) {
      const s = own.get(e.name.toLowerCase())!;
      return { key: `own:${e.name.toLowerCase()}`, body: s.body, from: source, own: s };
    }
    const r = resolveRef(from, e);
    return { key: r.key, body: r.lang ?? r.body, from: r.rfc, own: null };
  };
  const depthOf = (e: Expr, from: RFC): number => {
    switch (e.k) {
      case 'lit':
      case 'range':
        return 0;
      case 'ref':
        // Its rule's depth (a reference back into an open rule: one level).
        return memo.get(itemOf(e, from).key) ?? 1;
      case 'seq':
      case 'alt': {
        let d = 0;
        for (const x of e.xs) d = Math.max(d, depthOf(x, from));
        return 1 + d;
      }
      default:
        return 1 + depthOf(e.x, from);
    }
  };
  for (const s of specs) {
    const stack: Array<{ item: Item; expanded: boolean }> = [{ item: { key: `own:${s.name.toLowerCase()}`, body: s.body, from: source, own: s }, expanded: false }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const { item } = top;
      if (memo.has(item.key)) {
        stack.pop();
        continue;
      }
      if (!top.expanded) {
        top.expanded = true;
        open.add(item.key);
        for (const e of refsOf(item.body)) {
          const next = itemOf(e, item.from);
          if (!memo.has(next.key) && !open.has(next.key)) stack.push({ item: next, expanded: false });
        }
        continue;
      }
      stack.pop();
      open.delete(item.key);
      // The rule's depth as a reference reaches it: its body one level down.
      const d = 1 + depthOf(item.body, item.from);
      memo.set(item.key, d);
      if (d > limit && item.own) {
        throw new ABNFBudgetError(grammar, 'depth', limit, item.own.name, `rule "${item.own.name}" nests ${d} levels deep (its groups and options, and the rules it names), more than the budget 'depth' allows (${limit}): raise budget.depth (at most ${ABNF_BUDGET_CEILING.depth})`, item.own.line, item.own.column);
      }
    }
  }
}

/** The checked `tokens` option: the names, lower-cased, each a rule the grammar defines. */
function tokensOf(name: string, t: unknown, defs: ReadonlyMap<string, Def>): ReadonlySet<string> {
  if (t === undefined || t === null) return new Set();
  if (!Array.isArray(t)) throw new ArgumentError(`loadABNF: option 'tokens' must be an array of rule names, not ${typeName(t)}`);
  const out = new Set<string>();
  for (const x of t as unknown[]) {
    checkString(x, 'loadABNF', "a name of option 'tokens'");
    if (!defs.has(x.toLowerCase())) throw new ABNFUndefinedRuleError(name, x, `option 'tokens' names rule ${JSON.stringify(x)}, which the grammar does not define`, null, null);
    out.add(x.toLowerCase());
  }
  return out;
}

function lookupAny(source: RFC, defs: Map<string, Def>): boolean {
  for (const d of defs.values()) if (lookup(source, d.name)) return true;
  return false;
}

/** The options that make the rules, as a string: two loads of one name must agree on it. */
function signatureOf(o: Partial<ABNFOptions>, imports: readonly { readonly name: string }[], budget: Required<ABNFBudget>): string {
  const prose = o.prose ? Object.keys(o.prose).sort().map((k) => [k, o.prose![k]]) : [];
  const rules = (o.imports ?? []).map((i) => (typeof i === 'object' && !(i instanceof Loaded) ? (i.rules ?? null) : null));
  const tokens = Array.isArray(o.tokens) ? [...new Set(o.tokens.map((x) => String(x).toLowerCase()))].sort() : [];
  return JSON.stringify([o.rfc ?? null, o.section ?? null, prose, imports.map((g) => g.name), rules, tokens, o.nesting ?? null, budget]);
}

/** The checked prose mapping. */
function proseOf(p: unknown): ReadonlyMap<string, string | Expr> {
  const out = new Map<string, string | Expr>();
  if (p === undefined || p === null) return out;
  checkObject(p, 'loadABNF', "option 'prose'");
  for (const [k, v] of Object.entries(p)) {
    if (typeof v === 'string' || (v !== null && typeof v === 'object' && typeof (v as { k?: unknown }).k === 'string')) out.set(k, v as string | Expr);
    else throw new ArgumentError(`loadABNF: prose ${JSON.stringify(k)} must map to a rule name or an expression, not ${typeName(v)}`);
  }
  return out;
}

/** An import, checked: its grammar, and the rules it provides (null: all). */
interface Import {
  readonly grammar: RuleSource;
  readonly rules: ReadonlySet<string> | null;
}

/** What an import reads rules from: a loaded grammar, or the declared rules of an RFC. */
interface RuleSource {
  readonly name: string;
  readonly rules: readonly Rule[];
  rule(name: string): Rule | undefined;
}

/**
 * The declared rules of an RFC (source `rfc`, a number: `3986`), as an import reads them: their
 * languages are ABNF's (the NFA reads a rule's `lang` where its body is written for ordered
 * choice), held so by the oracle tests and, for RFC 3986, by the loader's proof.
 */
class DeclaredRules implements RuleSource {
  readonly name: string;
  readonly rules: readonly Rule[];
  constructor(readonly rfc: DeclaredRFC) {
    this.name = `RFC ${rfc}`;
    this.rules = allRules().filter((r) => r.rfc === rfc);
  }
  rule(name: string): Rule | undefined {
    return lookup(this.rfc, name);
  }
}

function importsOf(name: string, imports: unknown): Import[] {
  if (imports === undefined || imports === null) return [];
  if (!Array.isArray(imports)) throw new ArgumentError(`loadABNF: option 'imports' must be an array, not ${typeName(imports)}`);
  const grammarOf = (x: unknown): RuleSource => {
    if (x instanceof Loaded) return x;
    if (typeof x === 'number') {
      if (!Number.isInteger(x) || x <= 0) throw new ArgumentError(`loadABNF: an import by number is an RFC whose rules are declared, not ${x}`);
      const d = new DeclaredRules(x as DeclaredRFC);
      if (d.rules.length === 0) throw new ABNFImportError(name, `no declared rules of RFC ${x} are registered (the declared grammars: RFC 1738, 1808, 2396, 2732, 3986, 3987)`);
      return d;
    }
    if (typeof x === 'string') {
      const g = x === CORE ? (coreRules() as Loaded) : loaded.get(x);
      if (!g) throw new ABNFImportError(name, `no grammar named ${JSON.stringify(x)} is loaded`);
      return g;
    }
    throw new ArgumentError(`loadABNF: an import must be a loaded grammar, its name, an RFC number (its declared rules) or { from, rules }, not ${typeName(x)}`);
  };
  return imports.map((x: unknown) => {
    if (x !== null && typeof x === 'object' && !(x instanceof Loaded)) {
      const { from, rules } = x as { from?: unknown; rules?: unknown };
      const g = grammarOf(from);
      if (rules === undefined || rules === null) return { grammar: g, rules: null };
      if (!Array.isArray(rules)) throw new ArgumentError(`loadABNF: the rules of an import must be an array, not ${typeName(rules)}`);
      const set = new Set<string>();
      for (const r of rules as unknown[]) {
        checkString(r, 'loadABNF', 'an imported rule name');
        if (!g.rule(r)) throw new ABNFImportError(name, `the import from ${JSON.stringify(g.name)} lists rule ${JSON.stringify(r)}, which that grammar does not define`);
        set.add(r.toLowerCase());
      }
      return { grammar: g, rules: set };
    }
    return { grammar: grammarOf(x), rules: null };
  });
}

// ---------------------------------------------------------------------------------------------
// Lines and rules
// ---------------------------------------------------------------------------------------------

/** A line of the text, with its 1-based number. */
interface Line {
  readonly no: number;
  readonly text: string;
}

/** The lines of one rule definition (`=` or `=/`): its first line and the lines indented deeper. */
interface Lines {
  readonly lines: Line[];
  readonly indent: number;
}

/**
 * The text cut into rule definitions: a definition starts on a line that is not indented deeper
 * than the definition before, and takes every following line indented deeper (blank lines between
 * them too). A comment line not indented deeper ends the definition and belongs to none.
 */
function groupLines(text: string): Lines[] {
  const out: Lines[] = [];
  let cur: Lines | null = null;
  let blanks: Line[] = [];
  text.split(/\r\n|\r|\n/).forEach((t, i) => {
    const line = { no: i + 1, text: t };
    if (/^[ \t]*$/.test(t)) {
      if (cur) blanks.push(line);
      return;
    }
    const indent = /^[ \t]*/.exec(t)![0].length;
    if (cur && indent > cur.indent) {
      cur.lines.push(...blanks, line);
      blanks = [];
      return;
    }
    blanks = [];
    if (t[indent] === ';') {
      cur = null;
      return;
    }
    cur = { lines: [line], indent };
    out.push(cur);
  });
  return out;
}

/** A position in the text, for references and prose values (resolved after every rule is read). */
interface Pos {
  readonly line: number;
  readonly column: number;
}

/** The syntax tree of one definition's elements, before its references are resolved. */
type Node =
  | { readonly t: 'ref'; readonly name: string; readonly pos: Pos }
  | { readonly t: 'prose'; readonly text: string; readonly pos: Pos }
  | { readonly t: 'expr'; readonly e: Expr }
  | { readonly t: 'seq' | 'alt'; readonly xs: readonly Node[] }
  | { readonly t: 'rep'; readonly min: number; readonly max: number; readonly x: Node; readonly br?: '(' }
  | { readonly t: 'opt' | 'group'; readonly x: Node };

/** One definition, read. */
interface Group {
  readonly name: string;
  readonly incremental: boolean;
  readonly line: number;
  readonly column: number;
  readonly ast: Node;
  /** Its lines, the first without its indentation. */
  readonly text: string;
}

/** A rule of the grammar: its `=` definition and its `=/` additions. */
interface Def {
  readonly name: string;
  readonly line: number;
  readonly groups: Group[];
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isAlpha = (c: string | undefined): boolean => c !== undefined && ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'));
/** Can a repetition start with `c`? */
const startsRepetition = (c: string | undefined): boolean => isDigit(c) || isAlpha(c) || (c !== undefined && '*([%"<'.includes(c));

/**
 * Reads one definition (RFC 5234 §4: `rule = rulename defined-as elements c-nl`), within the
 * budgets `repeat` (each repetition's numbers), `alternatives` (each alternation's) and `depth`
 * (the parentheses and brackets: the parser recurses once per level).
 */
function parseGroup(grammar: string, g: Lines, budget: Required<ABNFBudget>): Group {
  const src = g.lines.map((l) => l.text).join('\n');
  let pos = g.indent;
  const where = (at: number): Pos => {
    let k = 0;
    let start = 0;
    for (let i = src.indexOf('\n'); i >= 0 && i < at; i = src.indexOf('\n', i + 1)) {
      k++;
      start = i + 1;
    }
    return { line: g.lines[k]!.no, column: at - start + 1 };
  };
  const fail = (reason: string, at = pos): never => {
    const p = where(at);
    throw new ABNFSyntaxError(grammar, reason, p.line, p.column);
  };
  const shown = (at: number): string => {
    const c = src.codePointAt(at);
    if (c === undefined) return 'the end of the rule';
    if (c === 0x0a) return 'the end of the line';
    if (c === 0x20) return 'a space';
    if (c === 0x09) return 'a tab';
    return c >= 0x21 && c <= 0x7e ? JSON.stringify(String.fromCodePoint(c)) : `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  };
  /** `*c-wsp`: white space, line ends (the next line is indented deeper) and comments; whether any. */
  const cwsp = (): boolean => {
    const from = pos;
    for (;;) {
      const c = src[pos];
      if (c === ' ' || c === '\t' || c === '\n') pos++;
      else if (c === ';') {
        const nl = src.indexOf('\n', pos);
        pos = nl < 0 ? src.length : nl;
      } else break;
    }
    return pos > from;
  };
  const rulename = (): string => {
    const m = /[A-Za-z][A-Za-z0-9-]*/y;
    m.lastIndex = pos;
    const hit = m.exec(src);
    if (!hit) return fail(`expected a rule name, found ${shown(pos)}`);
    pos = m.lastIndex;
    return hit[0];
  };
  /** The rule's name, read ahead for a budget's error (the definition is not read to its end). */
  const ruleName = (): string => /[A-Za-z][A-Za-z0-9-]*/.exec(src)?.[0] ?? '';
  const overBudget = (which: ABNFBudgetName, reason: string, at: number): never => {
    const p = where(at);
    const max = ABNF_BUDGET_CEILING[which];
    throw new ABNFBudgetError(grammar, which, budget[which], ruleName(), `${reason}: raise budget.${which} (at most ${max})`, p.line, p.column);
  };
  /** How many groups and options are open. */
  let nest = 0;
  const digits = (): number | null => {
    const from = pos;
    while (isDigit(src[pos])) pos++;
    return pos > from ? Number(src.slice(from, pos)) : null;
  };

  const alternation = (): Node => {
    const xs = [concatenation()];
    for (;;) {
      const save = pos;
      cwsp();
      if (src[pos] !== '/') {
        pos = save;
        break;
      }
      pos++;
      cwsp();
      if (xs.length === budget.alternatives) overBudget('alternatives', `more alternatives than the budget 'alternatives' allows (${budget.alternatives})`, pos);
      xs.push(concatenation());
    }
    return xs.length === 1 ? xs[0]! : { t: 'alt', xs };
  };
  const concatenation = (): Node => {
    const xs = [repetition()];
    for (;;) {
      const save = pos;
      if (!cwsp()) {
        if (startsRepetition(src[pos])) fail(`elements must be separated by white space (RFC 5234 §4: concatenation), found ${shown(pos)}`);
        break;
      }
      if (!startsRepetition(src[pos])) {
        pos = save;
        break;
      }
      xs.push(repetition());
    }
    return xs.length === 1 ? xs[0]! : { t: 'seq', xs };
  };
  const repetition = (): Node => {
    const from = pos;
    if (!isDigit(src[pos]) && src[pos] !== '*') return element();
    let min: number;
    let max: number;
    const a = digits();
    let b: number | null = null;
    if (src[pos] === '*') {
      pos++;
      b = digits();
      min = a ?? 0;
      max = b ?? Infinity;
    } else {
      min = max = a!;
    }
    // A number past the budget (one too long for a double reads as Infinity: past it too).
    if ((a !== null && a > budget.repeat) || (b !== null && b > budget.repeat)) overBudget('repeat', `the repetition ${pos - from > 24 ? `${src.slice(from, from + 20)}...` : src.slice(from, pos)} is more than the budget 'repeat' allows (${budget.repeat})`, from);
    if (min > max) fail(`the repetition ${src.slice(from, pos)} has more at least than at most`, from);
    if (!startsElement(src[pos])) fail(`expected an element right after the repetition ${src.slice(from, pos)}, found ${shown(pos)}`);
    const x = element();
    return x.t === 'group' ? { t: 'rep', min, max, x: x.x, br: '(' } : { t: 'rep', min, max, x };
  };
  const startsElement = (c: string | undefined): boolean => isAlpha(c) || (c !== undefined && '([%"<'.includes(c));
  const element = (): Node => {
    const c = src[pos];
    if (isAlpha(c)) {
      const p = where(pos);
      return { t: 'ref', name: rulename(), pos: p };
    }
    if (c === '(' || c === '[') {
      const close = c === '(' ? ')' : ']';
      const open = pos;
      if (++nest > budget.depth) overBudget('depth', `the groups and options nest more than ${budget.depth} deep (the budget 'depth')`, open);
      pos++;
      cwsp();
      if (src[pos] === close) fail(`empty ${c === '(' ? 'group' : 'option'}: expected an element`);
      const x = alternation();
      nest--;
      cwsp();
      if (src[pos] !== close) fail(src[pos] === undefined ? `${JSON.stringify(c)} is not closed` : `expected ${JSON.stringify(close)}, found ${shown(pos)}`, src[pos] === undefined ? open : pos);
      pos++;
      return { t: c === '(' ? 'group' : 'opt', x };
    }
    if (c === '"') return { t: 'expr', e: quoted(true, '') };
    if (c === '%') {
      const k = src[pos + 1]?.toLowerCase();
      if ((k === 's' || k === 'i') && src[pos + 2] === '"') {
        const prefix = src.slice(pos, pos + 2);
        pos += 2;
        return { t: 'expr', e: quoted(k === 'i', prefix) };
      }
      if (k === 'x' || k === 'd' || k === 'b') return { t: 'expr', e: numVal(k) };
      return fail(`expected %x, %d, %b (a value) or %s, %i (a string) after "%", found ${shown(pos + 1)}`, pos + 1);
    }
    if (c === '<') {
      const from = pos;
      const end = src.indexOf('>', pos);
      const nl = src.indexOf('\n', pos);
      if (end < 0 || (nl >= 0 && nl < end)) fail('the prose value "<" is not closed on its line');
      const text = src.slice(pos + 1, end);
      for (let i = 0; i < text.length; i++) {
        const u = text.charCodeAt(i);
        if (u < 0x20 || u > 0x7e) fail(`${shown(pos + 1 + i)} is not allowed in a prose value (RFC 5234: %x20-3D / %x3F-7E)`, pos + 1 + i);
      }
      pos = end + 1;
      return { t: 'prose', text, pos: where(from) };
    }
    return fail(`expected an element (a rule name, "(", "[", a quoted string, a %-value or a <prose> value), found ${shown(pos)}`);
  };
  /** `"..."` (at `pos`, after its `%s`/`%i` prefix): case-insensitive strings are `ilit` where they hold letters. */
  const quoted = (ci: boolean, prefix: string): Expr => {
    const from = pos - prefix.length;
    pos++;
    let s = '';
    for (;;) {
      const c = src[pos];
      if (c === undefined || c === '\n') return fail('the quoted string is not closed on its line', from);
      if (c === '"') break;
      const u = c.charCodeAt(0);
      if (u < 0x20 || u > 0x7e) fail(`${shown(pos)} is not allowed in a quoted string (RFC 5234: %x20-21 / %x23-7E)`);
      s += c;
      pos++;
    }
    pos++;
    const letters = /[A-Za-z]/.test(s);
    const spell = src.slice(from, pos);
    // `ilit` with the RFC 7405 spelling `%i"..."` kept for printing (the DSL's `ilit` takes none).
    if (ci) return letters ? (prefix ? { k: 'lit', s, ci: true, spell } : ilit(s)) : prefix ? lit(s, spell) : lit(s);
    return lit(s, spell);
  };
  /** `%x41`, `%x30-39`, `%x0D.0A` (at `pos`, its base `k`). */
  const numVal = (k: 'x' | 'd' | 'b'): Expr => {
    const from = pos;
    pos += 2;
    const re = k === 'x' ? /[0-9A-Fa-f]+/y : k === 'd' ? /[0-9]+/y : /[01]+/y;
    const base = k === 'x' ? 16 : k === 'd' ? 10 : 2;
    const value = (): number => {
      re.lastIndex = pos;
      const m = re.exec(src);
      if (!m) return fail(`expected ${k === 'x' ? 'hexadecimal' : k === 'd' ? 'decimal' : 'binary'} digits, found ${shown(pos)}`);
      const at = pos;
      pos = re.lastIndex;
      const v = parseInt(m[0], base);
      if (v > 0x10ffff) fail(`the value ${m[0]} is past U+10FFFF`, at);
      return v;
    };
    const first = value();
    if (src[pos] === '-') {
      pos++;
      const last = value();
      if (last < first) fail(`the range ${src.slice(from, pos)} ends before it starts`, from);
      const spell = src.slice(from, pos);
      // `range` with the spelling kept where it is not the printed one (`%d48-57`, `%x3a-3f`).
      return spell === rangeTerminal(first, last) ? range(first, last) : { k: 'range', lo: first, hi: last, spell };
    }
    const values = [first];
    while (src[pos] === '.') {
      pos++;
      values.push(value());
    }
    return lit(String.fromCodePoint(...values), src.slice(from, pos));
  };

  const nameAt = where(pos);
  const name = rulename();
  cwsp();
  if (src[pos] !== '=') fail(`expected "=" or "=/" after the rule name ${JSON.stringify(name)}, found ${shown(pos)}`);
  pos++;
  const incremental = src[pos] === '/';
  if (incremental) pos++;
  cwsp();
  if (!startsRepetition(src[pos])) fail(`expected the elements of rule ${JSON.stringify(name)}, found ${shown(pos)}`);
  const ast = alternation();
  cwsp();
  if (pos < src.length) fail(`unexpected ${shown(pos)}`);
  const [first, ...rest] = g.lines;
  let last = g.lines.length;
  while (last > 1 && /^[ \t]*$/.test(g.lines[last - 1]!.text)) last--;
  const text = [first!.text.slice(g.indent), ...rest.slice(0, last - 1).map((l) => l.text)].join('\n');
  return { name, incremental, line: nameAt.line, column: nameAt.column, ast, text };
}

/** Resolves the rule names a grammar uses: its own rules, then its imports, then the core rules. */
class NameResolver {
  constructor(
    readonly grammar: string,
    private readonly defs: ReadonlyMap<string, Def>,
    private readonly imports: readonly Import[],
    private readonly isCore: boolean,
  ) {}

  /** The reference for `name` spelled at `pos`; undefined names throw. */
  ref(name: string, pos: Pos | null, spell: string | undefined = undefined): Expr {
    const lower = name.toLowerCase();
    const own = this.defs.get(lower);
    if (own) return ref(own.name, undefined, spell ?? (name === own.name ? undefined : name));
    const found: Rule[] = [];
    const from: string[] = [];
    for (const i of this.imports) {
      if (i.rules && !i.rules.has(lower)) continue;
      const r = i.grammar.rule(name);
      if (r && !found.includes(r)) {
        found.push(r);
        from.push(i.grammar.name);
      }
    }
    if (found.length > 1) {
      throw new ABNFImportError(this.grammar, `rule ${JSON.stringify(name)} is defined by ${from.map((n) => JSON.stringify(n)).join(' and ')}: list the rules of the import it is not to come from`, pos?.line ?? null, pos?.column ?? null);
    }
    const r = found.at(0) ?? (this.isCore ? undefined : coreRules().rule(name));
    if (r) return ref(r.name, r.rfc, spell ?? (name === r.name ? undefined : name));
    const near = closestNames(name, [...[...this.defs.values()].map((d) => d.name), ...this.imports.flatMap((i) => i.grammar.rules.map((x) => x.name))]);
    const hint = near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : '';
    throw new ABNFUndefinedRuleError(this.grammar, name, `rule ${JSON.stringify(name)} is not defined (nor imported, nor an RFC 5234 core rule)${hint}`, pos?.line ?? null, pos?.column ?? null);
  }

  /** An expression given for a prose value: its references must name rules that exist. */
  checked(e: Expr, prose: string, pos: Pos): Expr {
    for (const x of refsOf(e)) {
      const rfc = refRFC(x);
      const ok = rfc === undefined ? this.defs.has(x.name.toLowerCase()) : lookup(rfc, x.name) !== undefined;
      if (!ok) throw new ABNFProseError(this.grammar, prose, `the expression given for <${prose}> refers to rule ${JSON.stringify(x.name)}${rfc === undefined ? ', which the grammar does not define' : ` of ${String(rfc)}, which is not loaded`}`, pos.line, pos.column);
    }
    return e;
  }
}

function toExpr(n: Node, names: NameResolver, prose: ReadonlyMap<string, string | Expr>): Expr {
  switch (n.t) {
    case 'expr':
      return n.e;
    case 'ref':
      return names.ref(n.name, n.pos);
    case 'prose': {
      const to = prose.get(n.text);
      if (to === undefined) {
        throw new ABNFProseError(names.grammar, n.text, `the prose value <${n.text}> has no meaning given (ABNFOptions.prose)`, n.pos.line, n.pos.column);
      }
      return typeof to === 'string' ? names.ref(to, n.pos, `<${n.text}>`) : names.checked(to, n.text, n.pos);
    }
    case 'seq':
      return seq(...n.xs.map((x) => toExpr(x, names, prose)));
    case 'alt':
      return alt(...n.xs.map((x) => toExpr(x, names, prose)));
    case 'rep':
      return rep(n.min, n.max, toExpr(n.x, names, prose), n.br);
    case 'opt':
      return opt(toExpr(n.x, names, prose));
    case 'group':
      return group(toExpr(n.x, names, prose));
  }
}

/**
 * Which rules are character classes (every string of theirs is one character): those are `token`
 * rules, read as one transition of the NFA (a terminal named by the rule, as `unreserved` is in
 * the declared grammar). The same cases as `charsetOf`, which reads them once they are registered.
 */
class ClassRules {
  private readonly memo = new Map<string, boolean>();
  constructor(
    private readonly source: RFC,
    private readonly own: ReadonlyMap<string, Expr>,
  ) {}

  isClass(e: Expr, stack: readonly string[]): boolean {
    switch (e.k) {
      case 'lit': {
        const cps = [...e.s];
        if (cps.length !== 1) return false;
        return !e.ci || ([...e.s.toLowerCase()].length === 1 && [...e.s.toUpperCase()].length === 1);
      }
      case 'range':
        return true;
      case 'ref': {
        // A rule of another grammar (loaded or declared): a token rule whose strings are one
        // character each (a token rule of the `tokens` option may read more).
        const rfc = refRFC(e);
        if (rfc !== undefined && rfc !== this.source) {
          const r = lookup(rfc, e.name);
          return r !== undefined && r.token && charsetOf(r.lang ?? r.body, r.rfc, plainResolver) !== null;
        }
        const key = e.name.toLowerCase();
        const have = this.memo.get(key);
        if (have !== undefined) return have;
        if (stack.includes(key)) return false;
        const v = this.isClass(this.own.get(key)!, [...stack, key]);
        this.memo.set(key, v);
        return v;
      }
      case 'alt':
        return e.xs.every((x) => this.isClass(x, stack));
      case 'group':
        return this.isClass(e.x, stack);
      case 'seq':
        return e.xs.length === 1 && this.isClass(e.xs[0]!, stack);
      case 'rep':
        return e.min === 1 && e.max === 1 && this.isClass(e.x, stack);
      default:
        return false;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// ABNF from an RFC's text
// ---------------------------------------------------------------------------------------------

/** An RFC page footer: `Berners-Lee, et al.   Standards Track   [Page 49]`. */
const FOOTER = /\[Page \d+\]\s*$/;
/** An RFC page header: `RFC 3986   URI Generic Syntax   January 2005`. */
const HEADER = /^\f?RFC \d+\s/;
const BLANK = /^[ \t]*$/;
/** The start of a rule: `name =` or `name =/`. */
const RULE_START = /^[ \t]*[A-Za-z][A-Za-z0-9-]*[ \t]*=/;

/**
 * The ABNF of one section of an RFC's plain text (as the RFC Editor publishes it), verbatim: the
 * lines from the section's heading (a line at the left margin that starts with `section`:
 * `'Appendix A'`, `'B.1'`, `'6.1'`, `'2.2'`) to the next heading that is not one of its
 * subsections, with
 *   - the page breaks removed: each page footer (`... [Page 49]`), form feed and page header
 *     (`RFC 3986 ... January 2005`), with the blank lines around them, so that a rule split by a
 *     page break reads on;
 *   - the prose removed: a line is kept where it starts a rule (`name =`, `name =/`), continues
 *     one (indented deeper than the rule's first line), or is a comment (`;`); any other line
 *     (a sentence at the rules' margin or left of it) is dropped.
 * What is left is the text {@link loadABNF} reads; each rule's lines are the RFC's own.
 *
 * @throws GrammarError when no heading starts with `section`.
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * const abnf = extractABNF(readFileSync('grammar/rfc/rfc3986.txt', 'utf8'), 'Appendix A');
 * abnf.split('\n')[0]; // '   URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]'
 * abnf.includes('[Page 49]'); // false
 * ```
 */
export function extractABNF(rfcText: string, section: string): string {
  checkString(rfcText, 'extractABNF', 'the RFC text');
  checkString(section, 'extractABNF', 'the section');
  const lines = unpage(rfcText.split(/\r\n|\r|\n/));
  const id = section.trim();
  // Compared as strings, not compiled into a regular expression: a section of any length (the
  // engine's limit on a pattern's size made a long one a SyntaxError) is a section not found.
  const heading = (l: string): boolean => {
    if (!l.startsWith(id)) return false;
    const k = l[id.length] === '.' ? id.length + 1 : id.length;
    return k === l.length || /\s/.test(l[k]!);
  };
  const start = lines.findIndex(heading);
  if (start < 0) throw new GrammarError(`extractABNF: no heading of section ${JSON.stringify(section)} at the left margin`);
  // Subsections go on (`B.1` under `Appendix B`, `6.1` under `6`); any other heading ends it.
  const subPrefix = `${id.replace(/^Appendix\s+/, '')}.`;
  const sub = (l: string): boolean => l.startsWith(subPrefix) && /\d/.test(l[subPrefix.length] ?? '');
  let end = start + 1;
  while (end < lines.length && (BLANK.test(lines[end]!) || /^[ \t]/.test(lines[end]!) || sub(lines[end]!))) end++;
  const out: string[] = [];
  let ruleIndent = -1;
  for (const line of lines.slice(start + 1, end)) {
    if (BLANK.test(line)) {
      out.push(line);
      continue;
    }
    const indent = /^[ \t]*/.exec(line)![0].length;
    if (RULE_START.test(line)) {
      ruleIndent = indent;
      out.push(line);
    } else if (ruleIndent >= 0 && indent > ruleIndent) {
      out.push(line);
    } else if (line[indent] === ';') {
      out.push(line);
    } else {
      ruleIndent = -1;
    }
  }
  while (out.length && BLANK.test(out[0]!)) out.shift();
  while (out.length && BLANK.test(out[out.length - 1]!)) out.pop();
  return out.join('\n');
}

/** The lines without their page breaks (footer, form feed, header, and the blank lines around them). */
function unpage(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!FOOTER.test(line) && !line.includes('\f')) {
      out.push(line);
      continue;
    }
    while (out.length && BLANK.test(out[out.length - 1]!)) out.pop();
    // Past the footer: the form feed, then the next page's header, then its blank lines.
    let j = FOOTER.test(line) ? i + 1 : i;
    while (j < lines.length && (BLANK.test(lines[j]!) || /^\f[ \t]*$/.test(lines[j]!))) j++;
    if (j < lines.length && HEADER.test(lines[j]!)) j++;
    else if (j < lines.length && lines[j]!.startsWith('\f')) j++;
    while (j < lines.length && BLANK.test(lines[j]!)) j++;
    i = j - 1;
  }
  return out;
}
