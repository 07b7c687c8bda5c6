/**
 * The mutants the RFC 3986 §6 oracle's fixture holds (test/oracle/gen_normalize.py): corpus URLs
 * with one to three edits drawn by test/support/arbitrary.ts's `mutated`, fixed seed. Printed as
 * JSON for the generator:
 *
 *     npx tsx test/oracle/normalize-mutants.ts | python3 test/oracle/gen_normalize.py --mutants -
 *
 * test/normalize-oracle.test.ts draws them again and requires the fixture's to be the same.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { mutated } from '../support/arbitrary.js';

/** The seed and the number of mutants in the fixture. */
export const ORACLE_MUTANTS = { seed: 39, runs: 3000 } as const;

/** The corpus as the tests read it: lines, empty ones left out. */
export function corpusLines(): string[] {
  return readFileSync(new URL('../corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
}

/** `runs` mutants of the corpus, drawn with `seed`. */
export function oracleMutants(corpus: readonly string[], seed: number = ORACLE_MUTANTS.seed, runs: number = ORACLE_MUTANTS.runs): string[] {
  return fc.sample(mutated(fc.constantFrom(...corpus)), { seed, numRuns: runs });
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(JSON.stringify(oracleMutants(corpusLines())));
}
