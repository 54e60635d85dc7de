/**
 * The few W3C WebDriver (classic) commands the WebKit tests use, over plain HTTP. WebKitGTK's
 * driver speaks nothing else reliably, and the npm clients (WebdriverIO, selenium-webdriver) bring
 * driver downloaders that cannot run on a machine without the internet; these twenty lines of
 * protocol are the whole of what is needed.
 */

/** The key codes WebDriver uses for keys that are not characters (spec: "keyboard actions"). */
export const WEBDRIVER_KEYS = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Shift: '\uE008',
  Space: ' ',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
  End: '\uE010',
} as const;
export type KeyName = keyof typeof WEBDRIVER_KEYS;

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export class WebDriverSession {
  private readonly driverUrl: string;
  readonly id: string;

  private constructor(driverUrl: string, id: string) {
    this.driverUrl = driverUrl;
    this.id = id;
  }

  static async create(driverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await send<{ sessionId: string }>(driverUrl, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(driverUrl, value.sessionId);
  }

  private command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return send<T>(this.driverUrl, method, `/session/${this.id}${path}`, body ?? (method === 'POST' ? {} : undefined));
  }

  navigate(url: string) {
    return this.command('POST', '/url', { url });
  }
  currentUrl() {
    return this.command<string>('GET', '/url');
  }
  setWindowSize(width: number, height: number) {
    return this.command('POST', '/window/rect', { width, height });
  }
  /** Runs `script` (a function body; arguments[0] is the argument) and awaits a returned promise. */
  execute<T>(script: string, args: unknown[] = []) {
    return this.command<T>('POST', '/execute/sync', { script, args });
  }
  async findElement(selector: string): Promise<string> {
    const found = await this.command<Record<string, string>>('POST', '/element', {
      using: 'css selector',
      value: selector,
    });
    return found[ELEMENT]!;
  }
  /** A real click: the driver scrolls the element into view and presses the pointer at its centre. */
  async click(selector: string) {
    await this.command('POST', `/element/${await this.findElement(selector)}/click`);
  }
  /** Types into the element the way a keyboard would, after focusing it. */
  async sendKeys(selector: string, text: string) {
    await this.command('POST', `/element/${await this.findElement(selector)}/value`, { text });
  }
  /** Presses and releases each key in turn; a key given as 'Shift+Tab' holds Shift for the Tab. */
  async pressKeys(keys: string[]) {
    const actions = keys.flatMap((combo) => {
      const parts = combo.split('+').map((name) => WEBDRIVER_KEYS[name as KeyName] ?? name);
      return [
        ...parts.map((value) => ({ type: 'keyDown', value })),
        ...parts.reverse().map((value) => ({ type: 'keyUp', value })),
      ];
    });
    await this.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await this.command('DELETE', '/actions');
  }
  deleteAllCookies() {
    return this.command('DELETE', '/cookie');
  }
  async quit() {
    await this.command('DELETE', '').catch(() => undefined);
  }
}

async function send<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(base + path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value.error} ${value.message ?? ''}`.trim());
  return value;
}
