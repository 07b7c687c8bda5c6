/**
 * `formatReport`: the report as text, in the style of rustc's diagnostics.
 */
import { ArgumentError, checkObject, optionOf, optionsOf } from '../../grammar/index.js';
import { ERROR_CODES } from './codes.js';
import { position, type URLErrorReport } from './report.js';

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
 * Masks the password of every `//user:password@` in `input`, keeping the length of the text so
 * that columns still line up (each masked character becomes `*`). Returns the masked text and
 * the masked ranges.
 */
function maskPasswords(input: string): { text: string; ranges: Array<[number, number]> } {
  const ranges: Array<[number, number]> = [];
  const text = input.replace(/(\/\/[^/?#@:\s]*:)([^/?#@\s]*)(@)/g, (m: string, a: string, pw: string, at: string, index: number) => {
    ranges.push([index + a.length, index + a.length + pw.length]);
    return a + '*'.repeat(pw.length) + at;
  });
  return { text, ranges };
}

/** `RFC 1738 §5`, `RFC 2373 Appendix B`. */
function cite(rfc: number | 'urlgrammar', section: string): string {
  return /^\d/.test(section) ? `RFC ${rfc} §${section}` : `RFC ${rfc} ${section}`;
}

/**
 * Renders a report as multi-line text: the code and message, `--> line:column`, the input line
 * with a caret under the culprit and a second mark where the parser stopped, what was expected,
 * the rule stack with each frame's RFC, section and production, then `help:` lines.
 *
 * @example
 * ```ts
 * const r = parseURL('http://www.exa mple.org/');
 * if (!r.ok) console.log(formatReport(r.error));
 * // error[char.space]: A space, which must be escaped as %20.
 * //  --> 1:15
 * // ...
 * ```
 */
export function formatReport(report: URLErrorReport, options?: FormatOptions | null): string {
  checkReport(report, 'formatReport');
  const o = optionsOf(options, 'formatReport');
  const color = optionOf(o, 'color', 'boolean', 'formatReport') ?? false;
  const showPassword = optionOf(o, 'showPassword', 'boolean', 'formatReport') ?? false;
  const paint = (code: string, s: string) => (color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const red = (s: string) => paint('1;31', s);
  const blue = (s: string) => paint('1;34', s);
  const bold = (s: string) => paint('1', s);
  const masked = showPassword ? { text: report.input, ranges: [] } : maskPasswords(report.input);
  const input = masked.text;
  const hidden = (offset: number) => masked.ranges.some(([a, b]) => offset >= a && offset < b);

  const lines: string[] = [];
  const info = ERROR_CODES[report.code];
  lines.push(`${red(`error[${report.code}]`)}${bold(`: ${info.summary}`)}`);
  lines.push(`${blue(' -->')} ${report.line}:${report.column} (${report.grammar}, ${report.kind} error)`);

  // The input line, with control characters shown as their Unicode "control pictures" so that
  // the caret line stays aligned.
  const lineStart = input.lastIndexOf('\n', report.offset - 1) + 1;
  let lineEnd = input.indexOf('\n', report.offset);
  if (lineEnd < 0) lineEnd = input.length;
  const visible = (s: string) =>
    Array.from(s, (ch) => {
      const c = ch.codePointAt(0)!;
      if (c < 0x20) return String.fromCodePoint(0x2400 + c);
      if (c === 0x7f) return '\u2421';
      return ch;
    }).join('');
  const lineText = visible(input.slice(lineStart, lineEnd));
  lines.push(blue('  |'));
  lines.push(`${blue('  |')} ${lineText}`);
  const col = (off: number) => Array.from(input.slice(lineStart, Math.max(lineStart, off))).length;
  const stop = col(report.offset);
  const marks: string[] = [];
  const culprit = report.culprit && report.culprit.offset >= lineStart && report.culprit.offset <= lineEnd ? col(report.culprit.offset) : null;
  const width = Math.max(stop, culprit ?? 0) + 1;
  for (let i = 0; i < width; i++) marks.push(' ');
  if (culprit !== null) marks[culprit] = '^';
  marks[stop] = culprit !== null ? '|' : '^';
  const found = !report.found ? 'end of input' : hidden(report.offset) ? 'a character of the masked password' : (report.found.name ?? JSON.stringify(report.found.text));
  const label = culprit !== null ? `here (the parser stopped at the "|", at ${found})` : `found ${found}`;
  lines.push(`${blue('  |')} ${red(marks.join('').trimEnd())} ${red(label)}`);
  lines.push(blue('  |'));

  if (report.expected.length) {
    lines.push(`${blue('  =')} ${bold('expected')}:`);
    // Rules of the same RFC section that want the same terminals share a line.
    const merged: Array<{ terminals: string; rules: string[]; cite: string }> = [];
    for (const e of report.expected) {
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
  return lines.join('\n');
}
