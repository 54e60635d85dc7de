/**
 * The contact messages, in an embedded SQLite file (node:sqlite, WAL mode). A message is
 * written here before the visitor is told it was received; the outbox then delivers it from
 * here, so neither a mail server outage nor a restart can lose it.
 */
import { DatabaseSync } from 'node:sqlite';
import { DEFAULT_EDITION, toEdition, type Edition } from '../../shared/editions.ts';
import { addMissingColumns, keepRequestKeys, LeadStore, referenceFor, rowWithKey } from '../lead-form/store.ts';
import { guarded, inTransaction } from '../sqlite.ts';

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
  /**
   * The key the form's behaviour gave this message (REQUEST_KEY_FIELD): a message sent again with
   * the same key (kept offline, then sent from two tabs, or its answer lost) is the first one.
   */
  key?: string;
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
  request_key: string | null;
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

/** The messages are their own outbox queue: a message is one mail. */
export class ContactStore extends LeadStore<StoredMessage, Row> {
  /** Throws a StorageFault (src/server/sqlite.ts) when the file cannot be opened or written. */
  constructor(path: string) {
    super(path, 'messages');
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
    addMissingColumns(this.db, 'messages', ADDED_COLUMNS);
    keepRequestKeys(this.db, 'messages');
  }

  protected toItem(row: Row): StoredMessage {
    return toMessage(row);
  }

  /**
   * Stores a message and gives it its reference (the prefix and its number), in one transaction:
   * the mail, the inbox and the visitor's answer all read the same one. A message whose key was
   * stored before is that message: nothing is written and the first one is returned, so it is
   * mailed once and answered with the same reference. Throws a StorageFault when the disk or the
   * file fails: then nothing was stored.
   */
  add(message: NewMessage, now = Date.now()): StoredMessage {
    const row = guarded(this.path, () =>
      inTransaction(this.db, () => {
        const first = rowWithKey<Row>(this.db, 'messages', message.key);
        if (first) return first;
        const { id } = this.db
          .prepare(
            `INSERT INTO messages (received_at, name, email, mobile, message, recipient, client_address, status, next_attempt_at, language, service, page, request_key)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
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
            message.key ?? null,
          ) as { id: number };
        const reference = message.referencePrefix ? referenceFor(message.referencePrefix, id) : null;
        return this.db
          .prepare('UPDATE messages SET reference = ? WHERE id = ? RETURNING *')
          .get(reference, id) as unknown as Row;
      }),
    );
    return toMessage(row);
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
}

/**
 * The outbox as /healthz reports it: how many messages wait for delivery and how old the oldest
 * is (no names or addresses). Opens the file afresh, read-only, so a database that is gone or
 * unreadable is noticed even while the server's own connection still works; throws if so.
 */
export function outboxHealth(path: string, now = Date.now()): { waiting: number; oldestQueuedSeconds: number | null } {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const row = db
      .prepare(`SELECT COUNT(*) AS n, MIN(received_at) AS oldest FROM messages WHERE status IN ('queued', 'sending')`)
      .get() as { n: number; oldest: string | null };
    return {
      waiting: row.n,
      oldestQueuedSeconds: row.oldest ? Math.max(0, Math.round((now - Date.parse(row.oldest)) / 1000)) : null,
    };
  } finally {
    db.close();
  }
}
