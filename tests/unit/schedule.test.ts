/**
 * The visiting schedule's rules (src/shared/schedule.ts), read on Dubai's clock at fixed instants:
 * the days and windows the visit request form will offer, and why the server will refuse anything else.
 * Dubai is UTC+4 all year, so 19:59:59Z is still one Dubai day and 20:00:00Z the next.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { scheduleSchema } from '../../src/lib/content/schemas/schedule';
import { EDITIONS, editionInfo } from '../../src/lib/i18n';
import {
  VISIT_TIME_REFUSALS,
  bookableDays,
  checkVisitTime,
  dubaiClock,
  type Schedule,
} from '../../src/shared/schedule';

const windows = (...ranges: string[]) => ranges.map((range) => ({ start: range.slice(0, 5), end: range.slice(6) }));

/** A schedule of the tests' own, so that the office changing its file changes no test. */
const schedule: Schedule = {
  workingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  windows: windows('08:00-10:00', '10:00-12:00', '13:00-15:00', '15:00-17:00', '17:00-19:00'),
  sameDayCutoff: '14:00',
  daysAhead: 14,
  holidays: ['2027-12-02', '2027-12-03'],
  ramadan: { start: '2027-02-08', end: '2027-03-09', windows: windows('09:00-11:00', '20:00-22:00') },
};
const starts = (list: { start: string }[]) => list.map((window) => window.start);
const ALL_DAY = ['08:00', '10:00', '13:00', '15:00', '17:00'];

describe("Dubai's clock", () => {
  it('turns to the next day at 20:00:00 UTC, whatever the time zone of the machine', () => {
    expect(dubaiClock(new Date('2027-11-30T19:59:59Z'))).toEqual({ date: '2027-11-30', minute: 23 * 60 + 59 });
    expect(dubaiClock(new Date('2027-11-30T20:00:00Z'))).toEqual({ date: '2027-12-01', minute: 0 });
  });
});

describe('bookableDays', () => {
  it('offers today only the windows yet to start, before the cut-off; then every working day up to daysAhead', () => {
    // Tuesday 30 November, 09:30 in Dubai.
    const days = bookableDays(schedule, new Date('2027-11-30T05:30:00Z'));
    expect(days[0]).toEqual({
      date: '2027-11-30',
      windows: windows('10:00-12:00', '13:00-15:00', '15:00-17:00', '17:00-19:00'),
    });
    expect(days.map((day) => day.date)).toEqual([
      '2027-11-30',
      '2027-12-01',
      // 2 and 3 December are holidays, 5 December a Sunday.
      '2027-12-04',
      '2027-12-06',
      '2027-12-07',
      '2027-12-08',
      '2027-12-09',
      '2027-12-10',
      '2027-12-11',
      '2027-12-13',
      '2027-12-14',
    ]);
    expect(days.slice(1).every((day) => starts(day.windows).join() === ALL_DAY.join())).toBe(true);
  });

  it('does not offer a window that starts at this very minute', () => {
    const days = bookableDays(schedule, new Date('2027-11-30T06:00:00Z'));
    expect(starts(days[0]!.windows)).toEqual(['13:00', '15:00', '17:00']);
  });

  it('starts from tomorrow once the same-day cut-off has passed, though windows remain today', () => {
    const before = bookableDays(schedule, new Date('2027-11-30T09:59:00Z'));
    expect(before[0]?.date).toBe('2027-11-30');
    const after = bookableDays(schedule, new Date('2027-11-30T10:00:00Z'));
    expect(after[0]?.date).toBe('2027-12-01');
  });

  it("reads the day on Dubai's clock: 19:59:59Z and 20:00:00Z are different Dubai days", () => {
    // 23:59:59 on Tuesday in Dubai: today is past its cut-off; the last day is 14 days on, 14 December.
    const late = bookableDays(schedule, new Date('2027-11-30T19:59:59Z'));
    expect(late.map((day) => day.date).at(0)).toBe('2027-12-01');
    expect(late.map((day) => day.date).at(-1)).toBe('2027-12-14');
    // One second later it is Wednesday 1 December in Dubai, still 15:59:59 on Tuesday in UTC:
    // the whole of Wednesday is open, and 15 December comes within reach.
    const midnight = bookableDays(schedule, new Date('2027-11-30T20:00:00Z'));
    expect(midnight[0]).toEqual({ date: '2027-12-01', windows: schedule.windows });
    expect(midnight.map((day) => day.date).at(-1)).toBe('2027-12-15');
  });

  it("offers Ramadan's windows from its first day to its last, both included", () => {
    // Saturday 6 February 2027, 18:00 in Dubai.
    const days = bookableDays(schedule, new Date('2027-02-06T14:00:00Z'));
    const windowsOf = (date: string) => starts(days.find((day) => day.date === date)?.windows ?? []);
    expect(windowsOf('2027-02-06')).toEqual([]);
    expect(windowsOf('2027-02-08')).toEqual(['09:00', '20:00']);
    expect(windowsOf('2027-02-20')).toEqual(['09:00', '20:00']);
    const end = bookableDays(schedule, new Date('2027-03-08T04:00:00Z'));
    expect(starts(end.find((day) => day.date === '2027-03-09')!.windows)).toEqual(['09:00', '20:00']);
    expect(starts(end.find((day) => day.date === '2027-03-10')!.windows)).toEqual(ALL_DAY);
  });

  it('offers a Ramadan evening window today before the cut-off, not after it', () => {
    expect(starts(bookableDays(schedule, new Date('2027-02-10T08:00:00Z'))[0]!.windows)).toEqual(['20:00']);
    expect(bookableDays(schedule, new Date('2027-02-10T10:00:00Z'))[0]!.date).toBe('2027-02-11');
  });

  it('offers nothing on a closed day and counts days across a month and a year', () => {
    const newYear = bookableDays({ ...schedule, daysAhead: 3 }, new Date('2027-12-30T06:00:00Z'));
    expect(newYear.map((day) => day.date)).toEqual(['2027-12-30', '2027-12-31', '2028-01-01']);
  });
});

describe('checkVisitTime', () => {
  // Tuesday 30 November 2027, 09:30 in Dubai.
  const now = new Date('2027-11-30T05:30:00Z');
  const check = (date: string, start: string, at = now) => checkVisitTime(schedule, at, date, start);

  it('accepts what bookableDays offers, and only that', () => {
    for (const day of bookableDays(schedule, now)) {
      for (const window of day.windows) expect(check(day.date, window.start)).toBe('ok');
    }
  });

  it('refuses a day that is not a date', () => {
    expect(check('2027-02-30', '08:00')).toBe('not-a-day');
    expect(check('30/11/2027', '08:00')).toBe('not-a-day');
    expect(check('', '08:00')).toBe('not-a-day');
  });

  it('refuses a day gone by, and one further than daysAhead', () => {
    expect(check('2027-11-29', '08:00')).toBe('past');
    expect(check('2027-12-14', '08:00')).toBe('ok');
    expect(check('2027-12-15', '08:00')).toBe('too-far');
  });

  it('refuses a day the office is closed: a Sunday, a holiday', () => {
    expect(check('2027-12-05', '08:00')).toBe('closed');
    expect(check('2027-12-02', '08:00')).toBe('closed');
  });

  it("refuses a window the day does not have, Ramadan's own included", () => {
    expect(check('2027-12-01', '09:00')).toBe('no-such-window');
    expect(check('2027-12-01', '12:00')).toBe('no-such-window');
    const february = new Date('2027-02-01T05:00:00Z');
    expect(check('2027-02-09', '08:00', february)).toBe('no-such-window');
    expect(check('2027-02-09', '20:00', february)).toBe('ok');
  });

  it('refuses today after the cut-off, and a window of today that has started', () => {
    expect(check('2027-11-30', '08:00')).toBe('window-passed');
    expect(check('2027-11-30', '10:00')).toBe('ok');
    expect(check('2027-11-30', '17:00', new Date('2027-11-30T10:00:00Z'))).toBe('after-cut-off');
    expect(check('2027-12-01', '08:00', new Date('2027-11-30T10:00:00Z'))).toBe('ok');
  });

  it("reads today on Dubai's clock: at 20:00:00Z Tuesday in UTC is already gone by in Dubai", () => {
    expect(check('2027-11-30', '17:00', new Date('2027-11-30T19:59:59Z'))).toBe('after-cut-off');
    expect(check('2027-11-30', '17:00', new Date('2027-11-30T20:00:00Z'))).toBe('past');
    expect(check('2027-12-15', '08:00', new Date('2027-11-30T19:59:59Z'))).toBe('too-far');
    expect(check('2027-12-15', '08:00', new Date('2027-11-30T20:00:00Z'))).toBe('ok');
  });
});

describe('on a server in another time zone', () => {
  /** The same questions asked by a Node process whose clock is set to `timeZone`. */
  function answersIn(timeZone: string): unknown {
    const script = `
      import { bookableDays, checkVisitTime } from './src/shared/schedule.ts';
      const schedule = ${JSON.stringify(schedule)};
      const at = (instant) => new Date(instant);
      console.log(JSON.stringify({
        zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        late: bookableDays(schedule, at('2027-11-30T19:59:59Z')).map((day) => day.date),
        midnight: bookableDays(schedule, at('2027-11-30T20:00:00Z'))[0],
        checks: [
          checkVisitTime(schedule, at('2027-11-30T19:59:59Z'), '2027-11-30', '17:00'),
          checkVisitTime(schedule, at('2027-11-30T20:00:00Z'), '2027-11-30', '17:00'),
          checkVisitTime(schedule, at('2027-11-30T20:00:00Z'), '2027-12-15', '08:00'),
        ],
      }));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, TZ: timeZone },
    });
    expect(result.stderr).toBe('');
    return JSON.parse(result.stdout);
  }

  it('gives the same days and verdicts in Los Angeles, Kiritimati (UTC+14) and Dubai', () => {
    const [dubai, losAngeles, kiritimati] = ['Asia/Dubai', 'America/Los_Angeles', 'Pacific/Kiritimati'].map(answersIn);
    expect(losAngeles).toMatchObject({ zone: 'America/Los_Angeles' });
    const withoutZone = (answers: unknown) => ({ ...(answers as object), zone: undefined });
    expect(withoutZone(losAngeles)).toEqual(withoutZone(dubai));
    expect(withoutZone(kiritimati)).toEqual(withoutZone(dubai));
    expect(withoutZone(dubai)).toMatchObject({ checks: ['after-cut-off', 'past', 'ok'] });
  });
});

describe('the schedule file', () => {
  it('reads into the schedule these rules take', () => {
    const data: unknown = parse(readFileSync('src/content/schedule/schedule.yaml', 'utf8'));
    const read: Schedule = scheduleSchema.parse(data);
    expect(read.windows[0]).toEqual({ start: '08:00', end: '10:00' });
    expect(read.holidays).toContain('2027-12-02');
    expect(read.ramadan).toMatchObject({ start: '2027-02-08', end: '2027-03-09' });
  });

  it("reads a day as Astro's YAML reader hands it over, a Date, as the same day", () => {
    const data = parse(readFileSync('src/content/schedule/schedule.yaml', 'utf8')) as Record<string, unknown>;
    const read = scheduleSchema.parse({ ...data, holidays: [new Date('2027-12-02T00:00:00Z')] });
    expect(read.holidays).toEqual(['2027-12-02']);
  });
});

describe("the refusals' words", () => {
  it('say each refusal in every edition, with the facts it names', () => {
    const facts = { daysAhead: 14, sameDayCutoff: '14:00' };
    for (const edition of EDITIONS) {
      const { refusals } = editionInfo[edition].ui.visitRequest;
      expect(Object.keys(refusals).sort()).toEqual([...VISIT_TIME_REFUSALS].sort());
      for (const refusal of VISIT_TIME_REFUSALS) expect(refusals[refusal](facts).length).toBeGreaterThan(20);
      expect(refusals['too-far'](facts)).toContain('14');
      expect(refusals['after-cut-off'](facts)).toContain('14:00');
    }
    expect(editionInfo.ar.ui.visitRequest.refusals['too-far'](facts)).toContain('14 يومًا');
    expect(editionInfo.ar.ui.visitRequest.refusals['closed'](facts)).toMatch(/[\u0600-\u06FF]/);
  });
});
