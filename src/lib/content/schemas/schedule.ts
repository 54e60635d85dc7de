import { z } from 'astro/zod';
import { isCalendarDate, minutesOf, WEEKDAYS, type Schedule, type TimeWindow } from '../../../shared/schedule.ts';
import { strict } from './fields.ts';

/** A time of day as the schedule writes it: HH:MM on the 24-hour clock. */
function timeProblem(label: string, value: string): string | undefined {
  if (minutesOf(value) !== undefined) return undefined;
  const [hour = 0, minute = 0] = value.split(':').map(Number);
  return /^\d{1,2}:\d{2}$/.test(value) && (hour > 23 || minute > 59)
    ? `${label}, ${value}, is outside the day: write a time from 00:00 to 23:59, such as 14:00`
    : `${label}, ${value}, is not a time written HH:MM on the 24-hour clock: write it like 14:00 (2 pm) or 08:00`;
}

const scheduleTime = (label: string) =>
  z
    .string({ error: `${label} must be a time written HH:MM on the 24-hour clock, such as 14:00` })
    .trim()
    .superRefine((value, context) => {
      const problem = timeProblem(label, value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

/** "08:00-10:00" (or with an en dash) as its two ends; undefined when it is not two times. */
const windowEnds = (value: string): TimeWindow | undefined => {
  const match = /^\s*(\S+)\s*[-–]\s*(\S+)\s*$/.exec(value);
  return match ? { start: match[1]!, end: match[2]! } : undefined;
};

/** One time window, "08:00-10:00": two times, the end after the start. */
const scheduleWindow = z
  .string({ error: 'a window must be two times, the start and the end, written like 08:00-10:00' })
  .superRefine((value, context) => {
    const say = (message: string) => context.addIssue({ code: 'custom', message });
    const ends = windowEnds(value);
    if (!ends) return say(`the window ${value} must be two times, the start and the end, written like 08:00-10:00`);
    const problem = timeProblem(`its start`, ends.start) ?? timeProblem(`its end`, ends.end);
    if (problem) return say(`the window ${value}: ${problem}`);
    if (minutesOf(ends.end)! <= minutesOf(ends.start)!) {
      say(
        `the window ${value} ends ${ends.end === ends.start ? 'when' : 'before'} it starts: write the start first and the end after it, like 08:00-10:00`,
      );
    }
  })
  .transform((value) => windowEnds(value)!);

/** A day's windows: none may overlap another (one ending at 10:00 and the next starting at 10:00 is fine). */
const scheduleWindows = (label: string) =>
  z
    .array(scheduleWindow, { error: `${label} must be a list of windows, one per line, like - 08:00-10:00` })
    .min(1, { error: `${label} needs at least one window, like - 08:00-10:00` })
    .superRefine((windows, context) => {
      // A window refused on its own (not two times, or ending first) is left out: it is reported already.
      const order = windows
        .map((window, index) => ({
          window,
          index,
          start: minutesOf(window?.start ?? ''),
          end: minutesOf(window?.end ?? ''),
        }))
        .filter(
          (item): item is typeof item & { start: number; end: number } =>
            item.start !== undefined && item.end !== undefined && item.end > item.start,
        )
        .sort((a, b) => a.start - b.start);
      // Held against the window that reaches furthest so far, not only the one before it:
      // 08:00-12:00 overlaps 11:00-13:00 across 09:00-10:00.
      let reach = order[0];
      for (const later of order.slice(1)) {
        const earlier = reach!;
        if (later.end > earlier.end) reach = later;
        if (later.start >= earlier.end) continue;
        context.addIssue({
          code: 'custom',
          path: [later.index],
          message: `the window ${later.window.start}-${later.window.end} overlaps ${earlier.window.start}-${earlier.window.end}: a visit fits in one window, so start this one at ${earlier.window.end} or later, or end the other one sooner`,
        });
      }
    });

/**
 * A day written 2027-12-02 (year-month-day), kept as that text: the schedule compares days, never
 * instants. The content check reads 2027-02-30 as written and refuses it; Astro's YAML reader turns
 * it into 2 March before the schema sees it, which is why `npm run check` is the one that says so.
 */
const scheduleDay = (label: string) =>
  z
    .custom<Date | string>(
      (value) =>
        value instanceof Date ? !Number.isNaN(value.getTime()) : typeof value === 'string' && isCalendarDate(value),
      {
        error: (issue) =>
          typeof issue.input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(issue.input)
            ? `${label}, ${issue.input}, is not a day of the calendar: check the month and the day, written year-month-day, like 2027-12-02`
            : `${label} must be a day written year-month-day, like 2027-12-02`,
      },
    )
    .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value));

const DAYS_AHEAD_MAX = 60;
const daysAheadMessage = `daysAhead must be a whole number of days from 1 to ${DAYS_AHEAD_MAX}, such as 14`;

/**
 * The office's visiting schedule (schedule/schedule.yaml): the days and time windows the booking
 * form offers, in Dubai time. Times and dates only, no words, so one file serves every edition.
 */
export const scheduleSchema = strict({
  /** The days of the week the office visits, in English: monday … sunday. */
  workingDays: z
    .array(
      z.enum(WEEKDAYS, {
        error: (issue) =>
          `${String(issue.input)} is not a day of the week: write the days in English, in small letters: ${WEEKDAYS.join(', ')}`,
      }),
      { error: 'workingDays must be a list of days, like [monday, tuesday, wednesday]' },
    )
    .min(1, { error: 'workingDays needs at least one day' }),
  /** The time windows a visitor chooses from on a working day, like 08:00-10:00. */
  windows: scheduleWindows('windows'),
  /** Until when a visit can still be booked for the same day (HH:MM). */
  sameDayCutoff: scheduleTime('sameDayCutoff'),
  /** How many days ahead a visitor may book: 14 means today to two weeks from today. */
  daysAhead: z
    .number({ error: daysAheadMessage })
    .int({ error: daysAheadMessage })
    .min(1, { error: daysAheadMessage })
    .max(DAYS_AHEAD_MAX, { error: daysAheadMessage }),
  /** Public holidays: days the office is closed, year-month-day. */
  holidays: z
    .array(scheduleDay('the holiday'), { error: 'holidays must be a list of days, like - 2027-12-02' })
    .default([]),
  /** Ramadan's first and last day, and its shorter windows, which replace the usual ones then. */
  ramadan: strict({
    start: scheduleDay('ramadan.start'),
    end: scheduleDay('ramadan.end'),
    windows: scheduleWindows('ramadan.windows'),
  })
    .superRefine((ramadan, context) => {
      if (ramadan.end < ramadan.start) {
        context.addIssue({
          code: 'custom',
          path: ['end'],
          message: `Ramadan ends (${ramadan.end}) before it starts (${ramadan.start}): write its first day as start and its last day as end`,
        });
      }
    })
    .optional(),
}) satisfies z.ZodType<Schedule>;
