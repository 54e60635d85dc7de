/**
 * `npm run new:service` (scripts/new-service.ts): a new service at the next free place on the list,
 * and its Arabic twin with `--with-arabic`; the schema accepts it once its placeholders are filled
 * in, each of which fails `npm run check` on its line until then; the comments state the check's
 * limits. What it shares with `npm run new:article`: describeScaffold (tests/support/scaffolds.ts).
 */
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { fieldName } from '../../src/lib/content-check';
import { serviceSchema } from '../../src/lib/content/schemas/services';
import { describeScaffold, fillIn, OWN_WORDS, read, runScaffold, write } from '../support/scaffolds';
import { copyContentForEachTest, errors, warnings } from './content-check/support';

copyContentForEachTest();

const SLUG = 'lift-maintenance-in-dubai-and-the-uae';
const englishFile = `src/content/services/${SLUG}.yaml`;
const arabicFile = `src/content/services/ar/${SLUG}.yaml`;
const fields = serviceSchema(z.string()).shape;

/** The field a line of the scaffold belongs to, as the check names it (points.1.name: the second point's name). */
function fieldAt(lines: string[], line: number): string {
  const path: (string | number)[] = [];
  for (const text of lines.slice(0, line)) {
    const [, indent = '', dash, key] = /^( *)(- )?(\w+):/.exec(text) ?? [];
    if (!key) continue;
    const depth = indent.length / 2 + (dash ? 1 : 0);
    const item = path[depth - 1];
    path.length = Math.min(path.length, depth);
    if (dash) path[depth - 1] = path.length >= depth && typeof item === 'number' ? item + 1 : 0;
    path[depth] = key;
  }
  return fieldName(path);
}

describeScaffold({
  script: 'new-service',
  title: 'Lift Maintenance in Dubai and the UAE',
  englishFile,
  arabicFile,
  created: `Created ${englishFile}, published at /service/${SLUG}, number 10 on the services list.`,
  createdTwin: `Created src/content/services/ar/${SLUG}.yaml, its Arabic twin, published at /ar/service/${SLUG}.`,
  fieldAt,
  limited: {
    title: fields.title,
    description: fields.description,
    name: fields.name,
    blurb: fields.blurb,
    headImageAlt: fields.headImageAlt,
    summary: fields.summary,
  },
  kept: ['order', 'layout'],
  refusedTitle: ['Lifts', 'title is too short: write at least 20 characters (this one has 5)'],
  unknownOption: '--lang',
});

describe('npm run new:service', () => {
  it('takes the next free place on the list, and has a placeholder in every field of words', () => {
    runScaffold('new-service', 'Lift Maintenance in Dubai and the UAE');
    const written = read(englishFile);
    expect(written).toMatch(/^order: 10$/m);
    expect(written).toContain(`# How the sections are laid out: ${fields.layout.options.join(' or ')}`);
    // The check names each field as the copywriter reads it.
    expect(errors().map((problem) => problem.split(/ — |: /)[1])).toEqual([
      'description',
      'name',
      'blurb',
      'summary',
      'summary',
      "the first point's name",
      "the second point's name",
      "the first section's heading",
      "the first section's lead",
      "the first section's text",
      "the second section's heading",
      "the second section's text",
    ]);
  });

  it('refuses to overwrite an existing service', () => {
    const { status, stderr } = runScaffold('new-service', 'HVAC System in Dubai UAE');
    expect(status).toBe(1);
    expect(stderr).toContain('src/content/services/hvac-system-in-dubai-uae.yaml already exists');
  });
});

describe('npm run new:service: prices and warranty', () => {
  /** The price guide and warranty uncommented, as the comment above them says: each line's first "# " deleted. */
  const uncomment = (file: string) => write(file, read(file).replace(/^# (?=prices:|  |warranty:)/gm, ''));
  const fieldsIn = (file: string) =>
    errors()
      .filter((problem) => problem.startsWith(`${file}:`))
      .map((problem) => /— ([^:]*): the template's placeholder "✎/.exec(problem)?.[1]);
  /** The amounts, the choice and the date written as a copywriter would, and a short unit; then every other ✎ in words. */
  const fill = (file: string, unit: string, words: string) => {
    const reviewed = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const facts = read(file)
      .replace(/^( +(?:aed|hourly|outOfHours)): ✎.*$/gm, '$1: 150')
      .replace(/^( +deductedIfWorkGoesAhead): ✎.*$/m, '$1: true')
      .replace(/^( +reviewed): ✎.*$/m, `$1: ${reviewed}`)
      .replace(/^( +unit): "✎.*$/m, `$1: "${unit}"`);
    write(file, fillIn(facts, words));
  };

  it('writes them commented out, so that a service without prices goes live without them', () => {
    runScaffold('new-service', '--with-arabic', 'Lift Maintenance in Dubai and the UAE');
    for (const file of [englishFile, arabicFile]) {
      expect(read(file)).toMatch(/^# prices:$/m);
      expect(read(file)).toMatch(/^# warranty: "✎/m);
      expect(read(file)).not.toMatch(/^(prices|warranty):/m);
    }
  });

  it('uncommented, fails the check on each amount, date and word until written, in both files, then passes', () => {
    runScaffold('new-service', '--with-arabic', 'Lift Maintenance in Dubai and the UAE');
    fill(englishFile, 'per lift', OWN_WORDS.en);
    fill(arabicFile, 'للمصعد', OWN_WORDS.ar);
    expect(errors()).toEqual([]);
    uncomment(englishFile);
    uncomment(arabicFile);
    expect(fieldsIn(englishFile)).toEqual([
      "the first priced job's job",
      "the first priced job's unit",
      "the first priced job's aed",
      'prices.callOut.aed',
      'prices.callOut.deductedIfWorkGoesAhead',
      'prices.hourly',
      'prices.outOfHours',
      'prices.reviewed',
      'warranty',
    ]);
    // The translation holds only the words: its original's amounts and date are read from the English file.
    expect(fieldsIn(arabicFile)).toEqual(["the first priced job's job", "the first priced job's unit", 'warranty']);
    fill(englishFile, 'per lift', OWN_WORDS.en);
    fill(arabicFile, 'للمصعد', OWN_WORDS.ar);
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([]);
    expect(read(englishFile)).toMatch(/^prices:\n  from:\n    - job: "Our own words/m);
  });
});
