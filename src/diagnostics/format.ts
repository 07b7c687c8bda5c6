/**
 * `formatReport`: the report as text, in the style of rustc's diagnostics.
 */
import { readComponents } from '../record/index.js';
import { pasteView } from './paste.js';
import { ArgumentError, checkObject, optionOf, optionsOf, optionsSpec, typeName } from '../../grammar/core.js';
import { ERROR_CODES, summaryOf } from './codes.js';
import { culpritLabel } from './actions.js';
import { foldExpected, position, type URLErrorReport } from './report.js';

/**
 * Options of `formatReport`.
 *
 * @example
 * ```ts
 * const r = parseURL('ftp://user:secret@a b/');
 * if (!r.ok) console.log(formatReport(r.error, { showPassword: true, color: process.stdout.isTTY }));
 * ```
 */
export interface FormatOptions {
  /** Show the password of a `user:password@` part (default: masked as `****`). */
  readonly showPassword?: boolean;
  /** ANSI colours (default false). */
  readonly color?: boolean;
}

const FORMAT_OPTIONS = optionsSpec<FormatOptions>('formatReport', { showPassword: true, color: true });

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
  if (typeof code !== 'string' || !Object.hasOwn(ERROR_CODES, code)) {
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

/**
 * Masks the password of `input`: the span the component record gives it (`readComponents`, the
 * user information up to the authority's last "@", its password after the first ":"), whatever
 * characters it holds, and the same of the URL inside paste artefacts (quotes, brackets,
 * `<URL:…>`), keeping the length of the text so that columns still line up (each masked code
 * unit becomes `*`). Returns the masked text and the masked ranges.
 */
export function maskPasswords(input: string): { text: string; ranges: Array<[number, number]> } {
  const ranges: Array<[number, number]> = [];
  const add = (text: string, offset: number): void => {
    const pw = readComponents(text).password;
    if (pw !== null && pw.end > pw.start && !ranges.some(([a, b]) => a === pw.start + offset && b === pw.end + offset)) ranges.push([pw.start + offset, pw.end + offset]);
  };
  add(input, 0);
  const view = pasteView(input);
  if (view.coreStart > 0 || view.coreEnd < input.length) add(input.slice(view.coreStart, view.coreEnd), view.coreStart);
  // `<URL:http://…>` (RFC 1738 Appendix): the URL after the "URL:" prefix, which the paste view keeps.
  const core = input.slice(view.coreStart, view.coreEnd);
  const prefix = readComponents(core).scheme;
  if (prefix !== null && prefix.text.toUpperCase() === 'URL') add(core.slice(prefix.end + 1), view.coreStart + prefix.end + 1);
  if (ranges.length === 0) return { text: input, ranges };
  ranges.sort((a, b) => a[0] - b[0]);
  let text = '';
  let kept = 0;
  for (const [a, b] of ranges) {
    if (a < kept) continue;
    text += input.slice(kept, a) + '*'.repeat(b - a);
    kept = b;
  }
  return { text: text + input.slice(kept), ranges };
}

/** `RFC 1738 §5`, `RFC 2373 Appendix B`. */
function cite(rfc: number | 'urlgrammar', section: string): string {
  return /^\d/.test(section) ? `RFC ${rfc} §${section}` : `RFC ${rfc} ${section}`;
}

/** The options of `formatReport`, checked, as the painters and the password mask they ask for. */
function styleOf(options: FormatOptions | null | undefined) {
  const o = optionsOf(options, FORMAT_OPTIONS);
  const color = optionOf(o, 'color', 'boolean', 'formatReport') ?? false;
  const showPassword = optionOf(o, 'showPassword', 'boolean', 'formatReport') ?? false;
  const paint = (code: string) => (s: string) => (color ? `\u001b[${code}m${s}\u001b[0m` : s);
  return {
    red: paint('1;31'),
    blue: paint('1;34'),
    bold: paint('1'),
    green: paint('1;32'),
    mask: (text: string) => (showPassword ? { text, ranges: [] as Array<[number, number]> } : maskPasswords(text)),
  };
}

/** Shows control characters as their Unicode "control pictures" (`a␊b`, `␉`), one column each. */
const visible = (s: string): string =>
  s.replace(/[\u0000-\u001f\u007f]/g, (ch) => {
    const c = ch.charCodeAt(0);
    return c === 0x7f ? '\u2421' : String.fromCharCode(0x2400 + c);
  });

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
  const { red, blue, bold, green, mask } = styleOf(options);
  const masked = mask(report.input);
  const input = masked.text;
  const hidden = (offset: number) => masked.ranges.some(([a, b]) => offset >= a && offset < b);

  const lines: string[] = [];
  const summary = summaryOf(report.code, typeof report.grammar === 'string' ? report.grammar : '');
  lines.push(`${red(`error[${report.code}]`)}${bold(`: ${summary}`)}`);
  // The primary position is the culprit (the place to fix) when there is one; the parser's stop follows.
  const where = report.culprit && report.culprit.offset !== report.offset
    ? `${report.culprit.line}:${report.culprit.column} (${report.grammar}, ${report.kind} error; the parser stopped at ${report.line}:${report.column})`
    : `${report.line}:${report.column} (${report.grammar}, ${report.kind} error)`;
  lines.push(`${blue(' -->')} ${where}`);

  // The whole input on one line: a URL has no lines, and a line feed in it is a character to
  // show (as ␊), not a place to cut the source line and lose the caret.
  lines.push(blue('  |'));
  lines.push(`${blue('  |')} ${visible(input)}`);
  const col = (off: number) => Array.from(input.slice(0, Math.max(0, off))).length;
  const stop = col(report.offset);
  const culprit = report.culprit ? col(report.culprit.offset) : null;
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
      const where = e.rfc === 'urlgrammar' ? '' : cite(e.rfc, e.section);
      const same = merged.find((m) => m.terminals === terminals && m.cite === where);
      if (same) same.rules.push(e.rule);
      else merged.push({ terminals, rules: [e.rule], cite: where });
    }
    for (const m of merged) lines.push(`      ${m.terminals}   in ${m.rules.join(', ')}${m.cite ? ` (${m.cite})` : ''}`);
  }
  if (report.trace.length) {
    lines.push(`${blue('  =')} ${bold('inside')}:`);
    for (const f of [...report.trace].reverse()) {
      const at = position(report.input, f.start);
      const where = f.rfc === 'urlgrammar' ? 'urlgrammar' : cite(f.rfc, f.section);
      lines.push(`      ${f.rule} at ${at.line}:${at.column}  [${where}]  ${f.text}`);
    }
  }
  for (const h of report.hints) lines.push(`${blue('  =')} ${bold('help')}: ${h.message}`);
  for (const f of Array.isArray(report.fixes) ? report.fixes : []) {
    // The level is shown where it is given (a report written by hand may leave it out).
    const level = typeof f.applicability === 'string' ? ` (${f.applicability})` : '';
    lines.push(`${blue('  =')} ${green(f.validates ? 'fix' : 'partial fix')}${level}: ${f.message}${f.validates ? '' : ' (the URL is still invalid further on)'}`);
    lines.push(`      ${visible(mask(f.url).text)}`);
  }
  return lines.join('\n');
}

/** Several reports of one input (`allErrors`): every caret on the source line, then each report. */
function formatMany(reports: readonly URLErrorReport[], options: FormatOptions | null | undefined): string {
  if (reports.length === 0) throw new ArgumentError('formatReport: the list of reports is empty');
  for (const r of reports) checkReport(r, 'formatReport');
  if (reports.length === 1) return formatReport(reports[0]!, options);
  const input = reports[0]!.input;
  if (reports.some((r) => r.input !== input)) throw new ArgumentError('formatReport: the reports of a list must be of one input (the errors of one parseURL call)');
  const { red, blue, bold, mask } = styleOf(options);
  const text = mask(input).text;
  const col = (off: number) => Array.from(text.slice(0, Math.max(0, off))).length;
  const lines = [red(`error: ${reports.length} errors`) + bold(` in this input (${reports[0]!.grammar})`), blue('  |'), `${blue('  |')} ${visible(text)}`];
  const seen = new Set<number>();
  const marks = reports
    .map((r) => ({ col: col(r.culprit?.offset ?? r.offset), ch: '^', label: r.code }))
    .filter((m) => (seen.has(m.col) ? false : (seen.add(m.col), true)));
  for (const l of caretLines(marks)) lines.push(`${blue('  |')} ${red(l)}`);
  return [lines.join('\n'), ...reports.map((r) => formatReport(r, options))].join('\n\n');
}

/**
 * A copy of `value` (a report, a list of them, a warning, a CLI result), as JSON data, with the
 * password of `input` masked wherever it shows: every string is masked as a URL of its own
 * (`maskPasswords`: the input, a fix's corrected URL), the password's own text is masked wherever
 * else it occurs, and a report's `found` that lies inside the password is shown as `*`. What the
 * CLI prints in every format (DECISIONS: the CLI masks the `input` field too).
 */
export function maskedData(value: unknown, input: string): unknown {
  const hidden = maskPasswords(input).ranges;
  const secrets = hidden.map(([a, b]) => input.slice(a, b)).filter((p) => p.length >= 2);
  const inside = (offset: unknown): boolean => typeof offset === 'number' && hidden.some(([a, b]) => offset >= a && offset < b);
  const str = (s: string): string => {
    let t = maskPasswords(s).text;
    for (const p of secrets) t = t.split(p).join('*'.repeat(p.length));
    return t;
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return str(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(o)) out[k] = walk(x);
      if (o['found'] && typeof o['found'] === 'object' && inside(o['offset'])) out['found'] = { ...(out['found'] as object), text: '*', name: null };
      return out;
    }
    return v;
  };
  return walk(JSON.parse(JSON.stringify(value)));
}
