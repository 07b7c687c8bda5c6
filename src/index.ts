/**
 * urlgrammar: URLs parsed from their grammar.
 *
 * - Strict parsing against RFC 1738 / RFC 1808 (with RFC 2732 hosts): `parseURL`, `parseURLOrThrow`,
 *   `parseRule`, with ABNF-traced error reports (`formatReport`).
 * - Grammar introspection: `grammar.rules`, `grammar.abnf(name, { rfc })`.
 *
 * @packageDocumentation
 */
export { parseURL, parseURLOrThrow, parseRule, grammar, URLSyntaxError, GrammarError } from './parse.js';
export type { ParseResult, ParseURLOptions, ParseRuleOptions, RuleInfo } from './parse.js';
export { formatReport, type FormatOptions } from './format.js';
export { invisibleName } from './report.js';
export type { URLErrorReport, ReportFrame, ReportExpected, ReportFound, ReportHint, ReportPosition } from './report.js';
export { ERROR_CODES, errorCodes, type ErrorCode, type ErrorKind, type ErrorCodeInfo, type HintCode } from './codes.js';
export type { ASTNode, HostNode, PortNode, IPv4Node, IPv6Node, TextNode, StructNode, HostType, GrammarName, RFC } from '../grammar/index.js';
