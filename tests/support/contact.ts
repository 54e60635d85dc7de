/** Helpers for tests that post the contact form to the real server and read its SQLite file. */
import { ContactStore } from '../../src/server/store';
import type { RunningSite } from './site-server';

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
