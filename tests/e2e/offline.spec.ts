/**
 * Offline reading in every engine that runs service workers (all three do): the pages a visitor
 * opened are read again when the signal drops, and a page never opened shows the offline page of
 * its edition. The signal drops at the network (SiteProxy), the same way for each engine.
 */
import { ar } from '../../src/lib/i18n/ar.ts';
import { en } from '../../src/lib/i18n/en.ts';
import { expect, sameAtEverySize, test, type Visitor } from './support/test.ts';

// Once per engine.
sameAtEverySize('the service worker');

const OPENED = '/lifting-equipment-in-dubai';
const NEVER_OPENED = '/safety-compliance-in-dubai-commercial-buildings';

const heading = (visitor: Visitor) => visitor.run(() => document.querySelector('h1')?.textContent?.trim() ?? null);

test('a page opened before is read offline; one never opened shows the offline page, in its edition', async ({
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

  network.goOffline();
  await visitor.open(`${network.url}${OPENED}`);
  expect(await heading(visitor)).toContain('Lifting');
  await visitor.open(`${network.url}${NEVER_OPENED}`);
  expect(await heading(visitor)).toBe(en.offlineTitle);
  await visitor.open(`${network.url}/ar${NEVER_OPENED}`);
  expect(await heading(visitor)).toBe(ar.offlineTitle);
  expect(await visitor.run(() => document.documentElement.dir)).toBe('rtl');
});
