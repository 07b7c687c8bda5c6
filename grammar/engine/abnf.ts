/**
 * ABNF as a second front end onto the rule registry: a grammar written in RFC 5234 ABNF (with the
 * RFC 7405 `%s` and `%i` strings) is read from its text, each of its rules is registered with
 * `define()` under the source `abnf:<name>` beside the declared rules, and the grammar is run as
 * ABNF means it: by its Thompson NFA (`nfa.ts`), with unordered alternation, not by the PEG
 * reading the Parsimmon parsers give the declared grammars.
 *
 * This module is the front end's door: it re-exports the public names of its modules, in abnf/:
 *   - `read.ts`, the reader: the text cut into rule definitions and each read into its syntax tree
 *     (RFC 5234 §2 to §4, RFC 7405's strings), and {@link extractABNF}, the ABNF of an RFC's text;
 *   - `expand.ts`, the expander: the trees made the DSL's expressions, names resolved (the
 *     grammar's own rules, its imports, the core rules), prose given its meaning, depths checked,
 *     the character-class rules found;
 *   - `load.ts`, the loader: {@link loadABNF}, its options and imports, the registration, the
 *     grammars loaded by name ({@link loadedABNF}) and the core rules of RFC 5234 Appendix B.1
 *     ({@link coreRules}, read from {@link CORE_RULES_ABNF});
 *   - `grammar.ts`, the loaded grammar ({@link ABNFGrammar}): `check`, `recognize` and `read` by
 *     the start symbol's automata, built on first use;
 *   - `errors.ts`, the errors ({@link ABNFError} and a subclass per kind), `budget.ts`, the
 *     budgets ({@link ABNFBudget}), and `codes.ts`, the names of the sets of report codes a
 *     grammar may ask for ({@link ReportCodeSets}: the languages provide them).
 *
 * Each rule keeps its verbatim text (its lines, the first without its indentation, as the declared
 * rules keep theirs; the lines of its `=/` additions after it) and a body made with the DSL's
 * constructors (`lit`, `ilit`, `range`, `ref`, `seq`, `alt`, `rep`, `opt`, `group`), in the shapes
 * the hand-declared rules use, so that RFC 3986 Appendix A read from its RFC text gives the bodies
 * grammar/rfc3986/rules.ts declares (test/abnf-loader.test.ts holds them equal). Library code: no
 * Node API; the RFC text comes from the caller ({@link extractABNF}).
 */
export { ABNF_BUDGET, ABNF_BUDGET_CEILING, type ABNFBudget, type ABNFBudgetName } from './abnf/budget.js';
export {
  ABNFBudgetError,
  ABNFDuplicateRuleError,
  ABNFError,
  ABNFGrammarConflictError,
  ABNFImportError,
  ABNFIncrementalError,
  ABNFProseError,
  ABNFRecursionError,
  ABNFSyntaxError,
  ABNFUndefinedRuleError,
  type ABNFErrorCode,
} from './abnf/errors.js';
export type { ABNFCheck, ABNFGrammar, ABNFNode, ABNFRead, DeclaredRFC } from './abnf/grammar.js';
export { CORE_RULES_ABNF, coreRules, loadABNF, loadedABNF, type ABNFImport, type ABNFOptions } from './abnf/load.js';
export { provideReportCodes, reportCodeSets, type ReportCodeSets } from './abnf/codes.js';
export { extractABNF } from './abnf/read.js';
