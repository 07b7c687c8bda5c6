/**
 * What the diagnostics read of a text: a string, or, in allErrors' recovery, a repaired text (the
 * input with the repairs made so far, held as pieces) read without building it.
 */

import { WORK } from '../../grammar/index.js';

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
