/**
 * A quote request that cannot leave, in Chromium, against a real server with a SQLite file of its
 * own. The form's behaviour (/quote-request.js) comes with the first touch of the form, not
 * before. When the network fails on the way the request is kept in the browser and the page says
 * so; when the connection returns it is sent once and answered with its reference; the same
 * request sent again (a second tab's copy, or an answer lost) is not stored twice. A request kept
 * on a page since closed is sent from the next page opened, in the Arabic edition. A browser that
 * will not keep it says it was not sent and keeps every word in the form (contact.chromium.spec.ts).
 */
import { type Page } from '@playwright/test';
import { editionInfo } from '../../src/lib/i18n';
import { CONTACT_BEHAVIOUR_URL } from '../../src/shared/contact/behaviour';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { islandAwake } from '../../harness/islands.ts';
import { ROUTED_REQUESTS } from './support/routing';
import { REFERENCE, sendQueuedCopyAgain, siteOfItsOwn, queuedPosts } from './support/visit-requests.ts';

test.use(ROUTED_REQUESTS);
sameAtEverySize('a quote request kept offline');

const site = siteOfItsOwn('quote-offline');

type Edition = keyof typeof editionInfo;

/** Fills the quote form in the edition's words, as a visitor asking about a leaking AC would. */
async function fillContactForm(page: Page, edition: Edition, message: string) {
  const words = editionInfo[edition].ui.contactForm;
  await page.getByLabel(words.name).fill('Fatima');
  await page.getByLabel(words.email).fill('fatima@example.com');
  await page.getByLabel(words.message).fill(message);
}

async function openAwake(page: Page, path: string) {
  await page.clock.install();
  await page.goto(`${site.url()}${path}`);
  await page.getByTestId('contact-form').scrollIntoViewIfNeeded();
  await islandAwake(page, 'LeadForm');
}

test(
  'English: a request the network failed to carry is kept and said so, sent once when the connection returns, and not stored again when sent twice',
  CHROMIUM_ONLY,
  async ({ page, context }) => {
    const { contactForm, offlineQueue } = editionInfo.en.ui;
    const behaviourFetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === CONTACT_BEHAVIOUR_URL) behaviourFetched.push(request.url());
    });
    await openAwake(page, '/contact');
    // Awake, the form has not fetched its behaviour: it comes with the first touch.
    expect(behaviourFetched).toEqual([]);
    await fillContactForm(page, 'en', 'The AC in the bedroom leaks.');
    await expect.poll(() => behaviourFetched.length).toBe(1);
    const before = site.storedMessages();

    // The signal fails on the way (the browser still thinks it is online).
    await page.route('**/mail.php', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByTestId('contact-status')).toHaveText(offlineQueue.saved);
    await expect(page.getByTestId('contact-status')).toBeFocused();
    await expect(page.getByLabel(contactForm.message)).toHaveValue('');
    const kept = await queuedPosts(page);
    expect(kept).toContain('The+AC+in+the+bedroom+leaks.');
    expect(site.storedMessages()).toEqual(before);

    // The connection returns.
    await page.unroute('**/mail.php');
    const sent = page.waitForResponse('**/mail.php');
    await context.setOffline(true);
    await context.setOffline(false);
    expect((await sent).status()).toBe(200);
    await expect(page.getByTestId('contact-status')).toContainText(REFERENCE);
    const reference = (await page.getByTestId('contact-status').textContent())!.match(REFERENCE)![0];
    expect(site.storedMessages()).toEqual([reference, ...before]);
    expect(await queuedPosts(page)).toBe('[]');

    await sendQueuedCopyAgain(page, {
      copy: kept!,
      answer: '**/mail.php',
      status: page.getByTestId('contact-status'),
      reference,
      stored: () => site.storedMessages(),
    });
  },
);

test(
  'Arabic: a request kept with no connection on a page since closed is sent once from the next page opened',
  CHROMIUM_ONLY,
  async ({ page, context }) => {
    const { contactForm, offlineQueue } = editionInfo.ar.ui;
    await openAwake(page, '/ar/contact');
    await fillContactForm(page, 'ar', 'المكيف في غرفة النوم يسرّب الماء.');
    await context.setOffline(true);
    await page.getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByTestId('contact-status')).toHaveText(offlineQueue.saved);
    const before = site.storedMessages();
    // The visitor leaves before the signal returns: the page never hears the `online` event.
    await page.close();
    await context.setOffline(false);

    const home = await context.newPage();
    const sent = home.waitForResponse('**/mail.php');
    await home.goto(`${site.url()}/ar`);
    expect((await sent).status()).toBe(200);
    await expect.poll(() => site.storedMessages().length).toBe(before.length + 1);
    await expect.poll(() => queuedPosts(home)).toBe('[]');
  },
);
