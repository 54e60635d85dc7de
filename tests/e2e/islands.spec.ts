/**
 * The four islands in every engine, both before their code arrives ("blocked": the network refuses
 * /_astro/*.js, as a slow connection that has not fetched it yet) and after they have woken: the
 * phone menu, read-more, the slider's pause toggle and direction, and the contact form with and
 * without JavaScript, in both editions where the edition changes what is seen. All at phone size:
 * the menu's toggle exists only there, and the other islands do the same at every size (their
 * desktop layout is in pages.spec.ts, and Chromium's desktop tests use them too).
 */
import { editions } from './support/editions.ts';
import { expect, sameAtEverySize, test, type Visitor } from './support/test.ts';
import { islandAwake } from '../../harness/islands.ts';
import { expectFocusOnAnswerThen } from './support/islands.ts';
import { editionInfo } from '../../src/lib/i18n/index.ts';

const ARTICLE = '/lifting-equipment-in-dubai';
const islandCode = (path: string) => path.startsWith('/_astro/') && path.endsWith('.js');
const states = ['blocked', 'hydrated'] as const;

// The menu's toggle exists only on a phone's screen.
sameAtEverySize('what an island does on a tap', 'phone');

/** Where the page is opened from: the site, or through a network that refuses the island code. */
async function origin(
  state: (typeof states)[number],
  siteProxy: (refuse: typeof islandCode) => Promise<{ url: string }>,
) {
  return state === 'blocked' ? (await siteProxy(islandCode)).url : '';
}

const menuOpen = (visitor: Visitor) =>
  visitor.run(() => document.querySelector('#site-menu')!.matches(':popover-open'));

for (const state of states) {
  test(`${state}: the phone menu opens on a tap, sits above the page, closes on Escape with focus back, and on a link`, async ({
    visitor,
    siteProxy,
  }) => {
    await visitor.open(`${await origin(state, siteProxy)}${ARTICLE}`);
    if (state === 'hydrated') await islandAwake(visitor, 'NavMenu', '.nav-toggle');
    expect(await menuOpen(visitor)).toBe(false);

    await visitor.click('.nav-toggle');
    await expect.poll(() => menuOpen(visitor)).toBe(true);
    // Each link is the topmost thing at its own centre: nothing of the page covers the menu.
    expect(
      await visitor.run(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('#site-menu a')]
          .filter((link) => {
            const box = link.getBoundingClientRect();
            return !link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
          })
          .map((link) => link.textContent),
      ),
      'menu links covered by something else',
    ).toEqual([]);

    await visitor.run(() => document.querySelector<HTMLElement>('#site-menu a')!.focus());
    await visitor.press('Escape');
    await expect.poll(() => menuOpen(visitor)).toBe(false);
    expect(await visitor.run(() => document.activeElement?.classList.contains('nav-toggle'))).toBe(true);

    await visitor.click('.nav-toggle');
    await expect.poll(() => menuOpen(visitor)).toBe(true);
    await visitor.click('#site-menu a[href$="#home"]');
    await expect.poll(() => visitor.location()).toMatch(/\/#home$/);
    expect(await menuOpen(visitor), 'following a link closes the menu').toBe(false);
  });

  // One visit to Home for both of its islands: in WebKit each wake is waited out in real time.
  test(`${state}: the slider's toggle pauses and plays the slideshow; read more shows the whole testimonial, read less the short one`, async ({
    visitor,
    siteProxy,
  }) => {
    await visitor.open(`${await origin(state, siteProxy)}/`);
    if (state === 'hydrated') await islandAwake(visitor, 'BannerSlider', '.slider-toggle');
    const pressed = () => visitor.run(() => document.querySelector('.slider-toggle')!.getAttribute('aria-pressed'));
    expect(await pressed()).toBe('false');
    await visitor.click('.slider-toggle');
    await expect.poll(pressed).toBe('true');
    await visitor.click('.slider-toggle');
    await expect.poll(pressed).toBe('false');

    await visitor.run(() =>
      document.querySelector('.read-more')!.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    if (state === 'hydrated') await islandAwake(visitor, 'ReadMore', '.read-more summary');
    const shown = () =>
      visitor.run(() => {
        const visible = (el: Element) => el.getClientRects().length > 0;
        const block = document.querySelector('.read-more')!;
        return {
          full: visible(block.querySelector('.read-more__full')!),
          short: visible(block.querySelector('.read-more__short')!),
          toggle: (block.querySelector('summary') as HTMLElement).innerText.trim(),
        };
      });
    // Polled: the testimonials are laid out only once near the screen (content-visibility).
    await expect.poll(shown).toEqual({ full: false, short: true, toggle: 'Read more' });
    await visitor.click('.read-more summary');
    await expect.poll(shown).toEqual({ full: true, short: false, toggle: 'Read less' });
    await visitor.click('.read-more summary');
    await expect.poll(shown).toEqual({ full: false, short: true, toggle: 'Read more' });
  });
}

test('Arabic: the slider runs right to left, its next slide waiting on the left', async ({ visitor }) => {
  await visitor.open('/ar');
  await islandAwake(visitor, 'BannerSlider', '.slider-toggle');
  const offsets = await visitor.run(() => {
    const frame = document.querySelector('.banner-slider > div:first-child')!.getBoundingClientRect();
    return [...document.querySelectorAll('.banner-slide')].map((slide) =>
      Math.round(slide.getBoundingClientRect().left - frame.left),
    );
  });
  expect(Math.abs(offsets[0]!), 'the first slide fills the frame').toBeLessThan(2);
  expect(offsets[1], 'the second slide waits to the left').toBeLessThan(0);
});

for (const edition of editions) {
  const contact = `${edition.pathPrefix}/contact`;
  const answers = editionInfo[edition.code].ui.contactAnswers;
  /** The thank-you with any reference: BH-000123. */
  const accepted = new RegExp(
    `^${answers
      .accepted('REFERENCE', 'REPLY_TIME')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('REFERENCE', 'BH-\\d{6}')
      .replace('REPLY_TIME', '.+')}$`,
  );
  const errors = editionInfo[edition.code].ui.contactFieldErrors;

  test(`${edition.title} contact form with JavaScript: a field error in the page's language, then the answer`, async ({
    visitor,
  }) => {
    await visitor.open(contact);
    await visitor.run(() =>
      document.querySelector('[data-testid="contact-form"]')!.scrollIntoView({ behavior: 'instant' }),
    );
    await islandAwake(visitor, 'LeadForm', '[data-testid="contact-form"] input[name="name"]');
    await visitor.type('input[name="name"]', ' ');
    await visitor.type('input[name="email"]', 'salem@example.com');
    await visitor.type('textarea[name="message"]', 'Please quote for the chiller service.');
    await visitor.click('[data-testid="contact-form"] button[type="submit"]');
    const nameError = () => visitor.run(() => document.querySelector('#contact-name-error')?.textContent?.trim());
    await expect.poll(nameError).toBe(errors.nameMissing);
    expect(await visitor.run(() => document.activeElement?.getAttribute('name')), 'focus on the wrong field').toBe(
      'name',
    );
    expect(await visitor.run(() => document.querySelector('textarea')!.value)).toBe(
      'Please quote for the chiller service.',
    );

    await visitor.type('input[name="name"]', 'Salem');
    await visitor.click('[data-testid="contact-form"] button[type="submit"]');
    await expect
      .poll(() => visitor.run(() => document.querySelector('[data-testid="contact-status"]')?.textContent?.trim()))
      .toMatch(accepted);
    expect(await visitor.location(), 'sent in the background').toBe(contact);
    expect(await visitor.run(() => document.querySelector('textarea')!.value), 'the form is cleared').toBe('');
    await expectFocusOnAnswerThen(visitor, { href: `${edition.pathPrefix}/privacy` });
  });

  test(`${edition.title} contact form without JavaScript: a field error in the page's language, then the answer page`, async ({
    scriptless,
  }) => {
    await scriptless.open(contact);
    await scriptless.type('input[name="name"]', ' ');
    await scriptless.type('input[name="email"]', 'mariam@example.com');
    await scriptless.type('textarea[name="message"]', 'No script here.');
    await scriptless.click('[data-testid="contact-form"] button[type="submit"]');
    await expect.poll(() => scriptless.location()).toBe(`${contact}/send`);
    expect(
      await scriptless.run(() => [document.documentElement.lang, document.documentElement.dir]),
      'the answer page is in the edition of the form',
    ).toEqual([edition.lang, edition.dir]);
    const nameError = () => scriptless.run(() => document.querySelector('#contact-name-error')?.textContent?.trim());
    await expect.poll(nameError).toBe(errors.nameMissing);
    expect(await scriptless.run(() => document.querySelector('textarea')!.value)).toBe('No script here.');

    await scriptless.type('input[name="name"]', 'Mariam');
    await scriptless.click('[data-testid="contact-form"] button[type="submit"]');
    await expect
      .poll(() => scriptless.run(() => document.querySelector('[data-testid="contact-status"]')?.textContent?.trim()))
      .toMatch(accepted);
  });
}
