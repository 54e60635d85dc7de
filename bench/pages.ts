/**
 * `npm run bench:pages`: Lighthouse (default mobile settings: simulated slow 4G, 4x CPU) on every
 * page kind in both editions and on a floor page (one HTML file: an h1, a paragraph, inline CSS),
 * served by the production server (precompressed, production cache headers), interleaved, 5 runs
 * each, median. Prints one table (performance and accessibility scores, LCP beside the floor's,
 * total blocking time, bytes) and writes reports/pages.json and reports/pages.md.
 * Options: BENCH_RUNS (default 5), BENCH_SKIP_BUILD=1 (use the current dist/), BENCH_ONLY=home,ar-article
 * (some pages only; the floor always runs).
 *
 * The `held` column counts the runs whose first frame headless Chromium showed over half a second
 * after the page was ready to paint (its load event): a lab artifact of headless Chromium's
 * compositor, which now and then holds a page's frames to one a second (Lighthouse issue #17148;
 * docs/performance.md). Lantern builds its Speed Index on the observed one, so such a run's Speed
 * Index, and with it the score, is off by about a second; LCP and TBT are modelled and unaffected.
 */
import { pathInEdition } from '../src/shared/editions.ts';
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium, OFFLINE_CHROMIUM_FLAGS } from '../harness/chromium.ts';
import { PAGE_KIND_PATHS } from '../harness/page-kind-paths.ts';
import { startSite } from '../harness/site-server.ts';
import { median } from './stats.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npm run build', { stdio: 'inherit' });

const floorFile = resolve('dist/client/bench-floor.html');
writeFileSync(
  floorFile,
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="The physical floor."><style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2937}h1{font-size:2rem}</style></head><body><h1>Facility management in Dubai</h1><p>The smallest page a server can send: one HTML file with its CSS inline. Every other page is measured against it in the same run.</p></body></html>`,
);

interface Sample {
  score: number;
  a11y: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  total: number;
  js: number;
  css: number;
  images: number;
  fonts: number;
  requests: number;
  /** 1 when the run's first frame was held (see above), else 0. */
  held: number;
}

/** How long after the load event a first frame counts as held by the compositor, not the page. */
const HELD_FRAME_MS = 500;

const only = process.env.BENCH_ONLY?.split(',');
const pages: Record<string, string> = {
  floor: '/bench-floor',
  ...Object.fromEntries(
    Object.entries(PAGE_KIND_PATHS)
      .flatMap(([kind, path]) => [
        [kind, path],
        [`ar-${kind}`, pathInEdition(path, 'ar')],
      ])
      .filter(([name]) => !only || only.includes(name!)),
  ),
};
const samples: Record<string, Sample[]> = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
/** What keeps a page's accessibility score under 100, by audit id. */
const accessibilityFailures: Record<string, Set<string>> = {};
/** Each page kind's largest-contentful-paint element, as Lighthouse names it. */
const lcpElements: Record<string, string> = {};

const site = await startSite({ CONTACT_DB: resolve('reports/bench-contact.sqlite'), SMTP_URL: '' });
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...OFFLINE_CHROMIUM_FLAGS],
});

try {
  for (let run = 1; run <= runs; run++) {
    for (const [name, path] of Object.entries(pages)) {
      const result = await lighthouse(`${site.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result!.lhr;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const summary = (
        lhr.audits['resource-summary']?.details as unknown as {
          items: { resourceType: string; transferSize: number; requestCount: number }[];
        }
      ).items;
      const bytes = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
      samples[name]!.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        total: bytes('total'),
        js: bytes('script'),
        css: bytes('stylesheet'),
        images: bytes('image'),
        fonts: bytes('font'),
        requests: summary.find((item) => item.resourceType === 'total')?.requestCount ?? 0,
        held: observedFrameHeld(lhr.audits.metrics?.details) ? 1 : 0,
      });
      for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
        if (ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          (accessibilityFailures[name] ??= new Set()).add(ref.id);
      }
      const lcpNode = (lhr.audits['lcp-breakdown-insight']?.details as unknown as { items?: { selector?: string }[] })
        ?.items?.[1];
      lcpElements[name] ??= lcpNode?.selector ?? 'unknown';
      process.stdout.write(
        `run ${run}/${runs} ${name} `.padEnd(24) +
          `LCP ${Math.round(audit('largest-contentful-paint'))} ms  TBT ${Math.round(audit('total-blocking-time'))} ms\n`,
      );
    }
  }
} finally {
  await chrome.kill();
  await site.stop();
  rmSync(floorFile, { force: true });
}

const medians = Object.fromEntries(
  Object.entries(samples).map(([name, list]) => [
    name,
    Object.fromEntries(
      Object.keys(list[0]!).map((key) => [key, median(list.map((sample) => sample[key as keyof Sample]))]),
    ) as unknown as Sample,
  ]),
);
const floorLcp = medians.floor!.lcp;
const heldRuns = (name: string) => samples[name]!.reduce((sum, sample) => sum + sample.held, 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const header = [
  'page',
  'score',
  'a11y',
  'FCP ms',
  'LCP ms',
  'LCP/floor',
  'TBT ms',
  'CLS',
  'SI ms',
  'total KB',
  'JS KB',
  'CSS KB',
  'img KB',
  'font KB',
  'requests',
  'held',
];
const rows = Object.entries(medians).map(([name, m]) => [
  name,
  String(m.score),
  String(m.a11y),
  m.fcp.toFixed(0),
  m.lcp.toFixed(0),
  (m.lcp / floorLcp).toFixed(2),
  m.tbt.toFixed(0),
  m.cls.toFixed(3),
  m.si.toFixed(0),
  kb(m.total),
  kb(m.js),
  kb(m.css),
  kb(m.images),
  kb(m.fonts),
  String(m.requests),
  `${heldRuns(name)}/${samples[name]!.length}`,
]);
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) =>
  cells
    .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
    .join('  ');
console.log(`\nLighthouse ${runs} runs each, median (mobile: simulated slow 4G, 4x CPU)\n`);
console.log(line(header));
for (const row of rows) console.log(line(row));
for (const [name, ids] of Object.entries(accessibilityFailures)) {
  console.log(`Accessibility, ${name}: fails ${[...ids].join(', ')}`);
}
console.log('\nLargest contentful paint element:');
for (const [name, selector] of Object.entries(lcpElements)) console.log(`  ${name.padEnd(10)} ${selector}`);

mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/pages.json',
  JSON.stringify({ date: new Date().toISOString(), runs, medians, lcpElements, samples }, null, 2),
);
writeFileSync(
  'reports/pages.md',
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n') + '\n',
);
console.log('\nWritten: reports/pages.json, reports/pages.md');

/** Whether the observed first paint came over HELD_FRAME_MS after the page's load event. */
function observedFrameHeld(details: unknown): boolean {
  const observed = (details as { items?: { observedLoad?: number; observedFirstPaint?: number }[] } | undefined)
    ?.items?.[0];
  if (observed?.observedLoad === undefined || observed.observedFirstPaint === undefined) return false;
  return observed.observedFirstPaint - observed.observedLoad > HELD_FRAME_MS;
}
