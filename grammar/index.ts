/**
 * The grammar: every production of RFC 1738 §5, RFC 1808 §2.2, RFC 2732 §3 and RFC 2373
 * Appendix B (with the RFC 2234 core rules they use), declared once with the rule DSL.
 */
import './rfc2234.js';
import './rfc1738.js';
import './rfc1808.js';
import './rfc2373.js';
import './rfc2732.js';
import './glue.js';
import './urllib.js';

export * from './dsl.js';
export * from './ast.js';
export { profiles, type GrammarName, type Profile } from './glue.js';
export { compiledProfile, compiledRule, profileResolver, type CompiledGrammar, type TraceResult, type TraceExpectation, type TraceFrame } from './compile.js';
export { NFA, nullable, quoteTerminal, type NfaRun, type NfaExpectation, type NfaFrame } from './nfa.js';
export { printRfc, printAbnf, printPeg, printExpr, abnfName } from './print.js';
export { charsetOf, type Ranges } from './charset.js';
