/**
 * At the end of `astro build`, so that a plain `astro build` is the whole build:
 *
 * 1. generates dist/client/sw.js with Workbox, for a visitor whose signal drops.
 *    - Precaches the frame: the phone navigation island and its runtime, and each edition's
 *      offline and emergency pages (fetched in the background after the first visit), and the
 *      lead forms' behaviours (PRECACHED_SCRIPTS). The frame's
 *      CSS is inlined in every page and the site uses the system fonts, so there is no stylesheet
 *      or font file to precache.
 *    - Caches every page the visitor opens (network first, so a new deployment is seen on the next
 *      visit), every image (cache first) and the search files a visitor has used; a page never
 *      opened shows the offline page.
 *    - Handles only GET: the contact form's POST always goes to the network, never to a cache.
 * 2. then writes a brotli (.br) and a gzip (.gz) copy of every text file (sw.js included), so the
 *    server, and any static host that supports it, sends compressed files without compressing on
 *    each request.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { generateSW, type RuntimeCaching } from 'workbox-build';
import { isCompressible } from '../shared/serving/compressible.ts';
import { DEFAULT_EDITION, EDITION_FACTS, EDITIONS, pathInEdition } from '../shared/editions.ts';
import { DEFERRED_TASKS_URL } from '../browser/deferred-tasks/loader.ts';
import { leadFormScripts } from './browser-bundles.ts';
import { VITALS_PATH } from '../shared/vitals.ts';
import { VISIT_PATH } from '../shared/visits.ts';

export const PAGES_CACHE = 'pages';

/**
 * The pages every edition keeps from the worker's install, whether the visitor opened them or not:
 * the offline page, and the emergency page, which a visitor opens in trouble, often with no signal.
 * A precached page is served from the precache (Workbox finds /emergency as emergency.html), and
 * a new deployment's worker fetches it again.
 */
export const PRECACHED_PAGES = ['offline', 'emergency'];
export const IMAGES_CACHE = 'images';
export const SEARCH_CACHE = 'search';

/** Pages: the network first, then the copy of a page already opened, else the offline page given. */
const pagesNetworkFirst = (fallbackURL: string) =>
  ({
    handler: 'NetworkFirst',
    method: 'GET',
    options: {
      cacheName: PAGES_CACHE,
      networkTimeoutSeconds: 5,
      expiration: { maxEntries: 80 },
      precacheFallback: { fallbackURL },
    },
  }) as const;

/**
 * The pages of each edition with a prefix (/ar/…), whose offline page is its own. Workbox writes
 * these functions into sw.js as text, so each is whole: the prefix is written into its source.
 */
const prefixedEditionPages = () =>
  EDITIONS.filter((edition) => EDITION_FACTS[edition].prefix).map((edition) => ({
    urlPattern: new Function(
      '{ request, sameOrigin, url }',
      `return sameOrigin && request.mode === 'navigate' && /^\\/${EDITION_FACTS[edition].prefix}(\\/|$)/.test(url.pathname);`,
    ) as RuntimeCaching['urlPattern'],
    ...pagesNetworkFirst(pathInEdition('/offline.html', edition)),
  }));

/**
 * A visit request's private pages (/visit/…, /ar/visit/…: src/shared/visits.ts) hold a visitor's
 * details and a token in their address: the worker never keeps them, even though Workbox would
 * keep a page sent with Cache-Control: no-store.
 */
const privateVisitPages = (): RuntimeCaching => ({
  urlPattern: new Function(
    '{ sameOrigin, url }',
    `return sameOrigin && ${JSON.stringify(EDITIONS.map((edition) => `${pathInEdition(VISIT_PATH, edition)}/`))}.some((start) => url.pathname.startsWith(start));`,
  ) as RuntimeCaching['urlPattern'],
  handler: 'NetworkOnly',
});

/**
 * The vitals beacon (POST /vitals) goes straight to the network, never through the worker: sent as
 * the visitor leaves a page, it was lost about two times in three in Chromium when the worker had
 * to wake for it (tests/e2e/vitals.spec.ts). Chromium's static routing (`addRoutes`, from 123)
 * does that; where it is missing, the worker handles only GET and the beacon passes through it.
 * Workbox has no option for it, so the line is put at the top of sw.js.
 */
const BEACONS_STRAIGHT_TO_NETWORK = `self.addEventListener('install', (event) => event.addRoutes && event.addRoutes({ condition: { urlPattern: new URLPattern({ pathname: ${JSON.stringify(VITALS_PATH)} }) }, source: 'network' }).catch(() => {}));`;

/**
 * The browser files kept from the install: the deferred tasks every page runs, and the lead forms'
 * scripts (their behaviours and workers). A form fetches its behaviour at its first touch, and a
 * visitor who opened the form online and lost the signal before touching it still has the offline
 * queue.
 */
const PRECACHED_SCRIPTS = [DEFERRED_TASKS_URL, ...Object.keys(leadFormScripts)];

async function buildServiceWorker(clientDir: string): Promise<string> {
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    globPatterns: [
      '_astro/{NavMenu,client,react,jsx-runtime,rolldown-runtime,islands}.*.js',
      `{${EDITIONS.map((edition) => (EDITION_FACTS[edition].prefix ? `${EDITION_FACTS[edition].prefix}/` : '')).join(',')}}{${PRECACHED_PAGES.join(',')}}.html`,
      'favicon.svg',
      ...PRECACHED_SCRIPTS.map((url) => url.slice(1)),
    ],
    swDest: join(clientDir, 'sw.js'),
    inlineWorkboxRuntime: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    mode: 'production',
    // Hashed file names already change with their content.
    dontCacheBustURLsMatching: /^_astro\//,
    runtimeCaching: [
      // A visit request's private pages are never kept: the network alone, before the pages' rule.
      privateVisitPages(),
      // Pages: the network first; offline, the copy of a page already opened, else the offline
      // page of its edition.
      ...prefixedEditionPages(),
      {
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
        ...pagesNetworkFirst(pathInEdition('/offline.html', DEFAULT_EDITION)),
      },
      {
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
        handler: 'CacheFirst',
        method: 'GET',
        options: { cacheName: IMAGES_CACHE, expiration: { maxEntries: 150 } },
      },
      // Search: the code and the index files a visitor has used, kept for the next search. The
      // chunks are named by their content; the script and WebAssembly are checked in the background.
      {
        urlPattern: ({ sameOrigin, url }) => sameOrigin && /^\/pagefind\/(index|fragment|filter)\//.test(url.pathname),
        handler: 'CacheFirst',
        method: 'GET',
        options: { cacheName: SEARCH_CACHE, expiration: { maxEntries: 120 } },
      },
      // Pagefind asks for its entry file (which names the current index) with a new ?ts= each
      // time, so that it is never stale: from the network first, and offline the last copy kept,
      // whatever its ?ts=. Without this rule a search made online failed offline.
      {
        urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname === '/pagefind/pagefind-entry.json',
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: `${SEARCH_CACHE}-entry`,
          matchOptions: { ignoreSearch: true },
          expiration: { maxEntries: 1 },
        },
      },
      {
        urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/pagefind/'),
        handler: 'StaleWhileRevalidate',
        method: 'GET',
        options: { cacheName: `${SEARCH_CACHE}-code`, expiration: { maxEntries: 12 } },
      },
    ],
  });
  if (warnings.length) throw new Error(`Service worker: ${warnings.join('; ')}`);
  const swFile = join(clientDir, 'sw.js');
  writeFileSync(swFile, `${BEACONS_STRAIGHT_TO_NETWORK}\n${readFileSync(swFile, 'utf8')}`);
  return `Service worker: precaches ${count} files, ${(size / 1024).toFixed(0)} KB before compression.`;
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

function precompress(clientDir: string): string {
  let count = 0;
  let before = 0;
  let after = 0;
  for (const path of files(clientDir)) {
    if (!isCompressible(path)) continue;
    const raw = readFileSync(path);
    const brotli = brotliCompressSync(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
    count += 1;
    before += raw.length;
    after += brotli.length;
  }
  return `Precompressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with brotli.`;
}

export function serviceWorkerAndPrecompression(): AstroIntegration {
  return {
    name: 'service-worker-and-precompression',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        logger.info(await buildServiceWorker(clientDir));
        logger.info(precompress(clientDir));
      },
    },
  };
}
