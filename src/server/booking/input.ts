/**
 * What a visit request may contain, checked on the server whatever the browser did: the fixed
 * choices (property type, urgency), the required fields, a name, an e-mail address and a phone
 * number read as every form reads them (../forms/fields.ts, in the contact form's words), and the
 * day and window against the office's schedule (checkBooking, src/shared/schedule.ts), refused in the
 * edition's words (booking.refusals). The server is the authority: a page built days ago may offer
 * a day that has gone by.
 */
import { z } from 'zod';
import { editionInfo, type Edition } from '../../lib/i18n/index.ts';
import {
  BOOKING_FIELDS,
  BOOKING_LIMITS,
  PROPERTY_TYPES,
  URGENCIES,
  type BookingField,
} from '../../shared/booking-fields.ts';
import { checkBooking, type Schedule } from '../../shared/schedule.ts';
import { cleanMultiLine, cleanSingleLine, emailField, phoneField, textField } from '../forms/fields.ts';

export type BookingErrors = Partial<Record<BookingField, string>>;
export type BookingValues = Record<BookingField, string>;

function buildSchema(edition: Edition) {
  const { contactFieldErrors: contact, booking } = editionInfo[edition].ui;
  const messages = booking.fieldErrors;
  return z.object({
    // The service is kept as sent and named by the handler: the list of services is content.
    service: textField(cleanSingleLine, {}),
    property: z.enum(PROPERTY_TYPES, { error: messages.propertyMissing }),
    area: textField(
      cleanSingleLine,
      { missing: messages.areaMissing, tooLong: messages.areaTooLong },
      BOOKING_LIMITS.area,
    ),
    day: textField(cleanSingleLine, { missing: messages.dayMissing }),
    window: textField(cleanSingleLine, { missing: messages.windowMissing }),
    urgency: z.enum(URGENCIES, { error: messages.urgencyMissing }),
    problem: textField(
      cleanMultiLine,
      { missing: messages.problemMissing, tooLong: messages.problemTooLong },
      BOOKING_LIMITS.problem,
    ),
    name: textField(
      cleanSingleLine,
      { missing: contact.nameMissing, tooLong: contact.nameTooLong },
      BOOKING_LIMITS.name,
    ),
    phone: phoneField(
      { missing: messages.phoneMissing, tooLong: contact.mobileTooLong, characters: contact.mobileCharacters },
      BOOKING_LIMITS.phone,
    ),
    email: emailField({ tooLong: contact.emailTooLong, invalid: contact.emailInvalid }, BOOKING_LIMITS.email),
  });
}

const schemas = new Map<Edition, ReturnType<typeof buildSchema>>();
const bookingSchema = (edition: Edition) => {
  if (!schemas.has(edition)) schemas.set(edition, buildSchema(edition));
  return schemas.get(edition)!;
};

export type BookingInput = z.infer<ReturnType<typeof bookingSchema>>;

export type ParsedBooking =
  { ok: true; input: BookingInput } | { ok: false; errors: BookingErrors; values: BookingValues };

/** The fields as the visitor sent them, to show the form again as it was. */
export const typedValues = (form: Record<string, string>): BookingValues =>
  Object.fromEntries(BOOKING_FIELDS.map((field) => [field, form[field] ?? ''])) as BookingValues;

/**
 * The request checked at `now`: every field's own rules, then the day and window against the
 * schedule (only once both are given). Any refusal hands back every field as typed.
 */
export function parseBooking(
  form: Record<string, string>,
  edition: Edition,
  schedule: Schedule,
  now: Date,
): ParsedBooking {
  const result = bookingSchema(edition).safeParse(form);
  const errors: BookingErrors = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path[0] as BookingField] ??= issue.message;
  const day = cleanSingleLine(form.day ?? '');
  const window = cleanSingleLine(form.window ?? '');
  if (day && window && !errors.day && !errors.window) {
    const verdict = checkBooking(schedule, now, day, window);
    if (verdict !== 'ok') {
      const refusal = editionInfo[edition].ui.booking.refusals[verdict](schedule);
      // The refusal belongs to the field the visitor changes to fix it.
      errors[verdict === 'no-such-window' || verdict === 'window-passed' ? 'window' : 'day'] = refusal;
    }
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, input: result.data };
  return { ok: false, errors, values: typedValues(form) };
}
