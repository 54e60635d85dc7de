/**
 * `npm run visits -- --day 2026-12-08`: the day sheet, the visits confirmed for that Dubai day, by
 * window, each with its area, service, the visitor's name and phone, and its reference. Without
 * `--day`, today's (Dubai's clock). Reads CONTACT_DB (default data/contact.sqlite), like the server.
 * Plain text that prints as it is on paper.
 */
import { existsSync } from 'node:fs';
import { formsDbPath } from '../src/server/lead-form/runtime.ts';
import { VisitRequestStore } from '../src/server/visit-request/store.ts';
import { dubaiClock, isCalendarDate } from '../src/shared/schedule.ts';
import { visitDayLabel, visitWindowLabel } from '../src/shared/visit-request/visit-time.ts';

const args = process.argv.slice(2);
const dayArgument = args.indexOf('--day');
const day = dayArgument >= 0 ? (args[dayArgument + 1] ?? '') : dubaiClock(new Date()).date;
if (!isCalendarDate(day)) {
  console.error(`--day takes a date written YYYY-MM-DD, such as 2026-12-08, not "${day}".`);
  process.exit(2);
}
const path = formsDbPath(process.env);
if (!existsSync(path)) {
  console.log(`No visits yet: ${path} does not exist (it is created when the first request arrives).`);
  process.exit(0);
}

const store = new VisitRequestStore(path);
const visits = store.visits.confirmedOn(day);
store.close();

console.log(`Confirmed visits for ${visitDayLabel(day, 'en-US')} (${day}): ${visits.length}`);
let window = '';
for (const { request, time, changes } of visits) {
  const shown = visitWindowLabel({ start: time.windowStart, end: time.windowEnd });
  if (shown !== window) console.log(`\n${(window = shown)}`);
  console.log(`  ${request.reference}  ${request.area}  ${request.service || '(service not chosen)'}`);
  console.log(`    ${request.name}  ${request.phone}  ${request.property}, ${request.urgency}`);
  const note = changes.findLast((change) => change.note && change.actor === 'office')?.note;
  if (note) console.log(`    note: ${note.replace(/\s+/g, ' ')}`);
}
