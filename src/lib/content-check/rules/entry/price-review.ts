/**
 * Price review: a service's price guide says when its prices were last reviewed, and visitors read
 * that date. Prices reviewed more than PRICE_REVIEW_MONTHS calendar months ago are a warning while
 * the site is built and an error under `--launch` (launch.ts); a review day still to come is an
 * error, as it would keep the warning from ever coming.
 */
import { DEFAULT_EDITION } from '../../../i18n/index.ts';
import { lineOf } from '../../entries.ts';
import { fieldName } from '../../report.ts';
import { dayOf } from '../content/translations.ts';
import type { LoadedEntry, Problem, Rule } from '../../types.ts';

/** How old a price guide may be before the check says so. */
export const PRICE_REVIEW_MONTHS = 6;

const DAY = 86_400_000;

/** The UTC midnight of a day, `months` calendar months later (31 August + 6 months runs into March, as Date does). */
const monthsAfter = (day: Date, months: number) =>
  Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, day.getUTCDate());

/** How long ago `day` was, in whole calendar months and the days left over. */
function age(day: Date, today: number): { months: number; days: number } {
  let months = 0;
  while (monthsAfter(day, months + 1) <= today) months++;
  return { months, days: Math.round((today - monthsAfter(day, months)) / DAY) };
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function ago({ months, days }: { months: number; days: number }): string {
  const parts = [months && count(months, 'month'), days && count(days, 'day')].filter(Boolean);
  return `${parts.join(' and ')} ago`;
}

/**
 * The review date of a service's price guide, as of `today`: a warning (or, for the launch check,
 * an error) once it is more than PRICE_REVIEW_MONTHS months old, an error when it is still to come.
 */
export function reviewProblems(entry: LoadedEntry, today: Date, stale: 'warning' | 'error' = 'warning'): Problem[] {
  if (entry.folder !== 'services' || entry.edition !== DEFAULT_EDITION) return [];
  // A date that is not year-month-day is the schema's to report.
  const day = dayOf((entry.data.prices as { reviewed?: unknown } | undefined)?.reviewed);
  if (!day) return [];
  const reviewed = new Date(day);
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const path = ['prices', 'reviewed'];
  const where = { file: entry.file, line: lineOf(entry, path), field: fieldName(path) };
  if (reviewed.getTime() > now) {
    return [
      {
        ...where,
        message: `${day} is a day still to come: write the day the prices were last reviewed, today at the latest`,
      },
    ];
  }
  if (monthsAfter(reviewed, PRICE_REVIEW_MONTHS) >= now) return [];
  return [
    {
      ...where,
      severity: stale,
      message: `the prices were last reviewed on ${day}, ${ago(age(reviewed, now))}: check each price, then write the day you did as reviewed; prices reviewed more than ${PRICE_REVIEW_MONTHS} months ago stop \`npm run check -- --launch\``,
    },
  ];
}

export const rule: Rule = {
  name: 'price-review',
  summary: `no price guide reviewed more than ${PRICE_REVIEW_MONTHS} months ago (a warning; an error under --launch) or on a day to come`,
  scope: 'entry',
  check: (entry) => reviewProblems(entry, new Date()),
};
