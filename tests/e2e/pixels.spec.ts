/**
 * Text never sits on artwork it cannot be read against, at any width, proven from the rendered
 * pixels: every text drawn over a picture or a gradient reaches WCAG contrast (4.5:1, large text
 * 3:1) against the worst pixel behind it; no page scrolls sideways and no text is clipped. One
 * browser context per width; the run is the same in both projects, so it runs in one.
 */
import { expect, test } from './support/test.ts';
import { findTextOverArt, layoutFaults, openPageKind, PAGE_KINDS, WIDTHS, worstContrasts } from './support/pixels';

test.describe.configure({ mode: 'parallel' });

for (const width of WIDTHS) {
  test(`every page kind reads well at ${width} px`, async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run covers every width');
    test.setTimeout(240_000);
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      reducedMotion: 'reduce',
      // The test makes text transparent with a style of its own, which the site's CSP would refuse.
      bypassCSP: true,
      baseURL: testInfo.project.use.baseURL,
    });
    const page = await context.newPage();
    const failures: string[] = [];
    let measured = 0;
    for (const kind of PAGE_KINDS) {
      await openPageKind(page, kind);
      for (const fault of await layoutFaults(page)) failures.push(`${kind.name} at ${width} px: ${fault}`);
      const texts = await findTextOverArt(page);
      const ratios = await worstContrasts(page, texts);
      texts.forEach((text, index) => {
        measured += 1;
        const needed = text.large ? 3 : 4.5;
        if (ratios[index] < needed) {
          failures.push(
            `${kind.name} at ${width} px: ${text.element} has contrast ${ratios[index].toFixed(2)}:1 (needs ${needed}:1)`,
          );
        }
      });
    }
    await context.close();
    expect(measured, 'the banners and hero texts were found and measured').toBeGreaterThan(PAGE_KINDS.length);
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
