/**
 * The schema rule (src/lib/content-check/rules/entry/schema.ts): every field as its collection's schema says,
 * a translation by its own.
 */
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../../src/lib/content-check';
import {
  copyContentForEachTest,
  edit,
  errors,
  content,
  root,
  article,
  articleFile,
  arabicArticle,
  arabicArticleFile,
} from './support';

copyContentForEachTest();

describe('npm run check: fields, by the schemas', () => {
  it('reports a missing title', () => {
    edit(article, (source) => source.replace(/^title: .*\n/m, ''));
    expect(errors()).toEqual([`${articleFile}:2 — title: title is missing`]);
  });

  it('reports a title that is too long, with its length and its real line', () => {
    edit(article, (source) => source.replace(/^title: .*$/m, `title: "${'Long title '.repeat(10).trim()}"`));
    expect(errors()).toEqual([
      `${articleFile}:2 — title: title is too long: write at most 60 characters (this one has 109)`,
    ]);
  });

  it('reports a description that is too long', () => {
    edit(article, (source) => source.replace(/^description: .*$/m, `description: "${'d'.repeat(161)}"`));
    expect(errors()).toEqual([
      `${articleFile}:3 — description: description is too long: write at most 160 characters (this one has 161)`,
    ]);
  });

  it('reports a bad date', () => {
    edit(article, (source) => source.replace(/^date: .*$/m, 'date: 20 September'));
    expect(errors()).toEqual([`${articleFile}:4 — date: write the date as year-month-day, for example 2024-08-09`]);
  });

  it('reports a misspelt field instead of ignoring it', () => {
    edit(article, (source) => source.replace(/^excerpt:/m, 'exerpt:'));
    expect(errors()).toEqual([
      `${articleFile}:2 — excerpt: excerpt is missing`,
      `${articleFile}:2: unknown field "exerpt": check its spelling against docs/content-guide.md`,
    ]);
  });

  it('reports a draft field that is not true or false', () => {
    edit(article, (source) => source.replace(/^date: .*$/m, '$&\ndraft: yes please'));
    expect(errors()).toEqual([`${articleFile}:5 — draft: draft must be true or false`]);
  });

  it("checks a translation against its collection's schema, on the translation's line", () => {
    edit(arabicArticle, (source) => source.replace(/^title: .*$/m, `title: "${'عنوان طويل '.repeat(7).trim()}"`));
    expect(errors()).toEqual([
      `${arabicArticleFile}:2 — title: title is too long: write at most 60 characters (this one has 76)`,
    ]);
  });

  it('checks the settings translation against the translation schema: words only, no numbers', () => {
    edit('settings/ar/site.yaml', (source) =>
      source.replace(/^companyName: .*\n/m, '').replace(/^tagline: /m, 'phone: "+971 4 555 0142"\ntagline: '),
    );
    expect(errors()).toEqual([
      'src/content/settings/ar/site.yaml:1 — companyName: companyName is missing',
      'src/content/settings/ar/site.yaml:1: unknown field "phone": check its spelling against docs/content-guide.md',
    ]);
  });
});

/** Edits a content file, each pair's first text replaced with its second. */
const swap = (file: string, ...pairs: [from: string, to: string][]) =>
  edit(file, (source) => pairs.reduce((text, [from, to]) => text.replace(from, to), source));

describe('npm run check: the visiting schedule (schedule/schedule.yaml)', () => {
  const schedule = 'schedule/schedule.yaml';
  const file = `src/content/${schedule}`;

  it('accepts the sample schedule, in one file for both editions: no translation is asked for', () => {
    expect(checkContent(content(), root()).filter((problem) => problem.file.includes('schedule'))).toEqual([]);
  });

  it('refuses a time that is not HH:MM on the 24-hour clock, in a window or as the cut-off', () => {
    swap(schedule, ['sameDayCutoff: 14:00', 'sameDayCutoff: 2pm'], ['  - 08:00-10:00', '  - 8:00-10:00']);
    expect(errors()).toEqual([
      `${file}:16 — the first window: the window 8:00-10:00: its start, 8:00, is not a time written HH:MM on the 24-hour clock: write it like 14:00 (2 pm) or 08:00`,
      `${file}:24 — sameDayCutoff: sameDayCutoff, 2pm, is not a time written HH:MM on the 24-hour clock: write it like 14:00 (2 pm) or 08:00`,
    ]);
  });

  it('refuses a cut-off outside the day', () => {
    swap(schedule, ['sameDayCutoff: 14:00', 'sameDayCutoff: 24:30']);
    expect(errors()).toEqual([
      `${file}:24 — sameDayCutoff: sameDayCutoff, 24:30, is outside the day: write a time from 00:00 to 23:59, such as 14:00`,
    ]);
  });

  it('refuses a window that ends before it starts, or when it starts', () => {
    swap(schedule, ['  - 10:00-12:00', '  - 12:00-10:00'], ['    - 20:00-22:00', '    - 20:00-20:00']);
    expect(errors()).toEqual([
      `${file}:17 — the second window: the window 12:00-10:00 ends before it starts: write the start first and the end after it, like 08:00-10:00`,
      `${file}:55 — the third window: the window 20:00-20:00 ends when it starts: write the start first and the end after it, like 08:00-10:00`,
    ]);
  });

  it('refuses overlapping windows, the usual ones and the Ramadan ones', () => {
    swap(schedule, ['  - 13:00-15:00', '  - 11:00-15:00'], ['    - 11:00-13:00', '    - 10:30-13:00']);
    expect(errors()).toEqual([
      `${file}:18 — the third window: the window 11:00-15:00 overlaps 10:00-12:00: a visit fits in one window, so start this one at 12:00 or later, or end the other one sooner`,
      `${file}:54 — the second window: the window 10:30-13:00 overlaps 09:00-11:00: a visit fits in one window, so start this one at 11:00 or later, or end the other one sooner`,
    ]);
  });

  it('refuses a holiday that is not a day of the calendar, or not a date at all', () => {
    swap(schedule, ['  - 2027-01-01', '  - 2027-02-30'], ['  - 2027-06-06', '  - 6 June']);
    expect(errors()).toEqual([
      `${file}:32 — holiday 1: the holiday, 2027-02-30, is not a day of the calendar: check the month and the day, written year-month-day, like 2027-12-02`,
      `${file}:40 — holiday 9: the holiday must be a day written year-month-day, like 2027-12-02`,
    ]);
  });

  it('refuses a Ramadan that ends before it starts', () => {
    swap(schedule, ['  end: 2027-03-09', '  end: 2027-02-01']);
    expect(errors()).toEqual([
      `${file}:51 — ramadan.end: Ramadan ends (2027-02-01) before it starts (2027-02-08): write its first day as start and its last day as end`,
    ]);
  });

  it.each(['0', '1.5', '90', 'two weeks'])('refuses daysAhead: %s, not a whole number from 1 to 60', (value) => {
    swap(schedule, ['daysAhead: 14', `daysAhead: ${value}`]);
    expect(errors()).toEqual([
      `${file}:27 — daysAhead: daysAhead must be a whole number of days from 1 to 60, such as 14`,
    ]);
  });

  it('refuses a day of the week it does not know', () => {
    swap(schedule, ['saturday]', 'Saturday]']);
    expect(errors()).toEqual([
      `${file}:10 — item 6 of workingDays: Saturday is not a day of the week: write the days in English, in small letters: sunday, monday, tuesday, wednesday, thursday, friday, saturday`,
    ]);
  });
});

describe('npm run check: the phone numbers in settings', () => {
  const settings = 'settings/site.yaml';
  const file = `src/content/${settings}`;

  it('refuses a number cut short, naming the field', () => {
    swap(settings, ['phone: +971 4 555 0142', 'phone: +971 4 55']);
    expect(errors()).toEqual([
      `${file}:12 — phone: the phone number in settings (phone), +971 4 55, is too short: write the whole number, such as +971 4 321 9876, or a toll-free number such as 800 4321`,
    ]);
  });

  it('refuses a mobile number of another country and a WhatsApp number that is no valid UAE number', () => {
    swap(
      settings,
      ['mobile: +971 50 555 0178', 'mobile: +44 20 7946 0958'],
      ['whatsapp: +971 50 555 0178', 'whatsapp: +971 10 555 0178'],
    );
    expect(errors()).toEqual([
      `${file}:13 — mobile: the mobile number in settings (mobile), +44 20 7946 0958, is not a UAE number: write a number that starts with +971 or 0, or a toll-free number such as 800 4321`,
      `${file}:15 — whatsapp: the WhatsApp number in settings (whatsapp), +971 10 555 0178, is not a valid UAE number: check its digits; a landline is written like +971 4 321 9876, a mobile like +971 50 123 4567`,
    ]);
  });

  it('refuses Arabic-Indic digits: the site prints and dials the number as written', () => {
    swap(settings, ['phone: +971 4 555 0142', 'phone: ٠٤ ٥٥٥ ٠١٤٢']);
    expect(errors()).toEqual([
      `${file}:12 — phone: the phone number in settings (phone) can hold only the digits 0–9, spaces, +, - and brackets: write it like +971 4 321 9876`,
    ]);
  });

  it('accepts a toll-free 800 number', () => {
    swap(settings, ['phone: +971 4 555 0142', 'phone: 800 4321']);
    expect(errors()).toEqual([]);
  });
});

describe('npm run check: fields named as a person counts them', () => {
  const service = 'services/hvac-system-in-dubai-uae.yaml';
  const settings = 'settings/site.yaml';

  it("names a list item's field from one, in words: the third point's link, the second section's heading", () => {
    swap(
      service,
      ['  - name: Split, ducted and VRF systems\n', '$&    link: contact\n'],
      ['  - heading: "Servicing that keeps efficiency up"\n', '  - heading: ""\n'],
    );
    expect(errors()).toEqual([
      `src/content/${service}:24 — the third point's link: a link must be a path on this site that starts with "/", for example /contact`,
      `src/content/${service}:38 — the second section's heading: heading is empty`,
    ]);
  });

  it('names a social link and an address line by their number', () => {
    swap(
      settings,
      ['url: https://www.facebook.com/burjhorizon.example', 'url: www.facebook.com/burjhorizon'],
      ['  - Al Quoz Industrial Area 3\n', '  - ""\n'],
    );
    expect(errors()).toEqual([
      'src/content/settings/site.yaml:18 — address line 2: address line is empty',
      'src/content/settings/site.yaml:25 — social link 1: a social link must be a full web address starting with https://',
    ]);
  });
});
