/**
 * The translations rule (src/lib/content-check/rules/content/translations.ts): each translation held against its
 * original.
 */
import { cpSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent, formatProblem } from '../../../src/lib/content-check';
import {
  copyContentForEachTest,
  root,
  content,
  edit,
  errors,
  warnings,
  arabic,
  lineIn,
  plumbing,
  arabicPlumbing,
} from './support';

copyContentForEachTest();

describe('npm run check: twins (each translation against its original)', () => {
  it.each([
    ['articles/choosing-right-facility-management-company-dubai.mdx', 'the article is published in English only'],
    ['pages/privacy.yaml', 'the page /privacy is published in English only'],
    ['slides/slide-3.yaml', 'the Arabic banner goes without this slide'],
    ['testimonials/crescent-towers.yaml', 'the Arabic home page goes without this testimonial'],
    ['clients/palmgate-schools.yaml', 'the Arabic home page goes without this client'],
  ])('warns about %s without its Arabic translation', (file, means) => {
    rmSync(join(content(), arabic(file)), { force: true });
    expect(errors()).toEqual([]);
    // Compared in full, not against the standing warnings: the privacy page may not be translated yet.
    expect(
      checkContent(content(), root())
        .map(formatProblem)
        .filter((problem) => problem.startsWith(`src/content/${file}:`)),
    ).toEqual([`src/content/${file}: no Arabic translation yet (src/content/${arabic(file)}): ${means}`]);
  });

  it('warns about an Arabic file without an English original', () => {
    cpSync(join(content(), arabicPlumbing), join(content(), 'articles/ar/villa-plumbing-guide.mdx'));
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([
      "src/content/articles/ar/villa-plumbing-guide.mdx: there is no English original (src/content/articles/villa-plumbing-guide.mdx): the article is published in Arabic only; if it translates another file, give it that file's name",
    ]);
  });

  it.each([
    ['settings/site.yaml', 'text fields (see docs/content-guide.md)'],
    ['home/home.yaml', 'fields'],
    ['emergency/emergency.yaml', 'fields'],
  ])('fails without the Arabic translation of %s, which every Arabic page needs', (file, fields) => {
    rmSync(join(content(), arabic(file)));
    expect(errors()).toEqual([
      `src/content/${file}: no Arabic translation (src/content/${arabic(file)}): the Arabic pages cannot be built without it; write it with this file's ${fields}, in Arabic`,
    ]);
  });

  it.each([
    ['letter case', 'Best-Plumbing-Service-in-Dubai', 'best-plumbing-service-in-dubai'],
    ['a trailing dash', 'Best-Plumbing-Service-in-Dubai', 'Best-Plumbing-Service-in-Dubai-'],
    ['a leading space', 'Best-Plumbing-Service-in-Dubai', ' Best-Plumbing-Service-in-Dubai'],
  ])('reports a translation whose file name differs from the original by %s', (_, name, misnamed) => {
    renameSync(join(content(), `articles/ar/${name}.mdx`), join(content(), `articles/ar/${misnamed}.mdx`));
    const line = lineIn(arabicPlumbing, `](/ar/${name})`);
    expect(errors()).toEqual([
      // The Arabic link to it leads nowhere now, and says why.
      `src/content/${arabicPlumbing}:${line} — body: the link /ar/${name} leads to no page of the site: the file for it is misnamed: rename src/content/articles/ar/${misnamed}.mdx to ${name}.mdx`,
      `src/content/articles/ar/${misnamed}.mdx: rename it to ${name}.mdx so that it is the twin of src/content/articles/${name}.mdx: a translation has its original's file name exactly, capital letters and dashes included`,
    ]);
  });

  it("reports a translation whose order differs from its original's, naming both", () => {
    edit('slides/ar/slide-2.yaml', (source) => source.replace('order: 2', 'order: 4'));
    expect(errors()).toEqual([
      "src/content/slides/ar/slide-2.yaml:1 — order: order 4 differs from order 2 in the English original (src/content/slides/slide-2.yaml): a translation keeps its original's order; write order: 2",
    ]);
  });

  it("reports a project's translation whose start, duration or services differ from its original's", () => {
    const project = 'projects/shopping-mall-fire-alarm-upgrade-al-barsha.mdx';
    edit(arabic(project), (source) =>
      source
        .replace('start: 2025-06-15', 'start: 2025-06-16')
        .replace('duration: 12 weeks', 'duration: 3 months')
        .replace('services: [electrical-services-in-dubai-uae, ', 'services: ['),
    );
    const from = `in the English original (src/content/${project}): a translation keeps its original's`;
    expect(errors()).toEqual([
      `src/content/${arabic(project)}:${lineIn(arabic(project), 'start:')} — start: start 2025-06-16 differs from start 2025-06-15 ${from} start; write start: 2025-06-15`,
      `src/content/${arabic(project)}:${lineIn(arabic(project), 'duration:')} — duration: duration 3 months differs from duration 12 weeks ${from} duration; write duration: 12 weeks`,
      `src/content/${arabic(project)}:${lineIn(arabic(project), 'services:')} — services: services [building-facility-management-in-uae] differs from services [electrical-services-in-dubai-uae, building-facility-management-in-uae] ${from} services; write services: [electrical-services-in-dubai-uae, building-facility-management-in-uae]`,
    ]);
  });

  it("reports a translation whose date or layout differs from its original's", () => {
    edit(arabicPlumbing, (source) => source.replace(/^date: .*$/m, 'date: 2024-12-10'));
    edit('services/ar/hvac-system-in-dubai-uae.yaml', (source) => source.replace('layout: columns', 'layout: stacked'));
    expect(errors()).toEqual([
      `src/content/services/ar/hvac-system-in-dubai-uae.yaml:11 — layout: layout stacked differs from layout columns in the English original (src/content/services/hvac-system-in-dubai-uae.yaml): a translation keeps its original's layout; write layout: columns`,
      `src/content/${arabicPlumbing}:4 — date: date 2024-12-10 differs from date 2024-12-09 in the English original (src/content/${plumbing}): a translation keeps its original's date; write date: 2024-12-09`,
    ]);
  });
});
