/**
 * How the check reports (src/lib/content-check/report.ts) and what `npm run check` prints and
 * returns (scripts/check-content.ts).
 */
import { describe, expect, it } from 'vitest';
import { formatAnnotation } from '../../../src/lib/content-check';
import { copyContentForEachTest, edit, run, article, articleFile, appendToArticle } from './support';

copyContentForEachTest();

describe('npm run check from the command line', () => {
  it('exits non-zero and prints the problems', () => {
    edit(article, (source) => source.replace(/^date: .*$/m, 'date: someday'));
    const { exitCode, output } = run();
    expect(exitCode).toBe(1);
    expect(output).toContain(`✗ ${articleFile}:4 — date: write the date as year-month-day, for example 2024-08-09`);
    expect(output).not.toContain('::error');
  });

  it('prints GitHub annotations on the problem lines when GITHUB_ACTIONS is set', () => {
    edit(article, (source) => source.replace(/^date: .*$/m, 'date: someday'));
    const line = appendToArticle('Call, now: 100% <PhoneNumber />');
    const { exitCode, output } = run([], { GITHUB_ACTIONS: 'true' });
    expect(exitCode).toBe(1);
    expect(output.split('\n')).toEqual(
      expect.arrayContaining([
        `::error file=${articleFile},line=4,title=Content check%3A date::date: write the date as year-month-day, for example 2024-08-09`,
        `::error file=${articleFile},line=${line},title=Content check%3A body::body: <PhoneNumber> is not a component articles can use: did you mean <PhoneLink />? The components are <CallToAction />, <CompanyName />, <EmailLink />, <PhoneLink />`,
      ]),
    );
  });

  it('escapes what would break an annotation, and marks warnings as warnings', () => {
    expect(
      formatAnnotation({
        file: 'src/content/a,b.yaml',
        line: 3,
        field: 'x',
        message: '50% done\nnext',
        severity: 'warning',
      }),
    ).toBe('::warning file=src/content/a%2Cb.yaml,line=3,title=Content check%3A x::x: 50%25 done%0Anext');
    expect(formatAnnotation({ file: 'src/content/a.yaml', message: 'no line' })).toBe(
      '::error file=src/content/a.yaml,line=1,title=Content check::no line',
    );
  });
});
