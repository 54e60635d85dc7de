/**
 * /deferred-tasks.js, fetched by the frame script 3 s after the load event (deferred-tasks-loader.ts):
 * - registers the service worker where the browser has one (sw-register.ts);
 * - for the share of page views the settings' `vitalsSamplePercent` asks for, fetches the speed
 *   beacon (/vitals-beacon.js, vitals-beacon.ts) once the browser is idle. A page view not drawn
 *   fetches nothing more, and 0 turns the beacon off.
 * The settings are written into the file at build time (src/integrations/browser-bundles.ts).
 */
import { isSampled } from './vitals-sample.ts';
import { registerServiceWorker } from './sw-register.ts';

export const VITALS_BEACON_URL = '/vitals-beacon.js';

export interface DeferredTaskSettings {
  /** Percentage of page views measured, 0 to 100. */
  vitalsSamplePercent: number;
}

export function runDeferredTasks(settings: DeferredTaskSettings): void {
  if ('serviceWorker' in navigator) registerServiceWorker();
  if (!isSampled(settings.vitalsSamplePercent)) return;
  const fetchBeacon = () =>
    document.head.append(Object.assign(document.createElement('script'), { src: VITALS_BEACON_URL }));
  if ('requestIdleCallback' in window) requestIdleCallback(fetchBeacon, { timeout: 5000 });
  else setTimeout(fetchBeacon);
}
