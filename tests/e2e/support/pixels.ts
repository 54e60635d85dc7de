/**
 * Looking at a page as a visitor sees it, from its pixels: which text is drawn over a picture or
 * a gradient, how much contrast the pixels behind it leave, and whether any text is clipped or
 * the page scrolls sideways. Shared by the every-page walk, the pixel test and `npm run shots`.
 */
import { writeFileSync } from 'node:fs';
import type { Page, PageScreenshotOptions, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { openPageKind, resizePageKind, type PixelPageKind } from '../../../harness/pixel-pages.ts';

export interface TextOverArt {
  /** A short description: tag, classes' first words and the start of its text. */
  element: string;
  /** The text colour as [r, g, b]. */
  color: [number, number, number];
  large: boolean;
  /** The boxes of its lines, in document pixels. */
  boxes: { x: number; y: number; width: number; height: number }[];
}

/**
 * The text elements drawn over artwork: an ancestor paints a background image or gradient, or a
 * positioned picture (img or svg, larger than an icon) anywhere on the page overlaps the text: the
 * hero's buttons lie over the slides' artwork, which sits in another branch of the page.
 */
export function findTextOverArt(page: Page): Promise<TextOverArt[]> {
  return page.evaluate(() => {
    // Colours as they come to rest: the buttons fade their colours (transition-colors), and the
    // previous reading's transparent text fading back in read as grey. A WhatsApp button's white
    // text read as 1.36–1.39:1 that way, after a reading or a resize less than 150 ms before.
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
    const width = document.documentElement.clientWidth;
    const visible = (box: DOMRect) => box.width > 1 && box.height > 1 && box.right > 0 && box.left < width;
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    // Colours come as oklch() and friends: a canvas turns any of them into sRGB.
    const paint = new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true })!;
    const rgb = (color: string) => {
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = color;
      paint.fillRect(0, 0, 1, 1);
      return [...paint.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const art = [...document.querySelectorAll('img, svg, picture')]
      .filter((picture) => getComputedStyle(picture).position === 'absolute')
      .map((picture) => picture.getBoundingClientRect())
      .filter((box) => visible(box) && box.width >= 100 && box.height >= 100);
    const found: TextOverArt[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim());
      if (!ownText || element.closest('[aria-hidden="true"], .sr-only, script, style, noscript')) continue;
      // Only the element's own text: a child (a screen-reader-only span, say) is measured on its own.
      const lines = [...element.childNodes]
        .filter((node) => node.nodeType === 3 && node.textContent!.trim())
        .flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()];
        })
        .filter(visible);
      if (lines.length === 0) continue;
      const textBox = new DOMRect(
        Math.min(...lines.map((line) => line.left)),
        Math.min(...lines.map((line) => line.top)),
        Math.max(...lines.map((line) => line.right)) - Math.min(...lines.map((line) => line.left)),
        Math.max(...lines.map((line) => line.bottom)) - Math.min(...lines.map((line) => line.top)),
      );
      let overArt = art.some((box) => overlaps(box, textBox));
      for (let ancestor = element.parentElement; ancestor && !overArt; ancestor = ancestor.parentElement) {
        if (getComputedStyle(ancestor).backgroundImage !== 'none') overArt = true;
      }
      if (!overArt) continue;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      const label = `<${element.tagName.toLowerCase()}> "${element.textContent!.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      found.push({
        element: label,
        color: rgb(style.color) as [number, number, number],
        // WCAG's large text: 18 pt, or 14 pt bold (24 px, 18.66 px).
        large: size >= 24 || (bold && size >= 18.66),
        boxes: lines.map((line) => ({
          x: Math.max(0, Math.floor(line.left)),
          y: Math.floor(line.top + window.scrollY),
          width: Math.ceil(Math.min(line.right, width) - Math.max(0, line.left)),
          height: Math.ceil(line.height),
        })),
      });
    }
    return found;
  });
}

/** Each 8-bit sRGB channel value, linearised as WCAG's relative luminance needs it. */
const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** WCAG relative luminance of an 8-bit sRGB colour. */
export function luminance([r, g, b]: Iterable<number>): number {
  return 0.2126 * LINEAR[r]! + 0.7152 * LINEAR[g]! + 0.0722 * LINEAR[b]!;
}

export function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * A capture of a clip of the window. Chromium's capture answers "Unable to capture screenshot" when
 * its compositor hands back an empty frame; on this 2-core machine that came once in a loop of full
 * browser runs (the phone walk, a clip inside the window, nothing else wrong). That is asked again,
 * once; any other error, or the same twice, fails the test (docs/browsers.md, watch items).
 */
export async function capture(page: Page, options: PageScreenshotOptions & { clip: object }): Promise<Buffer> {
  try {
    return await page.screenshot(options);
  } catch (error) {
    if (!String(error).includes('Unable to capture screenshot')) throw error;
    return page.screenshot(options);
  }
}

/**
 * The worst contrast between each text's colour and the pixels behind it: the text is made
 * transparent (shadow too), the page is screenshotted, and every pixel of every line box counts.
 * The capture comes back too, for a failure to show.
 */
export async function worstContrasts(
  page: Page,
  texts: TextOverArt[],
): Promise<{ ratios: number[]; capture?: Buffer }> {
  if (texts.length === 0) return { ratios: [] };
  // A constructed style sheet, which the site's CSP (no inline styles) lets a script add: the
  // every-page walk reads pixels in a window that must still see every CSP error.
  const style = await page.evaluateHandle(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '* { color: transparent !important; text-shadow: none !important; caret-color: transparent !important; transition: none !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return sheet;
  });
  // Only the region that holds the texts, at the window's own size: a full-page capture resizes
  // the window, and the slider would re-lay itself out for the new size.
  const all = texts.flatMap((text) => text.boxes);
  const top = Math.min(...all.map((box) => box.y));
  const clip = {
    x: 0,
    y: top,
    width: await page.evaluate(() => document.documentElement.clientWidth),
    height: Math.max(...all.map((box) => box.y + box.height)) - top,
  };
  // The text goes transparent at once (no transition in the style above), so the capture needs no
  // wait; taking the style away again starts the buttons' colour fade, which findTextOverArt
  // finishes before it reads colours.
  const png = await capture(page, { clip });
  await style.evaluate((sheet) => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  });
  await style.dispose();
  // Decoded here by sharp (the library Astro builds the site's pictures with), in milliseconds;
  // sending the capture back into the page to decode it took longer than taking it.
  const { data: pixels, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const lowest = texts.map((text) => {
    let min = Infinity;
    let max = -Infinity;
    for (const box of text.boxes) {
      const y0 = box.y - top;
      const w = Math.min(box.width, info.width - box.x);
      const h = Math.min(box.height, info.height - y0);
      for (let y = y0; y < y0 + h; y++) {
        for (let x = box.x; x < box.x + w; x++) {
          const i = (y * info.width + x) * info.channels;
          const l = luminance(pixels.subarray(i, i + 3));
          if (l < min) min = l;
          if (l > max) max = l;
        }
      }
    }
    return { min, max };
  });
  // The worst pixel is the one nearest the text's own luminance: the darkest for light text, the
  // lightest for dark text, or, for a mid-tone, whichever of the two is closer.
  const ratios = texts.map((text, index) => {
    const own = luminance(text.color);
    const { min, max } = lowest[index]!;
    return Math.min(contrast(own, min), contrast(own, max), own >= min && own <= max ? 1 : Infinity);
  });
  return { ratios, capture: png };
}

/** The texts over art on the page as it stands that miss their contrast, and what they were read from. */
async function contrastFaults(page: Page) {
  const texts = await findTextOverArt(page);
  const { ratios, capture } = await worstContrasts(page, texts);
  const faults = texts.flatMap((text, index) => {
    const needed = text.large ? 3 : 4.5;
    return ratios[index]! < needed
      ? [`${text.element} has contrast ${ratios[index]!.toFixed(2)}:1 (needs ${needed}:1)`]
      : [];
  });
  return { measured: texts.length, faults, capture };
}

/**
 * Reads each page kind from its pixels at each of `widths` in turn, and says what is wrong: sideways
 * scroll, clipped text, a text over art below its contrast, or no text over art found at all on a
 * page with artwork (its banner was missed, and nothing was measured). Each kind is opened at the
 * first width, as a visitor's phone would show it (a page already open at its address is read as it
 * is), then the window is narrowed; it is left at the first width. The capture of a fault goes with
 * the test's report.
 */
export async function readPageKinds(
  page: Page,
  kinds: readonly PixelPageKind[],
  widths: readonly number[],
  testInfo: TestInfo,
): Promise<string[]> {
  const failures: string[] = [];
  for (const kind of kinds) {
    if (page.viewportSize()!.width !== widths[0]) await resizePageKind(page, {}, widths[0]!);
    await openPageKind(page, kind);
    for (const width of widths) {
      if (width !== page.viewportSize()!.width) await resizePageKind(page, kind, width);
      const where = `${kind.name} at ${width} px`;
      for (const fault of await layoutFaults(page)) failures.push(`${where}: ${fault}`);
      const look = await contrastFaults(page);
      if (look.faults.length > 0 && look.capture) {
        // As a file, whose path the test's report prints.
        const path = testInfo.outputPath(`${kind.name}-${width}px.png`);
        writeFileSync(path, look.capture);
        await testInfo.attach(where, { path, contentType: 'image/png' });
      }
      if (look.measured === 0 && !kind.plain) failures.push(`${where}: no text over art found to measure`);
      for (const fault of look.faults) failures.push(`${where}: ${fault}`);
    }
  }
  if (page.viewportSize()!.width !== widths[0]) await resizePageKind(page, {}, widths[0]!);
  return failures;
}

/** Sideways overflow and clipped text: plain descriptions of each fault, none when all is well. */
export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport) {
      faults.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${viewport} px window`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim());
      if (!ownText || element.closest('.sr-only, [aria-hidden="true"], script, style, noscript, .banner-slide'))
        continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.getClientRects().length === 0) continue;
      const label = `<${element.tagName.toLowerCase()}> "${element.textContent!.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth) {
        faults.push(`${label} is cut short with an ellipsis`);
      }
      const lines = [...element.childNodes]
        .filter((node) => node.nodeType === 3 && node.textContent!.trim())
        .flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()];
        })
        .filter((line) => line.width >= 1);
      if (lines.length === 0) continue;
      const text = {
        left: Math.min(...lines.map((line) => line.left)),
        right: Math.max(...lines.map((line) => line.right)),
        top: Math.min(...lines.map((line) => line.top)),
        bottom: Math.max(...lines.map((line) => line.bottom)),
      };
      if (text.left < -0.5 || text.right > viewport + 0.5) {
        faults.push(`${label} runs outside the window (${Math.round(text.left)}–${Math.round(text.right)} px)`);
        continue;
      }
      // A clipping ancestor that cuts the text off.
      for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
        const overflow = getComputedStyle(ancestor);
        if (overflow.overflowX === 'visible' && overflow.overflowY === 'visible') continue;
        if (overflow.overflowX === 'auto' || overflow.overflowX === 'scroll') break;
        const box = ancestor.getBoundingClientRect();
        if (
          text.left < box.left - 0.5 ||
          text.right > box.right + 0.5 ||
          text.bottom > box.bottom + 0.5 ||
          text.top < box.top - 0.5
        ) {
          faults.push(`${label} is clipped by its container`);
          break;
        }
      }
    }
    return faults;
  });
}
