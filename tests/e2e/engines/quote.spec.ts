/**
 * A quote in one tap, in Chromium, Firefox and WebKit at phone and desktop sizes, in both editions:
 * a service page's quote link opens the form with that service chosen before the form's island
 * wakes, and the WhatsApp links carry the number and a greeting in the page's language.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ar } from '../../../src/lib/i18n/ar.ts';
import { en } from '../../../src/lib/i18n/en.ts';
import { editions } from '../support/engines/editions.ts';
import { expect, test } from '../support/engines/visitor.ts';

const HVAC = 'hvac-system-in-dubai-uae';
const whatsappDigits = (
  parse(readFileSync('src/content/settings/site.yaml', 'utf8')) as { whatsapp: string }
).whatsapp.replace(/\D/g, '');

for (const edition of editions) {
  const ui = edition.code === 'ar' ? ar : en;

  test(`${edition.title}: a service page's quote link opens the form with the service chosen`, async ({ visitor }) => {
    await visitor.open(`${edition.prefix}/service/${HVAC}`);
    await visitor.click('[data-quote-link]');
    await expect.poll(() => visitor.location()).toBe(`${edition.prefix}/contact#quote-heading`);
    await expect
      .poll(() =>
        visitor.run(() => [
          document.querySelector<HTMLSelectElement>('select[name=service]')?.value,
          document.querySelector<HTMLInputElement>('input[name=page]')?.value,
        ]),
      )
      .toEqual([HVAC, `${edition.prefix}/service/${HVAC}`]);
  });

  test(`${edition.title}: WhatsApp links carry the number and a greeting in the page's language`, async ({
    visitor,
  }) => {
    await visitor.open(`${edition.prefix}/contact`);
    const links = await visitor.run(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="https://wa.me/"]')].map((link) => [
        new URL(link.href).pathname.slice(1),
        new URL(link.href).searchParams.get('text'),
      ]),
    );
    // Top bar, navigation bar, contact details, footer.
    expect(links).toEqual(Array(4).fill([whatsappDigits, ui.whatsappGreeting]));
  });
}
