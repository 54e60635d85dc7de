/**
 * Analytics that cost nothing: with no id in settings the site makes no request to the tag
 * manager at all; with an id, the loader requests it only after the page is interactive.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { ROUTED_REQUESTS } from './support/routing';
import { bundledAnalyticsLoader } from '../../src/integrations/browser-bundles';
import { ANALYTICS_LOADER_URL, analyticsLoader, TAG_MANAGER_ORIGIN } from '../../src/lib/tag-manager';
import { EDITIONS, pathInEdition } from '../../src/shared/editions';

test.use(ROUTED_REQUESTS);
sameAtEverySize('when the tag manager loads');

test('with no analytics id, no page loads or mentions the tag manager', CHROMIUM_ONLY, async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => request.url().startsWith(TAG_MANAGER_ORIGIN) && requests.push(request.url()));
  for (const path of ['/', '/blogs', '/contact']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.mouse.click(10, 300);
    // Past both moments a loader would add the tag manager: the first interaction, then idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.content()).not.toContain('googletagmanager');
  }
  expect(requests).toEqual([]);
});

/** The loader as a site with the container GTM-TEST123 serves it, bundled once for the file. */
const loader = analyticsLoader(bundledAnalyticsLoader(), 'GTM-TEST123');
/** What every page of such a site carries in its head (AnalyticsLoader.astro). */
const LOADER_TAG = `<script src="${ANALYTICS_LOADER_URL}" async></script>`;

/** Serves the loader at its address on the test's site, once `ready` (by default at once). */
const serveLoader = (page: Page, ready: Promise<unknown> = Promise.resolve()) =>
  page.route(`http://site.test${ANALYTICS_LOADER_URL}`, async (route) => {
    await ready;
    await route.fulfill({ contentType: 'text/javascript', body: loader });
  });

const pageWithLoader = `<!doctype html><html lang="en"><head><title>t</title>
<script>window.__loadedAt = 0; addEventListener('load', () => (window.__loadedAt = performance.now()));</script>
${LOADER_TAG}</head><body><h1>Article</h1></body></html>`;

test(
  'with an id, the tag manager is requested only once the page is idle after load',
  CHROMIUM_ONLY,
  async ({ page }) => {
    await serveLoader(page);
    let requestedAt = -1;
    await page.route(`${TAG_MANAGER_ORIGIN}/**`, async (route) => {
      requestedAt = await page.evaluate(() => performance.now()).catch(() => -2);
      await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtm = true;' });
    });
    await page.route('http://site.test/', (route) => route.fulfill({ contentType: 'text/html', body: pageWithLoader }));
    await page.goto('http://site.test/', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.evaluate(() => (window as { __gtm?: boolean }).__gtm)).toBe(true);
    const loadedAt = await page.evaluate(() => (window as { __loadedAt?: number }).__loadedAt ?? 0);
    expect(loadedAt).toBeGreaterThan(0);
    expect(requestedAt).toBeGreaterThanOrEqual(loadedAt);
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer?.length)).toBe(1);
  },
);

test('with an id, a first interaction loads it when the browser never goes idle', CHROMIUM_ONLY, async ({ page }) => {
  await serveLoader(page);
  const requests: string[] = [];
  // The page's clock runs as usual until the test moves it on past every fallback timer. Installed
  // first, so that the busy page's idle callback below replaces the clock's.
  await page.clock.install();
  await page.addInitScript(() => {
    // A busy page: idle never comes.
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = () => 0;
  });
  await page.route(`${TAG_MANAGER_ORIGIN}/**`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route('http://site.test/', (route) => route.fulfill({ contentType: 'text/html', body: pageWithLoader }));
  await page.goto('http://site.test/', { waitUntil: 'load' });
  await page.clock.runFor(10_000);
  expect(
    await page.locator(`script[src^="${TAG_MANAGER_ORIGIN}"]`).count(),
    'no tag manager before a first interaction',
  ).toBe(0);
  expect(requests).toEqual([]);
  await page.keyboard.press('Tab');
  await expect.poll(() => requests).toEqual([`${TAG_MANAGER_ORIGIN}/gtm.js?id=GTM-TEST123`]);
});

/** A service page of either edition with the loader, a call link, a WhatsApp link, and maybe a quote's answer. */
const leadPage = (lang: 'en' | 'ar', answer = '') => `<!doctype html><html lang="${lang}"><head><title>t</title>
${LOADER_TAG}</head><body>
<a href="tel:+97145550142">Call</a> <a href="https://wa.me/971505550178?text=Hi">Chat</a>${answer}</body></html>`;
type Counted = { event: string; service: string; edition: string; urgency?: string }[];
const counted = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((entry) => entry.event !== 'gtm.js'),
  ) as Promise<Counted>;

test(
  'with an id, calls, chats and quotes are counted with their service and edition',
  CHROMIUM_ONLY,
  async ({ page }) => {
    await serveLoader(page);
    await page.route(`${TAG_MANAGER_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await page.route('http://site.test/ar/service/hvac-system-in-dubai-uae', (route) =>
      route.fulfill({ contentType: 'text/html', body: leadPage('ar') }),
    );
    await page.goto('http://site.test/ar/service/hvac-system-in-dubai-uae');
    await page.evaluate(() => {
      // Counted on the tap; the visit itself is not what is measured.
      document
        .querySelectorAll('a')
        .forEach((link) => link.addEventListener('click', (event) => event.preventDefault()));
    });
    await page.getByText('Call').click();
    await page.getByText('Chat').click();
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('quote-sent', { detail: { service: 'other', edition: 'ar' } })),
    );
    expect(await counted(page)).toEqual([
      { event: 'click_to_call', service: 'hvac-system-in-dubai-uae', edition: 'ar' },
      { event: 'click_to_chat', service: 'hvac-system-in-dubai-uae', edition: 'ar' },
      { event: 'generate_lead', service: 'other', edition: 'ar' },
    ]);
  },
);

test(
  'with an id, the emergency page counts its call and chat as emergencies, and a call to Civil Defence not at all',
  CHROMIUM_ONLY,
  async ({ page }) => {
    await page.route(`${TAG_MANAGER_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await serveLoader(page);
    for (const edition of EDITIONS) {
      const path = pathInEdition('/emergency', edition);
      // The built page as a site with an analytics id serves it: the loader's tag in its head. Its
      // CSP, which would then allow the tag manager, is left out.
      const built = readFileSync(`dist/client${path}.html`, 'utf8')
        .replace(/<meta http-equiv="content-security-policy"[^>]*>/i, '')
        .replace('</head>', `${LOADER_TAG}</head>`);
      await page.route(`http://site.test${path}`, (route) => route.fulfill({ contentType: 'text/html', body: built }));
      await page.goto(`http://site.test${path}`);
      await page.evaluate(() => {
        document
          .querySelectorAll('a')
          .forEach((link) => link.addEventListener('click', (event) => event.preventDefault()));
      });
      await page.locator('main a[href^="tel:+"]').first().click();
      await page.locator('main a[href^="https://wa.me/"]').first().click();
      await page.locator('main a[href="tel:997"]').click();
      expect(await counted(page)).toEqual([
        { event: 'click_to_call', service: '', edition, urgency: 'emergency' },
        { event: 'click_to_chat', service: '', edition, urgency: 'emergency' },
      ]);
    }
  },
);

test(
  'with an id, the answer page of a form sent without JavaScript counts its lead once, when the loader comes after the page is read',
  CHROMIUM_ONLY,
  async ({ page }) => {
    await page.route(`${TAG_MANAGER_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await serveLoader(page, page.waitForEvent('domcontentloaded'));
    const answer = '<p data-testid="contact-status" data-lead="pest-control">Thank you.</p>';
    await page.route('http://site.test/contact/send', (route) =>
      route.fulfill({ contentType: 'text/html', body: leadPage('en', answer) }),
    );
    await page.goto('http://site.test/contact/send');
    expect(await counted(page)).toEqual([{ event: 'generate_lead', service: 'pest-control', edition: 'en' }]);
  },
);

test('with no analytics id, a call, a chat or a quote sends nothing anywhere', CHROMIUM_ONLY, async ({ page }) => {
  const requests: string[] = [];
  await page.goto('/service/hvac-system-in-dubai-uae');
  const site = new URL(page.url()).origin;
  page.on('request', (request) => !request.url().startsWith(site) && requests.push(request.url()));
  await page.evaluate(() => {
    document.querySelectorAll('a').forEach((link) => link.addEventListener('click', (event) => event.preventDefault()));
    document.dispatchEvent(new CustomEvent('quote-sent', { detail: { service: 'other', edition: 'en' } }));
  });
  await page.locator('main a[href^="https://wa.me/"]').first().click();
  expect(await page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer)).toBeUndefined();
  expect(requests).toEqual([]);
});
