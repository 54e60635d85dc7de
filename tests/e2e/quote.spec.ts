/**
 * A quote in one tap, in Chromium, Firefox and WebKit, in both editions (the links at phone size,
 * the bubbles at desktop size: neither depends on the screen): a service page's quote link opens
 * the form with that service chosen before the form's island wakes, and an empty or malformed field
 * is answered in Arabic on the Arabic page although every engine here runs in English: by the
 * browser's own bubble before the form wakes, inline under each field (as the server's refusal)
 * after. What the WhatsApp links carry is the server's markup, the same in every engine:
 * whatsapp.spec.ts.
 */
import { editionInfo } from '../../src/lib/i18n/index.ts';
import { editions } from './support/editions.ts';
import { expect, sameAtEverySize, test } from './support/test.ts';
import { islandAwake } from '../../harness/islands.ts';

const HVAC = 'hvac-system-in-dubai-uae';

test.describe('links', () => {
  // The field bubbles below run at desktop size.
  sameAtEverySize('what a link carries', 'phone');

  for (const edition of editions) {
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
  }
});

/** The island code refused at the network, as on a slow connection before it arrives. */
const islandCode = (path: string) => path.startsWith('/_astro/') && path.endsWith('.js');

test.describe('field errors before sending', () => {
  sameAtEverySize('what a field says');
  const errors = editionInfo.ar.ui.contactFieldErrors;

  test(`Arabic page, English browser: before the form wakes, the browser's bubbles speak Arabic`, async ({
    visitor,
    siteProxy,
  }) => {
    const origin = (await siteProxy(islandCode)).url;
    await visitor.open(`${origin}/ar/contact`);
    const bubble = (field: string) =>
      visitor.run((name) => document.querySelector<HTMLInputElement>(`[name=${name}]`)!.validationMessage, field);
    await visitor.click('[data-testid="contact-form"] button[type="submit"]');
    await expect.poll(() => bubble('name')).toBe(errors.nameMissing);
    await visitor.type('input[name="name"]', 'سالم');
    await visitor.type('input[name="email"]', 'not-an-address');
    await visitor.click('[data-testid="contact-form"] button[type="submit"]');
    await expect.poll(() => bubble('email')).toBe(errors.emailInvalid);
  });

  test(`Arabic page, English browser: once the form wakes, every error shows under its field in Arabic, marked invalid, with the summary, as the server's refusal shows them`, async ({
    visitor,
  }) => {
    await visitor.open('/ar/contact');
    await islandAwake(visitor, 'LeadForm', '[data-testid="contact-form"] input[name="name"]');
    await visitor.type('input[name="email"]', 'not-an-address');
    await visitor.click('[data-testid="contact-form"] button[type="submit"]');
    const shown = () =>
      visitor.run(() =>
        ['name', 'email', 'message'].map((name) => {
          const field = document.querySelector(`[name=${name}]`)!;
          return [
            field.getAttribute('aria-invalid'),
            document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent?.trim(),
          ];
        }),
      );
    await expect.poll(shown).toEqual([
      ['true', errors.nameMissing],
      ['true', errors.emailInvalid],
      ['true', errors.messageMissing],
    ]);
    expect(await visitor.run(() => document.querySelector('[data-testid="contact-status"]')?.textContent?.trim())).toBe(
      editionInfo.ar.ui.contactAnswers.invalid,
    );
    expect(
      await visitor.run(() => document.activeElement?.getAttribute('name')),
      'focus on the first field in error',
    ).toBe('name');
  });
});
