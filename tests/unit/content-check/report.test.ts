/**
 * How the check reports (src/lib/content-check/report.ts) and what `npm run check` prints and
 * returns (scripts/check-content.ts).
 */
import { describe, expect, it } from 'vitest';
import { fieldName, formatAnnotation } from '../../../src/lib/content-check';
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

  it('names a field as a person counts, never by a path counted from zero', () => {
    expect(fieldName(['points', 0, 'link'])).toBe("the first point's link");
    expect(fieldName(['sections', 1, 'heading'])).toBe("the second section's heading");
    expect(fieldName(['points', 10, 'name'])).toBe("the 11th point's name");
    expect(fieldName(['sections', 21])).toBe('the 22nd section');
    expect(fieldName(['social', 0, 'url'])).toBe('social link 1');
    expect(fieldName(['social', 2, 'network'])).toBe("social link 3's network");
    expect(fieldName(['address', 1])).toBe('address line 2');
    expect(fieldName(['developerCredit', 'url'])).toBe('developerCredit.url');
    expect(fieldName(['tags', 0])).toBe('item 1 of tags');
  });

  it('prints each field once, even when two checks find something in it', () => {
    edit('settings/site.yaml', (source) => source.replace('phone: +971 4 555 0142', 'phone: +971 4 55'));
    const { output } = run(['--launch']);
    expect(output.split('\n').filter((line) => line.includes('— phone:'))).toEqual([
      '  ✗ src/content/settings/site.yaml:12 — phone: the phone number in settings (phone), +971 4 55, is too short: write the whole number, such as +971 4 321 9876, or a toll-free number such as 800 4321; also, this value is marked as a sample: write the real one and remove the # sample comment',
    ]);
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
