/**
 * What a visit request may contain (src/server/visit-request/input.ts), checked at fixed instants on a
 * schedule of the test's own: the fields' rules in each edition's words, and a day or window the
 * schedule does not allow refused in the page's language with every other field kept.
 */
import { describe, expect, it } from 'vitest';
import { editionInfo } from '../../src/lib/i18n';
import { parseVisitRequest } from '../../src/server/visit-request/input';
import { twoWindowSchedule } from '../support/schedules';

const schedule = twoWindowSchedule({ holidays: ['2027-12-02'] });
/** Monday 29 November 2027, 09:00 in Dubai. */
const now = new Date('2027-11-29T05:00:00Z');
const services = [{ id: 'hvac-system-in-dubai-uae', name: 'HVAC Systems' }];

const valid = {
  service: 'hvac-system-in-dubai-uae',
  property: 'villa',
  area: 'Mirdif',
  day: '2027-11-30',
  window: '08:00',
  urgency: 'scheduled',
  problem: 'The AC in the bedroom\r\nblows warm air.',
  name: '  Fatima   Al Marri ',
  phone: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧',
  email: '',
};

describe('a visit request', () => {
  it('is read with its text cleaned, the phone in Western digits, and no e-mail needed', () => {
    const parsed = parseVisitRequest(valid, 'en', schedule, now, services);
    expect(parsed).toEqual({
      ok: true,
      input: {
        ...valid,
        name: 'Fatima Al Marri',
        phone: '+971 50 123 4567',
        problem: 'The AC in the bedroom\nblows warm air.',
      },
    });
  });

  it('names every missing field in the edition’s words, and a phone is required', () => {
    const parsed = parseVisitRequest({ email: 'not an address' }, 'ar', schedule, now, services);
    const { visitRequest, contactFieldErrors } = editionInfo.ar.ui;
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      property: visitRequest.fieldErrors.propertyMissing,
      area: visitRequest.fieldErrors.areaMissing,
      day: visitRequest.fieldErrors.dayMissing,
      window: visitRequest.fieldErrors.windowMissing,
      urgency: visitRequest.fieldErrors.urgencyMissing,
      problem: visitRequest.fieldErrors.problemMissing,
      name: contactFieldErrors.nameMissing,
      phone: visitRequest.fieldErrors.phoneMissing,
      email: contactFieldErrors.emailInvalid,
    });
  });

  it('refuses a property type or urgency the form never offers', () => {
    const parsed = parseVisitRequest(
      { ...valid, property: 'castle', urgency: 'yesterday' },
      'en',
      schedule,
      now,
      services,
    );
    expect(parsed.ok ? {} : parsed.errors).toEqual({
      property: editionInfo.en.ui.visitRequest.fieldErrors.propertyMissing,
      urgency: editionInfo.en.ui.visitRequest.fieldErrors.urgencyMissing,
    });
  });

  it.each([
    ['a holiday', { day: '2027-12-02' }, 'day', 'closed'],
    ['a Sunday', { day: '2027-12-05' }, 'day', 'closed'],
    ['a day gone by', { day: '2027-11-28' }, 'day', 'past'],
    ['a day too far ahead', { day: '2027-12-20' }, 'day', 'too-far'],
    ['a window the day does not have', { window: '10:00' }, 'window', 'no-such-window'],
    ["today's window that has started", { day: '2027-11-29', window: '08:00' }, 'window', 'window-passed'],
  ] as const)('refuses %s in the page’s language, keeping every field as typed', (_, change, field, refusal) => {
    for (const edition of ['en', 'ar'] as const) {
      const typed = { ...valid, ...change };
      const parsed = parseVisitRequest(typed, edition, schedule, now, services);
      expect(parsed).toEqual({
        ok: false,
        errors: { [field]: editionInfo[edition].ui.visitRequest.refusals[refusal](schedule) },
        values: typed,
      });
    }
  });
});
