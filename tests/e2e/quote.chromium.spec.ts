/**
 * A quote request in one tap from a service page: each service page's quote links (top and end)
 * lead to the contact form of its edition with that service named, the form offers every service
 * and a warranty claim, and the form's own check speaks the page's language whatever the browser's.
 * That the form opens with the service chosen is tested in every engine (quote.spec.ts); what
 * reaches the mail is in contact.chromium.spec.ts.
 */
import { readdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { editions } from './support/editions.ts';
import { islandAwake } from '../../harness/islands.ts';
import { ROUTED_REQUESTS } from './support/routing';
import { editionInfo } from '../../src/lib/i18n';

test.use(ROUTED_REQUESTS);

const slugsIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.replace(/\.yaml$/, ''));

test.describe('', CHROMIUM_ONLY, () => {
  // The server's pages, read as text.
  sameAtEverySize('what the server writes');

  for (const edition of editions) {
    test(`every ${edition.code} service page links to its quote at the top and the end`, async ({ request }) => {
      const slugs = slugsIn(edition.contentFolder('services'));
      expect(slugs.length).toBeGreaterThanOrEqual(9);
      for (const slug of slugs) {
        const html = await (await request.get(`${edition.pathPrefix}/service/${slug}`)).text();
        const links = [...html.matchAll(/<a href="([^"]*)"[^>]*data-quote-link/g)].map((match) => match[1]);
        expect(links, slug).toEqual(Array(2).fill(`${edition.pathPrefix}/contact?service=${slug}#quote-heading`));
      }
    });

    test(`${edition.code}: the form's service choice is every service in the collection, then "Warranty claim" and "Something else"`, async ({
      request,
    }) => {
      const html = await (await request.get(`${edition.pathPrefix}/contact`)).text();
      const values = [...html.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]);
      // "Not sure yet" (no value), each service file by its name in the services' order, "Warranty claim", "Something else".
      expect([values[0], ...values.slice(-2)]).toEqual(['', 'warranty', 'other']);
      expect(values.slice(1, -2).sort()).toEqual(slugsIn(edition.contentFolder('services')).sort());
    });
  }
});

test.describe('', CHROMIUM_ONLY, () => {
  sameAtEverySize('the page a visitor came from');
  test('a link from another page of the site says which page the visitor came from', async ({ page }) => {
    await page.goto('/about');
    // As a link does: the browser sends the page it leaves as the referrer.
    await page.evaluate(() => (location.href = '/contact'));
    await page.waitForURL('**/contact');
    await expect(page.locator('select[name=service]')).toHaveValue('');
    await expect(page.locator('input[name=page]')).toHaveValue('/about');
  });
});

/** What the browser's own check says of the name and e-mail fields after an empty, then a malformed, send. */
async function bubbles(page: Page) {
  await page.getByRole('button', { name: /Send message|إرسال الرسالة/ }).click();
  const nameMissing = await page
    .locator('#contact-name')
    .evaluate((input: HTMLInputElement) => input.validationMessage);
  await page.locator('#contact-name').fill('Salem');
  await page.locator('#contact-email').fill('not-an-address');
  await page.getByRole('button', { name: /Send message|إرسال الرسالة/ }).click();
  const emailInvalid = await page
    .locator('#contact-email')
    .evaluate((input: HTMLInputElement) => input.validationMessage);
  return { nameMissing, emailInvalid };
}

// The Arabic page in an English browser is checked in every engine (quote.spec.ts).
const browserLanguages = [{ page: '/contact', locale: 'ar-AE', messages: editionInfo.en.ui.contactFieldErrors }];
for (const { page: path, locale, messages } of browserLanguages) {
  test.describe(`${path} in a browser set to ${locale}`, CHROMIUM_ONLY, () => {
    test.use({ locale });
    sameAtEverySize("the language of the form's own check");

    test('names a field in error in the page’s language before the form wakes', async ({ page }) => {
      // The island's code never arrives: the form is the server's markup and the page's script.
      await page.route('**/_astro/islands.*.js', (route) => route.abort());
      await page.goto(path);
      expect(await bubbles(page)).toEqual({ nameMissing: messages.nameMissing, emailInvalid: messages.emailInvalid });
    });

    test('and after it wakes, under each field', async ({ page }) => {
      await page.clock.install();
      await page.goto(path);
      await page.getByTestId('contact-form').scrollIntoViewIfNeeded();
      await islandAwake(page, 'LeadForm');
      const send = page.getByRole('button', { name: /Send message|إرسال الرسالة/ });
      await send.click();
      await expect(page.locator('#contact-name-error')).toHaveText(messages.nameMissing);
      await page.locator('#contact-name').fill('Salem');
      await page.locator('#contact-email').fill('not-an-address');
      await send.click();
      await expect(page.locator('#contact-email-error')).toHaveText(messages.emailInvalid);
    });
  });
}
