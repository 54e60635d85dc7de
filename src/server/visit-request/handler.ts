/**
 * The visit request form's one handler, shared by POST /book/send.json (the island: JSON) and
 * POST /book/send (the form without JavaScript: an HTML page). It decides the outcome; the routes
 * only choose how to show it. Nothing a client sends can make it throw. Every answer is in the
 * words of the edition the form was sent from; a refusal hands back every field as typed. The
 * schedule comes from the route, which reads it from the content (src/server may not).
 */
import { editionInfo, type Edition } from '../../lib/i18n/index.ts';
import { visitDayLabel, visitWindowLabel } from '../../shared/visit-request/visit-time.ts';
import {
  MAX_PHOTO_BYTES,
  PHOTOS_FIELD,
  VISIT_REQUEST_FIELDS,
  type Urgency,
} from '../../shared/visit-request/fields.ts';
import { REQUEST_KEY_FIELD } from '../../shared/offline-queue.ts';
import { HONEYPOT_FIELD, OTHER_SERVICE, PAGE_FIELD, SERVICE_FIELD } from '../../shared/contact/fields.ts';
import { windowsOn, type Schedule, type TimeWindow } from '../../shared/schedule.ts';
import { fieldsBeforeCut, readBodyOrHead, readFormData, textFields } from '../lead-form/post.ts';
import { offeredService, requestKey, serviceName, sourcePage, type ServiceChoice } from '../lead-form/fields.ts';
import { jsonAnswer, receivePost, sameWords, storeLead, type FormOutcome } from '../lead-form/handler.ts';
import { parseVisitRequest, typedValues, type VisitRequestErrors, type VisitRequestValues } from './input.ts';
import { officeMailText, visitorMailText } from './mail-text.ts';
import { cleanPhotos, photoFiles } from './photos.ts';
import type { VisitRequestRuntime } from './runtime.ts';
import type { NewVisitRequest } from './records.ts';

/** Far above what the fields can legitimately hold (3,000 characters of description, URL-encoded). */
export const MAX_BODY_BYTES = 64 * 1024;

/** A field's error, the photos' included. */
export type RequestErrors = VisitRequestErrors & Partial<Record<typeof PHOTOS_FIELD, string>>;

/**
 * A refusal hands back every field as typed; one too large to read whole, the fields typed before
 * the photos when they could be read. A success says the urgency and the visit's day and window.
 */
export type VisitRequestOutcome = FormOutcome<
  VisitRequestValues,
  RequestErrors,
  { urgency: Urgency; day: string; window: TimeWindow }
>;

export interface VisitRequestContext {
  runtime: VisitRequestRuntime;
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
  /**
   * The answer is the form again (the route without JavaScript): a post too large to take is read
   * as far as the text fields before its photos, to hand them back. The island keeps its own.
   */
  showsForm?: boolean;
}

/** The service in the visitor's words: its name in their edition, "Something else", or empty. */
const serviceWords = (id: string, edition: Edition, names: Record<Edition, readonly ServiceChoice[]>) =>
  id === OTHER_SERVICE
    ? editionInfo[edition].ui.visitRequest.serviceOther
    : (names[edition].find((name) => name.id === id)?.name ?? '');

export async function handleVisitRequestPost(
  request: Request,
  context: VisitRequestContext,
): Promise<VisitRequestOutcome> {
  const received = await receivePost(request, context, async (contentType) => {
    // Only a multipart body can carry photos; a urlencoded one keeps the fields' own limit.
    const carriesFiles = contentType.toLowerCase().startsWith('multipart/');
    const bodyLimit = carriesFiles ? MAX_BODY_BYTES + MAX_PHOTO_BYTES : MAX_BODY_BYTES;
    // Past the limit, only a page that shows the form again reads as far as the fields before the photos.
    const keep = context.showsForm ? MAX_BODY_BYTES : 0;
    const read = await readBodyOrHead(request, bodyLimit, keep).catch(() => undefined);
    const formData = read?.body && (await readFormData(read.body, contentType));
    const fields = read?.body
      ? formData && textFields(formData)
      : read && (await fieldsBeforeCut(read.head, contentType));
    return { read, formData, fields };
  });
  if ('status' in received) return received;
  const { edition, answers: messages } = received;
  const { read, formData, fields: form } = received.read;
  const photoWords = editionInfo[edition].ui.visitRequest.photos;
  if (!read?.body) {
    const service = form && offeredService(form[SERVICE_FIELD], context.services);
    const values = form && { ...typedValues(form), service: service ?? '' };
    const message = form ? photoWords.tooLarge : messages.tooLarge;
    return { edition, status: 413, kind: 'too-large', message, ...(values ? { values } : {}) };
  }
  const fields = form ?? {};
  const values = { ...typedValues(fields), service: offeredService(fields[SERVICE_FIELD], context.services) };
  const now = context.now ?? new Date();
  const parsed = parseVisitRequest(fields, edition, context.schedule, now, context.services);
  const photos = await cleanPhotos(formData ? photoFiles(formData) : []);
  const photoError = photos.ok
    ? undefined
    : photos.refusal === 'too-many'
      ? photoWords.tooMany
      : photos.refusal === 'heic'
        ? photoWords.heic(photos.file ?? '')
        : photoWords.notAPhoto(photos.file ?? '');
  // A robot's post (the honeypot filled in) is held to the same checks: nothing unchecked is stored.
  if (!parsed.ok || !photos.ok) {
    const errors: RequestErrors = {
      ...(parsed.ok ? {} : parsed.errors),
      ...(photoError ? { photos: photoError } : {}),
    };
    return { edition, status: 400, kind: 'invalid', message: messages.invalid, errors, values };
  }
  // A robot's request that passes them is answered like a success so that it learns nothing: kept for review, never mailed.
  const isSpam = (fields[HONEYPOT_FIELD] ?? '').trim() !== '';
  const { input } = parsed;
  const window = windowsOn(context.schedule, input.day).find((kept) => kept.start === input.window)!;
  const newRequest: NewVisitRequest = {
    ...input,
    service: serviceName(input.service, context.services),
    windowStart: window.start,
    windowEnd: window.end,
    recipient: context.recipient,
    clientAddress: context.clientAddress,
    language: edition,
    page: sourcePage(fields[PAGE_FIELD]),
    referencePrefix: context.referencePrefix,
    spam: isSpam,
    key: requestKey(fields[REQUEST_KEY_FIELD]),
    photos: photos.photos,
  };
  const { store } = context.runtime;
  const result = storeLead(
    context.runtime,
    edition,
    { spam: isSpam, values },
    () =>
      store.add(newRequest, (request, links) => ({
        office: officeMailText(request, links),
        visitor: visitorMailText(request, serviceWords(input.service, edition, context.serviceNames), links),
      })),
    (stored) => sameWords(stored, newRequest, REQUEST_WORDS),
  );
  if ('status' in result) return result;
  const { stored } = result;
  const { dateLocale, ui } = editionInfo[edition];
  return {
    edition,
    status: 200,
    kind: 'accepted',
    message: ui.visitRequest.accepted(
      stored.reference,
      visitDayLabel(stored.day, dateLocale),
      visitWindowLabel(window),
    ),
    reference: stored.reference,
    service: input.service,
    urgency: stored.urgency,
    day: stored.day,
    window,
  };
}

/**
 * What makes two posts under one key the same request: its fields, the window as stored. Not its
 * photos: the browser's waiting copy may have had to leave them out (offlineQueue.photosNotKept).
 */
const REQUEST_WORDS = [
  ...VISIT_REQUEST_FIELDS.filter((field) => field !== 'window'),
  'windowStart',
  'windowEnd',
] as const;

/**
 * The island's answer: JSON, with every field's error, or the reference and the answer's links
 * (the calendar file and the chat, which the route writes: `links`).
 */
export function visitRequestJsonResponse(outcome: VisitRequestOutcome, links?: object): Response {
  return jsonAnswer(outcome, outcome.kind === 'accepted' ? { urgency: outcome.urgency, links } : {});
}
