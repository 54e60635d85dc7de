/**
 * /after-load.js, fetched by the frame script 3 s after the load event (after-load-loader.ts):
 * - registers the service worker where the browser has one (sw-register.ts);
 * - for the share of page views the settings' `speedSamplePercent` asks for, fetches the speed
 *   beacon (/speed-beacon.js, speed-beacon.ts) once the browser is idle. A page view not drawn
 *   fetches nothing more, and 0 turns the beacon off.
 * The settings are written into the file at build time (src/integrations/frame-script.ts).
 */
import { isSampled } from '../lib/speed-sample.ts';
import { registerServiceWorker } from './sw-register.ts';

export const SPEED_BEACON_URL = '/speed-beacon.js';

export interface AfterLoadSettings {
  /** Percentage of page views measured, 0 to 100. */
  speedSamplePercent: number;
}

export function afterLoad(settings: AfterLoadSettings): void {
  if ('serviceWorker' in navigator) registerServiceWorker();
  if (!isSampled(settings.speedSamplePercent)) return;
  const fetchBeacon = () =>
    document.head.append(Object.assign(document.createElement('script'), { src: SPEED_BEACON_URL }));
  if ('requestIdleCallback' in window) requestIdleCallback(fetchBeacon, { timeout: 5000 });
  else setTimeout(fetchBeacon);
}
