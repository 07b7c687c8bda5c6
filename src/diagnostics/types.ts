/**
 * The report's types: what a rejected input's report holds (`URLErrorReport`, its frames, expected
 * terminals, position, found character and hints) and the whole-URL fix it offers (`WholeFix`).
 * Plain data, in a module of their own, so that the modules that build reports (report.ts), classify
 * failures (classify.ts) and fix whole URLs (whole-fix.ts) read them without importing each other.
 */
import type { URLComponents } from '../record/index.js';
import type { RFC } from '../../grammar/index.js';
import type { ErrorCode, ErrorKind, HintCode } from './codes.js';
import type { ReportFix } from './fixes.js';

/**
 * A frame of the rule stack: a production the parser was inside when it stopped.
 *
 * @example
 * ```ts
 * const r = parseURL('http://a b/');
 * if (!r.ok) r.error.trace.map((f) => `${f.rule} (RFC ${f.rfc} §${f.section})`);
 * ```
 */
export interface ReportFrame {
  /** The rule's name, as the RFC spells it. */
  readonly rule: string;
  /**
   * The RFC number, `'urlgrammar'` for a glue rule of our own, `'whatwg'` for the WHATWG URL
   * Standard's, `'abnf:<name>'` for a grammar loaded from ABNF.
   */
  readonly rfc: number | Exclude<RFC, number>;
  readonly section: string;
  /** Where in the input this rule started (UTF-16 index). */
  readonly start: number;
  /** The production in its RFC's own notation, printed from the combinators (equal, up to white space, to the RFC text). */
  readonly text: string;
}

/**
 * The terminals one rule would have accepted at the failure.
 *
 * @example
 * ```ts
 * const r = parseURL('http://h/a%g1');
 * if (!r.ok) r.error.expected; // [{ rule: 'pct-encoded', rfc: 3986, section: 'Appendix A', terminals: ['HEXDIG'] }]
 * ```
 */
export interface ReportExpected {
  readonly rule: string;
  /** As {@link ReportFrame}'s `rfc`. */
  readonly rfc: number | Exclude<RFC, number>;
  readonly section: string;
  /** ABNF terminals or character-class names: `"/"`, `alphadigit`, `hex`, `end of input`. */
  readonly terminals: readonly string[];
}

/**
 * The character at the failure.
 *
 * @example
 * ```ts
 * const r = parseURL('http://a\tb/');
 * if (!r.ok) r.error.found; // { text: '\t', codePoint: 9, name: 'U+0009 CHARACTER TABULATION' }
 * ```
 */
export interface ReportFound {
  /** The character (a whole code point). */
  readonly text: string;
  readonly codePoint: number;
  /** `U+0009 CHARACTER TABULATION` for invisible characters, otherwise `null`. */
  readonly name: string | null;
}

/**
 * A position in the input.
 *
 * @example
 * ```ts
 * const r = parseURL('ftp://user:p@ss@host/');
 * if (!r.ok) r.error.culprit; // { offset: 12, line: 1, column: 13, codePointOffset: 12 }: the first "@"
 * ```
 */
export interface ReportPosition {
  /** UTF-16 index. */
  readonly offset: number;
  /** 1-based line. */
  readonly line: number;
  /** 1-based column, in code points. */
  readonly column: number;
  /** 0-based index in code points. */
  readonly codePointOffset: number;
}

/**
 * A suggestion for a common mistake.
 *
 * @example
 * ```ts
 * const r = parseURL('http://example.org/a b');
 * if (!r.ok) r.error.hints; // [{ code: 'escape-space', message: 'write the space as %20, or remove it' }]
 * ```
 */
export interface ReportHint {
  readonly code: HintCode;
  readonly message: string;
}

/**
 * Why an input is not a URL of the grammar. Plain data: `JSON.stringify` gives the documented
 * schema (see `docs/errors.md`).
 *
 * @example
 * ```ts
 * const r = parseURL('http://www.exa mple.org/');
 * if (!r.ok) r.error.offset; // 14
 * if (!r.ok) r.error.code;   // 'char.space'
 * if (!r.ok) r.error.kind;   // 'syntax'
 * ```
 */
export interface URLErrorReport extends ReportPosition {
  readonly kind: ErrorKind;
  /** A stable code from the closed list in `ERROR_CODES`. */
  readonly code: ErrorCode;
  /** One line, for logs. */
  readonly message: string;
  /** The grammar that answered (`rfc3986`, the default; `rfc1738`, `rfc1808`...), or the rule (`1738:hostname`) parsed by `parseRule`. */
  readonly grammar: string;
  /**
   * The input as given, its password too (programs need it; `formatReport` and the CLI mask it).
   * The reports of one `allErrors` call share this one string in memory, but `JSON.stringify` of
   * them writes it once per report, and each fix's corrected `url` too: the JSON of `errors` grows
   * with the number of errors times the input, and with the default cap (100) an input of a few
   * megabytes takes it past the engine's limit on the length of a string (a `RangeError`).
   * `formatReport` does not (it shows excerpts of a long input). To serialize the errors of long
   * inputs, write the input once and each report without it.
   */
  readonly input: string;
  /** The character at `offset`, or `null` at the end of the input. */
  readonly found: ReportFound | null;
  /** Where a human would put the caret, when it differs from `offset` (else `null`). */
  readonly culprit: ReportPosition | null;
  readonly expected: readonly ReportExpected[];
  /** The rule stack from the start rule down to the failing rule. */
  readonly trace: readonly ReportFrame[];
  readonly hints: readonly ReportHint[];
  /**
   * Suggested repairs, best first, each checked by parsing the corrected URL again under the same
   * grammar: those that make it valid first (`validates: true`), then those after which the first
   * error lies further on. Computed when first read (it re-parses), then kept; `console.log` and
   * `util.inspect` print them (not `[Getter]`).
   */
  readonly fixes: readonly ReportFix[];
  /**
   * One fix for the whole URL: every machine-applicable fix of every error applied together, round
   * by round, verified by parsing the result (see `WholeFix` and `fixURL`), each round's result
   * keeping every character of the input; null when those fixes do not make the URL valid.
   * Computed when first read, then kept; not enumerable (it parses the input again, up to ten
   * times over), so `JSON.stringify` of a report leaves it out: read it from the object. On the
   * report `parseURL` returns as `error` (the first error), not on the others of `errors`.
   */
  readonly wholeFix?: WholeFix | null;
  /**
   * The input's components as RFC 3986 Appendix B delimits them, extended to the authority
   * (`readComponents`): the reading a rejected input still has, which the report's password mask
   * reads. Not enumerable, so a serialized report does not carry the password twice; read it from
   * the object (`report.components?.host`). Present on `parseURL`'s and `parseRule`'s reports.
   */
  readonly components?: URLComponents;
}

/**
 * The URL with every independent fix of the allowed levels applied (`report.wholeFix`, `fixURL`):
 * the corrected URL, whether it parses under the same grammar and start symbol, the fixes applied
 * (in the order applied, each with the round it was applied in; a fix's `edits` are in the
 * coordinates of the text that round read, the input in round 1), and the fixes withheld: for each
 * error left, its first fix, at a level not allowed.
 *
 * @example
 * ```ts
 * const r = parseURL('http://a/b c d');
 * if (!r.ok) r.error.wholeFix?.url; // 'http://a/b%20c%20d'
 * ```
 */
export interface WholeFix {
  readonly url: string;
  readonly validates: boolean;
  readonly applied: ReadonlyArray<ReportFix & { readonly round: number }>;
  readonly withheld: readonly ReportFix[];
  readonly rounds: number;
}
