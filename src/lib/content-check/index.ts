/**
 * The copywriter's check (`npm run check`): reads every content file with the same schemas the
 * build uses, compiles every article body with the build's MDX parser, and reports each problem
 * as "file:line — field: what to do", in plain words, within seconds and without building the
 * site. Beyond the schemas it finds what only the whole collection shows: a picture that does not
 * exist (in a field or in an article's body), two files at one address, a link that leads to no
 * page, two entries with one `order`, an SVG picture with an English <title> of its own.
 * Translations (an edition folder of each collection, `articles/ar/…`) get the same checks in their
 * own edition and are held against their original.
 *
 * Reading comes first (entries.ts): a file that cannot be read, or sits where the site does not
 * look, is reported there and checked no further. Then the rules of RULES below, each a file of
 * its own that says what it checks, in rules/entry/ (one entry at a time) or rules/content/ (files
 * held against each other). A new rule is a file exporting a `Rule`, a place in RULES, and a test
 * file of its name in tests/unit/content-check/. `--launch` adds LAUNCH_RULES. Reporting (plain
 * lines, GitHub annotations) → report.ts; the shapes the rules share → types.ts; the translations
 * rule's parts → rules/content/translation-links.ts, rules/content/translation-prices.ts.
 */
import { resolve } from 'node:path';
import { rule as addresses } from './rules/content/addresses.ts';
import { rule as articles } from './rules/entry/articles.ts';
import { rule as bodyPictures } from './rules/entry/body-pictures.ts';
import { rule as credentialExpiry } from './rules/entry/credential-expiry.ts';
import { rule as credentialTwins } from './rules/content/credential-twins.ts';
import { loadAll } from './entries.ts';
import { rule as launch } from './rules/entry/launch.ts';
import { rule as links } from './rules/content/links.ts';
import { rule as order } from './rules/content/order.ts';
import { rule as pictures } from './rules/entry/pictures.ts';
import { rule as planTwins } from './rules/content/plan-twins.ts';
import { rule as planService } from './rules/content/plan-service.ts';
import { rule as placeholders } from './rules/entry/placeholders.ts';
import { rule as priceReview } from './rules/entry/price-review.ts';
import { rule as projectServices } from './rules/content/project-services.ts';
import { oncePerField } from './report.ts';
import { rule as schema } from './rules/entry/schema.ts';
import { rule as svgTitles } from './rules/content/svg-titles.ts';
import { rule as translations } from './rules/content/translations.ts';
import { rule as typedContacts } from './rules/entry/typed-contacts.ts';
import type { CheckContext, Problem, Rule } from './types.ts';

export { languageName, linkInEdition, STATIC_PAGES } from './rules/content/addresses.ts';
export { splitFrontmatter } from './entries.ts';
export { articleBodyLinks } from './rules/content/links.ts';
export { fieldName, formatAnnotation, formatProblem, oncePerField } from './report.ts';
export type { Problem } from './types.ts';

/**
 * The rules of `npm run check`, in the order they run: the rules of one entry first (each entry
 * goes through all of them in turn, so that a file's problems are listed together), then the rules
 * that hold files against each other.
 */
export const RULES: readonly Rule[] = [
  schema,
  pictures,
  typedContacts,
  articles,
  bodyPictures,
  placeholders,
  credentialExpiry,
  priceReview,
  addresses,
  order,
  links,
  translations,
  credentialTwins,
  planTwins,
  planService,
  projectServices,
  svgTitles,
];

/** What `npm run check -- --launch` adds: placeholders that are fine while the site is built, not once it is live. */
export const LAUNCH_RULES: readonly Rule[] = [launch];

function runRules(rules: readonly Rule[], content: CheckContext): Problem[] {
  const problems: Problem[] = [];
  for (const entry of content.entries) {
    for (const rule of rules) if (rule.scope === 'entry') problems.push(...rule.check(entry));
  }
  for (const rule of rules) if (rule.scope === 'content') problems.push(...rule.check(content));
  return problems;
}

export function checkContent(contentDir: string, projectRoot = resolve(contentDir, '../..')): Problem[] {
  const { content, problems } = loadAll(contentDir, projectRoot);
  return oncePerField([...problems, ...runRules(RULES, content)]);
}

/** Only the launch rules' problems: `npm run check -- --launch` prints them after checkContent's. */
export function checkLaunch(contentDir: string, projectRoot = resolve(contentDir, '../..')): Problem[] {
  return oncePerField(runRules(LAUNCH_RULES, loadAll(contentDir, projectRoot).content));
}
