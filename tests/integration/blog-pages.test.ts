/**
 * A copywriter adds articles past the blog list's first 24: the build passes, and the list goes on
 * at /blogs/2, /blogs/3, … in each edition, each page within the first round trip. Read from the
 * changed copy of the project (tests/support/changed-site.ts), which has 30 new English articles
 * and 24 Arabic twins, the newest of all but its draft, each as large as the content guide allows
 * (a 60-character title, a 220-character excerpt, a 200-character picture description, a video), so
 * that the first page is the heaviest a list of 24 can be. English then has 53 articles (its draft
 * left out: three pages, the last of 5), Arabic 48 (two full pages), so the editions' lists also
 * differ in length.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTestChromium, OFFLINE_CHROMIUM_FLAGS } from '../../harness/chromium.ts';
import { searchKind } from '../../src/lib/searchable-pages.ts';
import { changedSite, EXISTING_ARTICLES, EXTRA_ARTICLES, extraArticleSlug as SLUG } from '../support/changed-site.ts';
import { FIRST_FLIGHT_BYTES, responseBytes } from '../../harness/first-flight.ts';
import { startSite } from '../../harness/site-server.ts';

const ENGLISH_EXTRA = EXTRA_ARTICLES.en;
/** Fewer Arabic twins than English articles: Arabic has 48 articles, two full pages; English three pages. */
const ARABIC_EXTRA = EXTRA_ARTICLES.ar;
/** The existing articles each edition publishes: the copy's draft leaves one out of English. */
const PUBLISHED = { en: EXISTING_ARTICLES.length - 1, ar: EXISTING_ARTICLES.length };

let root: string;
/** The servers' databases, outside the copy: a file in it would be a change that npm run shots sees. */
let data: string;
const built = (file: string) => readFileSync(join(root, 'dist/client', file), 'utf8');
const databases = () => ({ CONTACT_DB: join(data, 'contact.sqlite'), VITALS_DB: join(data, 'vitals.sqlite') });

const cards = (html: string) => html.match(/data-testid="article-card"/g)?.length ?? 0;
const cardLinks = (html: string) =>
  [...html.matchAll(/<h2 class="[^"]*"><a href="([^"]+)"/g)].map(([, href]) => href!).filter((href) => href !== '');
/** The links of the pager named `label`. */
const pager = (html: string, label: string) =>
  new RegExp(`<nav aria-label="${label}"[^>]*>((?:(?!</nav>)[\\s\\S])*)</nav>`).exec(html)?.[1];

beforeAll(async () => {
  ({ root } = await changedSite());
  data = mkdtempSync(join(tmpdir(), 'blog-pages-data-'));
}, 400_000);
afterAll(() => rmSync(data, { recursive: true, force: true }));

const EDITIONS = [
  {
    name: 'English',
    prefix: '',
    published: PUBLISHED.en,
    extra: ENGLISH_EXTRA,
    pages: 3,
    words: { label: 'Blog pages', prev: 'Previous', next: 'Next', page: 'page' },
  },
  {
    name: 'Arabic',
    prefix: '/ar',
    published: PUBLISHED.ar,
    extra: ARABIC_EXTRA,
    pages: 2,
    words: { label: 'صفحات المدونة', prev: 'السابق', next: 'التالي', page: 'الصفحة' },
  },
] as const;

describe.each(EDITIONS)('the $name blog list past 24 articles', ({ prefix, published, extra, pages, words }) => {
  const file = (page: number) => `${prefix.slice(1)}${prefix ? '/' : ''}blogs${page > 1 ? `/${page}` : ''}.html`;
  const url = (page: number) => `${prefix}/blogs${page > 1 ? `/${page}` : ''}`;

  it('shows the 24 newest on the first page, then 24 a page, every article once, newest first', () => {
    const total = published + extra;
    const lists = Array.from({ length: pages }, (_, index) => cardLinks(built(file(index + 1))));
    expect(lists.map((list) => list.length)).toEqual([24, 24, total - 24 * (pages - 1)].slice(0, pages));
    expect(Array.from({ length: pages }, (_, index) => cards(built(file(index + 1))))).toEqual(
      lists.map((list) => list.length),
    );
    const all = lists.flat();
    expect(new Set(all).size).toBe(total);
    // The newest: the extra article with the highest number first.
    expect(all[0]).toBe(`${prefix}/${SLUG(extra - 1)}`);
    expect(existsSync(join(root, 'dist/client', `${prefix.slice(1)}${prefix ? '/' : ''}blogs/1.html`))).toBe(false);
    expect(existsSync(join(root, 'dist/client', file(pages + 1)))).toBe(false);
  });

  it('links the pages with plain links: previous, every number, next; the current page marked', () => {
    for (let page = 1; page <= pages; page++) {
      const links = pager(built(file(page)), words.label);
      expect(links, file(page)).toBeDefined();
      const items = [...links!.matchAll(/<(a|span)\b([^>]*)>([^<]*)<\/\1>/g)].map(([, tag, attributes, text]) => ({
        href: /href="([^"]+)"/.exec(attributes!)?.[1],
        rel: /rel="([^"]+)"/.exec(attributes!)?.[1],
        current: attributes!.includes('aria-current="page"'),
        text: text!.trim(),
        tag,
      }));
      const expected = [
        ...(page > 1 ? [{ href: url(page - 1), rel: 'prev', current: false, text: words.prev, tag: 'a' }] : []),
        ...Array.from({ length: pages }, (_, index) =>
          index + 1 === page
            ? { href: undefined, rel: undefined, current: true, text: String(page), tag: 'span' }
            : { href: url(index + 1), rel: undefined, current: false, text: String(index + 1), tag: 'a' },
        ),
        ...(page < pages ? [{ href: url(page + 1), rel: 'next', current: false, text: words.next, tag: 'a' }] : []),
      ];
      expect(items, file(page)).toEqual(expected);
    }
  });

  it('gives each next page its own title, canonical link and rel="prev"/"next" in the head', () => {
    const site = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(built(file(1)))![1]!;
    for (let page = 1; page <= pages; page++) {
      const head = built(file(page)).split('</head>')[0]!;
      expect(head, file(page)).toContain(`<link rel="canonical" href="${site}${url(page)}"`);
      const title = /<title>([^<]*)<\/title>/.exec(head)![1]!;
      if (page > 1) expect(title).toContain(`${words.page} ${page}`);
      else expect(title).not.toMatch(new RegExp(`${words.page} \\d`));
      const rel = (name: string) => new RegExp(`<link rel="${name}" href="([^"]+)"`).exec(head)?.[1];
      expect(rel('prev'), file(page)).toBe(page > 1 ? `${site}${url(page - 1)}` : undefined);
      expect(rel('next'), file(page)).toBe(page < pages ? `${site}${url(page + 1)}` : undefined);
    }
  });

  it('keeps every page of the list within the first flight (the whole response, headers too)', async () => {
    const site = await startSite(databases(), root);
    try {
      for (let page = 1; page <= pages; page++) {
        const response = await responseBytes(site.url, url(page));
        expect(response.status, url(page)).toBe(200);
        expect(response.bytes, url(page)).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
      }
    } finally {
      await site.stop();
    }
  });
});

describe('the search page of a site with more articles than a blog page holds', () => {
  it('lists the newest page of them, links to all of them, and stays within the first flight', async () => {
    for (const [prefix, extra] of [
      ['', ENGLISH_EXTRA],
      ['/ar', ARABIC_EXTRA],
    ] as const) {
      const file = `${prefix.slice(1) || '.'}/search.html`;
      const page = built(file);
      const listed = [...page.matchAll(/<li><a href="([^"]+)"/g)].map((match) => match[1]!);
      expect(listed.filter((href) => href.includes('/extra-article-')).length, file).toBe(Math.min(extra, 24));
      expect(page, file).toMatch(new RegExp(`<a href="${prefix}/blogs"[^>]*data-all-articles`));
    }
    const site = await startSite(databases(), root);
    try {
      for (const path of ['/search', '/ar/search'])
        expect((await responseBytes(site.url, path)).bytes, path).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
    } finally {
      await site.stop();
    }
  });
});

describe('the pages after the first', () => {
  it('are in the sitemap, each paired with its twin where the other edition has one', () => {
    const sitemap = built('sitemap-0.xml');
    const entry = (path: string) => new RegExp(`<url><loc>https?://[^/<]+${path}</loc>(.*?)</url>`).exec(sitemap)?.[1];
    expect(entry('/blogs/2')).toContain('hreflang="ar"');
    expect(entry('/ar/blogs/2')).toContain('hreflang="en"');
    expect(entry('/blogs/3')).toBe('');
  });

  it('lead the language switcher to the twin page, or to the first page where there is none', () => {
    const switcher = (html: string) => /<a href="([^"]+)" hreflang="ar" lang="ar"/.exec(html)?.[1];
    expect(switcher(built('blogs/2.html'))).toBe('/ar/blogs/2');
    expect(switcher(built('blogs/3.html'))).toBe('/ar/blogs');
  });

  it('leave every article findable by the site search, in both editions', () => {
    const entry = JSON.parse(built('pagefind/pagefind-entry.json')) as {
      languages: Record<string, { page_count: number }>;
    };
    // The pages filed with the services (each service's, and the plans page) and the case studies,
    // as the index files them.
    const servicePages = (prefix: string) =>
      (readdirSync(join(root, 'dist/client', prefix), { recursive: true, encoding: 'utf8' }) as string[]).filter(
        (file) => file.endsWith('.html') && ['service', 'project'].includes(searchKind(join(prefix, file), '') ?? ''),
      ).length;
    expect(servicePages('ar')).toBeGreaterThan(9);
    expect(entry.languages.en!.page_count).toBe(servicePages('') - servicePages('ar') + PUBLISHED.en + ENGLISH_EXTRA);
    expect(entry.languages.ar!.page_count).toBe(servicePages('ar') + PUBLISHED.ar + ARABIC_EXTRA);
  });
});

describe('the pager in a browser, without JavaScript', () => {
  it.each(EDITIONS)(
    '$name: Tab reaches Next, Enter opens the second page; from there Previous leads back',
    async ({ prefix, words }) => {
      const site = await startSite(databases(), root);
      const browser = await chromium.launch({ executablePath: findTestChromium(), args: OFFLINE_CHROMIUM_FLAGS });
      try {
        const page = await browser.newPage({ javaScriptEnabled: false });
        /** Presses Tab until the focused element is the pager's link named `name`; false if it never is. */
        const tabTo = async (name: string) => {
          for (let presses = 0; presses < 300; presses++) {
            await page.keyboard.press('Tab');
            const focused = await page.evaluate(() => {
              const element = document.activeElement;
              return element?.closest('nav')?.getAttribute('aria-label') + '|' + element?.textContent?.trim();
            });
            if (focused === `${words.label}|${name}`) return true;
          }
          return false;
        };
        await page.goto(`${site.url}${prefix}/blogs`);
        expect(await tabTo(words.next)).toBe(true);
        await page.keyboard.press('Enter');
        await page.waitForURL(`${site.url}${prefix}/blogs/2`);
        await expect.poll(() => page.getByTestId('article-card').count()).toBe(24);
        expect(await page.locator('h1').textContent()).toContain(`${words.page} 2`);
        const current = page.getByRole('navigation', { name: words.label }).locator('[aria-current="page"]');
        expect(await current.textContent()).toBe('2');
        expect(await tabTo(words.prev)).toBe(true);
        await page.keyboard.press('Enter');
        await page.waitForURL(`${site.url}${prefix}/blogs`);
      } finally {
        await browser.close();
        await site.stop();
      }
    },
    60_000,
  );
});
