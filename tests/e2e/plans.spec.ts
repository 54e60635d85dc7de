/**
 * The plans page's size choice in Firefox and WebKit: choosing a size shows each plan's price for
 * it, by style alone (radio buttons and :has(), no script), in both editions. Chromium checks the
 * same choice with JavaScript off (plans.chromium.spec.ts), which proves it needs no script.
 */
import { editions } from './support/editions.ts';
import { plansOf } from './support/plans.ts';
import { expect, sameAtEverySize, test } from './support/test.ts';

sameAtEverySize('what the size choice shows');
test.skip(
  ({ engine }) => engine === 'chromium',
  'Chromium: the same choice without JavaScript, in plans.chromium.spec.ts',
);

for (const edition of editions) {
  const plans = plansOf(edition);

  test(`${edition.title}: choosing a villa's size shows each plan's price for it`, async ({ visitor }) => {
    await visitor.open(`${edition.pathPrefix}/plans`);
    const shownPrices = () =>
      visitor.run(() =>
        [...document.querySelectorAll<HTMLElement>('section.plan .plan-prices li')]
          .filter((item) => item.checkVisibility())
          .map((item) => item.querySelector('strong')!.textContent),
      );
    await expect.poll(shownPrices).toEqual(plans.map((plan) => plan.price('apartment', 'studio')));
    // The sixth size: a villa with 3 bedrooms, after five sizes of apartment.
    await visitor.click('label:has(> [data-size="6"])');
    await expect.poll(shownPrices).toEqual(plans.map((plan) => plan.price('villa', '3 bedrooms')));
  });
}
