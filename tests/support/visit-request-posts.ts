/** Helpers for tests that send the visit request form to the real server and read its SQLite file. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { scheduleSchema } from '../../src/lib/content/schemas/schedule';
import { VisitRequestStore } from '../../src/server/visit-request/store';
import { bookableDays } from '../../src/shared/schedule';
import { withStore } from './store-files';

/** The office's schedule, as the content file says it. */
export const schedule = scheduleSchema.parse(parse(readFileSync('src/content/schedule/schedule.yaml', 'utf8')));
/** A day the schedule allows now, on Dubai's clock: tomorrow or later, as today's windows may close while a test runs. */
export const day = bookableDays(schedule, new Date()).slice(-1)[0]!;

/** A valid visit request, as the form sends it, for that day's first window. */
export const visitRequest = {
  service: 'hvac-system-in-dubai-uae',
  property: 'villa',
  area: 'Mirdif',
  day: day.date,
  window: day.windows[0]!.start,
  urgency: 'emergency',
  problem: 'The AC blows warm air.',
  name: 'Fatima Al Marri',
  phone: '+971 50 123 4567',
  email: 'fatima@example.com',
};

/** The requests in a database file, newest first, each with its mails. */
export const readVisits = (path: string) => withStore(new VisitRequestStore(path), (store) => store.list());
