/**
 * The credential-expiry rule (src/lib/content-check/rules/entry/credential-expiry.ts): the site never claims a
 * licence, approval or certificate past its expiry, and the check warns 60 days before.
 */
import { describe, expect, it } from 'vitest';
import { copyContentForEachTest, edit, errors, fileProblemsOn, lineIn, run } from './support';

copyContentForEachTest();

const credentials = 'credentials/credentials.yaml';
const file = `src/content/${credentials}`;
const civilDefence = 'expires: 2027-03-31 # sample';

const problemsOn = (today: string) => fileProblemsOn(file, today);

describe('npm run check: credential-expiry', () => {
  it('fails on an expired credential, naming the file, line, credential and date', () => {
    edit(credentials, (source) => source.replace(civilDefence, 'expires: 2024-03-31'));
    expect(errors()).toEqual([
      `${file}:${lineIn(credentials, 'expires: 2024-03-31')} — the second credential's expires: Approved fire and life safety contractor, Dubai Civil Defence (DCD) expired on 2024-03-31: the site must not claim it; write the renewed one's expiry (and number), or remove it from the list`,
    ]);
  });

  it('fails `npm run check` itself on an expired credential', () => {
    expect(run().exitCode).toBe(0);
    edit(credentials, (source) => source.replace(civilDefence, 'expires: 2024-03-31'));
    const { exitCode, output } = run();
    expect(exitCode).toBe(1);
    expect(output).toContain(
      `✗ ${file}:15 — the second credential's expires: Approved fire and life safety contractor, Dubai Civil Defence (DCD) expired on 2024-03-31`,
    );
  });

  it('warns 60 days before an expiry, with the days left, and stays quiet the day before that', () => {
    expect(problemsOn('2027-01-29')).toEqual([]);
    expect(problemsOn('2027-01-30')).toEqual([
      `warning: ${file}:15 — the second credential's expires: Approved fire and life safety contractor, Dubai Civil Defence (DCD) expires on 2027-03-31, in 60 days: renew it and write the new expiry, or the check fails once it has passed`,
    ]);
    expect(problemsOn('2027-03-30')).toEqual([expect.stringContaining('expires on 2027-03-31, in 1 day: renew it')]);
  });

  it('counts the expiry day as valid, with a warning, and fails from the day after', () => {
    expect(problemsOn('2027-03-31')).toEqual([
      `warning: ${file}:15 — the second credential's expires: Approved fire and life safety contractor, Dubai Civil Defence (DCD) expires on 2027-03-31, today, its last day: renew it and write the new expiry, or the check fails once it has passed`,
    ]);
    expect(problemsOn('2027-04-01')).toEqual([
      expect.stringMatching(
        /^error: .*:15 — the second credential's expires: .* expired on 2027-03-31: the site must not/,
      ),
    ]);
  });

  it('leaves a date that is not year-month-day to the schema', () => {
    edit(credentials, (source) => source.replace(civilDefence, 'expires: 31/03/2024'));
    expect(errors()).toEqual([
      `${file}:15 — the second credential's expires: write the date as year-month-day, for example 2024-08-09`,
    ]);
  });
});
