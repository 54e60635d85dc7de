/**
 * Every focus ring can be seen (WCAG 2.4.7, measured as 2.4.13 asks): a Tab walk over every page
 * kind of both editions compares each stop's pixels focused and not, and the pixels that change by
 * at least 3:1 must cover at least a 2 px thick line around the control. The frame's stops (top
 * bar, header, footer) are measured on the first page kind only: they are the same on every page;
 * so is a control whose look another stop had (the cards of a list: same classes, same place, same
 * background).
 * A box-shadow utility on a control once replaced the site's amber halo and left a navy outline on
 * navy art, about 1:1: this walk names such a control.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { PAGE_KIND_PATHS } from '../../harness/page-kind-paths.ts';
import { editions } from './support/editions.ts';
import { capture, contrast, luminance } from './support/pixels.ts';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';

sameAtEverySize('the focus rings, walked at one size per layout: the test sets its own');

/** How far outside a control its ring may reach: 2 px offset, 3 px outline, then the 6 px halo. */
const RING_REACH = 12;
const MAX_STOPS = 200;

interface Stop {
  name: string;
  inFrame: boolean;
  /** A map's frame: focus is drawn by the page inside it, not by this site. */
  embedded: boolean;
  box: { x: number; y: number; width: number; height: number };
  /** The pixels a 2 px ring around it covers. */
  needed: number;
  /**
   * What its ring looks like depends on: its own tag and classes and those of every ancestor, and
   * the first background behind it. Cards of a list share one look, so their ring is measured once.
   */
  look: string;
}

/** Presses Tab and describes the control that takes focus, or null when focus leaves the page. */
async function nextStop(page: Page): Promise<Stop | null> {
  await page.keyboard.press('Tab');
  return page.evaluate((reach) => {
    const control = document.activeElement as HTMLElement | null;
    if (!control || control === document.body) return null;
    // In the middle of the window, so that no edge of the window cuts its ring.
    control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    for (const animation of document.getAnimations()) animation.finish();
    const rect = control.getBoundingClientRect();
    // A link that wraps: its lines' rings merge where they meet, or lie far apart at the two ends of
    // a line: the smaller of its lines' perimeters and its whole box's is what a 2 px ring covers.
    // A round control's ring is round too: its corners are shorter than a square's.
    const radius = parseFloat(getComputedStyle(control).borderTopLeftRadius) || 0;
    const perimeter = (box: DOMRect) => {
      const corner = Math.min(radius, box.width / 2, box.height / 2);
      return 2 * (box.width + box.height) - (8 - 2 * Math.PI) * corner;
    };
    const needed =
      2 *
      Math.min(
        [...control.getClientRects()].reduce((sum, box) => sum + perimeter(box), 0),
        perimeter(control.getBoundingClientRect()),
      );
    const left = Math.max(0, Math.floor(rect.left - reach));
    const top = Math.max(0, Math.floor(rect.top - reach));
    const right = Math.min(document.documentElement.clientWidth, Math.ceil(rect.right + reach));
    const bottom = Math.min(innerHeight, Math.ceil(rect.bottom + reach));
    const path: string[] = [];
    let background = '';
    for (let node: Element | null = control; node && node !== document.body; node = node.parentElement) {
      path.push(`${node.tagName}.${node.getAttribute('class') ?? ''}`);
      const style = getComputedStyle(node);
      if (!background && (style.backgroundImage !== 'none' || style.backgroundColor !== 'rgba(0, 0, 0, 0)'))
        background = `${style.backgroundColor} ${style.backgroundImage}`;
    }
    return {
      look: `${path.join(' < ')} on ${background}`,
      name: `<${control.tagName.toLowerCase()}> "${(control.getAttribute('aria-label') || control.textContent || control.id).trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
      inFrame: Boolean(control.closest('header, footer, .skip-link')) || control.matches('[href="#main"]'),
      embedded: control.tagName === 'IFRAME',
      box: { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) },
      needed: Math.round(needed),
    };
  }, RING_REACH);
}

/** The pixels of a clip, focused and not: how many changed by at least 3:1. */
async function ringPixels(page: Page, box: Stop['box']): Promise<number> {
  const focused = await capture(page, { clip: box, animations: 'disabled' });
  // Focus leaves (and comes back without scrolling, so Tab goes on from here).
  const handle = await page.evaluateHandle(() => {
    const control = document.activeElement as HTMLElement;
    control.blur();
    return control;
  });
  const unfocused = await capture(page, { clip: box, animations: 'disabled' });
  await handle.evaluate((control: HTMLElement) => control.focus({ preventScroll: true }));
  const [a, b] = await Promise.all(
    [focused, unfocused].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  let count = 0;
  for (let i = 0; i + 2 < a!.data.length; i += 3) {
    const before = luminance(b!.data.subarray(i, i + 3));
    const after = luminance(a!.data.subarray(i, i + 3));
    if (contrast(before, after) >= 3) count++;
  }
  return count;
}

const LAYOUTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 800 },
];

for (const edition of editions) {
  for (const layout of LAYOUTS) {
    test(
      `${edition.title}, ${layout.name}: every Tab stop of every page kind shows a focus ring of at least 3:1 and 2 px`,
      CHROMIUM_ONLY,
      async ({ browser }, testInfo) => {
        test.setTimeout(120_000);
        const context = await browser.newContext({
          viewport: { width: layout.width, height: layout.height },
          reducedMotion: 'reduce',
          baseURL: testInfo.project.use.baseURL,
        });
        const page = await context.newPage();
        // The islands stay asleep (their code is refused): a ring is the same CSS before and after they
        // wake, and one waking between the two readings moved the slider's controls (a failure once
        // under load). Previous and Next, drawn only once awake, share the pause button's classes.
        await page.route('**/_astro/islands.*.js', (route) => route.abort());
        const faint: string[] = [];
        const measured = new Set<string>();
        let frameWalked = false;
        for (const [kind, path] of Object.entries(PAGE_KIND_PATHS)) {
          await page.goto(`${edition.pathPrefix}${path}`);
          const seen = new Set<string>();
          for (let step = 0; step < MAX_STOPS; step++) {
            const stop = await nextStop(page);
            if (!stop) break;
            const key = `${stop.name}@${stop.box.x},${stop.box.y + (await page.evaluate(() => scrollY))}`;
            if (seen.has(key)) break;
            seen.add(key);
            if ((stop.inFrame && frameWalked) || stop.embedded || measured.has(stop.look)) continue;
            measured.add(stop.look);
            const changed = await ringPixels(page, stop.box);
            if (changed < stop.needed)
              faint.push(`${kind}: ${stop.name} changes ${changed} px by 3:1, needs ${stop.needed}`);
          }
          frameWalked = true;
        }
        await context.close();
        expect(faint, faint.join('\n')).toEqual([]);
      },
    );
  }
}
