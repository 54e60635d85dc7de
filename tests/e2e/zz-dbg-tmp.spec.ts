import { test, expect } from '@playwright/test';
test('dbg', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const b = page.getByRole('button', { name: 'Pause slideshow' });
  await expect(b).toBeVisible();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 50);
  await page.clock.runFor(7500);
  console.log(await page.locator('.banner-slider button').evaluate(e => e.outerHTML.slice(0, 200)));
  await b.click();
  console.log('clicked');
  console.log(await page.locator('.banner-slider button').evaluate(e => e.outerHTML.slice(0, 200)));
  await page.clock.runFor(100);
  console.log(await page.locator('.banner-slider button').evaluate(e => e.outerHTML.slice(0, 200)));
  await page.waitForTimeout(500);
  console.log(await page.locator('.banner-slider button').evaluate(e => e.outerHTML.slice(0, 200)));
});
