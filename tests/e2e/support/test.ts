/**
 * The one `test` (and `expect`) every browser spec imports: Playwright's, with the reused Chromium
 * window (reused-window.ts) and the visitor of any engine (drivers/visitor.ts). Playwright gives
 * files whose `test` has other worker fixtures workers of their own; with one `test` for all, the
 * two workers of a project serve every file of it, where each switch from one kind of file to
 * another once started a new worker and browser (docs/browsers.md). Fixtures start only when a
 * test asks for them.
 */
import { test as withVisitors } from './drivers/visitor.ts';

export { expect } from './drivers/visitor.ts';
export type { Visitor } from './drivers/visitor.ts';

/**
 * What a project's windows stand for: a phone (a touch screen below 992 px, the site's phone
 * layout) or a desktop.
 */
export type FormFactor = 'phone' | 'desktop';

/**
 * The tag of a case that needs Chromium: what only Chromium's driver offers (the page clock, routed or
 * counted requests, DevTools, the accessibility tree, pixels, the history, init scripts) or what is
 * the same in every engine and so is read once (the server's markup, bytes, axe). The Firefox and
 * WebKit projects leave tagged cases out as they list the tests (`grepInvert` in
 * playwright.config.ts), so such a case costs them nothing, and one file holds a subject's cases for
 * every engine and for Chromium alone. On a test, `test('…', CHROMIUM_ONLY, async ({ page }) => …)`,
 * or on a group, `test.describe('…', CHROMIUM_ONLY, () => …)`: Playwright takes details only after
 * a title, and an untitled group's title is `''`.
 */
export const CHROMIUM_ONLY = { tag: '@chromium' } as const;

export const test = withVisitors.extend<object, { formFactor: FormFactor }>({
  // Each project names its own (playwright.config.ts), so that a test that sets its own window
  // size still belongs to the project of one form factor.
  formFactor: ['desktop', { option: true, scope: 'worker' }],
});

/**
 * Marks the tests of the file or `test.describe` it is called in as not depending on the screen
 * size (what they check: `what`): they run in the desktop projects, or the phone ones when `runsOn`
 * says so, and are skipped in the others before any window opens.
 */
export function sameAtEverySize(what: string, runsOn: FormFactor = 'desktop'): void {
  test.skip(
    ({ formFactor }) => formFactor !== runsOn,
    `${what} does not depend on the screen size: on a ${runsOn} only`,
  );
}
