/**
 * The contact form's one handler, shared by POST /mail.php (the seed's contract: text or JSON)
 * and POST /contact/send (the form without JavaScript: an HTML page). It decides the outcome;
 * the routes only choose how to show it. Nothing a client sends can make it throw. Every answer
 * is in the words of the edition the form was sent from. The path every form's post takes is
 * ../lead-form/handler.ts; this file keeps the contact form's own: its body's limit, its fields and
 * what it stores.
 */
import type { Edition } from '../../lib/i18n/index.ts';
import { readForm, readLimitedBody } from '../lead-form/post.ts';
import { offeredService, requestKey, serviceName, sourcePage, type ServiceChoice } from '../lead-form/fields.ts';
import {
  answerHeaders,
  inEveryEdition,
  jsonAnswer,
  receivePost,
  sameWords,
  storeLead,
  type FormOutcome,
} from '../lead-form/handler.ts';
import { parseContact, type ContactField, type FieldErrors } from './input.ts';
import { REQUEST_KEY_FIELD } from '../../shared/offline-queue.ts';
import type { ContactRuntime } from './runtime.ts';
import type { NewMessage } from './store.ts';

/** Far above what the four fields can legitimately hold (5,000 characters of message, URL-encoded). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Every outcome says its edition, so the page that shows it can speak the same language. */
export type ContactOutcome = FormOutcome<Record<ContactField | 'service', string>, FieldErrors>;

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

export async function handleContactPost(request: Request, context: ContactContext): Promise<ContactOutcome> {
  const received = await receivePost(request, context, async (contentType) => {
    const body = await readLimitedBody(request, MAX_BODY_BYTES).catch(() => undefined);
    return { body, fields: body && (await readForm(body, contentType)) };
  });
  if ('status' in received) return received;
  const { edition, answers, read } = received;
  const { body, fields: form } = read;
  if (!body) {
    // Nothing read names the page's edition: the refusal in every edition, so the visitor can read it.
    const message = received.named ? answers.tooLarge : inEveryEdition((words) => words.tooLarge);
    return { edition, status: 413, kind: 'too-large', message };
  }
  if (!form) {
    return {
      edition,
      status: 400,
      kind: 'invalid',
      message: answers.invalid,
      errors: {},
      values: { name: '', email: '', mobile: '', message: '', service: '' },
    };
  }

  const parsed = parseContact(form, edition, context.services);
  const service = offeredService(form.service, context.services);
  // A robot's post (the honeypot filled in) is held to the same checks: nothing unchecked is stored.
  if (!parsed.ok) {
    return {
      edition,
      status: 400,
      kind: 'invalid',
      message: answers.invalid,
      errors: parsed.errors,
      values: { ...parsed.values, service },
    };
  }
  // A robot's message that passes them is answered like a success so that it learns nothing: kept for review, never mailed.
  const { isSpam, input } = parsed;
  const typed = {
    name: form.name ?? '',
    email: form.email ?? '',
    mobile: form.mobile ?? '',
    message: form.message ?? '',
    service,
  };
  const message: NewMessage = {
    ...input,
    recipient: context.recipient,
    clientAddress: context.clientAddress,
    language: edition,
    service: serviceName(input.service, context.services),
    page: sourcePage(form.page),
    referencePrefix: context.referencePrefix,
    spam: isSpam,
    key: requestKey(form[REQUEST_KEY_FIELD]),
  };
  const result = storeLead(
    context.runtime,
    edition,
    { spam: isSpam, values: typed },
    () => context.runtime.store.add(message),
    (stored) => sameWords(stored, message, MESSAGE_WORDS),
  );
  if ('status' in result) return result;
  const { reference } = result.stored;
  return {
    edition,
    status: 200,
    kind: 'accepted',
    message: answers.accepted(reference, context.replyTime[edition]),
    reference,
    service,
  };
}

/** What makes two posts under one key the same message. */
const MESSAGE_WORDS = ['name', 'email', 'mobile', 'message', 'service'] as const;

/** The seed's contract: plain text by default, JSON for a client that asks for it. */
export function outcomeResponse(outcome: ContactOutcome, request: Request): Response {
  if ((request.headers.get('accept') ?? '').includes('application/json')) return jsonAnswer(outcome);
  const lines = [outcome.message];
  if (outcome.kind === 'invalid')
    for (const [field, error] of Object.entries(outcome.errors)) lines.push(`${field}: ${error}`);
  return new Response(lines.join('\n'), {
    status: outcome.status,
    headers: answerHeaders(outcome, 'text/plain; charset=utf-8'),
  });
}
