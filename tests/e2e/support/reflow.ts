/**
 * What WCAG's reflow and text-spacing criteria (1.4.10, 1.4.12) and focus-not-obscured (2.4.11) ask,
 * read from a page in any engine: functions to run in the page (Visitor.run or page.evaluate), so
 * they are written without closures over this module.
 */

/**
 * WCAG 1.4.12's four values, applied as the criterion's test does, on top of the page's own styles:
 * a constructed style sheet, which the page's Content-Security-Policy does not refuse.
 */
export function applyTextSpacing(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }' +
      ' p { margin-block-end: 2em !important; }',
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * Lays out every part of the page as it is when on screen: a part far below is drawn only when
 * near (content-visibility: auto), at its estimated height until then, so its text would read as
 * spilling over the next part although a visitor who scrolls there never sees that.
 */
export function renderEverything(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('* { content-visibility: visible !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * Text that is cut off or covers other text: each element's own text, where it is shown (not in a
 * slide out of view, nor read by screen readers alone), must lie inside every ancestor that clips
 * its overflow, and no two elements' text may overlap. Plain descriptions, none when all is well.
 */
export function textLayoutFaults(): string[] {
  const faults: string[] = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 0.5)
    faults.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
  const label = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${element.textContent!.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const shownSlide = (slide: Element) => {
    const box = slide.getBoundingClientRect();
    return box.left > -1 && box.right < width + 1;
  };
  const texts: { element: Element; lines: DOMRect[] }[] = [];
  for (const element of document.querySelectorAll('body *')) {
    if (element.closest('.sr-only, [aria-hidden="true"], script, style, noscript, template')) continue;
    const slide = element.closest('.banner-slide');
    if (slide && !shownSlide(slide)) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    const lines = [...element.childNodes]
      .filter((node) => node.nodeType === 3 && node.textContent!.trim())
      .flatMap((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()];
      })
      .filter((line) => line.width >= 1 && line.height >= 1);
    if (lines.length === 0) continue;
    texts.push({ element, lines });
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const overflow = getComputedStyle(ancestor);
      const clips = (value: string) => value === 'hidden' || value === 'clip';
      if (!clips(overflow.overflowX) && !clips(overflow.overflowY)) continue;
      const box = ancestor.getBoundingClientRect();
      const cut = lines.some(
        (line) =>
          (clips(overflow.overflowX) && (line.left < box.left - 1 || line.right > box.right + 1)) ||
          (clips(overflow.overflowY) && (line.top < box.top - 1 || line.bottom > box.bottom + 1)),
      );
      if (cut) {
        faults.push(`${label(element)} is cut off by ${label(ancestor).slice(0, 30)}…`);
        break;
      }
    }
  }
  // Two texts overlap when their lines share more than a sliver (2 px) both ways.
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const [a, b] = [texts[i]!, texts[j]!];
      if (a.lines.some((line) => b.lines.some((other) => overlap(line, other))))
        faults.push(`${label(a.element)} and ${label(b.element)} overlap`);
    }
  }
  return faults;
}

/**
 * Whether each control can be seen when it takes focus and brought fully into view: focused (which
 * scrolls it into view, as Tab does), part of it shows below the fixed header; scrolled to, it lies
 * inside the window, below the header unless it is in it, and inside the box that scrolls it (the
 * open phone menu). A control taller than the room below the header must show there. `within` names
 * the part of the page to walk (a CSS selector). Plain descriptions of the controls that cannot,
 * none when all can.
 */
export async function controlsOutOfReach(within: string): Promise<string[]> {
  const faults: string[] = [];
  /** After a scroll: a frame for the scroll events (the header takes its scrolled state), then its slide ends at once. */
  const settle = async (scrolledFrom: number) => {
    if (scrollY === scrolledFrom) return;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    for (const animation of document.getAnimations()) animation.finish();
  };
  const header = document.querySelector('.site-header');
  const controls = [
    ...document.querySelectorAll<HTMLElement>(
      `${within} :is(a[href], button, input, select, textarea, iframe, [tabindex]):not([tabindex="-1"], [disabled])`,
    ),
  ].filter((control) => control.getClientRects().length > 0 && !control.closest('[aria-hidden="true"], .sr-only'));
  for (const control of controls) {
    const before = scrollY;
    control.focus();
    if (document.activeElement !== control) continue;
    await settle(before);
    const inHeader = header?.contains(control) ?? false;
    const headerBottom = () => (inHeader ? 0 : (header?.getBoundingClientRect().bottom ?? 0));
    const name = `<${control.tagName.toLowerCase()}> "${(control.getAttribute('aria-label') || control.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
    const focusedBox = control.getBoundingClientRect();
    if (focusedBox.bottom <= headerBottom() + 0.5 || focusedBox.top >= innerHeight - 0.5) {
      faults.push(`${name} is hidden when it takes focus`);
      continue;
    }
    const focusedAt = scrollY;
    control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    await settle(focusedAt);
    const box = control.getBoundingClientRect();
    const top = headerBottom();
    const room = innerHeight - top;
    const fits =
      box.left >= -0.5 &&
      box.right <= document.documentElement.clientWidth + 0.5 &&
      (box.height > room
        ? box.top < innerHeight && box.bottom > top
        : box.top >= top - 0.5 && box.bottom <= innerHeight + 0.5);
    if (!fits) {
      faults.push(
        `${name} at ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)} in a ${document.documentElement.clientWidth}×${innerHeight} window below a header ending at ${Math.round(top)}`,
      );
      continue;
    }
    for (let scroller = control.parentElement; scroller; scroller = scroller.parentElement) {
      const { overflowY } = getComputedStyle(scroller);
      if (overflowY !== 'auto' && overflowY !== 'scroll') continue;
      const frame = scroller.getBoundingClientRect();
      if (box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5)
        faults.push(`${name} is cut off by the box it scrolls in`);
      break;
    }
  }
  return faults;
}

/** Parts of the fixed header (top bar and navigation bar) that lie partly outside the window. */
export function headerOutsideWindow(): string[] {
  const width = document.documentElement.clientWidth;
  return [...document.querySelectorAll<HTMLElement>('.site-header a, .site-header button')]
    .filter((element) => element.getClientRects().length > 0 && !element.closest('.sr-only, [popover]'))
    .flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.left >= -0.5 && box.right <= width + 0.5 && box.width >= 24) return [];
      const name = (element.getAttribute('aria-label') || element.textContent || '').trim().replace(/\s+/g, ' ');
      return [
        `"${name.slice(0, 30)}" at ${Math.round(box.left)}–${Math.round(box.right)} px, ${Math.round(box.width)} px wide`,
      ];
    });
}
