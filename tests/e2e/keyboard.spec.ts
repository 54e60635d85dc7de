/**
 * Keyboard use in every engine and both editions: the skip link comes first and moves focus to
 * the content, each stop of the frame is on screen with a visible focus mark, and on a phone the
 * menu opens from the keyboard with its links next in the tab order.
 *
 * WebKit runs with "Press Tab to highlight each item" on (webkit.ts): Safari's default Tab stops
 * at form fields only, and its users who navigate by keyboard turn it on.
 */
import { editions } from './support/editions.ts';
import { expect, test, type Visitor } from './support/test.ts';

/** What has focus now: its text or label, whether it is on screen, and whether focus shows. */
const focused = (visitor: Visitor) =>
  visitor.run(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return {
      name: (el.getAttribute('aria-label') || el.innerText || el.id || el.tagName).trim().replace(/\s+/g, ' '),
      href: el.getAttribute('href'),
      onScreen: box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < innerHeight,
      marked: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
    };
  });

for (const edition of editions) {
  test(`${edition.title}: Tab starts at the skip link, and each stop of the frame shows its focus; on a phone the menu opens from the keyboard, its links next`, async ({
    visitor,
  }) => {
    await visitor.open(`${edition.pathPrefix}/lifting-equipment-in-dubai`);
    await visitor.press('Tab');
    expect(await focused(visitor)).toEqual({
      name: edition.ui.skipToContent,
      href: '#main',
      onScreen: true,
      marked: true,
    });

    // The header's stops: top bar (networks, e-mail, phones), logo, the menu or its toggle, then the icons and the language.
    const stops = [];
    for (let step = 0; step < 20; step++) {
      await visitor.press('Tab');
      if (!(await visitor.run(() => Boolean(document.activeElement?.closest('header'))))) break;
      stops.push(await focused(visitor));
    }
    expect(
      stops.filter((stop) => !stop?.onScreen || !stop.marked),
      'stops off screen or without a focus mark',
    ).toEqual([]);
    const reached = stops.map((stop) => stop!.href);
    if (visitor.phone) {
      expect(
        stops.map((stop) => stop!.name),
        'the menu toggle is in the tab order',
      ).toContain(edition.ui.menu);
    } else {
      expect(reached, 'the main menu is in the tab order').toContain(`${edition.pathPrefix}/about`);
    }

    // Back to the skip link, and through it into the content.
    await visitor.open(`${edition.pathPrefix}/lifting-equipment-in-dubai`);
    await visitor.press('Tab', 'Enter');
    await expect.poll(() => visitor.run(() => document.activeElement?.id)).toBe('main');
    // The next Tab continues inside the content, not back at the top bar.
    await visitor.press('Tab');
    expect(await visitor.run(() => document.querySelector('#main')!.contains(document.activeElement))).toBe(true);

    // The menu toggle exists only below 992 px: on a phone the menu opens from the keyboard, its links next.
    if (!visitor.phone) return;
    await visitor.run(() => document.querySelector<HTMLElement>('.nav-toggle')!.focus());
    await visitor.press('Enter');
    await expect
      .poll(() => visitor.run(() => document.querySelector('#site-menu')!.matches(':popover-open')))
      .toBe(true);
    await visitor.press('Tab');
    const menuStop = await focused(visitor);
    expect(menuStop?.href).toBe(`${edition.pathPrefix || '/'}#home`);
    expect(menuStop?.onScreen && menuStop.marked).toBe(true);
    await visitor.press('Escape');
    await expect
      .poll(() => visitor.run(() => document.querySelector('#site-menu')!.matches(':popover-open')))
      .toBe(false);
  });
}
