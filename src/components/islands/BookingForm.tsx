/**
 * The visit request form (issue 36). A real HTML form that posts to /book/send, so it works with
 * JavaScript off; once awake it sends in the background to /book/send.json. It runs on the form
 * engine it shares with the contact form (FormField, FormParts, form-check, use-form-post: the form
 * and its fields, the check before sending, the post and the answer's states, with their
 * accessibility contract), and on the contact page's script
 * for what comes before it wakes (the page's words in the browser's bubble, the service chosen
 * from `?service=`, no second send: src/browser/contact-form.ts).
 *
 * The day and the window are native choices. Rendered at build time, they offer the days the
 * schedule allowed then and every window of the schedule (a page without JavaScript cannot tie one
 * choice to the other; the server refuses a window that day does not have, in the page's words).
 * Awake, the island offers only the windows of the day chosen; from the visitor's first touch of
 * the form it reads the schedule again on Dubai's clock now, in a worker (./visit-days.ts), and
 * offers only the days still open. The server has the last word either way.
 *
 * Up to three photos go with a request, shrunk on the phone before they are sent (./PhotoField.tsx);
 * the form is then sent as multipart/form-data, with or without JavaScript. Offline, a request is
 * kept in the browser with its photos and sent when the connection returns (the offline queue,
 * src/browser/offline-queue.ts, fetched on the first touch of the form); when the browser will not
 * keep the photos, the words wait alone and the status says so.
 *
 * After a success the answer shows the reference, an "add to calendar" file for the requested
 * window (marked requested, not yet confirmed) and, when settings name a number, a WhatsApp chat
 * that opens with the reference (both written by the route: src/lib/visit-calendar.ts); and it tells the page (a `visit-requested` event, `data-lead` and
 * `data-lead-type` on the status line), which the analytics loader counts.
 */
import { useEffect, useRef, useState } from 'react';
import {
  BOOKING_FIELDS,
  PHOTOS_FIELD,
  PROPERTY_TYPES,
  REQUEST_KEY_FIELD,
  URGENCIES,
  type BookingField,
} from '../../shared/booking-fields';
import type { Schedule, TimeWindow } from '../../shared/schedule';
import { visitWindowLabel } from '../../lib/i18n/visit-time';
import type { VisitAnswerLinks } from '../../lib/visit-calendar';
import type { FieldSpec } from './FormField';
import { EngineForm, serviceOptions, type FormIslandProps, type FormWords } from './FormParts';
import {
  KEEPS_POSTS_ATTRIBUTE,
  OFFLINE_QUEUE_URL,
  WAITING_POSTS_ENTRY,
  type OfflineQueue,
  type OfflineWords,
} from '../../shared/waiting-posts';
import { PhotoField, type PhotoFieldWords } from './PhotoField';
import type { VisitDaysRequest } from './visit-days';
import { workerAnswer } from './worker-answer';
import { postForJson, useFormPost, type FormAnswer, type FormStatus } from './use-form-post';

export interface BookingFormLabels extends FormWords, Record<BookingField, string> {
  propertyNone: string;
  propertyTypes: Record<(typeof PROPERTY_TYPES)[number], string>;
  urgencies: Record<(typeof URGENCIES)[number], string>;
  dayNone: string;
  windowNone: string;
  addToCalendar: string;
  whatsappReference: string;
  offline: OfflineWords;
  photos: PhotoFieldWords;
}

/** A day the form offers, with its label as the page writes it. */
export interface DayChoice {
  date: string;
  label: string;
  windows: TimeWindow[];
}

/** What the answer to an accepted request shows beside its words. */
export interface BookingStatus extends FormStatus {
  urgency?: string;
  /** The calendar file and the chat, written by the route (src/lib/visit-calendar.ts). */
  links?: VisitAnswerLinks;
}

interface BookingAnswer extends FormAnswer<BookingField> {
  urgency: string;
  links: VisitAnswerLinks;
}

interface Props extends FormIslandProps<BookingField | typeof PHOTOS_FIELD, BookingFormLabels, BookingStatus> {
  /** The edition's date locale, to name the days the island finds open now. */
  dateLocale: string;
  /** The area field's suggestions. */
  areas: readonly string[];
  schedule: Schedule;
  /** The days open when the page was built (or answered), with their labels. */
  days: DayChoice[];
}

const FIELD_INPUTS = {
  service: { type: 'select', required: false },
  property: { type: 'select', required: true },
  area: { type: 'text', required: true },
  day: { type: 'select', required: true },
  window: { type: 'select', required: true },
  // Never empty (scheduled is chosen from the start), so not `required`: HTML asks a required
  // select's first choice to be an empty placeholder.
  urgency: { type: 'select', required: false },
  problem: { type: 'textarea', required: true, rows: 5 },
  name: { type: 'text', required: true, autoComplete: 'name' },
  phone: { type: 'tel', required: true, autoComplete: 'tel' },
  email: { type: 'email', required: false, autoComplete: 'email' },
} satisfies Record<BookingField, FieldSpec>;

/** Every window of a list of days, once each, in the order of the day. */
const allWindows = (days: DayChoice[]) =>
  [...new Map(days.flatMap((day) => day.windows).map((window) => [window.start, window])).values()].sort((a, b) =>
    a.start.localeCompare(b.start),
  );

/**
 * The offline queue (src/browser/offline-queue.ts), fetched apart from the island: on the
 * visitor's first touch of the form (while the page's connection still serves, so that it is at
 * hand when the signal drops), when a request waits, or on a send. Its address is a variable: the
 * bundler leaves such an `import()` as it is, without the preload helper it would add.
 */
const offlineQueue = () => import(/* @vite-ignore */ OFFLINE_QUEUE_URL) as Promise<OfflineQueue>;

/** Whether a request of `endpoint` waits in the browser, without fetching the queue to know. */
function requestWaits(endpoint: string): boolean {
  try {
    return !!localStorage.getItem(WAITING_POSTS_ENTRY)?.includes(`"endpoint":"${endpoint}"`);
  } catch {
    // Storage is turned off: nothing can have been kept.
    return false;
  }
}

export default function BookingForm({
  action,
  endpoint,
  lang,
  dateLocale,
  labels,
  limits,
  services,
  areas,
  schedule,
  days: builtDays,
  validity,
  initialValues,
  initialErrors,
  initialStatus,
}: Props) {
  const [days, setDays] = useState(builtDays);
  const [awake, setAwake] = useState(false);
  const [preparingPhotos, setPreparingPhotos] = useState(false);
  const engine = useFormPost<BookingField | typeof PHOTOS_FIELD, BookingStatus, BookingAnswer>({
    fields: BOOKING_FIELDS,
    endpoint,
    words: labels,
    initialValues: { urgency: URGENCIES[0], ...initialValues },
    initialErrors,
    initialStatus,
    // Each request carries a key of its own; offline, it is kept in the browser and sent once when the connection returns.
    post: async (body) => {
      // randomUUID exists only on HTTPS and localhost: a phone trying the site over a local network still gets a key.
      const key = crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
      body.set(REQUEST_KEY_FIELD, key);
      try {
        if (!navigator.onLine) throw new TypeError('offline');
        return await postForJson(endpoint, body);
      } catch {
        // Fetched on the first touch of the form: offline, a queue never fetched cannot be, and the form offers Try again.
        const text = await (await offlineQueue()).keepRequest(endpoint, key, body, labels.offline);
        emptyPhotos();
        return { tone: 'waiting', text };
      }
    },
    accepted: (answer, sent) => {
      const service = String(sent.get('service') ?? '');
      emptyPhotos();
      document.dispatchEvent(
        new CustomEvent('visit-requested', { detail: { service, urgency: answer.urgency, edition: lang } }),
      );
      return { tone: 'success', text: answer.message, lead: service, urgency: answer.urgency, links: answer.links };
    },
  });
  const { values, status } = engine;
  /** After a send, or once kept: the engine empties the other fields, but a file field holds its own state. */
  const emptyPhotos = () => {
    const photos = engine.formRef.current?.elements.namedItem(PHOTOS_FIELD) as HTMLInputElement | null;
    if (photos) photos.value = '';
  };

  // What waits is sent on waking, and again whenever the connection returns.
  useEffect(() => {
    setAwake(true);
    const sendKept = () => {
      if (requestWaits(endpoint))
        void offlineQueue().then((queue) =>
          queue.sendKept(endpoint, (response, sent) => engine.showAnswer(response, sent, true)),
        );
    };
    if (requestWaits(endpoint)) engine.setStatus({ tone: 'waiting', text: labels.offline.saved });
    sendKept();
    addEventListener('online', sendKept);
    return () => removeEventListener('online', sendKept);
    // Once, on waking: the engine's answer and the words do not change.
  }, []);

  /**
   * The first touch of the form fetches what the form will want later: the days and windows open
   * now on Dubai's clock (the page's were those open when it was built; the server has the last
   * word either way), and the offline queue.
   */
  const touched = useRef(false);
  const onFirstTouch = () => {
    if (touched.current) return;
    touched.current = true;

    void workerAnswer<DayChoice[]>(new Worker(new URL('./visit-days.ts', import.meta.url), { type: 'module' }), {
      schedule,
      dateLocale,
    } satisfies VisitDaysRequest)
      .then(setDays)
      // No worker (an old browser): the page's own days stay, and the server has the last word.
      .catch(() => undefined);
    offlineQueue().catch(() => undefined);
  };

  const [options] = useState(() => ({
    service: serviceOptions(labels, services),
    property: [
      { value: '', label: labels.propertyNone },
      ...PROPERTY_TYPES.map((type) => ({ value: type, label: labels.propertyTypes[type] })),
    ],
    urgency: URGENCIES.map((urgency) => ({ value: urgency, label: labels.urgencies[urgency] })),
  }));
  // Awake, a day chosen offers only its own windows.
  const chosenDay = awake ? days.find((day) => day.date === values.day) : undefined;
  const success = status?.tone === 'success' ? (status as BookingStatus) : undefined;
  return (
    <EngineForm
      idPrefix="booking"
      action={action}
      engine={engine}
      fields={BOOKING_FIELDS}
      inputs={FIELD_INPUTS}
      words={labels}
      lang={lang}
      limits={limits}
      validity={validity}
      options={{
        ...options,
        day: [{ value: '', label: labels.dayNone }, ...days.map((day) => ({ value: day.date, label: day.label }))],
        window: [
          { value: '', label: labels.windowNone },
          ...(chosenDay ? chosenDay.windows : allWindows(days)).map((window) => ({
            value: window.start,
            label: visitWindowLabel(window),
          })),
        ],
      }}
      lists={{ area: 'booking-areas' }}
      multipart
      formProps={{ [KEEPS_POSTS_ATTRIBUTE]: '', onFocus: onFirstTouch, onPointerDown: onFirstTouch }}
      beforeSubmit={
        <>
          <datalist id="booking-areas">
            {areas.map((area) => (
              <option key={area} value={area} />
            ))}
          </datalist>
          {/* Last of the fields: a post too large to read whole still hands back every field before it. */}
          <PhotoField
            idPrefix="booking"
            words={labels.photos}
            error={engine.errors.photos}
            onPreparing={setPreparingPhotos}
          />
        </>
      }
      waitingFor={preparingPhotos ? labels.photos.preparing : undefined}
      leadType="visit"
      urgency={success?.urgency}
      afterStatus={
        success?.links ? (
          <ul className="space-y-2">
            <li>
              <a className="text-brand-teal-dark underline" {...success.links.calendar}>
                {labels.addToCalendar}
              </a>
            </li>
            {success.links.chat ? (
              <li>
                <a className="text-brand-teal-dark underline" href={success.links.chat}>
                  {labels.whatsappReference}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null
      }
    />
  );
}
