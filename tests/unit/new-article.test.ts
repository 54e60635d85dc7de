import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { slugify } from '../../src/lib/article-scaffold';
import { checkContent, formatProblem } from '../../src/lib/content-check';

let root: string;
const scaffold = (...args: string[]) =>
  execFileSync(process.execPath, [resolve('scripts/new-article.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: 'pipe',
  });

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

  it('writes an article that passes the check as it is', () => {
    const output = scaffold('How to Keep Your Villa Cool in August');
    expect(output).toContain('published at /how-to-keep-your-villa-cool-in-august');
    const file = join(root, 'src/content/articles/how-to-keep-your-villa-cool-in-august.mdx');
    expect(readFileSync(file, 'utf8')).toContain('title: "How to Keep Your Villa Cool in August"');
    expect(checkContent(join(root, 'src/content'), root).map(formatProblem)).toEqual([]);
  });

  it('refuses to overwrite an existing article', () => {
    scaffold('How to Keep Your Villa Cool in August');
    expect(() => scaffold('How to keep your villa cool in August')).toThrow(/already exists/);
  });
});
