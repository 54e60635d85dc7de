/**
 * The pages on a static host (Cloudflare Pages, emulated: tests/support/pages-host.ts), the form on
 * Node, in a real browser that enforces the pages' CSP: a post without JavaScript goes through the
 * host to Node and its answer page comes back on the site's own address, with no form-action
 * refusal; with Node down, the form with JavaScript says in the page's language that the message
 * was not sent, keeps what was typed and offers "Try again".
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { editionInfo } from '../../src/lib/i18n/index.ts';
import { routesFile, workerFile } from '../../src/integrations/static-host-files.ts';
import { startPagesHost, type PagesHost } from '../support/pages-host.ts';
import { startSite, type RunningSite } from '../../harness/site-server.ts';
import { freePort } from '../../harness/free-port.ts';
import { editions } from './support/editions.ts';
import { islandAwake } from '../../harness/islands.ts';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';

sameAtEverySize('the form across the static host and Node');

let dir: string;
let site: RunningSite;
let host: PagesHost;
let hostWithNodeDown: PagesHost;

async function hostFor(origin: string, name: string) {
  writeFileSync(join(dir, `${name}-routes.json`), routesFile());
  writeFileSync(join(dir, `${name}-worker.mjs`), workerFile(origin));
  return startPagesHost({
    clientDir: 'dist/client',
    files: { routes: join(dir, `${name}-routes.json`), worker: join(dir, `${name}-worker.mjs`) },
  });
}

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-host-e2e-'));
  site = await startSite({
    CONTACT_DB: join(dir, 'contact.sqlite'),
    VITALS_DB: join(dir, 'vitals.sqlite'),
    CONTACT_RATE_LIMIT: '0',
    TRUST_PROXY: '1',
  });
  host = await hostFor(site.url, 'up');
  hostWithNodeDown = await hostFor(`http://127.0.0.1:${await freePort()}`, 'down');
});
test.afterAll(async () => {
  await host?.stop();
  await hostWithNodeDown?.stop();
  await site?.stop();
  // In a project where sameAtEverySize skips these tests, beforeAll never ran.
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const typed = { name: 'Mariam Al Suwaidi', email: 'mariam@example.com', message: 'The chiller is making a noise.' };

for (const edition of editions) {
  const { contactForm: labels } = editionInfo[edition.code].ui;
  const contact = `${edition.pathPrefix}/contact`;

  test(
    `${edition.title}, without JavaScript: the post goes through the host to Node, and the answer comes back on the site's address`,
    CHROMIUM_ONLY,
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused/i.test(message.text())) refusals.push(message.text());
      });
      await page.goto(`${host.url}${contact}`);
      await page.fill('input[name="name"]', typed.name);
      await page.fill('input[name="email"]', typed.email);
      await page.fill('textarea[name="message"]', typed.message);
      await page.click('[data-testid="contact-form"] button[type="submit"]');
      await expect(page).toHaveURL(`${host.url}${contact}/send`);
      await expect(page).toHaveTitle(new RegExp(`^${labels.sentHeading}`));
      expect(refusals).toEqual([]);
      await context.close();
    },
  );

  test(
    `${edition.title}, with JavaScript and Node down: "not sent" in the page's language, every field kept, and Try again`,
    CHROMIUM_ONLY,
    async ({ page }) => {
      await page.clock.install();
      await page.goto(`${hostWithNodeDown.url}${contact}`);
      await islandAwake(page, 'LeadForm', '[data-testid="contact-form"] input[name="name"]');
      await page.fill('input[name="name"]', typed.name);
      await page.fill('input[name="email"]', typed.email);
      await page.fill('textarea[name="message"]', typed.message);
      await page.click('[data-testid="contact-form"] button[type="submit"]');
      await expect(page.getByTestId('contact-status')).toHaveText(labels.unexpectedError);
      await expect(page.getByRole('button', { name: labels.tryAgain })).toBeVisible();
      expect(await page.inputValue('textarea[name="message"]')).toBe(typed.message);
      await expect(page).toHaveURL(`${hostWithNodeDown.url}${contact}`);
    },
  );
}
