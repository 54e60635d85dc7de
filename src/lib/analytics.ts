/**
 * The tag-manager loader, only ever rendered when settings name an analytics id. It stays off
 * the critical path: nothing is requested until the browser is idle after the load event, or the
 * visitor first interacts, whichever comes first.
 *
 * It also counts the leads, in GA4's names, each with the service (on a service page, its file
 * name; after a quote, the service chosen) and the edition: `generate_lead` for a quote sent (the
 * form's `quote-sent` event, or the answer page's status line marked data-lead), `click_to_call`
 * for a tap on a tel: link and `click_to_chat` for one on a WhatsApp link. And it hands on what the
 * speed beacon measured (its `vitals` event, src/scripts/speed-beacon.ts): one event per metric
 * (LCP, INP, CLS, TTFB) with GA4's recommended fields for web vitals (value, metric_value,
 * metric_delta, debug_target), the page kind and edition, but no metric_id: nothing that tells page
 * views apart leaves the page, and each metric is sent once, so there is nothing to add up. They
 * wait in dataLayer until the tag manager reads them. Without an id none of this is on the page.
 */
import { SPEED_MEASURED_EVENT } from './speed-sample.ts';

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
  const count = (event, service) => {
    window.dataLayer = window.dataLayer || [];
    window.dataLayer.push({ event, service, edition: document.documentElement.lang === 'ar' ? 'ar' : 'en' });
  };
  const pageService = location.pathname.split('/service/')[1] || '';
  document.addEventListener('quote-sent', (event) => count('generate_lead', event.detail.service));
  addEventListener('click', (event) => {
    const link = event.target.closest && event.target.closest('a[href]');
    if (!link) return;
    if (link.protocol === 'tel:') count('click_to_call', pageService);
    else if (link.hostname === 'wa.me') count('click_to_chat', pageService);
  }, { capture: true });
  addEventListener('DOMContentLoaded', () => {
    const answer = document.querySelector('[data-lead]');
    if (answer) count('generate_lead', answer.dataset.lead);
  });
  addEventListener(${JSON.stringify(SPEED_MEASURED_EVENT)}, (event) => {
    const sample = event.detail;
    window.dataLayer = window.dataLayer || [];
    for (const metric of ['lcp', 'inp', 'cls', 'ttfb']) {
      const value = sample[metric];
      if (value === undefined) continue;
      window.dataLayer.push({ event: metric.toUpperCase(), value, metric_value: value, metric_delta: value,
        debug_target: sample[metric + 'Target'], page_kind: sample.kind, edition: sample.edition });
    }
  });
  addEventListener('load', () => ('requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 4000 }) : setTimeout(load, 2000)));
})();`;
}
