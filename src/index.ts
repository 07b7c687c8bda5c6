/**
 * urlgrammar: URLs parsed from their grammar.
 *
 * - Strict parsing against RFC 3986 (by default, from the start symbol `URI`), RFC 3987, and RFC
 *   1738, 1808 and 2396 (with RFC 2732 hosts): `parseURL`,
 *   `parseURLOrThrow`, `parseRule`, with ABNF-traced error reports (`formatReport`), fix-its
 *   checked by re-parsing, every error at once (`allErrors`) and warnings (`WARNING_CODES`).
 * - Validity alone, at the speed of `URL.canParse`: `isValid(input, { grammar, start })`, from a
 *   recognizer generated from the same rules.
 * - Grammar introspection: `grammar.rules`, `grammar.abnf(name, { rfc })`.
 * - Python's `urllib.parse`, with Python's names: `urlsplit`, `urlparse`, `urljoin`, `quote`,
 *   `parse_qs`, ... and the result classes.
 * - The resolver: `resolve(base, reference, { spec })` for RFC 1808, RFC 3986 and the browser draft,
 *   `removeDotSegments`, `parseBrowser`, each with a step trace.
 * - IRIs: `iriToURI` and `uriToIRI` (RFC 3987 §3.1, §3.2).
 * - RFC 3986 §6 normalization and equivalence: `normalize`, `equivalent`.
 * - The WHATWG URL Standard's basic URL parser, traced, with positioned validation errors: `parseWHATWG`.
 *
 * @packageDocumentation
 */
// Every grammar, first, so that the rules are declared in their order (grammar.rules lists them so).
import '../grammar/all.js';
// UTS #46 (tr46) for the reports' punycode fix-it and `xn--` reading, and for iriToURI/uriToIRI.
import '../base/idna-tr46.js';
// The error codes' summaries under RFC 2396 and the URL Standard, whose grammars are loaded above.
import './diagnostics/under.js';
// parseURL takes its record from the capture reader and builds its AST when first read.
import './parse/reader.js';
export { parseRule, startSymbols, fixURL, URLSyntaxError, GrammarError, MAX_ERRORS_CEILING } from './parse/parse.js';
export { parseComponents, type ParseComponentsOptions } from './valid/components.js';
export { grammar, loadABNF, type GrammarFromABNF } from './parse/grammar.js';
// The scheme facts: one table (special, default port, authority, well known, RFC 1738 dispatch, the scheme's grammar...).
export { SCHEME_FACTS, schemeFacts, type SchemeFacts, type SchemeGrammarFact, type SchemeKnownFor } from '../grammar/index.js';
// URIs read by their scheme's grammar, loaded from the scheme's RFC (schemeGrammars(): the table's rows with a grammar).
export { parseURL, parseURLOrThrow, type ParseURLSchemesOptions, type URLSchemesParseResult, parseScheme, checkScheme, schemeGrammars, nonstandardSchemeGrammars, type SchemeParseResult, type SchemeParts, type SchemeCheck, type SchemeGrammar, type SchemeName } from './schemes/index.js';
// Grammars loaded from ABNF text (grammar.fromABNF), read with ABNF's semantics.
export { parseABNF, type ABNFParseResult, type ParseABNFOptions } from './parse/loaded.js';
export {
  loadedABNF, coreRules, extractABNF, CORE_RULES_ABNF, ABNFError, ABNFSyntaxError, ABNFUndefinedRuleError, ABNFDuplicateRuleError, ABNFIncrementalError,
  ABNFProseError, ABNFImportError, ABNFGrammarConflictError, ABNFRecursionError, ABNFBudgetError, ABNF_BUDGET, ABNF_BUDGET_CEILING, NFALimitError,
  type ABNFBudget, type ABNFBudgetName, type ABNFGrammar, type ABNFOptions, type ABNFImport, type DeclaredRFC, type ABNFCheck, type ABNFNode, type ABNFRead, type ABNFErrorCode,
  type Rule, type RuleSpec, type Notation, type NfaRun, type NfaExpectation, type NfaFrame, type NfaEvent,
} from '../grammar/index.js';
export type { FixURLOptions } from './parse/parse.js';
export type { WholeFix } from './diagnostics/types.js';
export { ArgumentError } from '../grammar/all.js';
export { isValid, recognizer, type IsValidOptions } from './valid/index.js';
export type { StrictParseResult, URLParseResult, ParseURLOptions, ParseRuleOptions, RuleInfo } from './parse/parse.js';
export { formatReport, type FormatOptions } from './diagnostics/format.js';
export { redactPasswords, type Redaction, type RedactOptions } from './diagnostics/redact.js';
export { invisibleName } from './diagnostics/report.js';
export type { URLErrorReport, ReportFrame, ReportExpected, ReportFound, ReportHint, ReportPosition } from './diagnostics/types.js';
export { ERROR_CODES, errorCodes, type ErrorCode, type ErrorKind, type ErrorCodeInfo, type ErrorCodeVariant, type CitedGrammar, type HintCode } from './diagnostics/codes.js';
export type { Applicability, FixEdit, FixRepair, ReportFix } from './diagnostics/fixes.js';
export { APPLICABILITIES } from './diagnostics/fixes.js';
export { WARNING_CODES, type WarningCode, type WarningCodeInfo, type URLWarning } from './diagnostics/warnings.js';
export { walk, find, findAll, nodeAt, NODE_TYPES, nodeKindOf, carriesValue, TEXT_NODE_TYPES, RFC_STRUCT_NODE_TYPES, SPLIT_NODE_TYPES, SPECIAL_NODE_TYPES, VALUE_NODE_TYPES, isSplitNode } from '../grammar/all.js';
export type { ASTNode, NodeOf, ProfileNodeTypes, NodeKindTypes, NodeKinds, NodeShape, HostNode, PortNode, IPv4Node, IPv6Node, TextNode, StructNode, TextNodeType, StructNodeType, SplitNode, SplitNodeType, HostType, GrammarName, StartSymbol, DefaultStartSymbol, StartsWithScheme, StartsWithoutScheme, StartsWithoutFragment, RFC, Expr } from '../grammar/all.js';

// The urllib.parse-compatible layer (Python's names).
export {
  urlsplit, urlparse, urldefrag, unwrap, urlunsplit, urlunparse, urljoin, urljoinTrace,
  SplitResult, ParseResult, DefragResult, SplitResultBytes, ParseResultBytes, DefragResultBytes,
  StrTuple, BytesTuple, NetlocResultStr, NetlocResultBytes,
  uses_relative, uses_netloc, uses_params, non_hierarchical, uses_query, uses_fragment, scheme_chars,
  quote, quote_plus, quote_from_bytes, unquote, unquote_plus, unquote_to_bytes,
  parse_qs, parse_qsl, urlencode,
  ValueError, UnicodeDecodeError, UnicodeEncodeError, LookupError,
} from './urllib/index.js';
export type {
  SplitOptions, Component, JoinOptions, Changes, QuoteOptions, UnquoteOptions, ParseQsOptions, QuoteVia, UrlencodeOptions, UrlencodeQuery,
} from './urllib/index.js';

// URI Templates (RFC 6570): parse, expand, match as the inverse of expansion, template sets.
export * from './templates/index.js';

// The resolver.
export * from './resolver/index.js';

// RFC 3986 §6 normalization and equivalence.
export { normalize, equivalent, equivalence, comparisonKey, ipv6Canonical, NormalizationError, DEFAULT_PORTS, NORMALIZE_LEVELS, NORMALIZE_STEPS, NORMALIZE_STEP_INFO, type Equivalence, type Normalization, type NormalizeLevel, type NormalizeOptions, type NormalizeStep, type NormalizeStepName } from './normalize/index.js';

// The WHATWG URL Standard's basic URL parser, traced, with positioned validation errors.
export {
  parseWHATWG, serializeWHATWG, whatwgGetters, isSpecialWHATWG, writingStartFor, WHATWG_STANDARD_COMMIT, WHATWG_PROVISIONAL, WHATWG_VALIDATION_ERRORS, WHATWG_STATES, WHATWG_MAX_ERRORS_CEILING, type WritingStart,
  type WHATWGParse, type WHATWGParseOptions, type WHATWGURLRecord, type WHATWGHostType, type WHATWGGetters, type WHATWGValidationError,
  type WHATWGErrorName, type WHATWGErrorType, type WHATWGErrorGroup, type WHATWGErrorExample, type WHATWGProvisional, type WHATWGSpan, type WHATWGSpans, type WHATWGState, type WHATWGStep,
} from './whatwg/index.js';

// Every reader side by side (what `urlgrammar compare` prints).
export { compare, COMPONENTS, type Comparison, type ComponentName, type ConfusionClass, type Disagreement, type Reading } from './compare/index.js';

// Standard Schema validators (also the subpath `urlgrammar/schema`).
export { uri, uriReference, iri, iriReference, url, uriTemplate, type URLSchema, type URLSchemaIssue, type URLSchemaOptions, type URLSchemaResult } from './schema/index.js';

// IRIs and URIs (RFC 3987 §3.1 and §3.2).
export { iriToURI, uriToIRI, IRIError, IRI_ERROR_CODES, type IRIErrorCode, type IRIOptions, type URIToIRIOptions, type HostConversion } from './iri/index.js';

// The component record: one record of what a parse read (RFC 3986 §3), from the grammar's tags.
export { componentsOf, readComponents, recompose, COMPONENT_NAMES, type RecomposeOptions, type URLComponents, type ComponentsOf, type ComponentSpan, type HostKind } from './record/index.js';
export { COMPONENT_TAGS, type ComponentTag } from '../grammar/all.js';
