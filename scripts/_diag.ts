import { chromium } from '@playwright/test';
import { findChromium, OFFLINE_CHROMIUM_FLAGS } from '../tests/e2e/support/chromium.ts';
import { startSite } from '../tests/support/site-server.ts';
const site = await startSite({ CONTACT_DB: '/tmp/diag.sqlite', SMTP_URL: '', CONTACT_RATE_LIMIT: '0' });
const browser = await chromium.launch({ executablePath: findChromium(), args: OFFLINE_CHROMIUM_FLAGS });
const cases: [string, string, number][] = [['/', '.read-more summary', 300], ['/', '.read-more summary', 6000], ['/contact', 'form button[type=submit]', 300], ['/contact', 'form button[type=submit]', 6000], ['/', '.banner-slider > button', 300]];
for (const [path, sel, after] of cases) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/\/(contact\/send|mail\.php)$/, async (r) => { await new Promise((x) => setTimeout(x, 5000)); await r.continue().catch(() => {}); });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 93750 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => { (window as any).__ev = []; new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) if (['pointerup','click','submit','pointerdown'].includes(e.name)) (window as any).__ev.push(`${e.name} start=${Math.round(e.startTime)} delay=${Math.round(e.processingStart - e.startTime)} proc=${Math.round(e.processingEnd - e.processingStart)} dur=${e.duration}`); }).observe({ type: 'event', durationThreshold: 16, buffered: true } as any); new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__ev.push(`longtask ${Math.round(e.startTime)} ${Math.round(e.duration)}`); }).observe({ type: 'longtask', buffered: true } as any); });
  await page.goto(site.url + path, { waitUntil: after > 1000 ? 'load' : 'commit' });
  await page.waitForSelector(sel, { state: 'attached' });
  if (path === '/contact') await page.evaluate(() => { for (const [n, v] of [['name', 'a b'], ['email', 'a@b.co'], ['message', 'hello there']]) (document.querySelector(`[name=${n}]`) as HTMLInputElement).value = v; });
  await page.waitForTimeout(after);
  const p = await page.evaluate((s) => { const e = document.querySelector(s)!; e.scrollIntoView({ block: 'center', behavior: 'instant' }); const b = e.getBoundingClientRect(); return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; }, sel);
  await page.waitForTimeout(50);
  const t = await page.evaluate(() => performance.now());
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [p] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(2500);
  console.log(path, sel, after, 'tap at', Math.round(t), await page.evaluate(() => (window as any).__ev.filter((x: string) => !x.startsWith('longtask') || true)));
  await context.close();
}
await browser.close(); await site.stop();
