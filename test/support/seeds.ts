/**
 * Vitest setup file: fast-check's seed, fixed for every property a test file checks without one of
 * its own (DECISIONS 48: `npm test` runs with fixed seeds; random draws are `npm run fuzz`'s, and
 * the env variables the files name, which pass a seed of their own: test/support/scale.ts
 * `randomSeed`). A property that fails names this seed and its path, so the failure replays.
 */
import fc from 'fast-check';

/** The seed of every property that names none. */
export const PROPERTY_SEED = 20261130;

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: PROPERTY_SEED });
