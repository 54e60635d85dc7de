/**
 * The contract of a vitals beacon, shared by the browser that sends it (src/browser/vitals/beacon.ts),
 * the analytics loader that hands it on (src/browser/analytics.ts) and the server that checks and
 * stores it (src/server/vitals/): where it goes, the four metrics in the order `npm run vitals`
 * prints them, and the shape of one sample. The server's schema (src/server/vitals/input.ts)
 * checks a body against this shape.
 */
import type { Edition } from './editions.ts';
import type { PageKind } from './page-kinds.ts';

export const VITALS_PATH = '/vitals';

export const METRICS = ['lcp', 'inp', 'cls', 'ttfb'] as const;
export type Metric = (typeof METRICS)[number];

export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'] as const;
export const DEVICES = ['phone', 'tablet', 'desktop'] as const;

/** The longest selector the server keeps. */
export const MAX_TARGET = 200;

/** What one page view measured, as the beacon sends it and the server stores it. */
export interface VitalsSample {
  kind: PageKind;
  edition: Edition;
  lcp?: number | undefined;
  inp?: number | undefined;
  cls?: number | undefined;
  ttfb?: number | undefined;
  lcpTarget?: string | undefined;
  inpTarget?: string | undefined;
  clsTarget?: string | undefined;
  connection?: (typeof CONNECTIONS)[number] | undefined;
  device?: (typeof DEVICES)[number] | undefined;
}
