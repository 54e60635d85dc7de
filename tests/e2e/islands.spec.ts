/**
 * React stays off the critical path: on a phone the navigation island downloads nothing until
 * the visitor first interacts, and the very first tap on the menu button still opens the menu.
 */
import { expect, test } from '@playwright/test';

test('phone: the menu island loads on the first interaction, and that first tap opens the menu', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the menu button exists only on small screens');
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/lifting-equipment-in-dubai', { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  expect(scripts).toEqual([]);

  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();
  expect(scripts.some((path) => /\/NavMenu\.[\w-]+\.js$/.test(path))).toBe(true);
});

test('home: the slider hydrates only after the load event', async ({ page }) => {
  await page.addInitScript(() => {
    addEventListener('load', () => ((window as { __loadedAt?: number }).__loadedAt = performance.now()));
  });
  let sliderRequestedAt = 0;
  page.on('request', async (request) => {
    if (/\/BannerSlider\.[\w-]+\.js$/.test(request.url())) {
      sliderRequestedAt = await page.evaluate(() => performance.now()).catch(() => -1);
    }
  });
  await page.goto('/');
  await expect.poll(() => sliderRequestedAt, { timeout: 10_000 }).toBeGreaterThan(0);
  const loadedAt = await page.evaluate(() => (window as { __loadedAt?: number }).__loadedAt ?? Infinity);
  expect(sliderRequestedAt).toBeGreaterThan(loadedAt);
});
