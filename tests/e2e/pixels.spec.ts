/**
 * Text never sits on artwork it cannot be read against, at any width, proven from the rendered
 * pixels: every text drawn over a picture or a gradient reaches WCAG contrast (4.5:1, large text
 * 3:1) against the worst pixel behind it; no page scrolls sideways and no text is clipped.
 *
 * The every-page walk (site.spec.ts) reads the pages it loads anyway, at the widths it loads them at
 * (WALK_WIDTH_RUNS: 390 and 360 px, 1280 px). This test reads the rest: every page kind at 768 px,
 * and the pages no sitemap lists (the 404 pages) at the walk's widths too. One browser window per
 * run of widths (WIDTH_RUNS: the two phone widths share one load of each page); the run is the same
 * in both projects, so it runs in one.
 */
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { PIXEL_PAGE_KINDS, WALK_WIDTH_RUNS, WIDTH_RUNS } from '../../harness/pixel-pages.ts';
import { readPageKinds } from './support/pixels.ts';

test.describe.configure({ mode: 'parallel' });
// Each run opens windows of its own widths.
sameAtEverySize('reading the pixels at every width');

for (const widths of WIDTH_RUNS) {
  const readInTheWalk = Object.values(WALK_WIDTH_RUNS).includes(widths);
  const kinds = readInTheWalk ? PIXEL_PAGE_KINDS.filter((kind) => kind.unlisted) : PIXEL_PAGE_KINDS;
  const which = readInTheWalk ? 'the pages no sitemap lists read' : 'every page kind reads';
  test(`${which} well at ${widths.join(' and ')} px`, CHROMIUM_ONLY, async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({
      viewport: { width: widths[0]!, height: 800 },
      reducedMotion: 'reduce',
      baseURL: testInfo.project.use.baseURL,
    });
    const failures = await readPageKinds(await context.newPage(), kinds, widths, testInfo);
    await context.close();
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
