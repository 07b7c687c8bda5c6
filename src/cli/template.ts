/**
 * `urlgrammar template`: what it prints for one input. The subcommands, their options, standard
 * input and the exit status are src/cli/commands/template.ts's; this is the answer for one
 * template (`parse`), one set of values (`expand`) or one URI (`match`), in text or JSON, through
 * the public API of src/templates/ (`parseTemplate`, `expandTemplate`, `matchTemplate`).
 *
 * Text: a parsed template as a tree of its parts with their spans (as `parse` prints a URL's AST),
 * a refused template as its report (`formatReport`, as `check` prints a URL's), an expansion as
 * the URI, a match as each variable's value with its span, raw text and flags (two readings for
 * an ambiguous URI), and an expansion error or a URI that leaves the template's language as a
 * report-shaped frame: the template or the URI with carets under the place. JSON: one object per
 * answer.
 *
 * Passwords are masked as every output masks them (`redactPasswords` of src/diagnostics/redact.ts,
 * through the run's `CommandContext`): the template, the URI and the values as given are inputs,
 * masked in every format; what a subcommand computes (the parts, the expansion, the values a
 * match reads) is data, masked unless `--show-password`; reports and frames are always masked.
 */
import {
  expandTemplate,
  matchTemplate,
  TemplateExpansionError,
  GrammarError,
  type MatchTemplateOptions,
  type ParsedTemplate,
  type TemplateAssignment,
  type TemplateQueryField,
  type TemplateValueFlag,
  type TemplateOperator,
  type TemplatePart,
  type TemplateValue,
  type URLErrorReport,
} from '../index.js';
import { codePoints, positions, visible } from '../diagnostics/format.js';
import { OPERATOR_TABLE } from '../templates/operators.js';
import { matchValueStrings, readTemplateValues, templateValueStrings } from '../templates/values.js';
import type { Redaction } from '../diagnostics/redact.js';
import type { CommandContext } from './context.js';
import { wrapReport } from './wrap.js';

/** One answer: its text (ending in a line end) and whether it counts as refused (exit 1). */
export interface TemplateAnswer {
  readonly text: string;
  readonly refused: boolean;
}

/** What an operator is, as the tree says it: `"?": form-style query expansion (RFC 6570 §3.2.8)`. */
export const operatorText = (op: TemplateOperator): string => `${op === '' ? 'none' : JSON.stringify(op)}: ${OPERATOR_TABLE[op].name} (RFC 6570 §${OPERATOR_TABLE[op].section})`;

/** `inputLine` for an answer to a line of standard input (none for an argument). */
const lineField = (inputLine: number | null) => (inputLine === null ? {} : { inputLine });
/** The text header's "(line N)" for a line of standard input. */
const lineNote = (inputLine: number | null) => (inputLine === null ? '' : ` (line ${inputLine})`);

/**
 * A report-shaped frame: `head`, ` --> line:column (where)`, the text (masked) with carets under
 * `[start, end)` (one at least) and `label` after them, then `notes`. Wrapped to the run's width
 * (the text elided around the carets).
 */
function frame(cx: CommandContext, head: string, shown: string, start: number, end: number, where: string, label: string, notes: readonly string[] = []): string {
  const s = Math.min(Math.max(0, start), shown.length);
  const e = Math.min(Math.max(s, end), shown.length);
  const at = positions(shown, [s]).get(s)!;
  const lines = [
    head,
    ` --> ${at.line}:${at.column} (${where})`,
    '  |',
    `  | ${visible(shown)}`,
    `  | ${' '.repeat(codePoints(shown, 0, s))}${'^'.repeat(Math.max(1, codePoints(shown, s, e)))}${label ? ` ${label}` : ''}`,
    ...(notes.length ? ['  |', ...notes.map((n) => `  = ${n}`)] : []),
  ];
  return wrapReport(lines.join('\n'), cx.width);
}

// ---------------------------------------------------------------------------------------------
// template parse
// ---------------------------------------------------------------------------------------------

/** A parsed template's parts as the tree's lines: each part with its span and text, each varspec under its expression. */
function partsTree(source: string, parts: readonly TemplatePart[]): string[] {
  const lines = [`URI-Template [0, ${source.length}) ${JSON.stringify(source)}`];
  for (const p of parts) {
    const text = JSON.stringify(source.slice(p.start, p.end));
    if (p.kind === 'literal') {
      lines.push(`  literal [${p.start}, ${p.end}) ${text}`);
      continue;
    }
    lines.push(`  expression [${p.start}, ${p.end}) ${text} operator ${operatorText(p.operator)}`);
    for (const v of p.variables) {
      const modifier = v.explode ? ', explode (RFC 6570 §2.4.2)' : v.prefix !== null ? `, prefix ${v.prefix} (RFC 6570 §2.4.1)` : '';
      lines.push(`    varspec [${v.start}, ${v.end}) ${JSON.stringify(source.slice(v.start, v.end))} varname ${JSON.stringify(v.name)}${modifier}`);
    }
  }
  return lines;
}

/**
 * `template parse`: the parts of `template` (a tree in text; `{template, ok, parts}` in JSON), or
 * the report of why it is no URI Template (`{template, ok: false, error}`), refused.
 */
export function parseAnswer(cx: CommandContext, template: string, r: { ok: true; template: ParsedTemplate } | { ok: false; error: URLErrorReport }, inputLine: number | null, json: boolean): TemplateAnswer {
  const rd = cx.inputs(template);
  if (!r.ok) {
    if (json) return { refused: true, text: JSON.stringify({ template: rd.text, ...lineField(inputLine), ok: false, error: rd.data(r.error) }) + '\n' };
    return { refused: true, text: (inputLine === null ? '' : `line ${inputLine}:\n`) + cx.report(r.error) + '\n' };
  }
  // The parts are what the command computes (data): masked unless --show-password; the template
  // as given is the input, masked in every format.
  const parts = cx.dataValue(rd, r.template.parts) as TemplatePart[];
  if (json) return { refused: false, text: JSON.stringify({ template: rd.text, ...lineField(inputLine), ok: true, parts }) + '\n' };
  const lines = partsTree(cx.data(rd, template), parts);
  if (inputLine !== null) lines[0] += lineNote(inputLine);
  return { refused: false, text: lines.join('\n') + '\n' };
}

// ---------------------------------------------------------------------------------------------
// template expand
// ---------------------------------------------------------------------------------------------

/** The end of the varspec that starts at `offset` (an expansion error's), or of the character there. */
function varspecEnd(t: ParsedTemplate, offset: number): number {
  for (const p of t.parts) if (p.kind === 'expression') for (const v of p.variables) if (v.start === offset) return v.end;
  return offset + 1;
}

/**
 * `template expand`: the URI `values` expand `template` to (data: masked unless --show-password),
 * or the expansion error at the varspec it blames (RFC 6570 §2.4.1's prefix on a list or map, a
 * value of no form §2.3 lists, a lone surrogate, an expansion that is no URI-reference). `oneLine`:
 * an error as one line (standard input, one answer a line), else a frame with carets under the
 * varspec in the template.
 */
export function expandAnswer(cx: CommandContext, t: ParsedTemplate, valuesText: string, inputLine: number | null, json: boolean, oneLine: boolean): TemplateAnswer {
  const read = readTemplateValues(valuesText);
  const template = t.source;
  const strings = read.ok ? templateValueStrings(read.values) : [];
  const fail = (rd: Redaction, code: string, message: string, more: Record<string, unknown>, text: () => string): TemplateAnswer => {
    if (json) return { refused: true, text: JSON.stringify({ template: rd.mask(template), ...lineField(inputLine), error: rd.data({ code, message, ...more }) }) + '\n' };
    if (oneLine) return { refused: true, text: `error[${code}]: ${rd.mask(message).replace(/\s*\n\s*/g, ' ')}\n` };
    return { refused: true, text: text() + '\n' };
  };
  if (!read.ok) {
    const rd = cx.inputs(template);
    return fail(rd, read.code, read.message, { type: 'values' }, () => `error[${read.code}]: ${read.message}${lineNote(inputLine)}`);
  }
  let uri: string;
  try {
    uri = expandTemplate(t, read.values);
  } catch (e) {
    if (!(e instanceof TemplateExpansionError)) throw e;
    const rd = cx.inputs(template, strings);
    const end = e.variable === null ? e.offset + 1 : varspecEnd(t, e.offset);
    const more = { type: e.name, offset: e.offset, start: e.start, end: e.end, variable: e.variable };
    return fail(rd, e.code, e.message, more, () =>
      frame(cx, `error[${e.code}]: ${rd.mask(e.message)}${lineNote(inputLine)}`, rd.mask(template), e.offset, end, 'the template', e.variable === null ? '' : `the value of ${JSON.stringify(rd.mask(e.variable))}`),
    );
  }
  // The template first: a redaction masks its own text by the spans it reads there, and any other
  // string (the expansion) by every form of every password it found (in the values too).
  const rd = cx.inputs(template, [uri, ...strings]);
  const shown = cx.data(rd, uri);
  if (json) return { refused: false, text: JSON.stringify({ template: rd.text, ...lineField(inputLine), uri: shown }) + '\n' };
  return { refused: false, text: shown + '\n' };
}

// ---------------------------------------------------------------------------------------------
// template match
// ---------------------------------------------------------------------------------------------

/** An assignment as the text's lines: each variable's value, span, and its raw and decoded texts where they differ, and flags. */
function assignmentLines(a: TemplateAssignment, indent: string): string[] {
  const names = Object.keys(a.spans);
  if (names.length === 0) return [`${indent}(no variable defined)`];
  return names.map((name) => {
    const value = a.values[name]!;
    const [s, e] = a.spans[name]!;
    const raw = a.raw[name]!;
    const decoded = a.decoded[name]!;
    const flags = a.flags[name] ?? [];
    const more = [
      ...(raw !== value ? [`raw ${JSON.stringify(raw)}`] : []),
      ...(JSON.stringify(decoded) !== JSON.stringify(value) ? [`decoded ${JSON.stringify(decoded)}`] : []),
      ...(flags.length ? [`flags ${flags.join(', ')}`] : []),
    ];
    return `${indent}${name} = ${JSON.stringify(value)}  [${s}, ${e})${more.length ? `  ${more.join('  ')}` : ''}`;
  });
}

/** The "found …" of a no-match: the character the URI goes on with, or its end. */
function foundAt(uri: string, offset: number): string {
  if (offset >= uri.length) return 'the URI ends here; the template goes on';
  const ch = String.fromCodePoint(uri.codePointAt(offset)!);
  return `no expansion of the template goes on with ${/^[\u0021-\u007e]$/.test(ch) ? JSON.stringify(ch) : `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`}`;
}

/** The parameters a match's query holds that the template does not name (`--query any-order`), as the text's lines. */
function extraLines(extra: readonly TemplateQueryField[], indent: string): string[] {
  return extra.map((x) => `${indent}extra ${JSON.stringify(x.name)}${x.value === null ? '' : ` = ${JSON.stringify(x.value)}`}  [${x.span[0]}, ${x.span[1]})${x.raw !== (x.value === null ? x.name : `${x.name}=${x.value}`) ? `  raw ${JSON.stringify(x.raw)}` : ''}`);
}

/** What a flag of `policy: 'segment'` says of a value. */
const FLAG_TEXT: Readonly<Record<TemplateValueFlag, string>> = {
  'dot-segment': 'decodes to "." or ".."',
  slash: 'holds a "/" once decoded',
  backslash: 'holds a "\\" once decoded',
  'question-mark': 'holds a "?" once decoded',
  'number-sign': 'holds a "#" once decoded',
  control: 'holds a control character once decoded',
};

/**
 * `template match`: `uri` read back into the values whose expansion it is (a match: each
 * variable's value, span, raw and decoded texts and flags; data, masked unless --show-password;
 * under `--query any-order`, whether it is an inverse and the parameters the template does not
 * name), two readings that differ (ambiguous, refused), where it leaves the template's language
 * (no-match, refused: a frame with a caret at the offset), or, under `--policy segment`, the value
 * that is no single path segment (refused: a frame with a caret at the character).
 */
export function matchAnswer(cx: CommandContext, t: ParsedTemplate, uri: string, options: MatchTemplateOptions, inputLine: number | null, json: boolean): TemplateAnswer {
  const m = matchTemplate(t, uri, options);
  // The values the match reads are inputs too (a query value may be a URL with a password, given
  // escaped): a password found in one is masked in every form everywhere, the URI shown included.
  const rd = cx.inputs(uri, [t.source, ...matchValueStrings(m, uri)]);
  // Whether the answer is an inverse, and the parameters not named: under --query any-order only.
  const marks = (x: { readonly inverse?: boolean; readonly extra?: readonly TemplateQueryField[] }) => (x.inverse === undefined ? {} : { inverse: x.inverse, extra: cx.dataValue(rd, x.extra ?? []) as TemplateQueryField[] });
  if (json) {
    const head = { template: rd.mask(t.source), uri: rd.text, ...lineField(inputLine) };
    if (m.kind === 'no-match' || m.kind === 'refused') {
      const at = positions(uri, [m.offset]).get(m.offset)!;
      const why = m.kind === 'refused' ? { variable: m.variable, flag: m.flag, span: m.span } : {};
      return { refused: true, text: JSON.stringify({ ...head, kind: m.kind, ...why, offset: m.offset, line: at.line, column: at.column }) + '\n' };
    }
    const body = m.kind === 'match' ? { kind: m.kind, ...(cx.dataValue(rd, { values: m.values, raw: m.raw, decoded: m.decoded, spans: m.spans, flags: m.flags }) as object) } : { kind: m.kind, assignments: cx.dataValue(rd, m.assignments) };
    return { refused: m.kind !== 'match', text: JSON.stringify({ ...head, ...body, ...marks(m) }) + '\n' };
  }
  const shown = JSON.stringify(rd.text);
  if (m.kind === 'no-match') {
    return { refused: true, text: frame(cx, `no-match ${shown}${lineNote(inputLine)}: the URI leaves the template's language`, rd.text, m.offset, m.offset, 'the URI', foundAt(rd.text, m.offset)) + '\n' };
  }
  if (m.kind === 'refused') {
    const head = `refused ${shown}${lineNote(inputLine)}: the value of ${JSON.stringify(m.variable)} is no single path segment (--policy segment)`;
    const label = `${m.flag}: the value ${FLAG_TEXT[m.flag]}`;
    return { refused: true, text: frame(cx, head, rd.text, m.offset, m.offset, 'the URI', label, [`the value of ${JSON.stringify(m.variable)} is [${m.span[0]}, ${m.span[1]})`]) + '\n' };
  }
  const { extra } = marks(m);
  const note = m.inverse === false ? ' (no inverse: the query read in any order)' : '';
  if (m.kind === 'match') {
    const a = cx.dataValue(rd, { values: m.values, raw: m.raw, decoded: m.decoded, spans: m.spans, flags: m.flags }) as TemplateAssignment;
    return { refused: false, text: [`match ${shown}${lineNote(inputLine)}${note}`, ...assignmentLines(a, '  '), ...extraLines(extra ?? [], '  ')].join('\n') + '\n' };
  }
  const [a, b] = cx.dataValue(rd, m.assignments) as [TemplateAssignment, TemplateAssignment];
  const lines = [`ambiguous ${shown}${lineNote(inputLine)}: two readings expand to it${note}`, '  reading 1:', ...assignmentLines(a, '    '), '  reading 2:', ...assignmentLines(b, '    '), ...extraLines(extra ?? [], '  ')];
  return { refused: true, text: lines.join('\n') + '\n' };
}

/**
 * A template error raised while matching, as the answer for the template: the capture engine's
 * budget (`GrammarError`, `CaptureBudgetError`'s `code: 'budget'`: DECISIONS 35), on one line.
 */
export function matchErrorAnswer(cx: CommandContext, t: ParsedTemplate, e: GrammarError, json: boolean): TemplateAnswer {
  const rd = cx.inputs(t.source);
  const code = (e as { code?: unknown }).code;
  const fields = { type: e.name, code: typeof code === 'string' ? code : e.name, message: e.message };
  if (json) return { refused: true, text: JSON.stringify({ template: rd.text, error: rd.data(fields) }) + '\n' };
  return { refused: true, text: `error[${fields.code}]: ${rd.mask(e.message)}\n` };
}
