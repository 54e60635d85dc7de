/**
 * The visit request form (issue 36). A real HTML form that posts to /book/send, so it works with
 * JavaScript off; once awake it sends in the background to /book/send.json. It runs on the form
 * engine it shares with the contact form (FormField, FormParts, form-check, use-form-post: the fields, the check before sending, the post
 * and the answer's states, with their accessibility contract), and on the contact page's script
 * for what comes before it wakes (the page's words in the browser's bubble, the service chosen
 * from `?service=`, no second send: src/browser/contact-form.ts).
 *
 * The day and the window are native choices. Rendered at build time, they offer the days the
 * schedule allowed then and every window of the schedule (a page without JavaScript cannot tie one
 * choice to the other; the server refuses a window that day does not have, in the page's words).
 * Awake, the island reads the schedule again on Dubai's clock now (bookableDays), offers only the
 * days still open, and only the windows of the day chosen. The server has the last word either way.
 *
 * Up to three photos go with a request, shrunk on the phone before they are sent (./PhotoField.tsx);
 * the form is then sent as multipart/form-data, with or without JavaScript. Photos cannot wait
 * offline (the browser keeps text only): a request kept offline is kept without them, and says so.
 *
 * After a success the answer shows the reference, an "add to calendar" file for the requested
 * window (marked requested, not yet confirmed) and, when settings name a number, a WhatsApp chat
 * that opens with the reference (both written by the route: src/lib/visit-calendar.ts); and it tells the page (a `visit-requested` event, `data-lead` and
 * `data-lead-type` on the status line), which the analytics loader counts.
 */
import { useEffect, useState } from 'react';
import {
  BOOKING_FIELDS,
  PHOTOS_FIELD,
  PROPERTY_TYPES,
  REQUEST_KEY_FIELD,
  URGENCIES,
  type BookingField,
} from '../../shared/booking-fields';
import { OTHER_SERVICE } from '../../shared/contact-fields';
import { bookableDays, type Schedule, type TimeWindow } from '../../shared/schedule';
import { visitDayLabel, visitWindowLabel } from '../../lib/i18n/visit-time';
import type { VisitAnswerLinks } from '../../lib/visit-calendar';
import { FormField, type FieldOption, type FieldSpec, type FieldValidity } from './FormField';
import { HiddenFields, StatusLine, SubmitButton, TryAgain } from './FormParts';
import { KEEPS_POSTS_ATTRIBUTE } from '../../shared/waiting-posts';
import { postOrKeep, useWaitingPostsSent } from './offline-queue';
import { PhotoField, type PhotoFieldWords } from './PhotoField';
import { useFormPost, type FormAnswer, type FormStatus } from './use-form-post';

type Values = Record<BookingField, string>;
type Errors = Partial<Record<BookingField | typeof PHOTOS_FIELD, string>>;

export interface BookingFormLabels extends Record<Exclude<BookingField, 'property' | 'urgency'>, string> {
  property: string;
  propertyNone: string;
  propertyTypes: Record<(typeof PROPERTY_TYPES)[number], string>;
  urgency: string;
  urgencies: Record<(typeof URGENCIES)[number], string>;
  serviceNone: string;
  serviceOther: string;
  dayNone: string;
  windowNone: string;
  honeypot: string;
  submit: string;
  sending: string;
  networkError: string;
  unexpectedError: string;
  tryAgain: string;
  checkFields: string;
  addToCalendar: string;
  whatsappReference: string;
  savedOffline: string;
  photos: PhotoFieldWords;
  photosNotKeptOffline: string;
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

interface Props {
  action: string;
  endpoint: string;
  lang: string;
  /** The edition's date locale, to name the days the island finds open when it wakes. */
  dateLocale: string;
  labels: BookingFormLabels;
  limits: Partial<Record<BookingField, number>>;
  services: { id: string; name: string }[];
  /** The area field's suggestions. */
  areas: readonly string[];
  schedule: Schedule;
  /** The days open when the page was built (or answered), with their labels. */
  days: DayChoice[];
  validity: Partial<Record<BookingField, FieldValidity>>;
  initialValues?: Partial<Values>;
  initialErrors?: Errors;
  initialStatus?: BookingStatus;
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
    // Offline, a request is kept in the browser and sent once when the connection returns.
    post: postOrKeep(endpoint, REQUEST_KEY_FIELD, labels.savedOffline, labels.photosNotKeptOffline),
    accepted: (answer, sent) => {
      const service = String(sent.get('service') ?? '');
      // The other fields are emptied by the engine; a file field holds its own state.
      const photos = formRef.current?.elements.namedItem(PHOTOS_FIELD) as HTMLInputElement | null;
      if (photos) photos.value = '';
      document.dispatchEvent(
        new CustomEvent('visit-requested', { detail: { service, urgency: answer.urgency, edition: lang } }),
      );
      return { tone: 'success', text: answer.message, lead: service, urgency: answer.urgency, links: answer.links };
    },
  });
  const { formRef, statusRef, values, errors, status, sending, onSubmit, onFieldChange } = engine;
  useWaitingPostsSent(endpoint, labels.savedOffline, engine);

  // Awake, the days are those open now on Dubai's clock, not when the page was built.
  useEffect(() => {
    setDays(bookableDays(schedule, new Date()).map((day) => ({ ...day, label: visitDayLabel(day.date, dateLocale) })));
    setAwake(true);
  }, [schedule, dateLocale]);

  const [serviceOptions] = useState<FieldOption[]>(() => [
    { value: '', label: labels.serviceNone },
    ...services.map((service) => ({ value: service.id, label: service.name })),
    { value: OTHER_SERVICE, label: labels.serviceOther },
  ]);
  const [fixedOptions] = useState(() => ({
    property: [
      { value: '', label: labels.propertyNone },
      ...PROPERTY_TYPES.map((type) => ({ value: type, label: labels.propertyTypes[type] })),
    ],
    urgency: URGENCIES.map((urgency) => ({ value: urgency, label: labels.urgencies[urgency] })),
  }));
  const chosenDay = awake ? days.find((day) => day.date === values.day) : undefined;
  const dayOptions = [
    { value: '', label: labels.dayNone },
    ...days.map((day) => ({ value: day.date, label: day.label })),
  ];
  const windowOptions = [
    { value: '', label: labels.windowNone },
    ...(chosenDay ? chosenDay.windows : allWindows(days)).map((window) => ({
      value: window.start,
      label: visitWindowLabel(window),
    })),
  ];
  const options: Partial<Record<BookingField, FieldOption[]>> = {
    service: serviceOptions,
    ...fixedOptions,
    day: dayOptions,
    window: windowOptions,
  };

  const success = status?.tone === 'success' ? (status as BookingStatus) : undefined;
  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action={action}
      onSubmit={onSubmit}
      id="booking-form"
      className="space-y-5"
      data-testid="booking-form"
      {...{ [KEEPS_POSTS_ATTRIBUTE]: '' }}
    >
      {BOOKING_FIELDS.map((name) => (
        <FormField
          key={name}
          idPrefix="booking"
          name={name}
          spec={FIELD_INPUTS[name]}
          label={labels[name]}
          value={values[name]}
          error={errors[name]}
          limit={limits[name]}
          validity={validity[name]}
          options={options[name]}
          list={name === 'area' ? 'booking-areas' : undefined}
          onChange={onFieldChange}
        />
      ))}
      <datalist id="booking-areas">
        {areas.map((area) => (
          <option key={area} value={area} />
        ))}
      </datalist>
      <HiddenFields idPrefix="booking" honeypot={labels.honeypot} lang={lang} />
      {/* Last of the fields: a post too large to read whole still hands back every field before it. */}
      <PhotoField idPrefix="booking" words={labels.photos} error={errors.photos} onPreparing={setPreparingPhotos} />
      <SubmitButton
        sending={sending || preparingPhotos}
        label={labels.submit}
        sendingLabel={preparingPhotos ? labels.photos.preparing : labels.sending}
      />
      <StatusLine
        statusRef={statusRef}
        status={status}
        testId="booking-status"
        leadType="visit"
        urgency={success?.urgency}
      />
      {success?.links ? (
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
      ) : null}
      <TryAgain status={status} label={labels.tryAgain} />
    </form>
  );
}
