/**
 * The visit request form (/book, /ar/book) as a visitor uses it, against the real server, in both
 * editions. In every engine, without JavaScript: a day the page offered but the schedule no longer
 * allows (a page built days ago) is refused by the server in the page's language, under the day,
 * with every other field as typed; each engine posts the form itself (multipart, for the photos'
 * field), and the answer page is the server's. In Firefox and WebKit, which decode, draw and encode
 * pictures with their own code: a phone's 4000 × 3000 photo with its GPS position, picked in the
 * awake form, reaches the server at most 300 KB and 1,600 px on its long side, without its
 * position. In Chromium: from a service page's "Book a visit" link, without JavaScript (a plain
 * form and an answer page) and with it (the island on the lead form engine, the service chosen from
 * the link); the answer shows the reference and a calendar file marked requested, not yet
 * confirmed. Without JavaScript, photos too large to take get the form back in the page's language
 * with every field kept; with it, the same phone photo leaves the awake form shrunk, without its
 * position, and the shrinking code comes only with a photo; the days and windows offered from the
 * first touch; a missing phone named under its field and by the focused error summary. What the
 * server keeps of the photos: tests/integration/visit-photos.test.ts; what reaches the mail:
 * tests/integration/visit-request.test.ts; the offline queue: visit-request-offline.spec.ts; the
 * error summary: error-summary.spec.ts.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { contactDb } from '../../playwright.config';
import { islandAwake } from '../../harness/islands.ts';
import { editionInfo } from '../../src/lib/i18n/index.ts';
import { visitPhotosPath } from '../../src/server/visit-request/photo-files';
import { VISIT_DAYS_WORKER_URL } from '../../src/shared/visit-request/behaviour';
import { MAX_PHOTO_BYTES, SHRUNK_PHOTO } from '../../src/shared/visit-request/fields';
import { cameraPhoto, photoFacts } from '../support/photos';
import { editions } from './support/editions.ts';
import { ROUTED_REQUESTS } from './support/routing';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test, type Visitor } from './support/test.ts';
import { fillForVisitor, fillVisitRequest, REFERENCE, statusOf, TYPED } from './support/visit-requests.ts';

sameAtEverySize('what the visit request form asks, sends and answers');

const HVAC = 'hvac-system-in-dubai-uae';

/** The calendar file the answer links to, as the visitor's calendar reads it. */
async function calendarFile(page: Page) {
  const link = page.getByRole('link', { name: /calendar|تقويمي/ });
  await expect(link).toHaveAttribute('download', /^visit-BH-\d{6}\.ics$/);
  const href = (await link.getAttribute('href'))!;
  return decodeURIComponent(href.slice(href.indexOf(',') + 1)).replace(/\r\n /g, '');
}

/** A day long gone, put in the place of the first day the page offers. */
const PAST_DAY = '2020-01-06';

const fieldValues = (visitor: Visitor) =>
  visitor.run(() => {
    const form = document.querySelector<HTMLFormElement>('#booking-form')!;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    return { area: value('area'), problem: value('problem'), urgency: value('urgency'), phone: value('phone') };
  });

const typed = { area: 'Mirdif', problem: 'The AC blows warm air.', urgency: 'same-day', phone: '+971 50 123 4567' };

// In every engine: the server's refusal, as each engine posts the form.
for (const edition of editions) {
  const { visitRequest } = editionInfo[edition.code].ui;

  test(`${edition.title}, without JavaScript: a day gone by is refused under the day in the page's language, every field kept`, async ({
    scriptless,
  }) => {
    await scriptless.open(`${edition.pathPrefix}/book`);
    await scriptless.run((day) => {
      const form = document.querySelector<HTMLFormElement>('#booking-form')!;
      const choose = (name: string, pick: (select: HTMLSelectElement) => string) => {
        const select = form.elements.namedItem(name) as HTMLSelectElement;
        select.value = pick(select);
      };
      // The page as a build of last week wrote it: its first day has gone by.
      form.querySelector<HTMLOptionElement>('select[name=day] option:nth-child(2)')!.value = day;
      choose('day', () => day);
      choose('window', (select) => select.options[1]!.value);
      choose('property', () => 'villa');
      choose('urgency', () => 'same-day');
    }, PAST_DAY);
    await scriptless.type('#booking-form input[name="area"]', typed.area);
    await scriptless.type('#booking-form textarea[name="problem"]', typed.problem);
    await scriptless.type('#booking-form input[name="name"]', 'Fatima');
    await scriptless.type('#booking-form input[name="phone"]', typed.phone);
    await scriptless.click('#booking-form button[type="submit"]');
    await expect.poll(() => scriptless.location()).toBe(`${edition.pathPrefix}/book/send`);
    expect(await scriptless.run(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      edition.lang,
      edition.dir,
    ]);
    expect(await scriptless.run(() => document.querySelector('#booking-day-error')?.textContent?.trim())).toBe(
      visitRequest.refusals.past({ daysAhead: 14, sameDayCutoff: '' }),
    );
    expect(await fieldValues(scriptless)).toEqual(typed);
  });
}

// In Firefox and WebKit: each shrinks the photo with its own picture code.
test.describe(() => {
  test.skip(
    ({ engine }) => engine === 'chromium',
    'Chromium: the same photo in "with JavaScript" below, which also sees that the shrinking code comes only with a photo',
  );

  test('a 4000 × 3000 photo with its GPS position reaches the server at most 300 KB, 1,600 px long, without it', async ({
    visitor,
  }, testInfo) => {
    const original = await cameraPhoto(4000, 3000);
    expect(await photoFacts(original)).toMatchObject({ width: 4000, hasLocation: true });
    const file = testInfo.outputPath('IMG_4000.jpg');
    await writeFile(file, original);

    await visitor.open('/book');
    await islandAwake(visitor, 'LeadForm');
    await fillForVisitor(visitor);
    await visitor.chooseFiles('#booking-photos', [file]);
    // The form waits for the photo to be shrunk before it sends: the button is enabled again after.
    await expect
      .poll(() =>
        visitor.run(() => {
          const input = document.querySelector<HTMLInputElement>('#booking-photos')!;
          return input.files?.[0]?.name === 'IMG_4000.jpg' && input.files[0].size < 1_000_000;
        }),
      )
      .toBe(true);
    await visitor.click('#booking-form button[type=submit]');
    await expect.poll(() => statusOf(visitor), { timeout: 15_000 }).toMatch(REFERENCE);

    const reference = REFERENCE.exec(await statusOf(visitor))![0];
    const folder = join(visitPhotosPath(contactDb), reference);
    expect(await readdir(folder)).toEqual(['1.jpg']);
    const bytes = await readFile(join(folder, '1.jpg'));
    expect(bytes.byteLength).toBeLessThanOrEqual(SHRUNK_PHOTO.bytes);
    expect(await photoFacts(bytes)).toMatchObject({ format: 'jpeg', width: 1600, height: 1200, hasLocation: false });
  });
});

// In Chromium: the page clock, the requests it counts and routes, the schedule's worker answered by the test.
test.describe('', CHROMIUM_ONLY, () => {
  test.use(ROUTED_REQUESTS);

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('Arabic: from a service page’s link, photos too large get the form back in Arabic with every field kept; sent without them, the answer has the reference and a calendar file', async ({
      page,
    }, testInfo) => {
      const { visitRequest } = editionInfo.ar.ui;
      const file = testInfo.outputPath('IMG_HUGE.jpg');
      const huge = new Uint8Array(MAX_PHOTO_BYTES + 1024 * 1024);
      huge.set([0xff, 0xd8, 0xff]);
      await writeFile(file, huge);
      await page.goto(`/ar/service/${HVAC}`);
      await expect(page.locator('[data-visit-link]')).toHaveCount(2);
      for (const link of await page.locator('[data-visit-link]').all())
        await expect(link).toHaveAttribute('href', `/ar/book?service=${HVAC}`);
      await page.locator('[data-visit-link]').first().click();
      await expect(page).toHaveURL(`/ar/book?service=${HVAC}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      // An emergency does not wait for a booking: the page points to the emergency page of its edition.
      await expect(page.getByRole('main').getByRole('link', { name: visitRequest.emergencyLink })).toHaveAttribute(
        'href',
        '/ar/emergency',
      );
      await fillVisitRequest(page, visitRequest);
      await page.getByLabel(visitRequest.photos.label).setInputFiles(file);
      const answer = page.waitForResponse('**/ar/book/send');
      await page.getByRole('button', { name: visitRequest.submit }).click();
      expect((await answer).status()).toBe(413);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByTestId('booking-status')).toHaveText(visitRequest.photos.tooLarge);
      await expect(page.getByLabel(visitRequest.area)).toHaveValue(TYPED.area);
      await expect(page.getByLabel(visitRequest.problem)).toHaveValue(TYPED.problem);
      await expect(page.getByLabel(visitRequest.urgency)).toHaveValue('same-day');
      await expect(page.getByLabel(visitRequest.phone, { exact: true })).toHaveValue(TYPED.phone);

      await page.getByRole('button', { name: visitRequest.submit }).click();
      await expect(page).toHaveURL(/\/ar\/book\/send$/);
      await expect(page.getByTestId('booking-status')).toContainText(REFERENCE);
      await expect(page.getByTestId('booking-status')).toHaveAttribute('data-lead-type', 'visit');
      await expect(page.getByTestId('booking-status')).toHaveAttribute('data-urgency', 'same-day');
      const ics = await calendarFile(page);
      expect(ics).toContain('STATUS:TENTATIVE');
      expect(ics).toContain(`SUMMARY:${visitRequest.calendarSummary(visitRequest.serviceNone)}`);
    });
  });

  test.describe('with JavaScript', () => {
    test('English: the service is chosen from the link; a 4000 × 3000 photo with its GPS position leaves shrunk, without it, and the answer has the reference', async ({
      page,
    }, testInfo) => {
      const { visitRequest } = editionInfo.en.ui;
      const original = await cameraPhoto(4000, 3000);
      expect(await photoFacts(original)).toMatchObject({ width: 4000, hasLocation: true });
      const file = testInfo.outputPath('IMG_4000.jpg');
      await writeFile(file, original);
      const shrinkingCode: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('shrink-photos')) shrinkingCode.push(request.url());
      });
      await page.clock.install();
      await page.goto(`/service/${HVAC}`);
      await page.locator('[data-visit-link]').last().click();
      await expect(page).toHaveURL(`/book?service=${HVAC}`);
      await expect(page.getByLabel(visitRequest.service, { exact: true })).toHaveValue(HVAC);
      await page.getByTestId('booking-form').scrollIntoViewIfNeeded();
      await islandAwake(page, 'LeadForm');
      await expect(page.getByLabel(visitRequest.service, { exact: true })).toHaveValue(HVAC);
      await fillVisitRequest(page, visitRequest);
      // The shrinking code comes only with a photo.
      expect(shrinkingCode).toEqual([]);
      await page.getByLabel(visitRequest.photos.label).setInputFiles(file);
      await expect.poll(() => shrinkingCode.length).toBe(1);
      // The form waits for the photo to be shrunk before it sends.
      await expect(page.getByRole('button', { name: visitRequest.submit })).toBeEnabled();
      const lead = page.evaluate(
        () =>
          new Promise((resolve) =>
            document.addEventListener('visit-requested', (event) => resolve((event as CustomEvent).detail), {
              once: true,
            }),
          ),
      );
      await page.getByRole('button', { name: visitRequest.submit }).click();
      await expect(page.getByTestId('booking-status')).toContainText(REFERENCE);
      expect(page.url()).toMatch(/\/book\?service=/);
      expect(await lead).toEqual({ service: HVAC, urgency: 'same-day', edition: 'en' });
      // A comma is escaped in a calendar's text.
      expect(await calendarFile(page)).toContain('SUMMARY:Visit requested\\, not yet confirmed: HVAC Systems');
      await expect(page.getByLabel(visitRequest.problem)).toHaveValue('');
      // What the server received and stored, as it received it: the awake form sends the JPEG it shrank.
      const reference = REFERENCE.exec((await page.getByTestId('booking-status').textContent())!)![0];
      const folder = join(visitPhotosPath(contactDb), reference);
      expect(await readdir(folder)).toEqual(['1.jpg']);
      const bytes = await readFile(join(folder, '1.jpg'));
      expect(bytes.byteLength).toBeLessThanOrEqual(SHRUNK_PHOTO.bytes);
      expect(await photoFacts(bytes)).toMatchObject({ format: 'jpeg', width: 1600, height: 1200, hasLocation: false });
    });

    test("English: from the first touch the form offers the days open now, as the schedule's worker reads them, and a day chosen offers only its windows", async ({
      page,
    }) => {
      const { visitRequest } = editionInfo.en.ui;
      // The worker's answer, fixed: what it reads from the schedule on Dubai's clock is tests/unit/schedule.test.ts's.
      const daysNow = [
        { date: '2030-01-06', label: 'Sunday 6 January', windows: [{ start: '13:00', end: '15:00' }] },
        {
          date: '2030-01-07',
          label: 'Monday 7 January',
          windows: [
            { start: '08:00', end: '10:00' },
            { start: '13:00', end: '15:00' },
          ],
        },
      ];
      await page.route(VISIT_DAYS_WORKER_URL, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: `onmessage = () => postMessage(${JSON.stringify(daysNow)});`,
        }),
      );
      await page.clock.install();
      await page.goto('/book');
      await page.getByTestId('booking-form').scrollIntoViewIfNeeded();
      await islandAwake(page, 'LeadForm');
      const day = page.getByLabel(visitRequest.day);
      const windowChoice = page.getByLabel(visitRequest.window);
      await page.getByLabel(visitRequest.area).focus();
      await expect(day.locator('option')).toHaveText([visitRequest.dayNone, 'Sunday 6 January', 'Monday 7 January']);
      await expect(windowChoice.locator('option')).toHaveText([visitRequest.windowNone, '08:00–10:00', '13:00–15:00']);
      await day.selectOption('2030-01-06');
      await expect(windowChoice.locator('option')).toHaveText([visitRequest.windowNone, '13:00–15:00']);
      await day.selectOption('2030-01-07');
      await expect(windowChoice.locator('option')).toHaveText([visitRequest.windowNone, '08:00–10:00', '13:00–15:00']);
    });

    test('Arabic: a missing phone is named under its field in Arabic before sending, and by the error summary, which holds focus', async ({
      page,
    }) => {
      const { visitRequest } = editionInfo.ar.ui;
      await page.clock.install();
      await page.goto('/ar/book');
      // The top bar's way here says this is the page it leads to.
      await expect(
        page.locator('.top-bar').getByRole('link', { name: editionInfo.ar.ui.bookAVisit, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await page.getByTestId('booking-form').scrollIntoViewIfNeeded();
      await islandAwake(page, 'LeadForm');
      await fillVisitRequest(page, visitRequest);
      await page.getByLabel(visitRequest.phone, { exact: true }).fill('');
      await page.getByRole('button', { name: visitRequest.submit }).click();
      await expect(page.locator('#booking-phone-error')).toHaveText(visitRequest.fieldErrors.phoneMissing);
      // In the error colour: the page keeps the CSS of the classes the form engine renders only awake.
      await expect(page.locator('#booking-phone-error')).toHaveCSS('color', 'oklch(0.505 0.213 27.518)');
      await expect(
        page.locator(':focus').getByRole('link', { name: visitRequest.fieldErrors.phoneMissing }),
      ).toHaveAttribute('href', '#booking-phone');
    });
  });
});
