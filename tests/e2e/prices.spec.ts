/**
 * A service's price guide and warranty as a visitor finds them, in both editions: a priced
 * service's table (caption, a header for each row, amounts in the edition's way), the day its
 * prices were last reviewed and its warranty with the way to claim it; nothing on a service
 * without prices; "From AED …" on the priced services' cards; "Warranty claim" in the contact
 * form. What a sent claim says in the office's mail: tests/integration/contact.test.ts.
 */
import { type Locator } from '@playwright/test';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { editions } from './support/editions.ts';

sameAtEverySize('what the price guide says');

/** What Intl writes around an amount: a right-to-left mark on each side in Arabic, a no-break space inside. */
const RLM = '\u200f';
const NBSP = '\u00a0';
const HVAC = '/service/hvac-system-in-dubai-uae';
/** A service whose files carry no prices and no warranty. */
const UNPRICED = '/service/building-facility-management-in-uae';

/** Each edition's words for the HVAC service's guide, written out as a visitor reads them. */
const expected = {
  en: {
    rows: [
      ['Split AC service\nper unit', `from AED${NBSP}150`],
      ['Ducted AC service\nper unit', `from AED${NBSP}220`],
      ['Refrigerant gas top-up\nper unit', `from AED${NBSP}250`],
      ['Call-out or inspection fee\ndeducted from the bill if the work goes ahead', `AED${NBSP}99`],
      ['Each hour after the first', `AED${NBSP}120`],
      ['Visit outside opening hours, on top', `AED${NBSP}100`],
    ],
    reviewed: 'Prices last reviewed on October 1, 2026',
    warranty: 'Workmanship warranty: 90 days on repairs, 30 days on servicing. How to claim',
    cards: {
      'HVAC Systems': `From AED${NBSP}150`,
      'Plumbing Services': `From AED${NBSP}90`,
      'Electrical Services': `From AED${NBSP}60`,
    },
    claims: 'Warranty claims',
  },
  ar: {
    rows: [
      ['خدمة المكيف المنفصل (سبليت)\nللوحدة', `ابتداءً من ${RLM}150${NBSP}د.إ.${RLM}`],
      ['خدمة الوحدة المركزية بمجاري الهواء (الدكت)\nللوحدة', `ابتداءً من ${RLM}220${NBSP}د.إ.${RLM}`],
      ['إعادة تعبئة غاز التبريد\nللوحدة', `ابتداءً من ${RLM}250${NBSP}د.إ.${RLM}`],
      ['رسوم الزيارة أو المعاينة\nتُخصم من الفاتورة إذا نُفّذ العمل', `${RLM}99${NBSP}د.إ.${RLM}`],
      ['كل ساعة بعد الساعة الأولى', `${RLM}120${NBSP}د.إ.${RLM}`],
      ['زيارة خارج ساعات العمل، إضافةً إلى السعر', `${RLM}100${NBSP}د.إ.${RLM}`],
    ],
    reviewed: 'آخر مراجعة للأسعار في 1 أكتوبر 2026',
    warranty: 'ضمان جودة العمل: 90 يومًا على الإصلاحات و30 يومًا على الصيانة الدورية. طريقة المطالبة بالضمان',
    cards: {
      'أنظمة التدفئة والتهوية وتكييف الهواء (HVAC)': `ابتداءً من ${RLM}150${NBSP}د.إ.${RLM}`,
      'خدمات السباكة': `ابتداءً من ${RLM}90${NBSP}د.إ.${RLM}`,
      'الخدمات الكهربائية': `ابتداءً من ${RLM}60${NBSP}د.إ.${RLM}`,
    },
    claims: 'المطالبة بالضمان',
  },
};

/** Each body row of a table as its header's and its cell's text, as the page lays them out. */
const rowsOf = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        (row.querySelector('th[scope=row]') as HTMLElement).innerText.trim(),
        (row.querySelector('td') as HTMLElement).innerText.trim(),
      ]),
    );

for (const edition of editions) {
  const { ui, pathPrefix, title } = edition;
  const words = expected[edition.code];

  test(
    `${title}: a priced service shows its price guide and warranty; one without prices shows none`,
    CHROMIUM_ONLY,
    async ({ page }) => {
      await page.goto(`${pathPrefix}${HVAC}`);
      const guide = page.getByRole('region', { name: ui.priceGuide.heading });
      const table = guide.getByRole('table', { name: ui.priceGuide.caption });
      await expect(table.getByRole('columnheader')).toHaveText([ui.priceGuide.job, ui.priceGuide.price]);
      expect(await rowsOf(table)).toEqual(words.rows);
      await expect(guide.getByText(words.reviewed)).toBeVisible();
      await expect(guide.locator('p', { hasText: ui.priceGuide.warranty })).toHaveText(words.warranty);

      await guide.getByRole('link', { name: ui.priceGuide.howToClaim }).click();
      await expect(page).toHaveURL(`${pathPrefix}/contact#warranty`);
      await expect(page.getByRole('heading', { name: words.claims })).toBeInViewport();
      await expect(page.getByLabel(ui.contactForm.service).locator('option[value=warranty]')).toHaveText(
        ui.contactForm.serviceWarranty,
      );

      await page.goto(`${pathPrefix}${UNPRICED}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByText(ui.priceGuide.warranty)).toHaveCount(0);
    },
  );

  test(
    `${title}: the services list shows the starting price on the cards of priced services only`,
    CHROMIUM_ONLY,
    async ({ page }) => {
      await page.goto(`${pathPrefix}/service`);
      const cards = page.getByRole('article');
      const prices = await cards.evaluateAll((articles) =>
        articles.map((card) => [
          card.querySelector('h2')!.textContent!.trim(),
          [...card.querySelectorAll('p')].map((line) => line.textContent!.trim()).slice(1),
        ]),
      );
      const priced = Object.fromEntries(
        prices.filter(([, lines]) => lines.length > 0).map(([name, [line]]) => [name, line]),
      );
      expect(priced).toEqual(words.cards);
      expect(prices.length).toBeGreaterThan(Object.keys(words.cards).length);
    },
  );
}
