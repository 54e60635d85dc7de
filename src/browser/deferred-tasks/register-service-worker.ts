/**
 * Part of /deferred-tasks.js (./tasks.ts, which calls it 3 s after load): registers the service worker
 * and prints the console notices (new content, cached for offline use, registration error,
 * offline mode). On localhost it first checks that /sw.js is really a script; if not (a dev
 * server, an old build) it unregisters any worker and reloads, so a stale worker never serves an
 * outdated page. Once a worker is ready, the page that was opened before it existed is saved for
 * offline use too.
 */

/** A machine of the developer's own, where /sw.js may be a dev server's page rather than the worker. */
export const isLocalHost = (hostname: string) => /^(localhost|127\.|\[::1\])/.test(hostname);

export function registerServiceWorker(): void {
  const sw = navigator.serviceWorker;
  const saveThisPage = () =>
    sw.ready
      .then(() =>
        Promise.all([
          caches.open('pages').then((cache) => cache.add(location.pathname)),
          caches
            .open('images')
            .then((cache) =>
              cache.addAll(
                [...document.images].map((img) => img.currentSrc).filter((src) => src.startsWith(location.origin)),
              ),
            ),
        ]),
      )
      .catch(() => {});
  const register = () =>
    sw
      .register('/sw.js')
      .then((registration) => {
        saveThisPage();
        registration.onupdatefound = () => {
          const worker = registration.installing;
          if (worker)
            worker.onstatechange = () => {
              if (worker.state === 'installed')
                console.log(
                  sw.controller ? 'New content is available; please refresh.' : 'Content is cached for offline use.',
                );
            };
        };
      })
      .catch((error) => console.error('Error during service worker registration:', error));
  const offline = () => console.log('No internet connection found. App is running in offline mode.');
  addEventListener('offline', offline);
  if (!navigator.onLine) offline();
  if (!isLocalHost(location.hostname)) return void register();
  fetch('/sw.js', { headers: { 'Service-Worker': 'script' } })
    .then((response) => {
      if (response.ok && (response.headers.get('content-type') || '').includes('javascript')) return register();
      sw.getRegistration().then(
        (registration) => registration && registration.unregister().then(() => location.reload()),
      );
    })
    .catch(offline);
}
