/**
 * No wall clock decides a test (DECISIONS 36): linearity and bounds are asserted on counted work,
 * timings live in `npm run bench` (bench/ratios.ts holds the ratios the tests once asserted). A
 * test that can fail because the machine is busy is a defect. This guard finds a clock in test/:
 * there is none, and a hang is guarded by the test's own timeout (vitest's), not by reading one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The clocks (spelt in pieces, so that this file does not find itself). */
const CLOCKS = [['performance', 'now'], ['process', 'hrtime'], ['Date', 'now'], ['console', 'time']].map(([a, b]) => new RegExp(`\\b${a}\\s*\\.\\s*${b}\\b`));

/** Files allowed a clock, each with why (a hang timeout that vitest's cannot express): none. */
const ALLOWED: Record<string, string> = {};

function files(dir: string): string[] {
  const out: string[] = [];
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, d.name);
    if (d.isDirectory()) {
      if (d.name !== 'fixtures' && d.name !== 'corpus') out.push(...files(p));
    } else if (/\.(ts|mts|js|mjs)$/.test(d.name)) out.push(p);
  }
  return out;
}

it('no test reads a clock', () => {
  const found: string[] = [];
  for (const file of files(join(ROOT, 'test'))) {
    const name = relative(ROOT, file).split('\\').join('/');
    if (Object.hasOwn(ALLOWED, name)) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (CLOCKS.some((c) => c.test(line))) found.push(`${name}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});

it('finds one where there is one', () => {
  expect(CLOCKS.some((c) => c.test('const t0 = ' + 'performance' + '.now();'))).toBe(true);
  expect(CLOCKS.some((c) => c.test('seed: Date' + '.now()'))).toBe(true);
});
