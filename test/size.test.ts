/**
 * What an import costs a browser bundle: each entry point and import of the built package
 * (`dist/`, by the package's own name, so `exports` and `sideEffects` are what a bundler reads) is
 * bundled with esbuild (minified, platform browser, format esm), its gzipped size (level 9) held to
 * a budget, and the bundle run, so that a size won by broken code fails. `npm run size` prints the
 * same table (scripts/size.ts); docs/performance.md ("What an import costs") has the figures.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORTS, measure } from '../scripts/size.js';

const built = existsSync(new URL('../dist/src/index.js', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'urlgrammar-size-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.runIf(built)('the size of each import, bundled for a browser', () => {
  it.each(IMPORTS.filter((x) => x.budget !== null))('$name: within its gzipped budget, and it runs', async (x) => {
    const m = await measure(x);
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
    const m = await measure(x);
    const file = join(tmp, 'main-parseURL.mjs');
    writeFileSync(file, m.code);
    const { run } = (await import(pathToFileURL(file).href)) as { run: () => unknown };
    expect(run()).toEqual(x.expect);
  });
});
