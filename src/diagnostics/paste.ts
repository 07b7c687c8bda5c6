/**
 * Pasting mistakes: what surrounds a URL copied out of prose, code, Markdown or a terminal (white
 * space, quotation marks, angle brackets and parentheses, the `<URL:...>` wrapper) and the tabs and
 * line breaks of a URL wrapped across lines.
 *
 * No production of the URL grammars describes a URL's context, so this reads the raw input: RFC
 * 3986 Appendix C (and RFC 1738's appendix "Recommendations for URLs in Context") recommend
 * delimiting a URL in text with angle brackets, optionally with the "URL:" prefix, and say that
 * white space inserted into a long URL by line wrapping should be removed when the URL is
 * extracted. The classifier (`classify.ts`) recognises these before the grammar's verdict is
 * phrased, and the fix-its (`fixes.ts`) remove them.
 */

import { WORK } from '../../grammar/index.js';
import { skipWhile, type Chars } from './text.js';

/** What surrounds a URL: white space, quotation marks, or brackets. */
export type PasteKind = 'whitespace' | 'quotes' | 'brackets';

/** One artefact around the URL: `[start, end)` in UTF-16 units. */
export interface PasteArtefact {
  readonly start: number;
  readonly end: number;
  readonly kind: PasteKind;
}

/**
 * The input seen as `lead + core + trail`: the artefacts before the URL (outermost first), the
 * artefacts after it (innermost first), and the URL between them.
 */
export interface PasteView {
  readonly lead: readonly PasteArtefact[];
  readonly trail: readonly PasteArtefact[];
  readonly coreStart: number;
  readonly coreEnd: number;
}

/** White space a paste leaves around a URL: Unicode White_Space, and the zero-width space and BOM. */
const isSpace = (c: string): boolean => /^[\s\u200b\ufeff]$/u.test(c);
/** `isSpace` of a UTF-16 unit, from a table of them made on first use. */
let spaces: Uint8Array | null = null;
const isSpaceCode = (c: number): boolean => {
  if (spaces === null) {
    spaces = new Uint8Array(0x10000);
    for (let u = 0; u < 0x10000; u++) if (isSpace(String.fromCharCode(u))) spaces[u] = 1;
  }
  return spaces[c] === 1;
};

/** Quotation marks, straight and typographic, and their closing partners. */
// (Maps, not objects: a key polluted onto Object.prototype is no pair.)
const QUOTES: ReadonlyMap<string, string> = new Map([
  ['"', '"'], ["'", "'"], ['`', '`'],
  ['\u201c', '\u201d'], ['\u201d', '\u201d'], ['\u201e', '\u201c'], ['\u201f', '\u201d'],
  ['\u2018', '\u2019'], ['\u2019', '\u2019'], ['\u201a', '\u2018'], ['\u201b', '\u2019'],
  ['\u00ab', '\u00bb'], ['\u00bb', '\u00ab'], ['\u2039', '\u203a'], ['\u203a', '\u2039'],
  ['\u300c', '\u300d'], ['\u300e', '\u300f'],
]);
const CLOSING_QUOTES = new Set([...QUOTES.keys(), ...QUOTES.values()]);
const BRACKETS: ReadonlyMap<string, string> = new Map([['<', '>'], ['(', ')'], ['\uff08', '\uff09'], ['\uff1c', '\uff1e'], ['\uff3b', '\uff3d'], ['\u3010', '\u3011']]);
/** The parentheses, ASCII and full-width, that count only when they close the whole input. */
const PARENS = new Set(['(', '\uff08']);

/**
 * The artefacts around `input`. Reads inwards from both ends, one layer at a time: white space,
 * then a quotation mark or bracket with its partner at the other end (or alone at the start), then
 * white space again, so that `  "<URL:http://a/>" ` peels to `http://a/`. At the end alone: white
 * space, a closing quotation mark, and a `)` or `>` the URL does not open (the `)` that ends a
 * Markdown link `[text](http://a/)`).
 */
export function pasteView(input: Chars): PasteView {
  const at = (i: number): string => input.slice(i, i + 1);
  const lead: PasteArtefact[] = [];
  const trail: PasteArtefact[] = [];
  let s = 0;
  let e = input.length;
  const spaces = () => {
    const a = skipWhile(input, s, e, isSpaceCode);
    if (a > s) lead.push({ start: s, end: a, kind: 'whitespace' });
    s = a;
    let b = e;
    while (b > s && isSpaceCode(input.charCodeAt(b - 1))) b--;
    // Counted (grammar/engine/work.ts): the run read from the end, as `skipWhile` counts its own.
    WORK.steps += e - b;
    if (b < e) trail.push({ start: b, end: e, kind: 'whitespace' });
    e = b;
  };
  for (let guard = 0; guard < 8 && s < e; guard++) {
    const before = [s, e];
    spaces();
    if (s >= e) break;
    const open = at(s);
    const close = QUOTES.get(open) ?? BRACKETS.get(open);
    if (close !== undefined) {
      const kind: PasteKind = QUOTES.has(open) ? 'quotes' : 'brackets';
      let inner = s + 1;
      // RFC 1738's appendix and RFC 3986 Appendix C: "<URL:http://...>".
      if (open === '<' && input.slice(inner, inner + 4).toUpperCase() === 'URL:') inner += 4;
      const closed = e - 1 > s && at(e - 1) === close;
      // A "(" counts only when its ")" closes the whole input; a quotation mark or "<" also alone.
      if (closed || !PARENS.has(open)) {
        lead.push({ start: s, end: inner, kind });
        s = inner;
        if (closed) {
          trail.push({ start: e - 1, end: e, kind });
          e -= 1;
        }
      }
    } else {
      const last = at(e - 1);
      // The URL before it, read only where a closing mark ends the text.
      // Counted (grammar/engine/work.ts): the code units of the URL searched for its opening mark.
      const core = (): string => ((WORK.steps += e - 1 - s), input.slice(s, e - 1));
      if (CLOSING_QUOTES.has(last) && !core().includes(last)) {
        trail.push({ start: e - 1, end: e, kind: 'quotes' });
        e -= 1;
      } else if ((last === ')' && !core().includes('(')) || (last === '>' && !core().includes('<'))) {
        trail.push({ start: e - 1, end: e, kind: 'brackets' });
        e -= 1;
      }
    }
    if (before[0] === s && before[1] === e) break;
  }
  return { lead, trail: trail.reverse(), coreStart: s, coreEnd: e };
}

/**
 * What a pasted URL may lose and lose nothing of its own (DECISIONS 33): the white space around
 * it, and at most one pair of delimiters enclosing all of it: quotation marks (RFC 3986 Appendix
 * C's double-quotes, and every pair of `QUOTES`, straight or typographic: "...", “...”, '...',
 * `...`, «...», 「...」: marks of prose and code, none of which starts a URL), `<...>` or `<URL:...>` (Appendix C's angle brackets), with white space inside
 * the pair too. The paste view's first layers (`pasteView`), restricted to one pair, and to a pair:
 * a mark alone at one end, a second pair inside the first, and parentheses and the other brackets
 * are the input's characters. Gives `[start, end)` of what is left (UTF-16 units).
 */
export function enclosure(input: string): readonly [number, number] {
  let s = 0;
  let e = input.length;
  for (let pairs = 1; ; pairs--) {
    s = skipWhile(input, s, e, isSpaceCode);
    const was = e;
    while (e > s && isSpaceCode(input.charCodeAt(e - 1))) e--;
    // Counted (grammar/engine/work.ts): the run read from the end.
    WORK.steps += was - e;
    const open = input.slice(s, s + 1);
    if (pairs === 0 || e - 1 <= s || input.slice(e - 1, e) !== (QUOTES.get(open) ?? (open === '<' ? '>' : undefined))) return [s, e];
    // (The ">" at the end is none of "URL:", which then ends before it.)
    s += open === '<' && input.slice(s + 1, s + 5).toUpperCase() === 'URL:' ? 5 : 1;
    e--;
  }
}

/** Tab, carriage return, line feed: what a URL wrapped across lines carries (WHATWG's "ASCII tab or newline"). */
export const isTabOrNewline = (c: string): boolean => c === '\t' || c === '\r' || c === '\n';

/**
 * The artefact that explains a failure at `offset`, or null: an artefact before the URL (when the
 * parse failed inside it, or the URL is wrapped on both sides), or one after it (when the parse got
 * that far).
 */
export function pasteCulprit(view: PasteView, offset: number): PasteArtefact | null {
  // Nothing but white space, quotation marks or brackets: no URL was pasted at all.
  if (view.coreStart >= view.coreEnd) return null;
  const first = view.lead[0];
  if (first && (offset <= view.coreStart || view.trail.length > 0)) return first;
  const after = view.trail[0];
  if (after && offset >= view.coreEnd) return after;
  return null;
}

/** How a fix names the artefacts it removes. */
export function pasteWhat(view: PasteView): string {
  const kinds = new Set([...view.lead, ...view.trail].map((a) => a.kind));
  const names: string[] = [];
  if (kinds.has('quotes')) names.push('quotation marks');
  if (kinds.has('brackets')) names.push('brackets');
  if (kinds.has('whitespace')) names.push('white space');
  return names.join(' and ');
}

/**
 * The URL of a Markdown inline link that is the whole input (`[text](URL)`, or `[URL]()` with an
 * empty destination): its `[start, end)` in UTF-16 units, or null. Markdown is the context the URL
 * was copied from, not URL syntax: the brackets are read as CommonMark writes them (the link text
 * ends at the "]" that balances the first "[" and is followed by "(", the destination runs to the
 * ")" that ends the input).
 */
export function markdownLink(input: Chars): { readonly start: number; readonly end: number } | null {
  const n = input.length;
  if (n < 4 || input.charCodeAt(0) !== 0x5b || input.charCodeAt(n - 1) !== 0x29) return null;
  let depth = 0;
  for (let i = 1; i < n - 1; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x5b) depth++;
    else if (c === 0x5d) {
      if (depth > 0) depth--;
      else if (input.charCodeAt(i + 1) === 0x28) {
        // "[text](URL)": the destination; "[URL]()": the text.
        return i + 2 < n - 1 ? { start: i + 2, end: n - 1 } : i > 1 ? { start: 1, end: i } : null;
      } else return null;
    }
  }
  return null;
}
