/**
 * Which edition of the site a contact post came from, so that every answer, the stored message
 * and the mail to the company follow it. The form says so in a `lang` field; anything but `ar`
 * is English, which keeps the seed's /mail.php contract (no such field) answered as before.
 */

export const CONTACT_LANGUAGES = ['en', 'ar'] as const;
export type ContactLanguage = (typeof CONTACT_LANGUAGES)[number];

/** The form field (and the query parameter) that names the language. */
export const LANGUAGE_FIELD = 'lang';

export const contactLanguage = (value: unknown): ContactLanguage => (value === 'ar' ? 'ar' : 'en');

/** The Arabic edition's pages live under /ar (/ar itself, /ar/contact…), never /articles. */
const isArabicPath = (path: string) => path === '/ar' || path.startsWith('/ar/');

function refererLanguage(request: Request): ContactLanguage {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return 'en';
  return isArabicPath(new URL(referer).pathname) ? 'ar' : 'en';
}

/**
 * The language of a post: the form's own `lang` field when the body was read and has one;
 * otherwise (a 413 or 415, whose body is never read, or a form without the field) a `lang`
 * query parameter, then the page it was sent from, then English.
 */
export function postLanguage(request: Request, form?: Record<string, string>): ContactLanguage {
  if (form && LANGUAGE_FIELD in form) return contactLanguage(form[LANGUAGE_FIELD]);
  const query = URL.canParse(request.url) ? new URL(request.url).searchParams.get(LANGUAGE_FIELD) : null;
  if (query !== null) return contactLanguage(query);
  return refererLanguage(request);
}

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits, which Arabic phone keyboards type. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The site writes Western digits in both editions, as UAE business sites do. */
export const westernDigits = (value: string) =>
  // Both blocks start at a code point ending in 0 (U+0660, U+06F0), so the low four bits are the digit.
  value.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));

/** How an Arabic noun is written after a number: the form changes with the number's plural category. */
export interface ArabicCountForms {
  /** 1, written as words (ثانية واحدة). */
  one: string;
  /** 2, written as words, genitive (ثانيتين). */
  two: string;
  /** 3 to 10 (and 103…): the plural (ثوانٍ). */
  few: string;
  /** 11 to 99 (and 111…): the singular, accusative (حرفًا). */
  many: string;
  /** 0, 100, 1000…: the singular, genitive (حرف). */
  other: string;
}

const arabicPlurals = new Intl.PluralRules('ar');

/** A count in Arabic with Western digits, e.g. `30 ثانية`, `5 ثوانٍ`, `ثانيتين`. */
export function arabicCount(count: number, forms: ArabicCountForms): string {
  const category = arabicPlurals.select(count);
  if (category === 'one' || category === 'two') return forms[category];
  const noun = category === 'few' || category === 'many' ? forms[category] : forms.other;
  return `${count} ${noun}`;
}
