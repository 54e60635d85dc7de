/**
 * The answer's "add to calendar" file (src/lib/visit-calendar.ts): the requested window on Dubai's
 * clock written in UTC, marked tentative, its title saying it is not yet confirmed, and lines that
 * a calendar reads (CRLF, folded at 75 octets without splitting an Arabic letter).
 */
import { describe, expect, it } from 'vitest';
import { editionInfo } from '../../src/lib/i18n';
import { dubaiInstant, visitCalendar, visitCalendarHref } from '../../src/lib/visit-calendar';

const { visitRequest } = editionInfo.ar.ui;
const entry = {
  reference: 'BH-000042',
  day: '2027-11-30',
  window: { start: '08:00', end: '10:00' },
  summary: visitRequest.calendarSummary('صيانة أنظمة التكييف والتدفئة والتهوية'),
  description: visitRequest.calendarDescription('BH-000042'),
};

describe('the calendar entry of a visit request', () => {
  it("reads the window on Dubai's clock (UTC+4), whatever the machine's time zone", () => {
    expect(dubaiInstant('2027-11-30', '08:00').toISOString()).toBe('2027-11-30T04:00:00.000Z');
  });

  it('is a tentative event for the requested window, titled as requested, not yet confirmed', () => {
    const text = visitCalendar(entry, new Date('2027-11-29T05:00:00Z'));
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('DTSTART:20271130T040000Z\r\n');
    expect(unfolded).toContain('DTEND:20271130T060000Z\r\n');
    expect(unfolded).toContain('STATUS:TENTATIVE\r\n');
    expect(unfolded).toContain(`SUMMARY:${entry.summary}\r\n`);
    expect(unfolded).toContain('UID:BH-000042@visit-request\r\n');
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
  });

  it('is a link a page can offer with download', () => {
    const href = visitCalendarHref(entry);
    expect(href.startsWith('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toContain('END:VCALENDAR');
  });
});
