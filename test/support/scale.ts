/**
 * How much of each heavy differential a run does (DECISIONS 48): `npm test` samples them with fixed
 * seeds, `npm run test:full` (URLGRAMMAR_FULL=1) runs them whole. Random seeds are for
 * `npm run fuzz` and the env variables the files name (ORACLE_RUNS, LAW_RUNS); never a clock.
 */

/** Whether this is `npm run test:full`. */
export const FULL = process.env['URLGRAMMAR_FULL'] === '1';

/** `full` under `npm run test:full`, `sampled` under `npm test`. */
export const sized = (full: number, sampled: number): number => (FULL ? full : sampled);

/** A random seed (printed, to replay), for the runs an env variable asks to randomize. */
export function randomSeed(): number {
  const seed = Math.floor(Math.random() * 2 ** 31);
  console.log(`random seed ${seed}`);
  return seed;
}

/**
 * Every `k`-th of `xs` under `npm test` (those at `offset`, `offset + k`, ...: tests that read one
 * list with different offsets share it out between them), all of it under `npm run test:full`.
 */
export const everyKth = <T>(xs: readonly T[], k: number, offset = 0): T[] =>
  FULL ? [...xs] : xs.filter((_v, i) => i % k === ((offset % k) + k) % k);
