/**
 * A visit request sent with no connection, in Chromium, against a real server with a SQLite file
 * of its own: the page says it is saved and will be sent when the visitor is back online; when the
 * connection returns it is sent once, stored once, and the page shows the reference. The same
 * request sent again (a second tab's copy, or an answer lost on the way) is not stored twice. A
 * request kept on a page since closed is sent from the next page opened, and a page with nothing
 * waiting fetches no sender. An answer from the server (503) is not offline: nothing is kept. The
 * cross-engine test (booking-offline.spec.ts) covers a request sent on the next visit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { editionInfo } from '../../src/lib/i18n';
import { BookingStore } from '../../src/server/booking/store';
import { WAITING_POSTS_ENTRY } from '../../src/shared/waiting-posts';
import { startSite, type RunningSite } from '../support/site-server';
import { expect, sameAtEverySize, test } from './support/test.ts';
import { islandAwake } from './support/islands';
import { ROUTED_REQUESTS } from './support/routing';

test.use(ROUTED_REQUESTS);
sameAtEverySize('a visit request kept offline');

const REFERENCE = /BH-\d{6}/;

let dir: string;
let site: RunningSite;
test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'booking-offline-'));
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

/** The references of the visit requests the server stored. */
function storedReferences(): string[] {
  const store = new BookingStore(join(dir, 'contact.sqlite'));
  try {
    return store.list().map(({ request }) => request.reference);
  } finally {
    store.close();
  }
}

const waiting = (page: Page) => page.evaluate((entry) => localStorage.getItem(entry), WAITING_POSTS_ENTRY);

async function fill(page: Page, words: (typeof editionInfo)['en']['ui']['booking']) {
  await page.getByLabel(words.property).selectOption('apartment');
  await page.getByLabel(words.area).fill('Al Barsha');
  const days = page.getByLabel(words.day).locator('option');
  await page.getByLabel(words.day).selectOption((await days.last().getAttribute('value'))!);
  await page.getByLabel(words.window).selectOption({ index: 1 });
  await page.getByLabel(words.problem).fill('Water drips from the kitchen ceiling.');
  await page.getByLabel(words.name, { exact: true }).fill('Omar');
  await page.getByLabel(words.phone, { exact: true }).fill('+971 55 765 4321');
}

test('English: a request sent offline is saved, sent once when back online, and not stored again when sent twice', async ({
  page,
  context,
}) => {
  const { booking } = editionInfo.en.ui;
  await page.clock.install();
  await page.goto(`${site.url}/book`);
  await page.getByTestId('booking-form').scrollIntoViewIfNeeded();
  await islandAwake(page, 'BookingForm');
  await fill(page, booking);
  const before = storedReferences();

  await context.setOffline(true);
  await page.getByRole('button', { name: booking.submit }).click();
  await expect(page.getByTestId('booking-status')).toHaveText(booking.savedOffline);
  await expect(page.getByTestId('booking-status')).toBeFocused();
  // Kept in the browser, the request has left the form, and nothing has reached the server.
  await expect(page.getByLabel(booking.problem)).toHaveValue('');
  const kept = await waiting(page);
  expect(kept).toContain('Water+drips');
  expect(storedReferences()).toEqual(before);

  const sent = page.waitForRequest('**/book/send.json');
  await context.setOffline(false);
  await sent;
  await expect(page.getByTestId('booking-status')).toContainText(REFERENCE);
  const reference = (await page.getByTestId('booking-status').textContent())!.match(REFERENCE)![0];
  expect(storedReferences()).toEqual([reference, ...before]);
  expect(await waiting(page)).toBe('[]');

  // The same request once more, as a second tab's copy or after a lost answer: the next visit sends
  // it, and the server answers with the first reference without storing it again.
  await page.evaluate(([entry, copy]) => localStorage.setItem(entry!, copy!), [WAITING_POSTS_ENTRY, kept]);
  const resent = page.waitForResponse('**/book/send.json');
  await page.reload();
  await islandAwake(page, 'BookingForm');
  expect((await resent).status()).toBe(200);
  await expect(page.getByTestId('booking-status')).toContainText(reference);
  expect(storedReferences()).toEqual([reference, ...before]);
  expect(await waiting(page)).toBe('[]');
});

test('Arabic: a request kept offline on a page since closed is sent once from the next page opened, not only from the form', async ({
  page,
  context,
}) => {
  const { booking } = editionInfo.ar.ui;
  await page.clock.install();
  await page.goto(`${site.url}/ar/book`);
  await page.getByTestId('booking-form').scrollIntoViewIfNeeded();
  await islandAwake(page, 'BookingForm');
  await fill(page, booking);
  await context.setOffline(true);
  await page.getByRole('button', { name: booking.submit }).click();
  await expect(page.getByTestId('booking-status')).toHaveText(booking.savedOffline);
  const before = storedReferences();
  // The visitor leaves the form before the signal returns: its page never hears the `online` event.
  await page.close();
  await context.setOffline(false);

  const home = await context.newPage();
  const sent = home.waitForResponse('**/book/send.json');
  await home.goto(`${site.url}/ar`);
  expect((await sent).status()).toBe(200);
  await expect(home.locator('script[src="/send-waiting-posts.js"]')).toHaveCount(1);
  await expect.poll(() => storedReferences().length).toBe(before.length + 1);
  await expect.poll(() => waiting(home)).toBe('[]');
  // Nothing is left to send: the next page's deferred tasks run and fetch no sender.
  await home.goto(`${site.url}/ar/about`);
  await home.waitForSelector('script[src="/deferred-tasks.js"]', { state: 'attached' });
  await home.waitForLoadState('networkidle');
  expect(await home.locator('script[src="/send-waiting-posts.js"]').count()).toBe(0);
  expect(storedReferences().length).toBe(before.length + 1);
});

test('English: an answer from a server that could not store the request (503) is not offline: the words stay, with Try again, and nothing is kept', async ({
  page,
}) => {
  const { booking, contactAnswers, contactForm } = editionInfo.en.ui;
  await page.route('**/book/send.json', (route) =>
    route.fulfill({ status: 503, json: { ok: false, message: contactAnswers.unavailable, stored: false } }),
  );
  await page.clock.install();
  await page.goto(`${site.url}/book`);
  await page.getByTestId('booking-form').scrollIntoViewIfNeeded();
  await islandAwake(page, 'BookingForm');
  await fill(page, booking);
  await page.getByRole('button', { name: booking.submit }).click();
  await expect(page.getByTestId('booking-status')).toHaveText(contactAnswers.unavailable);
  await expect(page.getByRole('button', { name: contactForm.tryAgain })).toBeVisible();
  await expect(page.getByLabel(booking.problem)).toHaveValue('Water drips from the kitchen ceiling.');
  expect(await waiting(page)).toBeNull();
});
