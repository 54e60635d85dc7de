/**
 * The next page before the tap (src/shared/serving/speculation-rules.ts), in Chromium, the one engine with
 * speculation rules: nothing is fetched on load; a pointer resting on a service card fetches that
 * page's HTML, and the click opens it from what was fetched; a link to another site is never
 * fetched; a visitor who asks to save data gets no rules at all. The page's CSP allows the rules
 * (no violation is reported). The tap itself, timed on the slow phone: `npm run bench:next-page`.
 */
import type { Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';

sameAtEverySize('what a pointer resting on a link fetches', 'desktop');

const CARD = 'main a[href="/service/hvac-system-in-dubai-uae"]';

/** Every request the page makes for a document on a sign of intent (Sec-Purpose: prefetch), and every CSP complaint. */
function watch(page: Page) {
  const prefetched: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (/prefetch/.test(request.headers()['sec-purpose'] ?? '')) prefetched.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  return { prefetched, refused };
}

/**
 * Opens the services list and waits until the deferred tasks have run: they add the rules (or
 * decide not to) first, then the vitals beacon, which the settings ask of every page view (100%).
 */
async function openServices(page: Page) {
  await page.goto('/service');
  await page.waitForSelector('script[src="/vitals-beacon.js"]', { state: 'attached' });
}

test.describe('', CHROMIUM_ONLY, () => {
  test('nothing is fetched on load; a pointer resting on a service card fetches its page, which the click then opens', async ({
    page,
  }) => {
    const { prefetched, refused } = watch(page);
    await openServices(page);
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(1);
    expect(prefetched, 'fetched before any sign of intent').toEqual([]);

    await page.hover(CARD);
    await expect.poll(() => prefetched).toEqual(['/service/hvac-system-in-dubai-uae']);
    await page.click(CARD);
    await expect(page).toHaveURL(/\/service\/hvac-system-in-dubai-uae$/);
    const delivery = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
          .deliveryType,
    );
    expect(delivery, 'the page came from the prefetch').toBe('navigational-prefetch');
    expect(refused, 'the CSP let the rules in').toEqual([]);
  });

  test('a link to another site is never fetched', async ({ page }) => {
    const { prefetched } = watch(page);
    await openServices(page);
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(1);
    const whatsapp = page.locator('footer a[href^="https://wa.me/"]').first();
    await whatsapp.scrollIntoViewIfNeeded();
    await whatsapp.hover();
    // Then a page of the site, so that the wait has an end: only that one is fetched.
    await page.hover('footer a[href="/about"]');
    await expect.poll(() => prefetched).toEqual(['/about']);
  });

  test('a visitor who asks to save data gets no rules, and nothing is fetched before the tap', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never);
    const { prefetched } = watch(page);
    await openServices(page);
    expect(
      await page.evaluate(() => (navigator as Navigator & { connection: { saveData: boolean } }).connection.saveData),
    ).toBe(true);
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(0);
    await page.hover(CARD);
    await page.click(CARD);
    await expect(page).toHaveURL(/\/service\/hvac-system-in-dubai-uae$/);
    expect(prefetched).toEqual([]);
  });
});
