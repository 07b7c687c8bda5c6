/**
 * The least-cost repair search's helpers (grammar/engine/repair.ts): the plain run of one lane,
 * the table of a derived recognizer's refused units, and a growing list of kept lanes. Apart from
 * the search so that each is a small function, compiled on its own: a run is the search's
 * hottest loop.
 */
import type { Machine } from './recognize.js';

/** The part of a repair model a run reads: what a code point at an index may be written as. */
interface AlternativesOf {
  alternatives(cp: number, at: number): ReadonlyArray<{ readonly text: string; readonly cost: number; readonly readable?: boolean }>;
}

/**
 * `keep` with `k` at `w` (grown if need be).
 *
 * @example
 * ```ts
 * push(new Int32Array([0]), 1, 2); // Int32Array [0, 2, 0, 0]
 * ```
 */
export function push(keep: Int32Array, w: number, k: number): Int32Array {
  if (w < keep.length) {
    keep[w] = k;
    return keep;
  }
  const b = new Int32Array(Math.max(4, keep.length * 2));
  b.set(keep);
  b[w] = k;
  return b;
}

const refusedTables = new Map<string, Uint8Array>();
/**
 * The units of a derived recognizer's `without`, as a table by code unit (a few kept; null for none).
 *
 * @example
 * ```ts
 * refusedOf('#')?.[0x23]; // 1
 * ```
 */
export function refusedOf(without: string): Uint8Array | null {
  if (without.length === 0) return null;
  let t = refusedTables.get(without);
  if (!t) {
    t = new Uint8Array(65_536);
    for (let k = 0; k < without.length; k++) t[without.charCodeAt(k)] = 1;
    if (refusedTables.size < 16) refusedTables.set(without, t);
  }
  return t;
}

/**
 * What `runOne` leaves: the state its lane reached, and whether an alternative was over the budget (1).
 *
 * @example
 * ```ts
 * ONE.length; // 2
 * ```
 */
export const ONE = new Int32Array(2);

/**
 * The plain run of one lane (state `s`, cost `c`) from `i`: up to the first unit it cannot read,
 * a surrogate, or one with an alternative that leads elsewhere (within the budget); where it ends
 * (`ONE` says the state there).
 *
 * @example
 * ```ts
 * // In a machine `m` of the language a*, from its start: runOne('aab', 0, 3, m.start, 0, m, null, { alternatives: () => [] }, 256); // 2
 * ```
 */
export function runOne(input: string, i: number, n: number, s: number, c: number, m: Machine, refused: Uint8Array | null, model: AlternativesOf, maxCost: number): number {
  const { K, ascii, byClass, classOfHigh } = m;
  let over = 0;
  let j = i;
  for (; j < n; j++) {
    const u = input.charCodeAt(j);
    if (u >= 0xd800 && u <= 0xdfff) break;
    const to = refused !== null && refused[u] === 1 ? 0 : u < 128 ? ascii[s + u]! : byClass[(s >> 7) * K + classOfHigh(u)]!;
    if (to === 0) break;
    const alternatives = model.alternatives(u, j);
    let k = 0;
    for (; k < alternatives.length; k++) {
      const arc = alternatives[k]!;
      if (arc.readable !== true) continue;
      if (c + arc.cost > maxCost) {
        over = 1;
        continue;
      }
      let via = s;
      const text = arc.text;
      for (let t = 0; t < text.length && via !== 0; t++) {
        const x = text.charCodeAt(t);
        via = refused !== null && refused[x] === 1 ? 0 : x < 128 ? ascii[via + x]! : byClass[(via >> 7) * K + classOfHigh(x)]!;
      }
      if (via !== 0 && via !== to) break;
    }
    if (k < alternatives.length) break;
    s = to;
  }
  ONE[0] = s;
  ONE[1] = over;
  return j;
}

