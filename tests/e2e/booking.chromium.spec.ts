/**
 * A visit request as a visitor makes it, in Chromium, against the real server: from a service
 * page's "Book a visit" link with the service chosen, without JavaScript (a plain form and an
 * answer page) and with it (the island on the form engine), in both editions; the answer shows the
 * reference and a calendar file marked requested, not yet confirmed. A day the server no longer
 * allows (a page built days ago) is refused in the page's language with every field kept
 * (booking.spec.ts shows that page in every engine). What reaches the mail is in
 * tests/integration/booking.test.ts. A phone's 4000 × 3000 photo with its GPS position leaves the
 * awake form shrunk, without it (tests/integration/visit-photos.test.ts: what the server keeps).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { contactDb } from '../../playwright.config';
import { visitPhotosPath } from '../../src/server/booking/store';
import { MAX_PHOTO_BYTES, SHRUNK_PHOTO } from '../../src/shared/booking-fields';
import { cameraPhoto, photoFacts } from '../support/photos';
import { editionInfo } from '../../src/lib/i18n';
import { expect, sameAtEverySize, test } from './support/test.ts';
import { islandAwake } from './support/islands';
import { ROUTED_REQUESTS } from './support/routing';

test.use(ROUTED_REQUESTS);
sameAtEverySize('what the visit request form asks, sends and answers');

const HVAC = 'hvac-system-in-dubai-uae';
const REFERENCE = /BH-\d{6}/;

/** Fills every field but the service, choosing the last day offered and its first window. */
async function fill(page: Page, words: (typeof editionInfo)['en']['ui']['booking']) {
  await page.getByLabel(words.property).selectOption('villa');
  await page.getByLabel(words.area).fill('Mirdif');
  const days = page.getByLabel(words.day).locator('option');
  await page.getByLabel(words.day).selectOption((await days.last().getAttribute('value'))!);
  await page.getByLabel(words.window).selectOption({ index: 1 });
  await page.getByLabel(words.urgency).selectOption('same-day');
  await page.getByLabel(words.problem).fill('The AC blows warm air.');
  await page.getByLabel(words.name, { exact: true }).fill('Fatima');
  await page.getByLabel(words.phone, { exact: true }).fill('+971 50 123 4567');
}

/** The calendar file the answer links to, as the visitor's calendar reads it. */
async function calendarFile(page: Page) {
  const link = page.getByRole('link', { name: /calendar|تقويمي/ });
  await expect(link).toHaveAttribute('download', /^visit-BH-\d{6}\.ics$/);
  const href = (await link.getAttribute('href'))!;
  return decodeURIComponent(href.slice(href.indexOf(',') + 1)).replace(/\r\n /g, '');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Arabic: a service page links to the form at the top and the end; a plain post answers with the reference and a calendar file', async ({
    page,
  }) => {
    const { booking } = editionInfo.ar.ui;
    await page.goto(`/ar/service/${HVAC}`);
    await expect(page.locator('[data-visit-link]')).toHaveCount(2);
    for (const link of await page.locator('[data-visit-link]').all())
      await expect(link).toHaveAttribute('href', `/ar/book?service=${HVAC}`);
    await page.locator('[data-visit-link]').first().click();
    await expect(page).toHaveURL(`/ar/book?service=${HVAC}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // An emergency does not wait for a booking: the page points to the emergency page of its edition.
    await expect(page.getByRole('main').getByRole('link', { name: booking.emergencyLink })).toHaveAttribute(
      'href',
      '/ar/emergency',
    );
    await fill(page, booking);
    await page.getByRole('button', { name: booking.submit }).click();
    await expect(page).toHaveURL(/\/ar\/book\/send$/);
    await expect(page.getByTestId('booking-status')).toContainText(REFERENCE);
    await expect(page.getByTestId('booking-status')).toHaveAttribute('data-lead-type', 'visit');
    await expect(page.getByTestId('booking-status')).toHaveAttribute('data-urgency', 'same-day');
    const ics = await calendarFile(page);
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain(`SUMMARY:${booking.calendarSummary(booking.serviceNone)}`);
  });

  test('Arabic: photos too large to take get the form back in Arabic, every other field kept', async ({
    page,
  }, testInfo) => {
    const { booking } = editionInfo.ar.ui;
    const file = testInfo.outputPath('IMG_HUGE.jpg');
    const huge = new Uint8Array(MAX_PHOTO_BYTES + 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff]);
    await writeFile(file, huge);
    await page.goto('/ar/book');
    await fill(page, booking);
    await page.getByLabel(booking.photos.label).setInputFiles(file);
    const answer = page.waitForResponse('**/ar/book/send');
    await page.getByRole('button', { name: booking.submit }).click();
    expect((await answer).status()).toBe(413);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByTestId('booking-status')).toHaveText(booking.photos.tooLarge);
    await expect(page.getByLabel(booking.area)).toHaveValue('Mirdif');
    await expect(page.getByLabel(booking.problem)).toHaveValue('The AC blows warm air.');
    await expect(page.getByLabel(booking.urgency)).toHaveValue('same-day');
    await expect(page.getByLabel(booking.phone, { exact: true })).toHaveValue('+971 50 123 4567');
  });

  test('a day the server no longer allows (a page built days ago) is refused in the page’s words, every field kept', async ({
    page,
  }) => {
    const { booking } = editionInfo.en.ui;
    // The page as a build of last week wrote it: its first day has gone by.
    await page.route('**/book', async (route) => {
      const html = await (await route.fetch()).text();
      await route.fulfill({
        contentType: 'text/html',
        body: html.replace(
          /(<select[^>]*name="day"[^>]*>\s*<option[^>]*>[^<]*<\/option>\s*<option value=")[^"]+/,
          '$12020-01-06',
        ),
      });
    });
    await page.goto('/book');
    await fill(page, booking);
    await page.getByLabel(booking.day).selectOption('2020-01-06');
    const answer = page.waitForResponse('**/book/send');
    await page.getByRole('button', { name: booking.submit }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.locator('#booking-day-error')).toHaveText(
      booking.refusals.past({ daysAhead: 14, sameDayCutoff: '' }),
    );
    await expect(page.getByLabel(booking.area)).toHaveValue('Mirdif');
    await expect(page.getByLabel(booking.problem)).toHaveValue('The AC blows warm air.');
    await expect(page.getByLabel(booking.urgency)).toHaveValue('same-day');
    await expect(page.getByLabel(booking.phone, { exact: true })).toHaveValue('+971 50 123 4567');
  });
});

test.describe('with JavaScript', () => {
  test('English: the service is chosen from the link, the island sends in the background and answers with the reference', async ({
    page,
  }) => {
    const { booking } = editionInfo.en.ui;
    await page.clock.install();
    await page.goto(`/service/${HVAC}`);
    await page.locator('[data-visit-link]').last().click();
    await expect(page).toHaveURL(`/book?service=${HVAC}`);
    await expect(page.getByLabel(booking.service, { exact: true })).toHaveValue(HVAC);
    await page.getByTestId('booking-form').scrollIntoViewIfNeeded();
    await islandAwake(page, 'BookingForm');
    await expect(page.getByLabel(booking.service, { exact: true })).toHaveValue(HVAC);
    await fill(page, booking);
    const lead = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener('visit-requested', (event) => resolve((event as CustomEvent).detail), {
            once: true,
          }),
        ),
    );
    await page.getByRole('button', { name: booking.submit }).click();
    await expect(page.getByTestId('booking-status')).toContainText(REFERENCE);
    expect(page.url()).toMatch(/\/book\?service=/);
    expect(await lead).toEqual({ service: HVAC, urgency: 'same-day', edition: 'en' });
    // A comma is escaped in a calendar's text.
    expect(await calendarFile(page)).toContain('SUMMARY:Visit requested\\, not yet confirmed: HVAC Systems');
    await expect(page.getByLabel(booking.problem)).toHaveValue('');
  });

  test('a 4000 × 3000 photo with its GPS position reaches the server at most 300 KB, 1,600 px long, without it', async ({
    page,
  }, testInfo) => {
    const { booking } = editionInfo.en.ui;
    const original = await cameraPhoto(4000, 3000);
    expect(await photoFacts(original)).toMatchObject({ width: 4000, hasLocation: true });
    const file = testInfo.outputPath('IMG_4000.jpg');
    await writeFile(file, original);
    const shrinkingCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('shrink-photos')) shrinkingCode.push(request.url());
    });
    await page.clock.install();
    await page.goto('/book');
    await page.getByTestId('booking-form').scrollIntoViewIfNeeded();
    await islandAwake(page, 'BookingForm');
    await fill(page, booking);
    // The shrinking code comes only with a photo.
    expect(shrinkingCode).toEqual([]);
    await page.getByLabel(booking.photos.label).setInputFiles(file);
    await expect.poll(() => shrinkingCode.length).toBe(1);
    // The form waits for the photo to be shrunk before it sends.
    await expect(page.getByRole('button', { name: booking.submit })).toBeEnabled();
    await page.getByRole('button', { name: booking.submit }).click();
    await expect(page.getByTestId('booking-status')).toContainText(REFERENCE);
    // What the server received and stored, as it received it: the awake form sends the JPEG it shrank.
    const reference = REFERENCE.exec((await page.getByTestId('booking-status').textContent())!)![0];
    const folder = join(visitPhotosPath(contactDb), reference);
    expect(await readdir(folder)).toEqual(['1.jpg']);
    const bytes = await readFile(join(folder, '1.jpg'));
    expect(bytes.byteLength).toBeLessThanOrEqual(SHRUNK_PHOTO.bytes);
    expect(await photoFacts(bytes)).toMatchObject({ format: 'jpeg', width: 1600, height: 1200, hasLocation: false });
  });

  test('Arabic: a missing phone is named under its field in Arabic before sending', async ({ page }) => {
    const { booking } = editionInfo.ar.ui;
    await page.clock.install();
    await page.goto('/ar/book');
    await page.getByTestId('booking-form').scrollIntoViewIfNeeded();
    await islandAwake(page, 'BookingForm');
    await fill(page, booking);
    await page.getByLabel(booking.phone, { exact: true }).fill('');
    await page.getByRole('button', { name: booking.submit }).click();
    await expect(page.locator('#booking-phone-error')).toHaveText(booking.fieldErrors.phoneMissing);
    // In the error colour: the page keeps the CSS of the classes the form engine renders only awake.
    await expect(page.locator('#booking-phone-error')).toHaveCSS('color', 'oklch(0.505 0.213 27.518)');
    await expect(page.getByLabel(booking.phone, { exact: true })).toBeFocused();
  });
});
