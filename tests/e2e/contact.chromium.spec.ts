/**
 * The contact page and its form in Chromium, with JavaScript on and off. The server is the real
 * one; its SMTP_URL points at a loopback port where the last test starts a real SMTP server.
 */
import { type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { islandAwake } from '../../harness/islands.ts';
import { ROUTED_REQUESTS } from './support/routing';
import { smtpPort } from '../../playwright.config';
import { TestSmtpServer } from '../support/smtp';

test.use(ROUTED_REQUESTS);
sameAtEverySize('what the contact page says, shows and sends');

const MAP_ORIGIN = 'https://www.openstreetmap.org';
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

/**
 * Resolves once the page's own intersection observers have been told where `locator` is now: the
 * browser notifies every observer of a document in one task, in the order they were made, so the
 * site's (made as the page loaded) has acted when this newer one hears.
 */
const observersHaveSeen = (locator: Locator) =>
  locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(element);
      }),
  );

test.describe('the contact page', CHROMIUM_ONLY, () => {
  test('has the sections, fields and details the spec names', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'CONTACT', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'GET A QUOTE', exact: true })).toBeVisible();
    // Beside the quote form, the way to a visit request (issue 36).
    await expect(
      page.locator('section[aria-labelledby="quote-heading"]').getByRole('link', { name: 'Book a visit', exact: true }),
    ).toHaveAttribute('href', '/book');
    await expect(page.getByRole('heading', { name: 'CONTACT US', exact: true })).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveAttribute('size', '40');
    await expect(page.getByLabel('E-mail address')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('E-mail address')).toHaveAttribute('size', '40');
    await expect(page.getByLabel('Mobile number (optional)')).toHaveAttribute('size', '40');
    await expect(page.getByLabel('How can we help?')).toHaveAttribute('cols', '40');
    await expect(page.getByLabel('How can we help?')).toHaveAttribute('rows', '10');
    const details = page.locator('section[aria-labelledby="contact-us-heading"]');
    await expect(details.locator('address')).toContainText('Dubai');
    await expect(details.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(details.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Open the location in a maps app' })).toHaveAttribute(
      'href',
      /^https:/,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('fetches nothing from the map provider until the map is on screen', async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route(`${MAP_ORIGIN}/**`, (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<p>map</p>' });
    });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const map = page.locator('[data-frame-when-near]');
    await observersHaveSeen(map);
    expect(mapRequests).toEqual([]);
    // The map waits outside the page's document until it comes on screen: no frame at all before then.
    expect(await map.evaluate((holder) => holder.getBoundingClientRect().top - innerHeight)).toBeGreaterThan(300);
    await expect(page.locator('iframe')).toHaveCount(0);
    // Just below the screen, as when the visitor is at the form's Send button: still nothing.
    await map.evaluate((holder) => scrollBy(0, holder.getBoundingClientRect().top - innerHeight - 100));
    await expect
      .poll(() => map.evaluate((holder) => Math.round(holder.getBoundingClientRect().top - innerHeight)))
      .toBe(100);
    await observersHaveSeen(map);
    expect(mapRequests).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    const frame = page.getByTitle('Map showing our location in Dubai');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\//);
    // Where the empty holder stood, with nothing below it moved.
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(
      await map.evaluate((holder) => holder.getBoundingClientRect().height),
    );
  });
});

test.describe('with JavaScript', CHROMIUM_ONLY, () => {
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
    await expect(name).toBeFocused();
    await expect(page.getByLabel('How can we help?')).toHaveValue('Keep this text.');
    await expect(page.getByTestId('contact-status')).toHaveText(
      'Please check the highlighted fields and send the form again.',
    );
  });

  test('says so when the network fails and the browser will not keep the message, and keeps it in the form', async ({
    page,
  }) => {
    // Storage turned off or full: a request that cannot leave cannot wait in the browser either
    // (kept when it can: quote-offline.chromium.spec.ts).
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

test.describe('without JavaScript', CHROMIUM_ONLY, () => {
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

  test('the map shows from its <noscript> copy, in the holder that keeps its place', async ({ page }) => {
    await page.route(`${MAP_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
    await page.goto('/contact');
    const frame = page.getByTitle('Map showing our location in Dubai');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\//);
    await expect(page.locator('iframe')).toHaveCount(1);
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(
      await page.locator('[data-frame-when-near]').evaluate((holder) => holder.getBoundingClientRect().height),
    );
  });
});

test.describe('delivery', CHROMIUM_ONLY, () => {
  test('quotes sent with and without JavaScript arrive at the SMTP server naming their service, page and reference', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one SMTP server on one port: run once');
    const smtp = new TestSmtpServer();
    await smtp.start(smtpPort);
    const scriptless = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
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
