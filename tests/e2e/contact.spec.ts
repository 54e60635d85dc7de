/**
 * The contact page around its form, in Chromium, with JavaScript on and off: the sections, fields
 * and details the spec names, the way to a visit request, and the map, which is fetched from its
 * provider only once it comes on screen, or shown from its <noscript> copy without JavaScript, in
 * the holder that keeps its place. The contact form itself: contact-form.spec.ts.
 */
import { type Locator } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { ROUTED_REQUESTS } from './support/routing';

test.use(ROUTED_REQUESTS);
sameAtEverySize('what the contact page says and shows');

const MAP_ORIGIN = 'https://www.openstreetmap.org';

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
    // Beside the contact form, the way to a visit request (issue 36).
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

test.describe('without JavaScript', CHROMIUM_ONLY, () => {
  test.use({ javaScriptEnabled: false });

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
