/** Helpers for tests that send vitals beacons to the real server and read its vitals SQLite file. */
import { DatabaseSync } from 'node:sqlite';
import { VitalsStore } from '../../src/server/vitals/store';
import type { VitalsSample } from '../../src/shared/vitals';
import type { RunningSite } from '../../harness/site-server';

/** A beacon as navigator.sendBeacon sends a string: text/plain, no Origin check, no cookies needed. */
export function beacon(
  target: RunningSite,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<Response> {
  return fetch(`${target.url}/vitals`, {
    method,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body: method === 'GET' || method === 'HEAD' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const sample: VitalsSample = {
  kind: 'service',
  edition: 'ar',
  lcp: 2100.4,
  inp: 96,
  cls: 0.04,
  ttfb: 420,
  lcpTarget: 'main>section.banner>img',
  inpTarget: 'button.menu-toggle',
  clsTarget: 'footer',
  connection: '4g',
  device: 'phone',
};

/** Every row of the samples table, every column as stored. */
export function vitalsRows(path: string): Record<string, unknown>[] {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return db.prepare('SELECT * FROM samples ORDER BY id').all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

export function vitalsColumns(path: string): string[] {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return (db.prepare('PRAGMA table_info(samples)').all() as { name: string }[]).map((column) => column.name);
  } finally {
    db.close();
  }
}

const DAY = 86_400_000;

/**
 * A vitals file holding `samples`, each received `daysAgo` days ago (stored with a retention long
 * enough to keep them all, as a server with other settings would have left them).
 */
export function fillVitals(path: string, samples: { daysAgo: number; sample: VitalsSample }[], now = Date.now()) {
  const store = new VitalsStore(path, { retentionDays: 10_000, maxRows: 1_000_000 }, now);
  try {
    for (const { daysAgo, sample: one } of samples) store.add(one, now - daysAgo * DAY);
  } finally {
    store.close();
  }
}
