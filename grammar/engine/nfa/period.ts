/**
 * How far a text repeats itself with a period: what the lazy automaton's walk (grammar/engine/nfa.ts,
 * `repeatedRun`) and its walk back (./back.ts) ask before they pass over a run of text that
 * repeats (`1.` a million times), where the automaton's states repeat with it. Compared unit by
 * unit, then in blocks that double, each two slices of the text compared as strings (the engine
 * compares their units at once): a megabyte in some thirty comparisons, not a million.
 */

/**
 * How often (in code units, a power of two) the walks ask whether their text repeats, and from
 * how far into it (a shorter walk has nothing to gain, and asks nothing).
 *
 * @example
 * ```ts
 * PERIOD_EVERY < PERIOD_FROM; // true
 * ```
 */
export const PERIOD_EVERY = 8;
export const PERIOD_FROM = 64;

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

/** The longest period `repeatedRun` looks for. */
const PERIOD_MOST = 8;

/** The trail `repeatedRun` wrote last (the one it was given, or a longer copy of it), until taken. */
const NO_TRAIL = new Uint16Array(0);
let repeated: Uint16Array<ArrayBuffer> = NO_TRAIL;

/**
 * The trail `repeatedRun` wrote last, taken (not kept here after: a long walk's trail is let go
 * of where the walk lets it go).
 *
 * @example
 * ```ts
 * const trail = new Uint16Array(128).fill(1);
 * repeatedRun(trail, 'a'.repeat(100), 70, 0, 100);
 * takeRepeated() === trail; // true
 * ```
 */
export function takeRepeated(): Uint16Array<ArrayBuffer> {
  const t = repeated;
  repeated = NO_TRAIL;
  return t;
}

/**
 * The lazy automaton's walk (grammar/engine/nfa.ts) at `i` of `text`, `trail[k]` (`k = i - pos`)
 * the index of its state after `i`: where that state is the one `p` units before (`p` up to 8)
 * and the text from there on repeats with period `p` (`1.` a million times), the states repeat
 * with it (the automaton is deterministic), and the trail is copied, not walked, to where the text
 * stops repeating (up to `stop`), in `trail` or a longer copy where it must grow (`takeRepeated`). The last offset copied (the walk reads on after it), or `i` where no period of both is
 * found (the least of both: the state may repeat more often than the text, as a scheme's run of
 * "a." read by one state does).
 *
 * @example
 * ```ts
 * const trail = new Uint16Array(64).fill(1);
 * repeatedRun(trail, 'a'.repeat(100), 9, 0, 100); // 99
 * ```
 */
export function repeatedRun(trail: Uint16Array<ArrayBuffer>, text: string, i: number, pos: number, stop: number): number {
  const k = i - pos;
  for (let p = 1; p <= PERIOD_MOST && p <= k; p++) {
    if (trail[k - p] !== trail[k] || text.charCodeAt(i + 1) !== text.charCodeAt(i + 1 - p)) continue;
    const e = repeatsUpTo(text, i + 1, stop, p);
    if (e - i <= PERIOD_MOST) continue;
    const last = e - 1 - pos;
    if (last >= trail.length) {
      const grown = new Uint16Array(Math.min(Math.max(4 * k, last + 1), stop - pos));
      grown.set(trail);
      trail = grown;
    }
    // Copied in blocks that double (each a whole number of periods, from a source already
    // written: `copyWithin` reads its source as it was before the copy).
    const src = k + 1 - p;
    for (let at = k + 1; at <= last; ) {
      const n = Math.min(at - src, last + 1 - at);
      trail.copyWithin(at, src, src + n);
      at += n;
    }
    repeated = trail;
    return e - 1;
  }
  return i;
}
