/**
 * The vitals beacon in a real browser (Chromium): a page read and then left sends one beacon with
 * plausible Core Web Vitals, which the real server stores in its SQLite file, whether it is left
 * 1 s or 30 s after load; a page hidden twice sends once; nothing is fetched
 * or sent before the load event; a sampling rate of 0 fetches and sends nothing; on a host with no
 * /vitals the beacon fails without a page error; and with an
 * analytics id, each value reaches the tag manager's dataLayer under GA4's names.
 */
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { type Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { vitalsDb } from '../../playwright.config';
import { deferredTasksScript, bundledAnalyticsLoader } from '../../src/integrations/browser-bundles';
import { SPECULATION_RULES_TEXT } from '../../src/shared/serving/speculation-rules';
import { analyticsLoader } from '../../src/lib/tag-manager';
import { VITALS_BEACON_URL } from '../../src/browser/deferred-tasks/tasks';
import { DEFERRED_TASKS_URL } from '../../src/browser/deferred-tasks/loader';
import { VITALS_PATH } from '../../src/shared/vitals';
import { findChromium, OFFLINE_CHROMIUM_FLAGS } from '../../harness/chromium';
import { ROUTED_REQUESTS } from './support/routing';

// The full browser, as visitors run it, not the headless shell the other tests use: in the shell the
// idle callbacks these tests wait for did not come in about half of the runs of the first test
// below (3 of 6; the full browser passed 6 of 6).
test.use({ launchOptions: { executablePath: findChromium(), args: OFFLINE_CHROMIUM_FLAGS } });

/**
 * Every sendBeacon call, kept in sessionStorage: a beacon leaves as its page is left, and the
 * record outlives the page (the next page of the same tab reads it).
 */
function recordBeacons(page: Page) {
  return page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const sent = JSON.parse(sessionStorage.getItem('beacons') ?? '[]') as { url: string; body: string }[];
      sent.push({ url: String(url), body: String(data) });
      sessionStorage.setItem('beacons', JSON.stringify(sent));
      return send(url, data);
    };
  });
}
const beaconsSent = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('beacons') ?? '[]') as { url: string; body: string }[]);

/** The page's own measuring has started: the beacon's file ran and the browser has been idle since. */
async function beaconStarted(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (src) => performance.getEntriesByName(new URL(src, location.href).href).length,
          VITALS_BEACON_URL,
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** The browser has timed the visitor's first interaction (INP's entries come after the next paint). */
async function interactionTimed(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          requestIdleCallback(() => resolve());
        }).observe({ type: 'first-input', buffered: true }),
      ),
  );
}

const storedSamples = (kind: string, edition: string) => {
  const db = new DatabaseSync(vitalsDb, { readOnly: true });
  try {
    return db
      .prepare(
        'SELECT lcp, inp, cls, ttfb, lcp_target AS lcpTarget, device FROM samples WHERE kind = ? AND edition = ?',
      )
      .all(kind, edition);
  } finally {
    db.close();
  }
};

/** Resolves once `ms` have passed since the page's load event ended. */
const afterLoad = (page: Page, ms: number) =>
  page.waitForFunction((wait) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return !!navigation?.loadEventEnd && performance.now() >= navigation.loadEventEnd + wait;
  }, ms);

/** The newest stored sample's row, before a test's page is left: the copies it counts come after. */
function lastSampleRow() {
  const db = new DatabaseSync(vitalsDb, { readOnly: true });
  try {
    return (db.prepare('SELECT COALESCE(MAX(rowid), 0) AS row FROM samples').get() as { row: number }).row;
  } finally {
    db.close();
  }
}

/**
 * How many samples stored after `afterRow` hold exactly what this beacon sent, rounded as the server
 * stores it. Samples of other tests are not counted: the phone and desktop projects run these tests
 * into one file, and on the page clock two LCPs of the same page often land on the same 4 ms step.
 */
function storedCopies(sample: Record<string, number | string | undefined>, afterRow: number) {
  const db = new DatabaseSync(vitalsDb, { readOnly: true });
  const whole = (value: unknown) => (typeof value === 'number' ? Math.round(value) : null);
  try {
    return (
      db
        .prepare(
          'SELECT COUNT(*) AS copies FROM samples WHERE rowid > ? AND kind = ? AND edition = ? AND device IS ? AND lcp IS ? AND cls IS ? AND ttfb IS ?',
        )
        .get(
          afterRow,
          sample.kind!,
          sample.edition!,
          sample.device ?? null,
          whole(sample.lcp),
          typeof sample.cls === 'number' ? Math.round(sample.cls * 10_000) / 10_000 : null,
          whole(sample.ttfb),
        ) as { copies: number }
    ).copies;
  } finally {
    db.close();
  }
}

/** The one beacon a page view sent, as the server read it. */
function theOneSample(beacons: { url: string; body: string }[]) {
  expect(beacons.map((beacon) => beacon.url)).toEqual([VITALS_PATH]);
  return JSON.parse(beacons[0]!.body) as Record<string, number | string | undefined>;
}

test(
  'a page left 1 s after its load event sends its one beacon, and the server keeps it',
  CHROMIUM_ONLY,
  async ({ page }) => {
    await recordBeacons(page);
    const afterRow = lastSampleRow();
    await page.goto('/service');
    // How soon after load the beacon arrives is a figure (npm run bench:beacon), not this test's: on a
    // machine running other tests beside it, the beacon's file came more than 1 s after load.
    await beaconStarted(page);
    await afterLoad(page, 1_000);
    await page.goto('/about');
    const sample = theOneSample(await beaconsSent(page));
    expect(sample).toMatchObject({ kind: 'services', edition: 'en' });
    expect(sample.lcp).toBeGreaterThan(0);
    expect(sample.cls).toBeGreaterThanOrEqual(0);
    expect(sample.ttfb).toBeGreaterThan(0);
    await expect.poll(() => storedCopies(sample, afterRow)).toBe(1);
  },
);

test(
  'a page left after 30 s (on the page clock) sends its one beacon, and the server keeps it',
  CHROMIUM_ONLY,
  async ({ page }) => {
    await recordBeacons(page);
    const afterRow = lastSampleRow();
    // Every timer, idle callback and clock reading of the page sees the 30 s pass. The fake clock
    // also hides the page's performance entries, so this sample has no TTFB.
    await page.clock.install();
    const beaconFetched = page.waitForResponse(`**${VITALS_BEACON_URL}`);
    await page.goto('/ar/service');
    await beaconFetched;
    await page.clock.fastForward(30_000);
    await page.goto('/ar/about');
    const sample = theOneSample(await beaconsSent(page));
    expect(sample).toMatchObject({ kind: 'services', edition: 'ar' });
    expect(sample.lcp).toBeGreaterThan(0);
    expect(sample.cls).toBeGreaterThanOrEqual(0);
    await expect.poll(() => storedCopies(sample, afterRow)).toBe(1);
  },
);

test(
  'a page hidden, shown again and then left sends one beacon, when it is first hidden',
  CHROMIUM_ONLY,
  async ({ page }) => {
    await recordBeacons(page);
    await page.goto('/lifting-equipment-in-dubai');
    await beaconStarted(page);
    // A tab switch and back, as the browser reports them; then the page's own visibility again.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      delete (document as { visibilityState?: unknown }).visibilityState;
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(await beaconsSent(page)).toHaveLength(1);
    await page.goto('/about');
    expect(await beaconsSent(page)).toHaveLength(1);
  },
);

test(
  'a page read and then left sends one beacon with plausible values, and the server keeps it',
  CHROMIUM_ONLY,
  async ({ page }, testInfo) => {
    // At phone size the Arabic service page, at desktop size an English article: both editions, both device classes.
    const phone = testInfo.project.name === 'phone';
    const [path, kind, edition] = phone
      ? ['/ar/service/hvac-system-in-dubai-uae', 'service', 'ar']
      : ['/lifting-equipment-in-dubai', 'article', 'en'];
    await recordBeacons(page);
    await page.goto(path);
    await beaconStarted(page);
    // A tap on the heading: the visitor's first interaction, which web-vitals times (INP).
    await page.getByRole('heading', { level: 1 }).click();
    await interactionTimed(page);
    expect(await beaconsSent(page)).toEqual([]);

    // Leaving the page hides it; the beacon leaves then, once.
    await page.goto(phone ? '/ar/about' : '/about');
    const beacons = await beaconsSent(page);
    expect(beacons.map((beacon) => beacon.url)).toEqual([VITALS_PATH]);
    const sample = JSON.parse(beacons[0]!.body);
    expect(sample).toMatchObject({ kind, edition, device: phone ? 'phone' : 'desktop' });
    expect(sample.lcp).toBeGreaterThan(0);
    expect(sample.lcp).toBeLessThan(10_000);
    expect(sample.lcpTarget).toMatch(/h1|img|p|div/);
    expect(sample.ttfb).toBeGreaterThan(0);
    expect(sample.ttfb).toBeLessThan(sample.lcp);
    expect(sample.cls).toBeGreaterThanOrEqual(0);
    expect(sample.cls).toBeLessThan(0.1);
    expect(sample.inp).toBeGreaterThanOrEqual(0);
    expect(sample.inp).toBeLessThan(1_000);
    expect(sample.inpTarget).toContain('h1');
    expect(Object.values(sample)).not.toContain(null);

    // The server answered 204 and stored it, rounded as it stores every sample.
    await expect
      .poll(() => storedSamples(kind, edition))
      .toContainEqual({
        lcp: Math.round(sample.lcp),
        inp: Math.round(sample.inp),
        cls: Math.round(sample.cls * 10_000) / 10_000,
        ttfb: Math.round(sample.ttfb),
        lcpTarget: sample.lcpTarget,
        device: sample.device,
      });
  },
);

test.describe('when it may cost nothing', CHROMIUM_ONLY, () => {
  test.use(ROUTED_REQUESTS);
  sameAtEverySize('when files are fetched');

  test('nothing is fetched for it before the load event, and nothing is sent while the page is shown', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      addEventListener('load', () => ((window as { loadedAt?: number }).loadedAt = performance.now())),
    );
    const fetchedAt: Record<string, number> = {};
    for (const url of [DEFERRED_TASKS_URL, VITALS_BEACON_URL]) {
      await page.route(`**${url}`, async (route) => {
        fetchedAt[url] = await page.evaluate(() => performance.now());
        await route.continue();
      });
    }
    await recordBeacons(page);
    await page.goto('/blogs');
    await beaconStarted(page);
    const loadedAt = await page.evaluate(() => (window as { loadedAt?: number }).loadedAt!);
    expect(fetchedAt[DEFERRED_TASKS_URL]).toBeGreaterThan(loadedAt);
    expect(fetchedAt[VITALS_BEACON_URL]).toBeGreaterThan(fetchedAt[DEFERRED_TASKS_URL]!);
    await page.mouse.wheel(0, 600);
    expect(await beaconsSent(page)).toEqual([]);
  });

  for (const percent of [0, 100]) {
    test(`at a sampling rate of ${percent}%, the beacon is ${percent ? 'fetched and sent' : 'neither fetched nor sent'}`, async ({
      page,
    }) => {
      const beaconFetched: string[] = [];
      page.on('request', (request) => request.url().endsWith(VITALS_BEACON_URL) && beaconFetched.push(request.url()));
      await page.route(`**${DEFERRED_TASKS_URL}`, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: `${deferredTasksScript({ vitalsSamplePercent: percent, speculationRules: SPECULATION_RULES_TEXT })}\nwindow.afterLoadRan = true;`,
        }),
      );
      await recordBeacons(page);
      await page.goto('/contact');
      // The deferred-tasks file has run and the browser has been idle since: a drawn page view would
      // have asked for the beacon by now.
      await expect
        .poll(() => page.evaluate(() => (window as { afterLoadRan?: boolean }).afterLoadRan), { timeout: 15_000 })
        .toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      if (percent) await beaconStarted(page);
      await page.goto('/about');
      expect(beaconFetched).toHaveLength(percent ? 1 : 0);
      expect((await beaconsSent(page)).length).toBe(percent ? 1 : 0);
    });
  }

  test('on a host with no /vitals (the pages alone on a static host), the beacon fails quietly and the visitor goes on', async ({
    page,
    siteProxy,
  }) => {
    const host = await siteProxy((path) => path === VITALS_PATH);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await recordBeacons(page);
    await page.goto(`${host.url}/lifting-equipment-in-dubai`);
    await beaconStarted(page);
    await page.getByRole('heading', { level: 1 }).click();
    await page.goto(`${host.url}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => host.refused).toEqual([VITALS_PATH]);
    expect(await beaconsSent(page)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('with an analytics id, each value reaches the tag manager under GA4’s names', async ({ page }) => {
    const site = 'http://site.test';
    await page.route(`${site}/`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="ar"><head><title>t</title><script>${analyticsLoader(bundledAnalyticsLoader(), 'GTM-TEST123')}</script></head>
<body><h1>مقال</h1><p>نص</p><script src="${VITALS_BEACON_URL}"></script></body></html>`,
      }),
    );
    await page.route(`${site}${VITALS_BEACON_URL}`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(new URL(`../../dist/client${VITALS_BEACON_URL}`, import.meta.url)),
      }),
    );
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    let beacon = '';
    await page.route(`${site}${VITALS_PATH}`, (route) => {
      beacon = route.request().postData() ?? '';
      return route.fulfill({ status: 204 });
    });
    await page.goto(`${site}/`);
    await page.getByRole('heading').click();
    await interactionTimed(page);
    // Hidden as a tab switch hides it, so that the page is still there to read.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await expect.poll(() => beacon).not.toBe('');
    const events = await page.evaluate(() =>
      ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((item) =>
        ['LCP', 'INP', 'CLS', 'TTFB'].includes(item.event as string),
      ),
    );
    expect(events.map((item) => item.event).sort()).toEqual(['CLS', 'INP', 'LCP', 'TTFB']);
    const sample = JSON.parse(beacon);
    const lcp = events.find((item) => item.event === 'LCP')!;
    expect(lcp).toEqual({
      event: 'LCP',
      value: sample.lcp,
      metric_value: sample.lcp,
      metric_delta: sample.lcp,
      debug_target: sample.lcpTarget,
      page_kind: 'home',
      edition: 'ar',
    });
  });
});
