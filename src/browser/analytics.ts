/**
 * The tag-manager loader, `/analytics.js`, fetched async by every page only when settings name an
 * analytics id (AnalyticsLoader.astro; bundled at build by src/integrations/browser-bundles.ts,
 * with the tag manager's address written in by src/lib/tag-manager.ts). It stays off the critical
 * path: nothing is requested until the browser is idle after the load event, or the visitor first
 * interacts, whichever comes first.
 *
 * It also counts the leads, in GA4's names, each with the service (on a service page, its file
 * name; after a quote, the service chosen) and the edition: `generate_lead` for a quote sent (the
 * form's `quote-sent` event, or the answer page's status line marked data-lead) and for a visit
 * requested, with `lead_type: visit` and its urgency (the `visit-requested` event, or the status
 * line marked data-lead-type="visit"), `click_to_call` for a tap on a tel: link and `click_to_chat`
 * for one on a WhatsApp link, with `urgency` on a page marked `data-urgency` (the emergency page),
 * and none for a link inside `data-not-lead` (the public emergency numbers: a call to Civil Defence
 * is not a lead). And it hands on what the
 * vitals beacon measured (its `vitals` event, ./vitals/beacon.ts): one event per metric (LCP, INP, CLS,
 * TTFB) with GA4's recommended fields for web vitals (value, metric_value, metric_delta,
 * debug_target), the page kind and edition, but no metric_id: nothing that tells page views apart
 * leaves the page, and each metric is sent once, so there is nothing to add up. They wait in
 * dataLayer until the tag manager reads them.
 */
import { VITALS_MEASURED_EVENT } from './vitals/sample.ts';
import { toEdition } from '../shared/editions.ts';
import { METRICS, type VitalsSample } from '../shared/vitals.ts';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** What the page does that makes the tag manager load at once, instead of when the browser is idle. */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

const push = (item: Record<string, unknown>) => (window.dataLayer ||= []).push(item);

export function startAnalytics(tagManagerSrc: string): void {
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    FIRST_INTERACTIONS.forEach((type) => removeEventListener(type, load));
    push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    document.head.append(Object.assign(document.createElement('script'), { async: true, src: tagManagerSrc }));
  };
  FIRST_INTERACTIONS.forEach((type) => addEventListener(type, load, { once: true, passive: true }));
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 4000 }) : setTimeout(load, 2000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle);
  countLeads();
  handOnVitalsSamples();
}

function countLeads() {
  /** A visit request adds its kind and urgency (`lead_type: visit`), a tap on the emergency page its urgency. */
  const count = (event: string, service: string | undefined, extra: { lead_type?: string; urgency?: string } = {}) =>
    push({
      event,
      service,
      ...Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== undefined)),
      edition: toEdition(document.documentElement.lang),
    });
  const pageService = location.pathname.split('/service/')[1] || '';
  document.addEventListener('quote-sent', (event) =>
    count('generate_lead', (event as CustomEvent<{ service: string }>).detail.service),
  );
  document.addEventListener('visit-requested', (event) => {
    const { service, urgency } = (event as CustomEvent<{ service: string; urgency: string }>).detail;
    count('generate_lead', service, { lead_type: 'visit', urgency });
  });
  addEventListener(
    'click',
    (event) => {
      const link = (event.target as Partial<Element>).closest?.<HTMLAnchorElement>('a[href]');
      if (!link || link.closest('[data-not-lead]')) return;
      const urgency = document.querySelector<HTMLElement>('[data-urgency]')?.dataset.urgency;
      if (link.protocol === 'tel:') count('click_to_call', pageService, { urgency });
      else if (link.hostname === 'wa.me') count('click_to_chat', pageService, { urgency });
    },
    { capture: true },
  );
  const countAnswer = () => {
    const answer = document.querySelector<HTMLElement>('[data-lead]');
    if (answer)
      count(
        'generate_lead',
        answer.dataset.lead,
        answer.dataset.leadType === 'visit' ? { lead_type: 'visit', urgency: answer.dataset.urgency } : {},
      );
  };
  // An async script may come after the page is read.
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', countAnswer);
  else countAnswer();
}

function handOnVitalsSamples() {
  addEventListener(VITALS_MEASURED_EVENT, (event) => {
    const sample = (event as CustomEvent<VitalsSample>).detail;
    for (const metric of METRICS) {
      const value = sample[metric];
      if (value === undefined) continue;
      push({
        event: metric.toUpperCase(),
        value,
        metric_value: value,
        metric_delta: value,
        debug_target: sample[`${metric}Target` as keyof VitalsSample],
        page_kind: sample.kind,
        edition: sample.edition,
      });
    }
  });
}
