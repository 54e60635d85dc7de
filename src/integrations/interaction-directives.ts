/**
 * Two client directives that keep React off the critical path of a slow phone.
 *
 * - `client:media-interaction="(query)"` (the phone menu): while the query matches, hydrate on
 *   the visitor's first touch, click, key press or scroll. A tap that lands on the island before
 *   it is ready is held and replayed once it is, so the first tap on the menu button still opens
 *   the menu. A desktop never downloads it.
 * - `client:after-load` (the banner slider): hydrate on the first interaction, or once the
 *   browser is idle a few seconds after the load event, whichever is first; its first automatic
 *   advance is seconds away anyway.
 */
import type { ClientDirective } from 'astro';

const INTERACTIONS = ['touchstart', 'pointerdown', 'keydown', 'scroll', 'wheel'] as const;

function onFirstInteraction(start: () => void): () => void {
  const handler = () => {
    stop();
    start();
  };
  const stop = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, handler));
  INTERACTIONS.forEach((type) => window.addEventListener(type, handler, { passive: true, once: true }));
  return stop;
}

function hydrator(load: Parameters<ClientDirective>[0]) {
  let hydrating: Promise<void> | undefined;
  return () =>
    (hydrating ??= (async () => {
      const hydrate = await load();
      await hydrate();
    })());
}

export const mediaInteraction: ClientDirective = (load, options, el) => {
  const hydrate = hydrator(load);
  let ready = false;
  const replayClicks = (event: MouseEvent) => {
    if (ready) return;
    event.preventDefault();
    event.stopPropagation();
    // The tap may land on an icon inside the button: replay it on the element itself.
    const target = event.target as Element;
    void hydrate().then(() =>
      requestAnimationFrame(() => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))),
    );
  };
  const start = () => {
    el.addEventListener('click', replayClicks, { capture: true });
    void hydrate().then(() => {
      ready = true;
      el.removeEventListener('click', replayClicks, { capture: true });
    });
  };
  const query = window.matchMedia(String(options.value));
  const arm = () => onFirstInteraction(start);
  if (query.matches) {
    el.addEventListener('click', replayClicks, { capture: true });
    arm();
  } else {
    query.addEventListener(
      'change',
      () => query.matches && (el.addEventListener('click', replayClicks, { capture: true }), arm()),
      {
        once: true,
      },
    );
  }
};

const AFTER_LOAD_DELAY_MS = 2500;

export const afterLoad: ClientDirective = (load) => {
  const hydrate = hydrator(load);
  const stop = onFirstInteraction(() => void hydrate());
  const later = () =>
    setTimeout(() => {
      const run = () => {
        stop();
        void hydrate();
      };
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, AFTER_LOAD_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
};
