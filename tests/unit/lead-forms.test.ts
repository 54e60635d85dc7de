/**
 * The lead forms as the pages describe them to the one form island (src/lib/lead-forms.ts): each
 * form's fields follow its field contract, in order, in the page's words, with the server's words
 * for a field left empty, and the error summary's count in the edition's grammar; the visit
 * request's windows follow the day chosen.
 */
import { describe, expect, it } from 'vitest';
import {
  VISIT_REQUEST_FIELDS,
  VISIT_REQUEST_LIMITS,
  MAX_PHOTOS,
  PHOTOS_FIELD,
} from '../../src/shared/visit-request/fields';
import { LIMITS, OTHER_SERVICE } from '../../src/shared/contact/fields';
import { pluralText } from '../../src/shared/plural-texts';
import { visitChoices, visitDays, type DayChoice } from '../../src/shared/visit-request/visit-time';
import { editionInfo } from '../../src/lib/i18n';
import {
  contactFormFields,
  contactFormWords,
  visitRequestFormFields,
  visitRequestFormWords,
} from '../../src/lib/lead-forms';
import { twoWindowSchedule } from '../support/schedules';

const services = [{ id: 'hvac', name: 'HVAC' }];
const schedule = twoWindowSchedule({ daysAhead: 3 });
// Monday 1 February 2027, 11:00 in Dubai: today's first window has begun.
const days = visitDays(schedule, new Date('2027-02-01T07:00:00Z'), 'en-GB');

describe('the contact form', () => {
  for (const edition of ['en', 'ar'] as const) {
    const { ui } = editionInfo[edition];
    it(`${edition}: its fields are the contact form's, in order, each required one with the server's words for it missing`, () => {
      const fields = contactFormFields(ui, services);
      expect(fields.map((field) => field.name)).toEqual(['name', 'email', 'mobile', 'service', 'message']);
      expect(fields.map((field) => field.label)).toEqual([
        ui.contactForm.name,
        ui.contactForm.email,
        ui.contactForm.mobile,
        ui.contactForm.service,
        ui.contactForm.message,
      ]);
      expect(fields.filter((field) => field.required).map((field) => field.missing)).toEqual([
        ui.contactFieldErrors.nameMissing,
        ui.contactFieldErrors.emailMissing,
        ui.contactFieldErrors.messageMissing,
      ]);
      expect(fields.find((field) => field.name === 'message')?.limit).toBe(LIMITS.message);
      expect(fields.find((field) => field.name === 'service')?.options).toEqual([
        { value: '', label: ui.contactForm.serviceNone },
        { value: 'hvac', label: 'HVAC' },
        { value: OTHER_SERVICE, label: ui.contactForm.serviceOther },
      ]);
    });
  }

  it("words the error summary's count as each edition's grammar asks: English one and other, Arabic's five forms", () => {
    const heading = (edition: 'en' | 'ar', count: number) =>
      pluralText(contactFormWords(editionInfo[edition].ui).summaryHeading, edition, count).replace(
        '{n}',
        String(count),
      );
    expect([1, 2, 7].map((count) => heading('en', count))).toEqual([
      '1 field needs attention',
      '2 fields need attention',
      '7 fields need attention',
    ]);
    expect([1, 2, 3, 10, 11, 100].map((count) => heading('ar', count))).toEqual([
      'يحتاج حقل واحد إلى مراجعة',
      'يحتاج حقلان إلى مراجعة',
      'يحتاج 3 حقول إلى مراجعة',
      'يحتاج 10 حقول إلى مراجعة',
      'يحتاج 11 حقلًا إلى مراجعة',
      'يحتاج 100 حقل إلى مراجعة',
    ]);
  });

  it("hands the island only the words it shows: the page writes them into the island's props", () => {
    expect(Object.keys(contactFormWords(editionInfo.en.ui)).sort()).toEqual(
      ['honeypot', 'networkError', 'sending', 'submit', 'summaryHeading', 'tryAgain', 'unexpectedError'].sort(),
    );
  });
});

describe('the visit request form', () => {
  for (const edition of ['en', 'ar'] as const) {
    const { ui } = editionInfo[edition];
    it(`${edition}: its fields are the booking contract's, in order, then the photos last`, () => {
      const fields = visitRequestFormFields(ui, services, days);
      expect(fields.map((field) => field.name)).toEqual([...VISIT_REQUEST_FIELDS, PHOTOS_FIELD]);
      expect(fields.find((field) => field.name === 'phone')).toMatchObject({
        label: ui.visitRequest.phone,
        required: true,
        limit: VISIT_REQUEST_LIMITS.phone,
        missing: ui.visitRequest.fieldErrors.phoneMissing,
      });
      expect(fields.at(-1)).toMatchObject({
        type: 'file',
        maxFiles: MAX_PHOTOS,
        tooMany: ui.visitRequest.photos.tooMany,
      });
      expect(visitRequestFormWords(ui).submit).toBe(ui.visitRequest.submit);
    });
  }
});

describe('the day and window choices', () => {
  const words = { dayNone: 'Choose a day', windowNone: 'Choose a time' };

  it("offer every open day and every window, and list only a day that lacks some windows (today's past one)", () => {
    expect(days.map((day) => day.date)).toEqual(['2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04']);
    const choices = visitChoices(days, words);
    expect(choices.day.options?.map((option) => option.value)).toEqual(['', ...days.map((day) => day.date)]);
    expect(choices.day.options?.[1]?.label).toBe('Monday 1 February');
    expect(choices.window.options).toEqual([
      { value: '', label: 'Choose a time' },
      { value: '08:00', label: '08:00–10:00' },
      { value: '13:00', label: '13:00–15:00' },
    ]);
    expect(choices.window.follows).toEqual({ field: 'day', allowed: { '2027-02-01': ['13:00'] } });
  });

  it('offer the windows of every day when no two days have the same ones (Ramadan beside a normal day)', () => {
    const ramadanEve: DayChoice[] = [
      { date: '2027-02-07', label: 'Sunday', windows: [{ start: '08:00', end: '10:00' }] },
      { date: '2027-02-08', label: 'Monday', windows: [{ start: '20:00', end: '22:00' }] },
    ];
    const choices = visitChoices(ramadanEve, words);
    expect(choices.window.options?.map((option) => option.value)).toEqual(['', '08:00', '20:00']);
    expect(choices.window.follows?.allowed).toEqual({ '2027-02-07': ['08:00'], '2027-02-08': ['20:00'] });
  });
});
