/**
 * The vitals samples' file cannot grow without bound and keeps only what the privacy notice says:
 * rows leave VITALS_RETENTION_DAYS after the day they arrived, and past VITALS_MAX_ROWS each new
 * row pushes out the oldest. Against real SQLite files.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createVitalsRuntime, vitalsDbPath, vitalsOptionsFromEnv } from '../../src/server/vitals/index.ts';
import { VitalsStore } from '../../src/server/vitals/store';
import { fillVitals, sample, vitalsColumns, vitalsRows } from '../support/vitals';
import { folderPerTest } from '../support/store-files';

const DAY = 86_400_000;
const now = Date.parse('2026-03-14T10:00:00Z');
const quiet = { info: () => {}, error: () => {} };

let dir: string;
let db: string;
folderPerTest('vitals-store-', (folder) => {
  dir = folder;
  db = join(dir, 'vitals.sqlite');
});

const daysOf = (path: string) => vitalsRows(path).map((row) => row.received_on);
const ago = (days: number) => new Date(now - days * DAY).toISOString().slice(0, 10);

describe('retention', () => {
  const scenario = () =>
    fillVitals(
      db,
      [200, 91, 90, 89, 30, 0].map((daysAgo) => ({ daysAgo, sample })),
      now,
    );

  it('deletes rows once the day they arrived is VITALS_RETENTION_DAYS ago (90 by default) when the store opens', () => {
    scenario();
    new VitalsStore(db, vitalsOptionsFromEnv({}), now).close();
    expect(daysOf(db)).toEqual([ago(89), ago(30), ago(0)]);
  });

  it('follows VITALS_RETENTION_DAYS, from the server start on and on each purge after', () => {
    const today = Date.now();
    fillVitals(
      db,
      [40, 31, 30, 0].map((daysAgo) => ({ daysAgo, sample: { ...sample, lcp: daysAgo } })),
      today,
    );
    const runtime = createVitalsRuntime({ VITALS_DB: db, VITALS_RETENTION_DAYS: '31' }, quiet);
    try {
      expect(vitalsRows(db).map((row) => row.lcp)).toEqual([30, 0]);
      // A day later (the server purges every hour), the 30-day-old row has reached 31 days.
      expect(runtime.purge(today + DAY)).toBe(1);
      expect(vitalsRows(db).map((row) => row.lcp)).toEqual([0]);
    } finally {
      runtime.close();
    }
  });

  it('stores the day only, and no column for an address, a browser or an id of the visitor', () => {
    const store = new VitalsStore(db, { retentionDays: 90, maxRows: 10 }, now);
    store.add(sample, now);
    store.close();
    expect(vitalsColumns(db)).toEqual([
      'id',
      'received_on',
      'kind',
      'edition',
      'lcp',
      'inp',
      'cls',
      'ttfb',
      'lcp_target',
      'inp_target',
      'cls_target',
      'connection',
      'device',
    ]);
    expect(vitalsRows(db)).toEqual([
      {
        id: 1,
        received_on: '2026-03-14',
        kind: 'service',
        edition: 'ar',
        lcp: 2100.4,
        inp: 96,
        cls: 0.04,
        ttfb: 420,
        lcp_target: 'main>section.banner>img',
        inp_target: 'button.menu-toggle',
        cls_target: 'footer',
        connection: '4g',
        device: 'phone',
      },
    ]);
  });
});

describe('the row cap', () => {
  it('keeps at most VITALS_MAX_ROWS rows, the newest, however many arrive', () => {
    const store = new VitalsStore(db, vitalsOptionsFromEnv({ VITALS_MAX_ROWS: '5' }), now);
    for (let i = 1; i <= 12; i++) {
      store.add({ ...sample, lcp: i }, now);
      expect(store.count()).toBe(Math.min(i, 5));
    }
    store.close();
    expect(vitalsRows(db).map((row) => row.lcp)).toEqual([8, 9, 10, 11, 12]);
  });

  it('is applied at open when it was lowered', () => {
    fillVitals(
      db,
      Array.from({ length: 10 }, (_, i) => ({ daysAgo: 10 - i, sample: { ...sample, lcp: i } })),
      now,
    );
    new VitalsStore(db, { retentionDays: 90, maxRows: 3 }, now).close();
    expect(vitalsRows(db).map((row) => row.lcp)).toEqual([7, 8, 9]);
  });
});

describe('configuration', () => {
  it('puts the file beside the contact database unless VITALS_DB says where', () => {
    expect(vitalsDbPath({ CONTACT_DB: '/var/lib/site/contact.sqlite' })).toBe('/var/lib/site/vitals.sqlite');
    expect(vitalsDbPath({})).toMatch(/\/data\/vitals\.sqlite$/);
    expect(vitalsDbPath({ CONTACT_DB: '/a/contact.sqlite', VITALS_DB: '/b/speed.sqlite' })).toBe('/b/speed.sqlite');
  });

  it('has defaults of 90 days and 200,000 rows', () => {
    expect(vitalsOptionsFromEnv({})).toEqual({ retentionDays: 90, maxRows: 200_000 });
  });

  it('refuses values that are not what they should be, naming the variable', () => {
    const start = (env: Record<string, string>) => () => createVitalsRuntime({ VITALS_DB: db, ...env }, quiet).close();
    expect(start({ VITALS_RETENTION_DAYS: '0' })).toThrow('VITALS_RETENTION_DAYS');
    expect(start({ VITALS_RETENTION_DAYS: 'forever' })).toThrow('VITALS_RETENTION_DAYS');
    expect(start({ VITALS_MAX_ROWS: '1.5' })).toThrow('VITALS_MAX_ROWS');
    expect(start({ VITALS_RATE_LIMIT: 'many' })).toThrow('VITALS_RATE_LIMIT must be a whole number');
  });

  it('starts even when the file cannot be opened, and says so once', () => {
    writeFileSync(join(dir, 'not-a-folder'), '');
    const errors: unknown[][] = [];
    const runtime = createVitalsRuntime(
      { VITALS_DB: join(dir, 'not-a-folder', 'vitals.sqlite') },
      { info: () => {}, error: (...args: unknown[]) => errors.push(args) },
    );
    runtime.purge();
    runtime.close();
    expect(errors).toHaveLength(1);
    expect(String(errors[0]![0])).toContain('Speed samples cannot be stored');
  });
});
