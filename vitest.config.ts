import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import { testsLoadBuilt } from './test/support/built.js';
import { testFileScan } from './test/support/isolation.js';

// The browser suites are `npm run test:browser`'s (URLGRAMMAR_BROWSER set): npm test and test:full
// leave them out, so that CI (which runs both) runs them once.
const BROWSER = ['test/explorer-browser.test.ts', 'test/site-browser.test.ts'];
const browser = Boolean(process.env['URLGRAMMAR_BROWSER']);
// The package and its site, each from a build (the tarball installed into scratch projects, the
// guides' code blocks compiled from it, the documentation site with typedoc's API reference):
// `npm run test:full`'s (URLGRAMMAR_FULL set; what .ci/run runs), so that npm test keeps within
// DECISIONS 48's 150 s of `vitest run` on a 2-CPU machine (they took some 30 of its CPU seconds).
const PACKAGE = ['test/install.test.ts', 'test/docs-compile.test.ts', 'test/docs-site.test.ts'];
const full = Boolean(process.env['URLGRAMMAR_FULL']);
// The files that change what is global to the library, or read what such a change makes differ,
// run in a module state of their own; the others reuse one per worker (test/support/isolation.ts).
const root = fileURLToPath(new URL('.', import.meta.url));
// (The scan is remembered under a hash of the files it reads: test/support/isolation.ts's testFileScan.)
const scan = testFileScan(root);
const isolated = scan.isolated;
// The built package (dist/, as Vite names its modules: the root's path with forward slashes).
const DIST = new RegExp(`^${root.split(sep).join('/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}dist/.+\\.js$`);

// The library as built: where dist/ is built from these sources (its stamp, scripts/source-stamp.mjs;
// `npm test` builds first where it is not), a test's import of a module of base/, grammar/ or src/
// loads its built counterpart in dist/, which Node imports as it is (DIST is external), as a user's
// program does. Vite's module runner otherwise fetches each module from its server and evaluates
// it transformed, in each process that loads it: the files' transform and setup took about twice
// the seconds (docs/performance.md, session 59). URLGRAMMAR_TEST_SOURCE=1, or a dist/ built from
// other sources, runs the sources through Vite instead (a warning says which).
const askedSources = Boolean(process.env['URLGRAMMAR_TEST_SOURCE']);
const useBuilt = testsLoadBuilt();
// (Vitest evaluates this file once per project: the warning is given once a process.)
const warned = globalThis as { urlgrammarSourcesWarned?: boolean };
if (!useBuilt && !askedSources && !warned.urlgrammarSourcesWarned) {
  warned.urlgrammarSourcesWarned = true;
  console.warn('vitest.config.ts: dist/ is not built from these sources: the tests load the sources (run `npm run build`, or `npm test`, which builds first)');
}
// (The files that re-evaluate the library's modules, `vi.resetModules`, load the sources: project
// `sources`.)
const LIBRARY = /^(?:base|grammar|src)\/(?!codegen\/).*\.ts$/;
const builtLibrary: Plugin = {
  name: 'urlgrammar-built-library',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (importer === undefined || source.includes('?') || !/\.[jt]s$/.test(source)) return null;
    let id: string;
    if (source.startsWith('file:')) id = fileURLToPath(source);
    else if (source.startsWith('.') || source.startsWith('/')) {
      const r = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (r === null || r.external) return r;
      id = r.id;
    } else return null;
    const rel = relative(root, id).split(sep).join('/');
    const built = LIBRARY.test(rel) ? join(root, 'dist', rel.slice(0, -3) + '.js') : '';
    return built !== '' && existsSync(built) ? built : id;
  },
};
const sources = scan.sources;

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // At least two test files at once: Vitest's default (the cores less one) runs one at a time on
    // a 2-CPU machine, where two took npm test's tests from 140 s to 100 s (no test reads a clock,
    // so two at once cannot make one fail: DECISIONS 36).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // test/recover-bounds.test.ts and the memory tests collect garbage (globalThis.gc) before they
    // measure what a result keeps. A young generation of up to 64 MB a semi-space (V8's default is
    // 16): a reused worker's heap holds what every file before left in its modules, up to a
    // gigabyte, and its scavenges took 31 s of the reused project's 169 CPU seconds, 20 of 155 so
    // (2,326 scavenges against 635; docs/performance.md, session 60).
    execArgv: ['--expose-gc', '--max-semi-space-size=64'],
    // The generated fast path is build output: write it from the rule registry first.
    globalSetup: ['test/support/fastpath-setup.ts'],
    // Every grammar loaded first, as the main entry loads them (an entry point may load fewer);
    // fast-check's seed fixed for the properties that name none (test/support/seeds.ts).
    setupFiles: ['test/support/grammars.ts', 'test/support/seeds.ts', 'test/support/reader.ts'],
    // Built code imported by Node as it is, not transformed by Vite first: test/size.test.ts's
    // bundles (a megabyte of minified code each), and dist/ (the built package, which
    // test/docs-examples.test.ts reads through scripts/doc-examples.ts: some 30 s of transform).
    server: { deps: { external: [/[\\/]urlgrammar-size-[^\\/]+[\\/][^\\/]+\.mjs$/, DIST] } },
    projects: [
      ...(sources.length === 0 ? [] : [{ extends: true as const, test: { name: 'sources', include: sources, isolate: true } }]),
      {
        extends: true,
        plugins: useBuilt ? [builtLibrary] : [],
        test: {
          name: 'isolated',
          include: isolated,
          exclude: [...sources, ...(browser ? [] : BROWSER), ...(full || browser ? [] : PACKAGE)],
          isolate: true,
        },
      },
      {
        extends: true,
        plugins: useBuilt ? [builtLibrary] : [],
        test: {
          name: 'reused',
          include: ['test/**/*.test.ts'],
          exclude: [...isolated, ...sources, ...(browser ? [] : BROWSER), ...(full || browser ? [] : PACKAGE), '**/node_modules/**'],
          isolate: false,
        },
      },
    ],
  },
});
