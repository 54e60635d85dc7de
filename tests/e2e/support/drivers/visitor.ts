/**
 * One way for a test to act as a visitor in any engine: Chromium and Firefox through Playwright
 * (Firefox over WebDriver BiDi, see firefox-esr.ts), WebKit through WebDriver (see webkit.ts).
 * A test written against `Visitor` runs in all three: it opens pages, taps, types, presses keys
 * and reads the page with a function that runs in it. Assertions are `expect.poll` over those
 * reads, so they wait the same way in every engine.
 *
 * Fixtures: `visitor` (JavaScript on), `scriptless` (JavaScript off in the engine's own
 * settings) and `siteProxy` (the network between them and the site: refuse a request, go offline).
 */
import {
  chromium,
  firefox,
  type Browser,
  type BrowserContextOptions,
  type LaunchOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { test as base } from '../reused-window.ts';
import { SiteProxy } from './site-proxy.ts';
import { WebDriverSession } from './webdriver.ts';
import { WebKitDriver } from './webkit.ts';

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** The width from which the site shows its desktop menu (Tailwind's lg). */
const DESKTOP_FROM = 992;

export interface Visitor {
  readonly engine: Engine;
  /** The viewport width the visitor's screen has now. */
  readonly width: number;
  /** Whether the page shows its phone layout (menu toggle) at this width. */
  readonly phone: boolean;
  /** Opens a path of the site, or a whole address, and resolves after its load event. */
  open(pathOrUrl: string): Promise<void>;
  /** Runs `fn` in the page with `arg` (serialisable) and resolves with its (awaited) result. */
  run<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** A pointer press at the centre of the first element matching the CSS selector. */
  click(selector: string): Promise<void>;
  /** Replaces the field's value by typing `text` into it. */
  type(selector: string, text: string): Promise<void>;
  /** Presses keys in turn, e.g. 'Tab', 'Shift+Tab', 'Escape', 'Enter', 'Space'. */
  press(...keys: string[]): Promise<void>;
  /** Picks files (paths on this machine) in a file field, as a visitor does in the file chooser. */
  chooseFiles(selector: string, paths: string[]): Promise<void>;
  /** Path and hash of the page shown now. */
  location(): Promise<string>;
  resize(width: number, height?: number): Promise<void>;
  /**
   * Moves the page's clock on by `ms`, firing the timers that fall due, where the engine lets a
   * test hold the page's clock (Chromium and Firefox, through Playwright: their windows with
   * JavaScript on run on Playwright's page clock, at the normal pace until moved on). WebKit's
   * pages keep their own clock: there, this does nothing and time passes at its own pace.
   */
  skipAhead(ms: number): Promise<void>;
}

/** Runs a function given as source in the page: the same text for every engine. */
const asCall = (fn: (arg: never) => unknown) => `return (${fn.toString()})(arguments[0]);`;

/**
 * Puts the caret in a field, its text selected, as a visitor who scrolled to it and tapped it:
 * brought into view at once, then focused where it is. A script's plain focus() makes the page
 * glide to the field (the site scrolls smoothly), and a click while it glides lands beside its
 * target: in CI, Send on the visit request form pressed on <main> instead, and nothing was sent.
 */
const focusField = (css: string) => {
  const field = document.querySelector<HTMLInputElement>(css)!;
  field.scrollIntoView({ block: 'center', behavior: 'instant' });
  field.focus({ preventScroll: true });
  field.select();
};

class PlaywrightVisitor implements Visitor {
  constructor(
    readonly engine: Engine,
    private readonly page: Page,
    private readonly baseURL: string,
    private readonly javaScript: boolean,
  ) {}
  /**
   * Playwright waits for an element to be stable across animation frames, and checks that a click
   * lands on it, before acting; with JavaScript off, Firefox runs no frame callbacks at all, so
   * there the waiting and checking are skipped. Chromium runs them either way.
   */
  private get force() {
    return !this.javaScript && this.engine === 'firefox';
  }
  get width() {
    return this.page.viewportSize()!.width;
  }
  get phone() {
    return this.width < DESKTOP_FROM;
  }
  async open(pathOrUrl: string) {
    await this.page.goto(new URL(pathOrUrl, this.baseURL).href);
  }
  run<R, A>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    // Source text, as WebDriver gets it: no engine sees a function Playwright has prepared.
    return this.page.evaluate(([source, value]) => new Function(source as string).call(null, value) as R, [
      asCall(fn as (arg: never) => unknown),
      arg,
    ] as const);
  }
  async click(selector: string) {
    const target = this.page.locator(selector).first();
    // Brought into view at once first, as the WebDriver visitor does: a Send on an unfinished form
    // makes the page glide to the first empty field, and a click while it glides could press on one
    // spot and let go on another.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await target.click({ force: this.force });
  }
  async type(selector: string, text: string) {
    if (this.engine === 'chromium' && this.javaScript) return this.page.locator(selector).first().fill(text);
    // Playwright's fill needs the page's own script; the keyboard does not.
    await this.run(focusField, selector);
    if (!text) return this.page.keyboard.press('Backspace');
    if (!this.javaScript) {
      // Whole text at once, as a keyboard's suggestion strip enters it: typed key by key, Firefox
      // over BiDi with JavaScript off takes a second for every few characters.
      await this.page.keyboard.insertText(text);
    } else {
      // Key by key, as a visitor types. Over BiDi, Firefox's fill and insertText set the value
      // from a script, which React's controlled fields do not take for typing: the form's state
      // stayed empty, and a sent form was not cleared (in the test only; typing clears it).
      await this.page.keyboard.type(text);
    }
  }
  async press(...keys: string[]) {
    for (const key of keys) await this.page.keyboard.press(key);
  }
  async location() {
    const url = new URL(this.page.url());
    return url.pathname + url.hash;
  }
  async resize(width: number, height = this.page.viewportSize()!.height) {
    await this.page.setViewportSize({ width, height });
  }
  async skipAhead(ms: number) {
    if (this.javaScript) await this.page.clock.fastForward(ms);
  }
  async chooseFiles(selector: string, paths: string[]) {
    await this.page.locator(selector).first().setInputFiles(paths);
  }
}

class WebDriverVisitor implements Visitor {
  readonly engine = 'webkit';
  constructor(
    private readonly session: WebDriverSession,
    private readonly baseURL: string,
    public width: number,
    private height: number,
  ) {}
  get phone() {
    return this.width < DESKTOP_FROM;
  }
  async open(pathOrUrl: string) {
    // Navigation returns after the load event (page load strategy "normal").
    await this.session.navigate(new URL(pathOrUrl, this.baseURL).href);
  }
  run<R, A>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return this.session.execute<R>(asCall(fn as (arg: never) => unknown), [arg ?? null]);
  }
  /** Like Playwright's click, waits (up to 5 s) until the element is there and can be clicked. */
  async click(selector: string) {
    await retrying(async () => {
      // Centred first: WebDriver scrolls only until the element shows, which can leave it under
      // the fixed header, and then refuses the click as intercepted.
      // Instant: the site scrolls smoothly, and a click during the glide misses.
      await this.run(
        (css) => document.querySelector(css)?.scrollIntoView({ block: 'center', behavior: 'instant' }),
        selector,
      );
      await this.session.click(selector);
    });
  }
  async type(selector: string, text: string) {
    await retrying(async () => {
      await this.run(focusField, selector);
      // Selected text is replaced by what is typed; an empty string clears it with a Backspace.
      await this.session.sendKeys(selector, text || '\uE003');
    });
  }
  async press(...keys: string[]) {
    await this.session.pressKeys(keys);
  }
  async location() {
    const url = new URL(await this.session.currentUrl());
    return url.pathname + url.hash;
  }
  async resize(width: number, height = this.height) {
    await this.session.setWindowSize(width, height);
    this.width = width;
    this.height = height;
  }
  async skipAhead() {}
  async chooseFiles(selector: string, paths: string[]) {
    // WebDriver's way to pick files: their paths typed into the file field, one a line.
    await this.session.sendKeys(selector, paths.join('\n'));
  }
}

async function retrying(action: () => Promise<unknown>, timeout = 5_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await action();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A window for one test, and how to put it away afterwards. */
interface Window {
  visitor: Visitor;
  /** `reusable: false` after a failed test: the window's state is unknown, so it is closed. */
  close(reusable: boolean): Promise<void>;
}
interface WindowOptions {
  javaScript: boolean;
  baseURL: string;
  viewport: { width: number; height: number };
  /** Chromium only: a phone's touch screen and mobile viewport (Firefox and WebKit size the window). */
  contextOptions: BrowserContextOptions;
}

/**
 * Opens windows of one engine. Browsers start on first use and serve the worker's later tests,
 * so that a run of one engine never starts the others. A window, too, serves test after test:
 * a new Chromium or Firefox page costs more processor time than loading a page of the site
 * (docs/browsers.md). Between tests it is left on about:blank, without cookies, at the test's size,
 * as WebKit's single WebDriver window always was.
 */
class EngineWindows {
  private readonly started = new Map<string, Promise<Browser | WebDriverSession>>();
  private readonly webkitDrivers: Promise<WebKitDriver>[] = [];
  private readonly idle = new Map<string, Page>();

  constructor(
    private readonly engine: Engine,
    private readonly launchOptions: LaunchOptions,
  ) {}

  private once<T extends Browser | WebDriverSession>(key: string, start: () => Promise<T>): Promise<T> {
    if (!this.started.has(key)) this.started.set(key, start());
    return this.started.get(key) as Promise<T>;
  }

  async open({ javaScript, baseURL, viewport, contextOptions }: WindowOptions): Promise<Window> {
    if (this.engine === 'webkit') {
      // WebKitWebDriver drives one window at a time: a driver for each setting of JavaScript.
      const session = await this.once(`webkit-${javaScript}`, async () => {
        const driver = WebKitDriver.start();
        this.webkitDrivers.push(driver);
        return (await driver).session({ javaScript });
      });
      const visitor = new WebDriverVisitor(session, baseURL, viewport.width, viewport.height);
      await visitor.resize(viewport.width, viewport.height);
      return { visitor, close: () => forget(session) };
    }
    const key = JSON.stringify({ javaScript, baseURL, viewport, contextOptions });
    let page = this.idle.get(key);
    this.idle.delete(key);
    if (page) await page.setViewportSize(viewport);
    else page = await (await this.newContext({ javaScript, baseURL, viewport, contextOptions })).newPage();
    const visitor = new PlaywrightVisitor(this.engine, page, baseURL, javaScript);
    return {
      visitor,
      close: async (reusable) => {
        const context = page.context();
        try {
          if (!reusable) throw new Error('the test failed');
          await page.goto('about:blank');
          await context.clearCookies();
          this.idle.set(key, page);
        } catch {
          // Firefox without JavaScript sometimes refuses about:blank: that window is not reused.
          await context.close();
        }
      },
    };
  }

  private async newContext({ javaScript, baseURL, viewport, contextOptions }: WindowOptions) {
    // Firefox 153 ignores Playwright's javaScriptEnabled over BiDi; its own preference does it.
    const browser =
      this.engine === 'firefox'
        ? await this.once(`firefox-${javaScript}`, () =>
            firefox.launch({
              ...this.launchOptions,
              firefoxUserPrefs: { ...this.launchOptions.firefoxUserPrefs, 'javascript.enabled': javaScript },
            }),
          )
        : await this.once('chromium', () => chromium.launch(this.launchOptions));
    const context = await browser.newContext({
      ...(this.engine === 'chromium' ? contextOptions : {}),
      viewport,
      baseURL,
      javaScriptEnabled: javaScript,
    });
    // Islands wake seconds after load; a test jumps there with skipAhead instead of waiting.
    if (javaScript) await context.clock.install();
    return context;
  }

  async stop() {
    for (const started of this.started.values()) {
      const browserOrSession = await started.catch(() => undefined);
      if (browserOrSession instanceof WebDriverSession) await browserOrSession.quit();
      else await browserOrSession?.close();
    }
    for (const driver of this.webkitDrivers) (await driver.catch(() => undefined))?.stop();
  }
}

/** Opens a window for one test, with JavaScript on or off, and puts it away after. */
async function useWindow(
  fixtures: {
    engineWindows: EngineWindows;
    baseURL: string | undefined;
    viewport: { width: number; height: number } | null;
    isMobile: boolean;
    hasTouch: boolean;
  },
  javaScript: boolean,
  use: (visitor: Visitor) => Promise<void>,
  testInfo: TestInfo,
) {
  const { engineWindows, baseURL, viewport, isMobile, hasTouch } = fixtures;
  const window = await engineWindows.open({
    javaScript,
    baseURL: baseURL!,
    viewport: viewport!,
    contextOptions: { isMobile, hasTouch },
  });
  await use(window.visitor);
  await window.close(testInfo.status === testInfo.expectedStatus);
}

export const test = base.extend<
  { visitor: Visitor; scriptless: Visitor; siteProxy: (refuse?: (path: string) => boolean) => Promise<SiteProxy> },
  { engine: Engine; engineWindows: EngineWindows }
>({
  engine: ['chromium', { option: true, scope: 'worker' }],

  engineWindows: [
    async ({ engine, launchOptions }, use) => {
      const windows = new EngineWindows(engine, launchOptions);
      await use(windows);
      await windows.stop();
    },
    { scope: 'worker' },
  ],

  // Playwright reads a fixture's dependencies from its destructured first parameter.
  visitor: async ({ engineWindows, baseURL, viewport, isMobile, hasTouch }, use, testInfo) =>
    useWindow({ engineWindows, baseURL, viewport, isMobile, hasTouch }, true, use, testInfo),

  scriptless: async ({ engineWindows, baseURL, viewport, isMobile, hasTouch }, use, testInfo) =>
    useWindow({ engineWindows, baseURL, viewport, isMobile, hasTouch }, false, use, testInfo),

  siteProxy: async ({ baseURL }, use) => {
    const started: SiteProxy[] = [];
    await use(async (refuse) => {
      const proxy = await SiteProxy.start(baseURL!, refuse);
      started.push(proxy);
      return proxy;
    });
    await Promise.all(started.map((proxy) => proxy.stop()));
  },
});

/** What a reused WebKit window must not carry into the next test: cookies and the open page. */
async function forget(session: WebDriverSession) {
  await session.deleteAllCookies().catch(() => undefined);
  await session.navigate('about:blank').catch(() => undefined);
}

export { expect } from '@playwright/test';
