/**
 * Playwright's `test`, with one browser window per worker that test after test reuses, instead of a
 * new context and page for each test. On this 2-core machine a new Chromium page costs 0.5–0.8 s
 * of processor time (a renderer process) before it loads anything; a page that only navigates
 * loads in about a third of that (docs/browsers.md). The Chromium-only specs import `test` and
 * `expect` from here; `page` and `context` behave as Playwright's own.
 *
 * Between tests the window is put back as a fresh one would be: other tabs closed, routes and
 * listeners removed, cookies, permissions, the HTTP cache, storage, service workers and their
 * caches cleared, online again, the viewport and media as the test's options say, and
 * about:blank. A window is never reused after a failed test, or after a test changed what cannot
 * be undone (an init script, an exposed function, the page clock, a CDP session, extra headers):
 * the next test gets a new one. Tests whose options differ (JavaScript off, reduced motion,
 * another viewport, axe in every page…) each keep a window of their own.
 */
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { AXE_SOURCE } from './axe.ts';

interface Window {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Set when the test did something the reset cannot undo. */
  spoilt: boolean;
}

/** The page events the specs listen to; listeners a test added must not hear the next test. */
const PAGE_EVENTS = [
  'console',
  'dialog',
  'domcontentloaded',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;
const CONTEXT_EVENTS = ['console', 'page', 'request', 'requestfailed', 'requestfinished', 'response'] as const;

/** Methods after which a window is not reused: Playwright offers no way to take them back. */
function markSpoilingCalls(window: Window) {
  const spoil = <T extends object>(target: T, methods: (keyof T)[]) => {
    for (const method of methods) {
      const original = target[method] as (...args: unknown[]) => unknown;
      Object.assign(target, {
        [method]: (...args: unknown[]) => {
          window.spoilt = true;
          return original.apply(target, args);
        },
      });
    }
  };
  spoil(window.page, ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders']);
  spoil(window.context, [
    'addInitScript',
    'exposeFunction',
    'exposeBinding',
    'setExtraHTTPHeaders',
    'newCDPSession',
    'setGeolocation',
  ]);
  spoil(window.page.clock, ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'fastForward', 'runFor']);
}

async function openWindow(browser: Browser, options: BrowserContextOptions, axeInEveryPage: boolean): Promise<Window> {
  const context = await browser.newContext(options);
  // Before the window is watched for spoiling calls: this script is the window's own, for good.
  if (axeInEveryPage) await context.addInitScript(AXE_SOURCE);
  const page = await context.newPage();
  const window = { context, page, cdp: await context.newCDPSession(page), spoilt: false };
  markSpoilingCalls(window);
  return window;
}

/** Puts a window back as a new one would be, for a test with these options. */
async function reset(window: Window, options: BrowserContextOptions) {
  const { context, page, cdp } = window;
  for (const other of context.pages()) if (other !== page) await other.close();
  for (const event of PAGE_EVENTS) await page.removeAllListeners(event);
  for (const event of CONTEXT_EVENTS) await context.removeAllListeners(event);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('about:blank');
  await context.setOffline(false);
  await context.clearCookies();
  await context.clearPermissions();
  await cdp.send('Network.clearBrowserCache');
  const origin = new URL(options.baseURL!).origin;
  // Local storage, IndexedDB, the service worker and its caches.
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await page.emulateMedia({
    media: null,
    colorScheme: options.colorScheme ?? null,
    reducedMotion: options.reducedMotion ?? null,
    forcedColors: options.forcedColors ?? null,
  });
  if (options.viewport) await page.setViewportSize(options.viewport);
}

export const test = base.extend<{ axeInEveryPage: boolean }, { windows: Map<string, Window> }>({
  /**
   * Every page of the window gets axe-core from an init script (support/axe.ts), for a test that
   * runs axe page after page. Such a window is kept for tests that ask for the same.
   */
  axeInEveryPage: [false, { option: true }],

  windows: [
    async ({}, use) => {
      const windows = new Map<string, Window>();
      await use(windows);
      for (const window of windows.values()) await window.context.close();
    },
    { scope: 'worker' },
  ],

  // Each context option is named twice: Playwright reads a fixture's dependencies from its
  // destructured first parameter, and a rest pattern there is not allowed.
  page: async (
    {
      browser,
      windows,
      baseURL,
      viewport,
      screen,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      userAgent,
      javaScriptEnabled,
      reducedMotion,
      colorScheme,
      serviceWorkers,
      locale,
      bypassCSP,
      contextOptions,
      axeInEveryPage,
    },
    use,
    testInfo: TestInfo,
  ) => {
    const options: BrowserContextOptions = {
      ...contextOptions,
      baseURL,
      viewport,
      screen,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      userAgent,
      javaScriptEnabled,
      reducedMotion,
      colorScheme,
      serviceWorkers,
      locale,
      bypassCSP,
    };
    const key = JSON.stringify({ ...options, axeInEveryPage });
    let window = windows.get(key);
    if (window) {
      await reset(window, options).catch(async () => {
        // A window that cannot be put back is closed, and the test gets a new one.
        await window!.context.close();
        window = undefined;
      });
    }
    if (!window) windows.set(key, (window = await openWindow(browser, options, axeInEveryPage)));

    await use(window.page);

    if (window.spoilt || testInfo.status !== testInfo.expectedStatus) {
      windows.delete(key);
      await window.context.close();
    }
  },

  context: async ({ page }, use) => use(page.context()),
});

export { expect } from '@playwright/test';
