/**
 * A visit request's photo, as its office page shows it (`/visit/<token>/photos/<n>`): only to the
 * office's link, with the private pages' headers, and a wrong link counted like the pages' own.
 */
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import type { VisitRequestStore } from '../visit-request/store.ts';
import { PRIVATE_PAGE_HEADERS } from '../../shared/serving/response-headers.ts';
import { wrongLinks } from './link-guard.ts';

/** The types the server stores a photo as (visit-request/photos.ts), by the file's extension. */
const PHOTO_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

export function photoAnswer(store: VisitRequestStore, token: string, photo: string, address: string): Response {
  const headers = { ...PRIVATE_PAGE_HEADERS };
  const wait = wrongLinks.waitFor(address);
  if (wait !== undefined)
    return new Response(null, { status: 429, headers: { ...headers, 'Retry-After': String(wait) } });
  const view = store.visits.open(token);
  if (!view || view.role !== 'office') {
    wrongLinks.failed(address);
    return new Response(null, { status: 404, headers });
  }
  const path = /^[1-9]$/.test(photo) ? store.photosOf(view.request.reference)[Number(photo) - 1] : undefined;
  const type = path && PHOTO_TYPES[extname(path)];
  if (!path || !type) return new Response(null, { status: 404, headers });
  return new Response(readFileSync(path), { headers: { ...headers, 'Content-Type': type } });
}
