/**
 * A region of a docs page that a script writes (between two marker comments), as the size table
 * (scripts/size.ts) and the table of scheme grammars (scripts/scheme-table.ts) are: read back, or
 * replaced. Node-only (a build script).
 */

/** Where a region is: its page (for the error), and its opening and closing comments. */
export interface DocRegion {
  readonly doc: string;
  readonly begin: string;
  readonly end: string;
}

/** The offsets of the region's body in `text` (after the opening comment, before the closing one), or an error naming the page. */
function bodyOf(text: string, r: DocRegion): [from: number, to: number] {
  const from = text.indexOf(r.begin);
  const to = text.indexOf(r.end);
  if (from < 0 || to < from) throw new Error(`${r.doc}: no region between ${r.begin} and ${r.end}`);
  return [from + r.begin.length, to];
}

/** The text between the region's comments. */
export function regionText(text: string, r: DocRegion): string {
  const [from, to] = bodyOf(text, r);
  return text.slice(from, to);
}

/** `text` with the region holding `body` (on lines of its own between the comments). */
export function withRegion(text: string, r: DocRegion, body: string): string {
  const [from, to] = bodyOf(text, r);
  return `${text.slice(0, from)}\n${body}\n${text.slice(to)}`;
}
