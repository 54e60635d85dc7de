/**
 * Where the analytics loader (src/browser/analytics.ts) loads the tag manager from. The loader is
 * bundled once at build (src/integrations/browser-bundles.ts) with a stand-in for that address, and
 * each page gets it with its container's address written in: the same bytes for every page of a
 * site, hashed into the page's CSP (AnalyticsLoader.astro). Without an analytics id none of it is
 * on the page.
 */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** Stands in the bundled loader for the tag manager's address. */
export const TAG_MANAGER_SRC_STAND_IN = '__TAG_MANAGER_SRC__';

/** The settings schema checks the same shape (src/lib/content/schemas.ts) and says so to the copywriter. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,10}$/;

/** The bundled loader with the address of the container's tag manager written in. */
export function analyticsLoader(bundledLoader: string, containerId: string): string {
  if (!CONTAINER_ID.test(containerId)) throw new Error(`Not a tag manager id: ${containerId}`);
  const standIn = JSON.stringify(TAG_MANAGER_SRC_STAND_IN);
  if (!bundledLoader.includes(standIn)) throw new Error(`The bundled analytics loader has no ${standIn} to replace`);
  return bundledLoader.replace(standIn, JSON.stringify(`${TAG_MANAGER_ORIGIN}/gtm.js?id=${containerId}`));
}
