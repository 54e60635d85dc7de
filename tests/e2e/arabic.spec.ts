/**
 * The Arabic edition (/ar/…), at phone and desktop sizes: language and direction, the mirrored
 * menu, the slider running right to left, the language switcher between twins (keyboard and no
 * JavaScript too) and the Arabic 404. The contact form's Arabic errors and answers, with and
 * without JavaScript, are tested in every engine (contact-form.spec.ts).
 */
import { type Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { ar } from '../../src/lib/i18n/ar';
import { menuExpanded } from './support/expanded';
import { islandAwake } from '../../harness/islands.ts';

/** Arabic letters. */
const ARABIC = /[\u0600-\u06FF]/;

const TWINS = [
  ['/ar', '/'],
  ['/ar/about', '/about'],
  ['/ar/service', '/service'],
  ['/ar/service/hvac-system-in-dubai-uae', '/service/hvac-system-in-dubai-uae'],
  ['/ar/blogs', '/blogs'],
  ['/ar/lifting-equipment-in-dubai', '/lifting-equipment-in-dubai'],
  ['/ar/contact', '/contact'],
  ['/ar/privacy', '/privacy'],
] as const;

const direction = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

test.describe('', CHROMIUM_ONLY, () => {
  sameAtEverySize('the language and direction of a page, and the answer to an address');
  test('every Arabic page is lang="ar" dir="rtl" with an Arabic heading; its English twin stays ltr', async ({
    page,
  }) => {
    for (const [arabic, english] of TWINS) {
      await page.goto(arabic);
      expect(await direction(page), arabic).toEqual({ lang: 'ar', dir: 'rtl' });
      const heading = (await page.locator('h1').first().textContent()) ?? '';
      expect(heading, `${arabic}: the h1 is in Arabic`).toMatch(ARABIC);
      await page.goto(english);
      expect(await direction(page), english).toEqual({ lang: 'en', dir: 'ltr' });
    }
  });

  test('phone numbers on an Arabic page read left to right and dial the same number', async ({ page }) => {
    await page.goto('/ar/contact');
    const phone = page.locator('main a[href^="tel:"]').first();
    await expect(phone).toHaveAttribute('href', /^tel:\+971\d+$/);
    const text = phone.locator('[dir="ltr"]');
    await expect(text).toHaveText(/^\+971[\d ]+$/);
    expect(await text.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  });

  test('an unknown /ar/ address answers 404 with the Arabic not-found page', async ({ page }) => {
    const response = await page.goto('/ar/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await direction(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page.locator('h1')).toHaveText(ar.notFoundTitle);
    await expect(page.getByRole('link', { name: ar.backHome })).toHaveAttribute('href', '/ar');
    const english = await page.goto('/no-such-page');
    expect(english?.status()).toBe(404);
    expect(await direction(page)).toEqual({ lang: 'en', dir: 'ltr' });
  });
});

test.describe('language switcher', CHROMIUM_ONLY, () => {
  test.describe(() => {
    sameAtEverySize('the link and its target');
    test('leads from each page to its twin, not to a home page, and back', async ({ page }) => {
      for (const [arabic, english] of TWINS) {
        await page.goto(arabic);
        const toEnglish = page.getByTestId('language-switcher');
        await expect(toEnglish).toHaveText('English');
        await expect(toEnglish).toHaveAttribute('lang', 'en');
        await expect(toEnglish).toHaveAttribute('hreflang', 'en');
        await toEnglish.click();
        await expect(page).toHaveURL((url) => url.pathname === english);
        const toArabic = page.getByTestId('language-switcher');
        await expect(toArabic).toHaveText('العربية');
        await expect(toArabic).toHaveAttribute('lang', 'ar');
        await toArabic.click();
        await expect(page).toHaveURL((url) => url.pathname === arabic);
      }
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is a link the keyboard reaches and follows', async ({ page }) => {
      await page.goto('/ar/service');
      const switcher = page.getByRole('link', { name: 'English' });
      // Tab through the page from the top until the switcher has focus, as a keyboard user would.
      for (let step = 0; step < 30 && !(await switcher.evaluate((link) => link === document.activeElement)); step++) {
        await page.keyboard.press('Tab');
      }
      await expect(switcher).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === '/service');
    });
  });
});

test.describe('phone menu', CHROMIUM_ONLY, () => {
  test('opens from the right, with its toggle beside the logo on the right, mirroring the English page', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the menu collapses only on a phone');
    const width = page.viewportSize()!.width;
    for (const [path, side] of [
      ['/ar/about', 'right'],
      ['/about', 'left'],
    ] as const) {
      await page.goto(path);
      const toggle = page.locator('.nav-toggle');
      const toggleBox = (await toggle.boundingBox())!;
      // The toggle follows the logo at the bar's start (the header's order is its tab order, header.spec.ts).
      expect(toggleBox.x + toggleBox.width / 2 < width / 2 ? 'left' : 'right', `${path}: the toggle`).toBe(side);
      await toggle.click();
      expect(await menuExpanded(page)).toBe(true);
      const firstLink = page.locator('#site-menu a').first();
      await expect(firstLink).toBeVisible();
      const text = await firstLink.evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const box = range.getBoundingClientRect();
        return { left: box.left, right: box.right };
      });
      // The menu's words start at the side the page is read from.
      if (side === 'right') expect(width - text.right, path).toBeLessThan(40);
      else expect(text.left, path).toBeLessThan(40);
      await page.keyboard.press('Escape');
      expect(await menuExpanded(page)).toBe(false);
      await expect(toggle).toBeFocused();
    }
  });

  test('lists the links from the right on a desktop', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the inline menu is a desktop layout');
    await page.goto('/ar');
    const links = page.locator('#site-menu a');
    const first = (await links.nth(0).boundingBox())!;
    const second = (await links.nth(1).boundingBox())!;
    expect(first.x).toBeGreaterThan(second.x);
    await expect(links.nth(0)).toHaveAttribute('href', '/ar#home');
  });
});

test.describe('', CHROMIUM_ONLY, () => {
  sameAtEverySize('which way autoplay moves');
  test('the banner slider runs right to left', async ({ page }) => {
    // Where the next slide waits is checked at phone size in every engine (islands.spec.ts).
    await page.clock.install();
    await page.goto('/ar');
    await islandAwake(page, 'BannerSlider');
    const slides = page.locator('.banner-slide');
    const frame = (await page.locator('.banner-slider > div:first-child').boundingBox())!;
    // The second slide waits to the left of the first, and autoplay brings it in from there.
    expect((await slides.nth(1).boundingBox())!.x).toBeLessThan(frame.x);
    await page.clock.runFor(7_500);
    await expect
      .poll(async () => Math.abs((await slides.nth(1).boundingBox())!.x - frame.x), { timeout: 5_000 })
      .toBeLessThan(2);
    expect((await slides.nth(0).boundingBox())!.x, 'the first slide has left to the right').toBeGreaterThan(frame.x);
  });
});
