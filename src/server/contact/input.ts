/**
 * What a contact post may contain, checked on the server whatever the browser did: a service of
 * the list or none, required fields, an e-mail address of sane form, length limits, and no control characters in the
 * single-line fields, read as every form reads them (../lead-form/fields.ts). Every message is in the
 * edition's words (src/lib/i18n: contactFieldErrors); a mobile number typed with Arabic-Indic
 * digits is stored with Western ones. The fields and limits are the form's contract
 * (src/shared/contact/fields.ts).
 */
import { z } from 'zod';
import { editionInfo, type Edition, type UiStrings } from '../../lib/i18n/index.ts';
import { HONEYPOT_FIELD, LIMITS, type ContactField } from '../../shared/contact/fields.ts';
import { DEFAULT_EDITION } from '../../shared/editions.ts';
import { cleanMultiLine, cleanSingleLine, emailField, phoneField, textField } from '../lead-form/fields.ts';
// The service is the one field of the list whose values are content (src/server/lead-form/fields.ts).
import { serviceField, type ServiceChoice } from '../lead-form/fields.ts';

type FieldMessages = UiStrings['contactFieldErrors'];

/** One shape for every language; only the messages differ. The services are the content's as it is now. */
function buildSchema(messages: FieldMessages, services: readonly ServiceChoice[]) {
  return z.object({
    name: textField(cleanSingleLine, { missing: messages.nameMissing, tooLong: messages.nameTooLong }, LIMITS.name),
    email: emailField(
      { missing: messages.emailMissing, tooLong: messages.emailTooLong, invalid: messages.emailInvalid },
      LIMITS.email,
    ),
    mobile: phoneField({ tooLong: messages.mobileTooLong, characters: messages.mobileCharacters }, LIMITS.mobile),
    message: textField(
      cleanMultiLine,
      { missing: messages.messageMissing, tooLong: messages.messageTooLong },
      LIMITS.message,
    ),
    service: serviceField(services, messages.serviceUnknown),
  });
}

export const contactSchema = (edition: Edition = DEFAULT_EDITION, services: readonly ServiceChoice[] = []) =>
  buildSchema(editionInfo[edition].ui.contactFieldErrors, services);

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
export type { ContactField };
export { HONEYPOT_FIELD, LIMITS };
export type FieldErrors = Partial<Record<ContactField | 'service', string>>;

export type ParsedContact =
  | { ok: true; input: ContactInput; isSpam: boolean }
  | { ok: false; errors: FieldErrors; values: Record<ContactField, string> };

export function parseContact(
  form: Record<string, string>,
  edition: Edition = DEFAULT_EDITION,
  services: readonly ServiceChoice[] = [],
): ParsedContact {
  const isSpam = (form[HONEYPOT_FIELD] ?? '').trim() !== '';
  const result = contactSchema(edition, services).safeParse(form);
  if (result.success) return { ok: true, input: result.data, isSpam };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as ContactField | 'service';
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
