/**
 * Linearity on counted work (DECISIONS 36): the steps the parsing machinery counts
 * (grammar/engine/work.ts) for an input of n code units and for one of 4n, held to the size ratio.
 * No clock: the counts are the same on a busy machine as on a quiet one.
 */
import { workOf } from '../../grammar/engine/work.js';

/** The size ratio of the ladder's two rungs. */
export const RUNG = 4;

/**
 * The most the larger rung may count: 4n against n is 4x the work where it is linear (16x where it
 * is quadratic); 10% over it, and a small constant (work that does not grow with n, but that a
 * cache made on the first rung no longer does on the second, is fine either way).
 */
export const allowed = (small: number): number => RUNG * 1.1 * small + 64;

/**
 * The steps `f` counts on the input of size n and on the input of size 4n (the smaller first),
 * after one run on each: what the machinery keeps per process (lazy automata whose states are made
 * as inputs need them, up to a bound; a kept walk) is then the same for both rungs, whatever other
 * tests in the same worker made of it before (a test file that shares its worker once made the
 * smaller rung a pass cheaper than it is alone).
 */
export function rungs(f: (s: string) => unknown, make: (n: number) => string, n: number): { small: number; big: number } {
  f(make(n));
  f(make(RUNG * n));
  const small = workOf(() => f(make(n))).steps;
  const big = workOf(() => f(make(RUNG * n))).steps;
  return { small, big };
}
