/**
 * In production, 3 s after the load event (never competing with the page's own requests on a
 * slow connection), the frame script fetches /deferred-tasks.js (deferred-tasks.ts): the service worker's
 * registration and the vitals beacon's sampling. That file is written at build time by
 * src/integrations/browser-bundles.ts and precached by the worker, so that the few KB it weighs stay
 * out of every page's first round trip.
 */
export const DEFERRED_TASKS_URL = '/deferred-tasks.js';
const AFTER_LOAD_MS = 3000;

export function loadDeferredTasks(): void {
  addEventListener('load', () =>
    setTimeout(
      () => document.head.append(Object.assign(document.createElement('script'), { src: DEFERRED_TASKS_URL })),
      AFTER_LOAD_MS,
    ),
  );
}
