/**
 * Inner pages and addresses (spec section 2): About, the /demo placeholder, unknown addresses
 * and trailing slashes.
 */
import { type Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';

sameAtEverySize('what an address answers');

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((block) =>
    [JSON.parse(block)].flat(),
  );

test('/about: heading, slider, canonical /about and breadcrumb structured data', CHROMIUM_ONLY, async ({ page }) => {
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const slider = page.getByRole('region', { name: 'Highlights' });
  await expect(slider).toBeVisible();
  await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(page.locator('.banner-slide')).toHaveCount(3);
  await expect(page.getByText('Facility management you can rely on', { exact: true })).toBeVisible();
  // The slider hydrates and offers its control.
  await expect(slider.getByRole('button', { name: /slideshow/ })).toBeVisible();

  const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
  expect(new URL(canonical).protocol).toBe('https:');
  expect(canonical).toMatch(/^https:\/\/[^/]+\/about$/);

  const crumbs = (await jsonLd(page)).find((entry) => entry['@type'] === 'BreadcrumbList');
  expect(crumbs, 'a BreadcrumbList block').toBeTruthy();
  const items = crumbs.itemListElement as { position: number; name: string; item: string }[];
  expect(items.map((item) => item.position)).toEqual([1, 2]);
  expect(items[0].item).toBe(new URL(canonical).origin);
  expect(items[1].item).toBe(canonical);
  expect(items[1].name).toBe('About us');

  // The About entry of the menu marks the current page.
  await expect(page.locator('#site-menu a[href="/about"]')).toHaveAttribute('aria-current', 'page');
});

test(
  '/demo shows only the word demo, and asks for nothing that is missing (not even /favicon.ico)',
  CHROMIUM_ONLY,
  async ({ page }) => {
    const missing: string[] = [];
    page.on('response', (answer) => answer.status() >= 400 && missing.push(new URL(answer.url()).pathname));
    const response = await page.goto('/demo', { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect((await page.locator('body').innerText()).trim()).toBe('demo');
    await expect(page.getByRole('link')).toHaveCount(0);
    expect(missing).toEqual([]);
  },
);

for (const path of ['/no-such-page', '/service/no-such-service']) {
  test(`${path} answers 404 with the not-found page`, CHROMIUM_ONLY, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/"]')).toBeVisible();
    await expect(main.locator('a[href="/"]')).toHaveAccessibleName(/\S/);
    await expect(main.locator('a[href="/service"]')).toBeVisible();
    await expect(main.locator('a[href="/service"]')).toHaveAccessibleName(/\S/);
    // The shared frame is there too, and the page is not indexed.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await main.locator('a[href="/service"]').click();
    await expect(page).toHaveURL(/\/service$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('WHAT WE DO');
  });
}

test('/about/ with a trailing slash redirects to /about', CHROMIUM_ONLY, async ({ page, request }) => {
  const direct = await request.get('/about/', { maxRedirects: 0 });
  expect([301, 308]).toContain(direct.status());
  expect(new URL(direct.headers()['location'], 'http://x').pathname).toBe('/about');

  const response = await page.goto('/about/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
});
