/**
 * What a visitor transfers reading a page to its end without a tap (`npm run bench:taps`): a plain
 * window, phone-sized under 600 px, with the service worker blocked so that only the page's own
 * downloads count.
 */
import type { Browser } from '@playwright/test';

/** Bytes transferred loading `url` at `width` and scrolling it to its end. */
export async function bytesReadToEnd(browser: Browser, url: string, width: number): Promise<number> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    isMobile: width < 600,
    hasTouch: width < 600,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  try {
    await page.goto(url, { waitUntil: 'load' });
    for (let step = 0; step < 60; step++) {
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x: 100, y: 300, deltaX: 0, deltaY: 500 });
      await page.waitForTimeout(60);
    }
    // Long enough for anything that loads after load (the slider, the form, the map) to arrive.
    await page.waitForTimeout(7_000);
    return bytes;
  } finally {
    await context.close();
  }
}
