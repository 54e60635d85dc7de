/**
 * The one `test` (and `expect`) every browser spec imports: Playwright's, with the reused Chromium
 * window (reused-window.ts) and the visitor of any engine (drivers/visitor.ts). Playwright gives
 * files whose `test` has other worker fixtures workers of their own; with one `test` for all, the
 * two workers of a project serve every file of it, where each switch from one kind of file to
 * another once started a new worker and browser (docs/browsers.md). Fixtures start only when a
 * test asks for them.
 */
import { test } from './drivers/visitor.ts';

export { expect, test } from './drivers/visitor.ts';

/**
 * Called first in a test: leaves it to Chromium's desktop project, since what it checks (`what`)
 * is the same on a phone's screen and the phone project would only check it again. The test is
 * skipped before it opens a page. (Files that are all of this kind are left out of the phone
 * project in playwright.config.ts.)
 */
export function sameAtEverySize(what: string): void {
  test.skip(test.info().project.name === 'phone', `${what} does not depend on the screen size`);
}
