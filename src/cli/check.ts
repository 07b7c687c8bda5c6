/**
 * `urlgrammar check`, one URL at a time: what the command writes for each input line. The main
 * thread (`--jobs 1`, or a short input) and the worker threads of `--jobs N` (src/cli/check-worker.ts)
 * both call `checkLines` (and through it `checkBatch`), so their output is the same bytes by
 * construction.
 */
import { formatReport, parseURL, type GrammarName, type StartSymbol, type URLErrorReport, type URLWarning } from '../index.js';
import { maskedData, maskPasswords } from '../diagnostics/format.js';
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
  /** `--fix`: print each URL corrected by its fix-its (what stays invalid is said on standard error). */
  readonly fix: boolean;
  /** `--all-errors`: every error of a URL, not only the first. */
  readonly allErrors: boolean;
  /** `--warnings`: what is legal but suspicious in a valid URL. */
  readonly warnings: boolean;
}

/** What `check` prints for a batch of URLs, and how many it checked, found invalid and skipped as blank. */
export interface CheckBatchResult {
  readonly text: string;
  /** What goes to standard error (under `--fix`: the URLs that stay invalid). */
  readonly err: string;
  readonly checked: number;
  readonly invalid: number;
  readonly blank: number;
}

/** What a worker thread answers for a piece: the output as UTF-8 bytes (moved, not copied). */
export interface CheckBatchAnswer {
  readonly text: Uint8Array;
  readonly err: string;
  readonly checked: number;
  readonly invalid: number;
  readonly blank: number;
}

/**
 * Bytes of standard input as text: UTF-8, ill-formed sequences as U+FFFD, a byte order mark kept,
 * as readline's decoder reads them (the same decoder: Node's).
 */
export function utf8(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
}

/** A blank or whitespace-only line of standard input: skipped by `check`. */
const BLANK = /^\s*$/;

/**
 * Line endings as Node's readline reads them (with `crlfDelay: Infinity`): CR LF, LF, or a CR on
 * its own.
 */
const EOL = /\r\n|\r|\n/;

/** `--format line`'s one line for an invalid URL. */
export function oneLine(r: URLErrorReport): string {
  const m = maskedData({ input: r.input, offset: r.offset, found: r.found }, r.input) as { input: string; found: URLErrorReport['found'] };
  return `invalid ${JSON.stringify(m.input)} ${r.line}:${r.column} ${r.code}: ${m.found ? (m.found.name ?? JSON.stringify(m.found.text)) : 'end of input'}`;
}

/**
 * The corrected URL of `url` under `--fix`: the best fix of each error in turn (at most 20
 * rounds), and whether the result validates. Null when the first error has no fix.
 */
function corrected(url: string, o: CheckOptions): { url: string; validates: boolean } | null {
  let text = url;
  for (let round = 0; round < 20; round++) {
    const r = parseURL(text, { grammar: o.grammar, start: o.start });
    if (r.ok) return round === 0 ? null : { url: text, validates: true };
    const best = r.error.fixes[0];
    if (!best) return round === 0 ? null : { url: text, validates: false };
    text = best.url;
  }
  return { url: text, validates: parseURL(text, { grammar: o.grammar, start: o.start }).ok };
}

/** A warning as the text format prints it. */
function warningText(url: string, warning: URLWarning): string {
  const w = maskedData(warning, url) as URLWarning;
  const lines = [`warning[${w.code}]: ${w.message}`, `  --> ${JSON.stringify(maskPasswords(url).text)} at ${w.start}..${w.end}`];
  for (const f of w.fixes) lines.push(`  = fix: ${f.message}`, `      ${f.url}`);
  return lines.join('\n');
}

/**
 * The output of `check` for one URL ('' for a valid URL in text format), what goes to standard
 * error, and whether it counts as valid (under `--fix`: valid once corrected).
 */
export function checkOne(url: string, o: CheckOptions): { valid: boolean; text: string; err: string } {
  const r = parseURL(url, { grammar: o.grammar, start: o.start, allErrors: o.allErrors, warnings: o.warnings });
  if (o.fix) {
    const c = r.ok ? null : corrected(url, o);
    const now = r.ok || (c?.validates ?? false);
    if (o.format === 'json') {
      // The fixed URL is the output asked for (the data, as on standard output without --json); the rest is masked.
      const body = maskedData({ input: url, valid: r.ok, validates: now, ...(r.ok ? {} : { error: r.error }) }, url) as object;
      return { valid: now, err: '', text: JSON.stringify({ ...body, fixed: c?.url ?? null }) + '\n' };
    }
    // Standard output is the URLs, one per line, for a pipe; what stays invalid is said on stderr.
    const err = now || r.ok ? '' : `${oneLine(r.error)}${c ? ` (fixed as far as ${JSON.stringify(maskPasswords(c.url).text)})` : ' (no fix)'}\n`;
    return { valid: now, text: (c?.url ?? url) + '\n', err };
  }
  if (o.format === 'json') {
    const body = r.ok ? { input: url, valid: true, ...(r.warnings ? { warnings: r.warnings } : {}) } : { input: url, valid: false, error: r.error, ...(r.errors ? { errors: r.errors } : {}) };
    return { valid: r.ok, err: '', text: JSON.stringify(maskedData(body, url)) + '\n' };
  }
  if (!r.ok) {
    if (o.format === 'line') {
      const fix = r.error.fixes[0];
      return { valid: false, err: '', text: (r.errors ?? [r.error]).map((e) => oneLine(e)).join('\n') + (fix ? ` fix ${JSON.stringify(maskPasswords(fix.url).text)}` : '') + '\n' };
    }
    return { valid: false, err: '', text: wrapReport(formatReport(r.errors ?? r.error, { color: o.color }), o.width) + '\n\n' };
  }
  const warnings = r.warnings ?? [];
  if (o.format === 'line') return { valid: true, err: '', text: `valid ${JSON.stringify(maskPasswords(url).text)}${warnings.map((w) => ` warning ${w.code}`).join('')}\n` };
  return { valid: true, err: '', text: warnings.map((w) => warningText(url, w) + '\n\n').join('') };
}

/** The output of `check` for `urls` (the arguments: none is skipped) in order, concatenated. */
export function checkBatch(urls: readonly string[], o: CheckOptions): CheckBatchResult {
  let text = '';
  let err = '';
  let invalid = 0;
  for (const url of urls) {
    const r = checkOne(url, o);
    if (!r.valid) invalid++;
    text += r.text;
    err += r.err;
  }
  return { text, err, checked: urls.length, invalid, blank: 0 };
}

/**
 * The output of `check` for a piece of standard input: whole lines, the last one ended by a line
 * break unless the piece is the end of the input (then an empty last line is no line, as in
 * readline). Blank lines are skipped and counted.
 */
export function checkLines(piece: string, o: CheckOptions): CheckBatchResult {
  const lines = piece.split(EOL);
  if (lines.at(-1) === '') lines.pop();
  const urls = lines.filter((line) => !BLANK.test(line));
  return { ...checkBatch(urls, o), blank: lines.length - urls.length };
}
