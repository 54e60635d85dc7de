/**
 * The contact messages, in an embedded SQLite file (node:sqlite, WAL mode). A message is
 * written here before the visitor is told it was received; the outbox then delivers it from
 * here, so neither a mail server outage nor a restart can lose it.
 */
import { DatabaseSync } from 'node:sqlite';
import { DEFAULT_EDITION, toEdition, type Edition } from '../../shared/editions.ts';
import { guarded, inTransaction, openDatabase, probeWrite } from '../sqlite.ts';

export type MessageStatus = 'queued' | 'sending' | 'sent' | 'spam';

export interface StoredMessage {
  id: number;
  receivedAt: string;
  name: string;
  email: string;
  mobile: string;
  message: string;
  recipient: string;
  clientAddress: string | null;
  status: MessageStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: string | null;
  /** The edition of the site it was written on. */
  language: Edition;
  /** The service the visitor asked about, in English as staff read it; empty when none was chosen. */
  service: string;
  /** The page on this site the visitor came to the form from, e.g. /service/hvac; empty when not known. */
  page: string;
  /** What the visitor and the staff call it, e.g. BH-000123 (messages stored before references: #id). */
  reference: string;
}

export interface NewMessage {
  name: string;
  email: string;
  mobile: string;
  message: string;
  /** The company address the message is for (settings' e-mail when it was received). */
  recipient: string;
  clientAddress?: string;
  spam?: boolean;
  /** English when not said. */
  language?: Edition;
  service?: string;
  page?: string;
  /** The letters that begin its reference (settings' referencePrefix); without them it is known by its number. */
  referencePrefix?: string;
}

interface Row {
  id: number;
  received_at: string;
  name: string;
  email: string;
  mobile: string;
  message: string;
  recipient: string;
  client_address: string | null;
  status: MessageStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  sent_at: string | null;
  language: string;
  service: string;
  page: string;
  reference: string | null;
}

const toMessage = (row: Row): StoredMessage => ({
  id: row.id,
  receivedAt: row.received_at,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  message: row.message,
  recipient: row.recipient,
  clientAddress: row.client_address,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  sentAt: row.sent_at,
  language: toEdition(row.language),
  service: row.service,
  page: row.page,
  reference: row.reference ?? `#${row.id}`,
});

/** A message's reference: the prefix from settings and its number, six digits or more (BH-000123). */
export const referenceFor = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;

/**
 * Columns added after the first release, each with the same definition for a new table and for
 * an older one that gains it: an older database upgrades in place on the next start. Earlier
 * messages read as English (the only edition there was), with no service, page or reference.
 */
const ADDED_COLUMNS = {
  language: `language TEXT NOT NULL DEFAULT '${DEFAULT_EDITION}'`,
  service: "service TEXT NOT NULL DEFAULT ''",
  page: "page TEXT NOT NULL DEFAULT ''",
  reference: 'reference TEXT',
};

/**
 * How long a write waits for another process's lock. SQLite's wait blocks the whole server, and
 * the other writers (the outbox, `npm run inbox`, a backup) hold the lock for milliseconds: a lock
 * held past this is a fault, answered 503 (SQLITE_BUSY).
 */
export const BUSY_TIMEOUT_MS = 1000;
/** /healthz's write probe waits less: a monitor's check must answer quickly. */
const PROBE_BUSY_TIMEOUT_MS = 200;

export class ContactStore {
  readonly path: string;
  private readonly db: DatabaseSync;

  /** Throws a StorageFault (src/server/sqlite.ts) when the file cannot be opened or written. */
  constructor(path: string) {
    this.path = path;
    this.db = openDatabase(path, { busyTimeoutMs: BUSY_TIMEOUT_MS });
    guarded(path, () => this.createTables());
  }

  private createTables(): void {
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        received_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        mobile TEXT NOT NULL DEFAULT '',
        message TEXT NOT NULL,
        recipient TEXT NOT NULL,
        client_address TEXT,
        status TEXT NOT NULL CHECK (status IN ('queued', 'sending', 'sent', 'spam')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_until INTEGER,
        last_error TEXT,
        sent_at TEXT,
        ${Object.values(ADDED_COLUMNS).join(',\n        ')}
      );
      CREATE INDEX IF NOT EXISTS messages_outbox ON messages (status, next_attempt_at);
    `);
    this.addMissingColumns();
  }

  /**
   * Writes as a message would and takes it back (src/server/sqlite.ts): throws a StorageFault
   * while the disk is full, the file read-only or locked; passes again once the fault is gone.
   */
  probeWrite(): void {
    probeWrite(this.db, this.path, PROBE_BUSY_TIMEOUT_MS, BUSY_TIMEOUT_MS);
  }

  /**
   * A database written by an earlier release lacks the columns added since: they are added in
   * place, so a running deployment upgrades on its next start and keeps its queue. Checked again
   * under a write lock, because another process (`npm run inbox`, a second server) may be
   * opening the same file.
   */
  private addMissingColumns(): void {
    if (this.missingColumns().length === 0) return;
    inTransaction(this.db, () => {
      for (const column of this.missingColumns())
        this.db.exec(`ALTER TABLE messages ADD COLUMN ${ADDED_COLUMNS[column]}`);
    });
  }

  private missingColumns(): (keyof typeof ADDED_COLUMNS)[] {
    const columns = new Set(
      (this.db.prepare('PRAGMA table_info(messages)').all() as { name: string }[]).map((c) => c.name),
    );
    return (Object.keys(ADDED_COLUMNS) as (keyof typeof ADDED_COLUMNS)[]).filter((column) => !columns.has(column));
  }

  /**
   * Stores a message and gives it its reference (the prefix and its number), in one transaction:
   * the mail, the inbox and the visitor's answer all read the same one. Throws a StorageFault when
   * the disk or the file fails: then nothing was stored.
   */
  add(message: NewMessage, now = Date.now()): StoredMessage {
    const row = guarded(this.path, () =>
      inTransaction(this.db, () => {
        const { id } = this.db
          .prepare(
            `INSERT INTO messages (received_at, name, email, mobile, message, recipient, client_address, status, next_attempt_at, language, service, page)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          )
          .get(
            new Date(now).toISOString(),
            message.name,
            message.email,
            message.mobile,
            message.message,
            message.recipient,
            message.clientAddress ?? null,
            message.spam ? 'spam' : 'queued',
            now,
            message.language ?? DEFAULT_EDITION,
            message.service ?? '',
            message.page ?? '',
          ) as { id: number };
        const reference = message.referencePrefix ? referenceFor(message.referencePrefix, id) : null;
        return this.db
          .prepare('UPDATE messages SET reference = ? WHERE id = ? RETURNING *')
          .get(reference, id) as unknown as Row;
      }),
    );
    return toMessage(row);
  }

  /**
   * Takes the next message that is due for delivery and leases it for `leaseMs`, so that a
   * crash mid-send puts it back in the queue once the lease runs out.
   */
  claimNextDue(now = Date.now(), leaseMs = 60_000): StoredMessage | undefined {
    return guarded(this.path, () => {
      const row = this.db
        .prepare(
          `UPDATE messages SET status = 'sending', lease_until = ?
         WHERE id = (
           SELECT id FROM messages
           WHERE (status = 'queued' AND next_attempt_at <= ?) OR (status = 'sending' AND lease_until <= ?)
           ORDER BY next_attempt_at, id LIMIT 1
         )
         RETURNING *`,
        )
        .get(now + leaseMs, now, now) as unknown as Row | undefined;
      return row ? toMessage(row) : undefined;
    });
  }

  markSent(id: number, now = Date.now()): void {
    guarded(this.path, () => {
      this.db
        .prepare(
          `UPDATE messages SET status = 'sent', sent_at = ?, attempts = attempts + 1, lease_until = NULL, last_error = NULL WHERE id = ?`,
        )
        .run(new Date(now).toISOString(), id);
    });
  }

  markFailed(id: number, error: string, nextAttemptAt: number): void {
    guarded(this.path, () => {
      this.db
        .prepare(
          `UPDATE messages SET status = 'queued', attempts = attempts + 1, next_attempt_at = ?, lease_until = NULL, last_error = ? WHERE id = ?`,
        )
        .run(nextAttemptAt, error.slice(0, 500), id);
    });
  }

  /** When the next queued message falls due, if any. */
  nextDueAt(): number | undefined {
    return guarded(this.path, () => {
      const row = this.db
        .prepare(
          `SELECT MIN(CASE WHEN status = 'queued' THEN next_attempt_at ELSE lease_until END) AS due
         FROM messages WHERE status IN ('queued', 'sending')`,
        )
        .get() as { due: number | null } | undefined;
      return row?.due ?? undefined;
    });
  }

  get(id: number): StoredMessage | undefined {
    const row = this.db.prepare('SELECT * FROM messages WHERE id = ?').get(id) as unknown as Row | undefined;
    return row ? toMessage(row) : undefined;
  }

  list(limit = 100): StoredMessage[] {
    return (this.db.prepare('SELECT * FROM messages ORDER BY id DESC LIMIT ?').all(limit) as unknown as Row[]).map(
      toMessage,
    );
  }

  counts(): Record<MessageStatus, number> {
    const counts: Record<MessageStatus, number> = { queued: 0, sending: 0, sent: 0, spam: 0 };
    for (const row of this.db.prepare('SELECT status, COUNT(*) AS n FROM messages GROUP BY status').all() as {
      status: MessageStatus;
      n: number;
    }[]) {
      counts[row.status] = row.n;
    }
    return counts;
  }

  /**
   * Puts a message whose delivery was cut short (the server is stopping) back in the queue, due
   * now, so the next process sends it.
   */
  release(id: number, now = Date.now()): void {
    guarded(this.path, () => {
      this.db
        .prepare(
          `UPDATE messages SET status = 'queued', next_attempt_at = ?, lease_until = NULL WHERE id = ? AND status = 'sending'`,
        )
        .run(now, id);
    });
  }

  /**
   * Deletes what the privacy notice says is not kept: delivered messages older than
   * `deliveredDays` (by the time they were sent) and spam older than `spamDays`. Messages still
   * waiting for delivery are never purged. Returns how many were deleted.
   */
  purge({ deliveredDays, spamDays }: { deliveredDays: number; spamDays: number }, now = Date.now()): number {
    const before = (days: number) => new Date(now - days * 86_400_000).toISOString();
    const result = this.db
      .prepare(`DELETE FROM messages WHERE (status = 'sent' AND sent_at < ?) OR (status = 'spam' AND received_at < ?)`)
      .run(before(deliveredDays), before(spamDays));
    return Number(result.changes);
  }

  close(): void {
    this.db.close();
  }
}

/**
 * The outbox as /healthz reports it: how many messages wait for delivery and how old the oldest
 * is (no names or addresses). Opens the file afresh, read-only, so a database that is gone or
 * unreadable is noticed even while the server's own connection still works; throws if so.
 */
export function outboxHealth(path: string, now = Date.now()): { waiting: number; oldestWaitingSeconds: number | null } {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const row = db
      .prepare(`SELECT COUNT(*) AS n, MIN(received_at) AS oldest FROM messages WHERE status IN ('queued', 'sending')`)
      .get() as { n: number; oldest: string | null };
    return {
      waiting: row.n,
      oldestWaitingSeconds: row.oldest ? Math.max(0, Math.round((now - Date.parse(row.oldest)) / 1000)) : null,
    };
  } finally {
    db.close();
  }
}
