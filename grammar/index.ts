/**
 * The door: the grammar engine and the rule registry, with no grammar loaded, what the passes in
 * `src/` import. A grammar is loaded by importing its language's loader (`rfc3986/index.ts`,
 * `rfc3987/index.ts`, `obsoleted/index.ts`, `urllib/index.ts`, `appendix-b/index.ts`,
 * `whatwg/index.ts`: its rules and its generated fast path; `<language>/recognize.ts`: its
 * recognizers); `rfcs.ts` loads the RFC grammars, `all.ts` every grammar (grammar/README.md).
 * Each pass imports the grammars it reads (the strict parser RFC 3986, its default; the urllib
 * layer its split grammar), so an entry point bundles only what its functions need.
 */
export * from './engine/dsl.js';
export * from './engine/ast.js';
export { COMPONENT_TAGS, type ComponentTag } from './components.js';
export { URL_REPORT_CODES } from './report-codes.js';
export {
  carriesValue, isSplitNode, nodeKindOf, nodeTypesWhere,
  type HostNode, type HostType, type IPv4Node, type IPv6Node, type NodeKindTypes, type NodeOf, type PortNode, type ProfileNodeTypes,
  type SplitNode, type SplitNodeType, type StructNode, type StructNodeType, type TextNode, type TextNodeType,
} from './node-types.js';
export * from '../base/args.js';
export { INSPECT, lazyProperty, lazyValue, printsResolved } from '../base/inspect.js';
export { closestNames, editDistance } from '../base/distance.js';
export { find, findAll, findFirstOf, findOutermost, nodeAt, pathAt } from './engine/query.js';
export { checkTree, checksRoot, matches, mayHoldOf, mayHoldOfRules, parserFor, profileResolver, readsExprTo, readsTo, valueLanguages, type RuleName } from './parsers.js';
export { CAPTURE_BUDGET, CaptureBudgetError, captureSteps, compileCaptures, compileUnion, inclusion, overlap, P, withoutCharacters, type CaptureBudget, type CaptureBudgetName, type CaptureMachine, type Pattern, type PatternUnion, type RegisterView, compileSpans, type SpansMachine } from './engine/capture/index.js';
export { patternOfRule, type EnterRule, type GrammarPattern, type LeadCapture, type RefPlan } from './engine/capture/grammar.js';
export { excludedRule, grammarGloss, profiles, type DefaultStartSymbol, type GrammarName, type Profile, type StartSymbol, type StartsWithScheme, type StartsWithoutScheme, type StartsWithoutFragment } from './profiles.js';
export { schemeOfProduction, schemePrefixRules, RFC1738_SCHEMES } from './obsoleted/schemes.js';
export { SCHEME_FACTS, schemeFacts, schemesWhere, isSpecialScheme, defaultPortOf, type SchemeFacts, type SchemeGrammarFact, type SchemeKnownFor, type SchemeWithGrammar, type SchemeGrammarModule } from './scheme-facts.js';
// The URL Standard's host checks (no rule), which its traced parser (src/whatwg/host.ts) shares with the grammar's check.
export { breaksDnsLength, endsInANumber, ipv4NumberParser, isASCII, strictASCIIDomain, TO_ASCII_FLAGS } from './whatwg/host.js';
export { framesOf, type GrammarProfile, type CompiledGrammar, type StartRef, type TraceResult, type TraceExpectation, type TraceFrame } from './engine/compile.js';
export { firstErrorReader, pointAt, readsOn, resumePoint, type FirstErrorPoint, type FirstErrorReader } from './engine/first-error.js';
export { NFA, NFALimitError, nfaStatesMade, nullable, type NfaRun, type NfaExpectation, type NfaFrame, type NfaEvent } from './engine/nfa.js';
export { parsePath } from './engine/nfa/path.js';
export { printRfc, printAbnf, printPeg, printExpr, abnfName, quoteTerminal, rangeTerminal } from './engine/print.js';
export { charsetOf, inRanges, plainResolver, regexClass, union, type Ranges } from './engine/charset.js';
export { fastParser, fastRuleParser, wholeParser, type FastParse, type FastParser, type WholeParser } from './engine/fast.js';
export { recognizerFor, recognizerTablesFor, type Recognizer, type RecognizerTables } from './engine/recognize.js';
export { repairSearch, REPAIR_BUDGETS, type Repair, type RepairArc, type RepairEdit, type RepairModel, type RepairOptions, type RepairResult } from './engine/repair.js';
export { WORK } from './engine/work.js';
export { provideChecks, type CheckOptions, type CheckProblem, type LanguageChecks, type NodeCheck, type NodeProblem, type TextCheck } from './engine/checks.js';
export * from './engine/abnf.js';
