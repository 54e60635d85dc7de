/**
 * The lead forms as data, in an edition's words: the fields of the contact form (/contact) and of the
 * visit request form (/book), which the one form island renders (src/components/islands/LeadForm.tsx),
 * and each form's behaviour with what the page hands it.
 * Each list follows its form's field contract (src/shared/contact/fields.ts, src/shared/visit-request/fields.ts),
 * in its order; each required field carries the server's own words for it left empty or not valid,
 * so that the browser's check and the island's speak the page's language.
 */
import {
  VISIT_REQUEST_FIELDS,
  VISIT_REQUEST_LIMITS,
  MAX_PHOTOS,
  PHOTO_TYPES,
  PHOTOS_FIELD,
  PROPERTY_TYPES,
  URGENCIES,
  type VisitRequestField,
} from '../shared/visit-request/fields.ts';
import { LIMITS, OTHER_SERVICE, SERVICE_FIELD, type ContactField } from '../shared/contact/fields.ts';
import type { FieldOption, LeadField, LeadFormWords } from '../shared/lead-form.ts';
import { CONTACT_BEHAVIOUR_URL } from '../shared/contact/behaviour.ts';
import type { Schedule } from '../shared/schedule.ts';
import { VISIT_REQUEST_BEHAVIOUR_URL, type VisitRequestSetup } from '../shared/visit-request/behaviour.ts';
import { visitChoices, type DayChoice } from '../shared/visit-request/visit-time.ts';
import type { KeyedRequestsSetup } from '../shared/offline-queue.ts';
import type { UiStrings } from './i18n/index.ts';

/** The services to choose from, in order, named in the page's language. */
export type ServiceChoices = readonly { id: string; name: string }[];

/** How a field is typed in, apart from its words. */
type FieldInput = Omit<LeadField, 'name' | 'label'>;

/** The service choice's options: none yet, the services in the page's language, then "something else". */
const serviceOptions = (services: ServiceChoices, words: { serviceNone: string; serviceOther: string }) => [
  { value: '', label: words.serviceNone },
  ...services.map((service) => ({ value: service.id, label: service.name })),
  { value: OTHER_SERVICE, label: words.serviceOther },
];

/** The contact form's words besides its fields: only those, since the page writes them into the island's props. */
export const contactFormWords = ({ contactForm: words }: UiStrings): LeadFormWords => ({
  honeypot: words.honeypot,
  submit: words.submit,
  sending: words.sending,
  tryAgain: words.tryAgain,
  networkError: words.networkError,
  unexpectedError: words.unexpectedError,
  summaryHeading: words.summaryHeading,
});

/** The contact form's fields, in their order on the page. */
export function contactFormFields(ui: UiStrings, services: ServiceChoices): LeadField[] {
  const words = ui.contactForm;
  const errors = ui.contactFieldErrors;
  const inputs: Record<ContactField | typeof SERVICE_FIELD, FieldInput> = {
    name: { type: 'text', required: true, autoComplete: 'name', limit: LIMITS.name, missing: errors.nameMissing },
    email: {
      type: 'email',
      required: true,
      autoComplete: 'email',
      limit: LIMITS.email,
      missing: errors.emailMissing,
      invalid: errors.emailInvalid,
    },
    mobile: { type: 'tel', autoComplete: 'tel', limit: LIMITS.mobile },
    service: { type: 'select', options: serviceOptions(services, words) },
    message: { type: 'textarea', required: true, limit: LIMITS.message, missing: errors.messageMissing },
  };
  return Object.entries(inputs).map(([name, input]) => ({ name, label: words[name as keyof typeof inputs], ...input }));
}

/** The contact form's behaviour (src/browser/contact/behaviour.ts): its address, and the words it says a request was kept in. */
export const contactFormBehaviour = (ui: UiStrings) => ({
  url: CONTACT_BEHAVIOUR_URL,
  setup: { offline: ui.offlineQueue } satisfies KeyedRequestsSetup,
});

/** The visit request form's behaviour (src/browser/visit-request/behaviour.ts): its address, and the schedule it reads the days open now by. */
export const visitRequestFormBehaviour = (ui: UiStrings, schedule: Schedule, dateLocale: string) => ({
  url: VISIT_REQUEST_BEHAVIOUR_URL,
  setup: {
    schedule,
    dateLocale,
    dayNone: ui.visitRequest.dayNone,
    windowNone: ui.visitRequest.windowNone,
    offline: ui.offlineQueue,
  } satisfies VisitRequestSetup,
});

/** The visit request form's words besides its fields. */
export const visitRequestFormWords = (ui: UiStrings): LeadFormWords => ({
  ...contactFormWords(ui),
  submit: ui.visitRequest.submit,
});

/** The visit request form's fields, in their order on the page, offering `days` (those open now). */
export function visitRequestFormFields(
  ui: UiStrings,
  services: ServiceChoices,
  days: readonly DayChoice[],
): LeadField[] {
  const words = ui.visitRequest;
  const errors = { ...words.fieldErrors, ...ui.contactFieldErrors };
  const choices = visitChoices(days, words);
  const optionsOf = (none: string, values: readonly string[], labels: Record<string, string>): FieldOption[] => [
    ...(none ? [{ value: '', label: none }] : []),
    ...values.map((value) => ({ value, label: labels[value]! })),
  ];
  const inputs: Record<VisitRequestField, FieldInput> = {
    service: { type: 'select', options: serviceOptions(services, words) },
    property: {
      type: 'select',
      required: true,
      missing: errors.propertyMissing,
      options: optionsOf(words.propertyNone, PROPERTY_TYPES, words.propertyTypes),
    },
    area: {
      type: 'text',
      required: true,
      limit: VISIT_REQUEST_LIMITS.area,
      missing: errors.areaMissing,
      suggestions: words.areaSuggestions,
    },
    day: { type: 'select', required: true, missing: errors.dayMissing, ...choices.day },
    window: { type: 'select', required: true, missing: errors.windowMissing, ...choices.window },
    // Never empty (scheduled is chosen from the start), so not `required`: HTML asks a required
    // select's first choice to be an empty placeholder.
    urgency: { type: 'select', missing: errors.urgencyMissing, options: optionsOf('', URGENCIES, words.urgencies) },
    problem: {
      type: 'textarea',
      required: true,
      rows: 5,
      limit: VISIT_REQUEST_LIMITS.problem,
      missing: errors.problemMissing,
    },
    name: {
      type: 'text',
      required: true,
      autoComplete: 'name',
      limit: VISIT_REQUEST_LIMITS.name,
      missing: errors.nameMissing,
    },
    phone: {
      type: 'tel',
      required: true,
      autoComplete: 'tel',
      limit: VISIT_REQUEST_LIMITS.phone,
      missing: errors.phoneMissing,
    },
    email: {
      type: 'email',
      autoComplete: 'email',
      limit: VISIT_REQUEST_LIMITS.email,
      invalid: errors.emailInvalid,
    },
  };
  return [
    ...VISIT_REQUEST_FIELDS.map((name) => ({ name, label: words[name], ...inputs[name] })),
    // Last of the fields: a post too large to read whole still hands back every field before it.
    {
      name: PHOTOS_FIELD,
      label: words.photos.label,
      type: 'file',
      accept: PHOTO_TYPES.join(','),
      maxFiles: MAX_PHOTOS,
      help: words.photos.help,
      preparing: words.photos.preparing,
      tooMany: words.photos.tooMany,
    },
  ];
}
