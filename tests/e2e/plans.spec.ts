/**
 * The plans page (/plans, /ar/plans), in both editions. In Chromium: a card per plan on a phone (320
 * and 390 px) and a table from the lg breakpoint (1280 px), with nothing scrolling sideways; the
 * size choice with JavaScript off, which proves it needs no script; the printed sheet; "Ask for
 * this plan" reaching the contact form with the plan and the size in its message; the annual
 * maintenance service's brief; the offers in its structured data. In Firefox and WebKit, the same
 * size choice: choosing a size shows each plan's price for it, by style alone (radio buttons and
 * :has()). In Chromium, from its accessibility tree: a choice says for which size the prices now are.
 */
import type { Page } from '@playwright/test';
import { politeAnnouncements } from './support/accessibility-tree.ts';
import { editions } from './support/editions.ts';
import { plansOf, writtenPlans } from './support/plans.ts';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';

/** Each plan's box, and whether the page is wider than the window. */
const layout = (page: Page) =>
  page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    plans: [...document.querySelectorAll('section.plan')].map((plan) => {
      const { top, bottom, left, right } = plan.getBoundingClientRect();
      return { top, bottom, left, right };
    }),
  }));

// In Firefox and WebKit: each draws the page with its own code.
test.describe(() => {
  sameAtEverySize('what the size choice shows');
  test.skip(
    ({ engine }) => engine === 'chromium',
    "Chromium: the same choice without JavaScript, in this file's Chromium tests",
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
});

for (const edition of editions) {
  const { ui, pathPrefix, title } = edition;
  const plans = plansOf(edition);
  const plansPath = `${pathPrefix}/plans`;

  test(
    `${title}: one card per plan on a phone, a table on a wide screen, and nothing scrolls sideways; printed, a plan sheet`,
    CHROMIUM_ONLY,
    async ({ page, formFactor }) => {
      const widths = formFactor === 'phone' ? [320, 390] : [1280];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(plansPath);
        const { sideways, plans: boxes } = await layout(page);
        expect(sideways, `${width} px`).toBe(false);
        expect(boxes).toHaveLength(plans.length);
        const yearlyPrice = page.locator('section.plan').first().getByText(ui.plans.yearlyPrice, { exact: true });
        if (width < 992) {
          // Cards, one under another, each naming its own rows.
          for (const [above, below] of boxes.slice(0, -1).map((box, index) => [box, boxes[index + 1]!])) {
            expect(below.top, `${width} px`).toBeGreaterThanOrEqual(above.bottom);
          }
          expect((await yearlyPrice.boundingBox())!.width).toBeGreaterThan(1);
        } else {
          // Columns of one table: side by side, the same height, the rows named once in a first column.
          expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
          expect(new Set(boxes.map((box) => Math.round(box.bottom))).size).toBe(1);
          // Said to screen readers only, in a box of one pixel.
          expect((await yearlyPrice.boundingBox())!.width).toBeLessThanOrEqual(1);
          await expect(page.locator('[aria-hidden=true]').getByText(ui.plans.yearlyPrice)).toBeVisible();
          const rowTops = await page
            .locator('section.plan')
            .evaluateAll((sections) =>
              sections.map((section) =>
                [...section.querySelectorAll('dl > div')].map((row) => Math.round(row.getBoundingClientRect().top)),
              ),
            );
          expect(new Set(rowTops.map((tops) => tops.join())).size, 'each row starts at one height in every plan').toBe(
            1,
          );
        }
      }
      if (formFactor === 'phone') return;
      // Printed (from a desktop, the same at every size), the page is a plan sheet: every plan with
      // every size's price, the calendar, no frame or buttons.
      await page.emulateMedia({ media: 'print' });
      try {
        for (const frame of ['body > header', 'body > footer', 'main nav']) {
          await expect(page.locator(frame).first(), frame).toBeHidden();
        }
        await expect(page.getByRole('group', { name: ui.plans.sizeChoice })).toBeHidden();
        const buttons = page.locator('section.plan button');
        await expect(buttons).toHaveCount(plans.length);
        for (const button of await buttons.all()) await expect(button).toBeHidden();
        for (const plan of plans) {
          const card = page.locator(`section#${plan.id}`);
          await expect(card.getByRole('heading', { name: plan.name })).toBeVisible();
          await expect(card.locator('.plan-prices li:visible')).toHaveCount(plan.sizes);
        }
        await expect(page.getByRole('heading', { name: ui.plans.calendarHeading })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(11, 37, 69)');
      } finally {
        await page.emulateMedia({ media: null });
      }
    },
  );

  test.describe('', CHROMIUM_ONLY, () => {
    sameAtEverySize('what the size choice shows');
    test.use({ javaScriptEnabled: false });

    test(`${title}: the size choice shows each plan's price for the chosen size, with no script`, async ({ page }) => {
      await page.goto(plansPath);
      const shownPrices = () => page.locator('section.plan .plan-prices li:visible strong').allTextContents();
      await expect.poll(shownPrices).toEqual(plans.map((plan) => plan.price('apartment', 'studio')));
      await page
        .getByRole('group', { name: ui.plans.types.villa })
        .getByText(ui.plans.bedrooms(3), { exact: true })
        .click();
      await expect(page.getByRole('radio', { name: ui.plans.bedrooms(3) }).last()).toBeChecked();
      await expect.poll(shownPrices).toEqual(plans.map((plan) => plan.price('villa', '3 bedrooms')));
    });
  });

  test.describe('', CHROMIUM_ONLY, () => {
    sameAtEverySize('what a screen reader hears of the size choice');

    test(`${title}: choosing a size says, in a polite live region, for which size the prices now are`, async ({
      page,
    }) => {
      await page.goto(plansPath);
      expect(await politeAnnouncements(page), 'nothing said before a choice').toEqual(['']);
      const choose = (type: 'apartment' | 'villa', bedrooms: number) =>
        page
          .getByRole('group', { name: ui.plans.types[type] })
          .getByText(ui.plans.bedrooms(bedrooms), { exact: true })
          .click();
      await choose('villa', 3);
      await expect.poll(() => politeAnnouncements(page)).toEqual([ui.plans.pricesFor(ui.plans.size('villa', 3))]);
      await choose('apartment', 0);
      await expect.poll(() => politeAnnouncements(page)).toEqual([ui.plans.pricesFor(ui.plans.size('apartment', 0))]);
    });
  });

  test.describe('', CHROMIUM_ONLY, () => {
    sameAtEverySize('where Ask for this plan leads', 'phone');

    // One path through the pages, as a visitor takes it: the service, its comparison, a plan asked for.
    test(`${title}: the annual maintenance service shows each plan's price from and leads to the comparison, whose structured data offers each plan at its lowest yearly price in AED, saying whether VAT is included; Ask for this plan opens the contact form with the plan and the chosen size in the message`, async ({
      page,
    }) => {
      await page.goto(`${pathPrefix}/service/${writtenPlans.service}`);
      for (const plan of plans) {
        const link = page.getByRole('link', { name: plan.name, exact: true });
        await expect(link).toHaveAttribute('href', `${plansPath}#${plan.id}`);
        await expect(link.locator('..')).toContainText(ui.plans.from(plan.price('apartment', 'studio')));
      }
      await page.getByRole('link', { name: ui.plans.compare }).click();
      await expect(page).toHaveURL(new RegExp(`${plansPath}$`));

      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
        JSON.parse(text),
      );
      const catalog = data.flat().find((item) => item['@type'] === 'OfferCatalog');
      expect(
        catalog.itemListElement.map((offer: Record<string, { valueAddedTaxIncluded?: boolean } | string>) => [
          offer['@type'],
          offer.name,
          offer.priceCurrency,
          (offer.priceSpecification as { valueAddedTaxIncluded: boolean }).valueAddedTaxIncluded,
        ]),
      ).toEqual(plans.map((plan) => ['Offer', plan.name, 'AED', true]));
      expect(catalog.itemListElement.map((offer: { price: number }) => offer.price)).toEqual(
        writtenPlans.plans.map((plan) => plan.prices.apartment.studio),
      );

      const standard = plans.find((plan) => plan.id === 'standard')!;
      await page
        .getByRole('group', { name: ui.plans.types.villa })
        .getByText(ui.plans.bedrooms(3), { exact: true })
        .click();
      await page.getByRole('button', { name: new RegExp(`${ui.plans.ask}.*${standard.name}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${pathPrefix}/contact\\?.*#quote-heading$`));
      await expect(page.locator('textarea[name=message]')).toHaveValue(
        `${ui.plans.planNamed(standard.name)} — ${ui.plans.size('villa', 3)}\n`,
      );
      await expect(page.locator('select[name=service]')).toHaveValue(writtenPlans.service);
      await expect(page.locator('input[name=page]')).toHaveValue(plansPath);
    });
  });
}
