/**
 * A visit request without JavaScript, in Chromium, Firefox and WebKit, in both editions: a day the
 * page offered but the schedule no longer allows (a page built days ago) is refused by the server
 * in the page's language, under the day, with every other field as typed. Each engine posts the
 * form itself (multipart, for the photos' field), and the answer page is the server's.
 */
import { editionInfo } from '../../src/lib/i18n/index.ts';
import { editions } from './support/editions.ts';
import { expect, sameAtEverySize, test, type Visitor } from './support/test.ts';

sameAtEverySize("the server's refusal of a day");

/** A day long gone, put in the place of the first day the page offers. */
const PAST_DAY = '2020-01-06';

const fieldValues = (visitor: Visitor) =>
  visitor.run(() => {
    const form = document.querySelector<HTMLFormElement>('#booking-form')!;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    return { area: value('area'), problem: value('problem'), urgency: value('urgency'), phone: value('phone') };
  });

const typed = { area: 'Mirdif', problem: 'The AC blows warm air.', urgency: 'same-day', phone: '+971 50 123 4567' };

for (const edition of editions) {
  const { visitRequest } = editionInfo[edition.code].ui;

  test(`${edition.title}, without JavaScript: a day gone by is refused under the day in the page's language, every field kept`, async ({
    scriptless,
  }) => {
    await scriptless.open(`${edition.pathPrefix}/book`);
    await scriptless.run((day) => {
      const form = document.querySelector<HTMLFormElement>('#booking-form')!;
      const choose = (name: string, pick: (select: HTMLSelectElement) => string) => {
        const select = form.elements.namedItem(name) as HTMLSelectElement;
        select.value = pick(select);
      };
      // The page as a build of last week wrote it: its first day has gone by.
      form.querySelector<HTMLOptionElement>('select[name=day] option:nth-child(2)')!.value = day;
      choose('day', () => day);
      choose('window', (select) => select.options[1]!.value);
      choose('property', () => 'villa');
      choose('urgency', () => 'same-day');
    }, PAST_DAY);
    await scriptless.type('#booking-form input[name="area"]', typed.area);
    await scriptless.type('#booking-form textarea[name="problem"]', typed.problem);
    await scriptless.type('#booking-form input[name="name"]', 'Fatima');
    await scriptless.type('#booking-form input[name="phone"]', typed.phone);
    await scriptless.click('#booking-form button[type="submit"]');
    await expect.poll(() => scriptless.location()).toBe(`${edition.pathPrefix}/book/send`);
    expect(await scriptless.run(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      edition.lang,
      edition.dir,
    ]);
    expect(await scriptless.run(() => document.querySelector('#booking-day-error')?.textContent?.trim())).toBe(
      visitRequest.refusals.past({ daysAhead: 14, sameDayCutoff: '' }),
    );
    expect(await fieldValues(scriptless)).toEqual(typed);
  });
}
