/**
 * Text never sits on artwork it cannot be read against, at any width, proven from the rendered
 * pixels: every text drawn over a picture or a gradient reaches WCAG contrast (4.5:1, large text
 * 3:1) against the worst pixel behind it; no page scrolls sideways and no text is clipped. One
 * browser context per run of widths (WIDTH_RUNS: the two phone widths share one load of each page);
 * the run is the same in both projects, so it runs in one.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  findTextOverArt,
  layoutFaults,
  openPageKind,
  PAGE_KINDS,
  resizePageKind,
  WIDTH_RUNS,
  worstContrasts,
} from './support/pixels';

test.describe.configure({ mode: 'parallel' });

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

for (const widths of WIDTH_RUNS) {
  test(`every page kind reads well at ${widths.join(' and ')} px`, async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run covers every width');
    test.setTimeout(240_000);
    const context = await browser.newContext({
      viewport: { width: widths[0]!, height: 800 },
      reducedMotion: 'reduce',
      // The test makes text transparent with a style of its own, which the site's CSP would refuse.
      bypassCSP: true,
      baseURL: testInfo.project.use.baseURL,
    });
    const page = await context.newPage();
    const failures: string[] = [];
    const measured = new Map(widths.map((width) => [width, 0]));
    for (const kind of PAGE_KINDS) {
      // Each page kind is opened at the run's first width, as a visitor's phone would show it.
      if (page.viewportSize()!.width !== widths[0]) await resizePageKind(page, {}, widths[0]!);
      await openPageKind(page, kind);
      for (const width of widths) {
        if (width !== page.viewportSize()!.width) await resizePageKind(page, kind, width);
        const where = `${kind.name} at ${width} px`;
        for (const fault of await layoutFaults(page)) failures.push(`${where}: ${fault}`);
        let reading = await contrastFaults(page);
        if (reading.faults.length > 0) {
          // Read once more before failing: a fault of the page shows in both readings, a page caught
          // while still settling only in the first. Once (in a full run) a text read 1.38:1 that
          // passes in every run before and since. Both captures go with a failure.
          const first = reading;
          reading = await contrastFaults(page);
          for (const [index, { capture }] of [first, reading].entries()) {
            if (!capture) continue;
            // As a file, whose path the test's report prints.
            const path = testInfo.outputPath(`${kind.name}-${width}px-reading-${index + 1}.png`);
            writeFileSync(path, capture);
            await testInfo.attach(`${where}, reading ${index + 1}`, { path, contentType: 'image/png' });
          }
          if (reading.faults.length === 0) {
            testInfo.annotations.push({ type: 'read again', description: `${where}: ${first.faults.join('; ')}` });
          }
        }
        measured.set(width, measured.get(width)! + reading.measured);
        for (const fault of reading.faults) failures.push(`${where}: ${fault}`);
      }
    }
    await context.close();
    for (const [width, count] of measured) {
      expect(count, `the banners and hero texts were found and measured at ${width} px`).toBeGreaterThan(
        PAGE_KINDS.length,
      );
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
