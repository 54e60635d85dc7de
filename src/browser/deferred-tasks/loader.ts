/**
 * After the load event and the page's first paint, the frame script fetches /deferred-tasks.js
^ * (./tasks.ts): the vitals beacon's sampling, at once, so that a visit left a second after
 * load is measured too, and the service worker's registration, which that file holds back 3 s.
 * Never before load: it would compete with the page's own requests on a slow connection. Never
 * before the first paint, which on a large page comes after load: Lighthouse would count its
 * download in the page's largest paint. The file is written at build time by
 * src/integrations/browser-bundles.ts and precached by the worker, so that the few KB it weighs stay
 * out of every page's first round trip.
 */
export const DEFERRED_TASKS_URL = '/deferred-tasks.js';

export function loadDeferredTasks(): void {
  addEventListener('load', () => {
    const script = Object.assign(document.createElement('script'), { src: DEFERRED_TASKS_URL });
    // Called once the first frame is on screen (`buffered`: at once if it is already), for the first
    // paint and the first contentful one: appended twice, a script still runs once.
    new PerformanceObserver(() => document.head.append(script)).observe({ type: 'paint', buffered: true });
  });
}
