/**
 * The contact form's one handler, shared by POST /mail.php (the seed's contract: text or JSON)
 * and POST /contact/send (the form without JavaScript: an HTML page). It decides the outcome;
 * the routes only choose how to show it. Nothing a client sends can make it throw. Every answer
 * is in the words of the edition the form was sent from (postEdition in ../form-post.ts;
 * contactAnswers in src/lib/i18n).
 */
import { editionInfo, type Edition, type UiStrings } from '../../lib/i18n/index.ts';
import { OTHER_SERVICE } from '../../shared/contact-fields.ts';
import { isFormPost, postEdition, readForm, readLimitedBody } from '../form-post.ts';
import { isStorageFault } from '../sqlite.ts';
import { cleanSingleLine, parseContact, HONEYPOT_FIELD, type ContactField, type FieldErrors } from './input.ts';
import type { ContactRuntime } from './runtime.ts';
import type { NewMessage, StoredMessage } from './store.ts';

/** Far above what the four fields can legitimately hold (5,000 characters of message, URL-encoded). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Every outcome says its edition, so the page that shows it can speak the same language. */
export type ContactOutcome = { edition: Edition } & (
  | {
      status: 200;
      kind: 'accepted';
      message: string;
      reference: string;
      /** The service chosen, as the form offers it (a file name or "other"), for the page to count the lead; else empty. */
      service: string;
    }
  | {
      status: 400;
      kind: 'invalid';
      message: string;
      errors: FieldErrors;
      /** What was sent, to show the form again as it was (the service chosen too). */
      values: Record<ContactField | 'service', string>;
    }
  | { status: 413; kind: 'too-large'; message: string }
  | { status: 415; kind: 'unsupported'; message: string }
  | { status: 429; kind: 'rate-limited'; message: string; retryAfterSeconds: number }
  | {
      status: 503;
      kind: 'unavailable';
      message: string;
      retryAfterSeconds: number;
      /** The visitor's words as they sent them, handed back: nothing was stored. */
      values: Record<ContactField | 'service', string>;
    }
);

/** How soon a visitor may try again after a storage fault: an operator's fix takes minutes, not seconds. */
export const UNAVAILABLE_RETRY_SECONDS = 120;

/** The answers in each edition's words. */
export const answersIn = (edition: Edition): UiStrings['contactAnswers'] => editionInfo[edition].ui.contactAnswers;

export interface ContactContext {
  runtime: ContactRuntime;
  clientAddress: string;
  /** Where the message goes: the company e-mail from settings. */
  recipient: string;
  /** From settings: the letters that begin a reference, and how soon the company replies, in each language. */
  referencePrefix: string;
  replyTime: Record<Edition, string>;
  /** The services a visitor may choose, with the English names staff read in the mail. */
  services: readonly ServiceChoice[];
}

export interface ServiceChoice {
  /** The service's file name, as the form sends it: hvac-system-in-dubai-uae. */
  id: string;
  name: string;
}

const OTHER_SERVICE_NAME = 'Something else';
const PAGE_MAX = 200;

/**
 * The service as staff read it: a known one by its English name, "Something else", or nothing.
 * A value the form never offers (a service since removed, a hand-made post) is kept as sent, so
 * the lead still says what the visitor asked about.
 */
function serviceName(value: string | undefined, services: readonly ServiceChoice[]): string {
  const chosen = cleanSingleLine(value ?? '').slice(0, 100);
  if (!chosen) return '';
  if (chosen === OTHER_SERVICE) return OTHER_SERVICE_NAME;
  return services.find((service) => service.id === chosen)?.name ?? chosen;
}

/** The page of this site the visitor came from: a path such as /service/hvac, or nothing. */
function sourcePage(value: string | undefined): string {
  const page = cleanSingleLine(value ?? '');
  return page.startsWith('/') && !page.startsWith('//') && page.length <= PAGE_MAX ? page : '';
}

export async function handleContactPost(request: Request, context: ContactContext): Promise<ContactOutcome> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!isFormPost(request)) {
    const edition = postEdition(request);
    return { edition, status: 415, kind: 'unsupported', message: answersIn(edition).unsupported };
  }

  const limit = context.runtime.limiter.check(context.clientAddress);
  // Read even past the limit: the refusal is written in the language the form names.
  const body = await readLimitedBody(request, MAX_BODY_BYTES).catch(() => undefined);
  const form = body && (await readForm(body, contentType));
  const edition = postEdition(request, form);
  const messages = answersIn(edition);
  if (!limit.allowed) {
    return {
      edition,
      status: 429,
      kind: 'rate-limited',
      message: messages.rateLimited(limit.retryAfterSeconds),
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  if (!body) return { edition, status: 413, kind: 'too-large', message: messages.tooLarge };
  if (!form) {
    return {
      edition,
      status: 400,
      kind: 'invalid',
      message: messages.invalid,
      errors: {},
      values: { name: '', email: '', mobile: '', message: '', service: '' },
    };
  }

  const parsed = parseContact(form, edition);
  const isSpam = (form[HONEYPOT_FIELD] ?? '').trim() !== '';
  const lead = {
    recipient: context.recipient,
    clientAddress: context.clientAddress,
    language: edition,
    service: serviceName(form.service, context.services),
    page: sourcePage(form.page),
    referencePrefix: context.referencePrefix,
  };
  const typed = {
    name: form.name ?? '',
    email: form.email ?? '',
    mobile: form.mobile ?? '',
    message: form.message ?? '',
    service: offeredService(form.service, context.services),
  };
  /** Stores the lead; on a storage fault, nothing was stored, and the visitor gets their words back. */
  const store = (message: NewMessage): StoredMessage | ContactOutcome => {
    try {
      return context.runtime.store.add(message);
    } catch (error) {
      if (!isStorageFault(error)) throw error;
      context.runtime.storageFailed(error);
      return {
        edition,
        status: 503,
        kind: 'unavailable',
        message: messages.unavailable,
        retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
        values: typed,
      };
    }
  };
  if (isSpam) {
    // Answered like a success so that the robot learns nothing; kept for review, never mailed.
    const stored = store({
      ...lead,
      name: (form.name ?? '').slice(0, 200),
      email: (form.email ?? '').slice(0, 300),
      mobile: (form.mobile ?? '').slice(0, 60),
      message: (form.message ?? '').slice(0, 10_000),
      spam: true,
    });
    if ('kind' in stored) return stored;
    return accepted(
      edition,
      stored.reference,
      context.replyTime[edition],
      offeredService(form.service, context.services),
    );
  }
  if (!parsed.ok) {
    return {
      edition,
      status: 400,
      kind: 'invalid',
      message: messages.invalid,
      errors: parsed.errors,
      values: { ...parsed.values, service: offeredService(form.service, context.services) },
    };
  }

  const stored = store({ ...parsed.input, ...lead });
  if ('kind' in stored) return stored;
  void context.runtime.outbox.kick();
  return accepted(
    edition,
    stored.reference,
    context.replyTime[edition],
    offeredService(form.service, context.services),
  );
}

const accepted = (edition: Edition, reference: string, replyTime: string, service: string): ContactOutcome => ({
  edition,
  status: 200,
  kind: 'accepted',
  message: answersIn(edition).accepted(reference, replyTime),
  reference,
  service,
});

/** The service as the form offers it: a known file name or "other"; anything else is empty. */
const offeredService = (value: string | undefined, services: readonly ServiceChoice[]) =>
  value === OTHER_SERVICE || services.some((service) => service.id === value) ? value! : '';

/** The seed's contract: plain text by default, JSON for a client that asks for it. */
export function outcomeResponse(outcome: ContactOutcome, request: Request): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store', 'Content-Language': editionInfo[outcome.edition].lang });
  if ('retryAfterSeconds' in outcome) headers.set('Retry-After', String(outcome.retryAfterSeconds));
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  if (wantsJson) {
    headers.set('Content-Type', 'application/json; charset=utf-8');
    const body = {
      ok: outcome.status === 200,
      message: outcome.message,
      ...(outcome.kind === 'invalid' ? { errors: outcome.errors } : {}),
      ...(outcome.kind === 'accepted' ? { reference: outcome.reference } : {}),
      // Said outright, so that a client never takes it for a success: nothing was stored.
      ...(outcome.kind === 'unavailable' ? { stored: false, retryAfterSeconds: outcome.retryAfterSeconds } : {}),
    };
    return new Response(JSON.stringify(body), { status: outcome.status, headers });
  }
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  const lines = [outcome.message];
  if (outcome.kind === 'invalid')
    for (const [field, error] of Object.entries(outcome.errors)) lines.push(`${field}: ${error}`);
  return new Response(lines.join('\n'), { status: outcome.status, headers });
}
