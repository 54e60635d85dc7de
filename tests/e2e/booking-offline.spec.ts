/**
 * A visit request sent while the network is down, in every engine, against a real server with a
 * SQLite file of its own: the page says, in Arabic, that it is saved and will be sent when the
 * visitor is back online; the next visit to the form sends it, once, and shows the reference. The
 * signal drops at the network (SiteProxy), the same way for each engine, so the browser still
 * believes it is online and the post fails on the way, as on a weak signal. Going offline in the
 * browser itself and the `online` event are Chromium's (booking-offline.chromium.spec.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { editionInfo } from '../../src/lib/i18n/index.ts';
import { BookingStore } from '../../src/server/booking/store.ts';
import { startSite, type RunningSite } from '../support/site-server.ts';
import { SiteProxy } from './support/drivers/site-proxy.ts';
import { islandAwake } from './support/islands.ts';
import { expect, sameAtEverySize, test, type Visitor } from './support/test.ts';

sameAtEverySize('a visit request kept while the network is down');

const REFERENCE = /BH-\d{6}/;

let dir: string;
let site: RunningSite;
test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'booking-offline-engines-'));
  site = await startSite({
    CONTACT_DB: join(dir, 'contact.sqlite'),
    CONTACT_RATE_LIMIT: '0',
    VITALS_DB: join(dir, 'vitals.sqlite'),
  });
});
test.afterAll(async () => {
  await site?.stop();
  // In a project where sameAtEverySize skips these tests, beforeAll never ran.
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function storedReferences(): string[] {
  const store = new BookingStore(join(dir, 'contact.sqlite'));
  try {
    return store.list().map(({ request }) => request.reference);
  } finally {
    store.close();
  }
}

const status = (visitor: Visitor) =>
  visitor.run(() => document.querySelector('[data-testid="booking-status"]')?.textContent?.trim() ?? '');

/** Chooses the option at `index` of a choice (from the end when negative), as a tap on it does. */
const choose = (visitor: Visitor, name: string, index: number) =>
  visitor.run(
    ([field, at]) => {
      const select = document.querySelector<HTMLSelectElement>(`[data-testid="booking-form"] select[name="${field}"]`)!;
      select.selectedIndex = at < 0 ? select.options.length + at : at;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    [name, index] as const,
  );

test('Arabic: a request sent while the network is down is saved, then sent once on the next visit', async ({
  visitor,
}) => {
  test.setTimeout(60_000);
  const { booking } = editionInfo.ar.ui;
  const network = await SiteProxy.start(site.url);
  try {
    await visitor.open(`${network.url}/ar/book`);
    await islandAwake(visitor, 'BookingForm', '[data-testid="booking-form"] input[name="area"]');
    await choose(visitor, 'property', 2);
    await choose(visitor, 'day', -1);
    await choose(visitor, 'window', 1);
    await visitor.type('[data-testid="booking-form"] input[name="area"]', 'البرشاء');
    await visitor.type('[data-testid="booking-form"] textarea[name="problem"]', 'ماء يقطر من سقف المطبخ');
    await visitor.type('[data-testid="booking-form"] input[name="name"]', 'عمر');
    await visitor.type('[data-testid="booking-form"] input[name="phone"]', '0557654321');

    network.goOffline();
    await visitor.click('[data-testid="booking-form"] button[type="submit"]');
    await expect.poll(() => status(visitor)).toBe(booking.savedOffline);
    expect(storedReferences()).toEqual([]);

    network.offline = false;
    await visitor.open(`${network.url}/ar/book`);
    await islandAwake(visitor, 'BookingForm');
    await expect.poll(() => status(visitor), { timeout: 15_000 }).toMatch(REFERENCE);
    const reference = (await status(visitor)).match(REFERENCE)![0];
    expect(storedReferences()).toEqual([reference]);

    // Sent, it no longer waits: the next visit sends nothing.
    await visitor.open(`${network.url}/ar/book`);
    await islandAwake(visitor, 'BookingForm');
    expect(await status(visitor)).toBe('');
    expect(storedReferences()).toEqual([reference]);
  } finally {
    await network.stop();
  }
});
