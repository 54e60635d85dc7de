import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scaffoldPlaceholders, slugify, translationPlaceholders } from '../../src/lib/article-scaffold';
import { checkContent, formatProblem } from '../../src/lib/content-check';

let root: string;
const scaffold = (...args: string[]) =>
  execFileSync(process.execPath, [resolve('scripts/new-article.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: 'pipe',
  });
/** The check's errors (warnings, such as "no Arabic translation yet", do not fail it). */
const errors = () =>
  checkContent(join(root, 'src/content'), root)
    .filter((problem) => problem.severity !== 'warning')
    .map(formatProblem);
const warnings = () =>
  checkContent(join(root, 'src/content'), root)
    .filter((problem) => problem.severity === 'warning')
    .map(formatProblem);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-article-'));
  cpSync('src/content', join(root, 'src/content'), { recursive: true });
  cpSync('src/assets', join(root, 'src/assets'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new:article', () => {
  it('makes an address from the title', () => {
    expect(slugify('AC Repair in Dubai: 5 Tips for Summer!')).toBe('ac-repair-in-dubai-5-tips-for-summer');
    expect(slugify('  Façade   cleaning — a guide ')).toBe('facade-cleaning-a-guide');
  });

  it('writes an article whose placeholder sentences fail the check until they are replaced', () => {
    const output = scaffold('How to Keep Your Villa Cool in August');
    expect(output).toContain('published at /how-to-keep-your-villa-cool-in-august');
    const file = join(root, 'src/content/articles/how-to-keep-your-villa-cool-in-august.mdx');
    const written = readFileSync(file, 'utf8');
    expect(written).toContain('title: "How to Keep Your Villa Cool in August"');
    const relativeFile = 'src/content/articles/how-to-keep-your-villa-cool-in-august.mdx';
    const lineOf = (text: string) => written.slice(0, written.indexOf(text)).split('\n').length;
    const check = errors;

    // Every stand-in sentence is reported on its own line; nothing else is wrong with the file.
    const fields = ['description', 'excerpt', 'body', 'body', 'body', 'body', 'body'];
    expect(check()).toEqual(
      Object.values(scaffoldPlaceholders).map(
        (sentence, index) =>
          `${relativeFile}:${lineOf(sentence)} — ${fields[index]}: the template's sentence "${sentence}" is still here: replace it with your own words`,
      ),
    );
    expect(check()[0]).toBe(
      `${relativeFile}:5 — description: the template's sentence "${scaffoldPlaceholders.description}" is still here: replace it with your own words`,
    );

    let edited = written;
    for (const [index, sentence] of Object.values(scaffoldPlaceholders).entries()) {
      edited = edited.replace(
        sentence,
        `Our own words for part ${index + 1} of this article, written for villa owners.`,
      );
    }
    writeFileSync(file, edited);
    expect(check()).toEqual([]);
    // Published in English only until its translation exists: a warning, which does not fail the check.
    expect(warnings()).toContain(
      `${relativeFile}: no Arabic translation yet (src/content/articles/ar/how-to-keep-your-villa-cool-in-august.mdx): the article is published in English only`,
    );
  });

  it('refuses to overwrite an existing article', () => {
    scaffold('How to Keep Your Villa Cool in August');
    expect(() => scaffold('How to keep your villa cool in August')).toThrow(/already exists/);
  });
});

describe('npm run new:article -- --lang ar <file name>', () => {
  // An article with a <CallToAction href> and Markdown links, to another article and a service.
  const slug = 'common-plumbing-issues-in-dubai-solutions';
  const englishFile = `src/content/articles/${slug}.mdx`;
  const twinFile = `src/content/articles/ar/${slug}.mdx`;
  const t = translationPlaceholders.ar;
  beforeEach(() => rmSync(join(root, twinFile)));

  it("writes the Arabic twin with the original's date, picture and links, and placeholders the check reports until translated", () => {
    const output = scaffold('--lang', 'ar', slug);
    expect(output).toContain(`Created ${twinFile}, the Arabic twin of ${englishFile}, published at /ar/${slug}.`);
    const written = readFileSync(join(root, twinFile), 'utf8');
    const english = readFileSync(join(root, englishFile), 'utf8');
    expect(written).toContain(/^date: .*$/m.exec(english)![0]);
    expect(written).toContain('image: ../../../assets/art/plumbing.svg');
    expect(english).toContain('image: ../../assets/art/plumbing.svg');
    // The original's links in order, written for the Arabic edition.
    expect(written.match(/\]\(([^)]*)\)/g)).toEqual([
      '](/ar/contact)',
      '](/ar/water-tank-cleaning-solution-in-dubai)',
      '](/ar/Best-Plumbing-Service-in-Dubai)',
      '](/ar/service/best-plumbing-service-in-dubai-uae)',
      '](/ar/contact)',
    ]);

    // Every placeholder is reported on its line, and nothing else: the twin's date and links agree.
    const lines = written.split('\n');
    const placeholderErrors = lines.flatMap((text, index) =>
      Object.values(t)
        .filter((sentence) => text.includes(sentence) && !text.startsWith('#'))
        .map((sentence) => {
          const field = /^(\w+): /.exec(text)?.[1] ?? 'body';
          return `${twinFile}:${index + 1} — ${field}: the template's sentence "${sentence}" is still here: replace it with your own words`;
        }),
    );
    expect(placeholderErrors).toHaveLength(Object.keys(t).length - 1 + 5);
    expect(errors()).toEqual(placeholderErrors);

    // Translated: the check passes, and the twin is no longer missing.
    const translated = written
      .replace(t.title, 'مشكلات السباكة الشائعة في دبي وطرق حلها')
      .replace(
        t.description,
        'التسربات وضعف الضغط وانسداد المصارف وأعطال السخانات: أكثر مشكلات السباكة شيوعًا في دبي مع أسبابها وحلولها.',
      )
      .replace(t.imageAlt, 'رسم توضيحي لأنابيب مع صمام وقطرة ماء')
      .replace(
        t.excerpt,
        'من التسربات الخفية إلى انسداد المصارف، هذه أكثر مشكلات السباكة التي نراها في منازل دبي ومبانيها.',
      )
      .replace(t.body, 'من السهل أن ننسى السباكة حتى يحدث خلل ما.')
      .replace(t.links, 'روابط المقال:')
      .replaceAll(t.linkText, 'صفحة ذات صلة');
    writeFileSync(join(root, twinFile), translated);
    expect(errors()).toEqual([]);
    expect(warnings().filter((warning) => warning.includes(slug))).toEqual([]);
  });

  it('takes --ar too, and finds the original whatever the letter case, keeping its exact file name', () => {
    rmSync(join(root, 'src/content/articles/ar/Best-Plumbing-Service-in-Dubai.mdx'));
    scaffold('--ar', 'best-plumbing-service-in-dubai');
    expect(existsSync(join(root, 'src/content/articles/ar/Best-Plumbing-Service-in-Dubai.mdx'))).toBe(true);
  });

  it('refuses to overwrite a translation, and to translate an article that does not exist', () => {
    scaffold('--lang', 'ar', slug);
    writeFileSync(join(root, twinFile), "the translator's work");
    expect(() => scaffold('--lang', 'ar', slug)).toThrow(new RegExp(`${twinFile} already exists: edit that file`));
    expect(readFileSync(join(root, twinFile), 'utf8')).toBe("the translator's work");
    expect(() => scaffold('--lang', 'ar', 'no-such-article')).toThrow(
      /There is no article src\/content\/articles\/no-such-article\.mdx to translate: give its file name/,
    );
  });
});
