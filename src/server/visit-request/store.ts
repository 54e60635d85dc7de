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
 * A request's photos are files beside the SQLite file (./photo-files.ts), written inside the
 * request's transaction: a request is answered only once its photos are on disk, and a photo that
 * cannot be written stores nothing. They are deleted with their request.
 */
import { DEFAULT_EDITION } from '../../shared/editions.ts';
import { keepRequestKeys, LeadStore, referenceFor, rowWithKey } from '../lead-form/store.ts';
import { guarded, inTransaction } from '../sqlite.ts';
import { VisitStates } from '../visits/store.ts';
import { PhotoFolders, visitPhotosPath } from './photo-files.ts';
import {
  toRequest,
  type MailRow,
  type MailText,
  type NewVisitRequest,
  type RequestRow,
  type StoredVisitRequest,
  type VisitLinks,
  type VisitMail,
} from './records.ts';
import type { VisitState } from '../../shared/visits.ts';
import type { VisitTime } from '../visits/changes.ts';

/** The requests' mails are its outbox queue: a request has one or two. */
export class VisitRequestStore extends LeadStore<VisitMail, MailRow> {
  /** The folder of every request's photos, beside the SQLite file. */
  readonly photosPath: string;
  private readonly photos: PhotoFolders;
  /** Each request's state, its history and its private links (src/server/visits/). */
  readonly visits: VisitStates;

  /** Throws a StorageFault (src/server/sqlite.ts) when the file cannot be opened or written. */
  constructor(path: string) {
    super(path, 'visit_mails');
    this.photosPath = visitPhotosPath(path);
    this.photos = new PhotoFolders(this.photosPath);
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
    this.visits = new VisitStates(this.db, path);
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
    /**
     * The words of its mails, once its reference and its two private links' tokens are known: the
     * office's, and the visitor's when an e-mail was given.
     */
    mails: (stored: StoredVisitRequest, links: VisitLinks) => { office: MailText; visitor?: MailText },
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
          this.photos.write(stored.reference, request.photos);
          photosWritten = stored.reference;
        }
        if (!request.spam) {
          const queue = this.db.prepare(
            `INSERT INTO visit_mails (request_id, kind, status, subject, text, next_attempt_at) VALUES (?, ?, 'queued', ?, ?, ?)`,
          );
          const links = {
            office: this.visits.newLink(id, 'office', now),
            visitor: this.visits.newLink(id, 'visitor', now),
          };
          const texts = mails(toRequest(stored), links);
          queue.run(id, 'office', texts.office.subject, texts.office.text, now);
          if (request.email && texts.visitor) queue.run(id, 'visitor', texts.visitor.subject, texts.visitor.text, now);
        }
        return stored;
      });
    try {
      return toRequest(guarded(this.path, store));
    } catch (error) {
      // The request was rolled back: its photos go with it.
      if (photosWritten) this.photos.remove(photosWritten);
      throw error;
    }
  }

  /** The paths of a request's photos, in the order they were sent. */
  photosOf(reference: string): string[] {
    return this.photos.pathsOf(reference);
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
      changeId: row.change_id ?? null,
      calendar: row.calendar ?? null,
      request: toRequest(request!),
    };
  }

  /** The latest requests, newest first, each with its mails. */
  list(limit = 100): {
    request: StoredVisitRequest;
    state: VisitState;
    /** The day and window the last change named, if any. */
    time?: VisitTime;
    mails: Omit<VisitMail, 'request' | 'changeId' | 'calendar' | keyof MailText>[];
  }[] {
    const rows = this.db
      .prepare('SELECT * FROM visit_requests ORDER BY id DESC LIMIT ?')
      .all(limit) as unknown as RequestRow[];
    const mails = this.db.prepare('SELECT * FROM visit_mails WHERE request_id = ? ORDER BY id');
    const states = this.visits.statesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      request: toRequest(row),
      ...(states.get(row.id) ?? { state: 'requested' as const }),
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
        this.visits.forgetDeleted();
        return references;
      }),
    );
    for (const { reference } of purged) this.photos.remove(reference);
    return purged.length;
  }
}
