/**
 * The tag-manager loader, only ever rendered when settings name an analytics id. It stays off
 * the critical path: nothing is requested until the browser is idle after the load event, or the
 * visitor first interacts, whichever comes first.
 */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export function analyticsLoader(containerId: string): string {
  if (!/^GTM-[A-Z0-9]{4,10}$/.test(containerId)) throw new Error(`Not a tag manager id: ${containerId}`);
  const src = JSON.stringify(`${TAG_MANAGER_ORIGIN}/gtm.js?id=${containerId}`);
  return `(() => {
  const events = ['pointerdown', 'keydown', 'touchstart', 'scroll'];
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    events.forEach((type) => removeEventListener(type, load));
    window.dataLayer = window.dataLayer || [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = ${src};
    document.head.append(script);
  };
  events.forEach((type) => addEventListener(type, load, { once: true, passive: true }));
  addEventListener('load', () => ('requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 4000 }) : setTimeout(load, 2000)));
})();`;
}
