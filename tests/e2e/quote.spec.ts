/**
 * A quote in one tap, in Chromium, Firefox and WebKit, in both editions (the links at phone size,
 * the bubbles at desktop size: neither depends on the screen): a service page's quote link opens
 * the form with that service chosen before the form's island wakes, the WhatsApp links carry the number and a greeting in the page's language, and the
 * browser's own bubble for an empty or malformed field speaks Arabic on the Arabic page although
 * every engine here runs in English.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { editionInfo } from '../../src/lib/i18n/index.ts';
import { editions } from './support/editions.ts';
import { expect, sameAtEverySize, test } from './support/test.ts';
import { islandAwake } from './support/islands.ts';

const HVAC = 'hvac-system-in-dubai-uae';
const whatsappDigits = (
  parse(readFileSync('src/content/settings/site.yaml', 'utf8')) as { whatsapp: string }
).whatsapp.replace(/\D/g, '');

test.describe('links', () => {
  // The field bubbles below run at desktop size.
  sameAtEverySize('what a link carries', 'phone');

  for (const edition of editions) {
    const { ui } = edition;

    test(`${edition.title}: a service page's quote link opens the form with the service chosen`, async ({
      visitor,
    }) => {
      await visitor.open(`${edition.pathPrefix}/service/${HVAC}`);
      const inFirstScreen = await visitor.run(() => {
        const box = document.querySelector('[data-quote-link]')!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      });
      expect(inFirstScreen, 'the quote link at the top is seen without scrolling').toBe(true);
      await visitor.click('[data-quote-link]');
      await expect.poll(() => visitor.location()).toBe(`${edition.pathPrefix}/contact#quote-heading`);
      await expect
        .poll(() =>
          visitor.run(() => [
            document.querySelector<HTMLSelectElement>('select[name=service]')?.value,
            document.querySelector<HTMLInputElement>('input[name=page]')?.value,
          ]),
        )
        .toEqual([HVAC, `${edition.pathPrefix}/service/${HVAC}`]);
    });

    test(`${edition.title}: WhatsApp links carry the number and a greeting in the page's language`, async ({
      visitor,
    }) => {
      await visitor.open(`${edition.pathPrefix}/contact`);
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
});

/** The island code refused at the network, as on a slow connection before it arrives. */
const islandCode = (path: string) => path.startsWith('/_astro/') && path.endsWith('.js');

test.describe('field bubbles', () => {
  sameAtEverySize('what a field says');

  for (const state of ['before', 'after'] as const) {
    test(`Arabic page, English browser: the field bubbles speak Arabic ${state} the form wakes`, async ({
      visitor,
      siteProxy,
    }) => {
      const origin = state === 'before' ? (await siteProxy(islandCode)).url : '';
      await visitor.open(`${origin}/ar/contact`);
      if (state === 'after') {
        await islandAwake(visitor, 'ContactForm', '[data-testid="contact-form"] input[name="name"]');
      }
      const bubble = (field: string) =>
        visitor.run((name) => document.querySelector<HTMLInputElement>(`[name=${name}]`)!.validationMessage, field);
      await visitor.click('[data-testid="contact-form"] button[type="submit"]');
      await expect.poll(() => bubble('name')).toBe(editionInfo.ar.ui.contactFieldErrors.nameMissing);
      await visitor.type('input[name="name"]', 'سالم');
      await visitor.type('input[name="email"]', 'not-an-address');
      await visitor.click('[data-testid="contact-form"] button[type="submit"]');
      await expect.poll(() => bubble('email')).toBe(editionInfo.ar.ui.contactFieldErrors.emailInvalid);
    });
  }
});
