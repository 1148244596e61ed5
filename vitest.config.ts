import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          pool: 'threads',
          // A guard against a test that hangs, not a speed check (those are benchmarks): the
          // heaviest unit tests (the column store against every query, RSA keys) take a few
          // seconds alone and several times that on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A poll waits for what a person would see; on a busy 2-core machine a page can take
          // seconds to show it (the 1 s default failed the suite once in a few runs). A poll that
          // must wait longer says so.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
