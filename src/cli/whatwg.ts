/**
 * `urlgrammar whatwg`: what it prints for each input. The option parsing, standard input and the
 * exit status are src/cli/commands/whatwg.ts's; this is the answer for one input: the WHATWG URL
 * Standard's basic URL parser (`parseWHATWG`) on it, in text or JSON, with every password masked.
 *
 * Text: the href (or `failure (NAME)`), then each validation error as a report in the shape of
 * `check`'s (`error[NAME]` for one at which the parser returned failure, `warning[NAME]` for one
 * it went on past), with `--trace` the states in order and their notes. JSON: one object per input.
 *
 * Passwords are masked as every output masks them (`redactPasswords`: the WHATWG parser's reading,
 * against the base, and the RFC 3986 record's; in every form): in the input, the base, any message
 * or note that would quote it, and unless `showPassword`, in the href, the URL record and the getters
 * (the data).
 *
 * Node-only (it is the command line's), but it reads nothing but its arguments.
 */
import { parseWHATWG, serializeWHATWG, WHATWG_MAX_ERRORS_CEILING, WHATWG_VALIDATION_ERRORS, whatwgGetters, type WHATWGParse, type WHATWGSpan, type WHATWGStep, type WHATWGURLRecord, type WHATWGValidationError } from '../index.js';
import { codePoints, positions, stepBack, stepForward, visible } from '../diagnostics/format.js';
import { redactPasswords, type Redaction } from '../diagnostics/redact.js';
import { badUTF8Message, type BadUTF8 } from './input.js';
import { wrapLine, wrapReport } from './wrap.js';

/** How `urlgrammar whatwg` answers, fixed for the whole run. */
export interface WhatwgCLIOptions {
  /** `--base`: the URL every input is parsed against (the API URL parser's base), or undefined. */
  readonly base: string | undefined;
  /** `--trace`: the states after the reports (text), or `steps` (JSON). */
  readonly trace: boolean;
  /** `--json`: one JSON object per input. */
  readonly json: boolean;
  /** The width reports and trace lines are wrapped to (0: never). */
  readonly width: number;
  /** ANSI colour in text (standard output is a terminal and NO_COLOR is unset). */
  readonly color: boolean;
  /** `--show-password`: the href, the URL record and the getters (the data) show the password. */
  readonly showPassword?: boolean;
}

/**
 * What an input came to: `'clean'` (parsed, no validation error), `'errors'` (parsed, with
 * validation errors that are not failures), `'failure'` (the parser returned failure; a line of
 * standard input that is not UTF-8 too). Exit status 0 when every input is clean, else 1.
 */
export type WhatwgVerdict = 'clean' | 'errors' | 'failure';

/** One input's answer: what to print (with its line ends) and its verdict. */
export interface WhatwgAnswer {
  readonly verdict: WhatwgVerdict;
  readonly text: string;
  /** Whether a password was masked in the data (the href, the record, the getters). */
  readonly masked?: boolean;
}

/** The reports printed for one input in text; the others are counted ("... and K more"; `--json` lists up to `WHATWG_MAX_ERRORS_CEILING`). */
export const MAX_REPORTS = 100;

/** An input up to this many UTF-16 units is shown whole under a report; a longer one around the mark (as `formatReport`). */
const WHOLE_LINE = 200;
/** The code points an excerpt shows on each side of a mark. */
const CONTEXT = 60;
/** What stands for an elided part of a long input, one column wide. */
const ELISION = '\u2026';

const DESCRIPTION = new Map(WHATWG_VALIDATION_ERRORS.map((e) => [e.name, e.description]));

/** The state that reports a base that fails to parse (`parseWHATWG`: the API URL parser, §6.1). */
const API_STATE = 'API URL parser';



/**
 * The input line of a report and its marks: the whole (masked) input when it is short, else the
 * text around the span ({@link CONTEXT} code points each side, `…` for the rest, a span longer
 * than that cut and said); the column of the span and its width in code points (at least 1).
 */
function sourceLine(text: string, start: number, end: number): { line: string; col: number; width: number; cut: boolean } {
  const s = Math.min(Math.max(0, start), text.length);
  const e = Math.min(Math.max(s, end), text.length);
  if (text.length <= WHOLE_LINE) return { line: visible(text), col: codePoints(text, 0, s), width: Math.max(1, codePoints(text, s, e)), cut: false };
  const markEnd = Math.min(e, stepForward(text, s, CONTEXT));
  const a = stepBack(text, s, CONTEXT);
  const b = stepForward(text, markEnd > s ? markEnd : s, markEnd > s ? CONTEXT : CONTEXT + 1);
  const line = (a > 0 ? ELISION : '') + visible(text.slice(a, b)) + (b < text.length ? ELISION : '');
  return { line, col: (a > 0 ? 1 : 0) + codePoints(text, a, s), width: Math.max(1, codePoints(text, s, markEnd)), cut: markEnd < e };
}

/** The URL record with its password as asterisks (the same length). */
const maskedRecord = (url: WHATWGURLRecord): WHATWGURLRecord => (url.password === '' ? url : { ...url, password: '*'.repeat(url.password.length) });

/** A parsed `--base`, read once for the run: its text masked, and its own failure (to show where it failed). */
interface BaseInfo {
  readonly text: string;
  readonly masked: string;
  readonly failure: WHATWGValidationError | null;
}

/** The colours of the reports (none without `color`). */
function painters(color: boolean) {
  const paint = (code: string) => (s: string) => (color ? `\u001b[${code}m${s}\u001b[0m` : s);
  return { red: paint('1;31'), yellow: paint('1;33'), blue: paint('1;34'), bold: paint('1') };
}

/**
 * A validation error as a report, in the shape of `check`'s: `error[NAME]` (a failure) or
 * `warning[NAME]` (the parser went on) and the standard's description of the name, `--> line:column`
 * and the parser's state, the input (masked) with carets under the span, and the message.
 * `where` is the input's positions, or for a base that fails, the base's own (`base`).
 */
function reportText(
  e: WHATWGValidationError,
  shown: string,
  at: { line: number; column: number },
  span: { start: number; end: number; state: string; of: 'input' | 'base' },
  message: string,
  extra: readonly string[],
  color: boolean,
): string {
  const { red, yellow, blue, bold } = painters(color);
  const paint = e.failure ? red : yellow;
  const head = `${paint(`${e.failure ? 'error' : 'warning'}[${e.name}]`)}${bold(`: ${DESCRIPTION.get(e.name) ?? e.name}`)}`;
  const src = sourceLine(shown, span.start, span.end);
  const label = span.end === span.start ? ' missing here' : src.cut ? ` (the span goes on: ${codePoints(shown, span.start, Math.min(span.end, shown.length))} code points in all)` : '';
  const lines = [
    head,
    `${blue(' -->')} ${span.of === 'base' ? 'the base, ' : ''}${at.line}:${at.column} (${span.state}${e.failure ? '; the parser returns failure' : ''})`,
    blue('  |'),
    `${blue('  |')} ${src.line}`,
    `${blue('  |')} ${' '.repeat(src.col)}${paint('^'.repeat(src.width) + label)}`,
    blue('  |'),
    `${blue('  =')} ${bold('note')}: ${message}`,
    ...extra.map((x) => `${blue('  =')} ${bold('note')}: ${x}`),
  ];
  return lines.join('\n');
}

/** The trace as text: each state as the parser entered it, its notes under it, with their positions. */
function traceText(input: string, steps: readonly WHATWGStep[], width: number, baseFailed: boolean): string {
  if (baseFailed) return 'trace: none (the base fails to parse, so the input is not parsed)\n';
  if (steps.length === 0) return 'trace: none\n';
  const at = positions(input, steps.map((s) => s.offset));
  const where = steps.map((s) => `${at.get(s.offset)!.line}:${at.get(s.offset)!.column}`);
  const pad = Math.max(...where.map((w) => w.length));
  const lines = ['trace (each state the parser entered, in order, and what it did there):'];
  steps.forEach((s, i) => {
    const line = `  ${where[i]!.padStart(pad)}  ${s.note === undefined ? s.state : `  ${s.note}`}`;
    lines.push(...wrapLine(line, width, 4));
  });
  return lines.join('\n') + '\n';
}

/** The answers of one run: `one` for an input, `badLine` for a line of standard input that is not UTF-8. */
export interface WhatwgAnswerer {
  one(input: string): WhatwgAnswer;
  badLine(text: string, bad: BadUTF8): WhatwgAnswer;
}

/**
 * `urlgrammar whatwg`'s answers for a run: the base, when there is one, is read once (its mask, and
 * where it fails, if it does).
 */
export function whatwgAnswerer(o: WhatwgCLIOptions): WhatwgAnswerer {
  let base: BaseInfo | null = null;
  if (o.base !== undefined) {
    const b = parseWHATWG(o.base);
    base = { text: o.base, masked: redactPasswords(o.base).text, failure: b.failure };
  }
  return { one: (input) => whatwgOne(input, o, base), badLine: (text, bad) => whatwgBadLine(text, bad, o, base) };
}

function whatwgOne(input: string, o: WhatwgCLIOptions, base: BaseInfo | null): WhatwgAnswer {
  // (Text shows MAX_REPORTS reports; JSON lists up to the ceiling, with errorCount for the rest.)
  const maxErrors = o.json ? WHATWG_MAX_ERRORS_CEILING : MAX_REPORTS;
  const r = parseWHATWG(input, base === null ? { trace: o.trace, maxErrors } : { base: base.text, trace: o.trace, maxErrors });
  const baseFailed = r.failure?.state === API_STATE && base !== null;
  // The input's passwords as read against the base (and the base's own).
  const rd: Redaction = redactPasswords(input, base === null ? null : { base: base.text });
  const shown = rd.text;
  const show = o.showPassword === true;
  // The record's password is masked as a field too (whatever its length); then every string by the redaction.
  const url = r.url === null ? null : show ? r.url : maskedRecord(r.url);
  const dataOf = <T,>(v: T): T => (show ? v : (rd.data(v) as T));
  const href = url === null ? null : dataOf(serializeWHATWG(url));
  const masked = rd.found && !show && r.url !== null;
  const verdict: WhatwgVerdict = !r.ok ? 'failure' : r.errors.length ? 'errors' : 'clean';
  if (o.json) {
    const reports = rd.data({
      input,
      ...(base !== null ? { base: base.text } : {}),
      ok: r.ok,
      errors: r.errors,
      failure: r.failure,
      ...(o.trace ? { steps: r.steps } : {}),
    }) as Record<string, unknown>;
    const { errors, failure, steps, ...head } = reports;
    const body = {
      ...head,
      ...(base !== null ? { base: base.masked } : {}),
      href,
      url: dataOf(url),
      getters: url === null ? null : dataOf(whatwgGetters(url)),
      errors,
      errorCount: r.errorCount,
      failure,
      ...(o.trace ? { steps } : {}),
    };
    return { verdict, text: JSON.stringify(body) + '\n', masked };
  }
  let text = `${href ?? `failure (${r.failure?.name ?? 'unknown'}${baseFailed ? ', of the base' : ''})`}\n`;
  const at = positions(input, r.errors.map((e) => e.offset));
  const errors = r.errors.slice(0, MAX_REPORTS);
  for (const e of errors) {
    let report: string;
    if (e.state === API_STATE && base !== null) {
      // The base fails to parse: the report shows the base, with its own failure.
      const f = base.failure;
      const where = positions(base.text, [f?.offset ?? 0]).get(f?.offset ?? 0)!;
      const span = { start: f?.offset ?? 0, end: (f?.offset ?? 0) + (f?.length ?? 0), state: f?.state ?? API_STATE, of: 'base' as const };
      const extra = f ? [rd.mask(f.message)] : [];
      report = reportText(e, base.masked, where, span, rd.mask(e.message), extra, o.color);
    } else {
      const span = { start: e.offset, end: e.offset + e.length, state: e.state, of: 'input' as const };
      report = reportText(e, shown, at.get(e.offset)!, span, rd.mask(e.message), [], o.color);
    }
    text += wrapReport(report, o.width) + '\n\n';
  }
  if (r.errorCount > errors.length) text += `... and ${r.errorCount - errors.length} more validation errors (--json lists up to ${WHATWG_MAX_ERRORS_CEILING}, and counts them all in errorCount)\n\n`;
  if (o.trace) {
    const steps = r.steps.map((s) => (s.note === undefined ? s : { ...s, note: rd.mask(s.note) }));
    text += traceText(input, steps, o.width, baseFailed) + '\n';
  }
  return { verdict, text, masked };
}

/**
 * A line of standard input that is not UTF-8: not parsed (what its bytes meant is unknown), a
 * failure; reported as `check` reports it (`error[input.invalid-utf8]`), or in JSON with `error`.
 */
function whatwgBadLine(text: string, bad: BadUTF8, o: WhatwgCLIOptions, base: BaseInfo | null): WhatwgAnswer {
  const rd = redactPasswords(text);
  const shown = rd.text;
  const message = badUTF8Message(bad);
  if (o.json) {
    const body = {
      input: shown,
      ...(base !== null ? { base: base.masked } : {}),
      ok: false,
      href: null,
      url: null,
      getters: null,
      errors: [],
      errorCount: 0,
      failure: null,
      error: { code: 'input.invalid-utf8', message, inputLine: bad.inputLine, byte: bad.byte, bytes: bad.bytes },
    };
    return { verdict: 'failure', text: JSON.stringify(rd.data(body)) + '\n' };
  }
  const { red, blue } = painters(o.color);
  const at = positions(text, [bad.offset]).get(bad.offset)!;
  const src = sourceLine(shown, bad.offset, bad.offset + 1);
  const lines = [
    `${red('error[input.invalid-utf8]')}: ${message}; the line is not parsed`,
    `${blue(' -->')} ${at.line}:${at.column}`,
    blue('  |'),
    `${blue('  |')} ${src.line}`,
    `${blue('  |')} ${' '.repeat(src.col)}${red('^ not UTF-8')}`,
  ];
  return { verdict: 'failure', text: `failure (input.invalid-utf8)\n${wrapReport(lines.join('\n'), o.width)}\n\n` };
}
