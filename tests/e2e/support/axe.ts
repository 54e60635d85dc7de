/**
 * axe-core in the page itself. `@axe-core/playwright` took 2.5–4 s a page here: it injects axe into
 * every frame on each call and opens a new page to merge the frames' results, and a new Chromium
 * page alone costs 0.4–0.8 s on this machine. Run directly in the page, the same rules take
 * 0.2–0.5 s. Our pages carry no frame worth checking (the contact map, put in only when scrolled to,
 * is another site's page), so axe does not look into frames.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/**
 * axe-core's source (650 KB). Evaluated in a page that lacks it; a window opened with
 * `axeInEveryPage` has it from an init script instead, which made each of the every-page walk's
 * pages about 0.1 s quicker (alone).
 */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA, as every page is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's results for the page as it stands, under WCAG_TAGS, with `disableRules` left out. */
export async function checkAccessibility(page: Page, disableRules: string[] = []): Promise<AxeResults> {
  // Evaluated through the browser's debugging protocol, so the page's CSP does not stop it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ({ tags, off }) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])),
        // Passes and inapplicable rules come back as one node each, not every node checked: the
        // tests read violations and the incomplete, and the rest only cost time to gather and send.
        resultTypes: ['violations', 'incomplete'],
        iframes: false,
      }),
    { tags: WCAG_TAGS, off: disableRules },
  );
}
