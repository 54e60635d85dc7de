/**
 * In production, 3 s after the load event (never competing with the page's own requests on a
 * slow connection), the frame script fetches /after-load.js (after-load.ts): the service worker's
 * registration and the speed beacon's sampling. That file is written at build time by
 * src/integrations/frame-script.ts and precached by the worker, so that the few KB it weighs stay
 * out of every page's first round trip.
 */
export const AFTER_LOAD_URL = '/after-load.js';
const AFTER_LOAD_MS = 3000;

export function loadAfterLoadScript(): void {
  addEventListener('load', () =>
    setTimeout(
      () => document.head.append(Object.assign(document.createElement('script'), { src: AFTER_LOAD_URL })),
      AFTER_LOAD_MS,
    ),
  );
}
