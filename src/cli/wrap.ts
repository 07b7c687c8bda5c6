/**
 * Wrapping the command line's text output to the terminal. The library's `formatReport` never
 * wraps; the CLI wraps its own output here. Widths count code points, and ANSI colour sequences
 * count as nothing.
 */

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/y;

/** The line split into ANSI escapes and visible characters (code points). */
function tokens(line: string): Array<{ ansi: boolean; text: string }> {
  const out: Array<{ ansi: boolean; text: string }> = [];
  for (let i = 0; i < line.length; ) {
    ANSI.lastIndex = i;
    const m = ANSI.exec(line);
    if (m) {
      out.push({ ansi: true, text: m[0] });
      i += m[0].length;
    } else {
      const ch = String.fromCodePoint(line.codePointAt(i)!);
      out.push({ ansi: false, text: ch });
      i += ch.length;
    }
  }
  return out;
}

/** The visible width of `line`. */
export function visibleWidth(line: string): number {
  return tokens(line).filter((t) => !t.ansi).length;
}

/** `line` with its visible columns [from, to) replaced by `replacement`; colour sequences are kept. */
function cutColumns(line: string, from: number, to: number, replacement: string): string {
  let col = 0;
  let out = '';
  for (const t of tokens(line)) {
    if (t.ansi) out += t.text;
    else {
      if (col === from) out += replacement;
      if (col < from || col >= to) out += t.text;
      col++;
    }
  }
  if (col <= from) out += replacement;
  return out;
}

/**
 * Word-wraps one line to `width` columns: continuation lines are indented by the line's own
 * indentation plus `hang` columns. Breaks at spaces (a run of spaces is dropped at the break); a
 * word longer than the room is cut. `width` 0 (or less than 20) leaves the line alone.
 */
export function wrapLine(line: string, width: number, hang = 4): string[] {
  if (width <= 0 || visibleWidth(line) <= width) return [line];
  const toks = tokens(line);
  let lead = 0;
  while (lead < toks.length && (toks[lead]!.ansi || toks[lead]!.text === ' ')) lead++;
  const indent = toks.slice(0, lead).filter((t) => !t.ansi).length;
  const pad = ' '.repeat(Math.min(indent + hang, Math.floor(width / 2)));
  const lines: string[] = [];
  let cur = toks.slice(0, lead).map((t) => t.text).join('');
  let curWidth = indent;
  let i = lead;
  while (i < toks.length) {
    // The next word (with the colour sequences inside it) and the spaces before it.
    let spaces = '';
    while (i < toks.length && (toks[i]!.text === ' ' || toks[i]!.ansi)) {
      if (toks[i]!.ansi) cur += toks[i]!.text;
      else spaces += ' ';
      i++;
    }
    let word = '';
    let wordWidth = 0;
    while (i < toks.length && toks[i]!.text !== ' ') {
      word += toks[i]!.text;
      if (!toks[i]!.ansi) wordWidth++;
      i++;
    }
    if (!wordWidth) {
      cur += word;
      continue;
    }
    const atStart = curWidth === indent && lines.length === 0 ? true : curWidth === pad.length && lines.length > 0;
    if (atStart || curWidth + spaces.length + wordWidth <= width) {
      cur += (atStart ? '' : spaces) + word;
      curWidth += (atStart ? 0 : spaces.length) + wordWidth;
    } else {
      lines.push(cur);
      cur = pad + word;
      curWidth = pad.length + wordWidth;
    }
    // A word longer than a whole line: cut it.
    while (curWidth > width && wordWidth > width - pad.length) {
      const keep = width - (curWidth - wordWidth);
      if (keep <= 0) break;
      const head = cutColumns(cur, curWidth - wordWidth + keep, curWidth, '');
      const rest = cutColumns(cur, 0, curWidth - wordWidth + keep, '');
      lines.push(head);
      cur = pad + rest;
      wordWidth -= keep;
      curWidth = pad.length + wordWidth;
    }
  }
  lines.push(cur);
  return lines;
}

/** Every line of `text` word-wrapped (see `wrapLine`). */
export function wrapText(text: string, width: number, hang = 4): string {
  if (width <= 0) return text;
  return text
    .split('\n')
    .flatMap((l) => wrapLine(l, width, hang))
    .join('\n');
}

const strip = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * A report from `formatReport` fitted to `width` columns: the input line is shown around the
 * caret (the rest elided with "…") so that the caret stays under its character, and the other
 * lines (`= expected`, `= inside`, `= help`) wrap with a hanging indent.
 */
export function wrapReport(report: string, width: number): string {
  if (width <= 0) return report;
  const lines = report.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    // The input line `  | TEXT`, followed by the mark line `  | ^ label`.
    if (strip(line).startsWith('  | ') && next !== undefined && /^ {2}\| +[\^|]/.test(strip(next)) && i > 0 && strip(lines[i - 1]!) === '  |') {
      const [src, marks] = fitSource(line, next, width);
      out.push(src, ...marks);
      i++;
      continue;
    }
    for (const piece of wrapLine(line, width, 4)) out.push(piece); // no spread: a long line has many pieces
  }
  return out.join('\n');
}

/** The input line elided around the caret, and the mark line (its label wrapped) to match. */
function fitSource(src: string, mark: string, width: number): [string, string[]] {
  const prefix = 4; // "  | "
  const textWidth = visibleWidth(src) - prefix;
  const marksOnly = /^[ ^|]*[\^|]/.exec(strip(mark).slice(prefix))?.[0] ?? '';
  const first = marksOnly.search(/[\^|]/);
  const last = marksOnly.length - 1;
  const room = width - prefix;
  let s = 0;
  let source = src;
  let marks = mark;
  if (first >= 0 && textWidth > room && room > 10 && last - first + 3 <= room) {
    // Keep `room` columns: "…" + text[s, e) + "…", with the caret a third of the way in.
    const keep = room - 2;
    const lead = Math.min(first, Math.max(8, Math.floor((keep - (last - first + 1)) / 3)));
    s = Math.max(0, Math.min(first - lead, textWidth - keep - 1));
    const e = Math.min(textWidth, s + (s > 0 ? keep : keep + 1));
    source = cutColumns(src, prefix + e, prefix + textWidth, e < textWidth ? '…' : '');
    if (s > 0) {
      source = cutColumns(source, prefix, prefix + s, '…');
      marks = cutColumns(mark, prefix, prefix + s - 1, '');
    }
  }
  // The label after the marks: wrap it under itself, or on lines of its own when the room is short.
  if (visibleWidth(marks) <= width) return [source, [marks]];
  const caretEnd = prefix + last - (s > 0 ? s - 1 : 0) + 1;
  const label = strip(marks).slice(caretEnd + 1);
  const head = cutColumns(marks, caretEnd, visibleWidth(marks), '');
  const labelCol = width - caretEnd - 1 >= 24 ? caretEnd + 1 : 6;
  const wrapped = wrapLine(' '.repeat(labelCol) + label, width, 0);
  const lines = labelCol === caretEnd + 1 ? [head + wrapped[0]!.slice(caretEnd), ...wrapped.slice(1)] : [head, ...wrapped];
  return [source, lines.map((l, j) => (j === 0 ? l : '  |' + l.slice(3)))];
}
