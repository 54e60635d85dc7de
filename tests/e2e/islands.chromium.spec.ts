/**
 * Islands before React arrives and once it has hydrated, where a check needs Chromium (its
 * accessibility tree, the page clock, requests held or counted); a visitor who only reads downloads
 * no JavaScript. "Blocked" means every island's module (all of /_astro/*.js) is refused, as on a
 * connection too slow to have fetched it yet. Each island's first tap, blocked and hydrated, is
 * tested in every engine: islands.spec.ts.
 */
import { type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, test } from './support/test.ts';
import { ROUTED_REQUESTS } from './support/routing';
import { menuExpanded } from './support/expanded';
import { islandAwake } from '../../harness/islands.ts';

test.use(ROUTED_REQUESTS);

const ARTICLE = '/lifting-equipment-in-dubai';

async function blockIslandScripts(page: Page) {
  await page.route('**/_astro/*.js', (route) => route.abort());
}

/** A finger on a phone, a mouse on a desktop. */
const press = (locator: Locator, isMobile: boolean) => (isMobile ? locator.tap() : locator.click());

const islandScripts = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.pathname.startsWith('/_astro/')) scripts.push(url.pathname);
  });
  return scripts;
};

test.describe('phone menu', CHROMIUM_ONLY, () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'the menu toggle exists only below 992 px'));

  // Opening, Escape and a link run in every engine (islands.spec.ts); the accessibility tree and a
  // finger's tap at a point need Chromium.
  test('blocked: the accessibility tree says expanded while it is open, and a tap outside closes it', async ({
    page,
    isMobile,
  }) => {
    await blockIslandScripts(page);
    await page.goto(ARTICLE);
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
    const menu = page.locator('#site-menu');
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await press(toggle, isMobile);
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await expect.poll(() => menuExpanded(page)).toBe(true);
    await page.touchscreen.tap(195, 800);
    await expect(menu, 'a tap outside closes the menu').toBeHidden();
    await expect.poll(() => menuExpanded(page)).toBe(false);
  });

  test('hydrated: the menu resets when the screen grows past the breakpoint', async ({ page, isMobile }) => {
    await page.goto(ARTICLE);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await press(toggle, isMobile);
    await islandAwake(page, 'NavMenu');
    await expect.poll(() => menuExpanded(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(toggle).toBeHidden();
    await expect.poll(() => page.locator('#site-menu').evaluate((menu) => menu.matches(':popover-open'))).toBe(false);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();
  });
});

test.describe('slider pause', CHROMIUM_ONLY, () => {
  test('blocked: the first tap pauses, and the slider wakes paused', async ({ page, isMobile }) => {
    // Hold the slider's module back until after the tap, then let it through.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/BannerSlider.*.js', async (route) => {
      await released;
      await route.continue();
    });
    // Time moves only when the test says so: an autoplay interval passes without a real wait.
    await page.clock.install();
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Pause slideshow' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await press(toggle, isMobile);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    release();
    await islandAwake(page, 'BannerSlider');
    await expect(toggle, 'still paused after hydration').toHaveAttribute('aria-pressed', 'true');
    // Nothing moves while paused: the first slide stays in place past an autoplay interval.
    const firstSlide = page.locator('.banner-slide').first();
    await page.clock.runFor(7_000);
    expect(Math.abs((await firstSlide.boundingBox())!.x), 'the first slide has not moved sideways').toBeLessThan(2);
    await press(toggle, isMobile);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('slider after a resize', CHROMIUM_ONLY, () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'a phone turned on its side'));

  // The slider is laid out anew when its width changes (a turned phone, a resized window, a
  // scrollbar that comes or goes), and only the visitor stops the slideshow (spec: "pauses when a
  // control is used").
  test('hydrated: a phone turned on its side keeps the slideshow going, and the first tap still pauses it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await islandAwake(page, 'BannerSlider', '.slider-toggle');
    const toggle = page.getByRole('button', { name: 'Pause slideshow' });
    await expect(toggle).toHaveAttribute('data-awake', '');
    const { width, height } = page.viewportSize()!;
    await page.setViewportSize({ width: height, height: width });
    const firstSlide = page.locator('.banner-slide').first();
    await expect.poll(async () => Math.round((await firstSlide.boundingBox())!.width)).toBe(height);
    await expect(toggle, 'still playing').toHaveAttribute('aria-pressed', 'false');
    await page.clock.runFor(7_000);
    await expect
      .poll(async () => Math.abs((await firstSlide.boundingBox())!.x), { message: 'the next slide came' })
      .toBeGreaterThan(width);
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('contact form', CHROMIUM_ONLY, () => {
  test('blocked: sending shows at once, posts natively and is not sent twice', async ({ page, isMobile }) => {
    await blockIslandScripts(page);
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(new URL(request.url()).pathname));
    // Every label the button shows is reported from the page, which is mid-navigation after the tap.
    const labels: string[] = [];
    await page.exposeFunction('reportLabel', (text: string) => labels.push(text));
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const button = document.querySelector('form button[type=submit]');
        const report = () =>
          (window as unknown as { reportLabel: (text: string) => void }).reportLabel(button!.textContent!);
        if (button)
          new MutationObserver(report).observe(button, { childList: true, characterData: true, subtree: true });
      }),
    );
    // A slow answer, as on a slow connection, leaves time for an impatient second press. (Held
    // instead until the page reported that press, by its keyup or its submit event, the test hung at
    // desktop size: the press did not return while the form's navigation waited.)
    await page.route('**/contact/send', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Mariam Test');
    await page.getByLabel('E-mail address').fill('mariam@example.com');
    await page.getByLabel('How can we help?').fill('Our chiller trips every afternoon; please call.');
    await press(page.getByRole('button', { name: 'Send message' }), isMobile);
    await expect.poll(() => labels).toContain('Sending…');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact\/send$/);
    await expect(page.getByTestId('contact-status')).toHaveText(/received your message/);
    expect(posts, 'one post only').toEqual(['/contact/send']);
  });
});

test('reading an article to its end without a tap requests no JavaScript file', CHROMIUM_ONLY, async ({ page }) => {
  const scripts = islandScripts(page);
  // The page's clock runs as usual until the test moves it on past every timer a loader could set.
  await page.clock.install();
  await page.goto(ARTICLE, { waitUntil: 'load' });
  // Scroll the way a reader does, with the wheel, to the footer: each turn drawn before the next.
  for (let step = 0; step < 40; step++) {
    await page.mouse.wheel(0, 400);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  await expect(page.locator('footer')).toBeInViewport();
  await page.clock.runFor(10_000);
  expect(
    await page.locator('script[src*="/_astro/"]').count(),
    'no island code was added to the page, even after 10 s of reading',
  ).toBe(0);
  expect(scripts).toEqual([]);
});
