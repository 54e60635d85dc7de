/**
 * The visit requests, in the contact form's SQLite file (CONTACT_DB), beside its messages: one
 * file to back up (`npm run backup`) and one numbering for every lead, so a reference such as
 * BH-000123 names one quote or one visit, never both (the next number is taken in the same write
 * transaction that stores the request, and the messages' own counter is moved past it). A request is
 * written here before the visitor is told it was received.
 *
 * Each request has its mails in a table of their own (the office's, and the visitor's confirmation
 * when an e-mail address was given): the outbox delivers each mail exactly once, so a confirmation
 * that fails is retried without mailing the office twice.
 *
 * A request's photos are files beside the SQLite file, in a folder named after it
 * (`contact.sqlite` → `contact-visit-photos/<reference>/1.jpg`, 2.png…), written inside the
 * request's transaction: a request is answered only once its photos are on disk, and a photo that
 * cannot be written stores nothing. They are deleted with their request.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { DEFAULT_EDITION, toEdition, type Edition } from '../../shared/editions.ts';
import type { PropertyType, Urgency } from '../../shared/visit-request/fields.ts';
import type { CleanPhoto } from './photos.ts';
import { keepRequestKeys, LeadStore, referenceFor, rowWithKey } from '../lead-form/store.ts';
import { guarded, inTransaction, StorageFault, storageFaultOf } from '../sqlite.ts';

export type MailKind = 'office' | 'visitor';
export type MailStatus = 'queued' | 'sending' | 'sent';

export interface NewVisitRequest {
  /** The service in English as staff read it ("Something else", or empty when none was chosen). */
  service: string;
  property: PropertyType;
  area: string;
  /** The Dubai calendar day asked for, YYYY-MM-DD, and the window's start and end (HH:MM). */
  day: string;
  windowStart: string;
  windowEnd: string;
  urgency: Urgency;
  problem: string;
  name: string;
  phone: string;
  email: string;
  /** The office address the request is for (settings' e-mail when it was received). */
  recipient: string;
  clientAddress?: string;
  language?: Edition;
  /** The page on this site the visitor came to the form from; empty when not known. */
  page?: string;
  referencePrefix: string;
  /** A robot's (the honeypot was filled in): kept for review, never mailed. */
  spam?: boolean;
  /**
   * The key the island gave this request (REQUEST_KEY_FIELD): a request sent again with the same
   * key, after a lost answer or from the browser's waiting copy, is the first one, stored once.
   */
  key?: string;
  /** Its photos, already checked and cleaned (./photos.ts); a robot's are not kept. */
  photos?: readonly CleanPhoto[];
}

export interface StoredVisitRequest extends Required<
  Omit<NewVisitRequest, 'referencePrefix' | 'clientAddress' | 'key' | 'photos'>
> {
  id: number;
  reference: string;
  receivedAt: string;
  clientAddress: string | null;
}

/** A mail's words, written when its request is stored (./mail-text.ts). */
export interface MailText {
  subject: string;
  text: string;
}

/** One mail of a request, as the outbox delivers it. */
export interface VisitMail extends MailText {
  id: number;
  kind: MailKind;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: string | null;
  request: StoredVisitRequest;
}

/** A request as its row holds it: the same fields, under the file's names where they differ. */
type RequestRow = Omit<
  StoredVisitRequest,
  'receivedAt' | 'windowStart' | 'windowEnd' | 'clientAddress' | 'language' | 'spam'
> & {
  received_at: string;
  window_start: string;
  window_end: string;
  client_address: string | null;
  language: string;
  spam: number;
};

interface MailRow {
  id: number;
  request_id: number;
  kind: MailKind;
  subject: string;
  text: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  sent_at: string | null;
}

const toRequest = (row: RequestRow): StoredVisitRequest => ({
  id: row.id,
  reference: row.reference,
  receivedAt: row.received_at,
  service: row.service,
  property: row.property,
  area: row.area,
  day: row.day,
  windowStart: row.window_start,
  windowEnd: row.window_end,
  urgency: row.urgency,
  problem: row.problem,
  name: row.name,
  phone: row.phone,
  email: row.email,
  recipient: row.recipient,
  clientAddress: row.client_address,
  language: toEdition(row.language),
  page: row.page,
  spam: row.spam === 1,
});

/** The folder of a database's visit photos: beside it, named after it. */
export const visitPhotosPath = (dbPath: string) =>
  join(dirname(dbPath), `${basename(dbPath, extname(dbPath))}-visit-photos`);

/** The requests' mails are its outbox queue: a request has one or two. */
export class VisitRequestStore extends LeadStore<VisitMail, MailRow> {
  /** The folder of every request's photos, beside the SQLite file. */
  readonly photosPath: string;

  /** Throws a StorageFault (src/server/sqlite.ts) when the file cannot be opened or written. */
  constructor(path: string) {
    super(path, 'visit_mails');
    this.photosPath = visitPhotosPath(path);
    guarded(path, () => {
      this.db.exec(`
        CREATE TABLE IF NOT EXISTS visit_requests (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          reference TEXT NOT NULL,
          received_at TEXT NOT NULL,
          service TEXT NOT NULL,
          property TEXT NOT NULL,
          area TEXT NOT NULL,
          day TEXT NOT NULL,
          window_start TEXT NOT NULL,
          window_end TEXT NOT NULL,
          urgency TEXT NOT NULL,
          problem TEXT NOT NULL,
          name TEXT NOT NULL,
          phone TEXT NOT NULL,
          email TEXT NOT NULL,
          recipient TEXT NOT NULL,
          client_address TEXT,
          language TEXT NOT NULL DEFAULT '${DEFAULT_EDITION}',
          page TEXT NOT NULL DEFAULT '',
          spam INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE IF NOT EXISTS visit_mails (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          request_id INTEGER NOT NULL REFERENCES visit_requests (id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('office', 'visitor')),
          status TEXT NOT NULL CHECK (status IN ('queued', 'sending', 'sent')),
          subject TEXT NOT NULL,
          text TEXT NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at INTEGER NOT NULL,
          lease_until INTEGER,
          last_error TEXT,
          sent_at TEXT
        );
        CREATE INDEX IF NOT EXISTS visit_mails_outbox ON visit_mails (status, next_attempt_at);
      `);
      keepRequestKeys(this.db, 'visit_requests');
    });
  }

  /**
   * The next number of the file's one numbering: past every message and every request so far, and
   * the messages' counter moved past it, so the next quote does not take it.
   */
  private nextNumber(): number {
    const counters = this.db
      .prepare(`SELECT COALESCE(MAX(seq), 0) AS n FROM sqlite_sequence WHERE name IN ('messages', 'visit_requests')`)
      .get() as { n: number };
    const number = counters.n + 1;
    const moved = this.db.prepare(`UPDATE sqlite_sequence SET seq = ? WHERE name = 'messages'`).run(number);
    if (Number(moved.changes) === 0)
      this.db.prepare(`INSERT INTO sqlite_sequence (name, seq) VALUES ('messages', ?)`).run(number);
    return number;
  }

  /**
   * Stores a request with its reference and queues its mails, in one transaction: the mail, the
   * inbox and the visitor's answer all read the same reference. A request whose key was stored
   * before is that request: nothing is written and the first one is returned, so it is mailed once
   * and answered with the same reference. Throws a StorageFault when the disk or the file fails:
   * then nothing was stored.
   */
  add(
    request: NewVisitRequest,
    /** The words of its mails, once its reference is known: the office's, and the visitor's when an e-mail was given. */
    mails: (stored: StoredVisitRequest) => { office: MailText; visitor?: MailText },
    now = Date.now(),
  ): StoredVisitRequest {
    let photosWritten: string | undefined;
    const store = () =>
      inTransaction(this.db, () => {
        const first = rowWithKey<RequestRow>(this.db, 'visit_requests', request.key);
        if (first) return first;
        const id = this.nextNumber();
        const stored = this.db
          .prepare(
            `INSERT INTO visit_requests (id, reference, received_at, service, property, area, day, window_start, window_end,
               urgency, problem, name, phone, email, recipient, client_address, language, page, spam, request_key)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
          )
          .get(
            id,
            referenceFor(request.referencePrefix, id),
            new Date(now).toISOString(),
            request.service,
            request.property,
            request.area,
            request.day,
            request.windowStart,
            request.windowEnd,
            request.urgency,
            request.problem,
            request.name,
            request.phone,
            request.email,
            request.recipient,
            request.clientAddress ?? null,
            request.language ?? DEFAULT_EDITION,
            request.page ?? '',
            request.spam ? 1 : 0,
            request.key ?? null,
          ) as unknown as RequestRow;
        if (!request.spam && request.photos?.length) {
          this.writePhotos(stored.reference, request.photos);
          photosWritten = stored.reference;
        }
        if (!request.spam) {
          const queue = this.db.prepare(
            `INSERT INTO visit_mails (request_id, kind, status, subject, text, next_attempt_at) VALUES (?, ?, 'queued', ?, ?, ?)`,
          );
          const texts = mails(toRequest(stored));
          queue.run(id, 'office', texts.office.subject, texts.office.text, now);
          if (request.email && texts.visitor) queue.run(id, 'visitor', texts.visitor.subject, texts.visitor.text, now);
        }
        return stored;
      });
    try {
      return toRequest(guarded(this.path, store));
    } catch (error) {
      // The request was rolled back: its photos go with it.
      if (photosWritten) rmSync(this.photoFolder(photosWritten), { recursive: true, force: true });
      throw error;
    }
  }

  private photoFolder(reference: string): string {
    return join(this.photosPath, reference);
  }

  /** Writes a request's photos, or none: a failure removes what was written and throws a StorageFault. */
  private writePhotos(reference: string, photos: readonly CleanPhoto[]): void {
    const folder = this.photoFolder(reference);
    try {
      // A folder already under this reference belongs to a request lost when the database was restored from a backup.
      rmSync(folder, { recursive: true, force: true });
      mkdirSync(folder, { recursive: true });
      photos.forEach((photo, index) => writeFileSync(join(folder, `${index + 1}.${photo.extension}`), photo.bytes));
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      // Whatever the file system's reason, the request cannot be kept as sent: the 503 with the words kept.
      throw storageFaultOf(error, folder) ?? new StorageFault('SQLITE_CANTOPEN', folder, (error as Error).message);
    }
  }

  /** The paths of a request's photos, in the order they were sent. */
  photosOf(reference: string): string[] {
    const folder = this.photoFolder(reference);
    try {
      return readdirSync(folder)
        .sort()
        .map((name) => join(folder, name));
    } catch {
      return [];
    }
  }

  protected toItem(row: MailRow): VisitMail {
    const request = this.db.prepare('SELECT * FROM visit_requests WHERE id = ?').get(row.request_id) as unknown as
      RequestRow | undefined;
    return {
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      text: row.text,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at,
      lastError: row.last_error,
      sentAt: row.sent_at,
      request: toRequest(request!),
    };
  }

  /** The latest requests, newest first, each with its mails. */
  list(limit = 100): { request: StoredVisitRequest; mails: Omit<VisitMail, 'request' | keyof MailText>[] }[] {
    const rows = this.db
      .prepare('SELECT * FROM visit_requests ORDER BY id DESC LIMIT ?')
      .all(limit) as unknown as RequestRow[];
    const mails = this.db.prepare('SELECT * FROM visit_mails WHERE request_id = ? ORDER BY id');
    return rows.map((row) => ({
      request: toRequest(row),
      mails: (mails.all(row.id) as unknown as MailRow[]).map((mail) => ({
        id: mail.id,
        kind: mail.kind,
        status: mail.status,
        attempts: mail.attempts,
        nextAttemptAt: mail.next_attempt_at,
        lastError: mail.last_error,
        sentAt: mail.sent_at,
      })),
    }));
  }

  /**
   * Deletes what the privacy notice says is not kept: requests whose every mail was sent more than
   * `deliveredDays` ago, and spam older than `spamDays`. A request with a mail still waiting is kept.
   */
  purge({ deliveredDays, spamDays }: { deliveredDays: number; spamDays: number }, now = Date.now()): number {
    const before = (days: number) => new Date(now - days * 86_400_000).toISOString();
    const purged = guarded(this.path, () =>
      inTransaction(this.db, () => {
        const doomed = `SELECT r.id FROM visit_requests r WHERE (r.spam = 1 AND r.received_at < :spam)
             OR (r.spam = 0 AND NOT EXISTS (SELECT 1 FROM visit_mails m WHERE m.request_id = r.id AND (m.status != 'sent' OR m.sent_at >= :sent)))`;
        const limits = { spam: before(spamDays), sent: before(deliveredDays) };
        const references = this.db
          .prepare(`SELECT reference FROM visit_requests WHERE id IN (${doomed})`)
          .all(limits) as { reference: string }[];
        this.db.prepare(`DELETE FROM visit_mails WHERE request_id IN (${doomed})`).run(limits);
        this.db.prepare(`DELETE FROM visit_requests WHERE id IN (${doomed})`).run(limits);
        return references;
      }),
    );
    for (const { reference } of purged) rmSync(this.photoFolder(reference), { recursive: true, force: true });
    return purged.length;
  }
}
