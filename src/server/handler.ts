/**
 * The contact form's one handler, shared by POST /mail.php (the seed's contract: text or JSON)
 * and POST /contact/send (the form without JavaScript: an HTML page). It decides the outcome;
 * the routes only choose how to show it. Nothing a client sends can make it throw. Every answer
 * is in the language of the edition the form was sent from (see contact-language.ts).
 */
import { cleanSingleLine, parseContact, HONEYPOT_FIELD, type ContactField, type FieldErrors } from './contact-input.ts';
import { arabicCount, postLanguage, type ContactLanguage } from './contact-language.ts';

export { contactLanguage, LANGUAGE_FIELD, type ContactLanguage } from './contact-language.ts';
import type { ContactRuntime } from './runtime.ts';

/** Far above what the four fields can legitimately hold (5,000 characters of message, URL-encoded). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Every outcome says its language, so the page that shows it can speak the same one. */
export type ContactOutcome = { lang: ContactLanguage } & (
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
);

export interface AnswerMessages {
  /** The thank-you, with the message's reference and settings' reply time ("within one working day"). */
  accepted: (reference: string, replyTime: string) => string;
  invalid: string;
  tooLarge: string;
  unsupported: string;
  rateLimited: (seconds: number) => string;
}

const arabicSeconds = (seconds: number) =>
  arabicCount(seconds, { one: 'ثانية واحدة', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانية', other: 'ثانية' });

export const MESSAGES: Record<ContactLanguage, AnswerMessages> = {
  en: {
    accepted: (reference, replyTime) =>
      `Thank you. We have received your message; its reference is ${reference}. We will reply ${replyTime}.`,
    invalid: 'Please check the highlighted fields and send the form again.',
    tooLarge: 'The message is too long to send. Please shorten it and try again.',
    unsupported: 'The form must be sent as a web form (application/x-www-form-urlencoded or multipart/form-data).',
    rateLimited: (seconds) =>
      `You have sent several messages in a short time. Please wait ${seconds} seconds and try again, or call us.`,
  },
  ar: {
    accepted: (reference, replyTime) => `شكرًا لك، وصلتنا رسالتك ورقمها المرجعي ${reference}. سنرد عليك ${replyTime}.`,
    invalid: 'يُرجى مراجعة الحقول المحددة ثم إرسال النموذج مرة أخرى.',
    tooLarge: 'رسالتك أطول من أن تُرسل. يُرجى اختصارها ثم المحاولة مرة أخرى.',
    unsupported: 'يجب إرسال النموذج بصيغة نموذج ويب (application/x-www-form-urlencoded أو multipart/form-data).',
    rateLimited: (seconds) =>
      `لقد أرسلت عدة رسائل خلال وقت قصير. يُرجى المحاولة مرة أخرى بعد ${arabicSeconds(seconds)}، أو الاتصال بنا.`,
  },
};

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

async function readForm(
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<Record<string, string> | undefined> {
  try {
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === 'string' && !(key in fields)) fields[key] = value;
    return fields;
  } catch {
    return undefined;
  }
}

export interface ContactContext {
  runtime: ContactRuntime;
  clientAddress: string;
  /** Where the message goes: the company e-mail from settings. */
  recipient: string;
  /** From settings: the letters that begin a reference, and how soon the company replies, in each language. */
  referencePrefix: string;
  replyTime: Record<ContactLanguage, string>;
  /** The services a visitor may choose, with the English names staff read in the mail. */
  services: readonly ServiceChoice[];
}

export interface ServiceChoice {
  /** The service's file name, as the form sends it: hvac-system-in-dubai-uae. */
  id: string;
  name: string;
}

/** The form's "Something else" choice. */
export const OTHER_SERVICE = 'other';
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
  if (!FORM_TYPES.some((type) => contentType.startsWith(type))) {
    const lang = postLanguage(request);
    return { lang, status: 415, kind: 'unsupported', message: MESSAGES[lang].unsupported };
  }

  const limit = context.runtime.limiter.check(context.clientAddress);
  // Read even past the limit: the refusal is written in the language the form names.
  const body = await readLimitedBody(request, MAX_BODY_BYTES).catch(() => undefined);
  const form = body && (await readForm(body, contentType));
  const lang = postLanguage(request, form);
  const messages = MESSAGES[lang];
  if (!limit.allowed) {
    return {
      lang,
      status: 429,
      kind: 'rate-limited',
      message: messages.rateLimited(limit.retryAfterSeconds),
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  if (!body) return { lang, status: 413, kind: 'too-large', message: messages.tooLarge };
  if (!form) {
    return {
      lang,
      status: 400,
      kind: 'invalid',
      message: messages.invalid,
      errors: {},
      values: { name: '', email: '', mobile: '', message: '', service: '' },
    };
  }

  const parsed = parseContact(form, lang);
  const isSpam = (form[HONEYPOT_FIELD] ?? '').trim() !== '';
  const lead = {
    recipient: context.recipient,
    clientAddress: context.clientAddress,
    language: lang,
    service: serviceName(form.service, context.services),
    page: sourcePage(form.page),
    referencePrefix: context.referencePrefix,
  };
  if (isSpam) {
    // Answered like a success so that the robot learns nothing; kept for review, never mailed.
    const stored = context.runtime.store.add({
      ...lead,
      name: (form.name ?? '').slice(0, 200),
      email: (form.email ?? '').slice(0, 300),
      mobile: (form.mobile ?? '').slice(0, 60),
      message: (form.message ?? '').slice(0, 10_000),
      spam: true,
    });
    return accepted(lang, stored.reference, context.replyTime[lang], offeredService(form.service, context.services));
  }
  if (!parsed.ok) {
    return {
      lang,
      status: 400,
      kind: 'invalid',
      message: messages.invalid,
      errors: parsed.errors,
      values: { ...parsed.values, service: offeredService(form.service, context.services) },
    };
  }

  const stored = context.runtime.store.add({ ...parsed.input, ...lead });
  void context.runtime.outbox.kick();
  return accepted(lang, stored.reference, context.replyTime[lang], offeredService(form.service, context.services));
}

const accepted = (lang: ContactLanguage, reference: string, replyTime: string, service: string): ContactOutcome => ({
  lang,
  status: 200,
  kind: 'accepted',
  message: MESSAGES[lang].accepted(reference, replyTime),
  reference,
  service,
});

/** The service as the form offers it: a known file name or "other"; anything else is empty. */
const offeredService = (value: string | undefined, services: readonly ServiceChoice[]) =>
  value === OTHER_SERVICE || services.some((service) => service.id === value) ? value! : '';

/** The seed's contract: plain text by default, JSON for a client that asks for it. */
export function outcomeResponse(outcome: ContactOutcome, request: Request): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store', 'Content-Language': outcome.lang });
  if (outcome.kind === 'rate-limited') headers.set('Retry-After', String(outcome.retryAfterSeconds));
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  if (wantsJson) {
    headers.set('Content-Type', 'application/json; charset=utf-8');
    const body = {
      ok: outcome.status === 200,
      message: outcome.message,
      ...(outcome.kind === 'invalid' ? { errors: outcome.errors } : {}),
      ...(outcome.kind === 'accepted' ? { reference: outcome.reference } : {}),
    };
    return new Response(JSON.stringify(body), { status: outcome.status, headers });
  }
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  const lines = [outcome.message];
  if (outcome.kind === 'invalid')
    for (const [field, error] of Object.entries(outcome.errors)) lines.push(`${field}: ${error}`);
  return new Response(lines.join('\n'), { status: outcome.status, headers });
}
