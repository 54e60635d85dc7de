/**
 * What a visitor sees in a browser that lacks a feature the site uses (docs/browsers.md), with
 * the feature switched off in Chromium: the page is rewritten on its way in the way an older
 * engine reads it. Without popovers (Safari 16, iOS 16): the `popover` attributes mean nothing and
 * the `@supports not selector(:popover-open)` rules apply. Without content-visibility (Safari
 * 17): every part of the page is laid out at once.
 */
import { type Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, test } from './support/test.ts';
import { ROUTED_REQUESTS } from './support/routing';
import { editions } from './support/editions.ts';

test.use({ ...ROUTED_REQUESTS, bypassCSP: true });

/** Serves every page as a browser without `feature` reads it. */
async function without(page: Page, feature: 'popover' | 'content-visibility') {
  await page.route(
    (url) => !/\.\w+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      if (feature === 'popover') {
        html = html
          .replaceAll('@supports not selector(:popover-open)', '@supports selector(*)')
          .replace(/ popover(="[^"]*")?(?=[ >])/g, '')
          .replace(/ popovertarget="[^"]*"/g, '');
      } else {
        html = html.replace(/content-visibility:\s*auto/g, 'content-visibility:visible');
      }
      await route.fulfill({ response, body: html });
    },
  );
}

for (const edition of editions) {
  test(
    `${edition.title} without popovers: the phone menu is a row of the bar that covers nothing`,
    CHROMIUM_ONLY,
    async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the menu is a popover only below 992 px');
      await without(page, 'popover');
      await page.goto(`${edition.pathPrefix}/about`);
      const nav = page.getByRole('navigation', { name: edition.ui.mainNavigation });
      await expect(nav.getByRole('button', { name: edition.ui.menu })).toBeHidden();
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 800 });
        for (const label of Object.values(edition.ui.navigation)) {
          const link = nav.getByRole('link', { name: label, exact: true });
          await expect(link).toBeVisible();
          expect(
            await link.evaluate((el) => {
              const box = el.getBoundingClientRect();
              return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
            }),
            `${label} can be tapped where it shows at ${width} px`,
          ).toBe(true);
        }
        // The page's own heading starts below the bar, not under it.
        const barBottom = await nav.evaluate((el) => el.getBoundingClientRect().bottom);
        const headingTop = await page.locator('h1').evaluate((el) => el.getBoundingClientRect().top);
        expect(headingTop).toBeGreaterThanOrEqual(barBottom);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      }
    },
  );
}

test('without content-visibility: every part of a long page is laid out and shown', CHROMIUM_ONLY, async ({ page }) => {
  await without(page, 'content-visibility');
  await page.goto('/blogs');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.locator('address')).toBeVisible();
  await expect(page.locator('article')).toHaveCount(24);
});
