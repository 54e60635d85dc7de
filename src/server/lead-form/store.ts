/**
 * What every form's store shares: the SQLite file opened with the forms' lock wait, the reference
 * a lead is known by, columns added in place to a file an earlier release wrote, the key that makes
 * a request sent twice one request, and the outbox
 * queue (src/server/outbox.ts) kept in a table of the form's own. A form's store extends
 * `LeadStore` and keeps only its tables, its columns and its rows' shape.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Deliverable, OutboxQueue } from '../outbox.ts';
import { guarded, inTransaction, openDatabase, probeWrite } from '../sqlite.ts';

/**
 * How long a write waits for another process's lock. SQLite's wait blocks the whole server, and
 * the other writers (the outbox, `npm run inbox`, a backup) hold the lock for milliseconds: a lock
 * held past this is a fault, answered 503 (SQLITE_BUSY).
 */
export const BUSY_TIMEOUT_MS = 1000;
/** /healthz's write probe waits less: a monitor's check must answer quickly. */
const PROBE_BUSY_TIMEOUT_MS = 200;

/** A lead's reference: the prefix from settings and its number, six digits or more (BH-000123). */
export const referenceFor = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;

/**
 * Adds to `table` the columns it lacks, each by its full definition: a file written by an earlier
 * release upgrades in place on the next start and keeps its queue. Checked again under a write
 * lock, because another process (`npm run inbox`, a second server) may be opening the same file.
 */
export function addMissingColumns(db: DatabaseSync, table: string, columns: Record<string, string>): void {
  const missing = () => {
    const present = new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name));
    return Object.keys(columns).filter((column) => !present.has(column));
  };
  if (missing().length === 0) return;
  inTransaction(db, () => {
    for (const column of missing()) db.exec(`ALTER TABLE ${table} ADD COLUMN ${columns[column]}`);
  });
}

/**
 * The key a form's behaviour gives each request (REQUEST_KEY_FIELD, src/shared/offline-queue.ts),
 * in `table`: the column, added in place to a file written before keys, and its UNIQUE index.
 * Requests without a key (the form without JavaScript, the seed's clients) are NULL, which UNIQUE
 * lets repeat.
 */
export function keepRequestKeys(db: DatabaseSync, table: string): void {
  addMissingColumns(db, table, { request_key: 'request_key TEXT' });
  db.exec(`CREATE UNIQUE INDEX IF NOT EXISTS ${table}_key ON ${table} (request_key)`);
}

/** The row stored before under `key` in `table`: a request sent again is that request. */
export function rowWithKey<Row>(db: DatabaseSync, table: string, key: string | undefined): Row | undefined {
  return key ? (db.prepare(`SELECT * FROM ${table} WHERE request_key = ?`).get(key) as Row | undefined) : undefined;
}

/**
 * A form's SQLite file, with its outbox queue in `queueTable`: a row per item to deliver, with the
 * columns status ('queued', 'sending', 'sent'), attempts, next_attempt_at, lease_until, last_error
 * and sent_at. The queue's state lives only there, so a restart resumes where the last process
 * stopped.
 */
export abstract class LeadStore<Item extends Deliverable, QueueRow> implements OutboxQueue<Item> {
  readonly path: string;
  protected readonly db: DatabaseSync;
  private readonly queueTable: string;

  /** Throws a StorageFault (src/server/sqlite.ts) when the file cannot be opened. */
  constructor(path: string, queueTable: string) {
    this.path = path;
    this.queueTable = queueTable;
    this.db = openDatabase(path, { busyTimeoutMs: BUSY_TIMEOUT_MS });
  }

  /** The item the outbox hands to the mailer, from its row in the queue table. */
  protected abstract toItem(row: QueueRow): Item;

  /**
   * Writes as a lead would and takes it back (src/server/sqlite.ts): throws a StorageFault while
   * the disk is full, the file read-only or locked; passes again once the fault is gone.
   */
  probeWrite(): void {
    probeWrite(this.db, this.path, PROBE_BUSY_TIMEOUT_MS, BUSY_TIMEOUT_MS);
  }

  /**
   * Takes the next item that is due for delivery and leases it for `leaseMs`, so that a crash
   * mid-send puts it back in the queue once the lease runs out.
   */
  claimNextDue(now = Date.now(), leaseMs = 60_000): Item | undefined {
    return guarded(this.path, () => {
      const row = this.db
        .prepare(
          `UPDATE ${this.queueTable} SET status = 'sending', lease_until = ?
           WHERE id = (
             SELECT id FROM ${this.queueTable}
             WHERE (status = 'queued' AND next_attempt_at <= ?) OR (status = 'sending' AND lease_until <= ?)
             ORDER BY next_attempt_at, id LIMIT 1
           )
           RETURNING *`,
        )
        .get(now + leaseMs, now, now) as unknown as QueueRow | undefined;
      return row ? this.toItem(row) : undefined;
    });
  }

  markSent(id: number, now = Date.now()): void {
    this.update(
      `status = 'sent', sent_at = ?, attempts = attempts + 1, lease_until = NULL, last_error = NULL WHERE id = ?`,
      new Date(now).toISOString(),
      id,
    );
  }

  markFailed(id: number, error: string, nextAttemptAt: number): void {
    this.update(
      `status = 'queued', attempts = attempts + 1, next_attempt_at = ?, lease_until = NULL, last_error = ? WHERE id = ?`,
      nextAttemptAt,
      error.slice(0, 500),
      id,
    );
  }

  /**
   * Puts an item whose delivery was cut short (the server is stopping) back in the queue, due
   * now, so the next process sends it.
   */
  release(id: number, now = Date.now()): void {
    this.update(
      `status = 'queued', next_attempt_at = ?, lease_until = NULL WHERE id = ? AND status = 'sending'`,
      now,
      id,
    );
  }

  /** When the next queued item falls due, if any. */
  nextDueAt(): number | undefined {
    return guarded(this.path, () => {
      const row = this.db
        .prepare(
          `SELECT MIN(CASE WHEN status = 'queued' THEN next_attempt_at ELSE lease_until END) AS due
           FROM ${this.queueTable} WHERE status IN ('queued', 'sending')`,
        )
        .get() as { due: number | null } | undefined;
      return row?.due ?? undefined;
    });
  }

  close(): void {
    this.db.close();
  }

  private update(change: string, ...values: (string | number)[]): void {
    guarded(this.path, () => {
      this.db.prepare(`UPDATE ${this.queueTable} SET ${change}`).run(...values);
    });
  }
}
