/**
 * `urlgrammar compare`: one table of how each grammar and algorithm reads an input, and under it
 * the WHATWG reading's validation errors and where the readers disagree.
 */
import { compare, COMPONENTS, type Disagreement, type Reading } from '../index.js';
import { redactPasswords } from '../diagnostics/redact.js';

/**
 * What `urlgrammar compare` shows of `input`: its readings (`compare`) with the password masked
 * in the input and in every reading (no output of the CLI shows a password).
 */
export function maskedComparison(input: string): { input: string } & ReturnType<typeof compare> {
  const redaction = redactPasswords(input);
  const { readings, disagreements, notes } = redaction.data(compare(input)) as ReturnType<typeof compare>;
  return { input: redaction.text, readings, disagreements, notes };
}

const cell = (v: string | null | undefined): string => (v === undefined ? '·' : v === null ? '-' : JSON.stringify(v));

const LEGEND = '"-" absent, "·" not a component of that reader';

/** Options of `compareTable`. */
export interface CompareTableOptions {
  /**
   * The width to fit, in columns (default 0: no limit, every cell in full). When the table is
   * wider, the readers are shown in groups of columns that fit, one table under the other, and a
   * cell wider than its column wraps onto more lines.
   */
  readonly width?: number;
  /** The disagreements to explain under the table (`compare(...).disagreements`). */
  readonly disagreements?: readonly Disagreement[];
}

/**
 * The lines under the table: the WHATWG URL Standard's validation errors (its reading's), and each
 * component the readers disagree on, with each value, who read it, what decided it, and the
 * confusion class.
 */
function explanation(readings: readonly Reading[], disagreements: readonly Disagreement[]): string[] {
  const lines: string[] = [];
  for (const r of readings) {
    if (!r.errors?.length) continue;
    lines.push('', `${r.reader}, validation errors:`);
    for (const e of r.errors) lines.push(`  ${e.name} at ${e.offset} (${e.state})${e.failure ? ': failure' : ''}`);
  }
  if (disagreements.length) lines.push('', 'where the readers disagree:');
  for (const d of disagreements) {
    lines.push(`  ${d.component}${d.classes.length ? ` (${d.classes.join(', ')} confusion)` : ''}:`);
    for (const v of d.values) {
      const who = v.readers.map((reader, i) => (v.decidedBy[i] ? `${reader}: ${v.decidedBy[i]}` : reader));
      lines.push(`    ${cell(v.value)}: ${who.join('; ')}`);
    }
  }
  return lines;
}

/** `text` cut into pieces of at most `w` code points, at spaces where it can. */
function cellLines(text: string, w: number): string[] {
  const cps = Array.from(text);
  if (cps.length <= w) return [text];
  const out: string[] = [];
  let rest = cps;
  while (rest.length > w) {
    let cut = rest.lastIndexOf(' ', w);
    if (cut <= 0) cut = w;
    out.push(rest.slice(0, cut).join('').trimEnd());
    rest = rest.slice(rest[cut] === ' ' ? cut + 1 : cut);
  }
  if (rest.length) out.push(rest.join(''));
  return out;
}

/** The readings as a text table: one column per reader. */
export function compareTable(input: string, readings: readonly Reading[], options: CompareTableOptions = {}): string {
  const width = options.width ?? 0;
  const len = (s: string) => Array.from(s).length;
  const labels = ['', 'verdict', ...COMPONENTS];
  const columns = readings.map((r) => [r.reader, r.verdict, ...COMPONENTS.map((c) => (r.valid ? cell(r.parts[c]) : ''))]);
  const labelWidth = Math.max(...labels.map(len));
  const natural = columns.map((col) => Math.max(...col.map(len)));
  // The widest a reader's column may be: the room left of the line after the label column.
  const cap = width > 0 ? Math.max(8, width - labelWidth - 3) : Infinity;
  const widths = natural.map((w) => Math.min(w, cap));
  // Groups of readers that fit side by side.
  const groups: number[][] = [];
  for (let i = 0; i < readings.length; i++) {
    const g = groups.at(-1);
    const used = g ? labelWidth + g.reduce((n, j) => n + 3 + widths[j]!, 0) : 0;
    if (g && (width <= 0 || used + 3 + widths[i]! <= width)) g.push(i);
    else groups.push([i]);
  }
  const pad = (s: string, w: number) => s + ' '.repeat(Math.max(0, w - len(s)));
  const block = (group: number[]): string[] => {
    const lines: string[] = [];
    const row = (r: number) => {
      const cells = [[labels[r]!], ...group.map((j) => cellLines(columns[j]![r]!, widths[j]!))];
      const height = Math.max(...cells.map((c) => c.length));
      for (let k = 0; k < height; k++) {
        lines.push(cells.map((c, ci) => pad(c[k] ?? '', ci === 0 ? labelWidth : widths[group[ci - 1]!]!)).join(' | ').trimEnd());
      }
    };
    row(0);
    lines.push([labelWidth, ...group.map((j) => widths[j]!)].map((w) => '-'.repeat(w)).join('-+-'));
    for (let r = 1; r < labels.length; r++) row(r);
    return lines;
  };
  const inputLine = `input: ${JSON.stringify(input)}`;
  return [
    ...(width > 0 ? cellLines(inputLine, width) : [inputLine]),
    ...groups.flatMap((g, i) => (i === 0 ? block(g) : ['', ...block(g)])),
    '',
    ...(width > 0 ? cellLines(LEGEND, width) : [LEGEND]),
    ...explanation(readings, options.disagreements ?? []).flatMap((l) => {
      if (width <= 0 || l === '') return [l];
      // A hanging indent: the continuation lines under the text, not at the margin.
      const indent = (/^ */.exec(l)?.[0].length ?? 0) + 2;
      const [first, ...rest] = cellLines(l, width);
      return [first!, ...rest.flatMap((r) => cellLines(r, Math.max(8, width - indent))).map((r) => ' '.repeat(indent) + r)];
    }),
  ].join('\n');
}
