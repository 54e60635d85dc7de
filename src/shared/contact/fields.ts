/**
 * The contact form's field contract, shared by the form that writes it (src/lib/lead-forms.ts,
 * src/components/contact/ContactPage.astro) and the server that reads it
 * (src/server/contact/): the fields' names and length limits, the hidden fields, and the service
 * choices that are not a service.
 */

/** The fields a visitor fills in, with the most characters each may hold. */
export const LIMITS = { name: 100, email: 254, mobile: 30, message: 5000 } as const;
export type ContactField = keyof typeof LIMITS;

/** The hidden field that only robots fill in. */
export const HONEYPOT_FIELD = 'website';

/** The hidden field (and the query parameter) that names the edition the form was sent from. */
export const EDITION_FIELD = 'lang';

/** The hidden field with the page of this site the visitor came to the form from. */
export const PAGE_FIELD = 'page';

/** The field with the service chosen: a service's file name, WARRANTY_CLAIM or OTHER_SERVICE. */
export const SERVICE_FIELD = 'service';

/** The form's "Something else" choice. */
export const OTHER_SERVICE = 'other';

/** The form's "Warranty claim" choice: a claim under a service's workmanship warranty. */
export const WARRANTY_CLAIM = 'warranty';
