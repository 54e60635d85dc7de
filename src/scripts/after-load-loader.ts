/**
 * In production, 3 s after the load event (never competing with the page's own requests on a
 * slow connection), the frame script fetches /sw-register.js (sw-register.ts). That file is
 * written at build time by src/integrations/frame-script.ts and precached by the worker, so
 * that the ~1 KB it weighs stays out of every page's first round trip.
 */
export const SERVICE_WORKER_REGISTRATION_URL = '/sw-register.js';
const AFTER_LOAD_MS = 3000;

export function loadServiceWorkerRegistration(): void {
  if (!('serviceWorker' in navigator)) return;
  addEventListener('load', () =>
    setTimeout(
      () =>
        document.head.append(Object.assign(document.createElement('script'), { src: SERVICE_WORKER_REGISTRATION_URL })),
      AFTER_LOAD_MS,
    ),
  );
}
