/**
 * The page kinds whose pixels are read, the widths they are looked at, and how a page kind is opened
 * until it is as a visitor sees it (fonts, pictures, the slider's slide): shared by the pixel
 * tests (tests/e2e/support/pixels.ts), `npm run shots` and the shot list.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { islandAwake } from './islands.ts';
import { SERVICE_SLUGS } from './spec-data.ts';

/** The widths every page kind is looked at. */
export const WIDTHS = [360, 390, 768, 1280] as const;

type Width = (typeof WIDTHS)[number];

/**
 * The widths at which the every-page walk (site.spec.ts) reads the pixels of the page kinds it
 * loads anyway, in its phone and desktop windows: the pixel test reads only the rest.
 */
export const WALK_WIDTH_RUNS: Record<'phone' | 'desktop', readonly Width[]> = { phone: [390, 360], desktop: [1280] };

/**
 * The widths in runs: the widths of one run share one window and one load of each page, looked at
 * in turn. 390 and 360 px share the phone layout, which is fluid between them (CSS alone; the slider
 * measures itself again when its frame changes size), so a page opened on a 390 px screen is
 * narrowed to 360 px instead of being loaded and its slider woken a second time.
 */
export const WIDTH_RUNS: readonly (readonly Width[])[] = [WALK_WIDTH_RUNS.phone, [768], WALK_WIDTH_RUNS.desktop];

export interface PixelPageKind {
  name: string;
  path: string;
  slide?: number;
  /** Not in the sitemap, so not in the every-page walk: the pixel test reads it at every width. */
  unlisted?: true;
  /** No artwork behind any text: read for its layout alone. */
  plain?: true;
}

/** Every page kind, by a short name used in messages and file names. Home is shown per slide. */
export const PIXEL_PAGE_KINDS: PixelPageKind[] = [
  { name: 'home-slide-1', path: '/', slide: 1 },
  { name: 'home-slide-2', path: '/', slide: 2 },
  { name: 'home-slide-3', path: '/', slide: 3 },
  { name: 'about', path: '/about', slide: 1 },
  { name: 'services', path: '/service' },
  ...SERVICE_SLUGS.map((slug) => ({ name: `service-${slug}`, path: `/service/${slug}` })),
  { name: 'blogs', path: '/blogs' },
  { name: 'article', path: '/best-hvac-services-in-dubai' },
  { name: 'contact', path: '/contact' },
  { name: 'plans', path: '/plans' },
  { name: '404', path: '/no-such-page', unlisted: true, plain: true },
  // The Arabic edition, right to left: every kind of page once.
  { name: 'ar-home-slide-1', path: '/ar', slide: 1 },
  { name: 'ar-home-slide-2', path: '/ar', slide: 2 },
  { name: 'ar-home-slide-3', path: '/ar', slide: 3 },
  { name: 'ar-about', path: '/ar/about', slide: 1 },
  { name: 'ar-services', path: '/ar/service' },
  ...SERVICE_SLUGS.map((slug) => ({ name: `ar-service-${slug}`, path: `/ar/service/${slug}` })),
  { name: 'ar-blogs', path: '/ar/blogs' },
  { name: 'ar-article', path: '/ar/best-hvac-services-in-dubai' },
  { name: 'ar-contact', path: '/ar/contact' },
  { name: 'ar-404', path: '/ar/no-such-page', unlisted: true, plain: true },
];

/** The browser windows whose clock takeOverClock has taken over. */
const clockTakenOver = new WeakSet<BrowserContext>();

/**
 * Takes over the window's clock (Playwright's page clock), before the page with a slider is
 * opened: it runs at the normal pace, and showSlide jumps it ahead to the slider's wake-up instead
 * of waiting the seconds after load that a visitor's browser waits for it
 * (src/browser/directives/after-load.ts).
 */
export async function takeOverClock(page: Page): Promise<void> {
  if (clockIsTakenOver(page)) return;
  await page.context().clock.install();
  clockTakenOver.add(page.context());
}

/** Whether takeOverClock has taken over this window's clock. */
export const clockIsTakenOver = (page: Page): boolean => clockTakenOver.has(page.context());

/**
 * Opens a page kind and waits until it is as a visitor sees it (fonts, pictures, the slider). A page
 * already open at the kind's address is not loaded again: the next slide of Home is shown in it, and
 * the every-page walk reads the pages it has opened itself.
 */
export async function openPageKind(page: Page, kind: { path: string; slide?: number }): Promise<void> {
  // Only for a slider: under the page clock the page's resource timing is empty, and the every-page
  // walk reads it on the pages it opens after this one.
  if (kind.slide) await takeOverClock(page);
  if (new URL(page.url(), 'http://unknown').pathname !== kind.path) await page.goto(kind.path, { waitUntil: 'load' });
  if (kind.slide) await showSlide(page, kind.slide);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      // Lazy pictures below the fold never load until scrolled to; they sit under no banner text.
      [...document.images].map((image) =>
        image.complete || image.loading === 'lazy'
          ? null
          : new Promise((done) => image.addEventListener('load', done, { once: true })),
      ),
    );
  });
}

/**
 * Gives the open page another window width, as a phone turned or a window dragged narrower does,
 * and shows the page kind's slide again once the page has laid itself out for it: the slider
 * measures its frame again in the frames after the change, and puts its own slide back.
 */
export async function resizePageKind(page: Page, kind: { slide?: number }, width: number): Promise<void> {
  await page.setViewportSize({ width, height: page.viewportSize()!.height });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  );
  if (kind.slide) await showSlide(page, kind.slide);
}

/**
 * Brings slide n into view as the slider does: once the island has woken (which also gives the
 * deferred slides their pictures; under reduced motion it then stays still), the track is moved
 * to the slide.
 */
async function showSlide(page: Page, slide: number): Promise<void> {
  // The island wakes a few seconds after load; moving the track before that is undone.
  await islandAwake(page, 'BannerSlider');
  await page.evaluate((index) => {
    const track = document.querySelector<HTMLElement>('.banner-track')!;
    const width = track.getBoundingClientRect().width;
    const sign = document.documentElement.dir === 'rtl' ? 1 : -1;
    track.style.transform = `translate3d(${sign * width * index}px, 0, 0)`;
  }, slide - 1);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.banner-slide img[data-src]')].every(
      (image) => image.getAttribute('src') === image.getAttribute('data-src'),
    ),
  );
}
