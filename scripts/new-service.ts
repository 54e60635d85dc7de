/**
 * `npm run new:service -- "Title of the service"`: writes src/content/services/<slug>.yaml, a service
 * page at /service/<slug> with the next free `order`, every field in the form the schema accepts and
 * placeholders (marked ✎) that `npm run check` reports until they are replaced; `--with-arabic`
 * writes its Arabic twin beside it, src/content/services/ar/<slug>.yaml. `--help` prints the usage.
 * It never overwrites a file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serviceSchema } from '../src/lib/content/schemas/services.ts';
import { editionInfo, EDITIONS, pathInEdition } from '../src/lib/i18n/index.ts';
import { fieldsOf } from '../src/lib/scaffolds/limits.ts';
import { serviceScaffold } from '../src/lib/scaffolds/service.ts';
import { fail, parseScaffoldArgs, slugOf, usageOf, writeScaffold, type ScaffoldKind } from './scaffold-options.ts';

const services = resolve('src/content/services');
const SERVICE: ScaffoldKind = {
  script: 'new:service',
  what: 'a service page',
  example: 'Lift Maintenance in Dubai and the UAE',
  fileOf: (edition, slug) => join(services, editionInfo[edition].prefix, `${slug}.yaml`),
  addressOf: (edition, slug) => pathInEdition(`/service/${slug}`, edition),
};
const USAGE = usageOf(SERVICE);
const { twins, text } = parseScaffoldArgs(process.argv.slice(2), USAGE, { translate: false });
if (!text)
  fail(`Give the service a title, for search results: npm run new:service -- "${SERVICE.example}"\n\n${USAGE}`);
const slug = slugOf(fieldsOf(serviceSchema).title, text);

/** The next free place on the services list, in every edition: one after the highest `order`. */
const orders = EDITIONS.flatMap((edition) => {
  const folder = join(services, editionInfo[edition].prefix);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => Number(/^order:\s*(\d+)/m.exec(readFileSync(join(folder, name), 'utf8'))?.[1] ?? 0));
});
const order = Math.max(0, ...orders) + 1;

writeScaffold(
  SERVICE,
  slug,
  twins,
  (edition, original) => serviceScaffold({ edition, order, original, title: original ? undefined : text }),
  `, number ${order} on the services list`,
);
