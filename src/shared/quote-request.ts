/**
 * The quote form's own behaviour, fetched apart from the form island on the visitor's first touch
 * of the form (src/browser/quote-request.ts, bundled to `/quote-request.js` by
 * src/integrations/browser-bundles.ts): the key each request carries and its keeping offline. The
 * page hands it a KeptRequestsSetup (src/shared/waiting-posts.ts).
 */
export const QUOTE_REQUEST_URL = '/quote-request.js';
