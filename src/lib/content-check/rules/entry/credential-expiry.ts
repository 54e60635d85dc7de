/**
 * Credential expiry: the site never claims a licence, approval or certificate that has lapsed. An
 * expiry that has passed is an error; one within EXPIRY_NOTICE_DAYS is a warning, while there is
 * time to renew it.
 */
import { daysUntil } from '../../../content/schemas/credentials.ts';
import { DEFAULT_EDITION } from '../../../i18n/index.ts';
import { dayOf } from '../content/translations.ts';
import { lineOf } from '../../entries.ts';
import { fieldName } from '../../report.ts';
import type { LoadedEntry, Problem, Rule } from '../../types.ts';

/** How long before an expiry the check starts to warn. */
export const EXPIRY_NOTICE_DAYS = 60;

/** The expired and soon-expiring credentials of the credentials file, as of `today`. */
export function expiryProblems(entry: LoadedEntry, today: Date): Problem[] {
  const { credentials } = entry.data;
  if (entry.folder !== 'credentials' || entry.edition !== DEFAULT_EDITION || !Array.isArray(credentials)) return [];
  return credentials.flatMap((credential: Record<string, unknown>, index): Problem[] => {
    // A date that is not year-month-day is the schema's to report.
    const day = dayOf(credential?.expires);
    if (!day) return [];
    const daysLeft = daysUntil(new Date(day), today);
    if (daysLeft > EXPIRY_NOTICE_DAYS) return [];
    const path = ['credentials', index, 'expires'];
    const what = [credential.name, credential.issuer].filter((text) => typeof text === 'string').join(', ');
    const where = { file: entry.file, line: lineOf(entry, path), field: fieldName(path) };
    if (daysLeft < 0) {
      return [
        {
          ...where,
          message: `${what} expired on ${day}: the site must not claim it; write the renewed one's expiry (and number), or remove it from the list`,
        },
      ];
    }
    const when = daysLeft === 0 ? 'today, its last day' : `in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
    return [
      {
        ...where,
        severity: 'warning',
        message: `${what} expires on ${day}, ${when}: renew it and write the new expiry, or the check fails once it has passed`,
      },
    ];
  });
}

export const rule: Rule = {
  name: 'credential-expiry',
  summary: `no credential past its expiry (an error), none within ${EXPIRY_NOTICE_DAYS} days of it (a warning)`,
  scope: 'entry',
  check: (entry) => expiryProblems(entry, new Date()),
};
