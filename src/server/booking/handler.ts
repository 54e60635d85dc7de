/**
 * The visit request form's one handler, shared by POST /book/send.json (the island: JSON) and
 * POST /book/send (the form without JavaScript: an HTML page). It decides the outcome; the routes
 * only choose how to show it. Nothing a client sends can make it throw. Every answer is in the
 * words of the edition the form was sent from; a refusal hands back every field as typed. The
 * schedule comes from the route, which reads it from the content (src/server may not).
 */
import { editionInfo, type Edition } from '../../lib/i18n/index.ts';
import { visitDayLabel, visitWindowLabel } from '../../lib/i18n/visit-time.ts';
import { MAX_PHOTO_BYTES, PHOTOS_FIELD, REQUEST_KEY_FIELD, type Urgency } from '../../shared/booking-fields.ts';
import { HONEYPOT_FIELD, OTHER_SERVICE, PAGE_FIELD, SERVICE_FIELD } from '../../shared/contact-fields.ts';
import { windowsOn, type Schedule, type TimeWindow } from '../../shared/schedule.ts';
import { fieldsBeforeCut, isFormPost, postEdition, readBodyOrPrefix, readFormData, textFields } from '../form-post.ts';
import { isStorageFault } from '../sqlite.ts';
import { answersIn, UNAVAILABLE_RETRY_SECONDS, type ServiceChoice } from '../contact/handler.ts';
import { cleanSingleLine } from '../contact/input.ts';
import { parseBooking, requestKey, typedValues, type BookingErrors, type BookingValues } from './input.ts';
import { officeMailText, visitorMailText } from './mail-text.ts';
import { cleanPhotos, photoFiles } from './photos.ts';
import type { BookingRuntime } from './runtime.ts';
import type { NewVisitRequest, StoredVisitRequest } from './store.ts';

/** Far above what the fields can legitimately hold (3,000 characters of description, URL-encoded). */
export const MAX_BODY_BYTES = 64 * 1024;

/** A field's error, the photos' included. */
export type RequestErrors = BookingErrors & Partial<Record<typeof PHOTOS_FIELD, string>>;

export type BookingOutcome = { edition: Edition } & (
  | {
      status: 200;
      kind: 'accepted';
      message: string;
      reference: string;
      /** The service as the form offers it (a file name or "other"), for the page to count the lead; else empty. */
      service: string;
      urgency: Urgency;
      day: string;
      window: TimeWindow;
    }
  | { status: 400; kind: 'invalid'; message: string; errors: RequestErrors; values: BookingValues }
  /** Too large to read whole: the fields typed before the photos are handed back when they could be read. */
  | { status: 413; kind: 'too-large'; message: string; values?: BookingValues }
  | { status: 415; kind: 'unsupported'; message: string }
  | { status: 429; kind: 'rate-limited'; message: string; retryAfterSeconds: number }
  | { status: 503; kind: 'unavailable'; message: string; retryAfterSeconds: number; values: BookingValues }
);

export interface BookingContext {
  runtime: BookingRuntime;
  clientAddress: string;
  /** Where the request goes: the company e-mail from settings. */
  recipient: string;
  referencePrefix: string;
  /** The services a visitor may choose, with the English names staff read in the mail. */
  services: readonly ServiceChoice[];
  /** The services' names in each edition, for the visitor's confirmation. */
  serviceNames: Record<Edition, readonly ServiceChoice[]>;
  schedule: Schedule;
  now?: Date;
}

/** The service in the visitor's words: its name in their edition, "Something else", or empty. */
const serviceWords = (id: string, edition: Edition, names: Record<Edition, readonly ServiceChoice[]>) =>
  id === OTHER_SERVICE
    ? editionInfo[edition].ui.booking.serviceOther
    : (names[edition].find((name) => name.id === id)?.name ?? '');

const PAGE_MAX = 200;

/** The service as the form offers it: a known file name or "other"; anything else is empty. */
const offeredService = (value: string | undefined, services: readonly ServiceChoice[]) =>
  value === OTHER_SERVICE || services.some((service) => service.id === value) ? value! : '';

const serviceName = (id: string, services: readonly ServiceChoice[]) =>
  id === OTHER_SERVICE ? 'Something else' : (services.find((service) => service.id === id)?.name ?? '');

function sourcePage(value: string | undefined): string {
  const page = cleanSingleLine(value ?? '');
  return page.startsWith('/') && !page.startsWith('//') && page.length <= PAGE_MAX ? page : '';
}

export async function handleBookingPost(request: Request, context: BookingContext): Promise<BookingOutcome> {
  // As sent: a multipart boundary is case-sensitive (a browser's has capitals, ----WebKitFormBoundary…).
  const contentType = request.headers.get('content-type') ?? '';
  if (!isFormPost(request)) {
    const edition = postEdition(request);
    return { edition, status: 415, kind: 'unsupported', message: answersIn(edition).unsupported };
  }
  const limit = context.runtime.limiter.check(context.clientAddress);
  // Read even past the limit: the refusal is written in the language the form names.
  // Only a multipart body can carry photos; a urlencoded one keeps the fields' own limit.
  const carriesFiles = contentType.toLowerCase().startsWith('multipart/');
  const bodyLimit = carriesFiles ? MAX_BODY_BYTES + MAX_PHOTO_BYTES : MAX_BODY_BYTES;
  const read = await readBodyOrPrefix(request, bodyLimit, MAX_BODY_BYTES).catch(() => undefined);
  const formData = read?.body && (await readFormData(read.body, contentType));
  const form = read?.body
    ? formData && textFields(formData)
    : read && (await fieldsBeforeCut(read.prefix, contentType));
  const edition = postEdition(request, form);
  const messages = answersIn(edition);
  const photoWords = editionInfo[edition].ui.booking.photos;
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    return {
      edition,
      status: 429,
      kind: 'rate-limited',
      message: messages.rateLimited(retryAfterSeconds),
      retryAfterSeconds,
    };
  }
  if (!read?.body) {
    const service = form && offeredService(form[SERVICE_FIELD], context.services);
    const values = form && { ...typedValues(form), service: service ?? '' };
    const message = form ? photoWords.tooLarge : messages.tooLarge;
    return { edition, status: 413, kind: 'too-large', message, ...(values ? { values } : {}) };
  }
  const fields = form ?? {};
  const service = offeredService(fields[SERVICE_FIELD], context.services);
  const values = { ...typedValues(fields), service };
  const now = context.now ?? new Date();
  const parsed = parseBooking(fields, edition, context.schedule, now);
  const isSpam = (fields[HONEYPOT_FIELD] ?? '').trim() !== '';
  const photos = await cleanPhotos(formData ? photoFiles(formData) : []);
  const photoError = photos.ok
    ? undefined
    : photos.refusal === 'too-many'
      ? photoWords.tooMany
      : photos.refusal === 'heic'
        ? photoWords.heic(photos.file ?? '')
        : photoWords.notAPhoto(photos.file ?? '');
  if ((!parsed.ok || photoError) && !isSpam) {
    const errors: RequestErrors = {
      ...(parsed.ok ? {} : parsed.errors),
      ...(photoError ? { photos: photoError } : {}),
    };
    return { edition, status: 400, kind: 'invalid', message: messages.invalid, errors, values };
  }
  // A robot's request is answered like a success so that it learns nothing: kept for review, never mailed.
  const input = parsed.ok ? parsed.input : undefined;
  const day = input?.day ?? cleanSingleLine(fields.day ?? '').slice(0, 10);
  const windowStart = input?.window ?? cleanSingleLine(fields.window ?? '').slice(0, 5);
  const window = windowsOn(context.schedule, day).find((kept) => kept.start === windowStart) ?? {
    start: windowStart,
    end: windowStart,
  };
  const newRequest: NewVisitRequest = {
    service: serviceName(service, context.services),
    property: input?.property ?? 'other',
    area: input?.area ?? (fields.area ?? '').slice(0, 200),
    day,
    windowStart: window.start,
    windowEnd: window.end,
    urgency: input?.urgency ?? 'scheduled',
    problem: input?.problem ?? (fields.problem ?? '').slice(0, 10_000),
    name: input?.name ?? (fields.name ?? '').slice(0, 200),
    phone: input?.phone ?? (fields.phone ?? '').slice(0, 60),
    email: input?.email ?? (fields.email ?? '').slice(0, 300),
    recipient: context.recipient,
    clientAddress: context.clientAddress,
    language: edition,
    page: sourcePage(fields[PAGE_FIELD]),
    referencePrefix: context.referencePrefix,
    spam: isSpam,
    key: requestKey(fields[REQUEST_KEY_FIELD]),
    photos: photos.ok ? photos.photos : [],
  };
  let stored: StoredVisitRequest;
  try {
    stored = context.runtime.store.add(newRequest, (request) => ({
      office: officeMailText(request),
      visitor: visitorMailText(request, serviceWords(service, edition, context.serviceNames)),
    }));
  } catch (error) {
    if (!isStorageFault(error)) throw error;
    context.runtime.storageFailed(error);
    return {
      edition,
      status: 503,
      kind: 'unavailable',
      message: messages.unavailable,
      retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
      values,
    };
  }
  if (!isSpam) void context.runtime.outbox.kick();
  const { dateLocale, ui } = editionInfo[edition];
  return {
    edition,
    status: 200,
    kind: 'accepted',
    message: ui.booking.accepted(stored.reference, visitDayLabel(day, dateLocale), visitWindowLabel(window)),
    reference: stored.reference,
    service,
    urgency: newRequest.urgency,
    day,
    window,
  };
}

/**
 * The island's answer: JSON, with every field's error, or the reference and the answer's links
 * (the calendar file and the chat, which the route writes: `links`).
 */
export function bookingJsonResponse(outcome: BookingOutcome, links?: object): Response {
  const headers = new Headers({
    'Cache-Control': 'no-store',
    'Content-Language': editionInfo[outcome.edition].lang,
    'Content-Type': 'application/json; charset=utf-8',
  });
  if ('retryAfterSeconds' in outcome) headers.set('Retry-After', String(outcome.retryAfterSeconds));
  const body = {
    ok: outcome.status === 200,
    message: outcome.message,
    ...(outcome.kind === 'invalid' ? { errors: outcome.errors } : {}),
    ...(outcome.kind === 'accepted' ? { reference: outcome.reference, urgency: outcome.urgency, links } : {}),
    ...(outcome.kind === 'unavailable' ? { stored: false, retryAfterSeconds: outcome.retryAfterSeconds } : {}),
  };
  return new Response(JSON.stringify(body), { status: outcome.status, headers });
}
