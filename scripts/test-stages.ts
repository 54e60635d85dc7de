/**
 * What `npm test` runs (scripts/test.ts), as npm scripts in stages: the checks of a stage run side
 * by side, the stages one after the other. `npm run bench:suite` times the same checks one by one.
 *
 *   1. lint, formatting, the content check and the build, which fails if it warns (build:quiet);
 *   2. the type check, the unit tests and the integration tests (the real server over that build);
 *   3. the browser tests (three engines over the same build).
 *
 * The build is the longest check of the first stage and the integration tests the longest of the
 * second, so the unit tests, which need no build, run beside the integration tests: with the unit
 * tests in the first stage, that stage waited for them after the build had ended (72 s against 32).
 * The type check and the build are in different stages because both write the worktree's content
 * cache (.astro); the tests that build a changed copy of the project keep caches of their own
 * (tests/support/project-copy.ts).
 */
export const TEST_STAGES = [
  ['lint', 'format:check', 'check', 'build:quiet'],
  ['typecheck', 'test:unit', 'test:integration'],
  ['test:e2e'],
];
