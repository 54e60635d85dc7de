/**
 * What a contact post may contain, checked on the server whatever the browser did: required
 * fields, an e-mail address of sane form, length limits, and no control characters in the
 * single-line fields (so a name can never smuggle a line break into an e-mail header). Every
 * message is in the edition's words (src/lib/i18n: contactFieldErrors); a mobile number typed
 * with Arabic-Indic digits is stored with Western ones. The fields and limits are the form's
 * contract (src/shared/contact-fields.ts).
 */
import { z } from 'zod';
import { editionInfo, type Edition, type UiStrings } from '../../lib/i18n/index.ts';
import { HONEYPOT_FIELD, LIMITS, type ContactField } from '../../shared/contact-fields.ts';
import { DEFAULT_EDITION } from '../../shared/editions.ts';
import { westernDigits } from '../../shared/digits.ts';

/** Every control character, and the Unicode line and paragraph separators. */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
/** Control characters other than line feed and tab. */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/g;

export const cleanSingleLine = (value: string) => value.replace(SINGLE_LINE_FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
export const cleanMultiLine = (value: string) => value.replace(/\r\n?/g, '\n').replace(MULTI_LINE_FORBIDDEN, '').trim();

/** Invisible direction marks that phones add around a number copied from the contacts app. */
const DIRECTION_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A phone number as typed on any keyboard, with the digits the rest of the system reads. */
export const cleanMobile = (value: string) => westernDigits(cleanSingleLine(value.replace(DIRECTION_MARKS, '')));

type FieldMessages = UiStrings['contactFieldErrors'];

/** One shape for every language; only the messages differ. A field left out reads like one left empty. */
function buildSchema(messages: FieldMessages) {
  return z.object({
    name: z
      .string({ error: messages.nameMissing })
      .transform(cleanSingleLine)
      .pipe(z.string().min(1, { error: messages.nameMissing }).max(LIMITS.name, { error: messages.nameTooLong })),
    email: z
      .string({ error: messages.emailMissing })
      .transform(cleanSingleLine)
      .pipe(
        z
          .string()
          .min(1, { error: messages.emailMissing })
          .max(LIMITS.email, { error: messages.emailTooLong })
          .pipe(z.email({ error: messages.emailInvalid })),
      ),
    mobile: z
      .string()
      .optional()
      .default('')
      .transform(cleanMobile)
      .pipe(
        z
          .string()
          .max(LIMITS.mobile, { error: messages.mobileTooLong })
          .regex(/^[\d\s()+.-]*$/, { error: messages.mobileCharacters }),
      ),
    message: z
      .string({ error: messages.messageMissing })
      .transform(cleanMultiLine)
      .pipe(
        z.string().min(1, { error: messages.messageMissing }).max(LIMITS.message, { error: messages.messageTooLong }),
      ),
  });
}

const schemas = new Map<Edition, ReturnType<typeof buildSchema>>();

export const contactSchema = (edition: Edition = DEFAULT_EDITION) => {
  if (!schemas.has(edition)) schemas.set(edition, buildSchema(editionInfo[edition].ui.contactFieldErrors));
  return schemas.get(edition)!;
};

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
export type { ContactField };
export { HONEYPOT_FIELD, LIMITS };
export type FieldErrors = Partial<Record<ContactField, string>>;

export type ParsedContact =
  | { ok: true; input: ContactInput; isSpam: boolean }
  | { ok: false; errors: FieldErrors; values: Record<ContactField, string> };

export function parseContact(form: Record<string, string>, edition: Edition = DEFAULT_EDITION): ParsedContact {
  const isSpam = (form[HONEYPOT_FIELD] ?? '').trim() !== '';
  const result = contactSchema(edition).safeParse(form);
  if (result.success) return { ok: true, input: result.data, isSpam };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as ContactField;
    errors[key] ??= issue.message;
  }
  const values = {
    name: form.name ?? '',
    email: form.email ?? '',
    mobile: form.mobile ?? '',
    message: form.message ?? '',
  };
  return { ok: false, errors, values };
}
