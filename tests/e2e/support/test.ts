/**
 * The one `test` (and `expect`) every browser spec imports: Playwright's, with the reused Chromium
 * window (reused-window.ts) and the visitor of any engine (engines/visitor.ts). Playwright gives
 * files whose `test` has other worker fixtures workers of their own; with one `test` for all, the
 * two workers of a project serve every file of it, where each switch from one kind of file to
 * another once started a new worker and browser (docs/browsers.md). Fixtures start only when a
 * test asks for them.
 */
export { expect, test } from './engines/visitor.ts';
