/**
 * The visit request form's field contract, shared by the form that writes it
 * (src/lib/lead-forms.ts, src/browser/visit-request/behaviour.ts, src/components/visit-request/VisitRequestPage.astro) and the server
 * that reads it (src/server/visit-request/): the fields' names and limits, and the fixed choices. The
 * hidden fields (edition, page, honeypot) and the service's "something else" are the contact
 * form's (../contact/fields.ts): one name for each everywhere.
 */

/** The fields a visitor types in, with the most characters each may hold. */
export const VISIT_REQUEST_LIMITS = { area: 100, problem: 3000, name: 100, phone: 30, email: 254 } as const;

/** Every field of the form, in its order on the page. */
export const VISIT_REQUEST_FIELDS = [
  'service',
  'property',
  'area',
  'day',
  'window',
  'urgency',
  'problem',
  'name',
  'phone',
  'email',
] as const;
export type VisitRequestField = (typeof VISIT_REQUEST_FIELDS)[number];

export const PROPERTY_TYPES = ['apartment', 'villa', 'office', 'shop', 'building', 'other'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const URGENCIES = ['scheduled', 'same-day', 'emergency'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** The visit request's photos: the file field's name, how many a request carries, and the types taken. */
export const PHOTOS_FIELD = 'photos';
export const MAX_PHOTOS = 3;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** What the awake form shrinks each photo to before it leaves the phone: its long side, and the most bytes. */
export const SHRUNK_PHOTO = { longSide: 1600, bytes: 300_000 } as const;

/**
 * The most bytes of photos one request may carry, together. Without JavaScript nothing shrinks
 * them: a phone's camera writes 3–6 MB a photo, so three originals must fit.
 */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
