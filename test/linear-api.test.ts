/**
 * The public functions are linear, asserted on counted work (DECISIONS 36; grammar/engine/work.ts
 * says what is counted): for each shape of the ladder (bench/cases.ts: a prefix of `PREFIXES`, then
 * a unit of `UNITS` repeated), the steps counted on 4n code units are at most 4 × 1.1 those on n,
 * plus a small constant (test/support/linear.ts). A quadratic loop would count 16x. `npm test`
 * runs every function on a fixed eighth of the shapes (a different eighth for each function);
 * `npm run test:full` on every shape. Their time, 10 KB against 100 KB, is `npm run bench --
 * --ratios` (bench/ratios.ts); the full ladder up to 10 MB `npm run bench -- --ladder`.
 *
 * Below, the worst patterns `npx tsx bench/ladder.ts --probe` found for every function of
 * bench/cases.ts, at 10 KB and 40 KB (25 KB and 100 KB under test:full): an answer (or the
 * function's documented error) and no engine error at the larger, and, where the function runs
 * counted machinery, the same bound. (`npx tsx bench/ladder.ts --stack` runs them at 10 MB.)
 * test/linear.test.ts holds parseURL's own shapes and `allErrors`.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';
import { API, API_PATTERNS, PREFIXES, UNITS, build } from '../bench/cases.js';
import { allowed, rungs } from './support/linear.js';
import { sized } from './support/scale.js';

const BASE = 'http://a/b/c/d;p?q';

/** The functions whose every step of parsing is counted, as one-string calls (bench/cases.ts `API`, and a few of their own). */
const COUNTED: ReadonlyArray<readonly [string, (s: string) => unknown]> = [
  ['parseURL (URI)', (s) => api.parseURL(s)],
  ['parseURL rfc3987', (s) => api.parseURL(s, { grammar: 'rfc3987' })],
  ['parseURL whatwg', (s) => api.parseURL(s, { grammar: 'whatwg' })],
  ['resolve whatwg (parseWHATWG against a base)', (s) => api.parseWHATWG(s, { base: BASE })],
  ...[
    'parseURL rfc1738',
    'parseURL rfc1808',
    'parseURL rfc3986 + components',
    'isValid rfc3986',
    'isValid rfc1738',
    'recognizer rfc3987 IRI-reference',
    'urlsplit (+ attributes)',
    'urlparse (+ attributes)',
    'urljoin (reference)',
    'urljoin (base)',
    'resolve rfc3986 (reference)',
    'resolve rfc3986 (base)',
    'resolve rfc1808',
    'resolve abarth-url-00',
    'removeDotSegments rfc3986',
    'removeDotSegments rfc1808',
    'normalize',
    'equivalent',
    'parseWHATWG (trace)',
  ].map((name) => [name, API.find((c) => c.name === name)!.run] as const),
];

const SHAPES = PREFIXES.flatMap((p) => UNITS.map((u) => [p, u] as const));
/** Every shape under test:full; a sixteenth of them under npm test (each function from its own index). */
const STRIDE = sized(1, 16);
const N = 500;

describe('counted work grows as the input on every shape of the ladder', () => {
  it.each(COUNTED.map(([name, run], k) => [name, run, k] as const))('%s', (_name, run, k) => {
    const over: string[] = [];
    let visible = 0;
    SHAPES.forEach(([prefix, unit], i) => {
      if ((i + k) % STRIDE !== 0) return;
      const { small, big } = rungs(run, (n) => build(prefix, unit, n), N);
      visible = Math.max(visible, small / N);
      if (big > allowed(small)) over.push(`${JSON.stringify(prefix + unit)}: ${small} -> ${big} steps (x${(big / small).toFixed(1)})`);
    });
    expect(over).toEqual([]);
    // The counter sees the function: on some shape it counts a step per two code units at least (a
    // function whose work the counter missed would pass the bound above with nothing counted).
    expect(visible).toBeGreaterThanOrEqual(0.5);
  });
});

/** n of the worst patterns: 10 KB against 40 KB under npm test, 25 KB against 100 KB under test:full. */
const ROW_N = sized(25_000, 10_000);
const rows = API.flatMap((c) => (API_PATTERNS[c.name] ?? []).map((p) => [c.name, p[0], p[1]] as const));

describe('every public function answers on its worst shapes', () => {
  it('covers every function of bench/cases.ts', () => {
    expect(API.map((c) => c.name).filter((n) => !API_PATTERNS[n])).toEqual([]);
  });

  it.each(rows)('%s on %j + %j repeated: a result (or its documented error) at 4n, its counted work 4x that at n at most', (name, prefix, unit) => {
    const c = API.find((a) => a.name === name)!;
    let out: unknown;
    const { small, big } = rungs((s) => (out = c.run(s)), (n) => build(prefix, unit, n), ROW_N);
    expect(out instanceof Error ? out.name : 'result').not.toMatch(/^(RangeError|TypeError|InternalError)$/);
    // (Functions that run no counted machinery, quote or parse_qs, count nothing: 0 against 0.)
    expect(big, `${small} -> ${big} steps`).toBeLessThanOrEqual(allowed(small));
  });
});
