/**
 * Site search in Chromium, Firefox and WebKit in both editions (the header's way in at phone and
 * desktop size; the rest, the same at every size, at phone size): the header leads to it, a word finds the page written in the test first, Arabic finds the same page
 * with and without «ال», the keyboard moves through the results, the address keeps the words, and
 * nothing of the search is fetched before a visitor opens it. Without JavaScript the page lists
 * every service and article. Bytes and axe: tests/e2e/search.chromium.spec.ts.
 */
import { readdirSync } from 'node:fs';
import type { Edition } from '../../src/lib/i18n/index.ts';
import { BLOG_PAGE_SIZE } from '../../src/lib/pagination.ts';
import { editions } from './support/editions.ts';
import { expect, sameAtEverySize, test, type Visitor } from './support/test.ts';

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
