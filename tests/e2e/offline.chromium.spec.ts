/**
 * Offline, in Chromium: the service worker never caches the form's POST, a search made once is
 * made again offline, and a visit request page opened online keeps a request made after the signal
 * drops, though the form was not touched before. Reading opened pages offline, and the offline page for one never opened, is
 * tested in every engine: offline.spec.ts.
 */
import { type Page } from '@playwright/test';
import { editionInfo } from '../../src/lib/i18n';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { islandAwake } from '../../harness/islands.ts';
import { fillVisitRequest, REFERENCE } from './support/visit-requests.ts';

sameAtEverySize('the service worker');

/**
 * The deferred tasks have run their service worker step: a visitor's browser does so 3 s after
 * /deferred-tasks.js arrives, itself fetched after load and first paint
 * (src/browser/deferred-tasks/tasks.ts). The page clock jumps ahead, a second at a time, until then.
 */
async function workerStepRan(page: Page, done: () => Promise<boolean>) {
  await expect
    .poll(async () => {
      await page.clock.fastForward(1_000);
      return done();
    })
    .toBe(true);
}

/** Opens a page and waits until the service worker is active. */
async function registeredAt(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await workerStepRan(page, () => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())));
  await page.evaluate(() => navigator.serviceWorker.ready);
}

// One visit with the worker running: its registration is most of each check's time.
test(
  'the worker tells the console when a page is kept for offline use and when it runs offline; it never caches the contact form post; a search made once is made again offline, in both editions, from the files the worker kept',
  CHROMIUM_ONLY,
  async ({ page, context }) => {
    const searches = [
      { path: '/search', words: 'chiller' },
      { path: '/ar/search', words: 'المصاعد' },
    ];
    const firstResult = () => page.locator('[data-search-results] a').first();
    const notices: string[] = [];
    page.on('console', (message) => notices.push(message.text()));
    await registeredAt(page, searches[0]!.path);
    await expect.poll(() => notices, { timeout: 15_000 }).toContain('Content is cached for offline use.');

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

    // The form's post, through the worker: answered by the server, never kept.
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

    await context.setOffline(true);
    for (const [index, { path, words }] of searches.entries()) {
      // A new page, so nothing of the search is left in memory: every file comes from the worker.
      await page.goto(path);
      await page.fill('#search-query', words);
      await expect(firstResult()).toHaveAttribute('href', online[index]!);
    }
    const offlineNotice = 'No internet connection found. App is running in offline mode.';
    await workerStepRan(page, async () => notices.includes(offlineNotice));
    await context.setOffline(false);
  },
);

test(
  'a visit request page opened online and first touched with no signal keeps the request, in both editions, and sends it when the signal returns',
  CHROMIUM_ONLY,
  async ({ page, context }) => {
    for (const [edition, path] of [
      ['en', '/book'],
      ['ar', '/ar/book'],
    ] as const) {
      const { visitRequest, offlineQueue } = editionInfo[edition].ui;
      if (edition === 'en') await registeredAt(page, path);
      else await page.goto(path);
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await page.getByTestId('booking-form').scrollIntoViewIfNeeded();
      await islandAwake(page, 'LeadForm');
      // The signal drops while the visitor reads: the form's behaviour (its offline queue) has not
      // been fetched yet, and comes from the worker at the first touch.
      await context.setOffline(true);
      await fillVisitRequest(page, visitRequest);
      await page.getByRole('button', { name: visitRequest.submit }).click();
      await expect(page.getByTestId('booking-status')).toHaveText(offlineQueue.saved);
      await context.setOffline(false);
      await expect(page.getByTestId('booking-status')).toContainText(REFERENCE);
    }
  },
);
