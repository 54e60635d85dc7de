/**
 * Reading the content (src/lib/content-check/entries.ts): a file the YAML parser rejects, or a
 * folder the site does not read, said as what to do.
 */
import { copyFileSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyContentForEachTest, content, edit, errors, warnings, article, articleFile } from './support';

copyContentForEachTest();

describe('npm run check: reading the files', () => {
  it('says a colon in a title needs quotes, on the real line of the front matter', () => {
    edit(article, (source) => source.replace(/^title: .*$/m, 'title: AC Installation: What Every Owner Should Know'));
    expect(errors()).toEqual([
      `${articleFile}:2: the file cannot be read here: a colon inside a value needs the whole value in quotes, e.g. title: "AC Repair: 5 Tips"`,
    ]);
  });

  it('reports an indentation slip once, and skips the links to that file instead of blaming their files', () => {
    edit('services/hvac-system-in-dubai-uae.yaml', (source) =>
      source.replace('  - name: HVAC maintenance and servicing', '   - name: HVAC maintenance and servicing'),
    );
    expect(errors()).toEqual([
      'src/content/services/hvac-system-in-dubai-uae.yaml:21: the file cannot be read here: the indentation does not line up: indent this line with the same number of spaces as the lines it belongs with',
    ]);
    expect(warnings()).toEqual([
      expect.stringMatching(
        /^src\/content\/services\/hvac-system-in-dubai-uae\.yaml: \d+ links to this file from other files were not checked because it cannot be read: fix it and run the check again$/,
      ),
    ]);
  });

  it('reports a file that is not valid YAML with its line', () => {
    edit('services/hvac-system-in-dubai-uae.yaml', (source) => source.replace(/^order: 4$/m, 'order: [4'));
    expect(errors()[0]).toBe(
      'src/content/services/hvac-system-in-dubai-uae.yaml:3: the file cannot be read here: a bracket [ or { is opened but not closed: close it on the same line',
    );
  });

  it('reports a folder the site does not read: a misspelt ar folder', () => {
    renameSync(join(content(), 'testimonials/ar'), join(content(), 'testimonials/AR'));
    expect(errors()).toEqual([
      'src/content/testimonials/AR: rename the folder to ar: translations are read only from a folder named exactly ar',
    ]);
    mkdirSync(join(content(), 'clients/ar/old'));
    expect(warnings()).toContain(
      'src/content/clients/ar/old: the site does not read this folder: Arabic translations go directly in src/content/clients/ar; move its files there',
    );
  });

  it('reads no translation of the schedule, which serves every edition: an ar folder beside it is not read', () => {
    mkdirSync(join(content(), 'schedule/ar'));
    copyFileSync(join(content(), 'schedule/schedule.yaml'), join(content(), 'schedule/ar/schedule.yaml'));
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([
      'src/content/schedule/ar: the site does not read this folder: src/content/schedule holds one file that serves every edition; make your change there',
    ]);
  });
});
