/**
 * The shared frame every page wears (spec section 2 "Shared frame", sections 4 and 9): top bar,
 * navigation bar and its small-screen toggle, scrolled style, loading overlay, fade-in of marked
 * elements, the 60 px section offset and the footer. Each behaviour is checked on Home and on an
 * inner page. What every engine must do with the frame (the overlay lifting, the menu toggle and
 * Escape, the skip link, visible focus) is in the every-engine specs beside this one (islands.spec.ts,
 * keyboard.spec.ts, pages.spec.ts), in all three engines.
 */
import { pathInEdition } from '../../src/shared/editions.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { menuExpanded } from './support/expanded';
import { PAGE_KIND_PATHS } from '../../harness/page-kind-paths.ts';
import { parse } from 'yaml';
import { editions } from './support/editions.ts';

/** Home plus inner pages built from different templates. */
const framePages = ['/', '/blogs'] as const;

const menuEntries = [
  { name: 'Home', href: '/#home' },
  { name: 'About', href: '/about' },
  { name: 'Services', href: '/service' },
  { name: 'Blogs', href: '/blogs' },
  { name: 'Contact', href: '/contact' },
] as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuToggle = (page: Page) => mainNav(page).getByRole('button', { name: 'Menu' });
const topBar = (page: Page) => page.locator('.top-bar');
const overlay = (page: Page) => page.locator('.loading-overlay');

/** Opens the phone menu, retrying until the client:media island has hydrated and answers. */
async function openMenu(page: Page) {
  const toggle = menuToggle(page);
  await expect(toggle).toBeVisible();
  await expect(async () => {
    if (!(await menuExpanded(page))) await toggle.click();
    await expect.poll(() => menuExpanded(page), { timeout: 1_000 }).toBe(true);
  }).toPass({ timeout: 15_000 });
}

const computed = (locator: Locator, property: string) =>
  locator.evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
/** The navigation bar's shadow (a layer of its own, faded in once the page is scrolled). */
const barShadowOpacity = (page: Page) => mainNav(page).evaluate((el) => getComputedStyle(el, '::after').opacity);

/** The element's top edge relative to the viewport, once scrolling has stopped (else null). */
const settledTop = (locator: Locator) =>
  locator.evaluate(async (el) => {
    const before = window.scrollY;
    // A smooth scroll moves the page at every frame: three frames without a move, and it has ended.
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
    if (window.scrollY !== before) return null;
    return el.getBoundingClientRect().top;
  });

/** 'in range' when the element rests 50-70 px below the top of the viewport (spec: 60 px offset). */
async function landing(locator: Locator) {
  const top = await settledTop(locator);
  return top !== null && top >= 50 && top <= 70 ? 'in range' : `top=${top}`;
}

for (const path of framePages) {
  test.describe(`frame on ${path}`, CHROMIUM_ONLY, () => {
    // One visit for what the frame shows and does, in the order a visitor meets it: the top of the
    // page, a scroll, the footer, then the logo back home.
    test('top bar, its scrolled style, the desktop menu, the footer, smooth scrolling and the navbar, in one visit', async ({
      page,
      isMobile,
    }) => {
      await page.goto(path);
      // The top bar: three named social links, an e-mail link and a phone link.
      const bar = topBar(page);
      await expect(bar).toBeVisible();

      // Below 420 px the profiles are the footer's alone: the top bar keeps its room for the links.
      const profiles = (isMobile ? page.getByRole('contentinfo') : bar).getByRole('list', { name: 'Follow us' });
      if (isMobile) await expect(bar.getByRole('list', { name: 'Follow us' })).toBeHidden();
      const social = profiles.getByRole('link');
      await expect(social).toHaveCount(3);
      for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
        const link = profiles.getByRole('link', { name: network, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', /^https:\/\/\S+/);
      }

      const mail = bar.locator('a[href^="mailto:"]');
      await expect(mail).toHaveCount(1);
      await expect(mail).toBeVisible();
      await expect(mail).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/i);
      await expect(mail).toHaveAccessibleName(/\S/);

      // Both the phone and the mobile number are tel links; the phone number is spelt out.
      const phones = bar.locator('a[href^="tel:"]');
      await expect(phones).toHaveCount(2);
      await expect(phones.nth(1)).toBeVisible();
      expect(await phones.nth(1).getAttribute('href')).not.toBe(await phones.first().getAttribute('href'));
      const phone = phones.first();
      await expect(phone).toBeVisible();
      const shown = (await phone.innerText()).trim();
      expect(shown).toMatch(/\d/);
      // The dialled number is the one the visitor reads.
      await expect(phone).toHaveAttribute('href', `tel:${shown.replace(/[^\d+]/g, '')}`);

      // "Book a visit": on a phone "Book" alone shows; its name is whole, and it fits the window.
      const visit = bar.getByRole('link', { name: 'Book a visit', exact: true });
      await expect(visit).toHaveAttribute('href', '/book');
      await expect(visit).not.toHaveAttribute('aria-current');
      await expect(visit).toBeInViewport({ ratio: 1 });

      // Scrolled style past 39 px: the top bar fades out, the bar casts a shadow; back at the top both return.
      const html = page.locator('html');
      await expect(html).not.toHaveAttribute('data-scrolled');
      await expect.poll(() => computed(bar, 'opacity')).toBe('1');
      await expect.poll(() => barShadowOpacity(page)).toBe('0');

      await page.evaluate(() => window.scrollTo(0, 40));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
      await expect(html).toHaveAttribute('data-scrolled', '');
      await expect.poll(() => computed(bar, 'opacity')).toBe('0');
      await expect(bar.locator('a[href^="mailto:"]')).toBeHidden();
      await expect.poll(() => barShadowOpacity(page)).toBe('1');

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(html).not.toHaveAttribute('data-scrolled');
      await expect.poll(() => computed(bar, 'opacity')).toBe('1');
      await expect.poll(() => barShadowOpacity(page)).toBe('0');

      await page.evaluate(() => window.scrollTo(0, 30));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(30);
      await expect(html).not.toHaveAttribute('data-scrolled');
      await expect.poll(() => computed(bar, 'opacity')).toBe('1');
      await expect(bar.locator('a[href^="mailto:"]')).toBeVisible();

      if (!isMobile) {
        // No menu toggle, menu links always visible.
        await expect(menuToggle(page)).toBeHidden();
        for (const entry of menuEntries) {
          await expect(mainNav(page).getByRole('link', { name: entry.name, exact: true })).toBeVisible();
        }
      }

      // The footer: address, phone, mobile, e-mail, social links, © current year, developer credit.
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();

      const address = footer.locator('address');
      await expect(address).toBeVisible();
      await expect(address).toContainText('Dubai');

      const footerPhones = footer.locator('a[href^="tel:"]');
      await expect(footerPhones).toHaveCount(2);
      const numbers = new Set<string>();
      for (const number of await footerPhones.all()) {
        await expect(number).toBeVisible();
        // Retried: the footer renders only once it is near the screen (content-visibility), a frame later.
        await expect(number).toHaveText(/^\+?[\d\s]+$/);
        // Its text, not innerText: innerText reads the layout, empty until that frame has come.
        const spelt = (await number.textContent())!.trim();
        await expect(number).toHaveAttribute('href', `tel:${spelt.replace(/[^\d+]/g, '')}`);
        numbers.add(spelt);
      }
      expect(numbers.size, 'phone and mobile are two different numbers').toBe(2);
      await expect(footer.getByText('Phone:', { exact: false }).first()).toBeAttached();
      await expect(footer.getByText('Mobile:', { exact: false }).first()).toBeAttached();

      const footerMail = footer.locator('a[href^="mailto:"]');
      await expect(footerMail).toHaveCount(1);
      await expect(footerMail).toBeVisible();
      await expect(footerMail).toHaveText(/@/);
      const address2 = (await footerMail.textContent())!.trim();
      await expect(footerMail).toHaveAttribute('href', `mailto:${address2}`);

      const footerSocial = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
      await expect(footerSocial).toHaveCount(3);
      for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
        await expect(footer.getByRole('link', { name: network, exact: true })).toHaveAttribute('href', /^https:\/\//);
      }

      const year = String(new Date().getFullYear());
      await expect(footer.getByText(new RegExp(`©\\s*${year}\\b`))).toBeVisible();

      // Words and punctuation as written: one full stop after "L.L.C.", a space before the credit's link.
      const bottom = (await footer.locator('p').allInnerTexts()).join('\n');
      expect(bottom).toMatch(/L\.L\.C\. All rights reserved\./);
      expect(bottom).not.toMatch(/\.\./);
      expect(bottom).toMatch(/Website by \S/);

      const credit = footer.getByText(/Website by/);
      await expect(credit).toBeVisible();
      // Another site's address, or a page of this one (tested in each edition below).
      await expect(credit.getByRole('link')).toHaveAttribute('href', /^(https?:\/\/|\/)\S*$/);
      await expect(credit.getByRole('link')).toHaveAccessibleName(/\S/);

      // In-page scrolling is smooth, and instant under reduced motion.
      expect(await computed(page.locator('html'), 'scroll-behavior')).toBe('smooth');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await computed(page.locator('html'), 'scroll-behavior')).toBe('auto');

      // Back at the top (at once: reduced motion), the navbar: the logo links home; the menu lists
      // Home, About, Services, Blogs, Contact.
      await page.evaluate(() => window.scrollTo(0, 0));
      const nav = mainNav(page);
      const logo = nav.locator('a[href="/"]');
      await expect(logo).toHaveCount(1);
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAccessibleName(/Home/);

      if (isMobile) await openMenu(page);
      const menu = page.locator('#site-menu');
      const links = menu.getByRole('link');
      await expect(links).toHaveText(menuEntries.map((entry) => entry.name));
      for (const entry of menuEntries) {
        const link = menu.getByRole('link', { name: entry.name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', entry.href);
      }

      await logo.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('Facility management you can rely on')).toBeVisible();

      // On the narrowest phone the top bar still holds "Book a visit" whole.
      if (isMobile) {
        await page.setViewportSize({ width: 320, height: 640 });
        await expect(topBar(page).getByRole('link', { name: 'Book a visit', exact: true })).toBeInViewport({
          ratio: 1,
        });
      }
    });

    test.describe(() => {
      test.skip(({ isMobile }) => !isMobile, 'the toggle exists only below 992 px');

      test('phone: following a menu link closes the menu', async ({ page }) => {
        await page.goto(path);
        await openMenu(page);
        const menu = page.locator('#site-menu');
        const target = path === '/' ? 'Home' : 'Contact';
        await menu.getByRole('link', { name: target, exact: true }).click();
        await expect(page).toHaveURL(path === '/' ? /\/#home$/ : /\/contact$/);
        await expect(menu).toBeHidden();
        await expect.poll(() => menuExpanded(page)).toBe(false);
        if (path !== '/') {
          // On the page reached, the menu starts closed and still works.
          await openMenu(page);
          await menu.getByRole('link', { name: 'Home', exact: true }).click();
          await expect(page).toHaveURL(/\/#home$/);
          await expect(menu).toBeHidden();
        }
      });
    });
  });
}

test.describe('the footer in each edition', CHROMIUM_ONLY, () => {
  const settings = parse(readFileSync('src/content/settings/site.yaml', 'utf8')) as {
    siteUrl: string;
    developerCredit: { url: string };
  };
  const credit = new URL(settings.developerCredit.url);
  for (const edition of editions) {
    test(`${edition.title}: the developer credit, while it names this site's About page, leads to the page of the edition`, async ({
      page,
    }) => {
      await page.goto(`${edition.pathPrefix}/blogs`);
      const sameSite = credit.origin === new URL(settings.siteUrl).origin;
      await expect(page.getByRole('contentinfo').getByText(edition.ui.developedBy).getByRole('link')).toHaveAttribute(
        'href',
        sameSite ? pathInEdition(credit.pathname, edition.code) : credit.href,
      );
    });
  }
  for (const edition of editions) {
    /** The edition's services as their files say: name and address, in their order. */
    const services = readdirSync(edition.contentFolder('services'))
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => {
        const data = parse(readFileSync(join(edition.contentFolder('services'), file), 'utf8')) as {
          name: string;
          order: number;
        };
        return { ...data, href: `${edition.pathPrefix}/service/${file.replace(/\.yaml$/, '')}` };
      })
      .sort((a, b) => a.order - b.order);

    test(`${edition.title}: a column lists every service page of the edition, in the services' order`, async ({
      page,
    }) => {
      await page.goto(`${edition.pathPrefix}/blogs`);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const links = footer.getByRole('navigation', { name: edition.ui.ourServices }).getByRole('link');
      expect(services.length).toBeGreaterThanOrEqual(9);
      await expect(links).toHaveText(services.map((service) => service.name));
      expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
        services.map((service) => service.href),
      );
    });
  }
});

test.describe('fade-in of marked elements', CHROMIUM_ONLY, () => {
  const cases = [
    // Home: the testimonials, far below the banner.
    {
      path: '/',
      target: (page: Page) => page.getByRole('region', { name: 'What our clients say' }).getByRole('listitem').nth(1),
    },
    // About: the closing call-to-action band.
    { path: '/about', target: (page: Page) => page.locator('[data-animate]').last() },
  ];

  for (const { path, target } of cases) {
    test(`${path}: a marked element below the fold is hidden until it scrolls into view`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/is-ready/);
      const el = target(page);
      await expect(el).toHaveAttribute('data-animate', '');
      const box = await el.boundingBox();
      const viewport = page.viewportSize()!;
      expect(box!.y, 'the element starts below the fold').toBeGreaterThan(viewport.height);
      await expect(el).toHaveCSS('opacity', '0');
      await el.scrollIntoViewIfNeeded();
      await expect(el).toHaveCSS('opacity', '1');
      await expect(el).toBeInViewport();
    });
  }

  test.describe(() => {
    sameAtEverySize('the delay given to an element');
    test('a per-element delay becomes the --animate-delay of that element once visible', async ({ page }) => {
      await page.goto('/');
      const items = page.getByRole('region', { name: 'What our clients say' }).getByRole('listitem');
      const delayed = items.nth(1);
      const delay = await delayed.getAttribute('data-animate-delay');
      expect(Number(delay)).toBeGreaterThan(0);
      const variable = (locator: Locator) =>
        locator.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--animate-delay'));
      expect(await variable(delayed)).toBe('');
      await delayed.scrollIntoViewIfNeeded();
      await expect.poll(() => variable(delayed)).toBe(`${delay}ms`);
      expect(await computed(delayed, 'transition-delay')).toContain(`${Number(delay) / 1000}s`);
      await expect(delayed).toHaveCSS('opacity', '1');
    });
  });

  const fallbacks = [
    { name: 'with reduced motion', use: { reducedMotion: 'reduce' as const } },
    { name: 'without JavaScript', use: { javaScriptEnabled: false } },
  ];
  for (const fallback of fallbacks) {
    test.describe(fallback.name, () => {
      test.use(fallback.use);
      sameAtEverySize('what the fallback shows');
      for (const { path, target } of cases) {
        test(`${path}: marked elements are visible without scrolling`, async ({ page }) => {
          await page.goto(path);
          const el = target(page);
          const box = await el.boundingBox();
          expect(box!.y).toBeGreaterThan(page.viewportSize()!.height);
          await expect(el).toHaveCSS('opacity', '1');
        });
      }
    });
  }
});

test.describe('loading overlay under reduced motion', CHROMIUM_ONLY, () => {
  test.use({ reducedMotion: 'reduce' });
  sameAtEverySize('whether the overlay is displayed');
  for (const path of ['/', '/about']) {
    test(`${path}: the overlay is never displayed`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'commit' });
      await expect(overlay(page)).toHaveCSS('display', 'none');
      await page.waitForLoadState('load');
      await expect(overlay(page)).toHaveCSS('display', 'none');
    });
  }
});

test.describe('loading overlay without JavaScript', CHROMIUM_ONLY, () => {
  test.use({ javaScriptEnabled: false });
  sameAtEverySize('whether the overlay is displayed');
  for (const path of ['/', '/about']) {
    test(`${path}: the overlay is not displayed and the content is`, async ({ page }) => {
      await page.goto(path);
      await expect(overlay(page)).toHaveCSS('display', 'none');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(topBar(page)).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole('link', { name: 'Facebook', exact: true })).toBeVisible();
      // Every marked element shows, and nothing covers the middle of the screen.
      for (const el of await page.locator('[data-animate]').all()) await expect(el).toHaveCSS('opacity', '1');
      const onTop = await page.evaluate(
        () => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('.loading-overlay') != null,
      );
      expect(onTop).toBe(false);
    });
  }
});

test.describe('parts far below the first screen', CHROMIUM_ONLY, () => {
  /** False while the browser skips rendering the element (it sits in a render-when-near box). */
  const rendered = (locator: Locator) => locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
  const cases = [
    { path: '/', part: 'the footer', target: (page: Page) => page.locator('#footer-about') },
    { path: '/blogs', part: 'the last article card', target: (page: Page) => page.getByTestId('article-card').last() },
    {
      path: '/ar/Best-Plumbing-Service-in-Dubai',
      part: 'the latest posts',
      target: (page: Page) => page.locator('#latest-posts-heading'),
    },
  ];
  test('each part is as tall before it renders as after, give or take 12rem, so a fling past it moves nothing much', async ({
    page,
  }) => {
    const off: string[] = [];
    for (const path of Object.values(PAGE_KIND_PATHS).flatMap((kind) => [kind, pathInEdition(kind, 'ar')])) {
      await page.goto(path);
      // Which parts are near is decided as a frame is drawn; the load event can come before the first.
      await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
      const parts = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.render-when-near')]
          // A part already near the first screen has rendered (what is inside a skipped part is
          // not visible to checkVisibility; the part itself is): its estimate no longer counts.
          .filter((part) => part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false)
          .map((part) => {
            const estimate = part.getBoundingClientRect().height;
            part.style.contentVisibility = 'visible';
            const real = part.getBoundingClientRect().height;
            const name =
              part.querySelector('h2')?.textContent?.trim() ?? part.className.split(' ').slice(1, 3).join(' ');
            return { name: `<${part.tagName.toLowerCase()}> ${name.slice(0, 40)}`, estimate, real };
          }),
      );
      for (const { name, estimate, real } of parts) {
        if (Math.abs(estimate - real) > 12 * 16) {
          off.push(
            `${path} ${name}: ${Math.round(real)} px tall, estimated ${Math.round(estimate)} px: give it an estimate-N class (in rem) near its real height, rounded up`,
          );
        }
      }
    }
    expect(off, off.join('\n')).toEqual([]);
  });

  for (const { path, part, target } of cases) {
    test(`${path}: ${part} is rendered only once the visitor scrolls near it, then in full`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile && part === 'the latest posts', 'beside the article on a desktop, so on screen at once');
      await page.goto(path);
      const el = target(page);
      expect(await rendered(el), 'skipped while far below the first screen').toBe(false);
      await el.scrollIntoViewIfNeeded();
      await expect.poll(() => rendered(el)).toBe(true);
      await expect(el).toBeInViewport();
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: innerWidth }));
      expect(widths.page, 'nothing wider than the screen').toBeLessThanOrEqual(widths.screen);
    });
  }
});

test.describe('section offset', CHROMIUM_ONLY, () => {
  test('Home: "Who we are" lands #about 60 px below the top of the viewport', async ({ page }) => {
    await page.goto('/');
    const about = page.locator('#about');
    // Let the page settle first (the section's own fade-in moves it for 600 ms after load).
    await expect(about).toHaveCSS('transform', 'none');
    await page.getByRole('link', { name: 'Who we are', exact: true }).click();
    await expect(page).toHaveURL(/#about$/);
    await expect.poll(() => landing(about)).toBe('in range');
  });

  test('loading /#about directly lands the section 60 px below the top', async ({ page }) => {
    await page.goto('/#about');
    const about = page.locator('#about');
    await expect
      .poll(() => landing(about), {
        message: '#about should rest about 60 px below the top, clear of the navigation bar',
      })
      .toBe('in range');
  });
});

test.describe('a page that arrives in pieces', CHROMIUM_ONLY, () => {
  /**
   * A slow network hands the browser a page in pieces, and a slow phone's parser yields mid-way:
   * here the page stops for a moment inside the navigation bar, before the menu button. Painted
   * then, the bar's search, call and language links would sit at its end and slide aside when the
   * menu button arrived (a layout shift). `<link rel=expect>` holds the first frame until the
   * header is whole; only Chromium honours it, so the test runs there (the phone project).
   */
  let origin = '';
  let proxy: Server;
  test.beforeAll(async ({ baseURL }) => {
    proxy = createServer(async (request, response) => {
      const upstream = await fetch(new URL(request.url!, baseURL), { headers: { 'accept-encoding': 'identity' } });
      const type = upstream.headers.get('content-type') ?? 'text/plain';
      const body = await upstream.text();
      response.writeHead(upstream.status, { 'content-type': type });
      const cut = body.indexOf('<astro-island');
      if (!type.includes('text/html') || cut < 0) return response.end(body);
      response.write(body.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 500));
      response.end(body.slice(cut));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));
  test.use({ serviceWorkers: 'block' });

  for (const path of ['/contact', '/ar/contact']) {
    test(`${path}: the first frame shows the whole header, and nothing in it moves`, async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the menu button that arrives last shows at phone width');
      await page.addInitScript(() => {
        const seen = { shifts: [] as number[], firstFrameHasMenuButton: undefined as boolean | undefined };
        Object.assign(window, { seen });
        new PerformanceObserver((list) =>
          list.getEntries().forEach((entry) => seen.shifts.push((entry as PerformanceEntry & { value: number }).value)),
        ).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => (seen.firstFrameHasMenuButton = !!document.querySelector('.site-nav button')));
      });
      await page.goto(origin + path);
      await expect(page.locator('.site-nav').getByRole('button')).toBeVisible();
      const seen = await page.evaluate(() => (window as unknown as { seen: object }).seen);
      expect(seen).toEqual({ shifts: [], firstFrameHasMenuButton: true });
    });
  }
});
