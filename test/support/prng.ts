/**
 * A seeded pseudo-random generator (mulberry32) for the tests' fixed-seed samples: the same draws
 * on every run (DECISIONS 36: random runs belong to `npm run fuzz`).
 */

/** Numbers in [0, 1), the same sequence for the same seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
