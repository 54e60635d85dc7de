/**
 * The launch rule (src/lib/content-check/rules/entry/launch.ts, `npm run check -- --launch` only): no
 * placeholder left.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLaunch, formatProblem } from '../../../src/lib/content-check';
import { copyContentForEachTest, root, content, edit, arabic, run } from './support';

copyContentForEachTest();

/** The services whose price guides and warranties carry sample values. */
const PRICED_SERVICES = [
  'services/hvac-system-in-dubai-uae.yaml',
  'services/best-plumbing-service-in-dubai-uae.yaml',
  'services/electrical-services-in-dubai-uae.yaml',
] as const;

describe('npm run check -- --launch', () => {
  const settings = 'src/content/settings/site.yaml';
  const electromechanical =
    'src/content/articles/electromechanical-equipment-installation-and-maintenance-services-in-dubai.mdx';

  it("fails on today's placeholders, listing each file and field", () => {
    const listed = checkLaunch(content(), root()).map(({ file, field }) => `${file} ${field}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        `${settings} email`,
        `${settings} siteUrl`,
        `${settings} social link 1`,
        `${settings} social link 3`,
        `${settings} phone`,
        `${settings} whatsapp`,
        `${settings} developerCredit.url`,
        `${electromechanical} video`,
        `${electromechanical.replace('articles/', 'articles/ar/')} video`,
        `src/content/credentials/credentials.yaml the first credential's number`,
        `src/content/credentials/credentials.yaml the first credential's expires`,
        `src/content/credentials/ar/credentials.yaml the first credential's number`,
        `src/content/${PRICED_SERVICES[0]} the first priced job's aed`,
        `src/content/${PRICED_SERVICES[0]} prices.callOut.deductedIfWorkGoesAhead`,
        `src/content/${PRICED_SERVICES[0]} prices.reviewed`,
        `src/content/${PRICED_SERVICES[0]} warranty`,
        `src/content/${arabic(PRICED_SERVICES[0])} warranty`,
        `src/content/plans/plans.yaml the first plan's prices.apartment.studio`,
        `src/content/plans/plans.yaml the third plan's callOuts`,
      ]),
    );
    const { exitCode, output } = run(['--launch']);
    expect(exitCode).toBe(1);
    expect(output).toContain(
      `✗ ${electromechanical}:8 — video: the video is the placeholder: give the real video's embed address, or remove the video line`,
    );
    expect(output).toContain(
      `✗ ${settings}:12 — phone: this value is marked as a sample: write the real one and remove the # sample comment`,
    );
    expect(output).toMatch(/developerCredit\.url: the developer credit points at this site itself/);
    // Without --launch the placeholders are fine: the site is still being built.
    expect(run().exitCode).toBe(0);
  });

  it('lists every sample fact of a project, in both editions, and leaves its pictures and words alone', () => {
    const project = 'projects/villa-community-ac-retrofit-arabian-ranches.mdx';
    for (const file of [project, arabic(project)]) {
      const fields = checkLaunch(content(), root())
        .filter((problem) => problem.file === `src/content/${file}`)
        .map(({ field }) => field);
      expect(fields, file).toEqual([
        'client',
        'community',
        'emirate',
        'facility',
        'services',
        'start',
        'duration',
        'scope',
        'result',
        'beforeText',
        'afterText',
      ]);
    }
  });

  it('names each sample value of the schedule once, a list written on one line as the list', () => {
    const schedule = 'src/content/schedule/schedule.yaml';
    const fields = checkLaunch(content(), root())
      .filter((problem) => problem.file === schedule)
      .map(({ line, field }) => `${line} ${field}`);
    expect(fields.slice(0, 9)).toEqual([
      '10 workingDays',
      '16 the first window',
      '17 the second window',
      '18 the third window',
      '19 the fourth window',
      '20 the fifth window',
      '24 sameDayCutoff',
      '27 daysAhead',
      '32 holiday 1',
    ]);
    expect(fields.slice(-5)).toEqual([
      '50 ramadan.start',
      '51 ramadan.end',
      '53 the first window',
      '54 the second window',
      '55 the third window',
    ]);
  });

  it("names each settings field once, in the content guide's words", () => {
    const fields = checkLaunch(content(), root())
      .filter((problem) => problem.file === settings)
      .map((problem) => problem.field);
    expect(fields).toEqual([
      'email',
      'phone',
      'mobile',
      'whatsapp',
      'social link 1',
      'social link 2',
      'social link 3',
      'siteUrl',
      'developerCredit.url',
      'emergencyResponseMinutes',
    ]);
    const { output } = run(['--launch']);
    expect(output.split('\n').filter((line) => line.includes('— developerCredit.url:'))).toEqual([
      `  ✗ ${settings}:36 — developerCredit.url: the developer credit points at this site itself: give the address of the people who built it`,
    ]);
    // The guide's "Before launch" names the same fields as the check prints them.
    const guide = readFileSync('docs/content-guide.md', 'utf8').split('## Before launch')[1]!;
    for (const field of ['email', 'siteUrl', 'social link 1', 'developerCredit.url'])
      expect(guide).toContain(`\`${field}\``);
  });

  it('passes once the placeholders are replaced', () => {
    edit('settings/site.yaml', (source) =>
      source
        .replaceAll('burjhorizon.example', 'burjhorizon.ae')
        .replace('burjhorizon-example', 'burjhorizon')
        .replace(/ # sample$/gm, '')
        .replace(/(developerCredit:\n\s+name: ).*\n(\s+url: ).*/, '$1Gulf Web Studio\n$2https://gulfweb.studio.ae'),
    );
    edit('schedule/schedule.yaml', (source) => source.replace(/ # sample$/gm, ''));
    edit('plans/plans.yaml', (source) => source.replace(/ # sample$/gm, ''));
    for (const file of ['credentials/credentials.yaml', ...PRICED_SERVICES].flatMap((file) => [file, arabic(file)])) {
      edit(file, (source) => source.replace(/ # sample$/gm, ''));
    }
    for (const file of readdirSync(join(content(), 'projects')).filter((name) => name.endsWith('.mdx'))) {
      for (const project of [`projects/${file}`, arabic(`projects/${file}`)]) {
        edit(project, (source) => source.replace(/ # sample$/gm, ''));
      }
    }
    // The translation carries the same video.
    const video = electromechanical.replace('src/content/', '');
    for (const file of [video, arabic(video)]) {
      edit(file, (source) =>
        source.replace('youtube-nocookie.com/embed/placeholder', 'youtube-nocookie.com/embed/dQw4w9WgXcQ'),
      );
    }
    expect(checkLaunch(content(), root()).map(formatProblem)).toEqual([]);
    const { exitCode, output } = run(['--launch']);
    expect(exitCode).toBe(0);
    expect(output).toContain('ready to launch');
  });
});
