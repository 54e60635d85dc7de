/**
 * A visit request's state as the code holds it: its changes (who made which, when, with what), the
 * link a page was opened with, and what a press came to. Rows live in the contact form's SQLite
 * file beside the requests (./store.ts).
 */
import type { DeclineReason, VisitAction, VisitActor, VisitState } from '../../shared/visits.ts';
import type { MailText, StoredVisitRequest } from '../visit-request/records.ts';

/** A visit's day and window (Dubai's clock). */
export interface VisitTime {
  day: string;
  windowStart: string;
  windowEnd: string;
}

export interface VisitChange extends VisitTime {
  id: number;
  at: string;
  actor: VisitActor;
  action: VisitAction;
  /** The state the change left the request in. */
  state: VisitState;
  reason: DeclineReason | '';
  /** Words to the visitor (a technician's name, what to prepare); the visitor's own words on a call request. */
  note: string;
}

/** A request as a private link shows it: whose link, the state now, the time now agreed or offered, the history. */
export interface VisitView {
  request: StoredVisitRequest;
  role: VisitActor;
  state: VisitState;
  /** The day and window: asked for, proposed or confirmed, whichever the last change says. */
  time: VisitTime;
  changes: VisitChange[];
  /** The last change's id (0 before any): a press names the one its page showed. */
  lastChangeId: number;
}

/** What a press asks: the action, the change its page showed last, and what the action takes. */
export interface Press {
  action: VisitAction;
  after: number;
  time?: VisitTime;
  reason?: DeclineReason;
  note?: string;
}

/** A mail a change queues, with an optional calendar file (the visitor's .ics). */
export interface ChangeMail extends MailText {
  calendar?: string;
}

/** The mails a change sends, written once it is made, with fresh tokens of both pages' links. */
export type ChangeMails = (made: {
  view: VisitView;
  change: VisitChange;
  visitorToken: string;
  officeToken: string;
}) => {
  office?: ChangeMail;
  visitor?: ChangeMail;
};

/**
 * What a press came to: made (with the visitor's new token for the office's WhatsApp link); a
 * repeat of the change already made (nothing new, nothing mailed); stale (another change came
 * first, which the page says); or not allowed in the state the request is in.
 */
export type PressOutcome =
  | { kind: 'made'; view: VisitView; change: VisitChange; visitorToken: string }
  | { kind: 'repeat'; view: VisitView; change: VisitChange }
  | { kind: 'stale'; view: VisitView; change: VisitChange }
  | { kind: 'not-allowed'; view: VisitView }
  | { kind: 'no-link' };

export interface ChangeRow {
  id: number;
  request_id: number;
  at: string;
  actor: VisitActor;
  action: VisitAction;
  state: VisitState;
  day: string;
  window_start: string;
  window_end: string;
  reason: string;
  note: string;
}

export const toChange = (row: ChangeRow): VisitChange => ({
  id: row.id,
  at: row.at,
  actor: row.actor,
  action: row.action,
  state: row.state,
  day: row.day,
  windowStart: row.window_start,
  windowEnd: row.window_end,
  reason: row.reason as DeclineReason | '',
  note: row.note,
});
