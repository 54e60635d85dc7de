/**
 * Offline reading: the service worker keeps the pages a visitor opened, serves them when the
 * signal drops, shows the offline page for a page never opened, and never caches the form's POST.
 */
import { type Page } from '@playwright/test';
import { expect, sameAtEverySize, test } from './support/test.ts';
import { ar } from '../../src/lib/i18n/ar';

const A = '/lifting-equipment-in-dubai';
const B = '/water-tank-cleaning-solution-in-dubai';
const NEVER_OPENED = '/safety-compliance-in-dubai-commercial-buildings';

const cachedPages = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('pages');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

/**
 * Opens a page and waits until the service worker is active. A visitor's browser registers it 3 s
 * after the load event (src/browser/deferred-tasks-loader.ts): the page clock jumps there instead.
 */
async function registeredAt(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await page.clock.fastForward(3_000);
  await page.evaluate(() => navigator.serviceWorker.ready);
}

test('opened pages are read offline; an unopened one shows the offline page', async ({ page, context }) => {
  sameAtEverySize('the service worker');
  const notices: string[] = [];
  page.on('console', (message) => notices.push(message.text()));

  await registeredAt(page, A);
  await expect.poll(() => notices, { timeout: 15_000 }).toContain('Content is cached for offline use.');
  await expect.poll(() => cachedPages(page)).toContain(A);

  await page.goto(B);
  await expect.poll(() => cachedPages(page)).toContain(B);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names.filter((cacheName) => cacheName.includes('precache'))) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(precached.some((url) => url.startsWith('/offline.html'))).toBe(true);
  expect(precached.some((url) => url.startsWith('/ar/offline.html'))).toBe(true);
  // The frame's CSS is inline in every page and there is no web font: its JavaScript is what to keep.
  expect(precached.some((url) => /^\/_astro\/NavMenu\.[\w-]+\.js$/.test(url))).toBe(true);

  await context.setOffline(true);
  await page.goto(A);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lifting');
  await expect.poll(() => notices).toContain('No internet connection found. App is running in offline mode.');
  await page.goto(B);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Water Tank');
  await page.goto(NEVER_OPENED);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  // An Arabic page never opened shows the Arabic offline page, right to left.
  await page.goto(`/ar${NEVER_OPENED}`);
  await expect(page.getByRole('heading', { level: 1, name: ar.offlineTitle })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await context.setOffline(false);
});

test('the contact form post is never cached', async ({ page }) => {
  sameAtEverySize('the service worker');
  await registeredAt(page, '/contact');
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const status = await page.evaluate(async () => {
    const response = await fetch('/mail.php', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Sw&email=sw@example.com&message=Not+cached',
    });
    return response.status;
  });
  expect(status).toBe(200);
  const cachedUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cachedUrls).not.toContain('/mail.php');
});

test('a search made once is made again offline, in both editions, from the files the worker kept', async ({
  page,
  context,
}) => {
  sameAtEverySize('the service worker');
  const searches = [
    { path: '/search', words: 'chiller' },
    { path: '/ar/search', words: 'المصاعد' },
  ];
  const firstResult = () => page.locator('[data-search-results] a').first();
  await registeredAt(page, searches[0]!.path);

  const online: string[] = [];
  for (const { path, words } of searches) {
    await page.goto(path);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.fill('#search-query', words);
    await expect(firstResult()).toHaveAttribute('href', /^\//);
    online.push((await firstResult().getAttribute('href'))!);
  }
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of (await caches.keys()).filter((cacheName) => cacheName.startsWith('search'))) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept.some((url) => url.startsWith('/pagefind/pagefind.js'))).toBe(true);
  expect(kept.some((url) => /^\/pagefind\/index\/en_/.test(url))).toBe(true);
  expect(kept.some((url) => /^\/pagefind\/index\/ar_/.test(url))).toBe(true);

  await context.setOffline(true);
  for (const [index, { path, words }] of searches.entries()) {
    // A new page, so nothing of the search is left in memory: every file comes from the worker.
    await page.goto(path);
    await page.fill('#search-query', words);
    await expect(firstResult()).toHaveAttribute('href', online[index]!);
  }
  await context.setOffline(false);
});
