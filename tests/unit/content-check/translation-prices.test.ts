/**
 * A service translation's price words and warranty against its original's
 * (src/lib/content-check/rules/content/translation-prices.ts, part of the translations rule): the amounts live
 * in the English file alone, the words of each job and the warranty in both.
 */
import { describe, expect, it } from 'vitest';
import { arabic, copyContentForEachTest, edit, errors, lineIn } from './support';

copyContentForEachTest();

const plumbing = 'services/best-plumbing-service-in-dubai-uae.yaml';
const arabicPlumbing = arabic(plumbing);
const file = `src/content/${arabicPlumbing}`;
const original = `the English original (src/content/${plumbing})`;
const heaterJob = '    - job: "تنظيف سخان المياه وصيانته"\n      unit: "لكل سخان"\n';

describe('npm run check: a translation keeps its original priced jobs and warranty', () => {
  it('wants the words of every priced job of the original, in the same order', () => {
    edit(arabicPlumbing, (source) => source.replace(heaterJob, ''));
    expect(errors()).toEqual([
      `${file}:${lineIn(arabicPlumbing, '- job: "فتح')} — prices.from: 2 priced jobs here, 3 priced jobs in ${original}: translate each of its jobs once, in the same order`,
    ]);
  });

  it('wants the prices block when the original lists priced jobs', () => {
    edit(arabicPlumbing, (source) => source.replace(/^prices:\n(  .*\n)+/m, ''));
    expect(errors()).toEqual([
      `${file}:1 — prices: ${original} lists 3 priced jobs under prices: from:; write each one's words here, in the same order (- job:, and unit: where it has one)`,
    ]);
  });

  it('holds each job to a unit where the original has one, and none where it has none', () => {
    edit(arabicPlumbing, (source) =>
      source
        .replace('      unit: "لكل سخان"\n', '')
        .replace('    - job: "فتح انسداد الصرف"\n', '    - job: "فتح انسداد الصرف"\n      unit: "لكل مصرف"\n'),
    );
    expect(errors()).toEqual([
      `${file}:${lineIn(arabicPlumbing, 'unit: "لكل مصرف"')} — the first priced job's unit: the same job in ${original} has no unit: remove it here, or add it there`,
      `${file}:${lineIn(arabicPlumbing, '- job: "تنظيف سخان')} — the second priced job: the same job in ${original} has a unit (per heater): translate it here as unit:`,
    ]);
  });

  it('wants the warranty in both files or in neither', () => {
    edit(arabicPlumbing, (source) => source.replace(/^warranty: .*\n/m, ''));
    expect(errors()).toEqual([
      `${file}:1 — warranty: ${original} states a warranty (90 days on repairs): write it here as warranty:`,
    ]);
    edit(arabicPlumbing, (source) => `${source}warranty: "90 يومًا على الإصلاحات"\n`);
    edit(plumbing, (source) => source.replace(/^warranty: .*\n/m, ''));
    expect(errors()).toEqual([
      `${file}:${lineIn(arabicPlumbing, 'warranty:')} — warranty: ${original} states no warranty: remove it here, or add it there`,
    ]);
  });

  it('refuses an amount in the translation: the original holds them', () => {
    edit(arabicPlumbing, (source) =>
      source.replace('      unit: "لكل سخان"\n', '      unit: "لكل سخان"\n      aed: 200\n'),
    );
    expect(errors()).toEqual([
      `${file}:${lineIn(arabicPlumbing, '- job: "تنظيف سخان')} — the second priced job: a translation's prices hold only the words of each job (job and unit): "aed" is read from the English original; remove it here`,
    ]);
  });
});
