/**
 * `urlgrammar check`, one URL at a time: what the command writes for each input line. The main
 * thread (`--jobs 1`, or a short input) and the worker threads of `--jobs N` (src/cli/check-worker.ts)
 * both call `checkPiece` (and through it `checkOne`, or `checkBadLine` for a line that is not
 * UTF-8), so their output is the same bytes by construction.
 */
import { fixURL, formatReport, parseURL, type GrammarName, type ReportFix, type StartSymbol, type URLErrorReport, type URLWarning } from '../index.js';
import { around } from '../diagnostics/format.js';
import { redactPasswords, type Redaction } from '../diagnostics/redact.js';
import { position } from '../diagnostics/report.js';
import { badUTF8Message, linesOf, type BadUTF8 } from './input.js';
import { wrapReport } from './wrap.js';

/** How `check` answers: the grammar, start symbol and output format, fixed for the whole run. */
export interface CheckOptions {
  readonly grammar: GrammarName;
  readonly start: StartSymbol | undefined;
  readonly format: string;
  /** ANSI colour in text reports (standard output is a terminal and NO_COLOR is unset). */
  readonly color: boolean;
  /** The column width text reports are wrapped to (0: no wrapping). */
  readonly width: number;
  /** `--fix`: print each URL with its machine-applicable fixes applied (what stays invalid, and the fixes not applied, are said on standard error). */
  readonly fix: boolean;
  /** `--unsafe-fixes`: `--fix` applies the maybe-incorrect fixes too. */
  readonly unsafeFixes?: boolean;
  /** `--all-errors`: every error of a URL, not only the first. */
  readonly allErrors: boolean;
  /** `--warnings`: what is legal but suspicious in a valid URL. */
  readonly warnings: boolean;
  /** `--only valid|invalid`: print only the results of those inputs (null: of every one); the summary counts them all. */
  readonly only?: 'valid' | 'invalid' | null;
  /** `--trace`: with `--format jsonl`, each error's rule stack too. */
  readonly trace?: boolean;
  /** `--schemes`: a URI whose scheme has a grammar of its own is read by it too (`parseURL`'s `schemes`). */
  readonly schemes?: boolean;
  /** `--show-password`: the data output (`--fix`'s URLs) shows passwords; reports never do. */
  readonly showPassword?: boolean;
}

/** What `check` prints for a batch of URLs, and how many it checked, found invalid and skipped as blank. */
export interface CheckBatchResult {
  readonly text: string;
  /** What goes to standard error (under `--fix`: the URLs that stay invalid). */
  readonly err: string;
  readonly checked: number;
  readonly invalid: number;
  readonly blank: number;
  /** How many inputs had a password masked in the data output (`--fix`'s URLs, the inputs echoed). */
  readonly masked: number;
}

/** What a worker thread answers for a piece: the output as UTF-8 bytes (moved, not copied). */
export interface CheckBatchAnswer {
  readonly text: Uint8Array;
  readonly err: string;
  readonly checked: number;
  readonly invalid: number;
  readonly blank: number;
  readonly masked: number;
}

/** A blank or whitespace-only line of standard input: skipped by `check`. */
const BLANK = /^\s*$/;

/**
 * An input longer than this (UTF-16 units) is given once in what `check` prints: under `--format
 * json` and `jsonl` its errors and warnings leave out their `input` (the result's `input` is it)
 * and their fixes their `url` (each fix's `edits` say what it changes), and `--format line` shows
 * the text around each error, not the whole input, and a fix as its edits. Else `--all-errors`
 * would repeat the input and a corrected copy of it for each of up to 100 errors: hundreds of
 * megabytes for a line of a few.
 */
export const LONG_INPUT = 65536;

/**
 * `--format line`'s one line for an invalid URL (the text around the error, for a long input),
 * without its fix; after the number of the input line it was read from, when given (normalize's
 * lines, which line up with the input, have none).
 */
export function oneLine(r: URLErrorReport, inputLine: number | null = null): string {
  return lines(r.input, inputLine, [r], false)[0]!;
}

/**
 * `--format line`'s lines for `errors` of `url`, read from input line `inputLine`, one each: the
 * input line and ": " (as `grep -n` writes it; none when null), `invalid`, the URL, the error's `line:column` in
 * the URL, its code and what was found; then its first fix when `withFix`: `fix (LEVEL) "URL"`
 * when the corrected URL validates, `partial-fix (LEVEL) "URL"` when it repairs this error and
 * another remains, LEVEL its applicability (`machine-applicable`: what `--fix` applies); for a
 * long input (`LONG_INPUT`) the text around the error, and `fix-edits` or `partial-fix-edits` with
 * the edits as JSON. The password is masked in one pass over the input for all of them (masking
 * reads the input's record: per error, it cost the input's length each).
 */
function lines(url: string, inputLine: number | null, errors: readonly URLErrorReport[], withFix: boolean): string[] {
  const long = url.length > LONG_INPUT;
  type Masked = { input: string; errors: Array<{ found: URLErrorReport['found']; fix: { url?: string; edits?: ReportFix['edits']; validates: boolean; applicability: string } | null }> };
  const fixOf = (f: ReportFix | undefined) => (f === undefined || !withFix ? null : { ...(long ? { edits: f.edits } : { url: f.url }), validates: f.validates, applicability: f.applicability });
  const m = redactPasswords(url).data({ input: url, errors: errors.map((e) => ({ offset: e.offset, found: e.found, fix: fixOf(e.fixes[0]) })) }) as Masked;
  return errors.map((e, i) => {
    const { found, fix } = m.errors[i]!;
    const shown = long ? around(m.input, e.offset) : m.input;
    const head = `${inputLine === null ? '' : `${inputLine}: `}invalid ${JSON.stringify(shown)} ${e.line}:${e.column} ${e.code}: ${found ? (found.name ?? JSON.stringify(found.text)) : 'end of input'}`;
    if (fix === null) return head;
    const label = fix.validates ? 'fix' : 'partial-fix';
    return fix.edits ? `${head} ${label}-edits (${fix.applicability}) ${JSON.stringify(fix.edits)}` : `${head} ${label} (${fix.applicability}) ${JSON.stringify(fix.url)}`;
  });
}

/**
 * URLs per second as `check` shows it (the progress line, the rate at the end): a whole number, or
 * one decimal under 10; null for a run under a second, whose rate says nothing (a few URLs over a
 * few milliseconds).
 */
export function rateOf(checked: number, seconds: number): string | null {
  if (!(seconds >= 1)) return null;
  const r = checked / seconds;
  return r < 10 ? r.toFixed(1) : String(Math.round(r));
}

/**
 * The line `check` ends with on a terminal or with `--jobs` (on standard error): how many URLs in
 * how long, the rate (none under a second: `rateOf`), and on how many threads: `1 URL in 0.02 s
 * (one thread)`, `200000 URLs in 12.50 s: 16000 URLs/s (2 worker threads)`.
 */
export function rateLine(checked: number, seconds: number, threads: string): string {
  const r = rateOf(checked, seconds);
  return `${checked} URL${checked === 1 ? '' : 's'} in ${seconds.toFixed(2)} s${r === null ? '' : `: ${r} URLs/s`} (${threads})`;
}

/** A fix in a JSON result: as the report gives it, or for a long input (`LONG_INPUT`) without its `url`. */
function jsonFix(f: ReportFix, long: boolean): object {
  if (!long) return f;
  const { url: _url, ...rest } = f;
  return rest;
}

/**
 * An error or warning in a JSON result: as the report gives it, or for a long input (`LONG_INPUT`)
 * without its `input` and with its fixes without their `url` (keys in the report's order).
 */
function jsonReport<R extends { readonly fixes: readonly ReportFix[] }>(r: R, long: boolean): object {
  if (!long) return r;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(r)) {
    if (k === 'input') continue;
    out[k] = k === 'fixes' ? r.fixes.map((f) => jsonFix(f, true)) : (r as Record<string, unknown>)[k];
  }
  return out;
}

/** A fix as `--format jsonl` shows it: the corrected URL, whether it is partial, and its applicability when the report gives one. */
function compactFix(f: ReportFix | undefined, long: boolean): { fix?: { url?: string; edits?: ReportFix['edits']; partial: boolean; applicability?: string } } {
  if (!f) return {};
  const applicability = (f as { applicability?: string }).applicability;
  return { fix: { ...(long ? { edits: f.edits } : { url: f.url }), partial: !f.validates, ...(applicability ? { applicability } : {}) } };
}

/** An error as `--format jsonl` shows it: no expected terminals, no hints, one fix; the rule stack with `--trace`. */
function compactError(e: URLErrorReport, trace: boolean): Record<string, unknown> {
  const long = e.input.length > LONG_INPUT;
  return {
    code: e.code,
    offset: e.offset,
    line: e.line,
    column: e.column,
    culprit: e.culprit?.offset ?? e.offset,
    message: e.message,
    ...compactFix(e.fixes[0], long),
    ...(trace ? { trace: e.trace } : {}),
  };
}

/** A warning as `--format jsonl` shows it. */
function compactWarning(url: string, w: URLWarning): Record<string, unknown> {
  const at = position(url, w.start);
  return { code: w.code, start: w.start, end: w.end, line: at.line, column: at.column, message: w.message, ...compactFix(w.fixes[0], url.length > LONG_INPUT) };
}

/** Shows control characters as their Unicode control pictures, as `formatReport` does (one column each). */
const visible = (s: string): string =>
  s.replace(/[\u0000-\u001f\u007f]/g, (ch) => {
    const c = ch.charCodeAt(0);
    return c === 0x7f ? '\u2421' : String.fromCharCode(0x2400 + c);
  });

/** The number of code points of `s` before UTF-16 index `offset`: a caret's column, from 0. */
const columnOf = (s: string, offset: number) => Array.from(s.slice(0, Math.max(0, offset))).length;

/**
 * A warning as the text format prints it, in the shape of an error's report: the position as
 * `line:column` (as errors give it: the line of the input, from `inputLine`), the input with
 * carets under what the warning is about, and each fix.
 */
function warningText(url: string, inputLine: number, warning: URLWarning): string {
  const redaction = redactPasswords(url);
  const w = redaction.data(warning) as URLWarning;
  const input = redaction.text;
  const at = position(url, w.start);
  const from = columnOf(input, w.start);
  const carets = '^'.repeat(Math.max(1, columnOf(input, w.end) - from));
  const lines = [`warning[${w.code}]: ${w.message}`, ` --> ${inputLine + at.line - 1}:${at.column}`, '  |', `  | ${visible(input)}`, `  | ${' '.repeat(from)}${carets}`];
  if (w.fixes.length) lines.push('  |');
  for (const f of w.fixes) lines.push(`  = fix (${f.applicability}): ${f.message}`, `      ${visible(f.url)}`);
  return lines.join('\n');
}

/**
 * The output of `check` for one URL ('' for a valid URL in text format), read from input line
 * `inputLine` (the line of standard input, blank lines counted, or the argument's number), what
 * goes to standard error, and whether it counts as valid (under `--fix`: valid once corrected).
 * Every record carries the input line: `inputLine` in JSON, the line's number first in `--format
 * line`, the `-->` line of a text report (`inputLine:column`).
 */
export function checkOne(url: string, o: CheckOptions, inputLine: number): { valid: boolean; text: string; err: string; masked?: boolean } {
  // Read when something is printed (a valid URL in text prints nothing; formatReport and the line
  // format read their own).
  let rd: Redaction | undefined;
  const redaction = (): Redaction => (rd ??= redactPasswords(url));
  const r = parseURL(url, { grammar: o.grammar, start: o.start, allErrors: o.allErrors, warnings: o.warnings, ...(o.schemes ? { schemes: true } : {}) });
  const long = url.length > LONG_INPUT;
  if (o.fix) {
    // The whole-URL fix: every fix of the allowed levels, applied together, round by round.
    const w = r.ok ? null : fixURL(url, { grammar: o.grammar, start: o.start, applicability: o.unsafeFixes ? 'maybe-incorrect' : 'machine-applicable' });
    const now = r.ok || (w?.validates ?? false);
    const fixed = w !== null && w.applied.length > 0 ? w.url : null;
    const said = (f: ReportFix) => ({ message: f.message, applicability: f.applicability });
    if (o.format === 'json') {
      // The fixed URL is the output asked for (the data, as on standard output without --json); the rest is masked.
      const body = redaction().data({ input: url, inputLine, valid: r.ok, validates: now, ...(r.ok ? {} : { error: jsonReport(r.error, long) }) }) as object;
      const what = redaction().data(w === null ? {} : { applied: w.applied.map(said), withheld: w.withheld.map(said) }) as object;
      const shown = fixed === null || o.showPassword ? fixed : redaction().mask(fixed);
      return { valid: now, err: '', text: JSON.stringify({ ...body, fixed: shown, ...what }) + '\n', masked: redaction().found && fixed !== null && !o.showPassword };
    }
    // Standard output is the URLs, one per line, for a pipe; what stays invalid is said on stderr,
    // with the fixes that were not applied (maybe-incorrect: they may drop or move data).
    let err = '';
    if (!now && !r.ok) {
      // A long input's URLs are not repeated here: the partly fixed one is the output line, a fix not applied is shown as its edits.
      const partly = long ? ' (fixed in part: the output line)' : ` (fixed as far as ${JSON.stringify(redaction().mask(fixed ?? ''))})`;
      err = `${oneLine(r.error, inputLine)}${fixed !== null ? partly : w && w.withheld.length ? '' : ' (no fix)'}\n`;
      const withheld = w?.withheld ?? [];
      // Masked in one pass over the input (masking reads its record).
      const edits = long ? (redaction().data(withheld.map((f) => f.edits)) as unknown[]) : [];
      for (const [i, f] of withheld.entries()) {
        const what = long ? `edits ${JSON.stringify(edits[i])}` : JSON.stringify(redaction().mask(f.url));
        err += `  not applied (${f.applicability}): ${redaction().mask(f.message)}: ${what}; --unsafe-fixes applies it\n`;
      }
    }
    // The URLs are the data asked for: masked unless --show-password.
    const line = o.showPassword ? (fixed ?? url) : redaction().mask(fixed ?? url);
    return { valid: now, text: line + '\n', err, masked: redaction().found && !o.showPassword };
  }
  // Under --only, the other inputs print nothing (their verdicts still count).
  if (o.only === (r.ok ? 'invalid' : 'valid')) return { valid: r.ok, err: '', text: '' };
  if (o.format === 'json') {
    const body = r.ok
      ? { input: url, inputLine, valid: true, ...(r.warnings ? { warnings: r.warnings.map((w) => jsonReport(w, long)) } : {}) }
      : { input: url, inputLine, valid: false, error: jsonReport(r.error, long), ...(r.errors ? { errors: r.errors.map((e) => jsonReport(e, long)) } : {}) };
    return { valid: r.ok, err: '', text: JSON.stringify(redaction().data(body)) + '\n' };
  }
  if (o.format === 'jsonl') {
    const body = r.ok
      ? { input: url, inputLine, valid: true, ...(r.warnings ? { warnings: r.warnings.map((w) => compactWarning(url, w)) } : {}) }
      : { input: url, inputLine, valid: false, ...compactError(r.error, o.trace === true), ...(r.errors ? { errors: r.errors.map((e) => compactError(e, o.trace === true)) } : {}) };
    return { valid: r.ok, err: '', text: JSON.stringify(redaction().data(body)) + '\n' };
  }
  if (!r.ok) {
    // Each error on its own line, with its own first fix.
    if (o.format === 'line') return { valid: false, err: '', text: lines(url, inputLine, r.errors ?? [r.error], true).join('\n') + '\n' };
    return { valid: false, err: '', text: wrapReport(formatReport(r.errors ?? r.error, { color: o.color, firstLine: inputLine }), o.width) + '\n\n' };
  }
  const warnings = r.warnings ?? [];
  if (o.format === 'line') return { valid: true, err: '', text: `${inputLine}: valid ${JSON.stringify(redaction().text)}${warnings.map((w) => ` warning ${w.code}`).join('')}\n` };
  return { valid: true, err: '', text: warnings.map((w) => wrapReport(warningText(url, inputLine, w), o.width) + '\n\n').join('') };
}

/** The code of a line of standard input that is not UTF-8 (checked before the grammar is asked). */
export const INVALID_UTF8 = 'input.invalid-utf8';

/**
 * What `check` prints for a line of standard input that is not UTF-8: the line is invalid, and
 * not parsed (what its bytes meant is unknown); the report names the line, the first bad byte and
 * its bytes, and shows the line with U+FFFD for each ill-formed sequence, a caret under the first.
 * Counted as an invalid input (exit 1).
 */
export function checkBadLine(text: string, bad: BadUTF8, o: CheckOptions): { valid: boolean; text: string; err: string; masked?: boolean } {
  if (o.only === 'valid') return { valid: false, err: '', text: '' };
  const redaction = redactPasswords(text);
  const input = redaction.text;
  const at = position(text, bad.offset);
  const message = badUTF8Message(bad);
  const inputLine = bad.inputLine;
  const error = { code: INVALID_UTF8, message, inputLine, byte: bad.byte, bytes: bad.bytes, offset: bad.offset, line: at.line, column: at.column, fixes: [] };
  const short = `${inputLine}: invalid ${JSON.stringify(input)} ${at.line}:${at.column} ${INVALID_UTF8}: ${bad.bytes} at byte ${bad.byte} of line ${inputLine}`;
  if (o.fix) {
    // As the fix path prints an input it cannot repair: the line as read on standard output, what stays invalid on standard error.
    if (o.format === 'json') return { valid: false, err: '', text: JSON.stringify({ ...(redaction.data({ input: text, inputLine, valid: false, validates: false, error }) as object), fixed: null }) + '\n' };
    return { valid: false, text: (o.showPassword ? text : input) + '\n', err: `${short} (no fix)\n`, masked: redaction.found && !o.showPassword };
  }
  if (o.format === 'json') return { valid: false, err: '', text: JSON.stringify(redaction.data({ input: text, inputLine, valid: false, error })) + '\n' };
  if (o.format === 'jsonl') {
    const { code, offset, line, column, byte } = error;
    return { valid: false, err: '', text: JSON.stringify(redaction.data({ input: text, inputLine, valid: false, code, offset, line, column, culprit: offset, message, byte })) + '\n' };
  }
  if (o.format === 'line') return { valid: false, err: '', text: short + '\n' };
  const red = (s: string) => (o.color ? `\u001b[1;31m${s}\u001b[0m` : s);
  const lines = [`${red(`error[${INVALID_UTF8}]`)}: ${message}; the line is not checked`, ' --> ' + `${inputLine}:${at.column}`, '  |', `  | ${visible(input)}`, `  | ${' '.repeat(columnOf(input, bad.offset))}${red('^ not UTF-8')}`];
  return { valid: false, err: '', text: wrapReport(lines.join('\n'), o.width) + '\n\n' };
}

/** The output of `check` for `urls` (the arguments: none is skipped; each numbered as its input line, from 1) in order, concatenated. */
export function checkBatch(urls: readonly string[], o: CheckOptions): CheckBatchResult {
  let text = '';
  let err = '';
  let invalid = 0;
  let masked = 0;
  for (const [i, url] of urls.entries()) {
    const r = checkOne(url, o, i + 1);
    if (!r.valid) invalid++;
    if (r.masked) masked++;
    text += r.text;
    err += r.err;
  }
  return { text, err, checked: urls.length, invalid, blank: 0, masked };
}

/**
 * The output of `check` for a piece of standard input (bytes): whole lines, the last one ended by
 * a line break unless the piece is the end of the input (then an empty last line is no line, as
 * in readline), numbered from `firstLine`. Blank lines are skipped and counted (under `--fix`,
 * printed as read, so that the output has one line per input line); a line that is not UTF-8 is
 * reported as such (`checkBadLine`).
 */
export function checkPiece(bytes: Uint8Array, firstLine: number, o: CheckOptions): CheckBatchResult {
  let text = '';
  let err = '';
  let checked = 0;
  let invalid = 0;
  let blank = 0;
  let masked = 0;
  for (const line of linesOf(bytes, firstLine)) {
    if (!line.bad && BLANK.test(line.text)) {
      blank++;
      if (o.fix && o.format !== 'json') text += line.text + '\n';
      continue;
    }
    const r = line.bad ? checkBadLine(line.text, line.bad, o) : checkOne(line.text, o, line.inputLine);
    checked++;
    if (!r.valid) invalid++;
    if (r.masked) masked++;
    text += r.text;
    err += r.err;
  }
  return { text, err, checked, invalid, blank, masked };
}
