import { defineConfig } from 'vitest/config';

/** Tests that need the build (`npm run build` first): they start the real server process. */
export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 30_000,
    // Two files at a time, on a 2-core machine: each test that needs a server starts its own, on a
    // port of its own (tests/support/site-server.ts), with its own database file.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
