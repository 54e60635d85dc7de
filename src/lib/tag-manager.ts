/**
 * Where the analytics loader (src/browser/analytics.ts) loads the tag manager from. The loader is
 * bundled once at build (src/integrations/browser-bundles.ts) with a stand-in for that address,
 * and written as a file of its own, `/analytics.js`, with the container's address in its place.
 * Each page fetches it with an async script tag at the end of its body (AnalyticsLoader.astro): a
 * few bytes of the page's first flight instead of the loader's 850, which put the Arabic Home past
 * it. Without an analytics id there is no file and no tag.
 */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The loader's address, written at build time only for a site with an analytics id. */
export const ANALYTICS_LOADER_URL = '/analytics.js';

/** Stands in the bundled loader for the tag manager's address. */
export const TAG_MANAGER_SRC_STAND_IN = '__TAG_MANAGER_SRC__';

/** The settings schema checks the same shape (src/lib/content/schemas/settings.ts) and says so to the copywriter. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,10}$/;

/** The bundled loader with the address of the container's tag manager written in. */
export function analyticsLoader(bundledLoader: string, containerId: string): string {
  if (!CONTAINER_ID.test(containerId)) throw new Error(`Not a tag manager id: ${containerId}`);
  const standIn = JSON.stringify(TAG_MANAGER_SRC_STAND_IN);
  if (!bundledLoader.includes(standIn)) throw new Error(`The bundled analytics loader has no ${standIn} to replace`);
  return bundledLoader.replace(standIn, JSON.stringify(`${TAG_MANAGER_ORIGIN}/gtm.js?id=${containerId}`));
}
