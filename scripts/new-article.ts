/**
 * `npm run new:article -- "Title of the article"`: writes src/content/articles/<slug>.mdx with
 * every field filled in with the right form, and placeholder sentences that `npm run check`
 * reports until they are replaced.
 *
 * `npm run new:article -- --lang ar <file name>` (or `-- --ar <file name>`): writes the Arabic twin
 * of an existing article, src/content/articles/ar/<file name>.mdx, with the original's date,
 * picture and links, and placeholders for the words. Neither ever overwrites a file.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { articleScaffold, articleTwinScaffold, slugify, type TranslationEdition } from '../src/lib/article-scaffold.ts';
import { articleBodyLinks, languageName, linkInEdition, splitFrontmatter } from '../src/lib/content-check/index.ts';
import { DEFAULT_EDITION, isEdition, EDITIONS, editionInfo, pathInEdition } from '../src/lib/i18n/index.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
const articles = resolve('src/content/articles');
const shown = (path: string) => relative(process.cwd(), path);

// --lang ar, --lang=ar or --ar; everything else is the title (or, for a translation, the file name).
const args = process.argv.slice(2);
let lang: string | undefined;
const words: string[] = [];
for (let index = 0; index < args.length; index++) {
  const arg = args[index]!;
  if (arg === '--lang') lang = args[++index] ?? '';
  else if (arg.startsWith('--lang=')) lang = arg.slice('--lang='.length);
  else if (arg.startsWith('--') && isEdition(arg.slice(2))) lang = arg.slice(2);
  else words.push(arg);
}
const text = words.join(' ').trim();

if (lang === undefined || lang === DEFAULT_EDITION) {
  if (!text) fail('Give the article a title: npm run new:article -- "How to Keep Your Villa Cool in August"');
  const slug = slugify(text);
  if (!slug) fail('The title needs some letters or digits to make an address from.');
  const file = join(articles, `${slug}.mdx`);
  if (existsSync(file)) fail(`${shown(file)} already exists: choose another title or edit that file.`);
  writeFileSync(file, articleScaffold(text, new Date()));
  console.log(`Created ${shown(file)}, published at /${slug}.
Next: replace the description, excerpt and body (the check fails until you do), pick a picture, then run \`npm run check\` and \`npm run dev\` to preview.`);
} else {
  writeTwin(lang, text);
}

function writeTwin(lang: string, name: string) {
  const translations = EDITIONS.filter((edition) => edition !== DEFAULT_EDITION);
  if (!isEdition(lang) || lang === DEFAULT_EDITION) {
    fail(
      `There is no language "${lang}" to translate into: write ${translations.map((code) => `--lang ${code}`).join(' or ')}.`,
    );
  }
  const edition = lang as TranslationEdition;
  const english = readdirSync(articles)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.slice(0, -'.mdx'.length));
  const example = `npm run new:article -- --lang ${edition} ${english[0] ?? 'mep-maintenance-company-in-uae'}`;
  if (!name) fail(`Give the file name of the article to translate: ${example}`);
  // The file name, a path to the file, or the title: the twin takes the original's name exactly.
  const wanted = name.replace(/^.*[\\/]/, '').replace(/\.mdx$/i, '');
  const slug =
    english.find((id) => id === wanted) ??
    english.find((id) => id.toLowerCase() === wanted.toLowerCase()) ??
    english.find((id) => id.toLowerCase() === slugify(name));
  if (!slug)
    fail(`There is no article src/content/articles/${wanted}.mdx to translate: give its file name, e.g. ${example}`);

  const original = join(articles, `${slug}.mdx`);
  const folder = join(articles, editionInfo[edition].prefix);
  const file = join(folder, `${slug}.mdx`);
  const taken =
    existsSync(folder) && readdirSync(folder).find((other) => other.toLowerCase() === `${slug}.mdx`.toLowerCase());
  if (taken) fail(`${shown(join(folder, taken))} already exists: edit that file.`);

  const parts = splitFrontmatter(readFileSync(original, 'utf8'));
  if (!parts)
    fail(`${shown(original)} does not start with its fields between --- lines: run npm run check and fix it first.`);
  const { frontmatter, body } = parts;
  const data = (parse(frontmatter) ?? {}) as Record<string, unknown>;
  const textOf = (field: string) => (typeof data[field] === 'string' ? (data[field] as string) : '');
  const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date ?? '');
  // The picture's path from the translation's folder: one more ../.
  const image =
    textOf('image') &&
    relative(folder, resolve(dirname(original), textOf('image')))
      .split(sep)
      .join('/');

  mkdirSync(folder, { recursive: true });
  writeFileSync(
    file,
    articleTwinScaffold({
      edition,
      original: shown(original),
      title: textOf('title'),
      description: textOf('description'),
      imageAlt: textOf('imageAlt'),
      excerpt: textOf('excerpt'),
      date,
      image,
      video: textOf('video') || undefined,
      draft: data.draft === true,
      links: articleBodyLinks(body).map((link) => linkInEdition(link, edition)),
    }),
  );
  console.log(`Created ${shown(file)}, the ${languageName(edition)} twin of ${shown(original)}, published at ${pathInEdition(`/${slug}`, edition)}.
Next: translate the title, description, imageAlt, excerpt and body, keeping the links in the original's order (the check fails until you do), then run \`npm run check\` and \`npm run dev\` to preview.`);
}
