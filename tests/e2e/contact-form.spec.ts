/**
 * The contact form (/contact, /ar/contact): what it asks, says and answers, on the lead form engine,
 * in both editions. In every engine: a service page's quote link opens the form with that service
 * chosen (at phone size); an empty or malformed field is answered in Arabic on the Arabic page
 * although every engine here runs in English, by the browser's own bubble before the form wakes and
 * inline under each field (as the server's refusal) after (at desktop size); and, with and without
 * JavaScript, a field error in the page's language, then the answer (sent in the background and
 * the form cleared, or the answer page in the form's edition). In Chromium: each service page's
 * quote links (top and end) and the form's choice of services, as the server writes them; the page
 * a visitor came from; the form's own check in the page's language in a browser set to Arabic;
 * before the form wakes, a native post that shows at once it is sending and is not sent twice;
 * with JavaScript, the button held while sending, the server's field errors, a network failure the
 * browser cannot keep, and an answer shown as text, never markup; without JavaScript, the answer
 * page and a refusal that keeps what was typed; and what reaches a real SMTP server. The contact
 * page around the form: contact.spec.ts; the form's posts kept offline: contact-form-offline.spec.ts;
 * what the WhatsApp links carry: whatsapp.spec.ts.
 */
import { readdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { editionInfo } from '../../src/lib/i18n/index.ts';
import { smtpPort } from '../../playwright.config';
import { islandAwake } from '../../harness/islands.ts';
import { TestSmtpServer } from '../support/smtp';
import { editions } from './support/editions.ts';
import { blockIslandScripts, expectFocusOnAnswerThen, press } from './support/islands.ts';
import { ROUTED_REQUESTS } from './support/routing';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';

const HVAC = 'hvac-system-in-dubai-uae';

/** The island code refused at the network, as on a slow connection before it arrives. */
const islandCode = (path: string) => path.startsWith('/_astro/') && path.endsWith('.js');

const slugsIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.replace(/\.yaml$/, ''));

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

/** The thank-you, with the request's reference and the reply time from settings. */
const THANK_YOU =
  /^Thank you\. We have received your message; its reference is BH-\d{6}\. We will reply within one working day\.$/;

async function fill(page: Page, fields: { name: string; email: string; mobile?: string; message: string }) {
  await page.getByLabel('Your name').fill(fields.name);
  await page.getByLabel('E-mail address').fill(fields.email);
  if (fields.mobile !== undefined) await page.getByLabel('Mobile number (optional)').fill(fields.mobile);
  await page.getByLabel('How can we help?').fill(fields.message);
}

/**
 * Opens a page with the page clock installed, so that the form's waking, seconds after load, is
 * jumped to rather than waited for (islandAwake).
 */
async function openWithPageClock(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
}

/** A background send needs the form awake. */
async function waitForHydration(page: Page) {
  await page.getByTestId('contact-form').scrollIntoViewIfNeeded();
  await islandAwake(page, 'LeadForm');
}

test.describe('links', () => {
  // The field bubbles below run at desktop size.
  sameAtEverySize('what a link carries', 'phone');

  for (const edition of editions) {
    test(`${edition.title}: a service page's quote link opens the form with the service chosen`, async ({
      visitor,
    }) => {
      await visitor.open(`${edition.pathPrefix}/service/${HVAC}`);
      const inFirstScreen = await visitor.run(() => {
        const box = document.querySelector('[data-quote-link]')!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      });
      expect(inFirstScreen, 'the quote link at the top is seen without scrolling').toBe(true);
      await visitor.click('[data-quote-link]');
      await expect.poll(() => visitor.location()).toBe(`${edition.pathPrefix}/contact#quote-heading`);
      await expect
        .poll(() =>
          visitor.run(() => [
            document.querySelector<HTMLSelectElement>('select[name=service]')?.value,
            document.querySelector<HTMLInputElement>('input[name=page]')?.value,
          ]),
        )
        .toEqual([HVAC, `${edition.pathPrefix}/service/${HVAC}`]);
    });
  }
});

test.describe('field errors before sending', () => {
  sameAtEverySize('what a field says');
  const errors = editionInfo.ar.ui.contactFieldErrors;

  test(`Arabic page, English browser: before the form wakes, the browser's bubbles speak Arabic`, async ({
    visitor,
    siteProxy,
  }) => {
    const origin = (await siteProxy(islandCode)).url;
    await visitor.open(`${origin}/ar/contact`);
    const bubble = (field: string) =>
      visitor.run((name) => document.querySelector<HTMLInputElement>(`[name=${name}]`)!.validationMessage, field);
    await visitor.click('[data-testid="contact-form"] button[type="submit"]');
    await expect.poll(() => bubble('name')).toBe(errors.nameMissing);
    await visitor.type('input[name="name"]', 'سالم');
    await visitor.type('input[name="email"]', 'not-an-address');
    await visitor.click('[data-testid="contact-form"] button[type="submit"]');
    await expect.poll(() => bubble('email')).toBe(errors.emailInvalid);
  });

  test(`Arabic page, English browser: once the form wakes, every error shows under its field in Arabic, marked invalid, with the error summary and no sentence by the Send button, as the server's refusal shows them`, async ({
    visitor,
  }) => {
    await visitor.open('/ar/contact');
    await islandAwake(visitor, 'LeadForm', '[data-testid="contact-form"] input[name="name"]');
    await visitor.type('input[name="email"]', 'not-an-address');
    await visitor.click('[data-testid="contact-form"] button[type="submit"]');
    const shown = () =>
      visitor.run(() =>
        ['name', 'email', 'message'].map((name) => {
          const field = document.querySelector(`[name=${name}]`)!;
          return [
            field.getAttribute('aria-invalid'),
            document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent?.trim(),
          ];
        }),
      );
    await expect.poll(shown).toEqual([
      ['true', errors.nameMissing],
      ['true', errors.emailInvalid],
      ['true', errors.messageMissing],
    ]);
    expect(await visitor.run(() => document.querySelector('[data-testid="contact-status"]')?.textContent?.trim())).toBe(
      '',
    );
    expect(
      await visitor.run(() => document.activeElement?.querySelector('[role="alert"] h2')?.textContent),
      'focus on the error summary (error-summary.spec.ts)',
    ).toBe('يحتاج 3 حقول إلى مراجعة');
  });
});

// In every engine, at phone size (the islands' size, which the form does not depend on).
test.describe(() => {
  sameAtEverySize('what the form says and answers on a send', 'phone');

  for (const edition of editions) {
    const contact = `${edition.pathPrefix}/contact`;
    const answers = editionInfo[edition.code].ui.contactAnswers;
    /** The thank-you with any reference: BH-000123. */
    const accepted = new RegExp(
      `^${answers
        .accepted('REFERENCE', 'REPLY_TIME')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('REFERENCE', 'BH-\\d{6}')
        .replace('REPLY_TIME', '.+')}$`,
    );
    const errors = editionInfo[edition.code].ui.contactFieldErrors;

    test(`${edition.title} contact form with JavaScript: a field error in the page's language, then the answer`, async ({
      visitor,
    }) => {
      await visitor.open(contact);
      await visitor.run(() =>
        document.querySelector('[data-testid="contact-form"]')!.scrollIntoView({ behavior: 'instant' }),
      );
      await islandAwake(visitor, 'LeadForm', '[data-testid="contact-form"] input[name="name"]');
      await visitor.type('input[name="name"]', ' ');
      await visitor.type('input[name="email"]', 'salem@example.com');
      await visitor.type('textarea[name="message"]', 'Please quote for the chiller service.');
      await visitor.click('[data-testid="contact-form"] button[type="submit"]');
      const nameError = () => visitor.run(() => document.querySelector('#contact-name-error')?.textContent?.trim());
      await expect.poll(nameError).toBe(errors.nameMissing);
      expect(
        await visitor.run(() => document.activeElement?.querySelector('[role="alert"] a')?.getAttribute('href')),
        'focus on the error summary, which leads to the wrong field',
      ).toBe('#contact-name');
      expect(await visitor.run(() => document.querySelector('textarea')!.value)).toBe(
        'Please quote for the chiller service.',
      );

      await visitor.type('input[name="name"]', 'Salem');
      await visitor.click('[data-testid="contact-form"] button[type="submit"]');
      await expect
        .poll(() => visitor.run(() => document.querySelector('[data-testid="contact-status"]')?.textContent?.trim()))
        .toMatch(accepted);
      expect(await visitor.location(), 'sent in the background').toBe(contact);
      expect(await visitor.run(() => document.querySelector('textarea')!.value), 'the form is cleared').toBe('');
      await expectFocusOnAnswerThen(visitor, { href: `${edition.pathPrefix}/privacy` });
    });

    test(`${edition.title} contact form without JavaScript: a field error in the page's language, then the answer page`, async ({
      scriptless,
    }) => {
      await scriptless.open(contact);
      await scriptless.type('input[name="name"]', ' ');
      await scriptless.type('input[name="email"]', 'mariam@example.com');
      await scriptless.type('textarea[name="message"]', 'No script here.');
      await scriptless.click('[data-testid="contact-form"] button[type="submit"]');
      await expect.poll(() => scriptless.location()).toBe(`${contact}/send`);
      expect(
        await scriptless.run(() => [document.documentElement.lang, document.documentElement.dir]),
        'the answer page is in the edition of the form',
      ).toEqual([edition.lang, edition.dir]);
      const nameError = () => scriptless.run(() => document.querySelector('#contact-name-error')?.textContent?.trim());
      await expect.poll(nameError).toBe(errors.nameMissing);
      expect(await scriptless.run(() => document.querySelector('textarea')!.value)).toBe('No script here.');

      await scriptless.type('input[name="name"]', 'Mariam');
      await scriptless.click('[data-testid="contact-form"] button[type="submit"]');
      await expect
        .poll(() => scriptless.run(() => document.querySelector('[data-testid="contact-status"]')?.textContent?.trim()))
        .toMatch(accepted);
    });
  }
});

// In Chromium: the server's markup read as text; the browser's language; requests held, refused or
// counted; the page clock; a real SMTP server.
test.describe('', CHROMIUM_ONLY, () => {
  test.use(ROUTED_REQUESTS);

  test.describe(() => {
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

  test.describe(() => {
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

  // The Arabic page in an English browser is checked in every engine (above).
  const browserLanguages = [{ page: '/contact', locale: 'ar-AE', messages: editionInfo.en.ui.contactFieldErrors }];
  for (const { page: path, locale, messages } of browserLanguages) {
    test.describe(`${path} in a browser set to ${locale}`, () => {
      // Motion reduced: after an unfinished Send the page glides to the first field in error, and a
      // second Send pressed as that glide is asked for but not yet begun could land beside the
      // button (a driver presses at once; a visitor presses what they see). What is checked here is
      // the messages' language, which the glide does not change.
      test.use({ locale, reducedMotion: 'reduce' });
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

  test.describe('contact form', () => {
    test('blocked: sending shows at once, posts natively and is not sent twice', async ({ page, isMobile }) => {
      await blockIslandScripts(page);
      const posts: string[] = [];
      page.on('request', (request) => request.method() === 'POST' && posts.push(new URL(request.url()).pathname));
      // Every label the button shows is reported from the page, which is mid-navigation after the tap.
      const labels: string[] = [];
      await page.exposeFunction('reportLabel', (text: string) => labels.push(text));
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const button = document.querySelector('form button[type=submit]');
          const report = () =>
            (window as unknown as { reportLabel: (text: string) => void }).reportLabel(button!.textContent!);
          if (button)
            new MutationObserver(report).observe(button, { childList: true, characterData: true, subtree: true });
        }),
      );
      // A slow answer, as on a slow connection, leaves time for an impatient second press. (Held
      // instead until the page reported that press, by its keyup or its submit event, the test hung at
      // desktop size: the press did not return while the form's navigation waited.)
      await page.route('**/contact/send', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await page.goto('/contact');
      await page.getByLabel('Your name').fill('Mariam Test');
      await page.getByLabel('E-mail address').fill('mariam@example.com');
      await page.getByLabel('How can we help?').fill('Our chiller trips every afternoon; please call.');
      await press(page.getByRole('button', { name: 'Send message' }), isMobile);
      await expect.poll(() => labels).toContain('Sending…');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/contact\/send$/);
      await expect(page.getByTestId('contact-status')).toHaveText(/received your message/);
      expect(posts, 'one post only').toEqual(['/contact/send']);
    });
  });

  test.describe(() => {
    sameAtEverySize('what the contact form sends and answers');

    test.describe('with JavaScript', () => {
      test('sends in the background, disables the button while sending and shows the answer', async ({ page }) => {
        await openWithPageClock(page, '/contact');
        await waitForHydration(page);
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/mail.php', async (route) => {
          await held;
          await route.continue();
        });
        await fill(page, {
          name: 'Omar',
          email: 'omar@example.com',
          mobile: '+971 50 000 0000',
          message: 'Please quote for AMC.',
        });
        const button = page.getByRole('button', { name: 'Send message' });
        await button.click();
        await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
        expect(page.url()).toMatch(/\/contact$/);
        release();
        await expect(page.getByTestId('contact-status')).toHaveText(THANK_YOU);
        await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
        await expect(page.getByLabel('How can we help?')).toHaveValue('');
        expect(page.url()).toMatch(/\/contact$/);
      });

      test("shows the server's field errors next to the fields and keeps what was typed", async ({ page }) => {
        await openWithPageClock(page, '/contact');
        await waitForHydration(page);
        await fill(page, { name: '   ', email: 'omar@example.com', message: 'Keep this text.' });
        await page.getByRole('button', { name: 'Send message' }).click();
        const name = page.getByLabel('Your name');
        await expect(name).toHaveAttribute('aria-invalid', 'true');
        await expect(page.locator('#contact-name-error')).toHaveText('Please enter your name');
        await expect(name).toHaveAttribute('aria-describedby', 'contact-name-error');
        await expect(page.locator(':focus').getByRole('alert')).toHaveText(
          '1 field needs attentionPlease enter your name',
        );
        await expect(page.getByLabel('How can we help?')).toHaveValue('Keep this text.');
        await expect(page.getByTestId('contact-status')).toBeEmpty();
      });

      test('says so when the network fails and the browser will not keep the message, and keeps it in the form', async ({
        page,
      }) => {
        // Storage turned off or full: a request that cannot leave cannot wait in the browser either
        // (kept when it can: contact-form-offline.spec.ts).
        await page.addInitScript(() => {
          Storage.prototype.setItem = () => {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          };
        });
        await openWithPageClock(page, '/contact');
        await waitForHydration(page);
        await page.route('**/mail.php', (route) => route.abort('internetdisconnected'));
        await fill(page, { name: 'Omar', email: 'omar@example.com', message: 'Do not lose me.' });
        await page.getByRole('button', { name: 'Send message' }).click();
        await expect(page.getByTestId('contact-status')).toContainText('could not reach the server');
        await expect(page.getByLabel('How can we help?')).toHaveValue('Do not lose me.');
        await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
      });

      test('shows whatever the server answers as text, never as markup', async ({ page }) => {
        await openWithPageClock(page, '/contact');
        await waitForHydration(page);
        const payload = '<img src=x onerror="window.__xss = 1"><script>window.__xss = 2</script>';
        await page.route('**/mail.php', (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ ok: true, message: payload }),
          }),
        );
        await fill(page, { name: payload, email: 'x@example.com', message: payload });
        await page.getByRole('button', { name: 'Send message' }).click();
        await expect(page.getByTestId('contact-status')).toHaveText(payload);
        await expect(page.getByTestId('contact-status').locator('img, script')).toHaveCount(0);
        expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      });
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('a plain post stores the message and shows a confirmation page', async ({ page }) => {
        await page.goto('/contact');
        await fill(page, { name: 'Layla', email: 'layla@example.com', message: 'No script here.' });
        await page.getByRole('button', { name: 'Send message' }).click();
        await expect(page).toHaveURL(/\/contact\/send$/);
        await expect(page.getByTestId('contact-status')).toHaveText(THANK_YOU);
      });

      test('invalid input shows which field is wrong and keeps what was typed, markup included as text', async ({
        page,
      }) => {
        await page.goto('/contact');
        const payload = '<img src=x onerror="document.title=\'pwned\'">';
        await fill(page, { name: '   ', email: 'layla@example.com', message: payload });
        const response = page.waitForResponse('**/contact/send');
        await page.getByRole('button', { name: 'Send message' }).click();
        expect((await response).status()).toBe(400);
        await expect(page.locator('#contact-name-error')).toHaveText('Please enter your name');
        await expect(page.getByLabel('How can we help?')).toHaveValue(payload);
        await expect(page.locator('form img')).toHaveCount(0);
        expect(await page.title()).not.toBe('pwned');
      });
    });

    test.describe('delivery', () => {
      test('quotes sent with and without JavaScript arrive at the SMTP server naming their service, page and reference', async ({
        page,
        browser,
      }, testInfo) => {
        test.skip(testInfo.project.name !== 'desktop', 'one SMTP server on one port: run once');
        const smtp = new TestSmtpServer();
        await smtp.start(smtpPort);
        const scriptless = await browser.newContext({
          javaScriptEnabled: false,
          baseURL: testInfo.project.use.baseURL,
        });
        try {
          const marker = `Browser delivery check ${Date.now()}`;
          // With JavaScript: from the service page's quote link, sent by the island in the background.
          await openWithPageClock(page, '/service/hvac-system-in-dubai-uae');
          await page.locator('[data-quote-link]').first().click();
          await waitForHydration(page);
          // The event the analytics loader counts as a lead (tests/e2e/analytics.spec.ts).
          await page.evaluate(() =>
            document.addEventListener('quote-sent', (event) =>
              Object.assign(window, { contactSent: (event as CustomEvent).detail }),
            ),
          );
          await fill(page, { name: 'Noura', email: 'noura@example.com', message: `${marker} (island)` });
          await page.getByRole('button', { name: 'Send message' }).click();
          await expect(page.getByTestId('contact-status')).toHaveText(THANK_YOU);
          await expect(page.getByTestId('contact-status')).toHaveAttribute('data-lead', 'hvac-system-in-dubai-uae');
          await expect(page.locator('select[name=service]'), 'cleared with the rest').toHaveValue('');
          expect(await page.evaluate(() => (window as { contactSent?: unknown }).contactSent)).toEqual({
            service: 'hvac-system-in-dubai-uae',
            edition: 'en',
          });
          const islandReference = /BH-\d{6}/.exec((await page.getByTestId('contact-status').textContent())!)![0];

          // Without JavaScript: the visitor picks the service; the form posts to /contact/send.
          const plain = await scriptless.newPage();
          await plain.goto('/contact?service=pest-control');
          await fill(plain, { name: 'Omar', email: 'omar@example.com', message: `${marker} (plain)` });
          await plain.getByLabel('Service (optional)').selectOption({ label: 'Electrical Services' });
          await plain.getByRole('button', { name: 'Send message' }).click();
          await expect(plain).toHaveURL(/\/contact\/send$/);
          await expect(plain.getByTestId('contact-status')).toHaveText(THANK_YOU);
          const plainReference = /BH-\d{6}/.exec((await plain.getByTestId('contact-status').textContent())!)![0];

          const mailWith = (text: string) => smtp.received.find((received) => received.body.includes(text));
          await expect
            .poll(() => [mailWith('(island)'), mailWith('(plain)')].filter(Boolean).length, { timeout: 15_000 })
            .toBe(2);
          const island = mailWith('(island)')!;
          expect(island.headers.get('reply-to')?.[0]).toContain('noura@example.com');
          expect(island.headers.get('subject')?.[0]).toBe(`Quote request ${islandReference} from Noura: HVAC Systems`);
          expect(island.body).toContain('Service: HVAC Systems');
          expect(island.body).toContain('Came from: /service/hvac-system-in-dubai-uae');
          const plainMail = mailWith('(plain)')!;
          expect(plainMail.headers.get('subject')?.[0]).toBe(
            `Quote request ${plainReference} from Omar: Electrical Services`,
          );
          expect(plainMail.body).toContain('Came from: (not known)');
        } finally {
          await scriptless.close();
          await smtp.stop();
        }
      });
    });
  });
});
