import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isolatedTestFiles } from './test/support/isolation.js';

// The browser suites are `npm run test:browser`'s (URLGRAMMAR_BROWSER set): npm test and test:full
// leave them out, so that CI (which runs both) runs them once.
const BROWSER = ['test/explorer-browser.test.ts', 'test/site-browser.test.ts'];
const browser = Boolean(process.env['URLGRAMMAR_BROWSER']);
// The files that change what is global to the library, or read what such a change makes differ,
// run in a module state of their own; the others reuse one per worker (test/support/isolation.ts).
const isolated = [...isolatedTestFiles(fileURLToPath(new URL('.', import.meta.url))).keys()];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // At least two test files at once: Vitest's default (the cores less one) runs one at a time on
    // a 2-CPU machine, where two took npm test's tests from 140 s to 100 s (no test reads a clock,
    // so two at once cannot make one fail: DECISIONS 36).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // test/recover-bounds.test.ts and the memory tests collect garbage (globalThis.gc) before they
    // measure what a result keeps.
    execArgv: ['--expose-gc'],
    // The generated fast path is build output: write it from the rule registry first.
    globalSetup: ['test/support/fastpath-setup.ts'],
    // Every grammar loaded first, as the main entry loads them (an entry point may load fewer).
    setupFiles: ['test/support/grammars.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'isolated',
          include: isolated,
          exclude: browser ? [] : BROWSER,
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'reused',
          include: ['test/**/*.test.ts'],
          exclude: [...isolated, ...(browser ? [] : BROWSER), '**/node_modules/**'],
          isolate: false,
        },
      },
    ],
  },
});
