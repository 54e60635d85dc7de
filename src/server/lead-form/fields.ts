/**
 * How every form reads a field, whatever the browser did: text cleaned of control characters (so a
 * name can never smuggle a line break into an e-mail header), a phone number typed on any keyboard
 * stored with Western digits, each field required or not and held to its limit in the edition's
 * words; and the fields every form carries after the visitor's own (the service chosen, the page
 * the visitor came from). A form's input.ts builds its schema from these and keeps only its fields.
 */
import { z } from 'zod';
import { OTHER_SERVICE } from '../../shared/contact/fields.ts';
import { westernDigits } from '../../shared/digits.ts';

/** The key a form's behaviour gives a request (a UUID, REQUEST_KEY_FIELD); anything else is no key, and the request is stored as new. */
export const requestKey = (value: string | undefined) => (value && /^[\w-]{8,64}$/.test(value) ? value : undefined);

/** Every control character, and the Unicode line and paragraph separators. */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
/** Control characters other than line feed and tab. */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/g;
/**
 * Invisible format characters (Unicode category Cf): direction overrides, embeddings, isolates and
 * marks, zero-width spaces, the byte-order mark, soft hyphens. An override can turn a name around
 * in a mail's header or hide what a text says; none is needed in a form's field. The zero-width
 * non-joiner and joiner stay: Arabic script (and Persian and Urdu in it) needs them to join or
 * part letters.
 */
const FORMAT_CHARACTERS = /(?![\u200C\u200D])\p{Cf}/gu;

export const cleanSingleLine = (value: string) =>
  value.replace(FORMAT_CHARACTERS, '').replace(SINGLE_LINE_FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
export const cleanMultiLine = (value: string) =>
  value.replace(FORMAT_CHARACTERS, '').replace(/\r\n?/g, '\n').replace(MULTI_LINE_FORBIDDEN, '').trim();

/** A phone number as typed on any keyboard (the direction marks phones add around a copied number go with the format characters), with the digits the rest of the system reads. */
export const cleanMobile = (value: string) => westernDigits(cleanSingleLine(value));

/** What a phone number may hold once cleaned. */
const PHONE_CHARACTERS = /^[\d\s()+.-]*$/;

/** A field's words: `missing` makes it required (a field left out reads like one left empty); else it may be empty. */
interface FieldWords {
  missing?: string;
  tooLong?: string;
}

/**
 * A text field: cleaned by `clean`, then required when the words say what is missing, held to
 * `limit` characters when one is given, and checked further by `then` (an address's form).
 */
export function textField(
  clean: (value: string) => string,
  { missing, tooLong }: FieldWords,
  limit?: number,
  then: (text: z.ZodString) => z.ZodType<string, string> = (text) => text,
) {
  const given: z.ZodType<string, string | undefined> =
    missing === undefined ? z.string().optional().default('') : z.string({ error: missing });
  let text = missing === undefined ? z.string() : z.string().min(1, { error: missing });
  if (limit !== undefined) text = text.max(limit, { error: tooLong });
  return given.transform(clean).pipe(then(text));
}

/** A phone number: cleaned to Western digits, then only digits, spaces and + ( ) . - in the edition's words. */
export const phoneField = (words: FieldWords & { characters: string }, limit: number) =>
  textField(cleanMobile, words, limit, (text) => text.regex(PHONE_CHARACTERS, { error: words.characters }));

/** An e-mail address of sane form; when not required, an empty one is no address. */
export const emailField = (words: FieldWords & { invalid: string }, limit: number) =>
  textField(cleanSingleLine, words, limit, (text) =>
    text.pipe(
      words.missing === undefined
        ? z.union([z.literal(''), z.email({ error: words.invalid })], { error: words.invalid })
        : z.email({ error: words.invalid }),
    ),
  );

/**
 * A field whose value comes from a list (a select's options): one of `values`, or refused with
 * `words.invalid`. Required when the words say what is missing; else empty is no choice.
 */
export function choiceField<const Value extends string>(
  values: readonly Value[],
  words: { missing: string; invalid: string },
): z.ZodType<Value, string | undefined>;
export function choiceField<const Value extends string>(
  values: readonly Value[],
  words: { invalid: string },
): z.ZodType<Value | '', string | undefined>;
export function choiceField<const Value extends string>(
  values: readonly Value[],
  words: { missing?: string; invalid: string },
) {
  const allowed = (value: string) => values.includes(value as Value) || (words.missing === undefined && value === '');
  const choice = z
    .string()
    .refine(allowed, { error: words.invalid })
    .transform((value) => value as Value);
  return textField(cleanSingleLine, { missing: words.missing }).pipe(choice);
}

/** A service a visitor may choose, with the English name staff read in the mail. */
export interface ServiceChoice {
  /** The service's file name, as the form sends it: hvac-system-in-dubai-uae. */
  id: string;
  name: string;
}

const OTHER_SERVICE_NAME = 'Something else';
const PAGE_MAX = 200;

/** The service field of every form: none, a service of the list (its file name), or "other". */
export const serviceField = (services: readonly ServiceChoice[], invalid: string) =>
  choiceField([...services.map((service) => service.id), OTHER_SERVICE], { invalid });

/** The service as the form offers it: a known file name or "other"; anything else is empty. */
export const offeredService = (value: string | undefined, services: readonly ServiceChoice[]) =>
  value === OTHER_SERVICE || services.some((service) => service.id === value) ? value! : '';

/** The service as staff read it: a service of the list by its English name, "Something else", or nothing. */
export function serviceName(value: string, services: readonly ServiceChoice[]): string {
  if (value === OTHER_SERVICE) return OTHER_SERVICE_NAME;
  return services.find((service) => service.id === value)?.name ?? '';
}

/** The page of this site the visitor came from: a path such as /service/hvac, or nothing. */
export function sourcePage(value: string | undefined): string {
  const page = cleanSingleLine(value ?? '');
  return page.startsWith('/') && !page.startsWith('//') && page.length <= PAGE_MAX ? page : '';
}
