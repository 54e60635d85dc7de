/**
 * The four metrics a speed beacon may carry, in the order `npm run vitals` prints them. Its own
 * module, like vitals-path.ts: the server (which runs from src/server alone, docs/deploy.md) checks
 * beacons against it, and the browser's analytics loader (src/scripts/analytics.ts) hands the same
 * four on, without bundling the server's schema.
 */
export const METRICS = ['lcp', 'inp', 'cls', 'ttfb'] as const;
