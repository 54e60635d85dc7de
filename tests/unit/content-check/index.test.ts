/**
 * The whole check (src/lib/content-check/index.ts): the content read, then every rule of RULES in
 * its order.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent, formatProblem } from '../../../src/lib/content-check';
import { copyContentForEachTest, edit, errors, warnings, article, articleFile } from './support';

copyContentForEachTest();

describe('npm run check: the whole content, rule after rule', () => {
  it('finds nothing wrong with the content as it is', () => {
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  it("lists each file's problems together, in the order the files are read, then what only the whole content shows", () => {
    const service = 'src/content/services/hvac-system-in-dubai-uae.yaml';
    edit('slides/slide-2.yaml', (source) => source.replace('order: 2', 'order: 1'));
    edit('services/hvac-system-in-dubai-uae.yaml', (source) =>
      source
        .replace('name: "HVAC Systems"', 'name: "HVAC Systems, call 04 555 0142"')
        .replace(/^image: .*$/m, 'image: ../../assets/art/nope.svg'),
    );
    edit(article, (source) =>
      source
        .replace(/^title: .*$/m, `title: "${'Long title '.repeat(10).trim()}"`)
        .replace(/^image: .*$/m, 'image: ../../assets/art/nope.svg'),
    );
    expect(errors()).toEqual([
      // The service's pictures, then its typed contacts: the rules of one entry, in RULES' order.
      `${service}:9 — image: no picture at ../../assets/art/nope.svg: check the file name and the ../ steps`,
      `${service}:5 — name: the phone number 04 555 0142 is typed as text: phone numbers live only in settings/site.yaml, which every page already shows; remove it here`,
      `${articleFile}:2 — title: title is too long: write at most 60 characters (this one has 109)`,
      `${articleFile}:5 — image: no picture at ../../assets/art/nope.svg: check the file name and the ../ steps`,
      // The slides are read before the services, but two slides are held against each other after every entry.
      'src/content/slides/slide-2.yaml:1 — order: order 1 is also used by src/content/slides/slide-1.yaml: give each file in src/content/slides its own number',
      "src/content/slides/ar/slide-2.yaml:1 — order: order 2 differs from order 1 in the English original (src/content/slides/slide-2.yaml): a translation keeps its original's order; write order: 1",
    ]);
  });

  it("finds no error in the repository's own content, both editions", () => {
    const problems = checkContent(resolve('src/content'), resolve('.'));
    expect(problems.filter((problem) => problem.severity !== 'warning').map(formatProblem)).toEqual([]);
    // Its warnings, if any, are translations still to come.
    for (const warning of problems.filter((problem) => problem.severity === 'warning').map(formatProblem)) {
      expect(warning).toMatch(/no Arabic translation yet|no English original|leads to the English page/);
    }
  });
});
