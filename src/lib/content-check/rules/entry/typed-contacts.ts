/**
 * Typed contacts: a phone number or e-mail address written out in content instead of read from
 * settings, where it would go stale when the company's details change. Phone numbers are found as
 * people type them, in any digits ((04) 321 9876, +971-4-321-9876, ٠٤ ٣٢١ ٩٨٧٦), by
 * libphonenumber's rules (src/lib/channels/phone-numbers.ts), which leave years, prices, sizes, dates and
 * reference codes alone.
 */
import { phoneNumbersIn } from '../../../channels/phone-numbers.ts';
import { scalars } from '../../entries.ts';
import { fieldName } from '../../report.ts';
import type { LoadedEntry, Problem, Rule } from '../../types.ts';

/** An e-mail address, not a file name in a path (/images/roof@2x.avif). */
const EMAIL = /(?<![/\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/** A phone number or e-mail typed as text: it would go stale when settings change. */
export function typedContact(text: string, inArticle: boolean): string | undefined {
  const [phone] = phoneNumbersIn(text);
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
    return message ? [{ file: entry.file, line, field: fieldName(path), message }] : [];
  });
}

export const rule: Rule = {
  name: 'typed-contacts',
  summary: 'no phone number or e-mail typed in content instead of read from settings',
  scope: 'entry',
  check: typedContacts,
};
