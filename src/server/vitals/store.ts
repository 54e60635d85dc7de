/**
 * The vitals samples from real visitors, in their own SQLite file (node:sqlite, WAL mode), never
 * the contact database: a flood of beacons can neither lock nor fill the file that holds
 * messages. A row says which kind of page in which edition, the day it arrived (no time of day,
 * so it cannot be matched to an access log), the timings, the elements involved, a rough
 * connection type and device class; nothing that identifies a visitor (no address, browser,
 * cookie or id).
 *
 * It cannot grow without bound: rows are deleted `retentionDays` after the day they arrived (at
 * open and by `purge`, which the server runs every hour), and past `maxRows` each new row pushes
 * out the oldest. Losing the last second of samples in a power cut costs nothing, so commits are
 * not flushed to disk one by one (`synchronous = NORMAL`), and a locked file fails at once
 * instead of waiting: node:sqlite blocks the process, and the contact form must not wait on it.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { VitalsSample } from '../../shared/vitals.ts';
import { openDatabase } from '../sqlite.ts';

export interface VitalsStoreOptions {
  /** Rows are deleted once the day they arrived is this many days ago. */
  retentionDays: number;
  /** At most this many rows; a new one past it deletes the oldest. */
  maxRows: number;
}

/** A stored sample, as the report reads it. */
export interface VitalsRow {
  /** The UTC day it arrived, e.g. 2026-03-14. */
  receivedOn: string;
  kind: string;
  edition: string;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
  lcpTarget: string | null;
  inpTarget: string | null;
  clsTarget: string | null;
  connection: string | null;
  device: string | null;
}

const DAY_MS = 86_400_000;
/** The UTC day of a time, as stored: YYYY-MM-DD (sorts as text). */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

const COLUMNS = `received_on AS receivedOn, kind, edition, lcp, inp, cls, ttfb, lcp_target AS lcpTarget,
  inp_target AS inpTarget, cls_target AS clsTarget, connection, device`;

export class VitalsStore {
  readonly path: string;
  private readonly db: DatabaseSync;
  private readonly options: VitalsStoreOptions;
  private readonly insert: StatementSync;
  private readonly dropUpTo: StatementSync;

  constructor(path: string, options: VitalsStoreOptions, now = Date.now()) {
    this.path = path;
    this.options = options;
    // A beacon never waits for a lock: losing one sample is better than holding up the server.
    this.db = openDatabase(path, { busyTimeoutMs: 50, synchronous: 'NORMAL' });
    try {
      this.db.exec(`
        CREATE TABLE IF NOT EXISTS samples (
          id INTEGER PRIMARY KEY,
          received_on TEXT NOT NULL,
          kind TEXT NOT NULL,
          edition TEXT NOT NULL,
          lcp REAL,
          inp REAL,
          cls REAL,
          ttfb REAL,
          lcp_target TEXT,
          inp_target TEXT,
          cls_target TEXT,
          connection TEXT,
          device TEXT
        );
        CREATE INDEX IF NOT EXISTS samples_received_on ON samples (received_on);
      `);
      this.insert = this.db.prepare(
        `INSERT INTO samples (received_on, kind, edition, lcp, inp, cls, ttfb, lcp_target, inp_target, cls_target, connection, device)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      // Rows only ever arrive with a higher id (INTEGER PRIMARY KEY is MAX(id) + 1), so the rows
      // past the cap are those with the lowest ids: one range delete on the primary key, however
      // many rows there are. Ids below MAX(id) - maxRows can never be more than maxRows rows.
      this.dropUpTo = this.db.prepare('DELETE FROM samples WHERE id <= ?');
      this.purge(now);
    } catch (error) {
      this.db.close();
      throw error;
    }
  }

  /** Stores one sample, received at `now`; drops the oldest row if the cap is reached. */
  add(sample: VitalsSample, now = Date.now()): void {
    const { lastInsertRowid } = this.insert.run(
      dayOf(now),
      sample.kind,
      sample.edition,
      sample.lcp ?? null,
      sample.inp ?? null,
      sample.cls ?? null,
      sample.ttfb ?? null,
      sample.lcpTarget ?? null,
      sample.inpTarget ?? null,
      sample.clsTarget ?? null,
      sample.connection ?? null,
      sample.device ?? null,
    );
    const over = Number(lastInsertRowid) - this.options.maxRows;
    if (over > 0) this.dropUpTo.run(over);
  }

  /**
   * Deletes rows whose day is `retentionDays` or more days ago, then any past the cap (after
   * the cap was lowered). Returns how many were deleted.
   */
  purge(now = Date.now()): number {
    const old = this.db
      .prepare('DELETE FROM samples WHERE received_on <= ?')
      .run(dayOf(now - this.options.retentionDays * DAY_MS));
    const { last } = this.db.prepare('SELECT MAX(id) AS last FROM samples').get() as { last: number | null };
    const over = (last ?? 0) - this.options.maxRows;
    const capped = over > 0 ? this.dropUpTo.run(over).changes : 0;
    return Number(old.changes) + Number(capped);
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM samples').get() as { n: number }).n;
  }

  close(): void {
    this.db.close();
  }
}

/**
 * The samples of a database file, opened read-only (for `npm run vitals` while the server
 * writes): those that arrived on `since` or later.
 */
export function readVitals(path: string, since: string): VitalsRow[] {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return db
      .prepare(`SELECT ${COLUMNS} FROM samples WHERE received_on >= ? ORDER BY id`)
      .all(since) as unknown as VitalsRow[];
  } finally {
    db.close();
  }
}
