/**
 * The headers the site's answers carry, in one place: the Node server sends them
 * (src/server/http.ts), and the build writes them into `_headers` for a static host
 * (src/integrations/static-host-files.ts), so the two cannot drift. Also the addresses that only
 * Node answers, which a static host sends on to it.
 *
 * Every byte here is paid on every page, inside the first round trip (docs/performance.md), so
 * only headers that do something in a browser the site supports (docs/browsers.md) are sent:
 * `frame-ancestors` covers what X-Frame-Options did.
 */
import { EDITIONS, pathInEdition } from '../editions.ts';
import { VITALS_PATH } from '../vitals.ts';
import { VISIT_PATH } from '../visits.ts';

/** The one directive a page's CSP <meta> cannot carry: no other site may show the pages in a frame. */
export const FRAME_ANCESTORS = "frame-ancestors 'none'";

/**
 * Sent with every answer. The rest of a page's policy (default-src, base-uri, form-action,
 * object-src, and its script and style hashes) travels in the page's own CSP <meta>, written at
 * build time, or in Astro's header for a page rendered on request, so it reaches the browser the
 * same from any host. Not sent, as they would change nothing in a browser the site supports
 * (docs/browsers.md): Referrer-Policy (strict-origin-when-cross-origin is every such browser's
 * default) and Permissions-Policy (no script of the site's asks for the camera, microphone or
 * location, no inline script runs without its hash, and the one frame, the map, is given none).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': FRAME_ANCESTORS,
  'X-Content-Type-Options': 'nosniff',
};

/** A page of the static host's own (the forms' worker while Node is down): no script, no style, no frame. */
export const STANDALONE_PAGE_POLICY = `default-src 'none'; base-uri 'none'; form-action 'self'; ${FRAME_ANCESTORS}`;

/** Only over HTTPS: sent over plain HTTP it would be ignored anyway. */
export const HSTS_HEADER = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } as const;

export function securityHeaders(secure: boolean): Record<string, string> {
  return secure ? { ...SECURITY_HEADERS, ...HSTS_HEADER } : { ...SECURITY_HEADERS };
}

/**
 * What a visit request's private pages (src/shared/visits.ts) are sent with, by Node and by a static
 * host's `_headers` for any address under them: every answer, the short page of a wrong link too. `same-origin`, not
 * `no-referrer`: both keep the address (and its token) from every other site, but under
 * `no-referrer` a browser sends `Origin: null` with the page's own form post (the Fetch standard's
 * rule for a POST), so no post could be told from a forged one.
 */
export const PRIVATE_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'same-origin',
} as const;

/**
 * A page that does not exist: kept by no cache, as Cloudflare Pages sends its 404 pages, so the two
 * hosts agree.
 */
export const NOT_FOUND_CACHE = 'no-store';

/** Files named by their content's hash: never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and the service worker: the browser asks again every time (a 304 when nothing changed). */
export const REVALIDATE = 'no-cache';
/** Anything else (robots.txt, the feeds, the deferred scripts): an hour. */
export const ONE_HOUR = 'public, max-age=3600';

/** Folders whose files are all named by their content's hash: the build's and the search index's chunks. */
export const IMMUTABLE_FOLDERS = ['/_astro/', '/pagefind/index/', '/pagefind/fragment/', '/pagefind/filter/'] as const;

export function cacheControl(urlPath: string, extension: string): string {
  // The search index's own metadata is named by its hash too.
  if (IMMUTABLE_FOLDERS.some((folder) => urlPath.startsWith(folder)) || urlPath.endsWith('.pf_meta')) return IMMUTABLE;
  if (extension === '.html') return REVALIDATE;
  if (urlPath === '/sw.js' || urlPath.startsWith('/workbox-')) return REVALIDATE;
  return ONE_HOUR;
}

/**
 * The forms' pages and where each posts without JavaScript (in every edition, under the page's
 * own address) and with it (one address for every edition: the form names its edition).
 */
export const FORMS = [
  { page: '/contact', send: '/contact/send', json: '/mail.php' },
  { page: '/book', send: '/book/send', json: '/book/send.json' },
] as const;

/**
 * The addresses only the Node server answers (the forms with and without JavaScript, in each
 * edition, and the vitals beacons): a static host in front sends them on to Node.
 * `/healthz` is left out on purpose: a monitor asks Node itself.
 */
export const NODE_PATHS: readonly string[] = [
  ...FORMS.flatMap((form) => [form.json, ...EDITIONS.map((edition) => pathInEdition(form.send, edition))]),
  VITALS_PATH,
  // A visit request's private pages, every address under them (src/shared/visits.ts).
  ...EDITIONS.map((edition) => `${pathInEdition(VISIT_PATH, edition)}/*`),
];

/** Whether Node answers `pathname`: one of NODE_PATHS, or under one that ends in `/*`. */
export const isNodePath = (pathname: string, paths: readonly string[] = NODE_PATHS) =>
  paths.some((path) => (path.endsWith('/*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path));

/**
 * What the build writes for a static host (src/integrations/static-host-files.ts): read by the
 * host, never served, by it or by Node.
 */
export const STATIC_HOST_FILES = { headers: '_headers', routes: '_routes.json', worker: '_worker.js' } as const;
export const isStaticHostFile = (urlPath: string) =>
  Object.values(STATIC_HOST_FILES).some((name) => urlPath === `/${name}`);
