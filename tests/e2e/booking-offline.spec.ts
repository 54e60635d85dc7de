/**
 * A visit request sent while the network is down, in every engine, against a real server with a
 * SQLite file of its own: the page says, in its language, that it is saved and will be sent when the
 * visitor is back online; the next visit to the form sends it, once, and shows the reference. The
 * signal drops at the network (SiteProxy), the same way for each engine, so the browser still
 * believes it is online and the post fails on the way, as on a weak signal. Going offline in the
 * browser itself, the `online` event and the photos kept offline are Chromium's
 * (booking-offline.chromium.spec.ts); the contact form's: contact-form-offline.spec.ts.
 */
import { editionInfo } from '../../src/lib/i18n/index.ts';
import { VISIT_REQUEST_BEHAVIOUR_URL } from '../../src/shared/visit-request/behaviour.ts';
import { SiteProxy } from './support/drivers/site-proxy.ts';
import { islandAwake } from '../../harness/islands.ts';
import { expect, sameAtEverySize, test } from './support/test.ts';
import { behaviourArrived, fillForVisitor, REFERENCE, siteOfItsOwn, statusOf } from './support/visit-requests.ts';

sameAtEverySize('a visit request kept while the network is down');

const site = siteOfItsOwn('booking-offline-engines');

test('Arabic: a request sent while the network is down is saved, then sent once on the next visit', async ({
  visitor,
}) => {
  test.setTimeout(60_000);
  const { offlineQueue } = editionInfo.ar.ui;
  const network = await SiteProxy.start(site.url());
  try {
    await visitor.open(`${network.url}/ar/book`);
    await islandAwake(visitor, 'LeadForm', '#booking-form input[name="area"]');
    await fillForVisitor(visitor, {
      area: 'البرشاء',
      problem: 'ماء يقطر من سقف المطبخ',
      name: 'عمر',
      phone: '0557654321',
    });
    await behaviourArrived(network, VISIT_REQUEST_BEHAVIOUR_URL);

    network.goOffline();
    await visitor.click('#booking-form button[type="submit"]');
    await expect.poll(() => statusOf(visitor)).toBe(offlineQueue.saved);
    expect(site.storedReferences()).toEqual([]);

    network.offline = false;
    await visitor.open(`${network.url}/ar/book`);
    await islandAwake(visitor, 'LeadForm');
    await expect.poll(() => statusOf(visitor), { timeout: 15_000 }).toMatch(REFERENCE);
    const reference = (await statusOf(visitor)).match(REFERENCE)![0];
    expect(site.storedReferences()).toEqual([reference]);

    // Sent, it no longer waits: the next visit sends nothing.
    await visitor.open(`${network.url}/ar/book`);
    await islandAwake(visitor, 'LeadForm');
    expect(await statusOf(visitor)).toBe('');
    expect(site.storedReferences()).toEqual([reference]);
  } finally {
    await network.stop();
  }
});
