/**
 * What the content check's tests share. Each test plants one mistake in a fresh copy of the real
 * content, both editions (the English files and their Arabic translations in the `ar` folders),
 * and reads what `npm run check` says about it: the file, the line, the field and a plain-words fix.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { checkContent, formatProblem } from '../../../src/lib/content-check';

let copy = '';

/** Gives each test of the calling file its own copy of src/content and src/assets, removed after it. */
export function copyContentForEachTest() {
  beforeEach(() => {
    copy = mkdtempSync(join(tmpdir(), 'content-check-'));
    cpSync('src/content', join(copy, 'src/content'), { recursive: true });
    cpSync('src/assets', join(copy, 'src/assets'), { recursive: true });
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));
}

/** The copy's project folder. */
export const root = () => copy;
export const content = () => join(copy, 'src/content');

export const edit = (file: string, change: (source: string) => string) => {
  const path = join(content(), file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
};

export const errors = () =>
  checkContent(content(), root())
    .filter((problem) => problem.severity !== 'warning')
    .map(formatProblem);

/**
 * The warnings the real content has today (pages whose translation is still to come), which each
 * test leaves aside: it sees only the warnings its own change adds. Read once: the real content
 * does not change while the tests run.
 */
let standing: Set<string> | undefined;
export const warnings = () => {
  const known = (standing ??= new Set(
    checkContent(resolve('src/content'), resolve('.'))
      .filter((problem) => problem.severity === 'warning')
      .map(formatProblem),
  ));
  return checkContent(content(), root())
    .filter((problem) => problem.severity === 'warning')
    .map(formatProblem)
    .filter((warning) => !known.has(warning));
};

/**
 * What the check says about one file of the copy, errors and warnings alike (`error: …`,
 * `warning: …`), as of 09:00 in Dubai on `today`: the rules that count days (an expiry, a review
 * date) read this clock; the real one is back when it returns.
 */
export function fileProblemsOn(file: string, today: string): string[] {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(new Date(`${today}T09:00:00+04:00`));
    return checkContent(content(), root())
      .filter((problem) => problem.file === file)
      .map((problem) => `${problem.severity ?? 'error'}: ${formatProblem(problem)}`);
  } finally {
    vi.useRealTimers();
  }
}

/** A file's translation: articles/x.mdx → articles/ar/x.mdx. */
export const arabic = (file: string) => file.replace(/^([^/]+)\//, '$1/ar/');

/** The line a text is on in a content file. */
export const lineIn = (file: string, text: string) => {
  const source = readFileSync(join(content(), file), 'utf8');
  expect(source).toContain(text);
  return source.slice(0, source.indexOf(text)).split('\n').length;
};

/** Runs `npm run check` as a copywriter would; returns its exit code and everything it printed. */
export function run(args: string[] = [], env: Record<string, string> = {}) {
  try {
    const stdout = execFileSync(process.execPath, [resolve('scripts/check-content.ts'), ...args], {
      cwd: root(),
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, GITHUB_ACTIONS: '', ...env },
    });
    return { exitCode: 0, output: stdout };
  } catch (error) {
    const failure = error as { status: number; stdout: string; stderr: string };
    return { exitCode: failure.status, output: failure.stdout + failure.stderr };
  }
}

export const article = 'articles/ac-installation-services-in-uae.mdx';
export const articleFile = `src/content/${article}`;
/** Adds a paragraph at the end of the article's body; returns the line it lands on. */
export const appendToArticle = (text: string) => {
  let line = 0;
  edit(article, (source) => {
    const next = `${source.trimEnd()}\n\n${text}\n`;
    line = next.trimEnd().split('\n').length - text.split('\n').length + 1;
    return next;
  });
  return line;
};

export const arabicArticle = arabic(article);
export const arabicArticleFile = `src/content/${arabicArticle}`;
/** Adds a paragraph at the end of the article's translation; returns the line it lands on. */
export const appendToArabic = (text: string) => {
  edit(arabicArticle, (source) => `${source.trimEnd()}\n\n${text}\n`);
  return lineIn(arabicArticle, text);
};

/** An article whose translation links to the same pages, several of them: the twins' tests change its links. */
export const plumbing = 'articles/common-plumbing-issues-in-dubai-solutions.mdx';
export const arabicPlumbing = arabic(plumbing);
