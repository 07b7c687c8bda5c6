/**
 * What an import costs a browser bundle: each entry point and import of the built package
 * (`dist/`, by the package's own name, so `exports` and `sideEffects` are what a bundler reads) is
 * bundled with esbuild (minified, platform browser, format esm), its gzipped size (level 9) held to
 * a budget, and the bundle run, so that a size won by broken code fails. `npm run size` prints the
 * same table (scripts/size.ts) and `npm run size -- --write` writes it into the docs' one size table
 * (docs/guide/entry-points.md, "What each import costs"), which is checked here against the
 * measured sizes: each figure within `sizeTolerance` (1 KB or 1%), each budget exact.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FILES, IMPORTS, measure, measureFile, readSizeTable, SIZE_DOC, sizeTable, sizeTolerance, type SizedImport } from '../scripts/size.js';

const built = existsSync(new URL('../dist/src/index.js', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'urlgrammar-size-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// Each import bundled once: the budget tests and the docs' table read the same measure.
const measured = new Map<string, ReturnType<typeof measure>>();
const measureOnce = (x: SizedImport) => {
  if (!measured.has(x.name)) measured.set(x.name, measure(x));
  return measured.get(x.name)!;
};

describe.runIf(built)('the size of each import, bundled for a browser', () => {
  it.each(IMPORTS.filter((x) => x.budget !== null))('$name: within its gzipped budget, and it runs', async (x) => {
    const m = await measureOnce(x);
    expect(m.gzipped, `${x.name}: ${m.minified} bytes minified, ${m.gzipped} gzipped`).toBeLessThanOrEqual(x.budget!);
    const file = join(tmp, `${x.name.replace(/\W+/g, '-')}.mjs`);
    writeFileSync(file, m.code);
    const { run } = (await import(pathToFileURL(file).href)) as { run: () => unknown };
    expect(run()).toEqual(x.expect);
  });

  // Not held to a budget, but run: the reports' wording under the URL Standard and RFC 2396 is
  // provided by the entries that load those grammars (src/diagnostics/under.ts, in `sideEffects`).
  it('{ parseURL } from urlgrammar: it runs, and its reports read each grammar\'s wording', async () => {
    const x = IMPORTS.find((i) => i.name === '{ parseURL } from urlgrammar')!;
    const m = await measureOnce(x);
    const file = join(tmp, 'main-parseURL.mjs');
    writeFileSync(file, m.code);
    const { run } = (await import(pathToFileURL(file).href)) as { run: () => unknown };
    expect(run()).toEqual(x.expect);
  });

  it(`${SIZE_DOC}'s size table: every import and file, each figure within 1 KB (or 1%) of the measured one, each budget as declared`, async () => {
    const doc = readSizeTable(readFileSync(new URL(`../${SIZE_DOC}`, import.meta.url), 'utf8'));
    const rows = [];
    for (const x of IMPORTS) rows.push({ name: x.name, ...(({ minified, gzipped }) => ({ minified, gzipped }))(await measureOnce(x)), budget: x.budget });
    for (const x of FILES) rows.push({ name: x.name, ...measureFile(x), budget: null });
    const fix = `; npm run size -- --write rewrites the table. Measured:\n${sizeTable(rows)}`;
    expect(doc.map((r) => r.name), `the table's rows${fix}`).toEqual(rows.map((r) => r.name));
    for (const [i, r] of rows.entries()) {
      const d = doc[i]!;
      expect(d.budget, `${r.name}: budget${fix}`).toBe(r.budget);
      for (const k of ['minified', 'gzipped'] as const) {
        expect(Math.abs(d[k] - r[k]), `${r.name}: ${k} ${d[k]} bytes in the table, ${r[k]} measured${fix}`).toBeLessThanOrEqual(sizeTolerance(r[k]));
      }
    }
  });
});
