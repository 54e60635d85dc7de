/**
 * `npm run bench:beacon`: which page views send their vitals beacon, by how long the visitor stays.
 *
 * On the slow phone (bench/slow-phone.ts: slow 4G, CPU slowed 4x, cold cache, no service worker,
 * so a first visit, the slowest case), the Home page of each edition is opened and left for /about
 * 0.5, 1, 1.5, 2.5 and 4.5 s after its load event. A view counts as measured when the real server
 * stores its sample (in a SQLite file of the bench's own) within 5 s of leaving. It also prints
 * when /vitals-beacon.js had arrived, after the load event (median of the views that fetched it).
 *
 * BENCH_RUNS (default 5) views per edition and length. BENCH_SKIP_BUILD=1 uses the current dist/.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { VITALS_BEACON_URL } from '../src/browser/deferred-tasks/tasks.ts';
import { findChromium, OFFLINE_CHROMIUM_FLAGS } from '../harness/chromium.ts';
import { startSite } from '../harness/site-server.ts';
import { slowPhone } from './slow-phone.ts';
import { median } from './stats.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npm run build', { stdio: 'inherit' });

const LEAVE_AFTER_MS = [500, 1000, 1500, 2500, 4500];
const HOMES = ['/', '/ar'];
const STORED_WITHIN_MS = 5000;

const dir = mkdtempSync(join(tmpdir(), 'bench-beacon-'));
const db = join(dir, 'vitals.sqlite');
const site = await startSite({
  VITALS_DB: db,
  VITALS_RATE_LIMIT: '0',
  CONTACT_DB: join(dir, 'contact.sqlite'),
  SMTP_URL: '',
});
const browser = await chromium.launch({ executablePath: findChromium(), args: OFFLINE_CHROMIUM_FLAGS });

/** Samples stored for the Home pages: the /about each view leaves for is a kind of its own. */
function homeSamples(): number {
  const file = new DatabaseSync(db, { readOnly: true });
  try {
    return (file.prepare("SELECT COUNT(*) AS count FROM samples WHERE kind = 'home'").get() as { count: number }).count;
  } finally {
    file.close();
  }
}

/** How long after the load event the beacon's file had arrived; null when it had not. */
const beaconArrival = (page: Page) =>
  page.evaluate((src) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const beacon = performance.getEntriesByName(new URL(src, location.href).href)[0] as
      PerformanceResourceTiming | undefined;
    return beacon?.responseEnd ? beacon.responseEnd - navigation.loadEventEnd : null;
  }, VITALS_BEACON_URL);

async function storedWithin(before: number, ms: number): Promise<boolean> {
  for (const start = Date.now(); Date.now() - start < ms; await new Promise((done) => setTimeout(done, 100)))
    if (homeSamples() > before) return true;
  return false;
}

const results: { leaveAfterMs: number; measured: number; views: number; arrivals: number[] }[] = [];
try {
  for (const leaveAfterMs of LEAVE_AFTER_MS) {
    const result = { leaveAfterMs, measured: 0, views: 0, arrivals: [] as number[] };
    for (let run = 0; run < runs; run++) {
      for (const home of HOMES) {
        const { context, page } = await slowPhone(browser);
        await page.goto(`${site.url}${home}`);
        await page.waitForFunction((wait) => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          return navigation.loadEventEnd > 0 && performance.now() >= navigation.loadEventEnd + wait;
        }, leaveAfterMs);
        const arrival = await beaconArrival(page);
        const before = homeSamples();
        await page.goto(`${site.url}/about`, { waitUntil: 'commit' });
        const stored = await storedWithin(before, STORED_WITHIN_MS);
        await context.close();
        result.views++;
        if (stored) result.measured++;
        if (arrival !== null) result.arrivals.push(arrival);
        console.log(
          `left ${leaveAfterMs / 1000} s after load  ${home.padEnd(3)}  ${stored ? 'stored' : 'not stored'}` +
            (arrival === null ? '' : `  (beacon file arrived ${Math.round(arrival)} ms after load)`),
        );
      }
    }
    results.push(result);
  }
} finally {
  await browser.close();
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}

console.log('\n| left after load | measured | beacon file arrived after load (median) |');
console.log('| --- | --- | --- |');
for (const { leaveAfterMs, measured, views, arrivals } of results)
  console.log(
    `| ${leaveAfterMs / 1000} s | ${measured} of ${views} | ${arrivals.length ? `${Math.round(median(arrivals))} ms` : '–'} |`,
  );
