import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    // test/linear.test.ts collects garbage before each timed call (globalThis.gc), so that a
    // parse's time does not include the garbage of the calls before it.
    execArgv: ['--expose-gc'],
    // The generated fast path is build output: write it from the rule registry first.
    globalSetup: ['test/support/fastpath-setup.ts'],
    // Every grammar loaded first, as the main entry loads them (an entry point may load fewer).
    setupFiles: ['test/support/grammars.ts'],
  },
});
