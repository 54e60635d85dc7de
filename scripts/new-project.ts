/**
 * `npm run new:project -- "Title of the case study"`: writes src/content/projects/<slug>.mdx, a
 * project page at /projects/<slug>, every field in the form the schema accepts and placeholders
 * (marked ✎) that `npm run check` reports until they are replaced; `--with-arabic` writes its
 * Arabic twin beside it, src/content/projects/ar/<slug>.mdx. `--help` prints the usage. It never
 * overwrites a file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { projectSchema } from '../src/lib/content/schemas/projects.ts';
import { editionInfo, pathInEdition } from '../src/lib/i18n/index.ts';
import { fieldsOf } from '../src/lib/scaffolds/limits.ts';
import { projectScaffold } from '../src/lib/scaffolds/project.ts';
import { fail, parseScaffoldArgs, slugOf, usageOf, writeScaffold, type ScaffoldKind } from './scaffold-options.ts';

const projects = resolve('src/content/projects');
const PROJECT: ScaffoldKind = {
  script: 'new:project',
  what: 'a case study (a project page)',
  example: 'Chiller Plant Upgrade for a Tower in JLT',
  fileOf: (edition, slug) => join(projects, editionInfo[edition].prefix, `${slug}.mdx`),
  addressOf: (edition, slug) => pathInEdition(`/projects/${slug}`, edition),
};
const USAGE = usageOf(PROJECT);
const { twins, text } = parseScaffoldArgs(process.argv.slice(2), USAGE, { translate: false });
if (!text) fail(`Give the project a title: npm run new:project -- "${PROJECT.example}"\n\n${USAGE}`);
const slug = slugOf(fieldsOf(projectSchema).title, text);

/** The service files, in their order on the services list: the comment names them all, the template the first. */
const servicesFolder = resolve('src/content/services');
const services = existsSync(servicesFolder)
  ? readdirSync(servicesFolder)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => ({
        id: name.slice(0, -'.yaml'.length),
        order: Number(/^order:\s*(\d+)/m.exec(readFileSync(join(servicesFolder, name), 'utf8'))?.[1] ?? 0),
      }))
      .sort((a, b) => a.order - b.order)
      .map((service) => service.id)
  : [];
const day = new Date().toISOString().slice(0, 10);

writeScaffold(PROJECT, slug, twins, (edition, original) =>
  projectScaffold({ edition, day, original, services, title: original ? undefined : text }),
);
