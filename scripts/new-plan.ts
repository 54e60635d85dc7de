/**
 * `npm run new:plan -- "Plan name"`: adds a maintenance plan at the end of
 * src/content/plans/plans.yaml, priced for the sizes and visiting the systems the other plans have,
 * and its words at the end of each translation (src/content/plans/ar/plans.yaml), with placeholders
 * (marked ✎) for every word and number that `npm run check` reports until they are replaced. Its id,
 * the plan's address on the plans page, is made from the name; a plan of that id is refused.
 * `--help` prints the usage. Both files are written, or neither.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { plansSchema } from '../src/lib/content/schemas/plans.ts';
import { editionInfo } from '../src/lib/i18n/index.ts';
import { slugify } from '../src/lib/scaffolds/article.ts';
import { PlanRefused, withNewPlan, withNewPlanWords } from '../src/lib/scaffolds/plan.ts';
import { PLACEHOLDER_MARK } from '../src/lib/scaffolds/placeholders.ts';
import { fail, NEXT_STEP, parseScaffoldArgs, shown, TRANSLATIONS } from './scaffold-options.ts';

const plansFolder = resolve('src/content/plans');
const fileOf = (prefix: string) => join(plansFolder, prefix, 'plans.yaml');
const EXAMPLE = 'Family';
const fields = plansSchema.shape.plans.element.shape;

const USAGE = `npm run new:plan: add a maintenance plan whose placeholders (${PLACEHOLDER_MARK}) \`npm run check\` refuses until you replace them.

  npm run new:plan -- "${EXAMPLE}"
      adds the plan ${EXAMPLE} at the end of ${shown(fileOf(''))}, shown at /plans#${slugify(EXAMPLE)},
      priced for the same sizes and visiting the same systems as the other plans,
${TRANSLATIONS.map((edition) => `      and its ${editionInfo[edition].englishName} words at the end of ${shown(fileOf(editionInfo[edition].prefix))}`).join('\n')}
  npm run new:plan -- --help      (or -h)
      prints this and writes nothing

The plan's id (its place in links, /plans#${slugify(EXAMPLE)}) is made from its name. A name whose id a plan has already is refused.
What to write in each field: docs/content-guide.md, "Maintenance plans".`;

const { text: name } = parseScaffoldArgs(process.argv.slice(2), USAGE, { translate: false, twins: false });
if (!name) fail(`Give the plan a name: npm run new:plan -- "${EXAMPLE}"\n\n${USAGE}`);

const named = fields.name.safeParse(name);
if (!named.success) {
  fail(
    `The plan's ${named.error.issues[0]?.message ?? 'name is not accepted'}. Nothing was written: run the command again with another name.`,
  );
}
const id = slugify(name).slice(0, 30).replace(/-+$/, '');
if (!fields.id.safeParse(id).success) {
  fail(
    `The plan's id is made from its name, and "${id}" cannot be one: it must start with a letter. Nothing was written: give a name that starts with a letter.`,
  );
}

const english = fileOf('');
const twins = TRANSLATIONS.map((edition) => ({ edition, file: fileOf(editionInfo[edition].prefix) })).filter(
  ({ file }) => existsSync(file),
);
let written: { file: string; text: string }[];
try {
  written = [
    { file: english, text: withNewPlan(readFileSync(english, 'utf8'), shown(english), { id, name }) },
    ...twins.map(({ edition, file }) => ({
      file,
      text: withNewPlanWords(readFileSync(file, 'utf8'), shown(file), edition, id),
    })),
  ];
} catch (error) {
  if (error instanceof PlanRefused) fail(error.message);
  throw error;
}
for (const { file, text } of written) writeFileSync(file, text);

console.log(`Added the plan ${name} (id ${id}) at the end of ${shown(english)}, shown at /plans#${id}.`);
for (const { edition, file } of twins) {
  console.log(`Added its ${editionInfo[edition].englishName} words at the end of ${shown(file)}.`);
}
console.log(NEXT_STEP);
