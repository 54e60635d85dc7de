/**
 * /vitals-beacon.js: measures this page view's Core Web Vitals with Google's `web-vitals` and,
 * when the page is hidden, sends them once to POST /vitals with `navigator.sendBeacon`. It is
 * fetched only by /deferred-tasks.js (../deferred-tasks/tasks.ts), right after the load event and first
 * paint, for the share of page views the settings' `vitalsSamplePercent` asks for. The observers
 * read the browser's buffered entries, so the page's paint and shifts before it arrived still
 * count, and so do the first interaction and any slow one (the browser buffers event timings of
 * 104 ms and more).
 *
 * Sent: the page kind and edition, the four values, a selector for the element behind LCP, INP
 * and CLS, the effective connection type and a coarse device class (src/browser/vitals/sample.ts).
 * Never sent: anything that tells one visitor from another. It also tells the page what it sent
 * (the `vitals` event), which the analytics loader, present only when an analytics id is
 * set, hands to the tag manager under GA4's names. Without a server (a static host), the beacon
 * fails quietly.
 *
 * web-vitals 5 rather than 6: 6 adds soft-navigation support this site of whole pages does not
 * use, at 0.8 KB more; the attribution build is 4 KB, so the selectors are made here from the
 * entries the standard build reports. TTFB needs a value only, never a target; the page always has
 * its navigation entry, so it is read from there when the beacon leaves.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { pageKindOf } from '../../shared/page-kinds.ts';
import { deviceClassOf, knownConnection, selectorOf, VITALS_MEASURED_EVENT } from './sample.ts';

type Entry = PerformanceEntry & { element?: Element; target?: Node; value: number; sources?: { node?: Node }[] };

/**
 * The element a metric names: the largest paint's element, the slow interaction's target, the
 * node of the biggest layout shift. (LCP reports one entry; an interaction's entries share their
 * target; only shifts have values to compare.)
 */
function targetOf({ entries }: Metric): Element | null | undefined {
  const entry = (entries as Entry[]).reduce<Entry | undefined>((a, b) => (a && a.value >= b.value ? a : b), undefined);
  const node = entry?.element ?? entry?.target ?? entry?.sources?.find((source) => source.node)?.node;
  return node instanceof Element ? node : node?.parentElement;
}

/** `beaconPath`: POST /vitals, written in at build time (src/integrations/browser-bundles.ts). */
export function startVitalsBeacon(beaconPath: string): void {
  // The beacon's body as POST /vitals takes it (lcp, lcpTarget, …); what is not known stays
  // undefined, which JSON leaves out, so the server never sees a null.
  const sample: Record<string, unknown> = {};
  const keep = (metric: Metric) => {
    const key = metric.name.toLowerCase();
    sample[key] = metric.value;
    sample[`${key}Target`] = selectorOf(targetOf(metric));
  };
  // Registered before this file's own listener, so on hiding they report first.
  onLCP(keep);
  onINP(keep);
  onCLS(keep);

  let sent = false;
  // Sent once, the first time the page is hidden: a visitor switching away, closing or leaving it
  // (every engine reports a page being left as hidden; web-vitals reports its last values there).
  addEventListener('visibilitychange', () => {
    if (sent || document.visibilityState !== 'hidden') return;
    sent = true;
    // Time to first byte, from the navigation entry (web-vitals' onTTFB costs 100 bytes more; this
    // site is never prerendered, so there is no activation time to take off).
    sample.ttfb = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
      ?.responseStart;
    sample.kind = pageKindOf(location.pathname, !!document.querySelector('[content=article]'));
    // An edition's code is its pages' lang (src/shared/editions.ts), which the server checks.
    sample.edition = document.documentElement.lang;
    sample.connection = knownConnection(
      (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType,
    );
    sample.device = deviceClassOf(matchMedia('(pointer:fine)').matches, Math.min(screen.width, screen.height));
    navigator.sendBeacon(beaconPath, JSON.stringify(sample));
    dispatchEvent(new CustomEvent(VITALS_MEASURED_EVENT, { detail: sample }));
  });
}
