/**
 * For a test file that answers requests itself with `page.route`: once the site's service worker
 * controls the page (it registers 3 s after load, so a slow machine reaches it mid-test), the
 * page's requests go through the worker and `page.route` no longer sees them. Such a file, or
 * group of tests, runs without the worker: `test.use(ROUTED_REQUESTS)`. The worker's own
 * behaviour is tested in offline.spec.ts.
 */
export const ROUTED_REQUESTS = { serviceWorkers: 'block' } as const;
