/**
 * The copywriter's check (`npm run check`): reads every content file with the same schemas the
 * build uses, compiles every article body with the build's MDX parser, and reports each problem
 * as "file:line — field: what to do", in plain words, within seconds and without building the
 * site. Beyond the schemas it finds what only the whole collection shows: a picture that does not
 * exist, two files at one address, a link that leads to no page, two entries with one `order`.
 * Translations (an edition folder of each collection, `articles/ar/…`) get the same checks in their
 * own edition and are held against their original.
 *
 * The rules, in the order they run, and where each lives (a new rule gets its own file here, a
 * line in this list, and a call below):
 * - reading: a file is readable YAML (front matter for an article), in a folder the site reads,
 *   with the right extension; parser errors said as what to do → entries.ts
 * - schema: every field as src/lib/content/schemas.ts says, a translation by its own schema → here
 * - pictures: a picture exists (a translation's path takes one more ../) and is under 2 MB → pictures.ts
 * - typed contacts: no phone number or e-mail typed in content instead of read from settings → typed-contacts.ts
 * - article bodies: the body compiles, uses only article components, no raw <script>/<iframe>/<style>,
 *   no on…= handler, no level-1 heading, no template sentence left, no date in the future → articles.ts
 * - addresses: no two files, and no file and a page of the site, at one address → addresses.ts
 * - order: no two entries of one edition with one `order` → order.ts
 * - links: every internal link leads to a published page of the linking page's edition → links.ts
 * - translations: each twin exists (a warning, an error for settings and home), is named exactly
 *   as its original, keeps its `order`, `date` and `layout` → translations.ts; and its internal
 *   links, in the same order → translation-links.ts
 * - launch (`--launch` only): no placeholder, `.example` address or `# sample` value → launch.ts
 * Reporting (plain lines, GitHub annotations) → report.ts; the shapes the rules share → types.ts.
 */
import { relative, resolve } from 'node:path';
import type { z } from 'zod';
import type { CollectionSpec } from '../content/collections.ts';
import { DEFAULT_EDITION } from '../i18n/index.ts';
import { duplicateAddresses } from './addresses.ts';
import { articleProblems } from './articles.ts';
import { lineOf, loadAll } from './entries.ts';
import { deadLinks } from './links.ts';
import { duplicateOrders } from './order.ts';
import { imagePath, pictureProblems } from './pictures.ts';
import type { Problem } from './report.ts';
import { twinProblems } from './translations.ts';
import { typedContacts } from './typed-contacts.ts';

export { languageName, linkInEdition, STATIC_PAGES } from './addresses.ts';
export { splitFrontmatter } from './entries.ts';
export { checkLaunch } from './launch.ts';
export { articleBodyLinks } from './links.ts';
export { formatAnnotation, formatProblem, type Problem } from './report.ts';

/**
 * Each collection's schema, built once: zod compiles a schema the first time it parses, which
 * took longer than the parsing itself when every entry built its own.
 */
const builtSchemas = new WeakMap<CollectionSpec, z.ZodType>();
function schemaOf(spec: CollectionSpec): z.ZodType {
  let schema = builtSchemas.get(spec);
  if (!schema) builtSchemas.set(spec, (schema = spec.schema(imagePath)));
  return schema;
}

export function checkContent(contentDir: string, projectRoot = resolve(contentDir, '../..')): Problem[] {
  const problems: Problem[] = [];
  const { entries, unreadable, files } = loadAll(contentDir, projectRoot, problems);

  for (const entry of entries) {
    const schema =
      entry.edition !== DEFAULT_EDITION && entry.spec.translationSchema
        ? entry.spec.translationSchema
        : schemaOf(entry.spec);
    const result = schema.safeParse(entry.data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
        problems.push({
          file: entry.file,
          line: lineOf(entry, path),
          field: path.join('.') || undefined,
          message: issue.message,
        });
      }
    }
    problems.push(...pictureProblems(entry), ...typedContacts(entry));
    if (entry.folder === 'articles') problems.push(...articleProblems(entry));
  }

  problems.push(
    ...duplicateAddresses(entries),
    ...duplicateOrders(entries),
    ...deadLinks(entries, unreadable, files, relative(projectRoot, contentDir)),
    ...twinProblems(files, relative(projectRoot, contentDir)),
  );
  return problems;
}
