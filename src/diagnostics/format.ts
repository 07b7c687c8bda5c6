/**
 * `formatReport`: the report as text, in the style of rustc's diagnostics.
 */
import { redactPasswords, type Redaction } from './redact.js';
import { ArgumentError, checkObject, citeSource, optionOf, optionsOf, optionsSpec, typeName, type RFC } from '../../grammar/index.js';
import { CODE_SUMMARIES } from './codes.js';
import { summaryOf } from './wording.js';
import { culpritLabel } from './actions.js';
import { foldExpected } from './report.js';
import type { URLErrorReport } from './types.js';

/**
 * Options of `formatReport`. A password is always masked (`****`): a report cannot be unmasked.
 *
 * @example
 * ```ts
 * const r = parseURL('ftp://user:secret@a b/');
 * if (!r.ok) console.log(formatReport(r.error, { color: process.stdout.isTTY }));
 * ```
 */
export interface FormatOptions {
  /** ANSI colours (default false). */
  readonly color?: boolean;
  /**
   * The number of the line the input starts on, where it was read from a larger text (a file of
   * URLs, one per line): every `line:column` printed (the `-->` line, where the parser stopped, the
   * rule stack) counts its lines from there, as a compiler gives a position in a file. A positive
   * integer; default 1 (the input's own lines). The report itself is not changed.
   *
   * @example
   * ```ts
   * const r = parseURL('http://b c/');
   * if (!r.ok) formatReport(r.error, { firstLine: 3 }).split('\n')[1]; // ' --> 3:9 (rfc3986, syntax error)'
   * ```
   */
  readonly firstLine?: number;
}

const FORMAT_OPTIONS = optionsSpec<FormatOptions>('formatReport', { color: true, firstLine: true });

/**
 * A report as `parseURL` returns it, checked in every field `formatReport` reads, nested ones
 * included: an object with a known `code`, a string `input`, `grammar` and `kind`, numeric
 * positions, a `culprit` and a `found` that are `null` or of their shape, and arrays of
 * expectations, frames, hints and (when present) fixes whose entries have the fields printed, of
 * the types printed. Anything else is an {@link ArgumentError} naming the first bad field, never an
 * error from inside the printing (a string `start` of a frame, a `Symbol` where text goes, a
 * `trace` that is not an array). The checks read each field once and never recurse, so a cyclic
 * object is checked like any other.
 */
function checkReport(report: unknown, fn: string): asserts report is URLErrorReport {
  checkObject(report, fn, 'the report');
  const r = report as Record<string, unknown>;
  const bad = (what: string, want: string, v: unknown): never => {
    throw new ArgumentError(`${fn}: the report must be a URLErrorReport (as parseURL returns): ${what} must be ${want}, not ${typeName(v)}`);
  };
  const code = r['code'];
  if (typeof code !== 'string' || !Object.hasOwn(CODE_SUMMARIES, code)) {
    throw new ArgumentError(`${fn}: the report must be a URLErrorReport (as parseURL returns), with a known code`);
  }
  const field = (o: Record<string, unknown>, at: string, key: string, type: 'string' | 'number', orNull = false): void => {
    const v = o[key];
    if (typeof v !== type && !(orNull && (v === null || v === undefined))) bad(`${at}${key}`, orNull ? `a ${type} or null` : `a ${type}`, v);
  };
  const record = (v: unknown, what: string): Record<string, unknown> => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) bad(what, 'an object', v);
    return v as Record<string, unknown>;
  };
  const list = (key: string, entry: (e: Record<string, unknown>, at: string) => void): void => {
    const v = r[key];
    if (!Array.isArray(v)) bad(key, 'an array', v);
    const a = v as readonly unknown[];
    for (let i = 0; i < a.length; i++) entry(record(a[i], `${key}[${i}]`), `${key}[${i}].`);
  };
  const rfc = (e: Record<string, unknown>, at: string): void => {
    if (typeof e['rfc'] !== 'number' && typeof e['rfc'] !== 'string') bad(`${at}rfc`, "a number or 'urlgrammar'", e['rfc']);
  };
  for (const k of ['input', 'grammar', 'kind']) field(r, '', k, 'string');
  for (const k of ['offset', 'line', 'column']) field(r, '', k, 'number');
  if (r['culprit'] !== null && r['culprit'] !== undefined) {
    const c = record(r['culprit'], 'culprit');
    for (const k of ['offset', 'line', 'column']) field(c, 'culprit.', k, 'number');
  }
  if (r['found'] !== null && r['found'] !== undefined) {
    const f = record(r['found'], 'found');
    field(f, 'found.', 'text', 'string');
    field(f, 'found.', 'name', 'string', true);
  }
  list('expected', (e, at) => {
    field(e, at, 'rule', 'string');
    field(e, at, 'section', 'string');
    rfc(e, at);
    const ts = e['terminals'];
    if (!Array.isArray(ts)) bad(`${at}terminals`, 'an array', ts);
    const terminals = ts as readonly unknown[];
    for (let i = 0; i < terminals.length; i++) if (typeof terminals[i] !== 'string') bad(`${at}terminals[${i}]`, 'a string', terminals[i]);
  });
  list('trace', (e, at) => {
    for (const k of ['rule', 'section', 'text']) field(e, at, k, 'string');
    field(e, at, 'start', 'number');
    rfc(e, at);
  });
  list('hints', (e, at) => field(e, at, 'message', 'string'));
  // `fixes` is optional for formatReport (a report written by hand may leave it out).
  if (Array.isArray(r['fixes'])) {
    list('fixes', (e, at) => {
      field(e, at, 'message', 'string');
      field(e, at, 'url', 'string');
    });
  }
}

/** `edits` applied to `input`, or null where they are not sorted, in range edits of strings (a report written by hand). */
function applyEditsSafely(input: string, edits: readonly unknown[]): string | null {
  let out = '';
  let at = 0;
  for (const e of edits) {
    const x = e as { start?: unknown; end?: unknown; text?: unknown };
    if (typeof x.start !== 'number' || typeof x.end !== 'number' || typeof x.text !== 'string' || x.start < at || x.end < x.start || x.end > input.length) return null;
    out += input.slice(at, x.start) + x.text;
    at = x.end;
  }
  return out + input.slice(at);
}


/** The options of `formatReport`, checked, as the painters they ask for. */
function styleOf(options: FormatOptions | null | undefined) {
  const o = optionsOf(options, FORMAT_OPTIONS);
  const color = optionOf(o, 'color', 'boolean', 'formatReport') ?? false;
  const firstLine = optionOf(o, 'firstLine', 'number', 'formatReport') ?? 1;
  if (!Number.isSafeInteger(firstLine) || firstLine < 1) throw new ArgumentError(`formatReport: option 'firstLine' must be a positive integer, not ${firstLine}`);
  const paint = (code: string) => (s: string) => (color ? `\u001b[${code}m${s}\u001b[0m` : s);
  return {
    /** A line of the input as printed: counted from `firstLine`. */
    line: (line: number) => line + firstLine - 1,
    red: paint('1;31'),
    blue: paint('1;34'),
    bold: paint('1'),
    green: paint('1;32'),
  };
}

/** Shows control characters as their Unicode "control pictures" (`a␊b`, `␉`), one column each. @internal */
export const visible = (s: string): string =>
  s.replace(/[\u0000-\u001f\u007f]/g, (ch) => {
    const c = ch.charCodeAt(0);
    return c === 0x7f ? '\u2421' : String.fromCharCode(0x2400 + c);
  });

/** A line up to this many UTF-16 units is shown whole; a longer one, as excerpts around its marks. */
const WHOLE_LINE = 200;
/** The code points an excerpt shows on each side of a mark. */
const CONTEXT = 60;
/** What stands for an elided part of a long line, one column wide. */
const ELISION = '\u2026';
/** A message (a hint's, a fix's) longer than this many UTF-16 units is shown with its middle elided. */
const LONG_MESSAGE = 300;
/** The marks of one excerpt at most, where the reports of a long input share its source line. */
const MARKS_PER_EXCERPT = 8;

const isHigh = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;
/** The offset `k` code points before `i` in `s` (a surrogate pair is one). @internal */
export function stepBack(s: string, i: number, k: number): number {
  for (; k > 0 && i > 0; k--) i -= i > 1 && isLow(s.charCodeAt(i - 1)) && isHigh(s.charCodeAt(i - 2)) ? 2 : 1;
  return i;
}
/** The offset `k` code points after `i` in `s`. @internal */
export function stepForward(s: string, i: number, k: number): number {
  for (; k > 0 && i < s.length; k--) i += isHigh(s.charCodeAt(i)) && isLow(s.charCodeAt(i + 1)) ? 2 : 1;
  return i;
}
/** The code points of `s.slice(a, b)`, as `Array.from` counts them. @internal */
export function codePoints(s: string, a: number, b: number): number {
  let n = 0;
  for (let i = a; i < b; i++) if (!(i > a && isLow(s.charCodeAt(i)) && isHigh(s.charCodeAt(i - 1)))) n++;
  return n;
}

/**
 * The line and column of each of `offsets` in `input`, as `position` (report.ts) gives them, in
 * one pass (a report's frames may each start a million characters in; an input of a million
 * spaces has a million WHATWG validation errors).
 * @internal
 */
export function positions(input: string, offsets: readonly number[]): Map<number, { line: number; column: number }> {
  const out = new Map<number, { line: number; column: number }>();
  const sorted = [...new Set(offsets)].sort((a, b) => a - b);
  let line = 1;
  let column = 1;
  let i = 0;
  for (const offset of sorted) {
    for (; i < offset && i < input.length; i++) {
      const c = input.charCodeAt(i);
      if (i > 0 && isLow(c) && isHigh(input.charCodeAt(i - 1))) continue;
      column++;
      if (c === 0x0a) {
        line++;
        column = 1;
      }
    }
    out.set(offset, { line, column });
  }
  return out;
}

/**
 * The text around `offset` of a line longer than {@link WHOLE_LINE} UTF-16 units ({@link CONTEXT}
 * code points on each side, {@link ELISION} for what is left out); a shorter line whole. What the
 * CLI's one-line format shows of a long input.
 * @internal
 */
export function around(text: string, offset: number): string {
  if (text.length <= WHOLE_LINE) return text;
  const p = Math.min(Math.max(0, offset), text.length);
  const a = stepBack(text, p, CONTEXT);
  const b = stepForward(text, p, CONTEXT + 1);
  return (a > 0 ? ELISION : '') + text.slice(a, b) + (b < text.length ? ELISION : '');
}

/**
 * An excerpt of a long line: {@link CONTEXT} code points on each side of each of `points` (UTF-16
 * offsets into `text`, at most its length), the parts between and around them elided with
 * {@link ELISION}, control characters made visible; and the column of each point in it. Its length
 * is bounded by the number of points, whatever the length of `text`.
 */
function excerpt(text: string, points: readonly number[]): { line: string; cols: number[] } {
  const at = points.map((p) => Math.min(Math.max(0, p), text.length));
  const ranges: Array<{ a: number; b: number }> = [];
  for (const p of [...at].sort((x, y) => x - y)) {
    const a = stepBack(text, p, CONTEXT);
    const b = stepForward(text, p, CONTEXT + 1);
    const last = ranges[ranges.length - 1];
    if (last && a <= last.b) last.b = Math.max(last.b, b);
    else ranges.push({ a, b });
  }
  let line = '';
  let col = 0;
  const starts: number[] = [];
  for (const r of ranges) {
    if (r.a > 0) {
      line += ELISION;
      col++;
    }
    starts.push(col);
    line += visible(text.slice(r.a, r.b));
    col += codePoints(text, r.a, r.b);
  }
  if (ranges.length && ranges[ranges.length - 1]!.b < text.length) line += ELISION;
  const cols = at.map((p) => {
    let k = ranges.length - 1;
    while (k > 0 && ranges[k]!.a > p) k--;
    return starts[k]! + codePoints(text, ranges[k]!.a, p);
  });
  return { line, cols };
}

/** Where a fix's corrected URL changed: its first and last edits' starts and ends, in the URL's offsets. */
function editPoints(edits: unknown): number[] {
  const points: number[] = [];
  let delta = 0;
  let last: number[] = [];
  if (Array.isArray(edits)) {
    for (const e of edits as ReadonlyArray<Partial<Record<'start' | 'end' | 'text', unknown>> | null>) {
      if (typeof e?.start !== 'number' || typeof e.end !== 'number' || typeof e.text !== 'string') continue;
      last = [e.start + delta, e.start + delta + e.text.length];
      if (points.length === 0) points.push(...last);
      delta += e.text.length - (e.end - e.start);
    }
  }
  points.push(...last);
  return points.length ? points : [0];
}

/** `message`, with its middle elided when it is longer than {@link LONG_MESSAGE}. */
function clip(message: string): string {
  if (message.length <= LONG_MESSAGE) return message;
  // Cut between code points, not inside a surrogate pair.
  const cut = (i: number) => (isLow(message.charCodeAt(i)) && isHigh(message.charCodeAt(i - 1)) ? i - 1 : i);
  return message.slice(0, cut(LONG_MESSAGE / 2)) + ELISION + message.slice(cut(message.length - LONG_MESSAGE / 2));
}

/**
 * Carets under one source line, rustc style: the rightmost label on the caret line, each other
 * label on a line of its own, hung from its caret by a "|".
 */
function caretLines(marks: ReadonlyArray<{ col: number; ch: string; label: string }>): string[] {
  const sorted = [...marks].sort((a, b) => a.col - b.col);
  // A row is the first `upto` marks' characters at their columns, spaces between (built from
  // runs of spaces, not one cell per column: a column may be a million characters in).
  const row = (upto: number, last: { col: number; text: string } | null, fill: (i: number) => string) => {
    let head = '';
    for (let i = 0; i < upto; i++) {
      const m = sorted[i]!;
      if (m.col < head.length) head = head.slice(0, m.col) + fill(i) + head.slice(m.col + 1);
      else head += ' '.repeat(m.col - head.length) + fill(i);
    }
    head = head.trimEnd();
    if (!last) return head;
    return head.padEnd(last.col, ' ') + last.text;
  };
  const lines: string[] = [];
  const lastMark = sorted[sorted.length - 1]!;
  lines.push(row(sorted.length, { col: lastMark.col + 2, text: lastMark.label }, (i) => sorted[i]!.ch));
  for (let k = sorted.length - 2; k >= 0; k--) {
    if (k === sorted.length - 2) lines.push(row(k + 1, null, () => '|'));
    lines.push(row(k, { col: sorted[k]!.col, text: sorted[k]!.label }, () => '|'));
  }
  return lines;
}

/**
 * Renders a report as multi-line text: the code and message, `--> line:column`, the input with
 * control characters made visible (`␊`, `␉`) and a caret under the culprit, with a second mark where
 * the parser stopped when that is elsewhere, what was expected (the registered-scheme prefixes
 * folded into one entry), the rule stack with each frame's RFC, section and production, the
 * `help:` lines, and each fix with its level and corrected URL (`fix (machine-applicable):` when the
 * corrected URL validates, `partial fix (...):` when the next error lies further on).
 *
 * Given the `errors` of `parseURL(input, { allErrors: true })`, it draws every error's caret on
 * the one source line, labelled with its code, then each report in full.
 *
 * A long input (over 200 UTF-16 units) is not printed whole: the source line is an excerpt, 60
 * code points on each side of each caret, with `…` (one column) where characters are left out,
 * and the carets under their characters in it; the `-->` line still gives the true line and
 * column. So is a long corrected URL (around its first and last edits), and a hint or a fix's
 * message over 300 units keeps its start and end. Where the reports of a long input share the
 * source line, its carets come at most eight to an excerpt, in input order. So the text of a
 * report is bounded whatever the length of the input (a few kilobytes), and that of a list of
 * reports grows with their number only: `formatReport` of any report `parseURL` made, or of its
 * `errors`, never reaches the engine's limit on the length of a string. The password stays
 * masked: the excerpt is cut from the masked line.
 *
 * @example
 * ```ts
 * const r = parseURL('http://www.exa mple.org/');
 * if (!r.ok) console.log(formatReport(r.error));
 * // error[char.space]: A space: escaped as %20 where the component allows escapes, removed where it does not (a host, a scheme).
 * //  --> 1:15
 * // ...
 * ```
 */
export function formatReport(report: URLErrorReport | readonly URLErrorReport[], options?: FormatOptions | null): string {
  if (Array.isArray(report)) return formatMany(report as readonly URLErrorReport[], options);
  checkReport(report, 'formatReport');
  const style = styleOf(options);
  return formatOne(report, style, redactPasswords(report.input));
}

/** One report, its input masked as `masked` (the reports of a list share one mask of their input). */
function formatOne(report: URLErrorReport, style: ReturnType<typeof styleOf>, masked: Redaction): string {
  const { red, blue, bold, green } = style;
  const input = masked.text;
  const hidden = (offset: number) => masked.ranges.some(([a, b]) => offset >= a && offset < b);

  const lines: string[] = [];
  const summary = summaryOf(report.code, typeof report.grammar === 'string' ? report.grammar : '');
  lines.push(`${red(`error[${report.code}]`)}${bold(`: ${summary}`)}`);
  // The primary position is the culprit (the place to fix) when there is one; the parser's stop follows.
  const at = (p: { readonly line: number; readonly column: number }) => `${style.line(p.line)}:${p.column}`;
  const where = report.culprit && report.culprit.offset !== report.offset
    ? `${at(report.culprit)} (${report.grammar}, ${report.kind} error; the parser stopped at ${at(report)})`
    : `${at(report)} (${report.grammar}, ${report.kind} error)`;
  lines.push(`${blue(' -->')} ${where}`);

  // The whole input on one line: a URL has no lines, and a line feed in it is a character to
  // show (as ␊), not a place to cut the source line and lose the caret. A long input: an excerpt
  // around the marks (see the TSDoc).
  lines.push(blue('  |'));
  let stop: number;
  let culprit: number | null;
  if (input.length > WHOLE_LINE) {
    const shown = excerpt(input, report.culprit ? [report.offset, report.culprit.offset] : [report.offset]);
    lines.push(`${blue('  |')} ${shown.line}`);
    stop = shown.cols[0]!;
    culprit = report.culprit ? shown.cols[1]! : null;
  } else {
    lines.push(`${blue('  |')} ${visible(input)}`);
    const col = (off: number) => Array.from(input.slice(0, Math.max(0, off))).length;
    stop = col(report.offset);
    culprit = report.culprit ? col(report.culprit.offset) : null;
  }
  const found = !report.found ? 'end of input' : hidden(report.offset) ? 'a character of the masked password' : (report.found.name ?? JSON.stringify(report.found.text));
  const marks =
    culprit !== null && culprit !== stop
      ? [
          { col: stop, ch: '-', label: `the parser stopped here, at ${found}` },
          { col: culprit, ch: '^', label: culpritLabel(report.code) },
        ]
      : [{ col: stop, ch: '^', label: `found ${found}` }];
  for (const l of caretLines(marks)) lines.push(`${blue('  |')} ${red(l)}`);
  lines.push(blue('  |'));

  const expected = foldExpected(report.expected);
  if (expected.length) {
    lines.push(`${blue('  =')} ${bold('expected')}:`);
    // Rules of the same RFC section that want the same terminals share a line.
    const merged: Array<{ terminals: string; rules: string[]; cite: string }> = [];
    for (const e of expected) {
      const terminals = e.terminals.join(' | ');
      const where = e.rfc === 'urlgrammar' ? '' : citeSource(e.rfc, e.section);
      const same = merged.find((m) => m.terminals === terminals && m.cite === where);
      if (same) same.rules.push(e.rule);
      else merged.push({ terminals, rules: [e.rule], cite: where });
    }
    for (const m of merged) lines.push(`      ${m.terminals}   in ${m.rules.join(', ')}${m.cite ? ` (${m.cite})` : ''}`);
  }
  if (report.trace.length) {
    lines.push(`${blue('  =')} ${bold('inside')}:`);
    const starts = positions(report.input, report.trace.map((f) => f.start));
    for (const f of [...report.trace].reverse()) {
      const where = f.rfc === 'urlgrammar' ? 'urlgrammar' : citeSource(f.rfc, f.section);
      lines.push(`      ${f.rule} at ${at(starts.get(f.start)!)}  [${where}]  ${f.text}`);
    }
  }
  for (const h of report.hints) lines.push(`${blue('  =')} ${bold('help')}: ${clip(masked.mask(h.message))}`);
  for (const f of Array.isArray(report.fixes) ? report.fixes : []) {
    // The level is shown where it is given (a report written by hand may leave it out).
    const level = typeof f.applicability === 'string' ? ` (${f.applicability})` : '';
    lines.push(`${blue('  =')} ${green(f.validates ? 'fix' : 'partial fix')}${level}: ${clip(masked.mask(f.message))}${f.validates ? '' : ' (the URL is still invalid further on)'}`);
    // A long fix's URL is written again from the input and the fix's edits, a string of this
    // function's own: reading the report's `url` would flatten the string it holds (an input's
    // slices and the edits, a few bytes) into a copy of the whole URL, kept as long as the report.
    const again = f.url.length > WHOLE_LINE && Array.isArray(f.edits) ? applyEditsSafely(report.input, f.edits) : null;
    const url = masked.mask(again !== null && again.length === f.url.length ? again : f.url);
    lines.push(`      ${url.length > WHOLE_LINE ? excerpt(url, editPoints(f.edits)).line : visible(url)}`);
  }
  return lines.join('\n');
}

/** Several reports of one input (`allErrors`): every caret on the source line, then each report. */
function formatMany(reports: readonly URLErrorReport[], options: FormatOptions | null | undefined): string {
  if (reports.length === 0) throw new ArgumentError('formatReport: the list of reports is empty');
  for (const r of reports) checkReport(r, 'formatReport');
  const style = styleOf(options);
  const { red, blue, bold } = style;
  const masked = redactPasswords(reports[0]!.input);
  if (reports.length === 1) return formatOne(reports[0]!, style, masked);
  const input = reports[0]!.input;
  if (reports.some((r) => r.input !== input)) throw new ArgumentError('formatReport: the reports of a list must be of one input (the errors of one parseURL call)');
  const text = masked.text;
  const lines = [red(`error: ${reports.length} errors`) + bold(` in this input (${reports[0]!.grammar})`), blue('  |')];
  if (text.length > WHOLE_LINE) {
    // A long input: the marks in input order, a few to an excerpt of the line, each excerpt with its carets.
    const seen = new Set<number>();
    const marks = reports
      .map((r) => ({ at: Math.min(Math.max(0, r.culprit?.offset ?? r.offset), text.length), label: r.code }))
      .sort((a, b) => a.at - b.at)
      .filter((m) => (seen.has(m.at) ? false : (seen.add(m.at), true)));
    for (let i = 0; i < marks.length; i += MARKS_PER_EXCERPT) {
      const group = marks.slice(i, i + MARKS_PER_EXCERPT);
      const shown = excerpt(text, group.map((m) => m.at));
      if (i > 0) lines.push(blue('  |'));
      lines.push(`${blue('  |')} ${shown.line}`);
      for (const l of caretLines(group.map((m, k) => ({ col: shown.cols[k]!, ch: '^', label: m.label })))) lines.push(`${blue('  |')} ${red(l)}`);
    }
  } else {
    const col = (off: number) => Array.from(text.slice(0, Math.max(0, off))).length;
    lines.push(`${blue('  |')} ${visible(text)}`);
    const seen = new Set<number>();
    const marks = reports
      .map((r) => ({ col: col(r.culprit?.offset ?? r.offset), ch: '^', label: r.code }))
      .filter((m) => (seen.has(m.col) ? false : (seen.add(m.col), true)));
    for (const l of caretLines(marks)) lines.push(`${blue('  |')} ${red(l)}`);
  }
  return [lines.join('\n'), ...reports.map((r) => formatOne(r, style, masked))].join('\n\n');
}
