/**
 * The visit request form's own behaviour, fetched apart from the form island on the visitor's
 * first touch of the form (src/browser/visit-request/behaviour.ts, bundled to `/visit-request.js` by
 * src/integrations/browser-bundles.ts): the key each request carries and its keeping offline, the
 * days open now, and the photos shrunk on the phone. Its workers are files of their own, started
 * only for their one job.
 */
import type { Schedule } from '../schedule.ts';
import type { KeyedRequestsSetup } from '../offline-queue.ts';

export const VISIT_REQUEST_BEHAVIOUR_URL = '/visit-request.js';
/** The worker that reads the days open now on Dubai's clock (src/browser/visit-request/days-worker.ts). */
export const VISIT_DAYS_WORKER_URL = '/visit-days.js';
/** The worker that shrinks the photos picked (src/browser/visit-request/shrink-photos-worker.ts). */
export const SHRINK_PHOTOS_WORKER_URL = '/shrink-photos.js';

/** What the visit request page hands the island for the behaviour. */
export interface VisitRequestSetup extends KeyedRequestsSetup {
  schedule: Schedule;
  /** The edition's date locale, to name the days open now. */
  dateLocale: string;
  dayNone: string;
  windowNone: string;
}

/** What the days worker is asked. */
export interface VisitDaysRequest {
  schedule: Schedule;
  dateLocale: string;
}
