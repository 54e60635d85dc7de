/**
 * Home (spec section 2 "Home", sections 4 and 9): the banner and its autoplay, the service links,
 * the testimonials with read-more, the clients grid and the head facts.
 */
import { type Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { islandAwake } from '../../harness/islands.ts';
import { SERVICE_SLUGS } from '../../harness/spec-data';
import { accessibilityTree, politeAnnouncements } from './support/accessibility-tree.ts';
import { editions } from './support/editions.ts';

const SLIDE_INTERVAL = 6_000;
/** Enough clock time for the 700 ms slide transition to finish. */
const SETTLE = 1_500;

const slider = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const testimonials = (page: Page) => page.getByRole('region', { name: 'What our clients say' });

/** The label ("Slide n of 3") of the slide that fills the slider's window, or null mid-transition. */
const slideInView = (page: Page) =>
  page.evaluate(() => {
    const viewport = document.querySelector('.banner-slider > div:first-child');
    if (!viewport) return null;
    const frame = viewport.getBoundingClientRect();
    const inView = [...document.querySelectorAll<HTMLElement>('.banner-slide')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return Math.abs(box.left - frame.left) < 2 && Math.abs(box.width - frame.width) < 2;
    });
    return inView.length === 1 ? inView[0].getAttribute('aria-label') : null;
  });

/**
 * Opens Home with time standing still, moves it on in small steps until the slider island has
 * hydrated (its code is fetched a second after DOMContentLoaded), and checks that its pause toggle
 * is in the expected state (pressed when the slideshow is paused). From the start, time moves only
 * when the test says so: pausing a running clock after hydration failed on a slow machine, whose
 * page clock had run past the moment asked for.
 */
async function openHomeWithSliderAwake(page: Page, state: 'playing' | 'paused', edition = editions[0]) {
  const start = new Date('2026-11-01T08:00:00Z').getTime();
  await page.clock.install({ time: start });
  // A margin for the moments that pass between the two calls, while the blank page's clock runs.
  await page.clock.pauseAt(start + 5_000);
  await page.goto(edition.pathPrefix || '/');
  await islandAwake(page, 'BannerSlider');
  const button = page
    .getByRole('region', { name: edition.ui.slideshow })
    .getByRole('button', { name: edition.ui.pauseSlides });
  await expect(button).toHaveAttribute('aria-pressed', state === 'paused' ? 'true' : 'false');
  return button;
}

test.describe('banner', CHROMIUM_ONLY, () => {
  test('first slide, heading and the three actions are in the HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Facility management you can rely on', { exact: true })).toBeVisible();
    const banner = page.locator('#home');
    await expect(banner.getByRole('link', { name: 'Who we are', exact: true })).toHaveAttribute('href', '#about');
    await expect(banner.getByRole('link', { name: 'Our services', exact: true })).toHaveAttribute('href', '#service');
    await expect(banner.getByRole('link', { name: 'Get a quote', exact: true })).toHaveAttribute('href', '/contact');
    for (const name of ['Who we are', 'Our services', 'Get a quote']) {
      await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('.banner-slide')).toHaveCount(3);
    expect(await slideInView(page)).toBe('Slide 1 of 3');
  });

  test('"Get a quote" opens the contact page', async ({ page }) => {
    await page.goto('/');
    await page.locator('#home').getByRole('link', { name: 'Get a quote', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('"Our services" brings the services section into view', async ({ page }) => {
    await page.goto('/');
    await page.locator('#home').getByRole('link', { name: 'Our services', exact: true }).click();
    await expect(page).toHaveURL(/#service$/);
    await expect(page.locator('#service').getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the first slide and the actions are there', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText('Facility management you can rely on', { exact: true })).toBeVisible();
      expect(await slideInView(page)).toBe('Slide 1 of 3');
      // The other slides wait off-screen.
      await expect(page.getByText('MEP works, done once and done right', { exact: true })).not.toBeInViewport();
      const banner = page.locator('#home');
      await expect(banner.getByRole('link', { name: 'Who we are', exact: true })).toHaveAttribute('href', '#about');
      await expect(banner.getByRole('link', { name: 'Our services', exact: true })).toHaveAttribute('href', '#service');
      await expect(banner.getByRole('link', { name: 'Get a quote', exact: true })).toHaveAttribute('href', '/contact');
    });
  });

  test('autoplay advances every 6 s in order 1, 2, 3, then back to 1', async ({ page }) => {
    await openHomeWithSliderAwake(page, 'playing');
    expect(await slideInView(page)).toBe('Slide 1 of 3');
    await page.clock.runFor(SLIDE_INTERVAL - SETTLE);
    expect(await slideInView(page), 'still the first slide before 6 s').toBe('Slide 1 of 3');
    await page.clock.runFor(2 * SETTLE);
    expect(await slideInView(page)).toBe('Slide 2 of 3');
    await page.clock.runFor(SLIDE_INTERVAL);
    expect(await slideInView(page)).toBe('Slide 3 of 3');
    await page.clock.runFor(SLIDE_INTERVAL);
    expect(await slideInView(page)).toBe('Slide 1 of 3');
    await expect(page.getByText('Facility management you can rely on', { exact: true })).toBeInViewport();
  });

  test('the pause button stops the slideshow, and play starts it again', async ({ page }) => {
    const pause = await openHomeWithSliderAwake(page, 'playing');
    const control = pause;
    await expect(slider(page).getByRole('button')).toHaveText(['Previous slide', 'Pause slideshow', 'Next slide']);
    await page.clock.runFor(SLIDE_INTERVAL + SETTLE);
    expect(await slideInView(page)).toBe('Slide 2 of 3');

    await pause.click();
    await page.clock.runFor(2 * SLIDE_INTERVAL);
    expect(await slideInView(page), 'no change for 12 s while paused').toBe('Slide 2 of 3');
    // The toggle now reads as pressed (and shows the play icon).
    await expect(control, 'after pausing, the toggle is pressed').toHaveAttribute('aria-pressed', 'true');

    await control.click();
    await page.clock.runFor(SLIDE_INTERVAL + SETTLE);
    expect(await slideInView(page), 'playing again after the second press').toBe('Slide 3 of 3');
    await expect(control, 'while playing, the toggle is not pressed').toHaveAttribute('aria-pressed', 'false');
  });

  test('a drag or swipe on the slider stops autoplay', async ({ page, isMobile }) => {
    await openHomeWithSliderAwake(page, 'playing');
    const box = (await page.locator('.banner-track').boundingBox())!;
    const y = box.y + box.height / 3;
    const xAt = (step: number) => box.x + box.width * (0.8 - step * 0.05);
    if (isMobile) {
      // A finger swipe from right to left.
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', step: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: xAt(step), y }] });
      await touch('touchStart', 0);
      for (let step = 1; step <= 10; step++) {
        await touch('touchMove', step);
        await page.clock.runFor(16);
      }
      await touch('touchEnd', 10);
    } else {
      // A mouse drag from right to left.
      await page.mouse.move(xAt(0), y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) {
        await page.mouse.move(xAt(step), y);
        await page.clock.runFor(16);
      }
      await page.mouse.up();
    }
    await page.clock.runFor(SETTLE);
    const afterDrag = await slideInView(page);
    expect(afterDrag, 'the drag moved to the next slide').toBe('Slide 2 of 3');
    await page.clock.runFor(2 * SLIDE_INTERVAL);
    expect(await slideInView(page), 'no change for 12 s after the drag').toBe(afterDrag);
    await expect(
      slider(page).getByRole('button', { name: 'Pause slideshow' }),
      'once stopped, the toggle is pressed',
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test.describe('with reduced motion', () => {
    sameAtEverySize('autoplay under reduced motion');
    test.use({ reducedMotion: 'reduce' });
    test('the slider does not advance by itself', async ({ page }) => {
      await openHomeWithSliderAwake(page, 'paused');
      expect(await slideInView(page)).toBe('Slide 1 of 3');
      await page.clock.runFor(3 * SLIDE_INTERVAL);
      expect(await slideInView(page)).toBe('Slide 1 of 3');
      await expect(page.getByText('Facility management you can rely on', { exact: true })).toBeInViewport();
    });

    test('Next and Previous show every slide at the pace of the visitor, and the slideshow stays paused', async ({
      page,
    }) => {
      await openHomeWithSliderAwake(page, 'paused');
      const step = (name: 'Next slide' | 'Previous slide') => slider(page).getByRole('button', { name }).click();
      for (const expected of ['Slide 2 of 3', 'Slide 3 of 3', 'Slide 1 of 3']) {
        await step('Next slide');
        await page.clock.runFor(SETTLE);
        expect(await slideInView(page)).toBe(expected);
      }
      await step('Previous slide');
      await page.clock.runFor(SETTLE);
      expect(await slideInView(page)).toBe('Slide 3 of 3');
      await page.clock.runFor(2 * SLIDE_INTERVAL);
      expect(await slideInView(page), 'still where the visitor left it').toBe('Slide 3 of 3');
    });
  });

  test('a step with Next stops the autoplay for good', async ({ page }) => {
    const pause = await openHomeWithSliderAwake(page, 'playing');
    await slider(page).getByRole('button', { name: 'Next slide' }).click();
    await page.clock.runFor(SETTLE);
    expect(await slideInView(page)).toBe('Slide 2 of 3');
    await page.clock.runFor(2 * SLIDE_INTERVAL);
    expect(await slideInView(page)).toBe('Slide 2 of 3');
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
  });

  for (const edition of editions) {
    test(`${edition.title}: Previous and Next say which slide they brought, the autoplay says nothing, and only the slide on screen is in the accessibility tree`, async ({
      page,
    }) => {
      await openHomeWithSliderAwake(page, 'playing', edition);
      const slideNames = Array.from({ length: 3 }, (_, index) => edition.ui.slideOf(index + 1, 3));
      const headings = await page.locator('.banner-slide p:first-child').allTextContents();
      const slidesInTree = async () =>
        (await accessibilityTree(page)).filter((node) => slideNames.includes(node.name)).map((node) => node.name);
      expect(await slidesInTree()).toEqual([slideNames[0]]);

      await page.clock.runFor(SLIDE_INTERVAL + SETTLE);
      expect(await slideInView(page)).toBe(slideNames[1]);
      expect(await slidesInTree()).toEqual([slideNames[1]]);
      expect(await politeAnnouncements(page), 'the autoplay says nothing').toEqual(['']);

      const region = page.getByRole('region', { name: edition.ui.slideshow });
      await region.getByRole('button', { name: edition.ui.nextSlide }).click();
      await page.clock.runFor(SETTLE);
      expect(await slidesInTree()).toEqual([slideNames[2]]);
      expect(await politeAnnouncements(page)).toEqual([`${slideNames[2]}: ${headings[2]}`]);
      await region.getByRole('button', { name: edition.ui.previousSlide }).click();
      await page.clock.runFor(SETTLE);
      expect(await slidesInTree()).toEqual([slideNames[1]]);
      expect(await politeAnnouncements(page)).toEqual([`${slideNames[1]}: ${headings[1]}`]);
    });
  }

  test('the heading comes before the slides in the reading order, the controls after them', async ({ page }) => {
    await page.goto('/');
    const order = await page.evaluate(() => {
      const at = (element: Element) =>
        [...document.querySelectorAll('h1, .banner-slide, .banner-slider button')].indexOf(element);
      return {
        heading: at(document.querySelector('h1')!),
        firstSlide: at(document.querySelector('.banner-slide')!),
        toggle: at(document.querySelector('.slider-toggle')!),
      };
    });
    expect(order.heading).toBeLessThan(order.firstSlide);
    expect(order.firstSlide).toBeLessThan(order.toggle);
  });
});

test(
  'nine service links, each to its /service/{slug} page that answers 200',
  CHROMIUM_ONLY,
  async ({ page, request }) => {
    await page.goto('/');
    const links = page.locator('#service').getByRole('link');
    await expect(links).toHaveCount(9);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect([...hrefs].sort()).toEqual(SERVICE_SLUGS.map((slug) => `/service/${slug}`).sort());
    for (const link of await links.all()) await expect(link).toHaveAccessibleName(/\S/);
    for (const href of hrefs) {
      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);
      expect(await response.text(), href!).toContain('<h1');
    }
    // And a click takes the visitor there.
    const first = links.first();
    const href = await first.getAttribute('href');
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);

test.describe('testimonials', CHROMIUM_ONLY, () => {
  sameAtEverySize('what a testimonial says and how read-more toggles it');
  test('three testimonials; only the long one is cut to 100 characters with Read more / Read less', async ({
    page,
  }) => {
    await page.goto('/');
    const items = testimonials(page).getByRole('listitem');
    await expect(items).toHaveCount(3);
    const toggles = testimonials(page).locator('summary');

    // The long one: the last, from the property company.
    const long = items.last();
    await long.scrollIntoViewIfNeeded();
    const toggle = long.locator('summary');
    await expect(toggle).toHaveText('Read more', { useInnerText: true });
    await expect(long.locator('details')).toHaveJSProperty('open', false);
    const text = long.locator('blockquote p');
    // The page carries both versions; the full one is the source of the expected cut.
    const full = (await long.locator('.read-more__full').textContent())!.trim();
    expect(full.length).toBeGreaterThan(100);
    const short = `${full.slice(0, 100)}…`;
    await expect(text).toHaveText(short, { useInnerText: true });
    await expect(long.getByText(full)).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveText('Read less', { useInnerText: true });
    await expect(long.locator('details')).toHaveJSProperty('open', true);
    await expect(text).toHaveText(full, { useInnerText: true });
    await expect(long.getByText(short)).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveText('Read more', { useInnerText: true });
    await expect(text).toHaveText(short, { useInnerText: true });

    // The short ones show their whole text and no toggle.
    await expect(toggles, 'only one testimonial has a Read more toggle').toHaveCount(1);
    for (const item of (await items.all()).slice(0, 2)) {
      await expect(item.locator('summary')).toHaveCount(0);
      await expect(item.locator('blockquote')).not.toContainText('…');
    }
  });

  test('every testimonial names its author, with their title and company, beside an avatar', async ({ page }) => {
    await page.goto('/');
    for (const item of await testimonials(page).getByRole('listitem').all()) {
      // A person's name line, then "Title, Company".
      await expect(item.locator('figcaption > span > span').first()).toHaveText(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      await expect(item.locator('figcaption > span > span').last()).toHaveText(/^\S.*, \S.*$/);
      await expect(item.locator('figcaption img')).toHaveCount(1);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the native toggle still reveals the whole text', async ({ page }) => {
      await page.goto('/');
      const long = testimonials(page).getByRole('listitem').last();
      // As a reader reaches it: far below the banner, the section is not rendered (so has no
      // rendered text) until it comes near the screen.
      await long.scrollIntoViewIfNeeded();
      const full = (await long.locator('.read-more__full').textContent())!.trim();
      await expect(long.locator('blockquote p')).toHaveText(`${full.slice(0, 100)}…`, { useInnerText: true });
      await long.locator('summary').click();
      await expect(long.locator('blockquote p')).toHaveText(full, { useInnerText: true });
    });
  });
});

test('clients grid shows six logos with alt text', CHROMIUM_ONLY, async ({ page }) => {
  await page.goto('/');
  const clients = page.getByRole('region', { name: 'Our clients', exact: true });
  const logos = clients.getByRole('img');
  await expect(logos).toHaveCount(6);
  const alts = new Set<string>();
  for (const logo of await logos.all()) {
    const alt = (await logo.getAttribute('alt'))?.trim() ?? '';
    expect(alt).not.toBe('');
    alts.add(alt);
  }
  expect(alts.size, 'each logo names its own client').toBe(6);
  await clients.scrollIntoViewIfNeeded();
  for (const logo of await logos.all()) {
    await expect(logo).toBeVisible();
    // The logo itself, not the empty placeholder it waits behind until it comes near the screen.
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc.includes('/_astro/')))
      .toBe(true);
  }
});

test(
  'the clients grid keeps its height while its logos load, so nothing below it moves',
  CHROMIUM_ONLY,
  async ({ page }) => {
    await page.goto('/');
    const clients = page.getByRole('region', { name: 'Our clients', exact: true });
    const logos = clients.getByRole('img');
    const addresses = await logos.evaluateAll((images) => images.map((image) => image.getAttribute('data-src')!));
    expect(addresses).toHaveLength(6);
    // The logos' requests wait until the grid has been measured: a slow connection, frozen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => addresses.includes(url.pathname),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await clients.scrollIntoViewIfNeeded();
    // The page has asked for every logo (the frame script gives each its address when near).
    await expect
      .poll(() =>
        logos.evaluateAll((images) => images.every((image) => image.getAttribute('src') === image.dataset.src)),
      )
      .toBe(true);
    const waiting = await clients.evaluate((grid) => grid.getBoundingClientRect().height);
    release();
    await expect
      .poll(() =>
        logos.evaluateAll((images: HTMLImageElement[]) =>
          images.every((image) => image.complete && image.naturalWidth > 0),
        ),
      )
      .toBe(true);
    expect(await clients.evaluate((grid) => grid.getBoundingClientRect().height)).toBe(waiting);
  },
);

test.describe('', CHROMIUM_ONLY, () => {
  sameAtEverySize('the head');
  test('head: title, description, canonical and LocalBusiness structured data', async ({ page }) => {
    await page.goto('/');
    const title = await page.title();
    expect(title).toContain('Facility Management');
    expect(title).toContain('Dubai');

    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.trim().length).toBeGreaterThan(50);

    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    const url = new URL(canonical); // throws unless absolute
    expect(url.protocol).toBe('https:');
    expect(canonical).toBe(url.origin);
    expect(canonical.endsWith('/')).toBe(false);
    expect(url.hostname).toMatch(/\.example$/);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.flatMap((block) => [JSON.parse(block)].flat());
    const business = data.find((entry) => entry['@type'] === 'LocalBusiness');
    expect(business, 'a LocalBusiness block').toBeTruthy();
    const shownPhone = (await page.locator('.top-bar a[href^="tel:"] [dir="ltr"]').first().innerText()).trim();
    expect(business.telephone).toBe(shownPhone);
    expect(business.openingHoursSpecification).toBeTruthy();
    expect([business.openingHoursSpecification].flat()[0].opens).toBeTruthy();
    expect(business.url).toBe(canonical);
  });
});
