/**
 * The contact page and its form in Chromium, with JavaScript on and off. The server is the real
 * one; its SMTP_URL points at a loopback port where the last test starts a real SMTP server.
 */
import { expect, test, type Page } from '@playwright/test';
import { smtpPort } from '../../playwright.config';
import { TestSmtpServer } from '../support/smtp';

const MAP_ORIGIN = 'https://www.openstreetmap.org';

async function fill(page: Page, fields: { name: string; email: string; mobile?: string; message: string }) {
  await page.getByLabel('Your name').fill(fields.name);
  await page.getByLabel('E-mail address').fill(fields.email);
  if (fields.mobile !== undefined) await page.getByLabel('Mobile number (optional)').fill(fields.mobile);
  await page.getByLabel('How can we help?').fill(fields.message);
}

/** The island hydrates when the form scrolls into view; a background send needs it hydrated. */
async function waitForHydration(page: Page) {
  await page.getByTestId('contact-form').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:has([data-testid="contact-form"])'));
}

test.describe('the contact page', () => {
  test('has the sections, fields and details the spec names', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'CONTACT', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'GET A QUOTE', exact: true })).toBeVisible();
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
    await expect(page.locator('iframe[data-src]')).toHaveAttribute('title', /map/i);
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
    await page.waitForTimeout(500);
    expect(mapRequests).toEqual([]);
    const map = page.locator('iframe[data-src]');
    expect(await map.evaluate((frame) => frame.getBoundingClientRect().top - innerHeight)).toBeGreaterThan(300);
    // Just below the screen, as when the visitor is at the form's Send button: still nothing.
    await map.evaluate((frame) => scrollBy(0, frame.getBoundingClientRect().top - innerHeight - 100));
    await expect
      .poll(() => map.evaluate((frame) => Math.round(frame.getBoundingClientRect().top - innerHeight)))
      .toBe(100);
    await page.waitForTimeout(500);
    expect(mapRequests).toEqual([]);
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\//);
  });
});

test.describe('with JavaScript', () => {
  test('sends in the background, disables the button while sending and shows the answer', async ({ page }) => {
    await page.goto('/contact');
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
    await expect(page.getByTestId('contact-status')).toHaveText(
      'Thank you. We have received your message and will get back to you shortly.',
    );
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await expect(page.getByLabel('How can we help?')).toHaveValue('');
    expect(page.url()).toMatch(/\/contact$/);
  });

  test("shows the server's field errors next to the fields and keeps what was typed", async ({ page }) => {
    await page.goto('/contact');
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

  test('says so when the network fails, and keeps the message', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.route('**/mail.php', (route) => route.abort('internetdisconnected'));
    await fill(page, { name: 'Omar', email: 'omar@example.com', message: 'Do not lose me.' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-status')).toContainText('could not reach the server');
    await expect(page.getByLabel('How can we help?')).toHaveValue('Do not lose me.');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  test('shows whatever the server answers as text, never as markup', async ({ page }) => {
    await page.goto('/contact');
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
    await expect(page.getByTestId('contact-status')).toHaveText(
      'Thank you. We have received your message and will get back to you shortly.',
    );
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
  test('a message sent from the page arrives at the SMTP server', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one SMTP server on one port: run once');
    const smtp = new TestSmtpServer();
    await smtp.start(smtpPort);
    try {
      const marker = `Browser delivery check ${Date.now()}`;
      await page.goto('/contact');
      await waitForHydration(page);
      await fill(page, { name: 'Noura', email: 'noura@example.com', message: marker });
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByTestId('contact-status')).toContainText('Thank you');
      await expect
        .poll(() => smtp.received.filter((mail) => mail.body.includes(marker)).length, { timeout: 15_000 })
        .toBe(1);
      const mail = smtp.received.find((received) => received.body.includes(marker))!;
      expect(mail.headers.get('reply-to')?.[0]).toContain('noura@example.com');
    } finally {
      await smtp.stop();
    }
  });
});
