/**
 * The error summary of the two lead forms (the contact form on /contact, the visit request form on
 * /book), in both editions: after a send that the form or the server refuses, a box before the
 * form's fields takes focus, names how many fields need attention in the page's words, and links to
 * each field in error by its message; a link moves focus to its field with its label in view. In
 * every engine, with JavaScript (the awake form's own check on an empty send, then the server's
 * refusal of what the browser let through: a phone number in words) and without it (the server's
 * answer page, for fields of spaces, a phone number in words or a day gone by). In Chromium: the
 * summary as the accessibility tree reads it (an alert with its heading and its links, and the old
 * sentence by the Send button gone), and the summary at 400% zoom with WCAG's text spacing and in
 * forced colours. The fields' own errors: contact-form.spec.ts, visit-request.spec.ts.
 */
import { islandAwake } from '../../harness/islands.ts';
import { editionInfo, type Edition } from '../../src/lib/i18n/index.ts';
import { editions } from './support/editions.ts';
import { applyTextSpacing, controlsOutOfReach, textLayoutFaults } from './support/reflow.ts';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test, type Visitor } from './support/test.ts';
import { choose, fillForVisitor, TYPED } from './support/visit-requests.ts';

sameAtEverySize('what the error summary says and where its links lead', 'phone');

/** The summary's heading: how many fields need attention, in each edition's words (Arabic: the noun's form follows the count). */
const HEADINGS: Record<Edition, Record<number, string>> = {
  en: {
    1: '1 field needs attention',
    2: '2 fields need attention',
    3: '3 fields need attention',
    7: '7 fields need attention',
  },
  ar: {
    1: 'يحتاج حقل واحد إلى مراجعة',
    2: 'يحتاج حقلان إلى مراجعة',
    3: 'يحتاج 3 حقول إلى مراجعة',
    7: 'يحتاج 7 حقول إلى مراجعة',
  },
};

/** A day long gone, in the place of a day the page offers. */
const PAST_DAY = '2020-01-06';

/** A phone number a visitor wrote in words: the browser takes it, the server refuses it. */
const PHONE_IN_WORDS = 'call me';

/**
 * The error summary of the form `formId` as a visitor meets it: whether it holds focus, whether it
 * comes before the form's first field, its heading and its links (address and words); null when
 * there is none.
 */
const summaryOf = (visitor: Visitor, formId: string) =>
  visitor.run((id) => {
    const form = document.getElementById(id)!;
    const alert = form.querySelector('[role="alert"]');
    if (!alert) return null;
    const focused = document.activeElement;
    const firstField = form.querySelector('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')!;
    return {
      focused: !!focused && focused !== form && form.contains(focused) && focused.contains(alert),
      beforeFields: !!(alert.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING),
      heading: alert.querySelector('h2, h3')?.textContent?.trim(),
      links: [...alert.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.textContent?.trim()]),
    };
  }, formId);

/**
 * After a tap on a summary's link to the field `fieldId`: whether the field holds focus and its
 * label shows in the window, not under the fixed header. The page may still glide there.
 */
const landedOn = (visitor: Visitor, fieldId: string) =>
  visitor.run((id) => {
    const label = document.querySelector(`label[for="${id}"]`)!;
    const box = label.getBoundingClientRect();
    const atLabel = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      focused: document.activeElement?.id,
      labelShown: box.top >= 0 && box.bottom <= innerHeight && !!atLabel && label.contains(atLabel),
    };
  }, fieldId);

/**
 * Opens the page at `path` and wakes its form `formId` with a touch on its first text field, until
 * the form checks its own fields (React hydrates in a transition: a Send at once could still meet
 * the browser's bubble).
 */
async function openAwake(visitor: Visitor, path: string, formId: string) {
  await visitor.open(path);
  await islandAwake(visitor, 'LeadForm', `#${formId} input[type="text"]`);
  await expect
    .poll(() => visitor.run((id) => (document.getElementById(id) as HTMLFormElement).noValidate, formId))
    .toBe(true);
}

/** What a refused send should bring: the summary's heading and links, and the link to follow. */
interface Refusal {
  heading: string;
  links: [string, string][];
  /** The id of the field whose link the visitor follows. */
  follow: string;
}

/**
 * Sends the form `formId` as it stands, and sees it refused: the summary holds focus, comes before
 * the fields and says the heading over the links (address and words); the link followed takes
 * focus to its field, its label in view.
 */
async function sendRefused(visitor: Visitor, formId: string, { heading, links, follow }: Refusal) {
  await visitor.click(`#${formId} button[type="submit"]`);
  await expect.poll(() => summaryOf(visitor, formId)).toEqual({ focused: true, beforeFields: true, heading, links });
  await visitor.click(`a[href="#${follow}"]`);
  await expect.poll(() => landedOn(visitor, follow)).toEqual({ focused: follow, labelShown: true });
}

for (const edition of editions) {
  const { ui } = editionInfo[edition.code];
  const contactErrors = ui.contactFieldErrors;
  const visitErrors = { ...ui.visitRequest.fieldErrors, ...ui.contactFieldErrors };
  const headings = HEADINGS[edition.code];

  test(`${edition.title} contact form with JavaScript: an empty send, then a phone number the server refuses, each get a focused summary before the fields that links to every field in error`, async ({
    visitor,
  }) => {
    await openAwake(visitor, `${edition.pathPrefix}/contact`, 'contact-form');
    await sendRefused(visitor, 'contact-form', {
      heading: headings[3]!,
      links: [
        ['#contact-name', contactErrors.nameMissing],
        ['#contact-email', contactErrors.emailMissing],
        ['#contact-message', contactErrors.messageMissing],
      ],
      follow: 'contact-message',
    });

    await visitor.type('#contact-form input[name="name"]', 'Salem');
    await visitor.type('#contact-form input[name="email"]', 'salem@example.com');
    await visitor.type('#contact-form input[name="mobile"]', PHONE_IN_WORDS);
    await visitor.type('#contact-form textarea[name="message"]', 'Please call me about the chiller.');
    await sendRefused(visitor, 'contact-form', {
      heading: headings[1]!,
      links: [['#contact-mobile', contactErrors.mobileCharacters]],
      follow: 'contact-mobile',
    });
  });

  test(`${edition.title} contact form without JavaScript: the server's answer page opens on the summary, which links to every field in error`, async ({
    scriptless,
  }) => {
    await scriptless.open(`${edition.pathPrefix}/contact`);
    await scriptless.type('#contact-form input[name="name"]', ' ');
    await scriptless.type('#contact-form input[name="email"]', 'mariam@example.com');
    await scriptless.type('#contact-form input[name="mobile"]', PHONE_IN_WORDS);
    await scriptless.type('#contact-form textarea[name="message"]', 'No script here.');
    await sendRefused(scriptless, 'contact-form', {
      heading: headings[2]!,
      links: [
        ['#contact-name', contactErrors.nameMissing],
        ['#contact-mobile', contactErrors.mobileCharacters],
      ],
      follow: 'contact-mobile',
    });
    expect(await scriptless.location()).toBe(`${edition.pathPrefix}/contact/send#contact-mobile`);
  });

  test(`${edition.title} visit request with JavaScript: an empty send, then a phone number the server refuses, each get a focused summary before the fields that links to every field in error`, async ({
    visitor,
  }) => {
    await openAwake(visitor, `${edition.pathPrefix}/book`, 'booking-form');
    await sendRefused(visitor, 'booking-form', {
      heading: headings[7]!,
      links: [
        ['#booking-property', visitErrors.propertyMissing],
        ['#booking-area', visitErrors.areaMissing],
        ['#booking-day', visitErrors.dayMissing],
        ['#booking-window', visitErrors.windowMissing],
        ['#booking-problem', visitErrors.problemMissing],
        ['#booking-name', visitErrors.nameMissing],
        ['#booking-phone', visitErrors.phoneMissing],
      ],
      follow: 'booking-day',
    });

    await fillForVisitor(visitor, { ...TYPED, phone: PHONE_IN_WORDS });
    await sendRefused(visitor, 'booking-form', {
      heading: headings[1]!,
      links: [['#booking-phone', visitErrors.mobileCharacters]],
      follow: 'booking-phone',
    });
    expect(await visitor.location(), 'the address keeps no fragment').toBe(`${edition.pathPrefix}/book`);
  });

  test(`${edition.title} visit request without JavaScript: the server's answer page opens on the summary, which links to every field in error`, async ({
    scriptless,
  }) => {
    await scriptless.open(`${edition.pathPrefix}/book`);
    await choose(scriptless, 'property', 2);
    await choose(scriptless, 'window', 1);
    // The page as a build of last week wrote it: the day chosen has gone by.
    await scriptless.run((day) => {
      const choice = document.querySelector<HTMLSelectElement>('#booking-form select[name="day"]')!;
      choice.options[1]!.value = day;
      choice.value = day;
    }, PAST_DAY);
    await scriptless.type('#booking-form input[name="area"]', TYPED.area);
    await scriptless.type('#booking-form textarea[name="problem"]', TYPED.problem);
    await scriptless.type('#booking-form input[name="name"]', ' ');
    await scriptless.type('#booking-form input[name="phone"]', PHONE_IN_WORDS);
    await sendRefused(scriptless, 'booking-form', {
      heading: headings[3]!,
      links: [
        ['#booking-day', ui.visitRequest.refusals.past({ daysAhead: 14, sameDayCutoff: '' })],
        ['#booking-name', visitErrors.nameMissing],
        ['#booking-phone', visitErrors.mobileCharacters],
      ],
      follow: 'booking-phone',
    });
    expect(await scriptless.location()).toBe(`${edition.pathPrefix}/book/send#booking-phone`);
  });
}

/** The summary as the accessibility tree reads it: an alert with its heading and a list of links to the fields. */
const treeOf = (heading: string, links: readonly (readonly [string, string])[]) =>
  [
    '- alert:',
    `  - heading ${JSON.stringify(heading)} [level=2]`,
    '  - list:',
    ...links.flatMap(([href, name]) => [
      '    - listitem:',
      `      - link ${JSON.stringify(name)}:`,
      `        - /url: ${JSON.stringify(href)}`,
    ]),
  ].join('\n');

// In Chromium: the accessibility tree, the window's zoom and text spacing, forced colours.
test.describe('', CHROMIUM_ONLY, () => {
  for (const edition of editions) {
    const { ui } = editionInfo[edition.code];
    const forms = [
      {
        path: '/contact',
        prefix: 'contact',
        submit: ui.contactForm.submit,
        links: [
          ['#contact-name', ui.contactFieldErrors.nameMissing],
          ['#contact-email', ui.contactFieldErrors.emailMissing],
          ['#contact-message', ui.contactFieldErrors.messageMissing],
        ],
        /** The label of the field of the second link. */
        label: ui.contactForm.email,
      },
      {
        path: '/book',
        prefix: 'booking',
        submit: ui.visitRequest.submit,
        links: [
          ['#booking-property', ui.visitRequest.fieldErrors.propertyMissing],
          ['#booking-area', ui.visitRequest.fieldErrors.areaMissing],
          ['#booking-day', ui.visitRequest.fieldErrors.dayMissing],
          ['#booking-window', ui.visitRequest.fieldErrors.windowMissing],
          ['#booking-problem', ui.visitRequest.fieldErrors.problemMissing],
          ['#booking-name', ui.contactFieldErrors.nameMissing],
          ['#booking-phone', ui.visitRequest.fieldErrors.phoneMissing],
        ],
        label: ui.visitRequest.area,
      },
    ] as const;

    for (const form of forms) {
      test(`${edition.title} ${form.path}: after an empty send the tree reads a focused alert, its heading the count and its links the fields' errors, and nothing by the Send button`, async ({
        page,
      }) => {
        await page.clock.install();
        await page.goto(`${edition.pathPrefix}${form.path}`);
        await page.getByTestId(`${form.prefix}-form`).scrollIntoViewIfNeeded();
        await islandAwake(page, 'LeadForm');
        await page.getByRole('button', { name: form.submit }).click();
        const summary = page.getByRole('alert');
        await expect(summary).toMatchAriaSnapshot(treeOf(HEADINGS[edition.code][form.links.length]!, form.links));
        await expect(page.locator(':focus').getByRole('alert'), 'the summary holds focus').toHaveCount(1);
        await expect(page.getByTestId(`${form.prefix}-status`), 'no second sentence after Send').toBeEmpty();
        const [href, name] = form.links[1];
        // From the keyboard, as the page is still gliding to the summary (a pointer would land where the link was).
        await summary.getByRole('link', { name }).focus();
        await page.keyboard.press('Enter');
        await expect(page.getByLabel(form.label, { exact: true }), 'focus on the field the link names').toBeFocused();
        await expect(page.locator(`label[for="${href.slice(1)}"]`)).toBeInViewport();
      });
    }

    test.describe(() => {
      // The page moves at once, as zoom.spec.ts reads it: each link is measured where focus brings it.
      test.use({ reducedMotion: 'reduce' });

      test(`${edition.title} /book at 320 × 256 (400% zoom), with WCAG's text spacing and in forced colours: the summary's links show when focused, no text is cut off, and its border is drawn in the system's colour`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 320, height: 256 });
        await page.clock.install();
        await page.goto(`${edition.pathPrefix}/book`);
        await page.getByTestId('booking-form').scrollIntoViewIfNeeded();
        await islandAwake(page, 'LeadForm');
        await page.getByRole('button', { name: ui.visitRequest.submit }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        await page.evaluate(applyTextSpacing);
        // From the top: lower down, the fixed header would cover the page's text by design.
        await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
        expect(await page.evaluate(textLayoutFaults)).toEqual([]);
        expect(await page.evaluate(controlsOutOfReach, '[role="alert"]')).toEqual([]);

        await page.emulateMedia({ forcedColors: 'active' });
        const border = await page.getByRole('alert').evaluate((alert) => {
          const box = getComputedStyle(alert.parentElement!);
          return {
            width: parseFloat(box.borderTopWidth),
            style: box.borderInlineStartStyle,
            differsFromPage: box.borderTopColor !== getComputedStyle(document.body).backgroundColor,
          };
        });
        expect(border).toEqual({ width: expect.any(Number), style: 'solid', differsFromPage: true });
        expect(border.width).toBeGreaterThanOrEqual(2);
      });
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const edition of editions) {
      const { ui } = editionInfo[edition.code];
      test(`${edition.title} /contact: the answer page's tree reads a focused alert with the count and a link to each field, and nothing by the Send button`, async ({
        page,
      }) => {
        await page.goto(`${edition.pathPrefix}/contact`);
        await page.getByLabel(ui.contactForm.name).fill(' ');
        await page.getByLabel(ui.contactForm.email).fill('layla@example.com');
        await page.getByLabel(ui.contactForm.message).fill(' ');
        await page.getByRole('button', { name: ui.contactForm.submit }).click();
        await expect(page).toHaveURL(/\/contact\/send$/);
        await expect(page.getByRole('alert')).toMatchAriaSnapshot(
          treeOf(HEADINGS[edition.code][2]!, [
            ['#contact-name', ui.contactFieldErrors.nameMissing],
            ['#contact-message', ui.contactFieldErrors.messageMissing],
          ]),
        );
        await expect(page.locator(':focus').getByRole('alert'), 'the summary holds focus').toHaveCount(1);
        await expect(page.getByTestId('contact-status'), 'no second sentence after Send').toBeEmpty();
      });
    }
  });
});
