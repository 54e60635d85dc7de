/**
 * Offline reading in every engine that runs service workers (all three do): the pages a visitor
 * opened are read again when the signal drops, a page never opened shows the offline page of its
 * edition, and the emergency page opens in both editions though the visitor never opened it, as
 * the worker keeps it from its install (src/integrations/service-worker.ts). One visit, one worker:
 * its registration is most of the test's time. The signal drops at the network (SiteProxy), the
 * same way for each engine.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ar } from '../../src/lib/i18n/ar.ts';
import { en } from '../../src/lib/i18n/en.ts';
import { PUBLIC_EMERGENCY_NUMBERS } from '../../src/lib/public-emergency-lines.ts';
import { telHref } from '../../src/shared/text.ts';
import { EDITIONS, fileInEdition, pathInEdition } from '../../src/shared/editions.ts';
import { expect, sameAtEverySize, test, type Visitor } from './support/test.ts';

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
