/**
 * What a contact post may contain, checked on the server whatever the browser did: required
 * fields, an e-mail address of sane form, length limits, and no control characters in the
 * single-line fields (so a name can never smuggle a line break into an e-mail header). Every
 * message exists in each language of the site; a mobile number typed with Arabic-Indic digits is
 * stored with Western ones.
 */
import { z } from 'astro/zod';
import { arabicCount, westernDigits, type ContactLanguage } from './contact-language.ts';

export const LIMITS = { name: 100, email: 254, mobile: 30, message: 5000 } as const;

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

export interface FieldMessages {
  nameMissing: string;
  nameTooLong: string;
  emailMissing: string;
  emailTooLong: string;
  emailInvalid: string;
  mobileTooLong: string;
  mobileCharacters: string;
  messageMissing: string;
  messageTooLong: string;
}

const arabicCharacters = (count: number) =>
  arabicCount(count, { one: 'حرف واحد', two: 'حرفين', few: 'أحرف', many: 'حرفًا', other: 'حرف' });

/** What the visitor reads under each field, in the language of the page they wrote on. */
export const FIELD_MESSAGES: Record<ContactLanguage, FieldMessages> = {
  en: {
    nameMissing: 'Please enter your name',
    nameTooLong: `Please keep your name under ${LIMITS.name} characters`,
    emailMissing: 'Please enter your e-mail address',
    emailTooLong: 'That e-mail address is too long',
    emailInvalid: 'Please enter a valid e-mail address, like name@example.com',
    mobileTooLong: `Please keep the number under ${LIMITS.mobile} characters`,
    mobileCharacters: 'Please enter a phone number using digits, spaces and +',
    messageMissing: 'Please tell us how we can help',
    messageTooLong: `Please keep your message under ${LIMITS.message} characters`,
  },
  ar: {
    nameMissing: 'يُرجى كتابة اسمك',
    nameTooLong: `يُرجى ألّا يزيد اسمك على ${arabicCharacters(LIMITS.name)}`,
    emailMissing: 'يُرجى كتابة بريدك الإلكتروني',
    emailTooLong: 'عنوان البريد الإلكتروني هذا طويل جدًا',
    emailInvalid: 'يُرجى كتابة بريد إلكتروني صحيح، مثل name@example.com',
    mobileTooLong: `يُرجى ألّا يزيد رقم الهاتف على ${arabicCharacters(LIMITS.mobile)}`,
    mobileCharacters: 'يُرجى كتابة رقم الهاتف بالأرقام والمسافات وعلامة + فقط',
    messageMissing: 'يُرجى إخبارنا كيف يمكننا مساعدتك',
    messageTooLong: `يُرجى ألّا تزيد رسالتك على ${arabicCharacters(LIMITS.message)}`,
  },
};

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

const schemas: Record<ContactLanguage, ReturnType<typeof buildSchema>> = {
  en: buildSchema(FIELD_MESSAGES.en),
  ar: buildSchema(FIELD_MESSAGES.ar),
};

export const contactSchema = (lang: ContactLanguage = 'en') => schemas[lang];

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
export type ContactField = keyof ContactInput;
export type FieldErrors = Partial<Record<ContactField, string>>;

/** The name of the hidden field that only robots fill in. */
export const HONEYPOT_FIELD = 'website';

export type ParsedContact =
  | { ok: true; input: ContactInput; isSpam: boolean }
  | { ok: false; errors: FieldErrors; values: Record<ContactField, string> };

export function parseContact(form: Record<string, string>, lang: ContactLanguage = 'en'): ParsedContact {
  const isSpam = (form[HONEYPOT_FIELD] ?? '').trim() !== '';
  const result = contactSchema(lang).safeParse(form);
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
