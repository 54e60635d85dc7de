/**
 * A message the server cannot store (its disk is full: a real tmpfs, filled), in every engine and
 * both editions, with and without JavaScript: the visitor is told in the page's language that it
 * was not sent, keeps every word typed, and can send it again once there is room. With
 * JavaScript, focus goes to the answer and the next Tab reaches "Try again"; without, the answer
 * page offers the phone, WhatsApp and e-mail.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { editionInfo } from '../../src/lib/i18n/index.ts';
import { canMountTmpfs, SmallDisk } from '../support/faults.ts';
import { startSite, type RunningSite } from '../../harness/site-server.ts';
import { editions } from './support/editions.ts';
import { islandAwake } from '../../harness/islands.ts';
import { expectFocusOnAnswerThen } from './support/islands.ts';
import { expect, sameAtEverySize, test, type Visitor } from './support/test.ts';

sameAtEverySize('what the form says when nothing could be stored');
test.skip(!canMountTmpfs(), 'a full disk needs a tmpfs, which only root may mount');

let disk: SmallDisk;
let site: RunningSite;
test.beforeAll(async () => {
  disk = SmallDisk.mount();
  site = await startSite({
    CONTACT_DB: join(disk.dir, 'contact.sqlite'),
    CONTACT_RATE_LIMIT: '0',
    VITALS_DB: join(tmpdir(), `storage-fault-vitals-${process.pid}.sqlite`),
  });
});
test.afterAll(async () => {
  await site?.stop();
  disk?.unmount();
});

const typed = {
  name: 'Hessa Al Falasi',
  email: 'hessa@example.com',
  message: 'Water is coming through the ceiling of the kitchen.',
};
const status = (visitor: Visitor) =>
  visitor.run(() => document.querySelector('[data-testid="contact-status"]')?.textContent?.trim());
const fields = (visitor: Visitor) =>
  visitor.run(() => {
    const form = document.querySelector<HTMLFormElement>('[data-testid="contact-form"]')!;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    return { name: value('name'), email: value('email'), message: value('message') };
  });

async function fillIn(visitor: Visitor) {
  await visitor.type('input[name="name"]', typed.name);
  await visitor.type('input[name="email"]', typed.email);
  await visitor.type('textarea[name="message"]', typed.message);
}

for (const edition of editions) {
  const { contactAnswers: answers, contactForm: labels } = editionInfo[edition.code].ui;
  const contact = `${edition.pathPrefix}/contact`;
  const accepted = new RegExp(
    `^${answers
      .accepted('REF', 'WHEN')
      .split('REF')[0]!
      .replace(/[.?()]/g, '\\$&')}BH-\\d{6}`,
  );

  test(`${edition.title}, with JavaScript: "not sent" in the page's language, every field kept, focus on the answer, then Try again`, async ({
    visitor,
  }) => {
    await visitor.open(`${site.url}${contact}`);
    await islandAwake(visitor, 'LeadForm', '[data-testid="contact-form"] input[name="name"]');
    await fillIn(visitor);
    disk.fill();
    try {
      await visitor.click('[data-testid="contact-form"] button[type="submit"]');
      await expect.poll(() => status(visitor)).toBe(answers.unavailable);
      expect(await fields(visitor)).toEqual(typed);
      await expectFocusOnAnswerThen(visitor, { text: labels.tryAgain });
    } finally {
      disk.free();
    }
    await visitor.press('Enter');
    await expect.poll(() => status(visitor), { timeout: 10_000 }).toMatch(accepted);
  });

  test(`${edition.title}, without JavaScript: an answer page in the page's language with every field kept and the phone, WhatsApp and e-mail`, async ({
    scriptless,
  }) => {
    await scriptless.open(`${site.url}${contact}`);
    await fillIn(scriptless);
    disk.fill();
    try {
      await scriptless.click('[data-testid="contact-form"] button[type="submit"]');
      await expect.poll(() => scriptless.location()).toBe(`${contact}/send`);
      expect(await scriptless.run(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        edition.lang,
        edition.dir,
      ]);
      const notice = await scriptless.run(() => {
        const box = document.querySelector('[data-testid="not-sent"]');
        return {
          text: box?.querySelector('p')?.textContent?.trim(),
          links: [...(box?.querySelectorAll('a') ?? [])].map((link) => link.protocol),
        };
      });
      expect(notice.text).toBe(answers.unavailable);
      expect(notice.links).toEqual(['tel:', 'tel:', 'https:', 'mailto:']);
      expect(await fields(scriptless)).toEqual(typed);
    } finally {
      disk.free();
    }
    await scriptless.click('[data-testid="contact-form"] button[type="submit"]');
    await expect.poll(() => status(scriptless), { timeout: 10_000 }).toMatch(accepted);
  });
}
