/** The order rule (src/lib/content-check/rules/content/order.ts): no two entries of one edition with one `order`. */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyContentForEachTest, content, edit, errors, warnings, arabic } from './support';

copyContentForEachTest();

describe('npm run check: order', () => {
  it.each([
    [
      'services',
      'services/hvac-system-in-dubai-uae.yaml',
      'order: 4',
      'order: 1',
      'building-facility-management-in-uae.yaml',
      2,
    ],
    ['slides', 'slides/slide-2.yaml', 'order: 2', 'order: 1', 'slide-1.yaml', 1],
    ['testimonials', 'testimonials/crescent-towers.yaml', 'order: 3', 'order: 1', 'gulfpoint-logistics.yaml', 1],
    ['clients', 'clients/palmgate-schools.yaml', 'order: 6', 'order: 1', 'harbourline-properties.yaml', 1],
  ])('reports a duplicate order in %s', (folder, file, from, to, first, line) => {
    edit(file, (source) => source.replace(from, to));
    const [problem, twin] = errors();
    // Whichever file is read second is the one reported; both name the other.
    expect(problem).toMatch(new RegExp(`^src/content/${folder}/\\S+\\.yaml:${line} — order: order 1 is also used by `));
    expect(problem).toContain(`give each file in src/content/${folder} its own number`);
    expect(problem).toContain([file, `${folder}/${first}`].find((name) => !problem!.startsWith(`src/content/${name}`)));
    // The translation still has the old number.
    expect(twin).toMatch(
      new RegExp(`^src/content/${arabic(file)}:\\d+ — order: order \\d+ differs from order 1 in the English original `),
    );
    expect(errors()).toHaveLength(2);
  });

  it('reports a duplicate order within the Arabic edition, never between the two editions', () => {
    cpSync(join(content(), 'slides/ar/slide-1.yaml'), join(content(), 'slides/ar/slide-4.yaml'));
    expect(errors()).toEqual([
      'src/content/slides/ar/slide-4.yaml:1 — order: order 1 is also used by src/content/slides/ar/slide-1.yaml: give each file in src/content/slides/ar its own number',
    ]);
    expect(warnings()).toEqual([
      "src/content/slides/ar/slide-4.yaml: there is no English original (src/content/slides/slide-4.yaml): the English banner goes without this slide; if it translates another file, give it that file's name",
    ]);
  });
});
