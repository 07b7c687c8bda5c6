import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The browser suites are `npm run test:browser`'s (URLGRAMMAR_BROWSER set): npm test and test:full
    // leave them out, so that CI (which runs both) runs them once.
    exclude: process.env['URLGRAMMAR_BROWSER'] ? [] : ['test/explorer-browser.test.ts', 'test/site-browser.test.ts', '**/node_modules/**'],
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
  },
});
