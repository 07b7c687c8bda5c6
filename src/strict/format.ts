/**
 * `formatReport`: the report as text, in the style of rustc's diagnostics.
 */
import { ArgumentError, checkObject, optionOf, optionsOf } from '../../grammar/index.js';
import { ERROR_CODES, summaryOf } from './codes.js';
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

/**
 * A report as `parseURL` returns it, checked at its top level: an object with a known `code`, a
 * string `input`, numeric positions and arrays of expectations, frames and hints.
 */
function checkReport(report: unknown, fn: string): asserts report is URLErrorReport {
  checkObject(report, fn, 'the report');
  const r = report as Record<string, unknown>;
  const ok =
    typeof r['code'] === 'string' && Object.hasOwn(ERROR_CODES, r['code']) && typeof r['input'] === 'string' &&
    typeof r['offset'] === 'number' && typeof r['line'] === 'number' && typeof r['column'] === 'number' &&
    Array.isArray(r['expected']) && Array.isArray(r['trace']) && Array.isArray(r['hints']) &&
    typeof r['culprit'] === 'object' && typeof r['found'] === 'object';
  if (!ok) throw new ArgumentError(`${fn}: the report must be a URLErrorReport (as parseURL returns), with a known code`);
}

/**
 * Masks the password of every `//user:password@` in `input` (up to the authority's last "@", so
 * that an unescaped "@" in the password does not show the rest of it), keeping the length of the text so
 * that columns still line up (each masked character becomes `*`). Returns the masked text and
 * the masked ranges.
 */
function maskPasswords(input: string): { text: string; ranges: Array<[number, number]> } {
  const ranges: Array<[number, number]> = [];
  const text = input.replace(/(\/\/[^/?#@:\s]*:)([^/?#\s]*)(@)/g, (m: string, a: string, pw: string, at: string, index: number) => {
    ranges.push([index + a.length, index + a.length + pw.length]);
    return a + '*'.repeat(pw.length) + at;
  });
  return { text, ranges };
}

/** `RFC 1738 §5`, `RFC 2373 Appendix B`. */
function cite(rfc: number | 'urlgrammar', section: string): string {
  return /^\d/.test(section) ? `RFC ${rfc} §${section}` : `RFC ${rfc} ${section}`;
}

/** What the caret under a culprit says, per code (the place to fix, when the parser stopped elsewhere). */
const CULPRIT_LABEL: Readonly<Partial<Record<string, string>>> = {
  'paste.whitespace': 'white space around the URL',
  'paste.quotes': 'a quotation mark around the URL',
  'paste.brackets': 'a bracket around the URL',
  'scheme.missing': 'no scheme here',
  'scheme.bad-char': 'a character no scheme can hold',
  'userinfo.unescaped-at': 'this "@" ends the user information',
  'http.userinfo': 'user information starts here',
  'escape.bad-hex': 'the escape starts here',
  'escape.truncated': 'the escape starts here',
  'ipv6.unclosed': 'the "[" opened here',
  'port.empty': 'a ":" with no port after it',
  'host.empty-label': 'an extra "."',
  'host.label-edge-hyphen': 'a "-" at the edge of a label',
  'host.toplabel-digit': 'the last label starts with a digit',
};

/** The options of `formatReport`, checked, as the painters and the password mask they ask for. */
function styleOf(options: FormatOptions | null | undefined) {
  const o = optionsOf(options, 'formatReport');
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
 * `help:` lines, and each fix with its corrected URL (`fix:` when the corrected URL validates,
 * `partial fix:` when the next error lies further on).
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
          { col: culprit, ch: '^', label: CULPRIT_LABEL[report.code] ?? 'here' },
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
    lines.push(`${blue('  =')} ${green(f.validates ? 'fix' : 'partial fix')}: ${f.message}${f.validates ? '' : ' (the URL is still invalid further on)'}`);
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
