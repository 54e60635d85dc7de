/**
 * `npm run vitals`: how fast the site is for its real visitors over the last 28 days, from the
 * vitals beacons the server stores (src/server/vitals/index.ts): for each page kind and edition, the p75
 * of LCP, INP, CLS and TTFB, the share of "good" samples, and the elements most often involved
 * (docs/performance.md, "Field data from real visitors", says how to read it).
 * Reads VITALS_DB (default: vitals.sqlite beside CONTACT_DB, i.e. data/vitals.sqlite), read-only,
 * so it can run while the server writes. `npm run vitals -- --json` prints the same as JSON.
 */
import { existsSync } from 'node:fs';
import { vitalsDbPath } from '../src/server/vitals/index.ts';
import { buildReport, formatReport, reportStart } from '../src/server/vitals/report.ts';
import { readVitals } from '../src/server/vitals/store.ts';

const path = vitalsDbPath();
if (!existsSync(path)) {
  // The server creates the file when it starts, so a missing one is most likely the wrong path.
  console.error(
    `No vitals samples: ${path} does not exist. The server creates it when it starts; set VITALS_DB to the file it uses.`,
  );
  process.exit(1);
}

const now = Date.now();
const report = buildReport(readVitals(path, reportStart(now)), path, now);
console.log(process.argv.includes('--json') ? JSON.stringify(report, null, 2) : formatReport(report));
