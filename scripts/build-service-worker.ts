/**
 * After `astro build`: generates dist/client/sw.js with Workbox, for a visitor whose signal drops.
 * - Precaches the frame: the phone navigation island and its runtime, and the offline page
 *   (fetched in the background after the first visit). The frame's CSS is inlined in every page
 *   and the site uses the system fonts, so there is no stylesheet or font file to precache.
 * - Caches every page the visitor opens (network first, so a new deployment is seen on the next
 *   visit) and every image (cache first); a page never opened shows the offline page.
 * - Handles only GET: the contact form's POST always goes to the network, never to a cache.
 */
import { generateSW } from 'workbox-build';

export const PAGES_CACHE = 'pages';
export const IMAGES_CACHE = 'images';

const { count, size, warnings } = await generateSW({
  globDirectory: 'dist/client',
  globPatterns: ['_astro/{NavMenu,client,react,jsx-runtime,rolldown-runtime}.*.js', 'offline.html', 'favicon.svg'],
  swDest: 'dist/client/sw.js',
  inlineWorkboxRuntime: true,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  sourcemap: false,
  mode: 'production',
  // Hashed file names already change with their content.
  dontCacheBustURLsMatching: /^_astro\//,
  runtimeCaching: [
    {
      urlPattern: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: 'NetworkFirst',
      method: 'GET',
      options: {
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: 5,
        expiration: { maxEntries: 80 },
        precacheFallback: { fallbackURL: '/offline.html' },
      },
    },
    {
      urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
      handler: 'CacheFirst',
      method: 'GET',
      options: { cacheName: IMAGES_CACHE, expiration: { maxEntries: 150 } },
    },
  ],
});
for (const warning of warnings) console.warn(warning);
console.log(`Service worker: precaches ${count} files, ${(size / 1024).toFixed(0)} KB before compression.`);
