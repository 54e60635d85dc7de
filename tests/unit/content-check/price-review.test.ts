/**
 * The price-review rule (src/lib/content-check/rules/entry/price-review.ts): visitors read when a service's
 * prices were last reviewed, so the check warns once that is more than 6 months ago, and
 * `npm run check -- --launch` refuses it.
 */
import { describe, expect, it } from 'vitest';
import { copyContentForEachTest, edit, fileProblemsOn, lineIn, run } from './support';

copyContentForEachTest();

const hvac = 'services/hvac-system-in-dubai-uae.yaml';
const file = `src/content/${hvac}`;
const reviewed = 'reviewed: 2026-10-01 # sample';

const problemsOn = (today: string) => fileProblemsOn(file, today);

describe('npm run check: price-review', () => {
  it('warns once the prices were reviewed more than 6 months ago, naming the file, line, date and age', () => {
    const line = lineIn(hvac, reviewed);
    expect(problemsOn('2027-04-01')).toEqual([]);
    expect(problemsOn('2027-04-02')).toEqual([
      `warning: ${file}:${line} — prices.reviewed: the prices were last reviewed on 2026-10-01, 6 months and 1 day ago: check each price, then write the day you did as reviewed; prices reviewed more than 6 months ago stop \`npm run check -- --launch\``,
    ]);
    expect(problemsOn('2027-11-27')).toEqual([
      expect.stringContaining('reviewed on 2026-10-01, 13 months and 26 days ago: check each price'),
    ]);
  });

  it('fails `npm run check -- --launch` on stale prices, and says it once, as the error', () => {
    edit(hvac, (source) => source.replace(reviewed, 'reviewed: 2025-01-15'));
    const line = lineIn(hvac, 'reviewed: 2025-01-15');
    expect(run().exitCode).toBe(0);
    const { exitCode, output } = run(['--launch']);
    expect(exitCode).toBe(1);
    const stale = output.split('\n').filter((text) => text.includes('reviewed on 2025-01-15'));
    expect(stale).toEqual([
      expect.stringMatching(
        new RegExp(
          `^  ✗ ${file.replaceAll('.', '\\.')}:${line} — prices\\.reviewed: the prices were last reviewed on 2025-01-15, \\d+ months? (and \\d+ days? )?ago: check each price, then write the day you did as reviewed; prices reviewed more than 6 months ago stop \`npm run check -- --launch\`$`,
        ),
      ),
    ]);
  });

  it('refuses a review day still to come', () => {
    expect(problemsOn('2026-09-30')).toEqual([
      `error: ${file}:${lineIn(hvac, reviewed)} — prices.reviewed: 2026-10-01 is a day still to come: write the day the prices were last reviewed, today at the latest`,
    ]);
  });

  it('leaves a date that is not year-month-day to the schema', () => {
    edit(hvac, (source) => source.replace(reviewed, 'reviewed: October 2026'));
    expect(problemsOn('2027-11-27')).toEqual([
      `error: ${file}:${lineIn(hvac, 'reviewed: October 2026')} — prices.reviewed: write the date as year-month-day, for example 2024-08-09`,
    ]);
  });
});
