/**
 * `urlgrammar/rfc3986`: URLs validated against RFC 3986 (Appendix A), with the reports, fix-its and
 * warnings of the main entry, loading RFC 3986's grammar only (a fraction of the main entry's size:
 * docs/guide/entry-points.md has the size table). `parseURL` reads RFC 3986 from `URI` by default, as
 * the main entry's does; another grammar is not loaded here (import it from `urlgrammar`).
 *
 * UTS #46 is not loaded either: a report on a non-ASCII host gives no punycode fix-it unless the
 * program also imports `urlgrammar/idna` (or the main entry).
 *
 * @example
 * ```ts
 * import { parseURL } from 'urlgrammar/rfc3986';
 *
 * parseURL('http://example.com/a b').ok; // false
 * ```
 *
 * @module
 */
// parseURL with the capture reader registered (its record read in one pass, its AST built when first read).
export { parseURL } from '../parse/public.js';
export { parseURLOrThrow, parseRule, startSymbols, fixURL, URLSyntaxError, GrammarError } from '../parse/parse.js';
export type { FixURLOptions } from '../parse/parse.js';
export type { WholeFix } from '../diagnostics/types.js';
export type { StrictParseResult, URLParseResult, ParseURLOptions, ParseRuleOptions } from '../parse/parse.js';
export { ArgumentError } from '../../grammar/index.js';
export { isValid, recognizer, type IsValidOptions } from '../valid/index.js';
export { parseComponents, type ParseComponentsOptions } from '../valid/components.js';
export { formatReport, type FormatOptions } from '../diagnostics/format.js';
export { redactPasswords, type Redaction, type RedactOptions } from '../diagnostics/redact.js';
export { invisibleName } from '../diagnostics/report.js';
export type { URLErrorReport, ReportFrame, ReportExpected, ReportFound, ReportHint, ReportPosition } from '../diagnostics/types.js';
export { ERROR_CODES, errorCodes, type ErrorCode, type ErrorKind, type ErrorCodeInfo, type ErrorCodeVariant, type CitedGrammar, type HintCode } from '../diagnostics/codes.js';
export type { Applicability, FixEdit, FixRepair, ReportFix } from '../diagnostics/fixes.js';
export { WARNING_CODES, type WarningCode, type WarningCodeInfo, type URLWarning } from '../diagnostics/warnings.js';
export { componentsOf, readComponents, recompose, COMPONENT_NAMES, type RecomposeOptions, type URLComponents, type ComponentsOf, type ComponentSpan, type HostKind } from '../record/index.js';
export { walk, find, findAll, nodeAt, COMPONENT_TAGS, type ComponentTag } from '../../grammar/index.js';
export type { ASTNode, NodeOf, HostNode, PortNode, IPv4Node, IPv6Node, TextNode, StructNode, GrammarName, StartSymbol, DefaultStartSymbol, StartsWithScheme, StartsWithoutScheme, StartsWithoutFragment } from '../../grammar/index.js';
