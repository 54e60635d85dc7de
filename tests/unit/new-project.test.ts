/**
 * `npm run new:project` (scripts/new-project.ts): a new case study and its Arabic twin with
 * `--with-arabic`; each placeholder fails `npm run check` on its line until it is replaced, the
 * comments state the check's limits, and its facts are values the check accepts, named in the
 * comments. What it shares with the other scaffolds: describeScaffold (tests/support/scaffolds.ts).
 */
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { projectSchema } from '../../src/lib/content/schemas/projects';
import { describeScaffold, read, runScaffold } from '../support/scaffolds';
import { copyContentForEachTest, errors } from './content-check/support';

copyContentForEachTest();

const TITLE = 'Chiller Plant Upgrade for a Tower in JLT';
const SLUG = 'chiller-plant-upgrade-for-a-tower-in-jlt';
const englishFile = `src/content/projects/${SLUG}.mdx`;
const fields = projectSchema(z.string()).shape;
/** The field a placeholder line of a project is in: its front matter's, or the body. */
const fieldAt = (lines: string[], line: number) =>
  line > lines.indexOf('---', 1) + 1 ? 'body' : /^(\w+):/.exec(lines[line - 1]!)![1]!;

describeScaffold({
  script: 'new-project',
  title: TITLE,
  englishFile,
  arabicFile: `src/content/projects/ar/${SLUG}.mdx`,
  created: `Created ${englishFile}, published at /projects/${SLUG}.`,
  createdTwin: `Created src/content/projects/ar/${SLUG}.mdx, its Arabic twin, published at /ar/projects/${SLUG}.`,
  fieldAt,
  limited: {
    title: fields.title,
    description: fields.description,
    client: fields.client,
    facility: fields.facility,
    scope: fields.scope,
    result: fields.result,
  },
  kept: ['services', 'start', 'duration'],
  refusedTitle: ['Chillers', 'title is too short: write at least 20 characters (this one has 8)'],
  unknownOption: '--lang',
});

describe('npm run new:project', () => {
  it('has a placeholder in every field of words and the body, and names the service files it may list', () => {
    runScaffold('new-project', TITLE);
    const written = read(englishFile);
    expect(errors().map((problem) => problem.split(/ — |: /)[1])).toEqual([
      'description',
      'client',
      'community',
      'facility',
      'scope',
      'result',
      'beforeText',
      'afterText',
      'body',
      'body',
      'body',
      'body',
      'body',
      'body',
    ]);
    // The first service on the list, and every service file named in the comment above it.
    expect(written).toMatch(/^services: \[building-facility-management-in-uae\]$/m);
    expect(written).toContain('without .yaml: building-facility-management-in-uae, electrical-services-in-dubai-uae,');
    expect(written).toMatch(/^duration: 3 months$/m);
  });

  it('refuses to overwrite an existing project', () => {
    const { status, stderr } = runScaffold('new-project', 'Office Tower Chilled-Water Plant, Business Bay');
    expect(status).toBe(1);
    expect(stderr).toContain('src/content/projects/office-tower-chilled-water-plant-business-bay.mdx already exists');
  });
});
