/**
 * `npm run new:plan` (scripts/new-plan.ts): a plan at the end of plans/plans.yaml and its words at
 * the end of plans/ar/plans.yaml, priced for the sizes and visiting the systems the other plans
 * have; each of its placeholders fails `npm run check` on its line until it is replaced, and the
 * check passes once they are; the files keep everything else as written; a taken id is refused.
 */
import { describe, expect, it } from 'vitest';
import {
  expectNothingWritten,
  MARK,
  placeholderLeft,
  placeholderLines,
  read,
  runScaffold,
  write,
} from '../support/scaffolds';
import { copyContentForEachTest, edit, errors, lineIn, run, warnings } from './content-check/support';

copyContentForEachTest();

const english = 'src/content/plans/plans.yaml';
const arabic = 'src/content/plans/ar/plans.yaml';
const newPlan = (...args: string[]) => runScaffold('new-plan', ...args);

/** The facts a plan writes as numbers, as the file names them: sizes, systems, call-outs, response. */
const NUMBER_FIELD = /(studio|bedrooms?|ac|electrical|plumbing|water-tank|pest-control|callOuts|responseHours): "?$/;

/** The file with every placeholder replaced as a copywriter would: a number for a number, words elsewhere. */
function fillIn(file: string, words: string) {
  const source = read(file);
  const placeholders = placeholderLines(source);
  const lines = source.split('\n').map((line, index) => {
    if (!placeholders.includes(index + 1)) return line;
    const before = line.slice(0, line.indexOf(MARK));
    return NUMBER_FIELD.test(before) ? `${before.replace(/"$/, '')}4` : `${before.replace(/"$/, '')}"${words}"`;
  });
  write(file, lines.join('\n'));
}

/** What the check should say of each placeholder of a file, the field left out: `file:line: the template's…`. */
const expectedProblems = (file: string) => {
  const lines = read(file).split('\n');
  return placeholderLines(read(file)).map((line) => {
    const text = lines[line - 1]!;
    return `${file}:${line}: ${placeholderLeft(text.slice(text.indexOf(MARK)).replace(/"$/, ''))}`;
  });
};
const withoutFields = (problems: string[]) => problems.map((problem) => problem.replace(/ — [^:]*:/, ':'));
const fieldsOf = (problems: string[], file: string) =>
  problems.filter((problem) => problem.startsWith(`${file}:`)).map((problem) => /— ([^:]*):/.exec(problem)?.[1]);

describe('npm run new:plan', () => {
  it('adds a plan to both files, each placeholder failing the check on its line, which passes once they are filled in', () => {
    const [englishBefore, arabicBefore] = [read(english), read(arabic)];
    const { status, stdout } = newPlan('Family Care');
    expect(status).toBe(0);
    expect(stdout).toContain(
      `Added the plan Family Care (id family-care) at the end of ${english}, shown at /plans#family-care.`,
    );
    expect(stdout).toContain(`Added its Arabic words at the end of ${arabic}.`);

    // At the end of each list, under a comment; every other line (comments, # sample marks, quotes) as it was.
    const added = (source: string) => {
      const lines = source.split('\n');
      const start = lines.findIndex((line) => line.includes('Added by `npm run new:plan`'));
      const end = lines.indexOf('calendar:');
      return { block: lines.slice(start, end), rest: [...lines.slice(0, start), ...lines.slice(end)].join('\n') };
    };
    expect(added(read(english)).rest).toBe(englishBefore);
    expect(added(read(arabic)).rest).toBe(arabicBefore);
    expect(added(read(english)).block.slice(1, 3)).toEqual(['  - id: family-care', '    name: Family Care']);
    expect(added(read(arabic)).block[1]).toBe('  - id: family-care');

    // Each placeholder of both files is reported on its line, quoting it, and nothing else is wrong.
    const problems = errors();
    expect(withoutFields(problems)).toEqual([...expectedProblems(english), ...expectedProblems(arabic)]);
    // Every size and system of the other plans, every fact and word, named as the copywriter reads it.
    const plan = "the fourth plan's";
    expect(fieldsOf(problems, english)).toEqual([
      `${plan} promise`,
      ...['studio', '1 bedroom', '2 bedrooms', '3 bedrooms', '4 bedrooms'].map(
        (size) => `${plan} prices.apartment.${size}`,
      ),
      ...['2 bedrooms', '3 bedrooms', '4 bedrooms', '5 bedrooms'].map((size) => `${plan} prices.villa.${size}`),
      ...['ac', 'electrical', 'plumbing', 'water-tank', 'pest-control'].map((system) => `${plan} visits.${system}`),
      `${plan} callOuts`,
      `${plan} callOutCovers`,
      `${plan} responseHours`,
      `${plan} parts`,
      `${plan} item 1 of exclusions`,
      `${plan} item 2 of exclusions`,
    ]);
    expect(fieldsOf(problems, arabic)).toEqual([
      `${plan} name`,
      `${plan} promise`,
      `${plan} callOutCovers`,
      `${plan} parts`,
      `${plan} item 1 of exclusions`,
      `${plan} item 2 of exclusions`,
    ]);

    fillIn(english, 'Our own words');
    fillIn(arabic, 'كلماتنا نحن');
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  it('fails `npm run check` naming each placeholder, and passes once they are filled in', () => {
    newPlan('Family');
    const before = run();
    expect(before.exitCode).toBe(1);
    const named = before.output.split('\n').filter((line) => line.includes(`placeholder "${MARK}`));
    expect(named).toHaveLength(expectedProblems(english).length + expectedProblems(arabic).length);
    expect(named.every((line) => line.startsWith('  ✗ '))).toBe(true);
    fillIn(english, 'Our own words');
    fillIn(arabic, 'كلماتنا نحن');
    const after = run();
    expect(after.output).toContain('Content check passed');
    expect(after.exitCode).toBe(0);
  });

  it('prices the plan for the sizes the file has, whatever they are', () => {
    edit('plans/plans.yaml', (source) => source.replace(/^ +studio: .*\n/gm, ''));
    expect(newPlan('Family').status).toBe(0);
    expect(read(english)).toMatch(/- id: family\n(.*\n)*? {6}apartment:\n {8}1 bedroom: "?✎/);
    expect(read(english)).not.toContain('studio:');
    fillIn(english, 'Our own words');
    fillIn(arabic, 'كلماتنا نحن');
    expect(errors()).toEqual([]);
  });

  it('refuses a name whose id a plan has, naming its line, and writes neither file', () => {
    const line = lineIn('plans/plans.yaml', 'id: standard');
    const { status, stderr } = expectNothingWritten(() => newPlan('Standard'));
    expect(status).toBe(1);
    expect(stderr).toContain(
      `${english}:${line} has a plan with the id standard already: give the new plan another name, or edit that plan.`,
    );
  });

  it('refuses an id the Arabic file has already, and writes neither file', () => {
    edit('plans/ar/plans.yaml', (source) => source.replace('id: premium', 'id: family'));
    const line = lineIn('plans/ar/plans.yaml', 'id: family');
    const { status, stderr } = expectNothingWritten(() => newPlan('Family'));
    expect(status).toBe(1);
    expect(stderr).toContain(`${arabic}:${line} has a plan with the id family already`);
  });

  it.each([
    [
      'A name far too long for the plans page',
      "The plan's name is too long: write at most 30 characters (this one has 38)",
    ],
    ['24/7 Care', 'The plan\'s id is made from its name, and "24-7-care" cannot be one: it must start with a letter'],
    ['', 'Give the plan a name: npm run new:plan -- "Family"'],
  ])('refuses the name "%s" and writes nothing', (name, message) => {
    const { status, stderr } = expectNothingWritten(() => newPlan(...(name ? [name] : [])));
    expect(status).toBe(1);
    expect(stderr).toContain(message);
  });

  it.each(['--help', '-h'])('%s prints the usage and writes nothing', (flag) => {
    const { status, stdout } = expectNothingWritten(() => newPlan(flag));
    expect(status).toBe(0);
    expect(stdout).toContain('npm run new:plan -- "Family"');
    expect(stdout).toContain(`adds the plan Family at the end of ${english}`);
    expect(stdout).toContain(`and its Arabic words at the end of ${arabic}`);
  });

  it('refuses --with-arabic, which it does not need: it always writes both files', () => {
    const { status, stderr } = expectNothingWritten(() => newPlan('--with-arabic', 'Family'));
    expect(status).toBe(1);
    expect(stderr).toContain('There is no option --with-arabic.');
  });
});
