/**
 * When React islands wake up. Every island's server-rendered markup already does its basic job
 * with the platform (a popover menu, a <details> read-more, a native form post, a toggle button
 * that the frame script flips), so a tap never waits for React. React only adds the finishing
 * touches, and it loads at a moment that costs the visitor nothing:
 *
 * - `client:interaction` (the phone menu): on the first pointer, key or focus
 *   interaction with the island itself, never on a scroll of the page. With a media query as
 *   its value (`client:interaction="(max-width: 991.98px)"`) it waits only while the query
 *   matches, so a desktop never downloads it. A visitor who only reads downloads no JavaScript.
 * - `client:after-load` (the slider, read-more and the contact form, on pages that need React
 *   anyway):
 *   once the browser is idle a few seconds after the load event.
 */
import type { ClientDirective } from 'astro';
import { INTERACTED_ATTRIBUTE, ISLAND_INTERACTIONS } from '../scripts/island-interaction.ts';

export const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    ISLAND_INTERACTIONS.forEach((type) => el.removeEventListener(type, start));
    void load().then((hydrate) => hydrate());
  };
  // The frame script (src/scripts/frame.ts) marks an island touched before this code arrived: that touch counts.
  const arm = () =>
    el.hasAttribute(INTERACTED_ATTRIBUTE)
      ? start()
      : ISLAND_INTERACTIONS.forEach((type) => el.addEventListener(type, start, { passive: true }));
  if (typeof options.value !== 'string') return arm();
  const query = window.matchMedia(options.value);
  if (query.matches) arm();
  else query.addEventListener('change', () => query.matches && arm(), { once: true });
};

const AFTER_LOAD_DELAY_MS = 2500;

export const afterLoad: ClientDirective = (load) => {
  const hydrate = () => void load().then((run) => run());
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate, { timeout: 2000 });
      else hydrate();
    }, AFTER_LOAD_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
};
