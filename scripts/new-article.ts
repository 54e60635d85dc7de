/**
 * `npm run new:article -- "Title of the article"`: writes src/content/articles/<slug>.mdx with
 * every field in the right form and placeholders (marked ✎) that `npm run check` reports until
 * they are replaced; `--with-arabic` writes its Arabic twin beside it, src/content/articles/ar/<slug>.mdx.
 *
 * `npm run new:article -- --lang ar <file name>` (or `-- --ar <file name>`): writes the Arabic twin
 * of an existing article, with the original's date, picture and links, and placeholders for the
 * words. `--help` prints the usage. It never overwrites a file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { articleBodyLinks, languageName, linkInEdition, splitFrontmatter } from '../src/lib/content-check/index.ts';
import { articleSchema } from '../src/lib/content/schemas/articles.ts';
import { DEFAULT_EDITION, editionInfo, isEdition, pathInEdition } from '../src/lib/i18n/index.ts';
import {
  articleScaffold,
  articleTwinScaffold,
  slugify,
  type TranslationEdition,
} from '../src/lib/scaffolds/article.ts';
import { fieldsOf } from '../src/lib/scaffolds/limits.ts';
import {
  fail,
  NEXT_STEP,
  parseScaffoldArgs,
  shown,
  slugOf,
  TRANSLATIONS,
  usageOf,
  writeNewFiles,
  writeScaffold,
  type ScaffoldKind,
} from './scaffold-options.ts';

const articles = resolve('src/content/articles');
const ARTICLE: ScaffoldKind = {
  script: 'new:article',
  what: 'an article',
  example: 'How to Keep Your Villa Cool in August',
  fileOf: (edition, slug) => join(articles, editionInfo[edition].prefix, `${slug}.mdx`),
  addressOf: (edition, slug) => pathInEdition(`/${slug}`, edition),
};
const USAGE = usageOf(
  ARTICLE,
  TRANSLATIONS.map(
    (edition) => `  npm run new:article -- --lang ${edition} <file name>      (or --${edition} <file name>)
      writes the ${languageName(edition)} twin of an existing article, with its date, picture and links`,
  ),
);

const { lang, twins, text } = parseScaffoldArgs(process.argv.slice(2), USAGE, { translate: true });

if (lang === undefined || lang === DEFAULT_EDITION) {
  if (!text) fail(`Give the article a title: npm run new:article -- "${ARTICLE.example}"\n\n${USAGE}`);
  const slug = slugOf(fieldsOf(articleSchema).title, text);
  const day = new Date().toISOString().slice(0, 10);
  writeScaffold(ARTICLE, slug, twins, (edition, original) =>
    articleScaffold({ edition, day, original, title: original ? undefined : text }),
  );
  for (const edition of TRANSLATIONS.filter((code) => !twins.includes(code))) {
    console.log(
      `Its ${languageName(edition)} twin, once the English is written: npm run new:article -- --lang ${edition} ${slug}`,
    );
  }
} else {
  writeTranslation(lang, text);
}

function writeTranslation(lang: string, name: string) {
  if (!isEdition(lang) || lang === DEFAULT_EDITION) {
    fail(
      `There is no language "${lang}" to translate into: write ${TRANSLATIONS.map((code) => `--lang ${code}`).join(' or ')}.`,
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

  writeNewFiles(
    [
      {
        file,
        text: articleTwinScaffold({
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
      },
    ],
    'edit that file.',
  );
  console.log(`Created ${shown(file)}, the ${languageName(edition)} twin of ${shown(original)}, published at ${pathInEdition(`/${slug}`, edition)}.
Translate the title, description, imageAlt, excerpt and body, keeping the links in the original's order.
${NEXT_STEP}`);
}
