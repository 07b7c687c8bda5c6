/**
 * The ABNF-traced error report: built from the traced parse's furthest failure (syntax errors), or
 * from an AST node that the range and semantic checks reject. The report's types are in types.ts.
 */
import { allRules, lazyValue, printRfc, quoteTerminal, ruleKey, schemePrefixRules, type GrammarName, type RFC, type Rule, type TraceFrame, type TraceResult } from '../../grammar/index.js';
import { classify, failureContext, type FailureContext, type FailureText } from './classify.js';
import { CODE_SUMMARIES, type ErrorCode } from './codes.js';
import { summaryOf } from './wording.js';
import type { ReportExpected, ReportFound, ReportFrame, ReportPosition, URLErrorReport } from './types.js';
import type { ReportFix } from './fixes.js';
import type { URLComponents } from '../record/index.js';
import { hintsFor } from './actions.js';
import { invisibleName } from './chars.js';

export { invisibleName };

/**
 * Where `position` last stopped on a text while a recovery runs (`rememberingPositions`): the
 * counts up to `offset` there, for a later position further on to count on from; null outside.
 */
let cursor: { readonly input: string; readonly offset: number; readonly line: number; readonly cps: number; readonly col: number } | null = null;
let remembering = false;

/**
 * Runs `run` with each `position` counting on from the last one asked of the same text, where that
 * is not further on: an all-errors recovery's reports, given in input order, count the text once
 * instead of from its start each (a hundred errors in a megabyte: 50 million code units read).
 * @internal
 */
export function rememberingPositions<T>(run: () => T): T {
  const was = remembering;
  remembering = true;
  try {
    return run();
  } finally {
    remembering = was;
    // (The text is let go of.)
    if (!was) cursor = null;
  }
}

/** What `position` counts apart: a line break, and a low surrogate (one code point with the unit before it, where that is a high one). */
const COUNTED_APART = /[\n\udc00-\udfff]/;
/** The units `position` reads one by one before it searches (a search and its slice cost some units' reading; a short URL's position reads them all). */
const STRETCH = 256;

/** The position of a UTF-16 offset: line, column and code-point offset. */
export function position(input: string, offset: number): ReportPosition {
  let line = 1;
  let cps = 0;
  let colCps = 0;
  let i = 0;
  const c0 = cursor;
  if (c0 !== null && c0.input === input && c0.offset <= offset) {
    i = c0.offset;
    line = c0.line;
    cps = c0.cps;
    colCps = c0.col;
  }
  const stop = Math.min(offset, input.length);
  while (i < stop) {
    // Unit by unit, a stretch at a time; after a stretch with no line break nor low surrogate,
    // the next of them is searched for at once (a megabyte's report: 4 ms of counting, now a
    // search), and the units up to it are each a code point on the same line.
    const stretch = Math.min(stop, i + STRETCH);
    let plain = true;
    for (; i < stretch; i++) {
      const c = input.charCodeAt(i);
      if (c >= 0xdc00 && c <= 0xdfff) {
        plain = false;
        if (i > 0) {
          const p = input.charCodeAt(i - 1);
          if (p >= 0xd800 && p <= 0xdbff) continue;
        }
      }
      cps++;
      colCps++;
      if (c === 0x0a) {
        plain = false;
        line++;
        colCps = 0;
      }
    }
    if (plain && i < stop) {
      const at = input.slice(i, stop).search(COUNTED_APART);
      const next = at < 0 ? stop : i + at;
      cps += next - i;
      colCps += next - i;
      i = next;
    }
  }
  if (remembering) cursor = { input, offset: i, line, cps, col: colCps };
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
  // Nothing to fold without a `scheme` group (most reports): no rule key looked up.
  const scheme = expected.find((e) => e.rule === 'scheme');
  if (!scheme) return expected;
  const prefixes = expected.filter((e) => {
    const lead = leadTerminal(ruleKey(e.rfc as RFC, e.rule));
    return lead !== null && e.terminals.length > 0 && e.terminals.every((t) => t === lead);
  });
  if (prefixes.length < 2) return expected;
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
  const what = found ? (found.name ?? quoted(found.text)) : 'end of input';
  // The first six terminals, as folded (no array of them all: a path's error expects dozens), each
  // after ", " but the first (joined as they come: an array and its join cost more than the rest).
  let exp = '';
  let shown = 0;
  for (const e of foldExpected(expected)) for (let k = 0; k < e.terminals.length && shown < 6; k++) exp = shown++ === 0 ? e.terminals[k]! : `${exp}, ${e.terminals[k]!}`;
  const summary = summaryOf(code, grammar);
  return `${code}: ${summary.endsWith('.') ? summary.slice(0, -1) : summary} (found ${what} at ${pos.line}:${pos.column}${exp ? `; expected ${exp}` : ''})`;
}

/**
 * `JSON.stringify` of a found character's text: in quotation marks, escaped as JSON escapes
 * (`"`, `\\`, a control character, a lone surrogate), which a character printed as it is needs
 * none of (most are: the found text is one code point, and an invisible one has a name instead).
 */
function quoted(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(text);
  }
  return `"${text}"`;
}

/**
 * The classifier's view of a failed traced parse (the offset, the rule stack of the deepest
 * expectation, the expected terminals), and the expected terminals grouped by rule for the report.
 * @internal
 */
export function syntaxFailure(input: string | FailureText, grammar: string, t: TraceResult): { context: FailureContext; expected: ReportExpected[] } {
  const offset = Math.min(t.offset, input.length);
  // Group the expected terminals by the rule that wanted them (the innermost frame), in the order
  // the groups are first met.
  // (A report has a few groups: found by their rule's key in a list, not a map made per report.)
  const keys: string[] = [];
  const expected: Array<{ readonly rule: string; readonly rfc: number | 'urlgrammar'; readonly section: string; readonly terminals: string[] }> = [];
  // The report's stack is the first deepest one: only it is written (once, when all are read).
  let deepest: readonly TraceFrame[] = [];
  let depth = 0;
  for (const e of t.expected) {
    // A character-class rule that has not read anything yet is not a rule the parser is inside:
    // the terminal's own name already says it (`uchar`), so such frames are dropped.
    const frames = e.frames;
    let n = frames.length;
    while (n > 0 && frames[n - 1]!.rule.token && frames[n - 1]!.start === offset) n--;
    if (n > depth) {
      deepest = frames;
      depth = n;
    }
    const owner = n > 0 ? frames[n - 1]!.rule : t.start;
    const key = n > 0 ? owner.key : '';
    const at = keys.indexOf(key);
    let g = at < 0 ? undefined : expected[at]!;
    // (A group's list made with its first terminal: most groups have one or two, and a list
    // grown from empty by a push holds room for 16.)
    if (g === undefined) {
      g = { rule: owner.name, rfc: owner.rfc as number | 'urlgrammar', section: owner.section, terminals: [e.label] };
      keys.push(key);
      expected.push(g);
    } else if (!g.terminals.includes(e.label)) g.terminals.push(e.label);
  }
  const primary: ReportFrame[] = new Array<ReportFrame>(depth);
  for (let k = 0; k < depth; k++) primary[k] = frameOf(deepest[k]!.rule, deepest[k]!.start);
  // The expected terminals, as the classifier reads them: every group's (a set made only where a row reads it).
  return { context: failureContext(input, grammar, offset, primary, expected), expected };
}

/** Builds the report of a failed traced parse: the first row of the classifier that holds gives the code. */
export function syntaxReport(input: string, grammar: string, t: TraceResult): URLErrorReport {
  const { context, expected } = syntaxFailure(input, grammar, t);
  const row = classify(context);
  // The record the rows (and the hints) read is the report's `components` (not read again when asked for).
  return finish(input, grammar, row.code, context.offset, row.culprit?.(context), expected, context.stack, () => context.recordRead());
}

/**
 * Where the first error of a failed traced parse is, as {@link syntaxReport} would report it: the
 * classifier's culprit, else the offset (the report's `culprit?.offset ?? offset`), without
 * writing the report (its message, hints and positions). What a fix-it's check reads of a
 * candidate that does not parse.
 * @internal
 */
export function syntaxOffset(input: string, grammar: string, t: TraceResult): number {
  const { context } = syntaxFailure(input, grammar, t);
  return classify(context).culprit?.(context) ?? context.offset;
}

/**
 * The generic report of a failed traced parse, for a grammar that asks for no codes of its own (an
 * ABNF-loaded grammar without `codes: 'url'`): it assumes nothing of the language, so no
 * classifier row, hint or fix-it reads the input as a URL. Its code is `input.unexpected-end` at
 * the end of the input, else `syntax.unexpected-char`; its offset, expected terminals and rule
 * stack are the trace's, as in {@link syntaxReport}.
 * @internal
 */
export function genericReport(input: string, grammar: string, t: TraceResult): URLErrorReport {
  const { context, expected } = syntaxFailure(input, grammar, t);
  return finish(input, grammar, context.offset >= input.length ? 'input.unexpected-end' : 'syntax.unexpected-char', context.offset, undefined, expected, context.stack);
}

/**
 * What `allErrors`' recovery reads of a round's report (`roundReport`): its code, where it is (an
 * offset, a culprit's offset), what was found and expected there, and the rule stack. Not its
 * message, hints or line and column, which the report it gives for the round, on the input, has
 * (a report's own, the first error's, is one too).
 * @internal
 */
export interface RoundReport {
  readonly kind: URLErrorReport['kind'];
  readonly code: ErrorCode;
  readonly grammar: string;
  readonly offset: number;
  readonly culprit: { readonly offset: number } | null;
  readonly found: ReportFound | null;
  readonly expected: readonly ReportExpected[];
  readonly trace: readonly ReportFrame[];
}

/**
 * The report of a round of allErrors' recovery: what `syntaxReport` would classify of a text read
 * through its window (the trace was of the window, and reached no further than the window's
 * margin), the fields recovery reads (a culprit past the window keeps its offset). Its message,
 * hints and positions are written once, on the input (a round's report on the repaired text
 * wrote them, and recovery did not read them: a tenth of a round).
 * @internal
 */
export function roundReport(text: FailureText, grammar: string, t: TraceResult): RoundReport {
  const { context, expected } = syntaxFailure(text, grammar, t);
  const row = classify(context);
  const { offset } = context;
  const culprit = row.culprit?.(context);
  return {
    kind: CODE_SUMMARIES[row.code].kind,
    code: row.code,
    grammar,
    offset,
    culprit: culprit !== undefined && culprit !== offset ? { offset: culprit } : null,
    found: foundAt(text.window, offset),
    expected,
    trace: context.stack,
  };
}

/**
 * The report for `code` at `offset`, with its position, message and hints (also used by `check.ts`).
 * `read`: the record of the input read while the report was made (after its hints), given as its
 * `components` (not enumerable). Its `fixes` (none) is its last property, which `lazyFixes` takes
 * off again to give its accessor (see there). @internal
 */
export function finish(
  input: string,
  grammar: string,
  code: ErrorCode,
  offset: number,
  culprit: number | undefined,
  expected: readonly ReportExpected[],
  trace: readonly ReportFrame[],
  read?: () => URLComponents | undefined,
): URLErrorReport {
  // (The earlier of the two first: in a recovery, each counts on from the last, `rememberingPositions`.)
  const early = culprit !== undefined && culprit < offset ? position(input, culprit) : null;
  const pos = position(input, offset);
  const found = foundAt(input, offset);
  const report: Omit<URLErrorReport, 'fixes'> & { fixes?: readonly ReportFix[] } = {
    kind: CODE_SUMMARIES[code].kind,
    code,
    message: messageFor(code, grammar, found, pos, expected),
    grammar,
    input,
    // (The position's fields one by one: a spread copies them by a generic path, each report.)
    offset: pos.offset,
    line: pos.line,
    column: pos.column,
    codePointOffset: pos.codePointOffset,
    found,
    culprit: early ?? (culprit !== undefined && culprit !== offset ? position(input, culprit) : null),
    expected,
    trace,
    hints: hintsFor(input, grammar, code, offset, trace),
  };
  const components = read?.();
  // (As the lazy property it is where the classification did not read it: the same getter.)
  if (components !== undefined) lazyValue(report, 'components', components, { enumerable: false });
  report.fixes = [];
  return report as URLErrorReport;
}

export type { GrammarName };
