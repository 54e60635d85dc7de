/**
 * The header at a phone's width (390 px) and a desktop's (1280 px), in both editions. In every
 * engine: Tab goes through its links in the order the eye reads them, the top bar first, each row
 * from the edition's start (its DOM order, no tabindex). In Chromium, from its accessibility tree:
 * every link of the header has a name of its own, the words that tell the mobile number's call
 * and WhatsApp links apart included.
 */
import { linkNames } from './support/accessibility-tree.ts';
import { editions } from './support/editions.ts';
import { CHROMIUM_ONLY, expect, test, type Visitor } from './support/test.ts';

const PAGE = '/lifting-equipment-in-dubai';

/** The header's focus stops as Tab reaches them after the skip link, each with its place on screen. */
async function headerStops(visitor: Visitor) {
  await visitor.press('Tab');
  const stops = [];
  for (let step = 0; step < 25; step++) {
    await visitor.press('Tab');
    const stop = await visitor.run(() => {
      const element = document.activeElement;
      if (!element?.closest('header')) return null;
      const box = element.getBoundingClientRect();
      return {
        what: element.getAttribute('href') ?? element.textContent!.trim(),
        middle: box.top + box.height / 2,
        left: box.left,
        right: box.right,
      };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

for (const edition of editions) {
  test(`${edition.title}: Tab goes through the header in the order the eye reads it`, async ({ visitor }) => {
    await visitor.open(`${edition.pathPrefix}${PAGE}`);
    const stops = await headerStops(visitor);
    expect(stops.length, 'the header has stops').toBeGreaterThan(5);
    // Rows are 40 px (top bar) and 60 px (navigation bar): a stop's middle says its row.
    const row = (middle: number) => (middle < 40 ? 0 : 1);
    const fromStart = (stop: (typeof stops)[number]) => (edition.dir === 'rtl' ? -stop.right : stop.left);
    const readingOrder = [...stops].sort((a, b) => row(a.middle) - row(b.middle) || fromStart(a) - fromStart(b));
    expect(stops.map((stop) => stop.what)).toEqual(readingOrder.map((stop) => stop.what));
  });

  test(`${edition.title}: every link in the header has a name of its own`, CHROMIUM_ONLY, async ({ page }) => {
    await page.goto(`${edition.pathPrefix}${PAGE}`);
    const names = await linkNames(page, 'header');
    expect(names.length, 'the header has links').toBeGreaterThan(5);
    expect(
      names.filter((name, index) => names.indexOf(name) !== index),
      'names given twice',
    ).toEqual([]);
    const whatsapp = names.filter((name) => name.startsWith(`${edition.ui.whatsapp} `));
    const mobile = names.filter((name) => name.startsWith(`${edition.ui.mobile} `));
    // The top bar's WhatsApp link shows from sm up, the mobile number's everywhere.
    expect(mobile, 'the mobile number, named by its kind').toHaveLength(1);
    if (page.viewportSize()!.width >= 576) expect(whatsapp, 'WhatsApp, named so').toHaveLength(1);
  });
}
