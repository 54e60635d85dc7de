/**
 * Waiting for an island to wake, for the browser tests and for the tools that look at a page as a
 * visitor sees it (`npm run shots`, the pixel pages).
 */
import { expect, type Page } from '@playwright/test';

/** What the wait asks of a window: a test's visitor of any engine (tests/e2e/support/drivers/visitor.ts) has it. */
export interface IslandWindow {
  run<R, A>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  skipAhead(ms: number): Promise<void>;
}

/**
 * Waits until the island of `component` (its file's name: BannerSlider, LeadForm, ReadMore,
 * NavMenu) has woken, in a Chromium `page` or for a visitor of any engine: Astro drops `ssr` from
 * the island once hydrated.
 *
 * An island on `client:after-load` wakes a few seconds after the load event in a visitor's browser
 * (its code is fetched a second after load, then the directive waits for an idle moment:
 * src/browser/directives/after-load.ts). Where the test holds the page's clock (a page whose clock
 * the test installed before opening it; a visitor in Chromium or Firefox, Visitor.skipAhead), the
 * wait jumps over those seconds instead of waiting them out: a second of the page's time a step,
 * with a short look after each (50 ms: with 250 ms a wake took 0.75 s, with 50 ms 0.36 s, in one or
 * two more steps). WebKit's pages keep their own clock, and there the wait is real.
 *
 * `touched`: the element (a CSS selector) a visitor's first tap lands on. It is touched first, and
 * the frame script fetches the island's code at once instead of after load.
 */
export async function islandAwake(window: Page | IslandWindow, component: string, touched?: string): Promise<void> {
  const inPage = 'goto' in window ? pageWithClock(window) : window;
  if (touched) {
    await inPage.run((selector) => {
      document.querySelector(selector)!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    }, touched);
  }
  await expect
    .poll(
      async () => {
        await inPage.skipAhead(1_000);
        return inPage.run(
          (name) => document.querySelector(`astro-island[component-url*="/${name}."]`)?.hasAttribute('ssr'),
          component,
        );
      },
      { message: `${component} wakes`, intervals: [50], timeout: 15_000 },
    )
    .toBe(false);
}

/** What the wait asks of a window, from a Chromium page whose clock the test installed. */
function pageWithClock(page: Page): IslandWindow {
  return {
    run: <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) => page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg),
    skipAhead: (ms: number) => page.clock.fastForward(ms),
  };
}
