/**
 * How far a text repeats itself with a period: what the lazy automaton's walk (grammar/engine/nfa.ts)
 * and its walk back (./back.ts) ask before they pass over a run of text that repeats (`1.` a
 * million times), where the automaton's states repeat with it. Compared in blocks that double,
 * each two slices of the text compared as strings (the engine compares their units at once), then
 * unit by unit: a megabyte in some thirty comparisons, not a million.
 */

/** The first block compared, and the largest (units). */
const FIRST_BLOCK = 64;
const LAST_BLOCK = 1 << 16;

/**
 * The end of the run from `from` on (up to `to`) where each unit of `text` is the one `p` before
 * it: the least `e` in `[from, to]` with `text[e] !== text[e - p]`, or `to`. (`from - p >= 0`.)
 *
 * @example
 * ```ts
 * repeatsUpTo('ab' + 'ab'.repeat(100) + 'x', 2, 203, 2); // 202
 * ```
 */
export function repeatsUpTo(text: string, from: number, to: number, p: number): number {
  // The first units one by one (most texts that do not repeat differ at once), then blocks.
  let e = from;
  const first = Math.min(to, from + FIRST_BLOCK);
  while (e < first && text.charCodeAt(e) === text.charCodeAt(e - p)) e++;
  if (e < first) return e;
  for (let b = FIRST_BLOCK; e + b <= to; b = Math.min(2 * b, LAST_BLOCK)) {
    if (text.substring(e, e + b) !== text.substring(e - p, e - p + b)) break;
    e += b;
  }
  while (e < to && text.charCodeAt(e) === text.charCodeAt(e - p)) e++;
  return e;
}

/**
 * The start of the run down from `top` (down to `from`) where each unit of `text` is the one `p`
 * after it: the least `s` in `[from, top]` with `text[k] === text[k + p]` for every `k` in
 * `[s, top]`, or `top + 1` where the unit at `top` is not. (`top + p < text.length`.)
 *
 * @example
 * ```ts
 * repeatsDownTo('x' + 'ab'.repeat(100), 0, 196, 2); // 1
 * ```
 */
export function repeatsDownTo(text: string, from: number, top: number, p: number): number {
  let s = top + 1;
  const first = Math.max(from, s - FIRST_BLOCK);
  while (s > first && text.charCodeAt(s - 1) === text.charCodeAt(s - 1 + p)) s--;
  if (s > first) return s;
  for (let b = FIRST_BLOCK; s - b >= from; b = Math.min(2 * b, LAST_BLOCK)) {
    if (text.substring(s - b, s) !== text.substring(s - b + p, s + p)) break;
    s -= b;
  }
  while (s > from && text.charCodeAt(s - 1) === text.charCodeAt(s - 1 + p)) s--;
  return s;
}
