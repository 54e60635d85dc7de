import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scaffoldPlaceholders, slugify } from '../../src/lib/article-scaffold';
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
