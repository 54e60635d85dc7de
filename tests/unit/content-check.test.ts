/**
 * `npm run check` catches each mistake a copywriter can make, naming the file, the field and a
 * plain-words reason. Each test breaks one thing in a copy of the real content.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkContent, formatProblem } from '../../src/lib/content-check';

let root: string;
const content = () => join(root, 'src/content');
const edit = (file: string, change: (source: string) => string) => {
  const path = join(content(), file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
};
const report = () => checkContent(content(), root).map(formatProblem);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-check-'));
  cpSync('src/content', join(root, 'src/content'), { recursive: true });
  cpSync('src/assets', join(root, 'src/assets'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const article = 'articles/ac-installation-services-in-uae.mdx';
const articleFile = `src/content/${article}`;

describe('npm run check', () => {
  it('finds nothing wrong with the content as it is', () => {
    expect(report()).toEqual([]);
  });

  it('reports a missing title', () => {
    edit(article, (source) => source.replace(/^title: .*\n/m, ''));
    expect(report()).toEqual([`${articleFile} — title: title is missing`]);
  });

  it('reports a title that is too long, with its length', () => {
    edit(article, (source) => source.replace(/^title: .*$/m, `title: "${'Long title '.repeat(10).trim()}"`));
    expect(report()).toEqual([
      `${articleFile} — title: title is too long: write at most 60 characters (this one has 109)`,
    ]);
  });

  it('reports a description that is too long', () => {
    edit(article, (source) => source.replace(/^description: .*$/m, `description: "${'d'.repeat(161)}"`));
    expect(report()).toEqual([
      `${articleFile} — description: description is too long: write at most 160 characters (this one has 161)`,
    ]);
  });

  it('reports a bad date', () => {
    edit(article, (source) => source.replace(/^date: .*$/m, 'date: 20 September'));
    expect(report()).toEqual([`${articleFile} — date: write the date as year-month-day, for example 2024-08-09`]);
  });

  it('reports a picture that does not exist', () => {
    edit(article, (source) => source.replace(/^image: .*$/m, 'image: ../../assets/art/air-con.svg'));
    expect(report()).toEqual([
      `${articleFile} — image: no picture at ../../assets/art/air-con.svg: check the file name and the ../ steps`,
    ]);
  });

  it('reports two articles that would publish at the same address', () => {
    cpSync(join(content(), article), join(content(), 'articles/AC-Installation-Services-in-UAE.mdx'));
    expect(report()).toEqual([
      `src/content/articles/ac-installation-services-in-uae.mdx: its address /ac-installation-services-in-uae is the same as src/content/articles/AC-Installation-Services-in-UAE.mdx's (letter case aside): rename one of the files`,
    ]);
  });

  it('reports a link in an article that leads to no page', () => {
    edit(article, (source) => `${source}\nSee [our old page](/services/hvac) for more.\n`);
    expect(report()).toEqual([`${articleFile} — body: the link /services/hvac leads to no page of the site`]);
  });

  it('reports a service point whose link leads to no page', () => {
    edit('services/building-facility-management-in-uae.yaml', (source) =>
      source.replace('link: /facade-cleaning-services-in-dubai', 'link: /facade-cleaning'),
    );
    expect(report()).toEqual([
      'src/content/services/building-facility-management-in-uae.yaml — points.0.link: the link /facade-cleaning leads to no page of the site',
    ]);
  });

  it('reports a misspelt field instead of ignoring it', () => {
    edit(article, (source) => source.replace(/^excerpt:/m, 'exerpt:'));
    expect(report()).toEqual([
      `${articleFile} — excerpt: excerpt is missing`,
      `${articleFile}: unknown field "exerpt": check its spelling against docs/content-guide.md`,
    ]);
  });

  it('reports a file that is not valid YAML with its line', () => {
    edit('services/hvac-system-in-dubai-uae.yaml', (source) => source.replace(/^order: 4$/m, 'order: [4'));
    const [problem] = report();
    expect(problem).toMatch(
      /^src\/content\/services\/hvac-system-in-dubai-uae\.yaml: the file cannot be read at line \d+/,
    );
  });

  it('exits non-zero and prints the problems from the command line', () => {
    edit(article, (source) => source.replace(/^date: .*$/m, 'date: someday'));
    let output = '';
    let exitCode = 0;
    try {
      execFileSync(process.execPath, [resolve('scripts/check-content.ts')], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      const failure = error as { status: number; stderr: string };
      exitCode = failure.status;
      output = failure.stderr;
    }
    expect(exitCode).toBe(1);
    expect(output).toContain(`✗ ${articleFile} — date: write the date as year-month-day, for example 2024-08-09`);
  });
});
