/**
 * The ABNF-traced error report: built from the traced parse's furthest failure (syntax errors), or
 * from an AST node that the range and semantic checks reject.
 */
import type { URLComponents } from '../record/index.js';
import { allRules, printRfc, quoteTerminal, ruleKey, schemePrefixRules, type GrammarName, type RFC, type Rule, type TraceResult } from '../../grammar/index.js';
import { classify, failureContext, type FailureContext, type FailureText } from './classify.js';
import { CODE_SUMMARIES, summaryOf, type ErrorCode, type ErrorKind, type HintCode } from './codes.js';
import type { ReportFix } from './fixes.js';
import type { WholeFix } from './whole-fix.js';
import { hintsFor } from './actions.js';
import { invisibleName } from './chars.js';

export { invisibleName };

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

/** The position of a UTF-16 offset: line, column and code-point offset. */
export function position(input: string, offset: number): ReportPosition {
  let line = 1;
  let lineStart = 0;
  let cps = 0;
  let colCps = 0;
  for (let i = 0; i < offset && i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff && i > 0) {
      const p = input.charCodeAt(i - 1);
      if (p >= 0xd800 && p <= 0xdbff) continue;
    }
    cps++;
    colCps++;
    if (c === 0x0a) {
      line++;
      lineStart = i + 1;
      colCps = 0;
    }
  }
  void lineStart;
  return { offset, line, column: colCps + 1, codePointOffset: cps };
}

function foundAt(input: string, offset: number): ReportFound | null {
  if (offset >= input.length) return null;
  const cp = input.codePointAt(offset)!;
  return { text: String.fromCodePoint(cp), codePoint: cp, name: invisibleName(cp) };
}

/** A rule as the report shows it: printed from its combinators, in its RFC's own notation. */
const printed = new Map<string, string>();
function ruleText(rule: Rule): string {
  let t = printed.get(rule.key);
  if (t === undefined) {
    t = printRfc(rule);
    printed.set(rule.key, t);
  }
  return t;
}

/** A frame of the rule stack for `rule`, entered at `start` (also used by `check.ts`). @internal */
export function frameOf(rule: Rule, start: number): ReportFrame {
  return { rule: rule.name, rfc: rule.rfc, section: rule.section, start, text: ruleText(rule) };
}

/** The leading literal of a scheme-prefix rule, as a report prints it (`"http://"`), by rule key; null for any other rule. */
const leadTerminals = new Map<string, string | null>();
function leadTerminal(key: string): string | null {
  let t = leadTerminals.get(key);
  if (t === undefined) {
    const rule = schemePrefixRules().has(key) ? allRules().find((r) => r.key === key) : undefined;
    const first = rule?.body.k === 'seq' ? rule.body.xs[0] : undefined;
    leadTerminals.set(key, (t = first?.k === 'lit' ? quoteTerminal(first.s) : null));
  }
  return t;
}

/** The folded entry that stands for them and the scheme's own characters. */
const SCHEME_ENTRY = 'a scheme (letters, digits, "+", "-", ".") then ":"';

/**
 * The expected terminals as a report shows them: where two or more registered-scheme prefixes
 * (`"http://"`, `"ftp://"`...) are expected with the characters of a generic `scheme`, they fold
 * into one entry, {@link SCHEME_ENTRY}, in the `scheme` rule's place; the rest are kept as they
 * are, grouped by rule. The report's data (`expected`) keeps every terminal.
 * @internal
 */
export function foldExpected(expected: readonly ReportExpected[]): readonly ReportExpected[] {
  // The registered-scheme prefixes of RFC 1738's `url` alternatives (`"http://"`, `"news:"`): the
  // rules that write a scheme as their leading literal (picked by rule key), expected whole, at
  // their start (after "http", the "://" still to come is kept).
  const prefixes = expected.filter((e) => {
    const lead = leadTerminal(ruleKey(e.rfc as RFC, e.rule));
    return lead !== null && e.terminals.length > 0 && e.terminals.every((t) => t === lead);
  });
  const scheme = expected.find((e) => e.rule === 'scheme');
  if (prefixes.length < 2 || !scheme) return expected;
  const out: ReportExpected[] = [];
  for (const e of expected) {
    if (prefixes.includes(e)) continue;
    if (e === scheme) out.push({ ...scheme, terminals: [SCHEME_ENTRY] });
    else if (e.rule === 'genericurl' && e.terminals.length === 1 && e.terminals[0] === '":"') continue;
    else out.push(e);
  }
  return out;
}

function messageFor(code: ErrorCode, grammar: string, found: ReportFound | null, pos: ReportPosition, expected: readonly ReportExpected[]): string {
  const what = found ? (found.name ?? JSON.stringify(found.text)) : 'end of input';
  const exp = foldExpected(expected).flatMap((e) => e.terminals).slice(0, 6).join(', ');
  const summary = summaryOf(code, grammar);
  return `${code}: ${summary.endsWith('.') ? summary.slice(0, -1) : summary} (found ${what} at ${pos.line}:${pos.column}${exp ? `; expected ${exp}` : ''})`;
}

/**
 * The classifier's view of a failed traced parse (the offset, the rule stack of the deepest
 * expectation, the expected terminals), and the expected terminals grouped by rule for the report.
 * @internal
 */
export function syntaxFailure(input: string | FailureText, grammar: string, t: TraceResult): { context: FailureContext; expected: ReportExpected[] } {
  const offset = Math.min(t.offset, input.length);
  // Group the expected terminals by the rule that wanted them (the innermost frame).
  const groups = new Map<string, { rule: Rule; terminals: string[] }>();
  let primary: readonly ReportFrame[] = [];
  const terminals = new Set<string>();
  for (const e of t.expected) {
    // A character-class rule that has not read anything yet is not a rule the parser is inside:
    // the terminal's own name already says it (`uchar`), so such frames are dropped.
    const kept = e.frames.slice();
    while (kept.length && kept[kept.length - 1]!.rule.token && kept[kept.length - 1]!.start === offset) kept.pop();
    const frames = kept.map((f) => frameOf(f.rule, f.start));
    if (frames.length > primary.length) primary = frames;
    const owner = kept[kept.length - 1]?.rule;
    const key = owner ? owner.key : '';
    terminals.add(e.label);
    let g = groups.get(key);
    if (!g) {
      g = { rule: owner ?? t.start, terminals: [] };
      groups.set(key, g);
    }
    if (!g.terminals.includes(e.label)) g.terminals.push(e.label);
  }
  const expected: ReportExpected[] = [...groups.values()].map((g) => ({
    rule: g.rule.name,
    rfc: g.rule.rfc as number | 'urlgrammar',
    section: g.rule.section,
    terminals: g.terminals,
  }));
  return { context: failureContext(input, grammar, offset, primary, terminals), expected };
}

/** Builds the report of a failed traced parse: the first row of the classifier that holds gives the code. */
export function syntaxReport(input: string, grammar: string, t: TraceResult): URLErrorReport {
  const { context, expected } = syntaxFailure(input, grammar, t);
  const row = classify(context);
  const report = finish(input, grammar, row.code, context.offset, row.culprit?.(context), expected, context.stack);
  // The record the rows read is the report's `components` (not read again when asked for).
  const read = context.recordRead();
  if (read !== undefined) Object.defineProperty(report, 'components', { value: read, enumerable: false, configurable: true });
  return report;
}

/**
 * The report of a round of allErrors' recovery: `syntaxReport` of a text read through its window
 * (the trace was of the window, and reached no further than the window's margin), with the fields
 * recovery reads. `input` and `components` read the whole text, when first asked for.
 * @internal
 */
export function roundReport(text: FailureText, grammar: string, t: TraceResult): URLErrorReport {
  const { context, expected } = syntaxFailure(text, grammar, t);
  const row = classify(context);
  // Written on the window (a position past it, a culprit's, keeps its offset, which is what
  // recovery reads of it; its hints are not read).
  const report = finish(text.window, grammar, row.code, context.offset, row.culprit?.(context), expected, context.stack);
  Object.defineProperty(report, 'input', { get: () => text.full(), enumerable: true });
  Object.defineProperty(report, 'components', { get: () => text.record(), enumerable: false });
  return report;
}

/** The report for `code` at `offset`, with its position, message and hints (also used by `check.ts`). @internal */
export function finish(
  input: string,
  grammar: string,
  code: ErrorCode,
  offset: number,
  culprit: number | undefined,
  expected: readonly ReportExpected[],
  trace: readonly ReportFrame[],
): URLErrorReport {
  const pos = position(input, offset);
  const found = foundAt(input, offset);
  return {
    kind: CODE_SUMMARIES[code].kind,
    code,
    message: messageFor(code, grammar, found, pos, expected),
    grammar,
    input,
    ...pos,
    found,
    culprit: culprit !== undefined && culprit !== offset ? position(input, culprit) : null,
    expected,
    trace,
    hints: hintsFor(input, grammar, code, offset, trace),
    fixes: [],
  };
}

export type { GrammarName };
