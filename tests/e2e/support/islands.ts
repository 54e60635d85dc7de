import { expect, type Page } from '@playwright/test';
import type { Visitor } from './drivers/visitor.ts';

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
export async function islandAwake(window: Page | Visitor, component: string, touched?: string): Promise<void> {
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
function pageWithClock(page: Page): Pick<Visitor, 'run' | 'skipAhead'> {
  return {
    run: <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) => page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg),
    skipAhead: (ms: number) => page.clock.fastForward(ms),
  };
}

/**
 * After the contact form's answer: focus is on the status line that says what happened (not lost
 * to the page), and the next Tab reaches the element `next` describes: its href or its text.
 */
export async function expectFocusOnAnswerThen(visitor: Visitor, next: { href: string } | { text: string }) {
  expect(
    await visitor.run(() => document.activeElement?.getAttribute('data-testid')),
    'focus is on the answer, not lost to the page',
  ).toBe('contact-status');
  await visitor.press('Tab');
  const reached = await visitor.run(() => ({
    href: document.activeElement?.getAttribute('href'),
    text: document.activeElement?.textContent?.trim(),
  }));
  expect('href' in next ? reached.href : reached.text, 'the next Tab goes on from the answer').toBe(
    'href' in next ? next.href : next.text,
  );
}
