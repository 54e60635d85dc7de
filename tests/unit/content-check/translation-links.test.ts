/**
 * A translation's links (src/lib/content-check/rules/content/translation-links.ts): the same pages as its
 * original's, in the same order.
 */
import { describe, expect, it } from 'vitest';
import { copyContentForEachTest, edit, errors, warnings, arabic, lineIn, plumbing, arabicPlumbing } from './support';

copyContentForEachTest();

describe("npm run check: a translation's links against its original's", () => {
  it('reports a link the translation leaves out, and where it goes', () => {
    const englishLine = lineIn(plumbing, '](/Best-Plumbing-Service-in-Dubai)');
    edit(arabicPlumbing, (source) => source.replace(/\[([^\]]*)\]\(\/ar\/Best-Plumbing-Service-in-Dubai\)/, '$1'));
    const next = lineIn(arabicPlumbing, '](/ar/service/best-plumbing-service-in-dubai-uae)');
    expect(errors()).toEqual([
      `src/content/${arabicPlumbing}:${next} — body: the link /ar/Best-Plumbing-Service-in-Dubai is missing before the link on this line: the English original links to /Best-Plumbing-Service-in-Dubai at src/content/${plumbing}:${englishLine}; add it in the same place`,
    ]);
  });

  it('reports a link the translation adds', () => {
    edit(arabicPlumbing, (source) => `${source.trimEnd()}\n\nتعرّف علينا في [صفحة من نحن](/ar/about).\n`);
    expect(errors()).toEqual([
      `src/content/${arabicPlumbing}:${lineIn(arabicPlumbing, '](/ar/about)')} — body: the link /ar/about is not in the English original (src/content/${plumbing}): a translation links to the same pages as its original; remove it, or add it to both`,
    ]);
  });

  it('reports links the translation puts in another order', () => {
    edit(arabicPlumbing, (source) =>
      source
        .replace('](/ar/water-tank-cleaning-solution-in-dubai)', '](/ar/PLACEHOLDER)')
        .replace('](/ar/Best-Plumbing-Service-in-Dubai)', '](/ar/water-tank-cleaning-solution-in-dubai)')
        .replace('](/ar/PLACEHOLDER)', '](/ar/Best-Plumbing-Service-in-Dubai)'),
    );
    // Of two links swapped, one is out of place: the later one.
    const moved = lineIn(arabicPlumbing, '](/ar/water-tank-cleaning-solution-in-dubai)');
    expect(errors()).toEqual([
      `src/content/${arabicPlumbing}:${moved} — body: the link /ar/water-tank-cleaning-solution-in-dubai is not in the same place as in the English original (src/content/${plumbing}:${lineIn(plumbing, '](/water-tank-cleaning-solution-in-dubai)')}): keep the links in the original's order`,
    ]);
  });

  it('reports a link the translation points at another page', () => {
    const line = lineIn(arabicPlumbing, '](/ar/water-tank-cleaning-solution-in-dubai)');
    edit(arabicPlumbing, (source) =>
      source.replace('](/ar/water-tank-cleaning-solution-in-dubai)', '](/ar/facade-cleaning-services-in-dubai)'),
    );
    expect(errors()).toEqual([
      `src/content/${arabicPlumbing}:${line} — body: the link /ar/facade-cleaning-services-in-dubai leads elsewhere than the English original's /water-tank-cleaning-solution-in-dubai (src/content/${plumbing}:${lineIn(plumbing, '](/water-tank-cleaning-solution-in-dubai)')}): write /ar/water-tank-cleaning-solution-in-dubai, or change both files to the same page`,
    ]);
  });

  it("compares a service's point links (YAML link fields) too", () => {
    const service = 'services/building-facility-management-in-uae.yaml';
    edit(arabic(service), (source) => source.replace(/^ {4}link: \/ar\/facade-cleaning-services-in-dubai\n/m, ''));
    expect(errors()).toEqual([
      `src/content/${arabic(service)}:21 — the first point's link: the link /ar/facade-cleaning-services-in-dubai is missing before the link on this line: the English original links to /facade-cleaning-services-in-dubai at src/content/${service}:20; add it in the same place`,
    ]);
  });

  it('does not compare links to other sites', () => {
    edit(arabicPlumbing, (source) => `${source.trimEnd()}\n\nراجع [موقع بلدية دبي](https://www.dm.gov.ae).\n`);
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([]);
  });
});
