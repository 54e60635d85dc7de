/**
 * What the visit request tests share, and the contact form's offline tests too: a real server with
 * a SQLite file of its own for one test file or group, with the references and photos it stored
 * (and the contact messages'); the visit request form filled in as a visitor fills it, in a
 * Chromium page or for a visitor of any engine; the reference an answer names; and the browser's
 * offline queue of kept requests.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { editionInfo } from '../../../src/lib/i18n/index.ts';
import { VisitRequestStore } from '../../../src/server/visit-request/store.ts';
import { visitPhotosPath } from '../../../src/server/visit-request/photo-files.ts';
import { ContactStore } from '../../../src/server/contact/store.ts';
import { startSite, type RunningSite } from '../../../harness/site-server.ts';
import { OFFLINE_QUEUE_ENTRY } from '../../../src/shared/offline-queue.ts';
import type { SiteProxy } from './drivers/site-proxy.ts';
import type { Visitor } from './drivers/visitor.ts';
import { islandAwake } from '../../../harness/islands.ts';
import { expect, test } from './test.ts';

export const REFERENCE = /BH-\d{6}/;

/** The browser's queue of kept requests as stored: null if nothing was ever kept, `[]` once all are sent. */
export const queuedPosts = (page: Page) => page.evaluate((entry) => localStorage.getItem(entry), OFFLINE_QUEUE_ENTRY);

/**
 * Resolves once a form's behaviour (`url`, fetched on the first touch of the form) has reached the
 * browser through `network`, as it has after a visitor's few seconds of typing. A test types in an
 * instant: a signal dropped before the file arrives leaves the form unable to keep the request, and
 * it says "not sent", every word kept.
 */
export async function behaviourArrived(network: SiteProxy, url: string): Promise<void> {
  await expect.poll(() => network.served.includes(url), { message: `${url} reached the browser` }).toBe(true);
}

/**
 * A kept request once more, as a second tab's copy or after a lost answer: put back in the queue
 * (`copy`, as `queuedPosts` read it), it is sent when the form's page is opened again, and the
 * server answers with the first `reference` (`status` shows it) without storing it again (`stored`
 * lists what the server holds). `answer` is the address the form posts to.
 */
export async function sendQueuedCopyAgain(
  page: Page,
  {
    copy,
    answer,
    status,
    reference,
    stored,
  }: {
    copy: string;
    answer: string;
    status: Locator;
    reference: string;
    stored: () => string[];
  },
): Promise<void> {
  const storedBefore = stored();
  await page.evaluate(([entry, value]) => localStorage.setItem(entry!, value!), [OFFLINE_QUEUE_ENTRY, copy]);
  const resent = page.waitForResponse(answer);
  await page.reload();
  await islandAwake(page, 'LeadForm');
  expect((await resent).status()).toBe(200);
  await expect(status).toContainText(reference);
  expect(stored()).toEqual(storedBefore);
  expect(await queuedPosts(page)).toBe('[]');
}

/**
 * Starts a server with a SQLite file of its own before the tests of the file or group it is called
 * in, and stops it after.
 * What it stored is read from the file itself, as the office's `npm run inbox` reads it.
 */
export function siteOfItsOwn(name: string) {
  let dir: string | undefined;
  let site: RunningSite | undefined;
  const database = () => join(dir!, 'contact.sqlite');
  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `${name}-`));
    site = await startSite({
      CONTACT_DB: database(),
      CONTACT_RATE_LIMIT: '0',
      VITALS_DB: join(dir, 'vitals.sqlite'),
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    // In a project where sameAtEverySize skips the tests, beforeAll never ran.
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    url: () => site!.url,
    /** The references of the visit requests stored, newest first. */
    storedReferences(): string[] {
      const store = new VisitRequestStore(database());
      try {
        return store.list().map(({ request }) => request.reference);
      } finally {
        store.close();
      }
    },
    /** The references of the quote requests (contact messages) stored, newest first. */
    storedMessages(): string[] {
      const store = new ContactStore(database());
      try {
        return store.list().map((message) => message.reference);
      } finally {
        store.close();
      }
    },
    /** The photo files stored with a request. */
    storedPhotos: (reference: string): string[] => {
      try {
        return readdirSync(join(visitPhotosPath(database()), reference));
      } catch {
        return [];
      }
    },
  };
}

type VisitRequestWords = (typeof editionInfo)['en']['ui']['visitRequest'];

/** What the tests type into a visit request, as a visitor in Mirdif with a warm AC would. */
export const TYPED = {
  area: 'Mirdif',
  problem: 'The AC blows warm air.',
  name: 'Fatima',
  phone: '+971 50 123 4567',
} as const;

/** Fills every field but the service in a Chromium page: a villa, the last day offered and its first window, same day. */
export async function fillVisitRequest(page: Page, words: VisitRequestWords): Promise<void> {
  await page.getByLabel(words.property).selectOption('villa');
  await page.getByLabel(words.area).fill(TYPED.area);
  const days = page.getByLabel(words.day).locator('option');
  await page.getByLabel(words.day).selectOption((await days.last().getAttribute('value'))!);
  await page.getByLabel(words.window).selectOption({ index: 1 });
  await page.getByLabel(words.urgency).selectOption('same-day');
  await page.getByLabel(words.problem).fill(TYPED.problem);
  await page.getByLabel(words.name, { exact: true }).fill(TYPED.name);
  await page.getByLabel(words.phone, { exact: true }).fill(TYPED.phone);
}

/** Chooses the option at `index` of a choice of the form (from the end when negative), as a tap on it does. */
export const choose = (visitor: Visitor, name: string, index: number) =>
  visitor.run(
    ([field, at]) => {
      const select = document.querySelector<HTMLSelectElement>(`#booking-form select[name="${field}"]`)!;
      select.selectedIndex = at < 0 ? select.options.length + at : at;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    [name, index] as const,
  );

/** Fills every field but the service for a visitor of any engine, with `typed` in the page's language. */
export async function fillForVisitor(visitor: Visitor, typed: Record<keyof typeof TYPED, string> = TYPED) {
  await choose(visitor, 'property', 2);
  await choose(visitor, 'day', -1);
  await choose(visitor, 'window', 1);
  await visitor.type('#booking-form input[name="area"]', typed.area);
  await visitor.type('#booking-form textarea[name="problem"]', typed.problem);
  await visitor.type('#booking-form input[name="name"]', typed.name);
  await visitor.type('#booking-form input[name="phone"]', typed.phone);
}

/** The status line's words, for a visitor of any engine. */
export const statusOf = (visitor: Visitor) =>
  visitor.run(() => document.querySelector('[data-testid="booking-status"]')?.textContent?.trim() ?? '');
