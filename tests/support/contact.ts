/** Helpers for tests that post the contact form to the real server and read its SQLite file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ContactStore } from '../../src/server/store';
import { startSite, type RunningSite } from './site-server';
import { TestSmtpServer, type SmtpDelays } from './smtp';

export function post(target: RunningSite, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${target.url}/mail.php`, {
    method: 'POST',
    headers: { Origin: target.url, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export const valid = {
  name: 'Fatima Al Marri',
  email: 'fatima@example.com',
  mobile: '+971 50 123 4567',
  message: 'Our villa AC is leaking.\nCan you visit?',
};

export async function until<T>(probe: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const readStore = (path: string) => {
  const store = new ContactStore(path);
  try {
    return store.list();
  } finally {
    store.close();
  }
};

/**
 * The servers one test file starts, stopped after each test: real server processes over the
 * build, real SMTP servers on loopback, and fresh SQLite files in a folder removed at the end.
 */
export function contactHarness(prefix: string, siteDefaults: Record<string, string> = {}) {
  let dir = '';
  const sites: RunningSite[] = [];
  const smtps: TestSmtpServer[] = [];
  let dbCounter = 0;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  });
  afterEach(async () => {
    await Promise.all(sites.splice(0).map((running) => running.stop()));
    await Promise.all(smtps.splice(0).map((server) => server.stop()));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir: () => dir,
    newDb: () => join(dir, `contact-${++dbCounter}.sqlite`),
    async site(env: Record<string, string>) {
      const running = await startSite({ ...siteDefaults, ...env });
      sites.push(running);
      return running;
    },
    async smtp(port = 0, delays: SmtpDelays = {}) {
      const server = new TestSmtpServer();
      await server.start(port, delays);
      smtps.push(server);
      return server;
    },
  };
}
