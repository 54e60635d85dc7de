/**
 * The plan-twins rule (src/lib/content-check/rules/content/plan-twins.ts): the Arabic words of each plan are
 * found by its id, and each calendar note by its month.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { content, copyContentForEachTest, edit, errors, lineIn, warnings } from './support';

copyContentForEachTest();

const original = 'plans/plans.yaml';
const translation = 'plans/ar/plans.yaml';

describe('npm run check: plan-twins', () => {
  it('fails on Arabic words for a plan id the original does not have, and warns of the plan left without them', () => {
    edit(original, (source) => source.replace('id: standard', 'id: classic'));
    expect(errors()).toEqual([
      `src/content/${translation}:${lineIn(translation, 'id: standard')} — the second plan's id: src/content/${original} has no plan standard: write the id exactly as the original does, or remove these words`,
    ]);
    expect(warnings()).toEqual([
      `src/content/${original}:${lineIn(original, 'id: classic')} — the second plan's id: no Arabic words for the plan classic in src/content/${translation}: the Arabic page shows its words in English`,
    ]);
  });

  it('fails on a note for a month without one in the original, and warns of a note left untranslated', () => {
    edit(original, (source) => source.replace('    note: Before insects wake up in the warmth\n', ''));
    edit(translation, (source) =>
      source.replace('  - month: august\n    note: "المصارف والحشرات في ذروة الرطوبة"\n', ''),
    );
    expect(errors()).toEqual([
      `src/content/${translation}:${lineIn(translation, 'month: february')} — the first calendar month's month: src/content/${original} has no calendar note for february: write the month exactly as the original does, or remove these words`,
    ]);
    expect(warnings()).toEqual([
      `src/content/${original}:${lineIn(original, 'month: august')} — the eighth calendar month's month: no Arabic words for the calendar note for august in src/content/${translation}: the Arabic page shows its note in English`,
    ]);
  });

  it('warns that the Arabic page shows the English words while the translation file is missing', () => {
    rmSync(join(content(), translation));
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([
      `src/content/${original}: no Arabic translation yet (src/content/${translation}): the Arabic plans page shows the plans' English words`,
    ]);
  });
});
