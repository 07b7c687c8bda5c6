/**
 * The grammar: every production of RFC 1738 §5, RFC 1808 §2.2, RFC 2396 Appendix A, RFC 2732 §3,
 * RFC 2373 Appendix B, RFC 3986 Appendix A and RFC 3987 §2.2 (with the RFC 2234 core rules they
 * use), declared once with the rule DSL.
 */
import './rules/rfc2234.js';
import './rules/rfc1738.js';
import './rules/rfc1808.js';
import './rules/rfc2396.js';
import './rules/rfc2373.js';
import './rules/rfc2732.js';
import './rules/rfc3986.js';
import './rules/rfc3987.js';
import './rules/glue.js';
import './rules/urllib.js';
import './rules/rfc3986-appendix-b.js';

export * from './engine/dsl.js';
export * from './engine/ast.js';
export * from './engine/args.js';
export { INSPECT, printsResolved } from './engine/inspect.js';
export { closestNames, editDistance } from './engine/distance.js';
export { find, findAll, findFirstOf, findOutermost, nodeAt, pathAt } from './engine/query.js';
export { profiles, schemeOfProduction, schemePrefixRules, type GrammarName, type Profile, type StartSymbol } from './rules/glue.js';
export { compiledProfile, compiledRule, profileResolver, type CompiledGrammar, type TraceResult, type TraceExpectation, type TraceFrame } from './engine/compile.js';
export { NFA, nullable, type NfaRun, type NfaExpectation, type NfaFrame } from './engine/nfa.js';
export { printRfc, printAbnf, printPeg, printExpr, abnfName, quoteTerminal, rangeTerminal } from './engine/print.js';
export { charsetOf, type Ranges } from './engine/charset.js';
export { schemeProductions } from './rules/rfc1738.js';
export { bidiFormat, bidiIsolate } from './rules/rfc3987.js';
