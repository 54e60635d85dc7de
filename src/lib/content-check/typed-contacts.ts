/**
 * Typed contacts: a phone number or e-mail address written out in content instead of read from
 * settings, where it would go stale when the company's details change.
 */
import { scalars } from './entries.ts';
import type { Problem } from './report.ts';
import type { LoadedEntry, Rule } from './types.ts';

// A number as people type it: +971 4 123 4567, 00971 50 123 4567, 04 123 4567, 050-123-4567.
const PHONE = /(?:\+|\b00)\d[\d\s()-]{6,}\d|\b0\d{1,2}[\s-]\d{3}[\s-]?\d{4}\b/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/** A phone number or e-mail typed as text: it would go stale when settings change. */
export function typedContact(text: string, inArticle: boolean): string | undefined {
  const phone = PHONE.exec(text)?.[0];
  if (phone) {
    return inArticle
      ? `the phone number ${phone} is typed as text: write <PhoneLink /> and the site fills in the number from settings/site.yaml`
      : `the phone number ${phone} is typed as text: phone numbers live only in settings/site.yaml, which every page already shows; remove it here`;
  }
  const email = EMAIL.exec(text)?.[0];
  if (email) {
    return inArticle
      ? `the e-mail address ${email} is typed as text: write <EmailLink /> and the site fills in the address from settings/site.yaml`
      : `the e-mail address ${email} is typed as text: the address lives only in settings/site.yaml, which every page already shows; remove it here`;
  }
  return undefined;
}

function typedContacts(entry: LoadedEntry): Problem[] {
  // The settings file is where the numbers belong.
  if (entry.folder === 'settings') return [];
  return scalars(entry).flatMap(({ path, line, value }) => {
    const message = typedContact(value, false);
    return message ? [{ file: entry.file, line, field: path.join('.'), message }] : [];
  });
}

export const rule: Rule = {
  name: 'typed-contacts',
  summary: 'no phone number or e-mail typed in content instead of read from settings',
  scope: 'entry',
  check: typedContacts,
};
