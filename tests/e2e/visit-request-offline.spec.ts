/**
 * The visit request form's posts kept in the browser's offline queue when they cannot leave, in
 * both editions, against a real server with a SQLite file of its own. In every engine: a request
 * sent while the network is down is saved, and the page says so in its language; the next visit to
 * the form sends it, once, and shows the reference. There the signal drops at the network
 * (SiteProxy), the same way for each engine, so the browser still believes it is online and the
 * post fails on the way, as on a weak signal. In Chromium, whose browser itself goes offline, in
 * one visit: an answer from the server (503) is not offline, so nothing is kept and the words stay
 * with Try again; tried again with no connection, the request and its photo are kept and the page
 * says so; when the connection returns (the `online` event) it is sent once, stored once, its photo
 * with it, and the page shows the reference; the same request sent again (a second tab's copy, or
 * an answer lost on the way) is not stored twice. And a request kept on a page since closed is sent
 * from the next page opened, and a page with nothing waiting fetches no queue. A visit request
 * page that first fetches its behaviour from the service worker offline: offline.spec.ts; the
 * contact form's offline queue: contact-form-offline.spec.ts.
 */
import { writeFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { islandAwake } from '../../harness/islands.ts';
import { editionInfo } from '../../src/lib/i18n/index.ts';
import { OFFLINE_QUEUE_URL } from '../../src/shared/offline-queue';
import { VISIT_DAYS_WORKER_URL, VISIT_REQUEST_BEHAVIOUR_URL } from '../../src/shared/visit-request/behaviour.ts';
import { cameraPhoto } from '../support/photos';
import { SiteProxy } from './support/drivers/site-proxy.ts';
import { ROUTED_REQUESTS } from './support/routing';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import {
  behaviourArrived,
  fillForVisitor,
  fillVisitRequest,
  queuedPosts,
  REFERENCE,
  sendQueuedCopyAgain,
  siteOfItsOwn,
  statusOf,
  TYPED,
} from './support/visit-requests.ts';

sameAtEverySize('a visit request kept offline');

/** The addresses of the offline queue, the visit request's behaviour (which holds the queue too) and the schedule's worker, as the page fetches them. */
function lazyFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if ([OFFLINE_QUEUE_URL, VISIT_REQUEST_BEHAVIOUR_URL, VISIT_DAYS_WORKER_URL].includes(path)) fetched.push(path);
  });
  return fetched;
}

// In every engine: the signal drops at the network.
test.describe(() => {
  const site = siteOfItsOwn('visit-request-offline-engines');

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
});

// In Chromium: the browser goes offline (`context.setOffline`), and the posts are routed and counted.
test.describe('', CHROMIUM_ONLY, () => {
  test.use(ROUTED_REQUESTS);

  const site = siteOfItsOwn('visit-request-offline');

  test('English: a request the server could not store is not kept; sent with no connection it is kept with its photo, sent once when back online, and not stored again when sent twice', async ({
    page,
    context,
  }, testInfo) => {
    const { visitRequest, contactAnswers, contactForm, offlineQueue } = editionInfo.en.ui;
    const photo = testInfo.outputPath('leak.jpg');
    await writeFile(photo, await cameraPhoto(1200, 900));
    const unavailable = { status: 503, json: { ok: false, message: contactAnswers.unavailable, stored: false } };
    await page.route('**/book/send.json', (route) => route.fulfill(unavailable), { times: 1 });
    const fetched = lazyFetches(page);
    await page.clock.install();
    await page.goto(`${site.url()}/book`);
    await page.getByTestId('booking-form').scrollIntoViewIfNeeded();
    await islandAwake(page, 'LeadForm');
    // Awake, the form has fetched neither the offline queue nor the schedule's rules: they come with the first touch.
    expect(fetched).toEqual([]);
    await fillVisitRequest(page, visitRequest);
    await expect.poll(() => fetched.length).toBe(2);
    expect(fetched).toContain(VISIT_REQUEST_BEHAVIOUR_URL);
    await page.getByLabel(visitRequest.photos.label).setInputFiles(photo);
    await expect(page.getByRole('button', { name: visitRequest.submit })).toBeEnabled();
    const before = site.storedReferences();

    // The server answered: not offline. Nothing is kept, the words stay, and the visitor may try again.
    await page.getByRole('button', { name: visitRequest.submit }).click();
    await expect(page.getByTestId('booking-status')).toHaveText(contactAnswers.unavailable);
    await expect(page.getByLabel(visitRequest.problem)).toHaveValue(TYPED.problem);
    expect(await queuedPosts(page)).toBeNull();

    await context.setOffline(true);
    await page.getByRole('button', { name: contactForm.tryAgain }).click();
    await expect(page.getByTestId('booking-status')).toHaveText(offlineQueue.savedWithPhotos);
    await expect(page.getByTestId('booking-status')).toBeFocused();
    // Kept in the browser, the request has left the form, and nothing has reached the server.
    await expect(page.getByLabel(visitRequest.problem)).toHaveValue('');
    await expect(page.getByLabel(visitRequest.photos.label)).toHaveValue('');
    const kept = await queuedPosts(page);
    expect(kept).toContain('The+AC+blows');
    expect(site.storedReferences()).toEqual(before);

    const sent = page.waitForRequest('**/book/send.json');
    await context.setOffline(false);
    await sent;
    await expect(page.getByTestId('booking-status')).toContainText(REFERENCE);
    const reference = (await page.getByTestId('booking-status').textContent())!.match(REFERENCE)![0];
    expect(site.storedReferences()).toEqual([reference, ...before]);
    expect(site.storedPhotos(reference)).toEqual(['1.jpg']);
    expect(await queuedPosts(page)).toBe('[]');

    await sendQueuedCopyAgain(page, {
      copy: kept!,
      answer: '**/book/send.json',
      status: page.getByTestId('booking-status'),
      reference,
      stored: () => site.storedReferences(),
    });
  });

  test('Arabic: a request kept offline on a page since closed is sent once from the next page opened, not only from the form', async ({
    page,
    context,
  }) => {
    const { visitRequest, offlineQueue } = editionInfo.ar.ui;
    await page.clock.install();
    await page.goto(`${site.url()}/ar/book`);
    await page.getByTestId('booking-form').scrollIntoViewIfNeeded();
    await islandAwake(page, 'LeadForm');
    await fillVisitRequest(page, visitRequest);
    await context.setOffline(true);
    await page.getByRole('button', { name: visitRequest.submit }).click();
    await expect(page.getByTestId('booking-status')).toHaveText(offlineQueue.saved);
    const before = site.storedReferences();
    // The visitor leaves the form before the signal returns: its page never hears the `online` event.
    await page.close();
    await context.setOffline(false);

    const home = await context.newPage();
    const fetched = lazyFetches(home);
    const sent = home.waitForResponse('**/book/send.json');
    await home.goto(`${site.url()}/ar`);
    expect((await sent).status()).toBe(200);
    expect(fetched).toEqual([OFFLINE_QUEUE_URL]);
    await expect.poll(() => site.storedReferences().length).toBe(before.length + 1);
    await expect.poll(() => queuedPosts(home)).toBe('[]');
    // Nothing is left to send: the next page's deferred tasks run and fetch no queue.
    fetched.length = 0;
    await home.goto(`${site.url()}/ar/about`);
    await home.waitForSelector('script[src="/deferred-tasks.js"]', { state: 'attached' });
    await home.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    expect(site.storedReferences().length).toBe(before.length + 1);
  });
});
