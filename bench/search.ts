/**
 * `npm run bench:search`: a first search on a slow phone, cold. Chromium with the slow-phone
 * profile of docs/performance.md (slow 4G, CPU 4x slower, 390 px, empty cache): the visitor opens
 * /search (or /ar/search), taps the box and types a word at a phone's typing pace; timed from the
 * last keystroke to the first frame showing results, with the bytes the search fetched (its files
 * compressed as sent, and with HTTP/1.1 headers as this test server sends them).
 *
 * Medians of BENCH_RUNS (default 5). BENCH_SKIP_BUILD=1 uses the current dist/. Writes reports/search.md.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium, OFFLINE_CHROMIUM_FLAGS } from '../harness/chromium.ts';
import { startSite } from '../harness/site-server.ts';
import { SLOW_PHONE, slowPhone } from './slow-phone.ts';
import { median } from './stats.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npm run build', { stdio: 'inherit' });

const QUERIES = [
  { path: '/search', words: 'plumbing' },
  { path: '/search', words: 'gurgling' },
  { path: '/ar/search', words: 'السباكة' },
  { path: '/ar/search', words: 'المصاعد' },
];
/** A thumb on a phone keyboard: a character every 150 ms. */
const KEY_DELAY_MS = 150;

const browser = await chromium.launch({ executablePath: findChromium(), args: OFFLINE_CHROMIUM_FLAGS });
mkdirSync('reports', { recursive: true });
const site = await startSite({ CONTACT_DB: resolve('reports/bench-search.sqlite'), SMTP_URL: '' });

async function firstSearch(path: string, words: string) {
  const { context, page, cdp } = await slowPhone(browser);
  const urls = new Map<string, string>();
  let transferred = 0;
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    if (urls.get(event.requestId)?.includes('/pagefind/')) transferred += event.encodedDataLength;
  });
  try {
    await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
    // Runs in the page: the time of the last keystroke, and of the first frame with a result.
    const shown = page.evaluate(
      () =>
        new Promise<number>((done) => {
          let lastKey = 0;
          document.querySelector('#search-query')!.addEventListener('input', (event) => (lastKey = event.timeStamp));
          const list = document.querySelector('[data-search-results]')!;
          new MutationObserver(() => {
            if (list.children.length) requestAnimationFrame(() => done(performance.now() - lastKey));
          }).observe(list, { childList: true });
        }),
    );
    await page.locator('#search-query').tap();
    await page.keyboard.type(words, { delay: KEY_DELAY_MS });
    const ms = await Promise.race([shown, new Promise<number>((done) => setTimeout(() => done(NaN), 20_000))]);
    const body = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/pagefind/'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
    );
    return { ms, body, transferred };
  } finally {
    await context.close();
  }
}

const samples = new Map<string, { ms: number; body: number; transferred: number }[]>();
try {
  for (let run = 1; run <= runs; run++) {
    for (const { path, words } of QUERIES) {
      const sample = await firstSearch(path, words);
      samples.set(`${path} ${words}`, [...(samples.get(`${path} ${words}`) ?? []), sample]);
      console.log(`  ${path} “${words}”: ${Math.round(sample.ms)} ms, ${(sample.body / 1024).toFixed(1)} KB`);
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

const lines = [
  `Slow phone: ${SLOW_PHONE.latencyMs} ms RTT, ${SLOW_PHONE.downloadBitsPerSecond / 1e6} Mbit/s down, CPU ${SLOW_PHONE.cpuSlowdown}x slower, cold cache, typing a character every ${KEY_DELAY_MS} ms; median of ${runs} runs.`,
  '',
  '| page | word | last key to first results | search files (compressed) | with HTTP/1.1 headers |',
  '| --- | --- | --- | --- | --- |',
  ...QUERIES.map(({ path, words }) => {
    const all = samples.get(`${path} ${words}`)!;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    return `| ${path} | ${words} | ${Math.round(median(all.map((s) => s.ms)))} ms | ${kb(median(all.map((s) => s.body)))} | ${kb(median(all.map((s) => s.transferred)))} |`;
  }),
];
const table = lines.join('\n');
console.log(`\n${table}`);
writeFileSync('reports/search.md', `${table}\n`);
