/**
 * The frame's only script, as source text (see FrameScript.astro for what it does). It is
 * minified once, when the site is built, by src/integrations/frame-script.ts, so that nothing at
 * run time (the on-demand contact routes render the frame too) needs a bundler.
 */
export const frameSource = `(() => {
  const root = document.documentElement;
  root.classList.add('js');
  const onScroll = () => root.toggleAttribute('data-scrolled', window.scrollY > 39);
  addEventListener('scroll', onScroll, { passive: true });
  // Islands answer a tap before React arrives: a link in an open popover closes it, a toggle button in a not-yet-hydrated island flips (the island reads it
  // when it wakes), and a form posting natively shows that it is sending and is not sent twice.
  addEventListener('click', (event) => {
    const target = event.target;
    const button = target.closest('astro-island[ssr] [aria-pressed]');
    if (button) button.setAttribute('aria-pressed', button.getAttribute('aria-pressed') != 'true');
    // A link in an open menu closes it: a same-page link (/#home) would otherwise leave it open.
    if (target.closest('a')) target.closest('[popover]')?.hidePopover?.();
  });
  // Astro's island code waits in one cached file (src/lib/lean-page.ts) and comes when an island is about
  // to wake: at the load event on a page with an island that wakes after load (never competing with the
  // page's own first paint), and with the first touch, key or focus on an island that waits for one
  // (marked, so that it wakes on that very interaction).
  const islands = root.dataset.islands;
  let islandCode;
  const fetchIslandCode = () => (islandCode ||= document.head.appendChild(Object.assign(document.createElement('script'), { src: islands })));
  if (islands) ['pointerdown', 'keydown', 'focusin'].forEach((type) => addEventListener(type, (event) => {
    const island = event.target.closest?.('astro-island[client=interaction]');
    const media = island && JSON.parse(island.getAttribute('opts')).value;
    if (!island || (typeof media == 'string' && !matchMedia(media).matches)) return;
    island.dataset.interacted = '';
    fetchIslandCode();
  }, { capture: true, passive: true }));
  // A second after load: by then the page has painted, and the islands wake only later still.
  addEventListener('load', () => islands && document.querySelector('astro-island[client=after-load]') && setTimeout(fetchIslandCode, 1000));
  addEventListener('submit', (event) => {
    const form = event.target;
    const button = form.querySelector('[data-sending]');
    if (event.defaultPrevented || !button) return;
    if (form.dataset.sent) return event.preventDefault();
    form.dataset.sent = button.textContent;
    button.textContent = button.dataset.sending;
  });
  // Back from the answer page, a form kept in the back/forward cache can be sent again.
  addEventListener('pageshow', (event) => event.persisted && document.querySelectorAll('form[data-sent]').forEach((form) => {
    form.querySelector('[data-sending]').textContent = form.dataset.sent;
    delete form.dataset.sent;
  }));
  document.addEventListener('DOMContentLoaded', () => {
    root.classList.add('is-ready');
    // Pages are built ahead of time: the footer's year must not wait for the next build.
    document.querySelectorAll('[data-current-year]').forEach((el) => (el.textContent = new Date().getFullYear()));
    // Reading scrollY lays the page out; in the next frame that is the layout the first paint does
    // anyway, where here it would be a second one.
    requestAnimationFrame(onScroll);
    const items = document.querySelectorAll('[data-animate]');
    const show = (el) => {
      const delay = Number(el.dataset.animateDelay);
      if (delay > 0) el.style.setProperty('--animate-delay', delay + 'ms');
      el.classList.add('is-visible');
    };
    const frames = document.querySelectorAll('iframe[data-src]');
    const load = (el) => {
      if (el.dataset.srcset) el.srcset = el.dataset.srcset;
      el.src = el.dataset.src;
    };
    if (!('IntersectionObserver' in window)) return items.forEach(show), frames.forEach(load), document.querySelectorAll('img[data-near]').forEach(load);
    const whenNear = (act, margin) => {
      const observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          act(entry.target);
          observer.unobserve(entry.target);
        }
      }, { rootMargin: margin });
      return observer;
    };
    const fadeIn = whenNear(show, '0px');
    items.forEach((el) => fadeIn.observe(el));
    // The map (a whole page from another site) waits until it is on screen: loaded ahead, it would
    // arrive while the visitor is at the form just above it, taxing their tap on Send.
    const lazyFrames = whenNear(load, '0px');
    frames.forEach((frame) => lazyFrames.observe(frame));
    // Pictures further down a list wait for the load event: the page's first paint comes first.
    addEventListener('load', () => {
      const lazyPictures = whenNear(load, '300px 0px');
      document.querySelectorAll('img[data-near]').forEach((picture) => lazyPictures.observe(picture));
    });
  });
})();`;

/**
 * In production, 3 s after the load event (never competing with the page's own requests on a
 * slow connection), the frame script fetches /sw-register.js, which registers the service worker
 * and prints the console notices (new content, cached for offline use, registration error,
 * offline mode). It lives in its own file, written at build time by src/integrations/frame-script.ts
 * and precached by the worker, so that the ~1 KB it weighs stays out of every page's first round
 * trip. On localhost it first checks that /sw.js is really a script; if not (a dev server, an old
 * build) it unregisters any worker and reloads, so a stale worker never serves an outdated page.
 * Once a worker is ready, the page that was opened before it existed is saved for offline use too.
 */
export const serviceWorkerLoader = `if ('serviceWorker' in navigator) addEventListener('load', () => setTimeout(() => document.head.append(Object.assign(document.createElement('script'), { src: '/sw-register.js' })), 3000));`;

export const serviceWorkerRegistration = `(() => {
  const sw = navigator.serviceWorker;
  const saveThisPage = () => sw.ready.then(() => Promise.all([
    caches.open('pages').then((cache) => cache.add(location.pathname)),
    caches.open('images').then((cache) => cache.addAll([...document.images].map((img) => img.currentSrc).filter((src) => src.startsWith(location.origin)))),
  ])).catch(() => {});
  const register = () => sw.register('/sw.js').then((registration) => {
    saveThisPage();
    registration.onupdatefound = () => {
      const worker = registration.installing;
      if (worker) worker.onstatechange = () => {
        if (worker.state === 'installed') console.log(sw.controller ? 'New content is available; please refresh.' : 'Content is cached for offline use.');
      };
    };
  }).catch((error) => console.error('Error during service worker registration:', error));
  const offline = () => console.log('No internet connection found. App is running in offline mode.');
  addEventListener('offline', offline);
  if (!navigator.onLine) offline();
  if (!/^(localhost|127\\.|\\[::1\\])/.test(location.hostname)) return register();
  fetch('/sw.js', { headers: { 'Service-Worker': 'script' } }).then((response) => {
    if (response.ok && (response.headers.get('content-type') || '').includes('javascript')) return register();
    sw.getRegistration().then((registration) => registration && registration.unregister().then(() => location.reload()));
  }).catch(offline);
})();`;
