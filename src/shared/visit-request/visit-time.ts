/**
 * A visit's day and time window as a page, a mail and the answer write them. Free of the editions'
 * words (it takes the edition's date locale, `dateLocale` in src/lib/i18n/index.ts), so that the
 * worker that reads the days open now (src/browser/visit-request/days-worker.ts) and the server can import it.
 */
import type { LeadField } from '../lead-form.ts';
import { bookableDays, type Schedule, type TimeWindow } from '../schedule.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "Monday, 3 February" in the locale's words: a schedule day (YYYY-MM-DD) on no clock, read as UTC. */
export function visitDayLabel(date: string, dateLocale: string): string {
  if (!formats.has(dateLocale))
    formats.set(
      dateLocale,
      new Intl.DateTimeFormat(dateLocale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
    );
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : formats.get(dateLocale)!.format(day);
}

/** "08:00–10:00": the schedule's own 24-hour times, the same in every edition. */
export const visitWindowLabel = (window: TimeWindow) => `${window.start}–${window.end}`;

/** The days a visit may be asked for at `now`, each with its windows and its label in the locale's words. */
export const visitDays = (schedule: Schedule, now: Date, dateLocale: string) =>
  bookableDays(schedule, now).map((day) => ({ ...day, label: visitDayLabel(day.date, dateLocale) }));

/** A day the visit request form offers, with its label as the page writes it. */
export type DayChoice = ReturnType<typeof visitDays>[number];

/**
 * The day and window choices of the visit request form for `days`: each open day, and every
 * window of those days, each day allowing its own once the form is awake. The page writes them
 * with the days open when it is built; the awake form writes them again with the days open now.
 */
export function visitChoices(
  days: readonly DayChoice[],
  words: { dayNone: string; windowNone: string },
): { day: Partial<LeadField>; window: Partial<LeadField> } {
  const windows = [...new Map(days.flatMap((day) => day.windows).map((window) => [window.start, window])).values()];
  windows.sort((a, b) => a.start.localeCompare(b.start));
  return {
    day: {
      options: [{ value: '', label: words.dayNone }, ...days.map((day) => ({ value: day.date, label: day.label }))],
    },
    window: {
      options: [
        { value: '', label: words.windowNone },
        ...windows.map((window) => ({ value: window.start, label: visitWindowLabel(window) })),
      ],
      // Only the days that do not have every window: a day not listed allows them all.
      follows: {
        field: 'day',
        allowed: Object.fromEntries(
          days
            .filter((day) => day.windows.length < windows.length)
            .map((day) => [day.date, day.windows.map((window) => window.start)]),
        ),
      },
    },
  };
}
