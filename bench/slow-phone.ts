/** The slow phone every speed bench uses (docs/performance.md): slow 4G, CPU slowed 4x, 390 px. */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

export const SLOW_PHONE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
};

/** A fresh window on the slow phone (cold cache, no service worker), with its DevTools session. */
export async function slowPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: SLOW_PHONE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  return { context, page, cdp };
}
