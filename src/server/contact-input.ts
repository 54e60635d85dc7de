/**
 * What a contact post may contain, checked on the server whatever the browser did: required
 * fields, an e-mail address of sane form, length limits, and no control characters in the
 * single-line fields (so a name can never smuggle a line break into an e-mail header).
 */
import { z } from 'astro/zod';

export const LIMITS = { name: 100, email: 254, mobile: 30, message: 5000 } as const;

/** Every control character, and the Unicode line and paragraph separators. */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
/** Control characters other than line feed and tab. */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/g;

export const cleanSingleLine = (value: string) => value.replace(SINGLE_LINE_FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
export const cleanMultiLine = (value: string) => value.replace(/\r\n?/g, '\n').replace(MULTI_LINE_FORBIDDEN, '').trim();

const field = (label: string) => z.string({ error: `${label} is required` });

export const contactSchema = z.object({
  name: field('Please enter your name')
    .transform(cleanSingleLine)
    .pipe(
      z
        .string()
        .min(1, { error: 'Please enter your name' })
        .max(LIMITS.name, { error: `Please keep your name under ${LIMITS.name} characters` }),
    ),
  email: field('Please enter your e-mail address')
    .transform(cleanSingleLine)
    .pipe(
      z
        .string()
        .min(1, { error: 'Please enter your e-mail address' })
        .max(LIMITS.email, { error: 'That e-mail address is too long' })
        .pipe(z.email({ error: 'Please enter a valid e-mail address, like name@example.com' })),
    ),
  mobile: z
    .string()
    .optional()
    .default('')
    .transform(cleanSingleLine)
    .pipe(
      z
        .string()
        .max(LIMITS.mobile, { error: `Please keep the number under ${LIMITS.mobile} characters` })
        .regex(/^[\d\s()+.-]*$/, { error: 'Please enter a phone number using digits, spaces and +' }),
    ),
  message: field('Please tell us how we can help')
    .transform(cleanMultiLine)
    .pipe(
      z
        .string()
        .min(1, { error: 'Please tell us how we can help' })
        .max(LIMITS.message, { error: `Please keep your message under ${LIMITS.message} characters` }),
    ),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export type FieldErrors = Partial<Record<ContactField, string>>;

/** The name of the hidden field that only robots fill in. */
export const HONEYPOT_FIELD = 'website';

export type ParsedContact =
  | { ok: true; input: ContactInput; isSpam: boolean }
  | { ok: false; errors: FieldErrors; values: Record<ContactField, string> };

export function parseContact(form: Record<string, string>): ParsedContact {
  const isSpam = (form[HONEYPOT_FIELD] ?? '').trim() !== '';
  const result = contactSchema.safeParse(form);
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
