/**
 * Zoomed in (WCAG 1.4.10 reflow, 2.4.11 focus not obscured): 1280 × 1024 at 400% is a 320 × 256
 * window, 1280 × 800 at 200% a 640 × 400 one. On every page kind of both editions, nothing in the
 * fixed header or top bar lies outside the window (none can be scrolled to), and every control,
 * the open phone menu's links too, can be brought fully into view with the keyboard.
 */
import { PAGE_KIND_PATHS } from '../../harness/page-kind-paths.ts';
import { editions } from './support/editions.ts';
import { controlsOutOfReach, headerOutsideWindow } from './support/reflow.ts';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';

sameAtEverySize('zoom: the test sets its own window sizes');

const ZOOMED = [
  { width: 320, height: 256, zoom: '400%' },
  { width: 640, height: 400, zoom: '200%' },
];

// Under reduced motion scrolling is instant: each control is read where it comes to rest.
test.use({ reducedMotion: 'reduce' });

for (const edition of editions) {
  for (const [kind, path] of Object.entries(PAGE_KIND_PATHS)) {
    test(
      `${edition.title} ${kind}: at 400% and 200% zoom the header fits and every control can be brought into view`,
      CHROMIUM_ONLY,
      async ({ page }) => {
        const faults: string[] = [];
        // One load, zoomed in and then out, as a visitor zooms a page already open: the layout follows
        // the window as it changes.
        await page.setViewportSize(ZOOMED[0]!);
        await page.goto(`${edition.pathPrefix}${path}`);
        for (const { width, height, zoom } of ZOOMED) {
          await page.setViewportSize({ width, height });
          // Back at the top, and a frame later, the header out of its scrolled state.
          await page.evaluate(() => {
            scrollTo(0, 0);
            return new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
          });
          const found = [
            ...(await page.evaluate(headerOutsideWindow)),
            ...(await page.evaluate(controlsOutOfReach, 'body')),
          ];
          // The phone menu, open: each of its links within the window and the menu.
          await page.evaluate(() => scrollTo(0, 0));
          await page.locator('.nav-toggle').click();
          found.push(...(await page.evaluate(controlsOutOfReach, '#site-menu')));
          await page.keyboard.press('Escape');
          await expect(page.locator('#site-menu')).toBeHidden();
          faults.push(...found.map((fault) => `${zoom}: ${fault}`));
        }
        expect(faults, faults.join('\n')).toEqual([]);
      },
    );
  }
}
