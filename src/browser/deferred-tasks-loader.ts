/**
 * At the load event (never competing with the page's own requests on a slow connection), the frame
 * script fetches /deferred-tasks.js (deferred-tasks.ts): the vitals beacon's sampling, at once, so
 * that a visit left a second after load is measured too, and the service worker's registration,
 * which that file holds back until 3 s after load. The file is written at build time by
 * src/integrations/browser-bundles.ts and precached by the worker, so that the few KB it weighs stay
 * out of every page's first round trip.
 */
export const DEFERRED_TASKS_URL = '/deferred-tasks.js';

export function loadDeferredTasks(): void {
  addEventListener('load', () =>
    document.head.append(Object.assign(document.createElement('script'), { src: DEFERRED_TASKS_URL })),
  );
}
