/**
 * Every page kind, in both editions, in Chromium, Firefox and WebKit at phone and desktop sizes:
 * it loads, the loading overlay is gone once it has, nothing scrolls sideways on a 360 or 390 px
 * phone, and its heading and the pictures on its first screen are really shown. In Chromium at
 * phone size, a page the every-page walk reads from its pixels at 390 and 360 px
 * (site.spec.ts, which finds sideways scroll there) is left to it: the rest of these checks
 * do not depend on the screen, and Chromium's desktop project makes them. In Chromium alone, what
 * an address answers (spec section 2): About's heading, slider, canonical and breadcrumb data, the
 * /demo placeholder, unknown addresses and a trailing slash.
 */
import { type Page } from '@playwright/test';
import { pathInEdition } from '../../src/shared/editions.ts';
import { PAGE_KIND_PATHS } from '../../harness/page-kind-paths.ts';
import { editions } from './support/editions.ts';
import { PIXEL_PAGE_KINDS } from '../../harness/pixel-pages.ts';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test, type Visitor } from './support/test.ts';

/** Every page kind, with the two no sitemap lists: the demo placeholder and the not-found page. */
const PAGE_KIND_PATHS_WITH_DEMO_AND_404 = { ...PAGE_KIND_PATHS, demo: '/demo', 'not found': '/no-such-page' };

/** The pages the every-page walk opens at phone size and reads at 390 then 360 px (WALK_WIDTH_RUNS). */
const READ_BY_THE_PHONE_WALK = new Set(PIXEL_PAGE_KINDS.filter((kind) => !kind.unlisted).map((kind) => kind.path));

/** Why the overlay still covers the page, or 'gone'. */
const overlayState = (visitor: Visitor) =>
  visitor.run(() => {
    const overlay = document.querySelector('.loading-overlay');
    if (!overlay) return 'gone';
    const style = getComputedStyle(overlay);
    if (style.display === 'none' || style.visibility === 'hidden') return 'gone';
    return `shown (opacity ${style.opacity})`;
  });

/** How far the page reaches past the right or left edge of the screen, in CSS pixels. */
const sidewaysOverflow = (visitor: Visitor) =>
  visitor.run(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const edition of editions) {
  for (const [kind, path] of Object.entries(PAGE_KIND_PATHS_WITH_DEMO_AND_404)) {
    // The demo placeholder has one edition: it is not translated.
    if (kind === 'demo' && edition.code !== 'en') continue;
    const address = pathInEdition(path, edition.code);

    test.describe(() => {
      if (READ_BY_THE_PHONE_WALK.has(address))
        test.skip(
          ({ engine, formFactor }) => engine === 'chromium' && formFactor === 'phone',
          'in Chromium at phone size, the every-page walk reads this page at 390 and 360 px',
        );

      test(`${edition.title} ${kind} page (${address}): shown whole, overlay gone, no sideways scroll`, async ({
        visitor,
      }) => {
        await visitor.open(address);
        expect(await visitor.run(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
          edition.lang,
          edition.dir,
        ]);

        // The overlay lifts at DOMContentLoaded; by the load event it is fading or gone. Its 4 s CSS
        // fallback must never be what lifts it (as it was in Firefox).
        await expect.poll(() => overlayState(visitor), { timeout: 2_000 }).toBe('gone');

        // The demo page is the one without a heading: only the word "demo" (as specified).
        const heading = await visitor.run(() => {
          const h1 = document.querySelector('h1') ?? document.querySelector('main');
          if (!h1) return null;
          const box = h1.getBoundingClientRect();
          const style = getComputedStyle(h1);
          return {
            text: h1.textContent!.trim(),
            shown: box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0,
          };
        });
        expect(heading, 'the heading, with text, laid out and visible').toEqual({
          text: expect.stringMatching(/\S/),
          shown: true,
        });

        // Every picture on the first screen is decoded by this engine (AVIF or its WebP fallback).
        await expect
          .poll(
            () =>
              visitor.run(() =>
                [...document.images]
                  .filter((img) => {
                    const box = img.getBoundingClientRect();
                    return box.width > 0 && box.top < innerHeight && box.bottom > 0;
                  })
                  .filter((img) => !(img.complete && img.naturalWidth > 0))
                  .map((img) => img.currentSrc || img.getAttribute('src') || img.outerHTML.slice(0, 80)),
              ),
            { message: 'pictures on the first screen that are not shown', timeout: 10_000 },
          )
          .toEqual([]);

        expect(await sidewaysOverflow(visitor), `sideways overflow at ${visitor.width} px`).toBeLessThanOrEqual(0);

        // The tab's icon is the company's mark, written into the page (no request before the first
        // paint), and this engine draws it. The demo placeholder links the file.
        if (kind !== 'demo') {
          await expect
            .poll(
              () =>
                visitor.run(() => {
                  const href = document.querySelector<HTMLLinkElement>('link[rel=icon]')?.href ?? 'no icon';
                  if (!href.startsWith('data:image/svg+xml,')) return href;
                  const holder = window as unknown as { tabIcon?: HTMLImageElement };
                  holder.tabIcon ??= Object.assign(new Image(), { src: href });
                  return holder.tabIcon.complete ? `${holder.tabIcon.naturalWidth} px` : 'loading';
                }),
              { message: 'the tab icon, drawn', timeout: 5_000 },
            )
            .toBe('48 px');
        }
        if (visitor.phone) {
          await visitor.resize(360);
          await expect
            .poll(() => sidewaysOverflow(visitor), { message: 'sideways overflow at 360 px' })
            .toBeLessThanOrEqual(0);
        }
      });
    });
  }
}

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((block) =>
    [JSON.parse(block)].flat(),
  );

// In Chromium: the server's answers, the same in every engine.
test.describe('', CHROMIUM_ONLY, () => {
  sameAtEverySize('what an address answers');

  test('/about: heading, slider, canonical /about and breadcrumb structured data', async ({ page }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const slider = page.getByRole('region', { name: 'Highlights' });
    await expect(slider).toBeVisible();
    await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(page.locator('.banner-slide')).toHaveCount(3);
    await expect(page.getByText('Facility management you can rely on', { exact: true })).toBeVisible();
    // The slider hydrates and offers its control.
    await expect(slider.getByRole('button', { name: /slideshow/ })).toBeVisible();

    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    expect(new URL(canonical).protocol).toBe('https:');
    expect(canonical).toMatch(/^https:\/\/[^/]+\/about$/);

    const crumbs = (await jsonLd(page)).find((entry) => entry['@type'] === 'BreadcrumbList');
    expect(crumbs, 'a BreadcrumbList block').toBeTruthy();
    const items = crumbs.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => item.position)).toEqual([1, 2]);
    expect(items[0].item).toBe(new URL(canonical).origin);
    expect(items[1].item).toBe(canonical);
    expect(items[1].name).toBe('About us');

    // The About entry of the menu marks the current page.
    await expect(page.locator('#site-menu a[href="/about"]')).toHaveAttribute('aria-current', 'page');
  });

  test('/demo shows only the word demo, and asks for nothing that is missing (not even /favicon.ico)', async ({
    page,
  }) => {
    const missing: string[] = [];
    page.on('response', (answer) => answer.status() >= 400 && missing.push(new URL(answer.url()).pathname));
    const response = await page.goto('/demo', { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect((await page.locator('body').innerText()).trim()).toBe('demo');
    await expect(page.getByRole('link')).toHaveCount(0);
    expect(missing).toEqual([]);
  });

  for (const path of ['/no-such-page', '/service/no-such-service']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      const main = page.getByRole('main');
      await expect(main.locator('a[href="/"]')).toBeVisible();
      await expect(main.locator('a[href="/"]')).toHaveAccessibleName(/\S/);
      await expect(main.locator('a[href="/service"]')).toBeVisible();
      await expect(main.locator('a[href="/service"]')).toHaveAccessibleName(/\S/);
      // The shared frame is there too, and the page is not indexed.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      await main.locator('a[href="/service"]').click();
      await expect(page).toHaveURL(/\/service$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('WHAT WE DO');
    });
  }

  test('/about/ with a trailing slash redirects to /about', async ({ page, request }) => {
    const direct = await request.get('/about/', { maxRedirects: 0 });
    expect([301, 308]).toContain(direct.status());
    expect(new URL(direct.headers()['location'], 'http://x').pathname).toBe('/about');

    const response = await page.goto('/about/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  });
});
