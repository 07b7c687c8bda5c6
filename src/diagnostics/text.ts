/**
 * What the diagnostics read of a text: a string, or, in allErrors' recovery, a repaired text (the
 * input with the repairs made so far, held as pieces) read without building it.
 */

import { WORK } from '../../grammar/index.js';
import { fromUnits, isSurrogate, utf16Decode } from '../../base/utf.js';
import type { TextEdit } from '../record/index.js';

/**
 * What the classifier's facts read of a text: a string, or (in allErrors' recovery) a repaired text,
 * read through its window near the failure and through its pieces elsewhere, never built whole.
 * @internal
 */
export interface Chars {
  readonly length: number;
  charCodeAt(i: number): number;
  codePointAt(i: number): number | undefined;
  slice(start: number, end?: number): string;
  /**
   * The first offset in `[i, end)` whose UTF-16 unit fails `test`, or `end` (what `skipWhile`
   * reads with, where given: a repaired text reads each run of its input once per recovery).
   */
  skip?(i: number, end: number, test: (c: number) => boolean): number;
}

/**
 * The first offset in `[i, end)` of `input` whose UTF-16 unit fails `test`, or `end`: the end of
 * a run (of white space around a pasted URL, of the separators before a Windows path).
 * @internal
 */
export function skipWhile(input: Chars, i: number, end: number, test: (c: number) => boolean): number {
  if (input.skip) return input.skip(i, end, test);
  const from = i;
  while (i < end && test(input.charCodeAt(i))) i++;
  // Counted (grammar/engine/work.ts): a step per code unit of the run read.
  WORK.steps += i - from;
  return i;
}

/**
 * An edit for each run of the code units of `text` that pass `test` (the runs of "\" of a Windows
 * path, of "@" in user information), each run written as `unit` once per code unit; offsets are
 * `offset` + where the run is in `text`, after `lead` where given. The list is made at its length,
 * the runs counted first: a list grown by `push` to 333,333 edits cost four times as much as the
 * edits (a million-character Windows path's fix).
 * @internal
 */
export function runEdits(text: string, offset: number, test: (c: number) => boolean, unit: string, lead: TextEdit | null = null): TextEdit[] {
  let n = lead === null ? 0 : 1;
  for (let k = 0; k < text.length; k++) {
    if (!test(text.charCodeAt(k))) continue;
    n++;
    while (k + 1 < text.length && test(text.charCodeAt(k + 1))) k++;
  }
  const out = new Array<TextEdit>(n);
  n = 0;
  if (lead !== null) out[n++] = lead;
  for (let k = 0; k < text.length; k++) {
    if (!test(text.charCodeAt(k))) continue;
    let j = k + 1;
    while (j < text.length && test(text.charCodeAt(j))) j++;
    // Counted (grammar/engine/work.ts): a step per code unit of the run, as `skipWhile` counts it.
    WORK.steps += j - k;
    out[n++] = { start: offset + k, end: offset + j, text: j - k === 1 ? unit : unit.repeat(j - k) };
    k = j;
  }
  return out;
}

/**
 * `runEdits` as one edit: from the first run's start to the last run's end, each run written as
 * `unit` once per code unit and the text between kept (after `lead` where given; none where no run
 * passes). What allErrors' recovery repairs with (`FixContext.runs`): it reads the text a repair
 * makes, not the repair's edits, and a Windows path's 333,333 runs of "\\" were that many objects,
 * most of a round's time in the collector. The same text as `runEdits`'s edits make.
 * @internal
 */
export function spanEdits(text: string, offset: number, test: (c: number) => boolean, unit: string, lead: TextEdit | null = null): TextEdit[] {
  const out: TextEdit[] = lead === null ? [] : [lead];
  // The span: from the first unit that passes to the last, each found from its end of the text.
  let first = 0;
  while (first < text.length && !test(text.charCodeAt(first))) first++;
  if (first === text.length) return out;
  let last = text.length - 1;
  while (!test(text.charCodeAt(last))) last--;
  // Counted (grammar/engine/work.ts): a step per code unit of the span, as `runEdits` counts its runs.
  WORK.steps += last + 1 - first;
  // The span written as code units, made a string at once: a string grown by `+=` a piece, or a
  // list of pieces joined, was a rope or a list of 666,666 parts. A unit of one code unit (a "\"
  // written as "/") keeps the span's length; a longer one is counted first.
  let size = last + 1 - first;
  if (unit.length !== 1) for (let k = first; k <= last; k++) if (test(text.charCodeAt(k))) size += unit.length - 1;
  const units = new Uint16Array(size);
  let n = 0;
  // Whether a surrogate is written: the platform's UTF-16 decoder (`utf16Decode`, twice as fast as
  // `fromUnits` on a megabyte) writes a lone one as U+FFFD, so a span that holds one is made by
  // `fromUnits`, which keeps it.
  let surrogate = false;
  for (let t = 0; t < unit.length; t++) if (isSurrogate(unit.charCodeAt(t))) surrogate = true;
  for (let k = first; k <= last; k++) {
    const c = text.charCodeAt(k);
    if (!test(c)) {
      units[n++] = c;
      if (isSurrogate(c)) surrogate = true;
    } else for (let t = 0; t < unit.length; t++) units[n++] = unit.charCodeAt(t);
  }
  out.push({ start: offset + first, end: offset + last + 1, text: surrogate ? fromUnits(units) : utf16Decode(units) });
  return out;
}
