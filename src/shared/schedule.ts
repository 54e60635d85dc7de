/**
 * The office's visiting schedule (src/content/schedule/schedule.yaml) as the visit request form, the
 * server and the build read it: which days and time windows a visitor may ask for, and why any
 * other choice is refused. Every rule is read on Dubai's wall clock, whatever the time zone of the
 * server or the browser: a day is a Dubai calendar day, a window's times are Dubai times.
 */

/** The days of the week as the schedule names them, Sunday first as `Date#getUTCDay()` counts. */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time window of a day, each end written HH:MM on the 24-hour clock (08:00, 17:30). */
export interface TimeWindow {
  start: string;
  end: string;
}

export interface Schedule {
  workingDays: readonly Weekday[];
  windows: readonly TimeWindow[];
  /** A same-day visit can be asked for only before this time (HH:MM). */
  sameDayCutoff: string;
  /** The furthest day a visitor may choose: today plus this many days. */
  daysAhead: number;
  /** Days the office is closed, YYYY-MM-DD. */
  holidays: readonly string[];
  /** The days of Ramadan (first and last, both included) and the windows that replace the usual ones then. */
  ramadan?: { start: string; end: string; windows: readonly TimeWindow[] };
}

export interface BookableDay {
  /** YYYY-MM-DD, a Dubai calendar day. */
  date: string;
  windows: TimeWindow[];
}

/** Why a day and window cannot be booked: each has its words in every edition (src/lib/i18n, booking.refusals). */
export const VISIT_TIME_REFUSALS = [
  /** The day is not a calendar date written YYYY-MM-DD. */
  'not-a-day',
  /** The day is before today. */
  'past',
  /** The day is further ahead than the schedule allows. */
  'too-far',
  /** The office does not visit that day: not a working day, or a holiday. */
  'closed',
  /** The day has no window that starts at that time. */
  'no-such-window',
  /** Today, from the same-day cut-off on. */
  'after-cut-off',
  /** Today, a window that has started already. */
  'window-passed',
] as const;
export type VisitTimeRefusal = (typeof VISIT_TIME_REFUSALS)[number];
export type VisitTimeVerdict = 'ok' | VisitTimeRefusal;

/** The time zone every rule is read in. */
export const OFFICE_TIME_ZONE = 'Asia/Dubai';

const HOURS_MINUTES = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an HH:MM time, or undefined when it is not one. */
export function minutesOf(time: string): number | undefined {
  const match = HOURS_MINUTES.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Whether a text is a real calendar day written YYYY-MM-DD (2027-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

// Built once: a formatter costs far more to make than to use.
// Pure: a bundle that does not read the clock (the visit request island) leaves it out.
const dubaiClockFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The date and the minute of the day on Dubai's wall clock at an instant. The platform's time-zone
 * data says what Dubai's offset is, so no offset is written here.
 */
export function dubaiClock(now: Date): { date: string; minute: number } {
  const part = Object.fromEntries(dubaiClockFormat.formatToParts(now).map(({ type, value }) => [type, value]));
  return { date: `${part.year}-${part.month}-${part.day}`, minute: Number(part.hour) * 60 + Number(part.minute) };
}

/** A calendar day plus some days: calendar arithmetic, on no clock at all. */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const weekdayOf = (date: string): Weekday => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** The windows the office keeps on a day, before any same-day rule: none on a closed day. */
export function windowsOn(schedule: Schedule, date: string): readonly TimeWindow[] {
  if (!schedule.workingDays.includes(weekdayOf(date)) || schedule.holidays.includes(date)) return [];
  const { ramadan } = schedule;
  // YYYY-MM-DD texts sort as the days they name.
  return ramadan && ramadan.start <= date && date <= ramadan.end ? ramadan.windows : schedule.windows;
}

/** Today's windows that can still be asked for: none from the cut-off, and only those yet to start. */
function stillOpenToday(schedule: Schedule, windows: readonly TimeWindow[], minute: number): TimeWindow[] {
  if (minute >= (minutesOf(schedule.sameDayCutoff) ?? 0)) return [];
  return windows.filter((window) => (minutesOf(window.start) ?? 0) > minute);
}

/** The days a visitor may choose at `now`, from today to `daysAhead` days on, each with its windows. */
export function bookableDays(schedule: Schedule, now: Date): BookableDay[] {
  const today = dubaiClock(now);
  const days: BookableDay[] = [];
  for (let ahead = 0; ahead <= schedule.daysAhead; ahead++) {
    const date = addDays(today.date, ahead);
    const kept = windowsOn(schedule, date);
    const windows = ahead === 0 ? stillOpenToday(schedule, kept, today.minute) : [...kept];
    if (windows.length > 0) days.push({ date, windows });
  }
  return days;
}

/** Whether a visitor may ask, at `now`, for the window starting at `windowStart` on `date`, and if not, why. */
export function checkVisitTime(schedule: Schedule, now: Date, date: string, windowStart: string): VisitTimeVerdict {
  if (!isCalendarDate(date)) return 'not-a-day';
  const today = dubaiClock(now);
  if (date < today.date) return 'past';
  if (date > addDays(today.date, schedule.daysAhead)) return 'too-far';
  const windows = windowsOn(schedule, date);
  if (windows.length === 0) return 'closed';
  if (!windows.some((window) => window.start === windowStart)) return 'no-such-window';
  if (date !== today.date) return 'ok';
  if (today.minute >= (minutesOf(schedule.sameDayCutoff) ?? 0)) return 'after-cut-off';
  return stillOpenToday(schedule, windows, today.minute).some((window) => window.start === windowStart)
    ? 'ok'
    : 'window-passed';
}
