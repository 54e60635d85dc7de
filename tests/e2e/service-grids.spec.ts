/**
 * The services list's grid looks laid out on purpose with any
 * number of services from 1 to 12, in both editions, with one, two and three cards a row (at 320,
 * 700 and 1280 px, set by the test itself, so it runs in one project): every row sits in
 * the middle of the grid, so a short last row is centred (a tenth service does not sit alone at
 * the start of its row), and no row holds more cards than the first. The services are planted in
 * the page itself: the grid's own cards, copied or removed, as a build with that many service
 * files renders them.
 */
import { pathInEdition } from '../../src/shared/editions.ts';
import { editions } from './support/editions.ts';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';

/** A phone (one card a row), a tablet (two), a desktop (three). */
const WIDTHS = [320, 700, 1280];

const GRIDS = [
  ['the services list', '/service'],
  ["Home's services", '/'],
] as const;

sameAtEverySize('the widths the test sets itself');

for (const edition of editions) {
  for (const [name, path] of GRIDS) {
    test(
      `${edition.title}, ${name}: with 1 to 12 services every row of the grid is centred`,
      CHROMIUM_ONLY,
      async ({ page }) => {
        await page.goto(pathInEdition(path, edition.code));
        const grid = page.locator('main ul:has(> li a[href*="/service/"])').first();
        const faults: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const found = await grid.evaluate((list) => {
            const cards = [...list.children];
            const found: string[] = [];
            for (let count = 1; count <= 12; count++) {
              list.replaceChildren(
                ...Array.from({ length: count }, (_, index) => cards[index % cards.length]!.cloneNode(true)),
              );
              const box = list.getBoundingClientRect();
              const style = getComputedStyle(list);
              const start = box.left + parseFloat(style.paddingLeft);
              const end = box.right - parseFloat(style.paddingRight);
              const rows = new Map<number, DOMRect[]>();
              for (const card of list.children) {
                const rect = card.getBoundingClientRect();
                rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), rect]);
              }
              const sizes = [...rows.values()].map((row) => row.length);
              const offCentre = [...rows.values()].map((row) =>
                Math.round(
                  Math.abs(
                    Math.min(...row.map((rect) => rect.left)) -
                      start -
                      (end - Math.max(...row.map((rect) => rect.right))),
                  ),
                ),
              );
              if (offCentre.some((off) => off > 1) || Math.max(...sizes) > sizes[0]!) {
                found.push(
                  `${count} service${count === 1 ? '' : 's'}: rows of ${sizes.join(', ')}, off centre by ${offCentre.join(', ')} px`,
                );
              }
            }
            list.replaceChildren(...cards);
            return found;
          });
          faults.push(...found.map((fault) => `${width} px, ${fault}`));
        }
        expect(faults).toEqual([]);
      },
    );
  }
}
