/**
 * Site search in both editions. In Chromium, Firefox and WebKit (the header's way in at phone and
 * desktop size; the rest, the same at every size, at phone size): the header leads to it, a word
 * finds the page written in the test first, Arabic finds the same page with and without «ال», the
 * keyboard moves through the results, the address keeps the words, and nothing of the search is
 * fetched before a visitor opens it. Without JavaScript the page lists every service and article.
 * In Chromium: the bytes of a first search, axe on both search pages with results shown, "More
 * results", the back button, and a misspelt word. The timing on a slow phone is
 * `npm run bench:search`.
 */
import { readdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import type { Edition } from '../../src/lib/i18n/index.ts';
import { BLOG_PAGE_SIZE } from '../../src/lib/pagination.ts';
import { editions } from './support/editions.ts';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test, type Visitor } from './support/test.ts';
import { checkAccessibility } from './support/axe';
import { contrast, luminance } from './support/pixels';

/**
 * The searches made in each edition: a service's name finds that service first; a word only one
 * article's body has finds that article.
 */
const QUERIES: Record<Edition, { words: string; first: string }[]> = {
  en: [
    { words: 'plumbing', first: '/service/best-plumbing-service-in-dubai-uae' },
    { words: 'gurgling', first: '/common-plumbing-issues-in-dubai-solutions' },
  ],
  ar: [
    { words: 'السباكة', first: '/ar/service/best-plumbing-service-in-dubai-uae' },
    { words: 'سباكة', first: '/ar/service/best-plumbing-service-in-dubai-uae' },
    { words: 'المصاعد', first: '/ar/lifting-equipment-in-dubai' },
    { words: 'مصاعد', first: '/ar/lifting-equipment-in-dubai' },
  ],
};
/** The collections the search page lists without JavaScript. */
const LISTED_COLLECTIONS = ['services', 'articles'];

const status = (visitor: Visitor) =>
  visitor.run(() => document.querySelector('[data-search-status]')?.textContent?.trim() ?? '');
const firstResult = (visitor: Visitor) =>
  visitor.run(() => document.querySelector<HTMLAnchorElement>('[data-search-results] a')?.getAttribute('href'));
const searchFetched = (visitor: Visitor) =>
  visitor.run(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/pagefind/')));

for (const edition of editions) {
  test(`${edition.title}: the header leads to search, and a word finds the page it names first`, async ({
    visitor,
  }) => {
    await visitor.open(`${edition.pathPrefix}/service`);
    await visitor.click(`header a[href="${edition.pathPrefix}/search"]`);
    await expect.poll(() => visitor.location()).toBe(`${edition.pathPrefix}/search`);
    expect(await searchFetched(visitor), 'nothing fetched before the visitor searches').toBe(false);
    for (const query of QUERIES[edition.code]) {
      await visitor.type('#search-query', query.words);
      await expect.poll(() => firstResult(visitor), query.words).toBe(query.first);
      await expect.poll(() => status(visitor)).toContain(`${query.words}`);
    }
    await expect
      .poll(() => visitor.run(() => new URLSearchParams(location.search).get('q')))
      .toBe(QUERIES[edition.code].at(-1)!.words);
  });

  test.describe(`${edition.title}, the same at every size`, () => {
    sameAtEverySize('what a search finds', 'phone');

    test(`${edition.title}: a word that matches nothing offers the services and the contact page`, async ({
      visitor,
    }) => {
      await visitor.open(`${edition.pathPrefix}/search?q=zzqxv`);
      await expect.poll(() => status(visitor)).toBe(edition.ui.search.noResults.replace('{q}', 'zzqxv'));
      const help = await visitor.run(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('[data-search-help]:not([hidden]) a')].map((link) =>
          link.getAttribute('href'),
        ),
      );
      expect(help).toEqual([`${edition.pathPrefix}/service`, `${edition.pathPrefix}/contact`]);
    });

    test(`${edition.title}: without JavaScript the search page lists every service and a blog page's worth of articles`, async ({
      scriptless,
    }) => {
      await scriptless.open(`${edition.pathPrefix}/search`);
      const listed = await scriptless.run(() => document.querySelectorAll('[data-search-everything] li a').length);
      const [services, articles] = LISTED_COLLECTIONS.map((collection) => edition.contentFolder(collection)).map(
        (folder) => readdirSync(folder).filter((file) => /\.(ya?ml|mdx)$/.test(file)).length,
      );
      // More articles than that: the blog list has them all (tests/integration/blog-pages.test.ts).
      expect(listed).toBe(services! + Math.min(articles!, BLOG_PAGE_SIZE));
    });
  });
}

test.describe('the same at every size', () => {
  sameAtEverySize('how search answers the keyboard, and what other pages fetch', 'phone');

  test('the keyboard moves from the box through the results and back, and Enter opens one', async ({ visitor }) => {
    await visitor.open('/search?q=plumbing');
    await expect.poll(() => firstResult(visitor)).toBe('/service/best-plumbing-service-in-dubai-uae');
    await visitor.run(() => document.querySelector<HTMLInputElement>('#search-query')!.focus());
    await visitor.press('ArrowDown');
    const focused = () => visitor.run(() => document.activeElement?.getAttribute('href') ?? document.activeElement?.id);
    await expect.poll(focused).toBe('/service/best-plumbing-service-in-dubai-uae');
    await visitor.press('ArrowDown', 'ArrowUp');
    await expect.poll(focused).toBe('/service/best-plumbing-service-in-dubai-uae');
    await visitor.press('Escape');
    await expect.poll(focused).toBe('search-query');
    await visitor.press('ArrowDown', 'Enter');
    await expect.poll(() => visitor.location()).toBe('/service/best-plumbing-service-in-dubai-uae');
  });

  test('a page that is not the search page fetches none of it', async ({ visitor }) => {
    await visitor.open('/');
    await visitor.run(() => window.scrollTo(0, document.body.scrollHeight));
    await visitor.open('/contact');
    expect(await searchFetched(visitor)).toBe(false);
  });
});

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
