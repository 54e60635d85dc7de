/**
 * The contact form's own behaviour, fetched apart from the form island on the visitor's first touch
 * of the form (src/browser/contact/behaviour.ts, bundled to `/quote-request.js` by
 * src/integrations/browser-bundles.ts): the key each request carries and its keeping offline. The
 * page hands it a KeyedRequestsSetup (src/shared/offline-queue.ts).
 */
export const CONTACT_BEHAVIOUR_URL = '/quote-request.js';
