/**
 * A visit request's two private pages (src/pages/[...lang]/visit/[token].astro) as the office and
 * the visitor use them: without JavaScript in every engine, in both editions, at 320 and 1280 px,
 * with the keyboard alone; axe, WCAG's text spacing and the page's own screenshots in Chromium.
 * Each test sends a request of its own to the test server and reads its links from the mails the
 * server queued (the run's contact database).
 */
import { mkdirSync } from 'node:fs';
import { contactDb } from '../../playwright.config';
import { bookableDays } from '../../src/shared/schedule';
import { queuedMailTexts, visitLinksIn } from '../support/visit-links';
import { schedule, visitRequest } from '../support/visit-request-posts';
import { checkAccessibility } from './support/axe';
import { editions } from './support/editions';
import { applyTextSpacing, renderEverything, textLayoutFaults } from './support/reflow';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test, type Visitor } from './support/test';

const SHOTS = '/work/notes/shots-visit';

/** Sends a visit request in `edition` and answers its office link and the visitor's status link. */
async function newRequest(baseURL: string, lang: string) {
  const day = bookableDays(schedule, new Date()).slice(-1)[0]!;
  const response = await fetch(`${baseURL}/book/send.json`, {
    method: 'POST',
    headers: { Origin: baseURL, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ ...visitRequest, day: day.date, window: day.windows[0]!.start, lang }).toString(),
  });
  const { reference } = (await response.json()) as { reference: string };
  const texts = queuedMailTexts(contactDb).filter((text) => text.includes(reference));
  const office = visitLinksIn(texts.find((text) => text.startsWith(`Reference: ${reference}`))!)[0]!;
  const status = visitLinksIn(texts.find((text) => !text.startsWith('Reference:'))!)[0]!;
  return { reference, office, status };
}

/** The state the page shows; nothing while a press's answer is still loading. */
const stateShown = (visitor: Visitor) =>
  visitor
    .run(() => document.querySelector('[data-testid="visit-state"]')?.getAttribute('data-state'))
    .catch(() => undefined);

/** Tabs from the top of the page until the button that says `label` has the focus; fails after 80 presses. */
async function tabTo(visitor: Visitor, label: string) {
  for (let presses = 0; presses < 80; presses++) {
    await visitor.press('Tab');
    const focused = await visitor.run(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === label) return;
  }
  throw new Error(`no button "${label}" was reached with Tab`);
}

const overflow = (visitor: Visitor) => visitor.run(() => document.documentElement.scrollWidth - window.innerWidth);

for (const edition of editions) {
  const words = edition.ui.visits;

  test(`${edition.title}: the office confirms a request without JavaScript, with the keyboard alone, at 320 and 1280 px`, async ({
    scriptless,
    baseURL,
  }) => {
    const { reference, office } = await newRequest(baseURL!, edition.code);
    for (const width of [320, 1280]) {
      await scriptless.resize(width, 800);
      await scriptless.open(`${edition.pathPrefix}${office}`);
      expect(await scriptless.run(() => document.querySelector('h1')?.textContent?.trim())).toBe(
        words.officeTitle(reference),
      );
      expect(await overflow(scriptless), `${width} px: nothing wider than the window`).toBeLessThanOrEqual(0);
    }
    expect(await stateShown(scriptless)).toBe('requested');
    await tabTo(scriptless, words.actions.confirm);
    await scriptless.press('Enter');
    await expect.poll(() => stateShown(scriptless)).toBe('confirmed');
    expect(await scriptless.run(() => document.querySelector('[data-testid="press-answer"]')?.textContent)).toContain(
      words.outcomes.made(words.states.confirmed),
    );
    // Confirmed, the page offers what applies now.
    expect(
      await scriptless.run(() => [...document.querySelectorAll('form')].map((form) => form.dataset.action)),
    ).toEqual(['propose', 'decline', 'done']);
  });

  test(`${edition.title}: the visitor cancels from their status page without JavaScript, with the keyboard alone, at 320 and 1280 px`, async ({
    scriptless,
    baseURL,
  }) => {
    const { reference, status } = await newRequest(baseURL!, edition.code);
    for (const width of [320, 1280]) {
      await scriptless.resize(width, 800);
      await scriptless.open(status);
      expect(await scriptless.run(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        edition.lang,
        edition.dir,
      ]);
      expect(await scriptless.run(() => document.querySelector('h1')?.textContent?.trim())).toBe(
        words.statusTitle(reference),
      );
      expect(await overflow(scriptless), `${width} px: nothing wider than the window`).toBeLessThanOrEqual(0);
    }
    expect(await scriptless.run(() => document.querySelector('[data-testid="visit-next"]')?.textContent)).toBe(
      words.next.requested,
    );
    await tabTo(scriptless, words.actions.cancel);
    await scriptless.press('Enter');
    await expect.poll(() => stateShown(scriptless)).toBe('cancelled');
    expect(await scriptless.run(() => document.querySelectorAll('form').length)).toBe(0);
  });

  test(
    `${edition.title}: both pages and the page of a wrong link pass axe and WCAG's text spacing at 320 px; their screenshots`,
    CHROMIUM_ONLY,
    async ({ page, baseURL }, testInfo) => {
      const { office, status } = await newRequest(baseURL!, edition.code);
      mkdirSync(SHOTS, { recursive: true });
      const pages = {
        office: `${edition.pathPrefix}${office}`,
        status,
        'wrong-link': `${edition.pathPrefix}/visit/${'x'.repeat(44)}`,
      };
      for (const [name, path] of Object.entries(pages)) {
        for (const width of [320, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(path);
          const axe = await checkAccessibility(page);
          expect(axe.violations.map((violation) => `${name}: ${violation.id}: ${violation.nodes[0]?.target}`)).toEqual(
            [],
          );
          if (testInfo.project.name === 'desktop')
            await page.screenshot({ path: `${SHOTS}/${name}-${edition.code}-${width}.png`, fullPage: true });
        }
        await page.setViewportSize({ width: 320, height: 800 });
        await page.goto(path);
        await page.evaluate(applyTextSpacing);
        await page.evaluate(renderEverything);
        expect(await page.evaluate(textLayoutFaults), `${name} with text spacing`).toEqual([]);
      }
      // The request confirmed, as each side then sees it.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(pages.office);
      await page.getByRole('textbox', { name: words.note }).first().fill(words.noteHelp);
      await page.getByRole('button', { name: words.actions.confirm }).click();
      await expect(page.getByTestId('press-answer')).toContainText(words.states.confirmed);
      expect((await checkAccessibility(page)).violations.map((violation) => violation.id)).toEqual([]);
      if (testInfo.project.name === 'desktop')
        await page.screenshot({ path: `${SHOTS}/office-confirmed-${edition.code}-1280.png`, fullPage: true });
      await page.goto(pages.status);
      await expect(page.getByTestId('visit-state')).toHaveText(words.states.confirmed);
      if (testInfo.project.name === 'desktop')
        await page.screenshot({ path: `${SHOTS}/status-confirmed-${edition.code}-1280.png`, fullPage: true });
    },
  );
}

test.describe(() => {
  sameAtEverySize('the service worker');

  test('the service worker keeps no private page: offline, a visit link opened before is not read from any cache', async ({
    visitor,
    siteProxy,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const { office, status } = await newRequest(baseURL!, 'en');
    const network = await siteProxy();
    const keptPages = () =>
      visitor.run(async () => {
        if (!navigator.serviceWorker.controller && !(await navigator.serviceWorker.getRegistration())?.active)
          return [];
        const urls: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
    await visitor.open(`${network.url}/about`);
    // The worker registers 3 s after load (jumped to where the engine lets the test move the clock on).
    await expect
      .poll(
        async () => {
          await visitor.skipAhead(3_000);
          return keptPages();
        },
        { timeout: 20_000 },
      )
      .toContain('/about');
    for (const path of [office, status, `/ar${office}`]) {
      await visitor.open(`${network.url}${path}`);
      expect(await visitor.run(() => document.querySelector('[data-testid="visit-state"]')?.textContent)).toBeTruthy();
    }
    // A page opened after them is kept, so the worker was at work.
    await visitor.open(`${network.url}/contact`);
    await expect.poll(keptPages).toContain('/contact');
    expect((await keptPages()).filter((path) => path.includes('/visit/'))).toEqual([]);
    network.goOffline();
    // The network alone: offline, the browser's own error (some engines' open throws on it), never a kept copy.
    const shown = await visitor.open(`${network.url}${status}`).then(
      () => visitor.run(() => document.querySelector('[data-testid="visit-state"]')?.textContent ?? null),
      () => null,
    );
    expect(shown).toBeNull();
  });
});
