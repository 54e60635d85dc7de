/**
 * A visit request and its mails as the code holds them, and as the rows of the contact form's
 * SQLite file hold them (./store.ts writes and reads the rows).
 */
import { toEdition, type Edition } from '../../shared/editions.ts';
import type { PropertyType, Urgency } from '../../shared/visit-request/fields.ts';
import type { CleanPhoto } from './photos.ts';

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

/** The tokens of a request's two private links (src/server/visits/), known only when they are made. */
export interface VisitLinks {
  office: string;
  visitor: string;
}

/** One mail of a request, as the outbox delivers it. */
export interface VisitMail extends MailText {
  id: number;
  /** The change of state that sent it (src/server/visits/); null for the two mails of the request itself. */
  changeId: number | null;
  /** The visitor's calendar file (.ics) it carries, if any. */
  calendar: string | null;
  kind: MailKind;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: string | null;
  request: StoredVisitRequest;
}

/** A request as its row holds it: the same fields, under the file's names where they differ. */
export type RequestRow = Omit<
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

export interface MailRow {
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
  change_id?: number | null;
  calendar?: string | null;
}

export const toRequest = (row: RequestRow): StoredVisitRequest => ({
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
