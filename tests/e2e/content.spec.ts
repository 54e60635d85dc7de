/**
 * The content pages as a visitor finds them: the services list and pages, the blog list with
 * its order, sidebar and video card, the articles at the spec's exact paths, and the 404 for a
 * service that does not exist.
 */
import { type Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { ROUTED_REQUESTS } from './support/routing';
import { SERVICE_SLUGS } from '../../harness/spec-data';
import { editions } from './support/editions';
import { pathInEdition } from '../../src/shared/editions';

test.use(ROUTED_REQUESTS);
sameAtEverySize('what the content pages say');

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');
const jsonLdTypes = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (json) => JSON.parse(json)['@type'] as string,
  );

test.describe('services', CHROMIUM_ONLY, () => {
  test('the list shows WHAT WE DO and nine cards in the spec order, each linking to its page', async ({ page }) => {
    await page.goto('/service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('WHAT WE DO');
    const buttons = page.getByRole('link', { name: /^Read More/ });
    await expect(buttons).toHaveCount(9);
    expect(await buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      SERVICE_SLUGS.map((slug) => `/service/${slug}`),
    );
    // The first card's picture is inline SVG (the page's largest paint), the rest are <img>.
    await expect(page.locator('main img, main svg[role="img"]')).toHaveCount(9);
  });

  test('a service page has its banner, details, linked points, sections and call to action', async ({ page }) => {
    await page.goto('/service/building-facility-management-in-uae');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building Facility Management');
    const scrollDown = page.getByRole('link', { name: 'Scroll to the details' });
    await expect(scrollDown).toHaveAttribute('href', '#details');
    await expect(page.locator('#details h2').first()).toHaveText('About this service');
    const points = page.locator('#details ul').first().locator('li');
    await expect(points).toHaveCount(12);
    expect(await points.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/facade-cleaning-services-in-dubai',
      '/best-garbage-chute-maintenance-service-in-dubai',
      '/mep-maintenance-company-in-uae',
      '/lifting-equipment-in-dubai',
      '/cctv-maintenance-services-in-uae',
      '/ac-installation-services-in-uae',
      '/water-tank-cleaning-solution-in-dubai',
      '/generator-maintenance-and-spare-parts-solutions-in-UAE-dubai',
    ]);
    for (const plain of ['Waste management', 'Swimming pool maintenance', 'Landscaping', 'Pest control']) {
      await expect(points.filter({ hasText: plain }).locator('a')).toHaveCount(0);
    }
    await expect(page.locator('#details h3').first()).toBeVisible();
    await expect(page.getByText('IF YOU CAN ENVISION IT, THEN WE CAN BUILD IT')).toBeVisible();
    await expect(page.getByText('TELL US MORE ABOUT YOUR PROJECT')).toBeVisible();
    // The closing band asks for a quote for this very service, as the banner does.
    const quotes = page.getByRole('link', { name: 'Get a quote for Building Facility Management', exact: true });
    await expect(quotes).toHaveCount(2);
    await expect(quotes.last()).toHaveAttribute(
      'href',
      '/contact?service=building-facility-management-in-uae#quote-heading',
    );
    expect(await canonical(page)).toMatch(/\/service\/building-facility-management-in-uae$/);
    expect(await jsonLdTypes(page)).toEqual(['WebPage', 'Service', 'BreadcrumbList']);
  });

  test('every service page answers at its exact path with its own canonical', async ({ page }) => {
    for (const slug of SERVICE_SLUGS) {
      const response = await page.goto(`/service/${slug}`);
      expect(response?.status(), slug).toBe(200);
      expect(await canonical(page)).toMatch(new RegExp(`/service/${slug}$`));
      expect(await page.title()).not.toBe('');
    }
  });

  test('every service page has the breadcrumb Home / Services / the service, and no h2 repeats its h1, in each edition', async ({
    page,
  }) => {
    const faults: string[] = [];
    for (const edition of editions) {
      for (const slug of SERVICE_SLUGS) {
        const path = pathInEdition(`/service/${slug}`, edition.code);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        // Read at once: the headings, the trail's steps (a link's address, none for the page itself), its structured data.
        const seen = await page.evaluate((label) => {
          const text = (element: Element) => element.textContent!.trim();
          const trail = document.querySelector(`nav[aria-label="${label}"]`);
          const json = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (script) =>
              JSON.parse(script.textContent!) as {
                '@type': string;
                itemListElement?: { name: string; item: string }[];
              },
          );
          return {
            name: text(document.querySelector('h1')!),
            h2: [...document.querySelectorAll('h2')].map(text),
            trail:
              trail &&
              [...trail.querySelectorAll('li')].map((step) => {
                const link = step.querySelector('a');
                return link ? [text(link), link.getAttribute('href')] : [text(step), step.getAttribute('aria-current')];
              }),
            structured: json
              .find((block) => block['@type'] === 'BreadcrumbList')
              ?.itemListElement?.map((step) => [step.name, new URL(step.item).pathname]),
          };
        }, edition.ui.breadcrumb);
        const steps: [string, string][] = [
          [edition.ui.home, pathInEdition('/', edition.code)],
          [edition.ui.services, pathInEdition('/service', edition.code)],
        ];
        if (seen.h2.some((heading) => heading.toLowerCase() === seen.name.toLowerCase())) {
          faults.push(`${path}: an h2 repeats the h1 “${seen.name}”`);
        }
        if (!seen.trail) faults.push(`${path}: no breadcrumb`);
        else expect(seen.trail, `${path}: the breadcrumb`).toEqual([...steps, [seen.name, 'page']]);
        expect(seen.structured, `${path}: the BreadcrumbList`).toEqual([...steps, [seen.name, path]]);
      }
    }
    expect(faults).toEqual([]);
  });

  test('an unknown service id answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/service/1');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('blog list', CHROMIUM_ONLY, () => {
  test('lists the 24 articles newest first, image and title linking to the same article', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    const cards = page.getByTestId('article-card');
    await expect(cards).toHaveCount(24);
    const details = await cards.evaluateAll((list) =>
      list.map((card) => ({
        image: card.querySelector('a:has(img, svg)')?.getAttribute('href'),
        title: card.querySelector('h2 a')?.getAttribute('href'),
        readMore: [...card.querySelectorAll('a')]
          .find((link) => link.textContent?.startsWith('Read more'))
          ?.getAttribute('href'),
        date: card.querySelector('time')?.getAttribute('datetime'),
        // The spec's fixed "35 Comments" is gone: the site has no comments (docs/spec-corrections.md, row 14).
        commentCount: /\d+ Comments/.test(card.textContent ?? ''),
      })),
    );
    for (const card of details) {
      expect(card.image).toBe(card.title);
      expect(card.readMore).toBe(card.title);
      expect(card.commentCount).toBe(false);
    }
    const dates = details.map((card) => card.date!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2024-12-15');
    expect(dates.at(-1)).toBe('2024-07-16');
    expect(
      details
        .filter((card) => card.date === '2024-07-16')
        .map((card) => card.title)
        .sort(),
    ).toEqual([
      '/electromechanical-equipment-installation-and-maintenance-services-in-dubai',
      '/plumbing-and-sanitary-contracting-in-dubai-uae',
    ]);
  });

  test('neither edition prints a comment count on a card or an article (the site has no comments); the date line reads as words', async ({
    page,
  }) => {
    const label = { en: /\d+ Comments/, ar: /\d+ تعليق/ } as const;
    for (const edition of editions) {
      for (const path of ['/blogs', '/common-plumbing-issues-in-dubai-solutions']) {
        await page.goto(pathInEdition(path, edition.code));
        await expect(page.locator('main'), `${edition.code} ${path}`).not.toContainText(label[edition.code]);
      }
      // "Published on", a space, then the date: never run together.
      await expect(page.locator('article p:has(time)').first()).toHaveText(
        new RegExp(`^${edition.ui.publishedOn} \\S`),
      );
    }
  });

  test('the Latest Blogs column shows the 7 newest posts, newest first, with plain-text dates', async ({ page }) => {
    await page.goto('/blogs');
    const latest = page.getByTestId('latest-posts');
    await expect(page.getByRole('heading', { name: 'Latest Blogs' })).toBeVisible();
    const items = latest.locator('li');
    await expect(items).toHaveCount(7);
    // The same seven, in the same order, as the top of the newest-first list beside it.
    const cardDates = await page
      .getByTestId('article-card')
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    const newest = [...cardDates].sort().reverse().slice(0, 7);
    expect(
      await latest.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
    ).toEqual(newest);
    await expect(latest.locator('time')).toHaveCount(7);
    await expect(latest.locator('a time, time a')).toHaveCount(0);
    await expect(items.locator('img')).toHaveCount(7);
  });

  test('the video card loads nothing from the video host until its play control is used', async ({ page, context }) => {
    const videoRequests: string[] = [];
    context.on(
      'request',
      (request) => /youtube|ytimg|googlevideo/.test(request.url()) && videoRequests.push(request.url()),
    );
    await context.route(/youtube/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>video</p>' }));
    await page.goto('/blogs', { waitUntil: 'networkidle' });
    const play = page.getByTestId('video-play');
    await expect(play).toHaveCount(1);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(videoRequests).toEqual([]);
    const card = page.getByTestId('article-card').filter({ has: play });
    await expect(card.locator('h2')).toContainText('Electromechanical');
    const popup = page.waitForEvent('popup');
    await play.click();
    await (await popup).waitForLoadState();
    expect(videoRequests.length).toBeGreaterThan(0);
  });
});

test.describe('pictures further down a list', CHROMIUM_ONLY, () => {
  // The list's last card, by its test id. Not `main ul img` at large: that ends in the Latest Blogs
  // sidebar, which follows the list in the page but stands beside its top at desktop size, its last
  // picture about 300 px below the screen, in or out of the frame script's reach by the fonts' widths.
  const lastCard = (page: Page) => page.getByTestId('article-card').last();
  const shown = (page: Page) =>
    lastCard(page)
      .locator('img')
      .evaluate((img: HTMLImageElement) => ({
        waiting: !img.srcset && img.getAttribute('src')!.startsWith('data:'),
        loaded: img.complete && img.naturalWidth > 1 && !img.currentSrc.startsWith('data:'),
        belowScreen: img.getBoundingClientRect().top - innerHeight,
      }));

  test('wait until the page has loaded and they come near the screen, then all arrive', async ({ page }) => {
    const pictures: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'image' && pictures.push(new URL(request.url()).pathname),
    );
    await page.goto('/blogs', { waitUntil: 'load' });
    expect(pictures.length).toBeLessThan(24);
    // After the load event the frame script gives every picture within 300 px of the screen its
    // address in one go (the Latest Blogs beside the first cards): once one has it, all are judged.
    await expect.poll(() => page.locator('main img[data-near]:not([src^="data:"])').count()).toBeGreaterThan(0);
    // Far below the first screen, the 24th card's picture still waits, on its placeholder.
    await expect(lastCard(page).locator('img')).toHaveCount(1);
    const before = await shown(page);
    expect(before.belowScreen).toBeGreaterThan(300);
    expect(before.waiting).toBe(true);
    await lastCard(page).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await shown(page)).loaded).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('load from their <noscript> copy, and no empty placeholder shows', async ({ page }) => {
      await page.goto('/service');
      const cards = page.locator('main ul > li');
      await expect(cards).toHaveCount(9);
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        const shown = card.locator('img:visible, svg[role="img"]');
        await expect(shown).toHaveCount(1);
        await expect
          .poll(() => shown.evaluate((el) => el.tagName === 'svg' || (el as HTMLImageElement).naturalWidth > 1))
          .toBe(true);
      }
    });
  });
});

test.describe('articles', CHROMIUM_ONLY, () => {
  test('answer at the exact paths of the spec, capitals kept, each with its own canonical', async ({ page }) => {
    for (const path of [
      '/Best-Plumbing-Service-in-Dubai',
      '/mep-maintenance-company-in-uae',
      '/facade-cleaning-services-in-dubai',
      '/cost-effective-facility-management-solutions-dubai',
      '/generator-maintenance-and-spare-parts-solutions-in-UAE-dubai',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await canonical(page), path).toMatch(new RegExp(`${path}$`));
    }
    expect((await page.request.get('/best-plumbing-service-in-dubai')).status()).toBe(404);
  });

  test('an article has its banner, date line (and no comment count), heading, body, sidebar and structured data', async ({
    page,
  }) => {
    await page.goto('/common-plumbing-issues-in-dubai-solutions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('article > svg[role="img"], article > img').first()).toBeVisible();
    await expect(page.locator('article time')).toHaveAttribute('datetime', '2024-12-09');
    await expect(page.locator('article')).not.toContainText(/\d+ Comments/);
    await expect(page.locator('.article-body h2').first()).toBeVisible();
    await expect(page.getByText('Looking for plumbing services in your area?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Now!!!' })).toHaveAttribute('href', '/contact');
    await expect(page.getByTestId('latest-posts').locator('li')).toHaveCount(7);
    await expect(page.getByRole('link', { name: 'Get a quote' }).last()).toHaveAttribute('href', '/contact');
    expect(await jsonLdTypes(page)).toEqual(['WebPage', 'Article', 'BreadcrumbList']);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  });

  test('the electrical services article ends with the Get Connected box; the cost article links where the spec says', async ({
    page,
  }) => {
    await page.goto('/professional-electrical-services-dubai');
    await expect(page.getByText('Get Connected With Us')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get in Touch Now!' })).toHaveAttribute('href', '/contact');
    await page.goto('/electrical-maintenance-cost-saving-dubai');
    const body = page.locator('.article-body');
    for (const href of ['/service/electrical-services-in-dubai-uae', '/', '/contact']) {
      await expect(body.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
  });

  test('the top-10 HVAC article ranks the company first', async ({ page }) => {
    await page.goto('/top-10-hvac-companies-dubai');
    const ranked = page.locator('.article-body ol').first().locator('> li');
    await expect(ranked).toHaveCount(10);
    await expect(ranked.first()).toContainText('Burj Horizon');
  });
});
