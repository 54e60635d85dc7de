/**
 * A visit's day and time window as a page, a mail and the answer write them. Free of the editions'
 * words (it takes the edition's date locale, `dateLocale` in ./index.ts), so the booking island can
 * import it without bundling every edition's strings.
 */
import { bookableDays, type Schedule, type TimeWindow } from '../../shared/schedule.ts';

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
