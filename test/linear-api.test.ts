/**
 * Every public function answers on 100 KB of the worst repeats found. Their time, 10 KB against
 * 100 KB (linear is about 10x, quadratic about 100x), is `npm run bench -- --ratios` (bench/ratios.ts). The patterns are the slowest ones that
 * `npx tsx bench/ladder.ts --probe` finds among all prefixes x units of bench/cases.ts, plus the
 * component each function splits on; the full ladder up to 10 MB is `npm run bench -- --ladder`.
 * test/linear.test.ts covers parseURL on more patterns of its own.
 */
import { describe, expect, it } from 'vitest';
import { API, API_PATTERNS, build } from '../bench/cases.js';

const rows = API.flatMap((c) => (API_PATTERNS[c.name] ?? []).map((p) => [c.name, p[0], p[1]] as const));

describe('every public function answers on its worst shapes', () => {
  it('covers every function of bench/cases.ts', () => {
    expect(API.map((c) => c.name).filter((n) => !API_PATTERNS[n])).toEqual([]);
  });

  it.each(rows)('%s on %j + %j repeated: a result (or its documented error) at 100 KB', (name, prefix, unit) => {
    const c = API.find((a) => a.name === name)!;
    // The time of 10 KB against 100 KB is `npm run bench -- --ratios` (DECISIONS 36: no wall
    // clock decides a test); here, that the worst shape gives an answer and no engine error.
    const out = c.run(build(prefix, unit, 100_000));
    expect(out instanceof Error ? out.name : 'result').not.toMatch(/^(RangeError|TypeError|InternalError)$/);
  });
});
