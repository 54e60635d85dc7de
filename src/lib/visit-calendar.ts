/**
 * The "add to calendar" file of a visit request (iCalendar, RFC 5545), as a data: address the
 * answer links to with `download`, so it works without JavaScript and without a route of its own;
 * and the answer's other link, a WhatsApp chat with the reference. The routes write both into the
 * answer (the page, or the island's JSON), so the island carries none of this code.
 * The window's times are Dubai's wall clock (src/shared/schedule.ts), written in UTC, which every
 * calendar reads without a time-zone table; the entry is TENTATIVE and its title says the time is
 * requested, not yet confirmed.
 */
import { OTHER_SERVICE } from '../shared/contact/fields.ts';
import type { AnswerLink } from '../shared/lead-form.ts';
import { dubaiClock, minutesOf, type TimeWindow } from '../shared/schedule.ts';
import type { UiStrings } from './i18n/index.ts';
import { whatsappTextHref } from './channels/whatsapp.ts';

/** The instant Dubai's wall clock shows `time` on `date`; the platform's time-zone data gives the offset. */
export function dubaiInstant(date: string, time: string): Date {
  const asIfUtc = Date.parse(`${date}T${time}:00Z`);
  const clock = dubaiClock(new Date(asIfUtc));
  const shownMinutes = Date.parse(`${clock.date}T00:00:00Z`) / 60_000 + clock.minute;
  return new Date(asIfUtc - (shownMinutes - asIfUtc / 60_000) * 60_000);
}

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text as a property value holds it: backslash, semicolon, comma and line breaks escaped. */
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** A content line folded at 75 octets, never inside a character (Arabic letters take two). */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = new TextEncoder().encode(character).length;
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

export interface VisitCalendarEntry {
  reference: string;
  /** The Dubai day, YYYY-MM-DD, and the window asked for. */
  day: string;
  window: TimeWindow;
  summary: string;
  description: string;
  /**
   * TENTATIVE when the visit is asked for; CONFIRMED or CANCELLED once the office or the visitor
   * decides, with a SEQUENCE above the last one sent, so a calendar updates the entry of the same
   * UID instead of adding a second.
   */
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  sequence?: number;
}

export function visitCalendar(entry: VisitCalendarEntry, now = new Date()): string {
  const valid = minutesOf(entry.window.start) !== undefined && minutesOf(entry.window.end) !== undefined;
  const start = valid ? dubaiInstant(entry.day, entry.window.start) : now;
  const end = valid ? dubaiInstant(entry.day, entry.window.end) : now;
  return `${[
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//website//visit request//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.reference}@visit-request`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `STATUS:${entry.status ?? 'TENTATIVE'}`,
    ...(entry.sequence ? [`SEQUENCE:${entry.sequence}`] : []),
    `SUMMARY:${icsText(entry.summary)}`,
    `DESCRIPTION:${icsText(entry.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')}\r\n`;
}

/** The file as a link's address: `<a href download="visit-BH-000123.ics">`. */
export const visitCalendarHref = (entry: VisitCalendarEntry, now?: Date) =>
  `data:text/calendar;charset=utf-8,${encodeURIComponent(visitCalendar(entry, now))}`;

/**
 * What an accepted request's answer offers beside its words, in the edition's words: the calendar
 * entry titled with the service's name (the edition's, or "Not sure yet"), and, when settings name
 * a number, a WhatsApp chat that opens with the reference.
 */
export function visitAnswerLinks(
  answer: { reference: string; day: string; window: TimeWindow; service: string },
  ui: Pick<UiStrings, 'visitRequest'>,
  services: readonly { id: string; name: string }[],
  whatsapp: string | undefined,
): AnswerLink[] {
  const words = ui.visitRequest;
  const service =
    answer.service === OTHER_SERVICE
      ? words.serviceOther
      : (services.find((choice) => choice.id === answer.service)?.name ?? words.serviceNone);
  const calendar = {
    label: words.addToCalendar,
    href: visitCalendarHref({
      reference: answer.reference,
      day: answer.day,
      window: answer.window,
      summary: words.calendarSummary(service),
      description: words.calendarDescription(answer.reference),
    }),
    download: `visit-${answer.reference}.ics`,
  };
  return whatsapp
    ? [
        calendar,
        {
          label: words.whatsappReference,
          href: whatsappTextHref(whatsapp, words.whatsappReferenceGreeting(answer.reference)),
        },
      ]
    : [calendar];
}
