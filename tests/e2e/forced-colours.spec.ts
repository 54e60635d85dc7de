/**
 * Forced colours (Windows High Contrast; WCAG 1.4.11), on Home, which has the footer's contact
 * icons and filled buttons, and on the plans page, whose size choice marks the chosen size with colour. The system then chooses every colour: an icon must take the colour of
 * the text beside it (CanvasText, LinkText), not keep the brand's, and a button whose shape was
 * only its background must still show an outline. At default settings the buttons keep the size
 * they had before they got their transparent border.
 */
import type { Page } from '@playwright/test';
import { editions } from './support/editions.ts';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';

sameAtEverySize('the colours the system forces');

/** Shows the parts that wait until they are near the screen (render-when-near), as they look when reached. */
const renderEverything = (page: Page) =>
  page.evaluate(() =>
    document
      .querySelectorAll<HTMLElement>('.render-when-near')
      .forEach((element) => (element.style.contentVisibility = 'visible')),
  );

/** The icons on screen whose colours differ from the text beside them, each named. */
const iconsOffTheirText = (page: Page) =>
  page.evaluate(() => {
    const name = (svg: Element) =>
      `<svg class="${svg.getAttribute('class') ?? ''}"> beside “${svg.parentElement!.textContent!.trim().replace(/\s+/g, ' ').slice(0, 40)}”`;
    // Artwork (role="img") keeps its own colours; an icon is any other drawing.
    const icons = [...document.querySelectorAll('svg:not([role="img"])')].filter(
      (svg) => svg.checkVisibility({ visibilityProperty: true }) && svg.getBoundingClientRect().width > 0,
    );
    return {
      count: icons.length,
      faults: icons.flatMap((svg) => {
        const text = getComputedStyle(svg.parentElement!).color;
        const own = getComputedStyle(svg);
        // What the icon paints with: its colour, and its stroke and fill where they are a colour.
        const paints = [own.color, own.stroke, own.fill].filter((paint) => paint.startsWith('rgb'));
        return paints.every((paint) => paint === text)
          ? []
          : [`${name(svg)}: paints ${[...new Set(paints)].join(', ')}, the text beside it is ${text}`];
      }),
    };
  });

/** Every button on screen, with its box and its borders. */
const buttons = (page: Page) =>
  page.locator('.button').evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const sides = ['top', 'right', 'bottom', 'left'].map((side) => ({
          width: parseFloat(style.getPropertyValue(`border-${side}-width`)),
          style: style.getPropertyValue(`border-${side}-style`),
          color: style.getPropertyValue(`border-${side}-color`),
        }));
        return {
          text: element.textContent!.trim(),
          kind: element.className,
          width: box.width,
          height: box.height,
          sides,
        };
      }),
  );

/** The button rules as they were before every button got a transparent border: the outline and secondary ones alone had a border. */
const BUTTONS_BEFORE = `
  .button { border-width: 0; padding: 0.625rem 1.25rem; }
  .button-outline, .button-secondary { border-width: 2px; }
`;

test(
  'in forced colours, icons take the text colour and every button shows its outline; at default settings buttons keep their size',
  CHROMIUM_ONLY,
  async ({ page }) => {
    await page.goto('/');
    await renderEverything(page);

    const sizes = await buttons(page);
    for (const filled of ['button-primary', 'button-light']) {
      expect(sizes.filter(({ kind }) => kind.includes(filled)).length, `Home has a ${filled}`).toBeGreaterThan(0);
    }
    const sizesBefore = await page.evaluate(async (rules) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(rules);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      const boxes = [...document.querySelectorAll('.button')]
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .map((element) => element.getBoundingClientRect());
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      return boxes.map((box) => ({ width: box.width, height: box.height }));
    }, BUTTONS_BEFORE);
    expect(
      sizes.map(({ text, width, height }) => ({ text, width, height })),
      'each button as large as before',
    ).toEqual(sizes.map(({ text }, index) => ({ text, ...sizesBefore[index] })));

    await page.emulateMedia({ forcedColors: 'active' });
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);

    const icons = await iconsOffTheirText(page);
    expect(icons.count, 'Home has icons: the top bar, the footer').toBeGreaterThan(10);
    expect.soft(icons.faults).toEqual([]);

    const outlines = (await buttons(page)).flatMap(({ text, sides }) =>
      sides.some(
        (side) => side.width < 1 || side.style === 'none' || side.style === 'hidden' || side.color.endsWith(', 0)'),
      )
        ? [`“${text}”: border ${sides.map((side) => `${side.width}px ${side.style} ${side.color}`).join(' / ')}`]
        : [],
    );
    expect(outlines).toEqual([]);
  },
);

for (const edition of editions) {
  test(
    `${edition.title}: in forced colours, the chosen plan size stands out from the others, as it does in normal colours`,
    CHROMIUM_ONLY,
    async ({ page }) => {
      await page.goto(`${edition.pathPrefix}/plans`);
      await page.emulateMedia({ forcedColors: 'active' });
      const paints = () =>
        page.locator('.size-choice label').evaluateAll((labels) =>
          labels.map((label) => {
            const style = getComputedStyle(label);
            return {
              chosen: label.querySelector('input')!.checked,
              paint: `${style.backgroundColor} / ${style.color} / ${style.borderTopWidth} ${style.borderTopColor}`,
            };
          }),
        );
      await page.locator('.size-choice label').nth(2).click();
      const labels = await paints();
      const chosen = labels.filter((label) => label.chosen).map((label) => label.paint);
      const others = new Set(labels.filter((label) => !label.chosen).map((label) => label.paint));
      expect(chosen, 'one size chosen').toHaveLength(1);
      expect(others.size, 'the sizes not chosen all look alike').toBe(1);
      expect(others.has(chosen[0]!), `the chosen size (${chosen[0]}) looks like the others`).toBe(false);
      const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(chosen[0]!.startsWith(`${canvas} `), 'the chosen size is filled, not the page colour').toBe(false);
    },
  );
}
