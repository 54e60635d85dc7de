/**
 * What the scaffolds (`npm run new:article`, `new:service`, `new:plan`) share on the command line: their
 * options, the usage they print for --help and for a mistake, the title checked against the schema
 * before it becomes a file name, and writing new files (never over one, nor one of several) and
 * saying where each is published.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { z } from 'astro/zod';
import { DEFAULT_EDITION, EDITIONS, editionInfo, isEdition, type Edition } from '../src/lib/i18n/index.ts';
import { slugify } from '../src/lib/scaffolds/article.ts';
import { PLACEHOLDER_MARK } from '../src/lib/scaffolds/placeholders.ts';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export const shown = (path: string) => relative(process.cwd(), path);

/** Every edition but the default: those a twin is written in. */
export const TRANSLATIONS = EDITIONS.filter((edition) => edition !== DEFAULT_EDITION);

/** The option that writes a twin in `edition` beside a new file: --with-arabic. */
export const withOption = (edition: Edition) => `--with-${editionInfo[edition].englishName.toLowerCase()}`;

/** What a scaffold writes and where: the facts its usage and its writing share. */
export interface ScaffoldKind {
  script: string;
  /** What it starts: "an article". */
  what: string;
  /** A title. */
  example: string;
  /** Where the file of a slug goes, in an edition. */
  fileOf: (edition: Edition, slug: string) => string;
  /** Where the site publishes the page of a slug, in an edition. */
  addressOf: (edition: Edition, slug: string) => string;
}

/** A scaffold's usage: its example, the twin option of each edition, lines of its own, and --help. */
export function usageOf({ script, what, example, fileOf, addressOf }: ScaffoldKind, more: string[] = []): string {
  const slug = slugify(example);
  return `npm run ${script}: start ${what} whose placeholders (${PLACEHOLDER_MARK}) \`npm run check\` refuses until you replace them.

  npm run ${script} -- "${example}"
      writes ${shown(fileOf(DEFAULT_EDITION, slug))}, published at ${addressOf(DEFAULT_EDITION, slug)}
${[
  ...TRANSLATIONS.map(
    (edition) => `  npm run ${script} -- ${withOption(edition)} "${example}"
      writes it and its ${editionInfo[edition].englishName} twin beside it, ${shown(fileOf(edition, slug))}`,
  ),
  ...more,
].join('\n')}
  npm run ${script} -- --help      (or -h)
      prints this and writes nothing

The file name, which is the page's address, is made from the title. It never overwrites a file.
What to write in each field: docs/content-guide.md.`;
}

export interface ScaffoldArgs {
  /** `--lang <code>`, `--lang=<code>` or `--<code>`: translate an existing file. */
  lang?: string;
  /** `--with-arabic` (or `--with-ar`): also write the new file's twin in these editions. */
  twins: Edition[];
  /** Everything else, joined: the title, or the file name to translate. */
  text: string;
}

/**
 * Reads the command line. `--help` or `-h` prints the usage and ends, writing nothing; an option it
 * does not know is refused with the usage (`--with-arabic` too, without `twins`: a scaffold that
 * always writes every edition). After `--`, every word is text (a title starting with -).
 */
export function parseScaffoldArgs(
  args: string[],
  usage: string,
  { translate, twins: takesTwins = true }: { translate: boolean; twins?: boolean },
): ScaffoldArgs {
  if (args.some((arg) => arg === '--help' || arg === '-h')) {
    console.log(usage);
    process.exit(0);
  }
  let lang: string | undefined;
  const twins: Edition[] = [];
  const words: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const twin =
      takesTwins && TRANSLATIONS.find((edition) => arg === withOption(edition) || arg === `--with-${edition}`);
    if (arg === '--') {
      words.push(...args.slice(index + 1));
      break;
    }
    if (twin) twins.push(twin);
    else if (translate && arg === '--lang') lang = args[++index] ?? '';
    else if (translate && arg.startsWith('--lang=')) lang = arg.slice('--lang='.length);
    else if (translate && arg.startsWith('--') && isEdition(arg.slice(2))) lang = arg.slice(2);
    else if (arg.startsWith('-')) fail(`There is no option ${arg}.\n\n${usage}`);
    else words.push(arg);
  }
  if (lang !== undefined && twins.length) {
    fail(
      `${twins.map(withOption).join(' ')} writes a new file's twin; --lang translates an existing file: give one of them.\n\n${usage}`,
    );
  }
  return { lang, twins, text: words.join(' ').trim() };
}

/**
 * The address a title makes, once the title is one the check accepts (the schema's own message
 * otherwise): a title the check refuses would be shortened in the file, leaving the address long.
 */
export function slugOf(field: z.ZodType, title: string): string {
  const result = field.safeParse(title);
  if (!result.success) {
    fail(
      `The ${result.error.issues[0]?.message ?? 'title is not accepted'}. The file name is made from the title, so nothing was written: run the command again with another title.`,
    );
  }
  const slug = slugify(title);
  if (!slug) fail('The title needs some letters or digits to make an address from.');
  return slug;
}

/** The file of the same name in its folder, whatever its capital letters: another address only in case. */
function taken(file: string): string | undefined {
  const folder = dirname(file);
  if (!existsSync(folder)) return undefined;
  const name = readdirSync(folder).find((other) => other.toLowerCase() === basename(file).toLowerCase());
  return name && join(folder, name);
}

/** Writes each file, after making sure none of them exists: all are written, or none. */
export function writeNewFiles(files: { file: string; text: string }[], whenTaken: string): void {
  for (const { file } of files) {
    const existing = taken(file);
    if (existing) fail(`${shown(existing)} already exists: ${whenTaken}`);
  }
  for (const { file, text } of files) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

/** What to do next, said the same way by both scaffolds. */
export const NEXT_STEP = `Next: replace every text that starts with ${PLACEHOLDER_MARK} (\`npm run check\` names each one, with its line, until none is left), then run \`npm run check\` and \`npm run dev\` to preview.`;

/**
 * Writes a new file and its twins in `twins` (all or none: `textOf` is given the original's file for
 * a twin), and says where each is published and what to do next.
 */
export function writeScaffold(
  { fileOf, addressOf }: ScaffoldKind,
  slug: string,
  twins: Edition[],
  textOf: (edition: Edition, original?: string) => string,
  about = '',
): void {
  const original = shown(fileOf(DEFAULT_EDITION, slug));
  const editions: Edition[] = [DEFAULT_EDITION, ...twins];
  const files = editions.map((edition) => ({
    edition,
    file: fileOf(edition, slug),
    text: textOf(edition, edition === DEFAULT_EDITION ? undefined : original),
  }));
  writeNewFiles(files, 'choose another title or edit that file.');
  for (const { edition, file } of files) {
    const twin = edition === DEFAULT_EDITION ? '' : ` its ${editionInfo[edition].englishName} twin,`;
    console.log(
      `Created ${shown(file)},${twin} published at ${addressOf(edition, slug)}${edition === DEFAULT_EDITION ? about : ''}.`,
    );
  }
  console.log(NEXT_STEP);
}
