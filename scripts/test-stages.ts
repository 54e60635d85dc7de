/**
 * What `npm test` runs (scripts/test.ts), as npm scripts in stages: the checks of a stage run side
 * by side, the stages one after the other. `npm run bench:suite` times the same checks one by one.
 *
 *   1. lint, formatting, the content check, the unit tests and the build;
 *   2. the type check and the integration tests (the real server over that build);
 *   3. the browser tests (three engines over the same build).
 *
 * The type check and the build are in different stages because both write the worktree's content
 * cache (.astro); the tests that build a changed copy of the project keep caches of their own
 * (tests/support/project-copy.ts).
 */
export const TEST_STAGES = [
  ['lint', 'format:check', 'check', 'test:unit', 'build'],
  ['typecheck', 'test:integration'],
  ['test:e2e'],
];
