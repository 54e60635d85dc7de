/**
 * `npm run bench:taps`: what a visitor on a slow phone feels after the page has loaded.
 *
 * Chromium through the DevTools protocol, with the slow-phone profile of docs/performance.md:
 * slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), CPU slowed 4x, cold cache,
 * 390x844 with touch. On Home, an article, a service page, /contact and /book it taps each island's
 * control (a real touch through the input pipeline) at three moments: 300 ms after the first
 * paint, 1 s after the load event and 5 s after it, and times the tap from the finger lifting
 * (its pointerup, the input a tap acts on; the span Interaction to Next Paint measures) to the
 * first frame in which the result is on screen (menu open with its links visible, text
 * expanded, slider paused, form showing that it is sending). The service page's "Get a quote"
 * and "Book a visit" links leave the page: each is timed from the finger lifting to the form
 * page's first contentful paint, and counts only if the form shows that service already chosen. A tap whose
 * result never shows within 10 s is "lost".
 *
 * It also reports the bytes a visitor transfers reading each page kind to its end without a
 * tap, at 390 and 1280 px (the service worker's own downloads aside).
 *
 * Medians of BENCH_RUNS (default 5) runs. BENCH_SKIP_BUILD=1 uses the current dist/. BENCH_ONLY=home,ar-home
 * limits it to those pages (taps and reading), to try a change quickly. BENCH_TRACE=1 saves a Chromium
 * trace of each tap in reports/traces/ (open it in DevTools' Performance panel) to see where the time goes.
 * Prints one table and writes reports/taps.md.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { findChromium, OFFLINE_CHROMIUM_FLAGS } from '../harness/chromium.ts';
import { BUDGETED_PAGE_PATHS } from '../harness/page-weight.ts';
import { startSite } from '../harness/site-server.ts';
import { bytesReadToEnd } from './read-to-end.ts';
import { SLOW_PHONE, slowPhone } from './slow-phone.ts';
import { median } from './stats.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npm run build', { stdio: 'inherit' });

type Control = 'menu' | 'read more' | 'slider pause' | 'form send' | 'quote link' | 'visit link';
/** The links that open a form on another page with the service chosen: where each leads. */
const FORM_LINKS = { 'quote link': /\/contact\?/, 'visit link': /\/book\?/ } as const;
type FormLink = keyof typeof FORM_LINKS;
const isFormLink = (control: Control): control is FormLink => control in FORM_LINKS;
const TAPS: { page: string; path: string; control: Control }[] = [
  { page: 'home', path: BUDGETED_PAGE_PATHS.home!, control: 'menu' },
  { page: 'home', path: BUDGETED_PAGE_PATHS.home!, control: 'read more' },
  { page: 'home', path: BUDGETED_PAGE_PATHS.home!, control: 'slider pause' },
  { page: 'article', path: BUDGETED_PAGE_PATHS.article!, control: 'menu' },
  { page: 'service', path: BUDGETED_PAGE_PATHS.service!, control: 'menu' },
  { page: 'service', path: BUDGETED_PAGE_PATHS.service!, control: 'quote link' },
  { page: 'service', path: BUDGETED_PAGE_PATHS.service!, control: 'visit link' },
  { page: 'contact', path: BUDGETED_PAGE_PATHS.contact!, control: 'menu' },
  { page: 'contact', path: BUDGETED_PAGE_PATHS.contact!, control: 'form send' },
  { page: 'book', path: BUDGETED_PAGE_PATHS.book!, control: 'form send' },
  // The Arabic edition, right to left: the same controls on its Home and Contact.
  { page: 'ar-home', path: BUDGETED_PAGE_PATHS['ar-home']!, control: 'menu' },
  { page: 'ar-home', path: BUDGETED_PAGE_PATHS['ar-home']!, control: 'read more' },
  { page: 'ar-home', path: BUDGETED_PAGE_PATHS['ar-home']!, control: 'slider pause' },
  { page: 'ar-service', path: BUDGETED_PAGE_PATHS['ar-service']!, control: 'quote link' },
  { page: 'ar-service', path: BUDGETED_PAGE_PATHS['ar-service']!, control: 'visit link' },
  { page: 'ar-contact', path: BUDGETED_PAGE_PATHS['ar-contact']!, control: 'form send' },
  { page: 'ar-book', path: BUDGETED_PAGE_PATHS['ar-book']!, control: 'form send' },
];
const only = process.env.BENCH_ONLY?.split(',');
const taps = TAPS.filter(({ page }) => !only || only.includes(page));
const kinds = Object.entries(BUDGETED_PAGE_PATHS).filter(([kind]) => !only || only.includes(kind));
const MOMENTS = ['300 ms after first paint', '1 s after load', '5 s after load'] as const;
type Moment = (typeof MOMENTS)[number];

/** The element a finger taps for each control (the selectors also fit the islands before popovers). */
const TARGETS: Record<Control, string> = {
  menu: '.nav-toggle',
  'read more': '.read-more summary, button.read-more__toggle',
  'slider pause': '.slider-toggle',
  'form send': 'form button[type=submit]',
  'quote link': '[data-quote-link]',
  'visit link': '[data-visit-link]',
};

const browser = await chromium.launch({ executablePath: findChromium(), args: OFFLINE_CHROMIUM_FLAGS });
const contactDb = resolve('reports/bench-taps.sqlite');
const traceDir = process.env.BENCH_TRACE === '1' ? resolve('reports/traces') : undefined;
if (traceDir) mkdirSync(traceDir, { recursive: true });
let traceCount = 0;
const traceName = (path: string, control: Control, moment: Moment) =>
  `${++traceCount}-${path.replace(/\W+/g, '_')}-${control}-${moment}`.replace(/\W+/g, '-');
mkdirSync('reports', { recursive: true });
rmSync(contactDb, { force: true });
const site = await startSite({ CONTACT_DB: contactDb, SMTP_URL: '', CONTACT_RATE_LIMIT: '0' });

async function waitForMoment(page: Page, moment: Moment) {
  if (moment === '300 ms after first paint') {
    await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0, null, { polling: 10 });
    const wait = await page.evaluate(
      () => performance.getEntriesByName('first-paint')[0]!.startTime + 300 - performance.now(),
    );
    if (wait > 0) await page.waitForTimeout(wait);
    return;
  }
  await page.waitForLoadState('load');
  const after = moment === '1 s after load' ? 1000 : 5000;
  const wait = await page.evaluate(
    (ms) =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd +
      ms -
      performance.now(),
    after,
  );
  if (wait > 0) await page.waitForTimeout(wait);
}

/** Milliseconds from the tap's pointerup to the first frame showing its result, or null if lost. */
async function tap(control: Control, path: string, moment: Moment): Promise<number | null> {
  const { context, page, cdp } = await slowPhone(browser);
  // The answer to a sent form is held back, so the page being timed stays on screen.
  await page.route(/\/(contact\/send|mail\.php|book\/send(\.json)?)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue().catch(() => {});
  });
  try {
    await page.goto(`${site.url}${path}`, { waitUntil: 'commit' });
    await page.waitForSelector(TARGETS[control], { state: 'attached' });
    if (control === 'form send') {
      // The fields of whichever form the page has: the contact form's, or the visit request's.
      await page.evaluate(() => {
        const typed = {
          name: 'Bench Visitor',
          email: 'bench@example.com',
          message: 'Our chiller trips every afternoon; please call.',
          area: 'Mirdif',
          problem: 'Our chiller trips every afternoon; please call.',
          phone: '+971 50 123 4567',
        };
        for (const [name, value] of Object.entries(typed)) {
          const field = document.querySelector<HTMLInputElement>(`form [name=${name}]`);
          if (field) field.value = value;
        }
        for (const name of ['property', 'day', 'window']) {
          const choice = document.querySelector<HTMLSelectElement>(`form select[name=${name}]`);
          if (choice) choice.selectedIndex = 1;
        }
      });
    }
    await waitForMoment(page, moment);
    const target = TARGETS[control];
    const point = await page.evaluate((selector) => {
      const element = document.querySelector(selector)!;
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, target);
    if (isFormLink(control)) return await formLinkTap(page, cdp, point, control);
    // Runs in the page (the page's CSP forbids eval, so the tests are written out here).
    const result = page.evaluate(
      (name) =>
        new Promise<number | null>((done) => {
          const shown = {
            menu: () => (document.querySelector('#site-menu a')?.getBoundingClientRect().height ?? 0) > 0,
            'read more': () => getComputedStyle(document.querySelector('.read-more__full')!).display !== 'none',
            'slider pause': () => document.querySelector('.slider-toggle')?.getAttribute('aria-pressed') === 'true',
            // The button shows its data-sending label ("Sending…", «جارٍ الإرسال…»).
            'form send': () => {
              const button = document.querySelector<HTMLButtonElement>('form button[type=submit]');
              return !!button && button.textContent === button.dataset.sending;
            },
          }[name as Exclude<Control, FormLink>];
          // A tap acts when the finger lifts: time from that input, as Interaction to Next Paint does.
          // The watch starts then too: a frame-by-frame watch from before the tap would make the page
          // draw a frame at every vsync while it loads, work a visitor's phone does not do, queued
          // ahead of the tap.
          addEventListener(
            'pointerup',
            (event) => {
              const check = () => {
                if (shown()) return done(performance.now() - event.timeStamp);
                requestAnimationFrame(check);
              };
              requestAnimationFrame(check);
            },
            { capture: true, once: true },
          );
          setTimeout(() => done(null), 10_000);
        }),
      control,
    );
    await page.waitForTimeout(50);
    if (traceDir) await browser.startTracing(page, { path: `${traceDir}/${traceName(path, control, moment)}.json` });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const ms = await result;
    if (traceDir) await browser.stopTracing();
    return ms;
  } finally {
    await context.close();
  }
}

/**
 * A quote or visit link opens another page, so the two ends of the tap live in two documents: the
 * finger lifting, kept in the tab's sessionStorage, and the form page's first contentful
 * paint. Both are read on the browser's one clock (timeOrigin + a page's own time).
 */
async function formLinkTap(
  page: Page,
  cdp: import('@playwright/test').CDPSession,
  point: { x: number; y: number },
  control: FormLink,
): Promise<number | null> {
  const service = await page.evaluate((selector) => {
    addEventListener(
      'pointerup',
      (event) => sessionStorage.setItem('bench-tap', String(performance.timeOrigin + event.timeStamp)),
      { capture: true, once: true },
    );
    return new URL(document.querySelector<HTMLAnchorElement>(selector)!.href).searchParams.get('service');
  }, TARGETS[control]);
  await page.waitForTimeout(50);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  try {
    await page.waitForURL(FORM_LINKS[control], { timeout: 10_000, waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      timeout: 10_000,
      polling: 50,
    });
  } catch {
    return null;
  }
  const { tapped, painted, chosen } = await page.evaluate(() => ({
    tapped: Number(sessionStorage.getItem('bench-tap')),
    painted: performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    chosen: document.querySelector<HTMLSelectElement>('select[name=service]')?.value,
  }));
  return tapped && chosen === service ? painted - tapped : null;
}

const tapSamples = new Map<string, (number | null)[]>();
const byteSamples = new Map<string, number[]>();
const push = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);

try {
  for (let run = 1; run <= runs; run++) {
    for (const { page, path, control } of taps) {
      for (const moment of MOMENTS) {
        const ms = await tap(control, path, moment);
        push(tapSamples, `${page}|${control}|${moment}`, ms);
        console.log(`  ${page} ${control}, ${moment}: ${ms === null ? 'lost' : `${Math.round(ms)} ms`}`);
      }
    }
    for (const [kind, path] of kinds) {
      for (const width of [390, 1280])
        push(byteSamples, `${kind}|${width}`, await bytesReadToEnd(browser, `${site.url}${path}`, width));
    }
    console.log(`run ${run} of ${runs} done`);
  }
} finally {
  await browser.close();
  await site.stop();
}

const lines = [
  `Slow phone: ${SLOW_PHONE.latencyMs} ms RTT, ${SLOW_PHONE.downloadBitsPerSecond / 1e6} Mbit/s down, ${SLOW_PHONE.uploadBitsPerSecond / 1e3} kbit/s up, CPU ${SLOW_PHONE.cpuSlowdown}x slower, ${SLOW_PHONE.viewport.width}x${SLOW_PHONE.viewport.height}, cold cache; median of ${runs} runs.`,
  '',
  `| page | control | ${MOMENTS.join(' | ')} | lost |`,
  `| --- | --- | ${MOMENTS.map(() => '---').join(' | ')} | --- |`,
];
for (const { page, control } of taps) {
  let lost = 0;
  const cells = MOMENTS.map((moment) => {
    const samples = tapSamples.get(`${page}|${control}|${moment}`)!;
    const answered = samples.filter((value): value is number => value !== null);
    lost += samples.length - answered.length;
    return answered.length ? `${Math.round(median(answered))} ms` : 'lost';
  });
  lines.push(`| ${page} | ${control} | ${cells.join(' | ')} | ${lost} of ${runs * MOMENTS.length} |`);
}
lines.push('', '| page | read to the end at 390 px, no tap | at 1280 px |', '| --- | --- | --- |');
for (const [kind] of kinds) {
  const kb = (width: number) => `${(median(byteSamples.get(`${kind}|${width}`)!) / 1024).toFixed(1)} KB`;
  lines.push(`| ${kind} | ${kb(390)} | ${kb(1280)} |`);
}
const table = lines.join('\n');
console.log(`\n${table}`);
writeFileSync('reports/taps.md', `${table}\n`);
