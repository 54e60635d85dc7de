/**
 * /deferred-tasks.js, fetched by the frame script after the load event and first paint
 * (./loader.ts):
 * - for the share of page views the settings' `vitalsSamplePercent` asks for, fetches the speed
 *   beacon (/vitals-beacon.js, ../vitals/beacon.ts) at once: a visitor may leave a second after load,
 *   and the beacon sends only what it is there to see. A page view not drawn fetches nothing more,
 *   and 0 turns the beacon off;
 * - 3 s after that, registers the service worker where the browser has one (./register-service-worker.ts), so that its
 *   precaching does not compete with what a slow phone still fetches after load (islands, pictures);
 * - adds the speculation rules that fetch the next page on a sign of intent (src/shared/serving/speculation-rules.ts);
 * - when a form post waits in the browser (kept offline: src/shared/offline-queue.ts) and the page
 *   has no form that sends its own, fetches the offline queue (/offline-queue.js, offline-queue.ts)
 *   and sends it.
 * The settings are written into the file at build time (src/integrations/browser-bundles.ts).
 */
import { isSampled } from '../vitals/sample.ts';
import { registerServiceWorker } from './register-service-worker.ts';
import {
  QUEUES_POSTS_ATTRIBUTE,
  OFFLINE_QUEUE_URL,
  OFFLINE_QUEUE_ENTRY,
  type OfflineQueue,
} from '../../shared/offline-queue.ts';

export const VITALS_BEACON_URL = '/vitals-beacon.js';
export const SERVICE_WORKER_DELAY_MS = 3000;

export interface DeferredTaskSettings {
  /** Percentage of page views measured, 0 to 100. */
  vitalsSamplePercent: number;
  /** The speculation rules' text (src/shared/serving/speculation-rules.ts), written in at build: the CSP holds its hash. */
  speculationRules: string;
}

/** Adds the site's speculation rules where the browser has them and the visitor does not ask to save data. */
export function addSpeculationRules(rules: string): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || !HTMLScriptElement.supports?.('speculationrules')) return;
  document.head.append(
    Object.assign(document.createElement('script'), { type: 'speculationrules', textContent: rules }),
  );
}

export function runDeferredTasks(settings: DeferredTaskSettings): void {
  addSpeculationRules(settings.speculationRules);
  if ('serviceWorker' in navigator) setTimeout(registerServiceWorker, SERVICE_WORKER_DELAY_MS);
  const load = (src: string) => document.head.append(Object.assign(document.createElement('script'), { src }));
  if (isSampled(settings.vitalsSamplePercent)) load(VITALS_BEACON_URL);
  try {
    if (
      localStorage.getItem(OFFLINE_QUEUE_ENTRY)?.includes('"key"') &&
      !document.querySelector(`[${QUEUES_POSTS_ATTRIBUTE}]`)
    )
      void (import(OFFLINE_QUEUE_URL) as Promise<OfflineQueue>).then((queue) => queue.sendQueuedPosts());
  } catch {
    // Storage turned off: nothing can wait.
  }
}
