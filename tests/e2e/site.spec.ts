/**
 * The site-wide check over the built site, served by the same server `npm start` runs:
 * every page in the sitemap answers 200, every internal link and image resolves, axe-core finds
 * no WCAG 2.2 AA violation at phone and desktop sizes, no page logs an error (a CSP violation
 * would), at desktop width only Home, About and Contact load a JavaScript file, and every page
 * kind's text on artwork reads well from its pixels at 1280, 390 and 360 px (PIXEL_PATHS). The
 * sitemap lists both editions, so all of this covers the Arabic pages too.
 */
import { pathInEdition } from '../../src/shared/editions.ts';
import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { checkAccessibility } from './support/axe';
import { clockIsTakenOver, PIXEL_PAGE_KINDS, takeOverClock, WALK_WIDTH_RUNS } from '../../harness/pixel-pages.ts';
import { readPageKinds } from './support/pixels.ts';
import { editionOfPath } from '../../src/lib/i18n';
import { DEFERRED_TASKS_URL } from '../../src/browser/deferred-tasks/loader';
import { VITALS_BEACON_URL } from '../../src/browser/deferred-tasks/tasks';
import { PAGE_KIND_PATHS } from '../../harness/page-kind-paths.ts';

const PAGES_WITH_ISLANDS_AT_DESKTOP = new Set(['/', '/about', '/contact']);

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const paths: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
  }
  return paths;
}

test.describe('', CHROMIUM_ONLY, () => {
  sameAtEverySize('what the server answers');
  test('the sitemap lists every page kind, and every listed page answers 200', async ({ request }) => {
    const paths = await sitemapPaths(request);
    for (const expected of [
      '/',
      '/about',
      '/service',
      '/blogs',
      '/contact',
      '/plans',
      '/service/hvac-system-in-dubai-uae',
      '/Best-Plumbing-Service-in-Dubai',
      '/ar',
      '/ar/about',
      '/ar/service',
      '/ar/blogs',
      '/ar/contact',
      '/ar/plans',
      '/ar/service/hvac-system-in-dubai-uae',
      '/ar/Best-Plumbing-Service-in-Dubai',
      // Every page kind of both editions, the visit request, emergency and case studies among them.
      ...Object.values(PAGE_KIND_PATHS).flatMap((path) => [path, pathInEdition(path, 'ar')]),
    ]) {
      expect(paths).toContain(expected);
    }
    expect(paths).not.toContain('/demo');
    expect(paths.length).toBeGreaterThanOrEqual(2 * (5 + 9 + 24));
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('text/html');
    }
  });

  test('robots.txt points at the sitemap, and the RSS feed lists the articles', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/\S+\/sitemap-index\.xml/);
    const feed = await (await request.get('/rss.xml')).text();
    expect([...feed.matchAll(/<item>/g)]).toHaveLength(24);
    const arabic = await (await request.get('/ar/rss.xml')).text();
    expect([...arabic.matchAll(/<item>/g)]).toHaveLength(24);
    expect(arabic).toContain('<language>ar</language>');
    expect(
      [...arabic.matchAll(/<link>([^<]+)<\/link>/g)]
        .slice(1)
        .every(([, link]) => new URL(link!).pathname.startsWith('/ar/')),
    ).toBe(true);
  });
});

/**
 * One page of each kind in each edition. The phone layout differs from the desktop one by CSS
 * alone, and pages of one kind share their template and colours: these are checked at phone width,
 * and axe measures their colour contrast. Every page is checked at desktop width with every other
 * axe rule, over its own text and links.
 */
const PAGE_KIND_SAMPLES = Object.values(PAGE_KIND_PATHS).flatMap((path) => [path, pathInEdition(path, 'ar')]);

/**
 * The contrast of text on artwork is read from the pixels (support/pixels.ts), here in the walk for
 * the pages it loads anyway: at 1280 px in its desktop window, at 390 then 360 px in its phone
 * window, which also opens every page the pixel test names (every service page, not one). The
 * pixel test reads the rest (768 px, and the 404 pages, which no sitemap lists).
 */
const PIXEL_PATHS = [...new Set(PIXEL_PAGE_KINDS.filter((kind) => !kind.unlisted).map((kind) => kind.path))];

const hasSlider = (path: string) => PIXEL_PAGE_KINDS.some((kind) => kind.path === path && kind.slide);

/** The walk is split in parts that run side by side, one part a test, so that both workers share it. */
const PARTS = 4;

test.describe('every page', CHROMIUM_ONLY, () => {
  // axe-core from an init script: the walk's 80 desktop pages took 46.6 s instead of 54.1 s alone.
  test.use({ reducedMotion: 'reduce', axeInEveryPage: true });

  for (let part = 0; part < PARTS; part++) {
    test(`has no broken internal link or image, no accessibility violation, no console error, no text unreadable on its art (part ${part + 1} of ${PARTS})`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(300_000);
      const isDesktop = testInfo.project.name === 'desktop';
      const listed = await sitemapPaths(request);
      expect(listed).toEqual(expect.arrayContaining([...PAGE_KIND_SAMPLES, ...PIXEL_PATHS]));
      const walked = isDesktop ? listed : [...new Set([...PAGE_KIND_SAMPLES, ...PIXEL_PATHS])];
      const paths = walked
        .filter((_, index) => index % PARTS === part)
        // The pages with a slider last: their pixel reading takes the page clock over for the rest of
        // the walk, and under it the scripts a page downloads cannot be counted (scriptsDownloaded).
        .sort((a, b) => Number(hasSlider(a)) - Number(hasSlider(b)));
      await checkPages(page, request, paths, isDesktop, testInfo);
    });
  }
});

/** Loads each page as a visitor would and lists what is broken on it. */
async function checkPages(
  page: Page,
  request: APIRequestContext,
  paths: string[],
  isDesktop: boolean,
  testInfo: TestInfo,
) {
  const checked = new Map<string, number>();
  const failures: string[] = [];
  const pixelWidths = WALK_WIDTH_RUNS[isDesktop ? 'desktop' : 'phone'];
  expect(page.viewportSize()!.width, 'the walk reads pixels at its window width first').toBe(pixelWidths[0]);

  for (const path of paths) {
    const pixelKinds = PIXEL_PAGE_KINDS.filter((kind) => kind.path === path);
    // Before the page with a slider opens: the pixel reading jumps the page's clock to its wake-up.
    if (pixelKinds.some((kind) => kind.slide)) await takeOverClock(page);
    const errors: string[] = [];
    page.removeAllListeners('console');
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // The load event: every script the page itself asks for has run by then. Island code comes a
    // second later or on a touch, after even a network-idle wait, and has tests of its own.
    await page.goto(path, { waitUntil: 'load' });
    if (errors.length) failures.push(`${path}: console errors: ${errors.join(' | ')}`);
    if (isDesktop && !PAGES_WITH_ISLANDS_AT_DESKTOP.has(editionOfPath(path).path)) {
      if (clockIsTakenOver(page))
        failures.push(`${path}: opened under the page clock, where its scripts cannot be counted`);
      const scripts = await scriptsDownloaded(page);
      if (scripts.length) failures.push(`${path}: loads JavaScript at desktop width: ${scripts.join(', ')}`);
    }

    // Parts far below the first screen are rendered only as a reader nears them (render-when-near),
    // and axe reads colours from what is rendered: show them as they look when reached.
    await page.evaluate(() =>
      document
        .querySelectorAll<HTMLElement>('.render-when-near')
        .forEach((el) => (el.style.contentVisibility = 'visible')),
    );
    const sample = PAGE_KIND_SAMPLES.includes(path);
    // At phone size, a page that is not a sample is opened for its pixels alone.
    if (isDesktop || sample) failures.push(...(await accessibilityFaults(page, path, sample)));
    if (isDesktop) failures.push(...(await linkFaults(page, request, path, checked)));
    failures.push(
      ...(await readPageKinds(page, pixelKinds, pixelWidths, testInfo)).map((fault) => `${path}: ${fault}`),
    );
  }
  expect(failures).toEqual([]);
}

/**
 * The JavaScript files the page itself downloaded, from its resource timing: a request listener
 * would also count the island code the page before fetched a second after its load, while this one
 * was opening. Not under the page clock, whose stand-in `performance` lists no resources.
 */
async function scriptsDownloaded(page: Page): Promise<string[]> {
  const downloads = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  return downloads.filter(
    // The service worker's registration and the vitals beacon come 3 s after load on every page,
    // by design, and a page kept open long enough fetches them. They are not a page's JavaScript.
    (path) => /\.m?js$/.test(path) && path !== DEFERRED_TASKS_URL && path !== VITALS_BEACON_URL,
  );
}

/** What axe-core finds (its colour contrast rule on the samples only), and text the colour of its background. */
async function accessibilityFaults(page: Page, path: string, sample: boolean): Promise<string[]> {
  const failures: string[] = [];
  const axe = await checkAccessibility(page, sample ? [] : ['color-contrast']);
  for (const violation of axe.violations) {
    failures.push(
      `${path}: axe ${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join('; ')}`,
    );
  }
  // Text the colour of what is behind it (1:1) is not a violation to axe, only "incomplete", as if
  // hidden on purpose: a white button on the white search page once slipped through that way.
  for (const node of axe.incomplete.find((result) => result.id === 'color-contrast')?.nodes ?? []) {
    if (node.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio')) {
      failures.push(`${path}: text the colour of its background: ${node.target.join(' ')}`);
    }
  }
  return failures;
}

/** Internal links and pictures that do not answer 200 (each asked once a walk), and anchors with no target. */
async function linkFaults(
  page: Page,
  request: APIRequestContext,
  path: string,
  checked: Map<string, number>,
): Promise<string[]> {
  const failures: string[] = [];
  const targets = await page.evaluate(() => {
    const urls = new Set<string>();
    document.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => urls.add(a.href));
    document.querySelectorAll<HTMLImageElement>('img').forEach((img) => img.currentSrc && urls.add(img.currentSrc));
    document
      .querySelectorAll<HTMLImageElement | HTMLSourceElement>('img[src], img[srcset], source[srcset]')
      .forEach((el) => {
        const src = el.getAttribute('src');
        if (src) urls.add(new URL(src, location.href).href);
        for (const candidate of (el.getAttribute('srcset') ?? '').split(',')) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) urls.add(new URL(url, location.href).href);
        }
      });
    return [...urls].filter((url) => url.startsWith(location.origin));
  });
  for (const target of targets) {
    const url = new URL(target);
    const key = url.pathname + url.search;
    if (!checked.has(key)) checked.set(key, (await request.get(key, { maxRedirects: 0 })).status());
    const status = checked.get(key)!;
    if (status !== 200) failures.push(`${path}: link or image ${key} answers ${status}`);
    if (url.hash.length > 1 && url.pathname === new URL(page.url()).pathname) {
      const id = decodeURIComponent(url.hash.slice(1));
      if (!(await page.locator(`[id="${id}"]`).count())) failures.push(`${path}: link to #${id} has no target`);
    }
  }
  return failures;
}
