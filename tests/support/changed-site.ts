/**
 * One changed copy of the project, built once per integration run and read by every test file that
 * proves a change to content shows on the built site (a build of a copy costs 30–90 s, and each file
 * that made its own held up the integration tests by as much). The copy has every change those
 * files check, chosen so that none hides another:
 * - the blog list past 24 articles (blog-pages.test.ts): 30 new English articles and 24 Arabic
 *   twins, dated 2025, each as large as the content guide allows;
 * - a copywriter's changes (copywriter-changes.test.ts): an article made a draft and dated newest
 *   of all, so that were it published it would head every list; a photo in place of an article's
 *   artwork, that article dated so that its card sits halfway down a page of the blog list; the
 *   photo in an article's body, in both editions;
 * - a service renamed in both editions on a branch (shots.test.ts), the English file committed and
 *   its Arabic twin not yet, after the copy of an older build: `npm run shots -- --changed` sees the
 *   build is older and builds the copy, and that build is the one every file reads.
 *
 * An analytics id is not among them: the blog list's test measures the lists as a site without
 * one serves them (analytics-id.test.ts builds its own, and holds what the id adds to a page).
 *
 * The first file that asks builds it; the others wait for it (vitest.integration.config.ts runs one
 * of them first and the others last, so that they seldom wait). A copy belongs to one run: the run's
 * folder comes from tests/support/changed-site-run.ts, which removes it when the run ends.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { inject } from 'vitest';
import { splitFrontmatter } from '../../src/lib/content-check/index.ts';
import { buildEnv, copyProject } from './project-copy.ts';

/** The articles already in the project, as the copy starts with them. */
export const EXISTING_ARTICLES = readdirSync('src/content/articles').filter((name) => name.endsWith('.mdx'));
/** New articles in each edition: English then has three pages of its list, Arabic two full ones. */
export const EXTRA_ARTICLES = { en: 30, ar: 24 } as const;
export const extraArticleSlug = (index: number) => `extra-article-${String(index).padStart(2, '0')}`;

/** The English article marked as a draft; its Arabic twin stays published. */
export const DRAFT = 'lifting-equipment-in-dubai';
/** The article whose banner is a PNG photo instead of the artwork. */
export const PHOTO = 'facade-cleaning-services-in-dubai';
/** The article (and its Arabic twin) whose body shows the photo in Markdown. */
export const BODY_PHOTO = 'water-tank-cleaning-solution-in-dubai';

/** The service renamed on the copy's branch, and its new names. */
export const RENAMED_SERVICE = 'hvac-system-in-dubai-uae';
export const RENAMED_FILES = {
  en: `src/content/services/${RENAMED_SERVICE}.yaml`,
  ar: `src/content/services/ar/${RENAMED_SERVICE}.yaml`,
} as const;
export const NEW_NAMES = {
  en: 'HVAC Systems, renamed by the shots test',
  ar: 'أنظمة التكييف، باسم جديد من اختبار اللقطات',
};

export interface ToolRun {
  status: number | null;
  output: string;
}

export interface ChangedSite {
  /** The copy, a git repository on branch `copy-change`, with its build in dist/. */
  root: string;
  /** The draft's title, as its page would show it. */
  draftTitle: string;
  /** `npm run shots -- --changed` as it built the copy. */
  firstShots: ToolRun;
}

/** Runs `npm run shots` (scripts/shots.ts) in the copy with `args`. */
export function runShots(root: string, ...args: string[]): ToolRun {
  const result = spawnSync(process.execPath, [resolve('scripts/shots.ts'), ...args], {
    cwd: root,
    env: buildEnv(),
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

/** `text` repeated and cut at a word's end to at most `max` characters: the longest the guide allows. */
function atMost(text: string, max: number): string {
  const long = `${text} ${text} ${text}`.replace(/\s+/g, ' ');
  return long.slice(0, long.lastIndexOf(' ', max)).replace(/[\s،,.:;]+$/, '');
}

/** A new article at its longest, from the words of an existing one (the `index`th), dated newest. */
function extraArticle(index: number, folder: '' | 'ar/'): string {
  const source = readFileSync(
    `src/content/articles/${folder}${EXISTING_ARTICLES[index % EXISTING_ARTICLES.length]}`,
    'utf8',
  );
  const { body } = splitFrontmatter(source)!;
  const field = (name: string) => JSON.parse(new RegExp(`^${name}: (.*)$`, 'm').exec(source)![1]!) as string;
  // Numbered at the start, so the title stays unique however it is cut.
  const title = atMost(`${index + 1} ${field('title')}`, 60);
  // Newer than every existing article, the later the higher the number.
  const date = new Date(Date.UTC(2025, 0, 1 + index)).toISOString().slice(0, 10);
  const image = /^image: (.*)$/m.exec(source)![1]!;
  return `---
title: ${JSON.stringify(title)}
description: ${JSON.stringify(atMost(field('description'), 160))}
date: ${date}
image: ${image}
imageAlt: ${JSON.stringify(atMost(field('imageAlt'), 200))}
excerpt: ${JSON.stringify(atMost(field('excerpt'), 220))}
video: https://www.youtube.com/embed/dQw4w9WgXcQ?article=${index}
---
${body}`;
}

/** Makes the copy in `parent`, builds it through `npm run shots -- --changed`, and says what it made. */
async function prepare(parent: string): Promise<ChangedSite> {
  if (!existsSync('dist/server/entry.mjs')) throw new Error('npm run build first: the copy starts from this build');
  const root = copyProject('site-', parent);
  const edit = (file: string, change: (source: string) => string) => {
    const path = join(root, file);
    const source = readFileSync(path, 'utf8');
    writeFileSync(path, change(source));
    return source;
  };

  for (let index = 0; index < EXTRA_ARTICLES.en; index++) {
    writeFileSync(join(root, `src/content/articles/${extraArticleSlug(index)}.mdx`), extraArticle(index, ''));
    if (index < EXTRA_ARTICLES.ar) {
      writeFileSync(join(root, `src/content/articles/ar/${extraArticleSlug(index)}.mdx`), extraArticle(index, 'ar/'));
    }
  }

  // Dated after every new article: published by mistake, it would be the first of every list.
  const draft = edit(`src/content/articles/${DRAFT}.mdx`, (text) =>
    text.replace(/^date: .*$/m, 'date: 2025-02-01\ndraft: true'),
  );
  const draftTitle = JSON.parse(/^title: (.*)$/m.exec(draft)![1]!) as string;

  await sharp(readFileSync('src/assets/art/facade.svg'))
    .resize(1600, 900)
    .png()
    .toFile(join(root, 'src/assets/facade-photo.png'));
  // Its own date (9 August 2024) would make its card the first of the list's last page, where the
  // first picture loads at once; this one puts it halfway down the second page.
  edit(`src/content/articles/${PHOTO}.mdx`, (text) =>
    text.replace(/^image: .*$/m, 'image: ../../assets/facade-photo.png').replace(/^date: .*$/m, 'date: 2024-11-01'),
  );
  edit(
    `src/content/articles/${BODY_PHOTO}.mdx`,
    (text) => `${text}\n![A technician at work on a facade](../../assets/facade-photo.png)\n`,
  );
  edit(
    `src/content/articles/ar/${BODY_PHOTO}.mdx`,
    (text) => `${text}\n![فني يعمل على واجهة مبنى](../../../assets/facade-photo.png)\n`,
  );

  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], { cwd: root });
  writeFileSync(join(root, '.gitignore'), readFileSync('.gitignore'));
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('commit', '--quiet', '--message=The site');
  git('switch', '--quiet', '--create', 'copy-change');
  // A build older than the rename planted after it: the worktree's, of the site before any change.
  cpSync('dist', join(root, 'dist'), { recursive: true });
  const rename = (file: string, name: string) => edit(file, (text) => text.replace(/^name: .*$/m, `name: "${name}"`));
  rename(RENAMED_FILES.en, NEW_NAMES.en);
  git('commit', '--quiet', '--all', '--message=HVAC: a new name');
  rename(RENAMED_FILES.ar, NEW_NAMES.ar);

  const firstShots = runShots(root, '--changed');
  if (firstShots.status !== 0) throw new Error(`npm run shots -- --changed failed:\n${firstShots.output}`);
  return { root, draftTitle, firstShots };
}

const POLL_MS = 250;

/**
 * The changed copy, built: by this call if it is the run's first, else by the file that asked
 * first, whose failure it reports.
 */
export async function changedSite(): Promise<ChangedSite> {
  const run = inject('changedSiteRun');
  const answer = join(run, 'answer.json');
  try {
    mkdirSync(join(run, 'lock'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    while (!existsSync(answer)) await sleep(POLL_MS);
    const settled = JSON.parse(readFileSync(answer, 'utf8')) as { site?: ChangedSite; error?: string };
    if (!settled.site) throw new Error(`The changed copy was not built:\n${settled.error}`);
    return settled.site;
  }
  let settled: { site?: ChangedSite; error?: string };
  try {
    settled = { site: await prepare(run) };
  } catch (error) {
    settled = { error: (error as Error).stack ?? String(error) };
  }
  // Written whole, then renamed, so that a file waiting never reads half of it.
  writeFileSync(`${answer}.part`, JSON.stringify(settled));
  renameSync(`${answer}.part`, answer);
  if (!settled.site) throw new Error(settled.error);
  return settled.site;
}
