/**
 * What a visit request may contain, checked on the server whatever the browser did: the lists'
 * current values only (service, property type, window, urgency), the required fields, a name, an e-mail address and a phone
 * number read as every form reads them (../lead-form/fields.ts, in the contact form's words), and the
 * day and window against the office's schedule (checkVisitTime, src/shared/schedule.ts), refused in the
 * edition's words (booking.refusals). The server is the authority: a page built days ago may offer
 * a day that has gone by.
 */
import { z } from 'zod';
import { editionInfo, type Edition } from '../../lib/i18n/index.ts';
import {
  VISIT_REQUEST_FIELDS,
  VISIT_REQUEST_LIMITS,
  PROPERTY_TYPES,
  URGENCIES,
  type VisitRequestField,
} from '../../shared/visit-request/fields.ts';
import { checkVisitTime, type Schedule } from '../../shared/schedule.ts';
import {
  choiceField,
  cleanMultiLine,
  cleanSingleLine,
  emailField,
  phoneField,
  serviceField,
  textField,
  type ServiceChoice,
} from '../lead-form/fields.ts';

export type VisitRequestErrors = Partial<Record<VisitRequestField, string>>;
export type VisitRequestValues = Record<VisitRequestField, string>;

/** The form's lists as they are now: the services (content) and the schedule's windows. */
interface Lists {
  schedule: Schedule;
  services: readonly ServiceChoice[];
}

function buildSchema(edition: Edition, { schedule, services }: Lists) {
  const { contactFieldErrors: contact, visitRequest } = editionInfo[edition].ui;
  const messages = visitRequest.fieldErrors;
  // Every window the schedule has on any day; the day's own are checked after (checkVisitTime).
  const windows = [...schedule.windows, ...(schedule.ramadan?.windows ?? [])].map((window) => window.start);
  return z.object({
    service: serviceField(services, contact.serviceUnknown),
    property: choiceField(PROPERTY_TYPES, { missing: messages.propertyMissing, invalid: messages.propertyMissing }),
    area: textField(
      cleanSingleLine,
      { missing: messages.areaMissing, tooLong: messages.areaTooLong },
      VISIT_REQUEST_LIMITS.area,
    ),
    day: textField(cleanSingleLine, { missing: messages.dayMissing }),
    window: choiceField(windows, {
      missing: messages.windowMissing,
      invalid: visitRequest.refusals['no-such-window'](schedule),
    }),
    urgency: choiceField(URGENCIES, { missing: messages.urgencyMissing, invalid: messages.urgencyMissing }),
    problem: textField(
      cleanMultiLine,
      { missing: messages.problemMissing, tooLong: messages.problemTooLong },
      VISIT_REQUEST_LIMITS.problem,
    ),
    name: textField(
      cleanSingleLine,
      { missing: contact.nameMissing, tooLong: contact.nameTooLong },
      VISIT_REQUEST_LIMITS.name,
    ),
    phone: phoneField(
      { missing: messages.phoneMissing, tooLong: contact.mobileTooLong, characters: contact.mobileCharacters },
      VISIT_REQUEST_LIMITS.phone,
    ),
    email: emailField({ tooLong: contact.emailTooLong, invalid: contact.emailInvalid }, VISIT_REQUEST_LIMITS.email),
  });
}

export type VisitRequestInput = z.infer<ReturnType<typeof buildSchema>>;

export type ParsedVisitRequest =
  { ok: true; input: VisitRequestInput } | { ok: false; errors: VisitRequestErrors; values: VisitRequestValues };

/** The fields as the visitor sent them, to show the form again as it was. */
export const typedValues = (form: Record<string, string>): VisitRequestValues =>
  Object.fromEntries(VISIT_REQUEST_FIELDS.map((field) => [field, form[field] ?? ''])) as VisitRequestValues;

/**
 * The request checked at `now`: every field's own rules, then the day and window against the
 * schedule (only once both are given). Any refusal hands back every field as typed.
 */
export function parseVisitRequest(
  form: Record<string, string>,
  edition: Edition,
  schedule: Schedule,
  now: Date,
  services: readonly ServiceChoice[],
): ParsedVisitRequest {
  // Built for each request: the lists are the content's as it is now (cheap next to the request).
  const result = buildSchema(edition, { schedule, services }).safeParse(form);
  const errors: VisitRequestErrors = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path[0] as VisitRequestField] ??= issue.message;
  const day = cleanSingleLine(form.day ?? '');
  const window = cleanSingleLine(form.window ?? '');
  if (day && window && !errors.day && !errors.window) {
    const verdict = checkVisitTime(schedule, now, day, window);
    if (verdict !== 'ok') {
      const refusal = editionInfo[edition].ui.visitRequest.refusals[verdict](schedule);
      // The refusal belongs to the field the visitor changes to fix it.
      errors[verdict === 'no-such-window' || verdict === 'window-passed' ? 'window' : 'day'] = refusal;
    }
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, input: result.data };
  return { ok: false, errors, values: typedValues(form) };
}
