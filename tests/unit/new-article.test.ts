/**
 * `npm run new:article` (scripts/new-article.ts): a new article, its Arabic twin with
 * `--with-arabic`, or the twin of an existing article with `--lang ar`; each placeholder, the
 * closing one too, fails `npm run check` on its line until it is replaced, and the comments state
 * the check's limits. What it shares with `npm run new:service`: describeScaffold (tests/support/scaffolds.ts).
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { articleSchema } from '../../src/lib/content/schemas/articles';
import {
  describeScaffold,
  fillIn,
  OWN_WORDS,
  placeholderLines,
  placeholderProblems,
  read,
  runScaffold,
  write,
} from '../support/scaffolds';
import { copyContentForEachTest, errors, root, warnings } from './content-check/support';

copyContentForEachTest();

const TITLE = 'How to Keep Your Villa Cool in August';
const SLUG = 'how-to-keep-your-villa-cool-in-august';
const englishFile = `src/content/articles/${SLUG}.mdx`;
const fields = articleSchema(z.string()).shape;
const scaffold = (...args: string[]) => runScaffold('new-article', ...args);
/** The field a placeholder line of an article is in: its front matter's, or the body. */
const fieldAt = (lines: string[], line: number) =>
  line > lines.indexOf('---', 1) + 1 ? 'body' : /^(\w+):/.exec(lines[line - 1]!)![1]!;

const long = 'How to Keep Your Villa Cool in August, September and the Rest of the Summer';
describeScaffold({
  script: 'new-article',
  title: TITLE,
  englishFile,
  arabicFile: `src/content/articles/ar/${SLUG}.mdx`,
  created: `Created ${englishFile}, published at /${SLUG}.`,
  createdTwin: `Created src/content/articles/ar/${SLUG}.mdx, its Arabic twin, published at /ar/${SLUG}.`,
  fieldAt,
  limited: {
    title: fields.title,
    description: fields.description,
    imageAlt: fields.imageAlt,
    excerpt: fields.excerpt,
  },
  kept: ['date'],
  refusedTitle: [long, `title is too long: write at most 60 characters (this one has ${long.length})`],
  unknownOption: '--draft',
});

describe('npm run new:article', () => {
  it('makes an address from the title', async () => {
    const { slugify } = await import('../../src/lib/scaffolds/article');
    expect(slugify('AC Repair in Dubai: 5 Tips for Summer!')).toBe('ac-repair-in-dubai-5-tips-for-summer');
    expect(slugify('  Façade   cleaning — a guide ')).toBe('facade-cleaning-a-guide');
  });

  it('marks every placeholder, the closing sentence too, and the check names each on its line', () => {
    scaffold(TITLE);
    const written = read(englishFile);
    // The description, the excerpt, the opening, a heading, the advice, two points and the closing.
    expect(placeholderLines(written)).toHaveLength(8);
    const closing = written.split('\n').findIndex((line) => line.includes('End with what <CompanyName />')) + 1;
    expect(placeholderLines(written)).toContain(closing);
    expect(errors()).toContainEqual(expect.stringMatching(new RegExp(`^${englishFile}:${closing} — body: `)));
  });

  it('refuses to overwrite an existing article', () => {
    scaffold(TITLE);
    const { status, stderr } = scaffold('How to keep your villa cool in August');
    expect(status).toBe(1);
    expect(stderr).toContain(`${englishFile} already exists`);
  });

  it('refuses --with-arabic beside --lang: one writes a new twin, the other translates', () => {
    const { status, stderr } = scaffold('--with-arabic', '--lang', 'ar', 'common-plumbing-issues-in-dubai-solutions');
    expect(status).toBe(1);
    expect(stderr).toContain('give one of them');
  });
});

describe('npm run new:article -- --lang ar <file name>', () => {
  // An article with a <CallToAction href> and Markdown links, to another article and a service.
  const slug = 'common-plumbing-issues-in-dubai-solutions';
  const original = `src/content/articles/${slug}.mdx`;
  const twinFile = `src/content/articles/ar/${slug}.mdx`;

  it("writes the Arabic twin with the original's date, picture and links, and placeholders the check reports until translated", () => {
    rmSync(join(root(), twinFile));
    const { status, stdout } = scaffold('--lang', 'ar', slug);
    expect(status).toBe(0);
    expect(stdout).toContain(`Created ${twinFile}, the Arabic twin of ${original}, published at /ar/${slug}.`);
    const written = read(twinFile);
    expect(written).toContain(/^date: .*$/m.exec(read(original))![0]);
    expect(written).toContain('image: ../../../assets/art/plumbing.svg');
    // The original's links in order, written for the Arabic edition.
    expect(written.match(/\]\(([^)]*)\)/g)).toEqual([
      '](/ar/contact)',
      '](/ar/water-tank-cleaning-solution-in-dubai)',
      '](/ar/Best-Plumbing-Service-in-Dubai)',
      '](/ar/service/best-plumbing-service-in-dubai-uae)',
      '](/ar/contact)',
    ]);
    // The comments state the schema's limits: a title of 20 to 60 characters.
    expect(written).toContain(
      `# The article's heading and browser tab title (${fields.title.minLength} to ${fields.title.maxLength} characters).`,
    );

    // Every placeholder is reported on its line (the four fields, the body, the links' note and
    // each link's text), and nothing else: the twin's date and links agree.
    expect(placeholderLines(written)).toHaveLength(4 + 1 + 1 + 5);
    expect(errors()).toEqual(placeholderProblems(twinFile, fieldAt));

    write(twinFile, fillIn(written, OWN_WORDS.ar));
    expect(errors()).toEqual([]);
    expect(warnings().filter((warning) => warning.includes(slug))).toEqual([]);
  });

  it('takes --ar too, and finds the original whatever the letter case, keeping its exact file name', () => {
    rmSync(join(root(), 'src/content/articles/ar/Best-Plumbing-Service-in-Dubai.mdx'));
    expect(scaffold('--ar', 'best-plumbing-service-in-dubai').status).toBe(0);
    expect(existsSync(join(root(), 'src/content/articles/ar/Best-Plumbing-Service-in-Dubai.mdx'))).toBe(true);
  });

  it('refuses to overwrite a translation, and to translate an article that does not exist', () => {
    expect(existsSync(join(root(), twinFile))).toBe(true);
    write(twinFile, "the translator's work");
    expect(scaffold('--lang', 'ar', slug).stderr).toContain(`${twinFile} already exists: edit that file`);
    expect(read(twinFile)).toBe("the translator's work");
    expect(scaffold('--lang', 'ar', 'no-such-article').stderr).toMatch(
      /There is no article src\/content\/articles\/no-such-article\.mdx to translate: give its file name/,
    );
  });
});
