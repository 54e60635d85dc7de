/**
 * Call or chat, one tap away: WhatsApp links carry the number from settings and a greeting in the
 * page's language, and on a phone the navigation bar's Call and WhatsApp stay on screen at any
 * scroll without covering what a visitor taps (the form's Send button, the footer's links, a
 * read-more).
 * Without a number no WhatsApp shows: tests/unit/whatsapp.test.ts.
 */
import { readFileSync } from 'node:fs';
import { type Locator } from '@playwright/test';
import { parse } from 'yaml';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { editions } from './support/editions.ts';

const whatsappDigits = (
  parse(readFileSync('src/content/settings/site.yaml', 'utf8')) as { whatsapp: string }
).whatsapp.replace(/\D/g, '');

test.describe('', CHROMIUM_ONLY, () => {
  // The links are written by the server, the same in every engine and at every size.
  sameAtEverySize('what a WhatsApp link carries');

  for (const { prefix, ui } of editions) {
    test(`${prefix || '/'}: every WhatsApp link of the contact page carries the number and a greeting in the page's language; on a service page the chat names the service`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/contact`);
      const links = await page
        .locator('a[href^="https://wa.me/"]')
        .evaluateAll((all: HTMLAnchorElement[]) =>
          all.map((link) => [new URL(link.href).pathname.slice(1), new URL(link.href).searchParams.get('text')]),
        );
      // Top bar, navigation bar, contact details, footer.
      expect(links).toEqual(Array(4).fill([whatsappDigits, ui.whatsappGreeting]));

      await page.goto(`${prefix}/service/hvac-system-in-dubai-uae`);
      const name = (await page.locator('h1').textContent())!.trim();
      const inPage = await page
        .locator('main a[href^="https://wa.me/"]')
        .evaluateAll((all: HTMLAnchorElement[]) => all.map((link) => new URL(link.href).searchParams.get('text')));
      expect(inPage).toEqual([ui.whatsappServiceGreeting(name), ui.whatsappServiceGreeting(name)]);
    });
  }
});

/**
 * The elements a tap at their centre would miss, each scrolled into view in turn, with what covers
 * it; none when every tap lands. One call for all of them: two calls an element took seconds over
 * the footer's dozens of links.
 */
async function missedTaps(targets: Locator): Promise<string[]> {
  // Nothing to tap is a miss too.
  if ((await targets.count()) === 0) return ['nothing matches'];
  return targets.evaluateAll((elements: HTMLElement[]) =>
    elements.flatMap((element) => {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      // An inline link that wraps has several boxes: tap its first line.
      const box = element.getClientRects()[0]!;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit && (element === hit || element.contains(hit))
        ? []
        : [`${element.outerHTML.slice(0, 80)} under ${hit?.outerHTML.slice(0, 120) ?? 'nothing'}`];
    }),
  );
}

/** Whether a tap at the element's centre lands on it, or what covers it. */
const tappable = async (target: Locator) => (await missedTaps(target))[0] ?? true;

for (const width of [360, 390, 768]) {
  test.describe(`at ${width} px`, CHROMIUM_ONLY, () => {
    test.use({ viewport: { width, height: 740 } });
    // A phone's touch screen, at the widths set here.
    sameAtEverySize('a test that sets its own width', 'phone');

    test('Call and WhatsApp stay one tap away at any scroll and cover neither the Send button, the footer links nor a read-more', async ({
      page,
    }) => {
      const quickContact = (label: string) => page.locator('[data-quick-contact]').getByRole('link', { name: label });
      for (const { prefix, ui } of editions) {
        await page.goto(`${prefix}/contact`);
        for (const share of [0, 0.5, 1]) {
          await page.evaluate(
            (share) => window.scrollTo({ top: share * document.body.scrollHeight, behavior: 'instant' }),
            share,
          );
          for (const label of [ui.callNow, ui.chatOnWhatsApp]) {
            await expect(quickContact(label), `${label} at ${share * 100}% down`).toBeInViewport();
            expect(await tappable(quickContact(label)), `${label} at ${share * 100}% down`).toBe(true);
          }
        }
        expect(await tappable(page.getByRole('button', { name: ui.contactForm.submit })), 'Send').toBe(true);
        expect(await missedTaps(page.locator('footer a')), 'footer links covered').toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
        // The controls are in the first paint's bar: nothing moved while the page loaded and scrolled.
        const shifted = await page.evaluate(() => {
          const observer = new PerformanceObserver(() => {});
          // The shifts so far are in the observer's buffer as soon as it observes with `buffered`.
          observer.observe({ type: 'layout-shift', buffered: true });
          const shifts = observer.takeRecords() as (PerformanceEntry & { value: number })[];
          observer.disconnect();
          return shifts.reduce((sum, shift) => sum + shift.value, 0);
        });
        expect(shifted, 'cumulative layout shift').toBe(0);

        // A testimonial's read-more on Home, wherever the bar sits.
        await page.goto(`${prefix}/`);
        const readMore = page.locator('summary', { hasText: ui.readMore }).first();
        expect(await tappable(readMore), 'read more').toBe(true);
      }
    });
  });
}
