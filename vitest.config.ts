import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    // The generated fast path is build output: write it from the rule registry first.
    globalSetup: ['test/support/fastpath-setup.ts'],
  },
});
