/**
 * Offline, with the site's service worker. In every engine that runs service workers (all three
 * do): the pages a visitor opened are read again when the signal drops, a page never opened shows
 * the offline page of its edition, and the emergency page opens in both editions though the visitor
 * never opened it, as the worker keeps it from its install (src/integrations/service-worker.ts).
 * The signal drops at the network (SiteProxy), the same way for each engine. In Chromium, whose
 * browser itself goes offline: the worker's notices in the console, the contact form's post never
 * cached, a search made once made again offline, and a visit request page opened online keeping a
 * request made after the signal drops, though the form was not touched before (the visit
 * request's own offline keeping: visit-request-offline.spec.ts). One visit, one worker a test: its
 * registration is most of the test's time.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ar } from '../../src/lib/i18n/ar.ts';
import { en } from '../../src/lib/i18n/en.ts';
import { PUBLIC_EMERGENCY_NUMBERS } from '../../src/lib/public-emergency-lines.ts';
import { telHref } from '../../src/shared/text.ts';
import { EDITIONS, fileInEdition, pathInEdition } from '../../src/shared/editions.ts';
import { type Page } from '@playwright/test';
import { editionInfo } from '../../src/lib/i18n';
import { islandAwake } from '../../harness/islands.ts';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test, type Visitor } from './support/test.ts';
import { fillVisitRequest, REFERENCE } from './support/visit-requests.ts';

// Once per engine.
sameAtEverySize('the service worker');

const OPENED = '/lifting-equipment-in-dubai';
const OPENED_NEXT = '/water-tank-cleaning-solution-in-dubai';
const NEVER_OPENED = '/safety-compliance-in-dubai-commercial-buildings';

const cachedPages = (visitor: Visitor) =>
  visitor.run(async () => (await (await caches.open('pages')).keys()).map((request) => new URL(request.url).pathname));

const heading = (visitor: Visitor) => visitor.run(() => document.querySelector('h1')?.textContent?.trim() ?? null);

const settings = parse(readFileSync('src/content/settings/site.yaml', 'utf8')) as { phone: string; whatsapp?: string };
const emergencyHeadingIn = (edition: (typeof EDITIONS)[number]) =>
  (
    parse(readFileSync(`src/content/emergency/${fileInEdition('emergency', edition)}.yaml`, 'utf8')) as {
      heading: string;
    }
  ).heading;

test('a page opened before is read offline; one never opened shows the offline page, in its edition, which leads to the emergency page; the emergency page opens in both editions with its calls and chat', async ({
  visitor,
  siteProxy,
}) => {
  test.setTimeout(60_000);
  const network = await siteProxy();
  await visitor.open(`${network.url}${OPENED}`);
  // The worker registers 3 s after load (jumped to where the engine lets the test move the page's
  // clock on), then keeps the page that was open before it existed.
  await expect
    .poll(
      async () => {
        await visitor.skipAhead(3_000);
        return visitor.run(async () => {
          if (!navigator.serviceWorker.controller && !(await navigator.serviceWorker.getRegistration())?.active)
            return [];
          const cache = await caches.open('pages');
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        });
      },
      { timeout: 20_000 },
    )
    .toContain(OPENED);
  // A page opened once the worker runs is kept as it is read.
  await visitor.open(`${network.url}${OPENED_NEXT}`);
  await expect.poll(() => cachedPages(visitor)).toContain(OPENED_NEXT);
  // Installed with the worker: each edition's offline page, and the phone menu's code (the frame's
  // CSS is inline in every page and there is no web font).
  const precached = await visitor.run(async () => {
    const urls: string[] = [];
    for (const name of (await caches.keys()).filter((cacheName) => cacheName.includes('precache'))) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  for (const edition of EDITIONS) {
    const offlinePage = pathInEdition('/offline.html', edition);
    expect(
      precached.some((url) => url.startsWith(offlinePage)),
      offlinePage,
    ).toBe(true);
  }
  expect(precached.some((url) => /^\/_astro\/NavMenu\.[\w-]+\.js$/.test(url))).toBe(true);

  network.goOffline();
  await visitor.open(`${network.url}${OPENED}`);
  expect(await heading(visitor)).toContain('Lifting');
  await visitor.open(`${network.url}${OPENED_NEXT}`);
  expect(await heading(visitor)).toContain('Water Tank');
  await visitor.open(`${network.url}${NEVER_OPENED}`);
  expect(await heading(visitor)).toBe(en.offlineTitle);
  for (const edition of EDITIONS) {
    await visitor.open(`${network.url}${pathInEdition('/emergency', edition)}`);
    const page = await visitor.run(() => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')];
      const call = links.find((link) => link.protocol === 'tel:');
      return {
        heading: document.querySelector('h1')?.textContent?.trim(),
        dir: document.documentElement.dir,
        hrefs: links.map((link) => link.getAttribute('href')!),
        // Its inline CSS came with it: the first call is a button, not a bare link.
        callButtonHeight: call?.getBoundingClientRect().height ?? 0,
      };
    });
    expect(page.heading, edition).toBe(emergencyHeadingIn(edition));
    expect(page.dir).toBe(edition === 'ar' ? 'rtl' : 'ltr');
    expect(page.hrefs[0] ?? '', 'the first link of the page calls the company').toBe(telHref(settings.phone));
    expect(page.callButtonHeight).toBeGreaterThanOrEqual(44);
    if (settings.whatsapp) expect(page.hrefs.some((href) => href.startsWith('https://wa.me/'))).toBe(true);
    for (const number of Object.values(PUBLIC_EMERGENCY_NUMBERS)) expect(page.hrefs).toContain(`tel:${number}`);
  }
  await visitor.open(`${network.url}/ar${NEVER_OPENED}`);
  expect(await heading(visitor)).toBe(ar.offlineTitle);
  expect(await visitor.run(() => document.documentElement.dir)).toBe('rtl');
  await visitor.click('main a[href="/ar/emergency"]');
  await expect.poll(() => heading(visitor)).toBe(emergencyHeadingIn('ar'));
});

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
