/**
 * The islands, before their code arrives ("blocked": the network refuses every island's module, all
 * of /_astro/*.js, as a connection too slow to have fetched it yet) and after they have woken. In
 * every engine, at phone size (the menu's toggle exists only there, and the other islands do the
 * same at every size: their desktop layout is in pages.spec.ts): the phone menu (awake, it also
 * closes when focus leaves it), read-more, the
 * slider's pause toggle, and its direction in Arabic. In Chromium, at both sizes, where a check
 * needs its accessibility tree, the page clock, or requests held or counted: the menu's expanded
 * state, a tap outside it and a screen grown past the breakpoint; the slider paused before it wakes,
 * and going on after a turned phone; and a visitor who only reads downloads no JavaScript. The
 * contact form, the fourth island, before and after it wakes: contact-form.spec.ts.
 */
import { type Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test, type Visitor } from './support/test.ts';
import { islandAwake } from '../../harness/islands.ts';
import { blockIslandScripts, press } from './support/islands.ts';
import { menuExpanded } from './support/expanded';
import { ROUTED_REQUESTS } from './support/routing';

const ARTICLE = '/lifting-equipment-in-dubai';
const islandCode = (path: string) => path.startsWith('/_astro/') && path.endsWith('.js');
const states = ['blocked', 'hydrated'] as const;

/** Where the page is opened from: the site, or through a network that refuses the island code. */
async function origin(
  state: (typeof states)[number],
  siteProxy: (refuse: typeof islandCode) => Promise<{ url: string }>,
) {
  return state === 'blocked' ? (await siteProxy(islandCode)).url : '';
}

const menuOpen = (visitor: Visitor) =>
  visitor.run(() => document.querySelector('#site-menu')!.matches(':popover-open'));

const islandScripts = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.pathname.startsWith('/_astro/')) scripts.push(url.pathname);
  });
  return scripts;
};

// In every engine: at phone size, where the menu's toggle exists.
test.describe(() => {
  sameAtEverySize('what an island does on a tap', 'phone');

  for (const state of states) {
    test(`${state}: the phone menu opens on a tap, sits above the page, closes on Escape with focus back, and on a link`, async ({
      visitor,
      siteProxy,
    }) => {
      await visitor.open(`${await origin(state, siteProxy)}${ARTICLE}`);
      if (state === 'hydrated') await islandAwake(visitor, 'NavMenu', '.nav-toggle');
      expect(await menuOpen(visitor)).toBe(false);

      await visitor.click('.nav-toggle');
      await expect.poll(() => menuOpen(visitor)).toBe(true);
      // Each link is the topmost thing at its own centre: nothing of the page covers the menu.
      expect(
        await visitor.run(() =>
          [...document.querySelectorAll<HTMLAnchorElement>('#site-menu a')]
            .filter((link) => {
              const box = link.getBoundingClientRect();
              return !link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
            })
            .map((link) => link.textContent),
        ),
        'menu links covered by something else',
      ).toEqual([]);

      await visitor.run(() => document.querySelector<HTMLElement>('#site-menu a')!.focus());
      await visitor.press('Escape');
      await expect.poll(() => menuOpen(visitor)).toBe(false);
      expect(await visitor.run(() => document.activeElement?.classList.contains('nav-toggle'))).toBe(true);

      await visitor.click('.nav-toggle');
      await expect.poll(() => menuOpen(visitor)).toBe(true);
      await visitor.click('#site-menu a[href$="#home"]');
      await expect.poll(() => visitor.location()).toMatch(/\/#home$/);
      expect(await menuOpen(visitor), 'following a link closes the menu').toBe(false);
    });

    if (state === 'hydrated') {
      test(`${state}: the phone menu closes when focus leaves it, past its last link, back before its first, or on a tap elsewhere, so focus is never under it`, async ({
        visitor,
      }) => {
        await visitor.open(ARTICLE);
        await islandAwake(visitor, 'NavMenu', '.nav-toggle');
        const openFromKeyboard = async () => {
          await visitor.run(() => document.querySelector<HTMLElement>('.nav-toggle')!.focus());
          await visitor.press('Enter');
          await expect.poll(() => menuOpen(visitor)).toBe(true);
        };
        /** Where focus is: in the menu, on its toggle, or elsewhere, and then whether it is the topmost thing at its centre. */
        const focus = () =>
          visitor.run(() => {
            const element = document.activeElement as HTMLElement;
            if (element.closest('#site-menu')) return 'in the menu';
            if (element.matches('.nav-toggle')) return 'on the toggle';
            const box = element.getBoundingClientRect();
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return element.contains(top) ? 'elsewhere, in sight' : `elsewhere, under ${top?.closest('[id]')?.id}`;
          });
        const links = await visitor.run(() => document.querySelectorAll('#site-menu a').length);

        await openFromKeyboard();
        for (let link = 0; link < links; link++) await visitor.press('Tab');
        expect(await focus()).toBe('in the menu');
        await visitor.press('Tab');
        await expect.poll(() => menuOpen(visitor), 'Tab past the last link closes the menu').toBe(false);
        expect(await focus()).toBe('elsewhere, in sight');

        await openFromKeyboard();
        await visitor.press('Tab', 'Shift+Tab');
        await expect.poll(() => menuOpen(visitor), 'Shift+Tab before the first link closes the menu').toBe(false);
        expect(await focus()).toBe('on the toggle');

        await visitor.click('.nav-toggle');
        await expect.poll(() => menuOpen(visitor), 'a tap on the toggle opens it').toBe(true);
        await visitor.click('#footer-about');
        await expect.poll(() => menuOpen(visitor), 'a tap elsewhere closes it').toBe(false);
      });
    }

    // One visit to Home for both of its islands: in WebKit each wake is waited out in real time.
    test(`${state}: the slider's toggle pauses and plays the slideshow; read more shows the whole testimonial, read less the short one`, async ({
      visitor,
      siteProxy,
    }) => {
      await visitor.open(`${await origin(state, siteProxy)}/`);
      if (state === 'hydrated') await islandAwake(visitor, 'BannerSlider', '.slider-toggle');
      const pressed = () => visitor.run(() => document.querySelector('.slider-toggle')!.getAttribute('aria-pressed'));
      expect(await pressed()).toBe('false');
      await visitor.click('.slider-toggle');
      await expect.poll(pressed).toBe('true');
      await visitor.click('.slider-toggle');
      await expect.poll(pressed).toBe('false');

      await visitor.run(() =>
        document.querySelector('.read-more')!.scrollIntoView({ block: 'center', behavior: 'instant' }),
      );
      if (state === 'hydrated') await islandAwake(visitor, 'ReadMore', '.read-more summary');
      const shown = () =>
        visitor.run(() => {
          const visible = (el: Element) => el.getClientRects().length > 0;
          const block = document.querySelector('.read-more')!;
          return {
            full: visible(block.querySelector('.read-more__full')!),
            short: visible(block.querySelector('.read-more__short')!),
            toggle: (block.querySelector('summary') as HTMLElement).innerText.trim(),
          };
        });
      // Polled: the testimonials are laid out only once near the screen (content-visibility).
      await expect.poll(shown).toEqual({ full: false, short: true, toggle: 'Read more' });
      await visitor.click('.read-more summary');
      await expect.poll(shown).toEqual({ full: true, short: false, toggle: 'Read less' });
      await visitor.click('.read-more summary');
      await expect.poll(shown).toEqual({ full: false, short: true, toggle: 'Read more' });
    });
  }

  test('Arabic: the slider runs right to left, its next slide waiting on the left', async ({ visitor }) => {
    await visitor.open('/ar');
    await islandAwake(visitor, 'BannerSlider', '.slider-toggle');
    const offsets = await visitor.run(() => {
      const frame = document.querySelector('.banner-slider > div:first-child')!.getBoundingClientRect();
      return [...document.querySelectorAll('.banner-slide')].map((slide) =>
        Math.round(slide.getBoundingClientRect().left - frame.left),
      );
    });
    expect(Math.abs(offsets[0]!), 'the first slide fills the frame').toBeLessThan(2);
    expect(offsets[1], 'the second slide waits to the left').toBeLessThan(0);
  });
});

// In Chromium, at both sizes: what needs its accessibility tree, the page clock, or requests held or counted.
test.describe('', CHROMIUM_ONLY, () => {
  test.use(ROUTED_REQUESTS);

  test.describe('phone menu', () => {
    test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'the menu toggle exists only below 992 px'));

    // Opening, Escape and a link run in every engine (above); the accessibility tree and a
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

  test.describe('slider pause', () => {
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

  test.describe('slider after a resize', () => {
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

  test('reading an article to its end without a tap requests no JavaScript file', async ({ page }) => {
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
});
