/**
 * `npm run bench:next-page`: the time from a tap on a service card to the service page's largest
 * paint, with the speculation rules (src/shared/serving/speculation-rules.ts) and without them, on the slow
 * phone of docs/performance.md (slow 4G, CPU slowed 4x, a touch screen) and on a desktop with the
 * same connection, where the pointer rests on the card for 300 ms before the click.
 *
 * Each run opens the services list in a fresh window (cold cache), waits until the deferred tasks
 * have added the rules, and for "without" removes them again (which cancels what they would fetch)
 * before the tap. The tap is a finger held 100 ms, as a real one is. Timed from the finger lifting
 * (or the click's release) to the next page's largest contentful paint, both read from the pages'
 * own clocks (`performance.timeOrigin`). Runs interleave the two ways; BENCH_RUNS (default 5) each,
 * medians. BENCH_SKIP_BUILD=1 uses the current dist/. Prints one table and writes reports/next-page.md.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { findChromium, OFFLINE_CHROMIUM_FLAGS } from '../harness/chromium.ts';
import { startSite } from '../harness/site-server.ts';
import { slowPhone } from './slow-phone.ts';
import { median } from './stats.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npm run build', { stdio: 'inherit' });

const LIST = '/service';
const CARD = 'main a[href="/service/hvac-system-in-dubai-uae"]';
const HOLD_MS = 100;
const DWELL_MS = 300;

type Way = 'with' | 'without';
type Device = 'phone' | 'desktop';

/** The rules are in the page once the deferred tasks ran (after load and the first paint). */
async function rulesAdded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('script[type="speculationrules"]'), undefined, {
    timeout: 30_000,
  });
}

/** The next page's largest paint, in the clock both pages share (ms since the epoch). */
const largestPaintAt = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(performance.timeOrigin + entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

/** A run's time, and whether the next page came from the prefetch (its navigation entry says so). */
interface Sample {
  ms: number;
  prefetched: boolean;
}

async function oneRun(browser: Browser, url: string, device: Device, way: Way): Promise<Sample> {
  const { context, page, cdp } = await slowPhone(browser);
  try {
    if (device === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${url}${LIST}`, { waitUntil: 'load' });
    await rulesAdded(page);
    if (way === 'without')
      await page.evaluate(() => document.querySelector('script[type="speculationrules"]')!.remove());
    const card = page.locator(CARD);
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // The release, in the pages' shared clock, kept where the next page of the tab can read it.
    await page.evaluate(() =>
      addEventListener(
        'pointerup',
        (event) => sessionStorage.setItem('releasedAt', String(performance.timeOrigin + event.timeStamp)),
        { capture: true, once: true },
      ),
    );
    const navigated = page.waitForURL(/\/service\/hvac-system-in-dubai-uae$/, { waitUntil: 'load', timeout: 30_000 });
    if (device === 'phone') {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await page.mouse.move(x, y);
      await new Promise((resolve) => setTimeout(resolve, DWELL_MS));
      await page.mouse.down();
      await page.mouse.up();
    }
    await navigated;
    const releasedAt = Number(await page.evaluate(() => sessionStorage.getItem('releasedAt')));
    const prefetched = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string })
          .deliveryType === 'navigational-prefetch',
    );
    return { ms: (await largestPaintAt(page)) - releasedAt, prefetched };
  } finally {
    await context.close();
  }
}

const site = await startSite({});
const browser = await chromium.launch({ executablePath: findChromium(), args: OFFLINE_CHROMIUM_FLAGS });
const samples: Record<string, Sample[]> = {};
try {
  for (let run = 0; run < runs; run++) {
    for (const device of ['phone', 'desktop'] as const) {
      for (const way of ['with', 'without'] as const) {
        (samples[`${device} ${way}`] ??= []).push(await oneRun(browser, site.url, device, way));
      }
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

const table = [
  '| window, speculation | tap to next page LCP, median ms | runs (ms) | page from the prefetch |',
  '| --- | --- | --- | --- |',
  ...Object.entries(samples).map(
    ([name, runs]) =>
      `| ${name} | ${Math.round(median(runs.map((run) => run.ms)))} | ${runs.map((run) => Math.round(run.ms)).join(', ')} | ${runs.filter((run) => run.prefetched).length}/${runs.length} |`,
  ),
].join('\n');
console.log(table);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/next-page.md', `${table}\n`);
console.log('\nWritten: reports/next-page.md');
