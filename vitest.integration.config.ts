import { defineConfig } from 'vitest/config';

/** Tests that need the build (`npm run build` first): they start the real server process. */
export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
