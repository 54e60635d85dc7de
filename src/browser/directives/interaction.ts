/**
 * `client:interaction` (the phone menu): wakes an island on the first pointer, key or focus
 * interaction with the island itself, never on a scroll of the page. With a media query as its
 * value (`client:interaction="(max-width: 991.98px)"`) it waits only while the query matches, so
 * a desktop never downloads it. A visitor who only reads downloads no JavaScript.
 *
 * Every island's server-rendered markup already does its basic job with the platform (a popover
 * menu, a <details> read-more, a native form post, a toggle button that the frame script flips),
 * so a tap never waits for React; React only adds the finishing touches. Registered by
 * src/integrations/client-directives.ts.
 */
import type { ClientDirective } from 'astro';
import { INTERACTED_ATTRIBUTE, ISLAND_INTERACTIONS } from '../island-interaction.ts';

const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    ISLAND_INTERACTIONS.forEach((type) => el.removeEventListener(type, start));
    void load().then((hydrate) => hydrate());
  };
  // The frame script (src/browser/frame.ts) marks an island touched before this code arrived: that touch counts.
  const arm = () =>
    el.hasAttribute(INTERACTED_ATTRIBUTE)
      ? start()
      : ISLAND_INTERACTIONS.forEach((type) => el.addEventListener(type, start, { passive: true }));
  if (typeof options.value !== 'string') return arm();
  const query = window.matchMedia(options.value);
  if (query.matches) arm();
  else query.addEventListener('change', () => query.matches && arm(), { once: true });
};

export default interaction;
