/**
 * Astro's middleware, run for the pages rendered on request only: a visit request's private pages
 * (/visit/…, /ar/visit/…) are sent compressed, so that they fit the first flight like every page.
 */
import { defineMiddleware } from 'astro:middleware';
import { isNodePath } from './shared/serving/response-headers';
import { EDITIONS, pathInEdition } from './shared/editions';
import { VISIT_PATH } from './shared/visits';
import { compressedPage } from './server/visits/compressed-page';

const VISIT_PAGES = EDITIONS.map((edition) => `${pathInEdition(VISIT_PATH, edition)}/*`);

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  return isNodePath(context.url.pathname, VISIT_PAGES) ? compressedPage(context.request, response) : response;
});
