/**
 * `urlgrammar check`, one URL at a time: what the command writes for each input line. The main
 * thread (`--jobs 1`, or a short input) and the worker threads of `--jobs N` (src/cli/check-worker.ts)
 * both call `checkBatch`, so their output is the same bytes by construction.
 */
import { formatReport, parseURL, type GrammarName, type URLErrorReport } from '../index.js';
import { wrapReport } from './wrap.js';

/** How `check` answers: the grammar, start symbol and output format, fixed for the whole run. */
export interface CheckOptions {
  readonly grammar: GrammarName;
  readonly start: string | undefined;
  readonly format: string;
  /** ANSI colour in text reports (standard output is a terminal and NO_COLOR is unset). */
  readonly color: boolean;
  /** The column width text reports are wrapped to (0: no wrapping). */
  readonly width: number;
}

/** What `check` prints for a batch of URLs, and how many it checked, found invalid and skipped as blank. */
export interface CheckBatchResult {
  readonly text: string;
  readonly checked: number;
  readonly invalid: number;
  readonly blank: number;
}

/** What a worker thread answers for a piece: the output as UTF-8 bytes (moved, not copied). */
export interface CheckBatchAnswer {
  readonly text: Uint8Array;
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
  return `invalid ${JSON.stringify(r.input)} ${r.line}:${r.column} ${r.code}: ${r.found ? (r.found.name ?? JSON.stringify(r.found.text)) : 'end of input'}`;
}

/** The output of `check` for one URL ('' for a valid URL in text format). */
export function checkOne(url: string, o: CheckOptions): { valid: boolean; text: string } {
  const r = parseURL(url, { grammar: o.grammar, start: o.start });
  if (o.format === 'json') return { valid: r.ok, text: JSON.stringify(r.ok ? { input: url, valid: true } : { input: url, valid: false, error: r.error }) + '\n' };
  if (!r.ok) return { valid: false, text: o.format === 'line' ? oneLine(r.error) + '\n' : wrapReport(formatReport(r.error, { color: o.color }), o.width) + '\n\n' };
  return { valid: true, text: o.format === 'line' ? `valid ${JSON.stringify(url)}\n` : '' };
}

/** The output of `check` for `urls` (the arguments: none is skipped) in order, concatenated. */
export function checkBatch(urls: readonly string[], o: CheckOptions): CheckBatchResult {
  let text = '';
  let invalid = 0;
  for (const url of urls) {
    const r = checkOne(url, o);
    if (!r.valid) invalid++;
    text += r.text;
  }
  return { text, checked: urls.length, invalid, blank: 0 };
}

/**
 * The output of `check` for a piece of standard input: whole lines, the last one ended by a line
 * break unless the piece is the end of the input (then an empty last line is no line, as in
 * readline). Blank lines are skipped and counted.
 */
export function checkLines(piece: string, o: CheckOptions): CheckBatchResult {
  const lines = piece.split(EOL);
  if (lines.at(-1) === '') lines.pop();
  let text = '';
  let checked = 0;
  let invalid = 0;
  let blank = 0;
  for (const url of lines) {
    if (BLANK.test(url)) {
      blank++;
      continue;
    }
    checked++;
    const r = checkOne(url, o);
    if (!r.valid) invalid++;
    text += r.text;
  }
  return { text, checked, invalid, blank };
}
