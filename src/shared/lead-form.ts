/**
 * A lead form as data: what a page hands the one form island (src/components/islands/LeadForm.tsx)
 * so that the contact form and the visit request form are the same code, and what a form's own
 * behaviour, fetched apart from the island (src/browser/contact/behaviour.ts, src/browser/visit-request/behaviour.ts), is
 * given to work with. The page builds the fields (src/lib/lead-forms.ts); the island renders them.
 */

import type { PluralTexts } from './plural-texts.ts';

export interface FieldOption {
  value: string;
  label: string;
}

/** One field of a lead form, in the page's words. */
export interface LeadField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'select' | 'textarea' | 'file';
  required?: boolean;
  /** The browser's autofill hint. */
  autoComplete?: string;
  /** A text area's height in lines. */
  rows?: number;
  /** The most characters it takes. */
  limit?: number;
  /** The page's wording of the field left empty, or not valid, for the browser's bubble and the island's check. */
  missing?: string;
  invalid?: string;
  /** A choice's options, in order. */
  options?: readonly FieldOption[];
  /**
   * A choice whose options follow another field's value once the island is awake: for a value of
   * `field` listed, the values it allows (the first option, "none yet", always stays); a value not
   * listed allows every option. Asleep or without JavaScript every option is offered, and the
   * server has the last word.
   */
  follows?: { field: string; allowed: Record<string, readonly string[]> };
  /** A text field's suggestions. */
  suggestions?: readonly string[];
  /** A file field: the types it takes, how many files, the line under it, and what it says while they are prepared and when too many are picked. */
  accept?: string;
  maxFiles?: number;
  help?: string;
  preparing?: string;
  tooMany?: string;
}

/** The words every lead form shows besides its fields. */
export interface LeadFormWords {
  honeypot: string;
  submit: string;
  sending: string;
  tryAgain: string;
  networkError: string;
  unexpectedError: string;
  /**
   * The error summary's heading (src/components/islands/ErrorSummary.tsx): how many fields need
   * attention, `{n}` in the plural categories a count of one and more takes.
   */
  summaryHeading: PluralTexts;
}

/** A link the answer to an accepted lead offers (the visit request's calendar file and chat), in the page's words. */
export interface AnswerLink {
  label: string;
  href: string;
  download?: string;
}

/** What the form's status line shows. */
export interface LeadStatus {
  /** `waiting`: kept in the browser until the connection returns. */
  tone: 'success' | 'error' | 'waiting';
  text: string;
  /** After a success: the service the request named ('' for none), for the analytics loader to count. */
  lead?: string;
  /** After a success: how urgent the request is (a visit request). */
  urgency?: string;
  links?: readonly AnswerLink[];
  /** Nothing was stored (the server could not save it, or was not reached): offer to send it again. */
  retry?: boolean;
}

/** The kinds of lead, and the event each accepted one is told to the page by, which the analytics loader counts. */
export const LEAD_EVENTS = { quote: 'quote-sent', visit: 'visit-requested' } as const;
export type LeadType = keyof typeof LEAD_EVENTS;

/** What the island gives a form's own behaviour: where the form posts, and the island's ways to show what it did. */
export interface LeadFormHost<Setup> {
  endpoint: string;
  /** What the page handed the island for this behaviour. */
  setup: Setup;
  /** Shows the server's answer to a request sent; `waited`: a request kept in the browser, answered later. */
  showAnswer(response: Response, sent: URLSearchParams | FormData, waited: boolean): Promise<void>;
  setStatus(status: LeadStatus): void;
  /** Changes a field's choices (the days open now, and the windows of each). */
  changeField(name: string, change: Partial<LeadField>): void;
}

/** A form's own behaviour, an ES module that exports `start`, fetched on the first touch of its form. */
export interface LeadFormBehaviour {
  /**
   * Sends a request through `send` (the island's post, which asks for JSON): the server's response,
   * or the status to show when it was kept to be sent later. Throws when it could neither be sent
   * nor kept.
   */
  post(
    body: URLSearchParams | FormData,
    send: (body: URLSearchParams | FormData) => Promise<Response>,
  ): Promise<Response | LeadStatus>;
  /** Prepares the files picked in a file field (shrinks the photos) before they are sent; a form without one has none. */
  prepareFiles?(input: HTMLInputElement): Promise<void>;
}

export type StartLeadFormBehaviour<Setup> = (host: LeadFormHost<Setup>) => LeadFormBehaviour;
