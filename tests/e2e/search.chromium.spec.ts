/**
 * Site search, checked in Chromium: the bytes of a first search, axe on both search pages with results shown, and the back button. What a
 * visitor sees in every engine is in search.spec.ts; the timing on a slow phone is
 * `npm run bench:search`.
 */
import { type Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { checkAccessibility } from './support/axe';
import { contrast, luminance } from './support/pixels';

/** A first search, cold: the search code, the WebAssembly, the index chunk and the first results. */
const FIRST_SEARCH_BYTES = 100 * 1024;

/**
 * Bytes of the search's files fetched so far, compressed as sent. HTTP headers aside: behind the
 * deployment's HTTP/2 proxy (docs/deploy.md) they shrink to a few bytes a request.
 */
const searchBytes = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/pagefind/'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  );

for (const { path, words, first, more } of [
  { path: '/search', words: 'plumbing', first: 'Plumbing Services' },
  { path: '/ar/search', words: 'السباكة', first: 'خدمات السباكة' },
  // The largest index chunk of either edition: the costliest first search measured. Seven pages
  // mention lifts: two at first, five more on the first press of "More results", and then no button.
  {
    path: '/ar/search',
    words: 'المصاعد',
    first: 'معدات الرفع في دبي: المصاعد المنزلية ومصاعد البضائع',
    more: { found: 7, status: '7 نتائج عن «المصاعد»', button: 'مزيد من النتائج' },
  },
]) {
  test(
    `${path} «${words}»: a first search costs at most ${FIRST_SEARCH_BYTES / 1024} KB, and axe finds nothing${more ? '; the first results fill a screen; "More results" adds five at a time, the first new one focused, until none are left' : ''}`,
    CHROMIUM_ONLY,
    async ({ page }) => {
      await page.goto(path);
      await page.locator('#search-query').fill(words);
      await expect(page.locator('[data-search-results] [data-title]').first()).toHaveText(first);
      const bytes = await searchBytes(page);
      expect(bytes, `${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(FIRST_SEARCH_BYTES);
      expect(bytes, 'the search was fetched at all').toBeGreaterThan(50 * 1024);

      const axe = await checkAccessibility(page);
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);

      if (!more) return;
      const results = page.locator('[data-search-results] li');
      const moreButton = page.getByRole('button', { name: more.button });
      // A status (role=status) is read out by screen readers when it changes.
      await expect(page.getByRole('status')).toHaveText(more.status);
      await expect(results).toHaveCount(2);
      // Legible where it stands (it once was white on the white page, which axe passes over as 1:1).
      const colours = await moreButton.evaluate((button) => {
        const rgb = (value: string) => value.match(/\d+/g)!.slice(0, 3).map(Number);
        return {
          text: rgb(getComputedStyle(button).color),
          page: rgb(getComputedStyle(document.body).backgroundColor),
        };
      });
      expect(contrast(luminance(colours.text), luminance(colours.page))).toBeGreaterThanOrEqual(4.5);
      await moreButton.click();
      await expect(results).toHaveCount(more.found);
      await expect(results.nth(2).getByRole('link')).toBeFocused();
      await expect(moreButton).toBeHidden();
      const titles = await results.locator('[data-title]').allTextContents();
      expect(new Set(titles).size, 'no result twice').toBe(more.found);
    },
  );
}

test.describe('', CHROMIUM_ONLY, () => {
  sameAtEverySize('what a search finds, and the history it leaves');
  test('Enter keeps each search in the history: Back shows the previous results', async ({ page }) => {
    await page.goto('/search');
    for (const words of ['plumbing', 'gurgling']) {
      await page.locator('#search-query').fill(words);
      await page.locator('#search-query').press('Enter');
      await expect(page).toHaveURL(`/search?q=${words}`);
    }
    await page.goBack();
    await expect(page).toHaveURL('/search?q=plumbing');
    await expect(page.locator('#search-query')).toHaveValue('plumbing');
    await expect(page.locator('[data-search-results] [data-title]').first()).toHaveText('Plumbing Services');
  });

  test('a misspelt word still finds something, or says what to try instead', async ({ page }) => {
    await page.goto('/search?q=plumbng');
    await expect(page.locator('[data-search-results] li, [data-search-help]:not([hidden])').first()).toBeVisible();
  });
});
