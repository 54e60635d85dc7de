/**
 * `client:after-load` (the slider, read-more and the contact form, on pages that need React
 * anyway): wakes an island once the browser is idle a few seconds after the load event, a moment
 * that costs the visitor nothing (see interaction.ts for why a tap never waits for it).
 * Registered by src/integrations/client-directives.ts.
 */
import type { ClientDirective } from 'astro';

const AFTER_LOAD_DELAY_MS = 2500;

const afterLoad: ClientDirective = (load) => {
  const hydrate = () => void load().then((run) => run());
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate, { timeout: 2000 });
      else hydrate();
    }, AFTER_LOAD_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
};

export default afterLoad;
