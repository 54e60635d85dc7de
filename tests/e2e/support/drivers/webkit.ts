/**
 * WebKit, the engine of Safari and of every browser on an iPhone, from Debian: WebKitGTK's
 * MiniBrowser driven by WebKitWebDriver, on a virtual screen (Xvfb). One driver per test worker.
 *
 * MiniBrowser runs full screen: that hides its toolbar, whose width would otherwise keep the
 * window from narrowing below 447 px, so the page's viewport is exactly the size asked for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from '../../../../harness/free-port.ts';
import { WebDriverSession } from './webdriver.ts';

const MINIBROWSER_CANDIDATES = [
  process.env.WEBKIT_MINIBROWSER,
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
];

export const WEBKIT_INSTALL_HINT =
  'apt-get install -y webkit2gtk-driver xvfb evilwm (WebKitWebDriver, the MiniBrowser of WebKitGTK, a virtual screen and a small window manager for it)';

export function findMiniBrowser(): string {
  const found = MINIBROWSER_CANDIDATES.find((path): path is string => Boolean(path) && existsSync(path!));
  const tools = ['/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb', '/usr/bin/evilwm'];
  if (!found || !tools.every((tool) => existsSync(tool))) {
    throw new Error(`WebKit tests need WebKitGTK's driver and MiniBrowser under Xvfb: ${WEBKIT_INSTALL_HINT}.`);
  }
  return found;
}

export class WebKitDriver {
  /** The driver, the window manager and the virtual screen, stopped in that order. */
  private readonly processes: ChildProcess[];
  readonly url: string;

  private constructor(processes: ChildProcess[], url: string) {
    this.processes = processes;
    this.url = url;
  }

  static async start(): Promise<WebKitDriver> {
    findMiniBrowser();
    // A virtual screen of its own: Xvfb picks a free display and writes its number to fd 3.
    const screen = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    const display = await new Promise<string>((resolve, reject) => {
      screen.stdio[3]!.once('data', (data: Buffer) => resolve(`:${data.toString().trim()}`));
      screen.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    });
    // Pages drawn without accelerated compositing: with no graphics card, WebKitGTK would run its
    // compositor on a software OpenGL, which took a fifth more of the machine's processor time over
    // the WebKit tests (docs/browsers.md). Layout, hit testing and script, what the tests read, are
    // the same.
    const env = { ...process.env, DISPLAY: display, WEBKIT_DISABLE_COMPOSITING_MODE: '1' };
    // A window manager makes the browser's window the active one, as on a visitor's screen:
    // without one, WebKit holds the page unfocused, and :focus styles never show.
    const windowManager = spawn('evilwm', [], { env, stdio: 'ignore' });
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], { env, stdio: 'ignore' });
    const processes = [driver, windowManager, screen];
    // Whatever ends the test worker, nothing is left running.
    process.once('exit', () => processes.forEach((child) => child.kill('SIGKILL')));

    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 20_000;
    for (;;) {
      const ready = await fetch(`${url}/status`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ready) return new WebKitDriver(processes, url);
      if (driver.exitCode !== null || Date.now() > deadline) {
        processes.forEach((child) => child.kill('SIGKILL'));
        throw new Error(`WebKitWebDriver did not start on port ${port} (exit ${driver.exitCode})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** A fresh MiniBrowser window; `javaScript: false` is WebKit's own "Enable JavaScript" switched off. */
  session({ javaScript }: { javaScript: boolean }): Promise<WebDriverSession> {
    return WebDriverSession.create(this.url, {
      'webkitgtk:browserOptions': {
        binary: findMiniBrowser(),
        // Tab reaches links, as with Safari's "Press Tab to highlight each item" (iPadOS keyboards).
        args: ['--automation', '--full-screen', '--enable-tabs-to-links=true', `--enable-javascript=${javaScript}`],
      },
    });
  }

  stop() {
    for (const child of this.processes) child.kill('SIGTERM');
  }
}
