/**
 * The state of every visit request and its history, in the contact form's SQLite file beside the
 * requests (visit-request/store.ts opens it and hands over its connection): `visit_links` holds each
 * private link's selector and the hash of its secret (./tokens.ts), `visit_changes` every change
 * with its time and who made it. A request with no change is `requested`.
 *
 * A change and its mails are one transaction with the outbox's queue (`visit_mails`): a crash
 * between them loses neither and sends neither twice. Each press names the last change its page
 * showed, so the same press twice is one change and one mail, and of two conflicting presses the
 * later one is told what came first.
 */
import type { DatabaseSync } from 'node:sqlite';
import { dubaiClock } from '../../shared/schedule.ts';
import { allowedNow, FINAL_STATES, stateAfter, type VisitActor, type VisitState } from '../../shared/visits.ts';
import { addMissingColumns } from '../lead-form/store.ts';
import { guarded, inTransaction } from '../sqlite.ts';
import { toRequest, type RequestRow } from '../visit-request/records.ts';
import {
  toChange,
  type ChangeMail,
  type ChangeMails,
  type ChangeRow,
  type Press,
  type PressOutcome,
  type VisitChange,
  type VisitTime,
  type VisitView,
} from './changes.ts';
import { newToken, secretMatches, splitToken } from './tokens.ts';

/** How long a link lasts past its visit's day (the office's) or past the request's end (the visitor's). */
export const LINK_DAYS = 30;

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

export class VisitStates {
  private readonly db: DatabaseSync;
  private readonly path: string;

  /** Creates the tables in a file that lacks them; `db` is the visit requests' open connection. */
  constructor(db: DatabaseSync, path: string) {
    this.db = db;
    this.path = path;
    guarded(path, () => {
      db.exec(`
        CREATE TABLE IF NOT EXISTS visit_links (
          selector TEXT PRIMARY KEY,
          request_id INTEGER NOT NULL REFERENCES visit_requests (id) ON DELETE CASCADE,
          role TEXT NOT NULL CHECK (role IN ('office', 'visitor')),
          secret_hash BLOB NOT NULL,
          created_at TEXT NOT NULL
        );
        CREATE INDEX IF NOT EXISTS visit_links_request ON visit_links (request_id);
        CREATE TABLE IF NOT EXISTS visit_changes (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          request_id INTEGER NOT NULL REFERENCES visit_requests (id) ON DELETE CASCADE,
          at TEXT NOT NULL,
          actor TEXT NOT NULL CHECK (actor IN ('office', 'visitor')),
          action TEXT NOT NULL,
          state TEXT NOT NULL,
          day TEXT NOT NULL,
          window_start TEXT NOT NULL,
          window_end TEXT NOT NULL,
          reason TEXT NOT NULL DEFAULT '',
          note TEXT NOT NULL DEFAULT ''
        );
        CREATE INDEX IF NOT EXISTS visit_changes_request ON visit_changes (request_id, id);
        CREATE INDEX IF NOT EXISTS visit_changes_day ON visit_changes (day);
      `);
      // A change's mails name it (their Message-ID), and the visitor's may carry a calendar file.
      addMissingColumns(db, 'visit_mails', { change_id: 'change_id INTEGER', calendar: 'calendar TEXT' });
    });
  }

  /** A new private link to a request's page for `role`; call inside the transaction that needs it. */
  newLink(requestId: number, role: VisitActor, now = Date.now()): string {
    const { token, selector, secretHash } = newToken();
    this.db
      .prepare('INSERT INTO visit_links (selector, request_id, role, secret_hash, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(selector, requestId, role, secretHash, new Date(now).toISOString());
    return token;
  }

  /** The request a link opens, as its role sees it; nothing for a wrong, tampered or expired token. */
  open(token: string, now = Date.now()): VisitView | undefined {
    return guarded(this.path, () => this.find(token, now));
  }

  /**
   * Makes a press from the page a token opened, with the mails it sends, in one transaction. A
   * change made since the page was shown makes the press a repeat (the same action by the same
   * side, for the same time) or stale; an action the state does not allow is refused.
   */
  press(token: string, press: Press, mails: ChangeMails, now = Date.now()): PressOutcome {
    return guarded(this.path, () =>
      inTransaction(this.db, (): PressOutcome => {
        const view = this.find(token, now);
        if (!view) return { kind: 'no-link' };
        const since = view.changes.filter((change) => change.id > press.after);
        const first = since[0];
        if (first) {
          const same =
            first.actor === view.role &&
            first.action === press.action &&
            (!press.time || (first.day === press.time.day && first.windowStart === press.time.windowStart));
          return { kind: same ? 'repeat' : 'stale', view, change: first };
        }
        if (!allowedNow(press.action, view.role, view.state)) return { kind: 'not-allowed', view };
        const time = press.time ?? view.time;
        const row = this.db
          .prepare(
            `INSERT INTO visit_changes (request_id, at, actor, action, state, day, window_start, window_end, reason, note)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
          )
          .get(
            view.request.id,
            new Date(now).toISOString(),
            view.role,
            press.action,
            stateAfter(press.action, view.state),
            time.day,
            time.windowStart,
            time.windowEnd,
            press.reason ?? '',
            press.note ?? '',
          ) as unknown as ChangeRow;
        const change = toChange(row);
        const after = this.viewOf(view.request.id, view.role);
        // Only hashes are kept, so each change's messages carry fresh links to both pages.
        const visitorToken = this.newLink(view.request.id, 'visitor', now);
        const officeToken = this.newLink(view.request.id, 'office', now);
        const written = mails({ view: after, change, visitorToken, officeToken });
        this.queue(view.request.id, change.id, 'office', written.office, now);
        if (view.request.email) this.queue(view.request.id, change.id, 'visitor', written.visitor, now);
        return { kind: 'made', view: after, change, visitorToken };
      }),
    );
  }

  /**
   * Each request's state now, by id, with the day and window its last change named (none before
   * any change: the request's own): `npm run inbox` shows them.
   */
  statesOf(ids: readonly number[]): Map<number, { state: VisitState; time?: VisitTime }> {
    const latest = this.db.prepare(
      'SELECT state, day, window_start, window_end FROM visit_changes WHERE request_id = ? ORDER BY id DESC LIMIT 1',
    );
    return new Map(
      ids.map((id) => {
        const row = latest.get(id) as Pick<ChangeRow, 'state' | 'day' | 'window_start' | 'window_end'> | undefined;
        const time = row && { day: row.day, windowStart: row.window_start, windowEnd: row.window_end };
        return [id, row ? { state: row.state, time } : { state: 'requested' as const }];
      }),
    );
  }

  /** The visits confirmed for a Dubai day, by window: the day sheet (`npm run visits`). */
  confirmedOn(day: string): VisitView[] {
    const ids = this.db
      .prepare(
        `SELECT c.request_id AS id FROM visit_changes c
         WHERE c.id = (SELECT MAX(id) FROM visit_changes WHERE request_id = c.request_id)
           AND c.state = 'confirmed' AND c.day = ?
         ORDER BY c.window_start, c.request_id`,
      )
      .all(day) as { id: number }[];
    return ids.map(({ id }) => this.viewOf(id, 'office'));
  }

  /** Deletes the links and changes of requests that are gone (the requests' purge calls it in its transaction). */
  forgetDeleted(): void {
    this.db.exec(`DELETE FROM visit_links WHERE request_id NOT IN (SELECT id FROM visit_requests);
      DELETE FROM visit_changes WHERE request_id NOT IN (SELECT id FROM visit_requests);`);
  }

  private queue(requestId: number, changeId: number, kind: VisitActor, mail: ChangeMail | undefined, now: number) {
    if (!mail) return;
    this.db
      .prepare(
        `INSERT INTO visit_mails (request_id, kind, status, subject, text, next_attempt_at, change_id, calendar)
         VALUES (?, ?, 'queued', ?, ?, ?, ?, ?)`,
      )
      .run(requestId, kind, mail.subject, mail.text, now, changeId, mail.calendar ?? null);
  }

  private find(token: string, now: number): VisitView | undefined {
    const parts = splitToken(token);
    if (!parts) return undefined;
    const link = this.db
      .prepare('SELECT request_id, role, secret_hash FROM visit_links WHERE selector = ?')
      .get(parts.selector) as { request_id: number; role: VisitActor; secret_hash: Uint8Array } | undefined;
    if (!link || !secretMatches(parts.secret, link.secret_hash)) return undefined;
    const view = this.viewOf(link.request_id, link.role);
    return view && this.current(view, now) ? view : undefined;
  }

  /** Whether a link is still good: the office's until 30 days past the visit's day, the visitor's until 30 days past the end. */
  private current(view: VisitView, now: number): boolean {
    const today = dubaiClock(new Date(now)).date;
    if (view.role === 'office') return today <= addDays(view.time.day, LINK_DAYS);
    if (!FINAL_STATES.includes(view.state)) return true;
    const ended = view.changes.at(-1)!.at;
    return now <= Date.parse(ended) + LINK_DAYS * 86_400_000;
  }

  private viewOf(requestId: number, role: VisitActor): VisitView {
    const request = toRequest(
      this.db.prepare('SELECT * FROM visit_requests WHERE id = ?').get(requestId) as unknown as RequestRow,
    );
    const changes = (
      this.db
        .prepare('SELECT * FROM visit_changes WHERE request_id = ? ORDER BY id')
        .all(requestId) as unknown as ChangeRow[]
    ).map(toChange);
    const last: VisitChange | undefined = changes.at(-1);
    return {
      request,
      role,
      state: last?.state ?? 'requested',
      time: last
        ? { day: last.day, windowStart: last.windowStart, windowEnd: last.windowEnd }
        : { day: request.day, windowStart: request.windowStart, windowEnd: request.windowEnd },
      changes,
      lastChangeId: last?.id ?? 0,
    };
  }
}
