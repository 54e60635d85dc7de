/**
 * The contact form's posts kept in the browser's offline queue when they cannot leave, in both
 * editions, against a real server with a SQLite file of its own. In every engine: a post sent while
 * the network is down is saved, and the page says so in its language; the next visit to the form
 * sends it, once, and shows the reference. There the signal drops at the network (SiteProxy), the
 * same way for each engine, so the browser still believes it is online and the post fails on the
 * way, as on a weak signal. In Chromium, whose browser itself goes offline: the form's behaviour
 * (/quote-request.js) comes with the first touch of the form, not before; a post the network failed
 * to carry is kept and said so, sent once when the connection returns (the `online` event) and
 * answered with its reference; the same post sent again (a second tab's copy, or an answer lost)
 * is not stored twice; and a post kept on a page since closed is sent from the next page opened.
 * A browser that will not keep it says it was not sent and keeps every word in the form
 * (contact-form.spec.ts). The visit request's offline queue: visit-request-offline.spec.ts.
 */
import { type Page } from '@playwright/test';
import { editionInfo } from '../../src/lib/i18n/index.ts';
import { CONTACT_BEHAVIOUR_URL } from '../../src/shared/contact/behaviour.ts';
import { islandAwake } from '../../harness/islands.ts';
import { SiteProxy } from './support/drivers/site-proxy.ts';
import { ROUTED_REQUESTS } from './support/routing';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import {
  behaviourArrived,
  queuedPosts,
  REFERENCE,
  sendQueuedCopyAgain,
  siteOfItsOwn,
} from './support/visit-requests.ts';

sameAtEverySize('a contact form post kept offline');

type Edition = keyof typeof editionInfo;

/** Fills the contact form in the edition's words, as a visitor asking about a leaking AC would. */
async function fillContactForm(page: Page, edition: Edition, message: string) {
  const words = editionInfo[edition].ui.contactForm;
  await page.getByLabel(words.name).fill('Fatima');
  await page.getByLabel(words.email).fill('fatima@example.com');
  await page.getByLabel(words.message).fill(message);
}

// In every engine: the signal drops at the network.
test.describe(() => {
  const site = siteOfItsOwn('contact-form-offline-engines');

  test('English: a quote request sent while the network is down is saved, then sent once on the next visit', async ({
    visitor,
  }) => {
    test.setTimeout(60_000);
    const { offlineQueue } = editionInfo.en.ui;
    const contactStatus = () =>
      visitor.run(() => document.querySelector('[data-testid="contact-status"]')?.textContent?.trim() ?? '');
    const before = site.storedMessages();
    const network = await SiteProxy.start(site.url());
    try {
      await visitor.open(`${network.url}/contact`);
      await islandAwake(visitor, 'LeadForm', '#contact-form input[name="name"]');
      await visitor.type('#contact-form input[name="name"]', 'Omar');
      await visitor.type('#contact-form input[name="email"]', 'omar@example.com');
      await visitor.type('#contact-form textarea[name="message"]', 'The water heater trips the breaker.');
      await behaviourArrived(network, CONTACT_BEHAVIOUR_URL);

      network.goOffline();
      await visitor.click('#contact-form button[type="submit"]');
      await expect.poll(contactStatus).toBe(offlineQueue.saved);
      expect(site.storedMessages()).toEqual(before);

      network.offline = false;
      await visitor.open(`${network.url}/contact`);
      await islandAwake(visitor, 'LeadForm');
      await expect.poll(contactStatus, { timeout: 15_000 }).toMatch(REFERENCE);
      const reference = (await contactStatus()).match(REFERENCE)![0];
      expect(site.storedMessages()).toEqual([reference, ...before]);
    } finally {
      await network.stop();
    }
  });
});

// In Chromium: the browser goes offline (`context.setOffline`), and the posts are routed and counted.
test.describe('', CHROMIUM_ONLY, () => {
  test.use(ROUTED_REQUESTS);

  const site = siteOfItsOwn('contact-form-offline');

  async function openAwake(page: Page, path: string) {
    await page.clock.install();
    await page.goto(`${site.url()}${path}`);
    await page.getByTestId('contact-form').scrollIntoViewIfNeeded();
    await islandAwake(page, 'LeadForm');
  }

  test('English: a request the network failed to carry is kept and said so, sent once when the connection returns, and not stored again when sent twice', async ({
    page,
    context,
  }) => {
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
  });

  test('Arabic: a request kept with no connection on a page since closed is sent once from the next page opened', async ({
    page,
    context,
  }) => {
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
  });
});
