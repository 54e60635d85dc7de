/**
 * What `npm run shots` photographs, and whether it must build first: every page kind (`everyPage`),
 * with every service and every slide the build has; or, with `--changed`, the pages whose content
 * changed since the main branch (`changedPages`), each in its edition; and whether the build in
 * dist/ is older than the source it is made from (`staleBuild`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { addressOf } from '../src/lib/content-check/rules/content/addresses.ts';
import { contentCollections } from '../src/lib/content/collections.ts';
import { editionInfo, EDITIONS, pathInEdition } from '../src/lib/i18n/index.ts';
import { editionOfFile, editionOfPath } from '../src/shared/editions.ts';
import { PIXEL_PAGE_KINDS } from './pixel-pages.ts';

export interface Shot {
  /** The PNG's name before its width: about, ar-service-x, home-slide-2. */
  name: string;
  path: string;
  /** For a page with a banner slider: which slide is shown. */
  slide?: number;
}

/** What the build is made from: a newer file here means the build in dist/ is out of date. */
const SOURCES = ['src', 'public', 'astro.config.mjs', 'package.json', 'tailwind.config.ts'];
/** Written by every build, early: its time is the build's. */
const BUILD_MARK = 'dist/server/entry.mjs';

/** Why the build must be made again (no build, or a source newer than it), or undefined when it is up to date. */
export function staleBuild(root: string): string | undefined {
  const mark = join(root, BUILD_MARK);
  if (!existsSync(mark)) return 'there is no build yet (dist/)';
  const builtAt = statSync(mark).mtimeMs;
  let newestFile = { path: '', time: 0 };
  // A folder's own time changes when a file in it is added, renamed or deleted.
  let newestFolder = { path: '', time: 0 };
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      if (stat.mtimeMs > newestFolder.time) newestFolder = { path, time: stat.mtimeMs };
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (stat.mtimeMs > newestFile.time) newestFile = { path, time: stat.mtimeMs };
  };
  for (const source of SOURCES) if (existsSync(join(root, source))) visit(join(root, source));
  if (newestFile.time > builtAt) return `${relative(root, newestFile.path)} changed after the last build`;
  if (newestFolder.time > builtAt) return `a file was added to or removed from ${relative(root, newestFolder.path)}`;
  return undefined;
}

/** The built page of an address: / → dist/client/index.html, /ar/x → dist/client/ar/x.html. */
const builtPage = (root: string, path: string) =>
  join(root, 'dist/client', path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** A page's name in the shots' file names: / → home, /ar/service/x → ar-service-x. */
function shotName(path: string, slide?: number): string {
  const known = PIXEL_PAGE_KINDS.find((kind) => kind.path === path && kind.slide === slide);
  if (known) return known.name;
  const { edition, path: bare } = editionOfPath(path);
  const name = [editionInfo[edition].prefix, bare === '/' ? 'home' : bare.slice(1).replaceAll('/', '-')];
  return [...name, slide ? `slide-${slide}` : ''].filter(Boolean).join('-');
}

/** The slides of a built page's banner: how many there are. */
const slidesOf = (root: string, path: string) =>
  (readFileSync(builtPage(root, path), 'utf8').match(/class="banner-slide /g) ?? []).length;

/** Home in every edition, with each of its slides. */
const isHome = (path: string) => editionOfPath(path).path === '/';
const isServicePage = (path: string) => editionOfPath(path).path.startsWith('/service/');

/**
 * Every page kind of the pixel test (tests/e2e/support/pixels.ts), in both editions, with what the
 * build has of the kinds a copywriter adds to: every service page, every slide of Home.
 */
export function everyPage(root: string): Shot[] {
  const shots: Shot[] = [];
  for (const kind of PIXEL_PAGE_KINDS) {
    if (isServicePage(kind.path) || (isHome(kind.path) && kind.slide !== 1)) continue;
    if (isHome(kind.path)) {
      for (let slide = 1; slide <= slidesOf(root, kind.path); slide++) {
        shots.push({ name: shotName(kind.path, slide), path: kind.path, slide });
      }
      continue;
    }
    shots.push({ name: kind.name, path: kind.path, ...(kind.slide && { slide: kind.slide }) });
    if (editionOfPath(kind.path).path === '/service') {
      const folder = join(root, 'dist/client', kind.path.slice(1));
      for (const file of readdirSync(folder)
        .filter((name) => name.endsWith('.html'))
        .sort()) {
        const path = `${kind.path}/${file.slice(0, -'.html'.length)}`;
        shots.push({ name: shotName(path), path });
      }
    }
  }
  return shots;
}

/** The branch to compare with: main, or origin/main where there is no local main (a CI checkout). */
export function baseBranch(root: string, wanted?: string): string {
  const exists = (ref: string) => {
    try {
      execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: root, stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  const found = (wanted ? [wanted] : ['main', 'origin/main']).find(exists);
  if (!found) throw new Error(`There is no branch ${wanted ?? 'main'} to compare with: give one with --base <branch>.`);
  return found;
}

/** The files changed since `base`: committed on this branch, changed but not committed, and new. */
export function changedFiles(root: string, base: string): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  return [
    ...new Set([
      ...git('diff', '--name-only', '--relative', `${base}...HEAD`),
      ...git('diff', '--name-only', '--relative', 'HEAD'),
      ...git('ls-files', '--others', '--exclude-standard'),
    ]),
  ].sort();
}

const CONTENT = 'src/content/';
const ASSETS = 'src/assets/';

/** The position of a slide on its edition's banner: its place among the slides by `order`. */
function slidePosition(folder: string, id: string): number {
  const orderOf = (name: string) =>
    Number((parse(readFileSync(join(folder, name), 'utf8')) as { order?: unknown } | null)?.order) || 0;
  const slides = readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .sort((a, b) => orderOf(a) - orderOf(b));
  return slides.indexOf(`${id}.yaml`) + 1;
}

/** The pages a content file is shown on, in its edition, or why none. */
function pagesOfContent(root: string, file: string): { path: string; slide?: number }[] | string {
  if (!existsSync(join(root, file))) return 'deleted';
  const [folder = '', ...rest] = file.slice(CONTENT.length).split('/');
  const spec = Object.values(contentCollections).find((collection) => collection.folder === folder);
  if (!spec || !rest.join('/').endsWith(spec.extension)) return 'not a content file the site reads';
  const { edition, file: name } = editionOfFile(rest.join('/'));
  const id = name.slice(0, -spec.extension.length);
  const home = pathInEdition('/', edition);
  switch (folder) {
    case 'home':
    case 'testimonials':
    case 'clients':
      return [{ path: home }];
    case 'slides':
      return [{ path: home, slide: slidePosition(join(root, file, '..'), id) }];
    case 'settings':
      return [{ path: home }, { path: pathInEdition('/contact', edition) }];
    default: {
      const address = addressOf(folder, id, edition);
      return address ? [{ path: address }] : 'a page of no address of its own';
    }
  }
}

export interface ChangedPages {
  shots: Shot[];
  /** Changed files that show on no page taken, and why. */
  notes: string[];
}

/**
 * The pages to take for changed files, each in its edition (`services/ar/x.yaml` → /ar/service/x):
 * a content file's own page (Home for home, slides, testimonials and clients, with the changed
 * slide shown; Home and Contact for the settings), a picture's every page whose content names it.
 * Call it after the build: a page the build does not have (a draft) is noted, not taken.
 */
export function changedPages(root: string, files: string[]): ChangedPages {
  const notes: string[] = [];
  const others: string[] = [];
  const wanted: { path: string; slide?: number }[] = [];
  const contentFiles = () =>
    EDITIONS.flatMap((edition) =>
      Object.values(contentCollections).flatMap((spec) => {
        const folder = join(root, CONTENT, spec.folder, editionInfo[edition].prefix);
        return existsSync(folder)
          ? readdirSync(folder)
              .filter((name) => name.endsWith(spec.extension))
              .map((name) => relative(root, join(folder, name)))
          : [];
      }),
    );
  for (const file of files) {
    let pages: ReturnType<typeof pagesOfContent>;
    if (file.startsWith(CONTENT)) pages = pagesOfContent(root, file);
    else if (file.startsWith(ASSETS)) {
      const asset = `assets/${file.slice(ASSETS.length)}`;
      const users = contentFiles().filter((content) => readFileSync(join(root, content), 'utf8').includes(asset));
      pages = users.flatMap((user) => {
        const found = pagesOfContent(root, user);
        return typeof found === 'string' ? [] : found;
      });
      if (!pages.length) pages = 'a picture no content file names';
    } else {
      others.push(file);
      continue;
    }
    if (typeof pages === 'string') notes.push(`${file}: ${pages}`);
    else wanted.push(...pages);
  }
  if (others.length) {
    notes.push(
      `${others.length} changed file${others.length === 1 ? ' is' : 's are'} not content (code, tests, documents): \`npm run shots\` without --changed takes every page`,
    );
  }
  const shots: Shot[] = [];
  for (const { path, slide: changedSlide } of wanted) {
    if (!existsSync(builtPage(root, path))) {
      notes.push(`${path}: not in the build (a draft?)`);
      continue;
    }
    // A page with a banner is shown at its first slide, unless a slide changed.
    const slide = changedSlide ?? (slidesOf(root, path) ? 1 : undefined);
    if (shots.some((shot) => shot.path === path && shot.slide === slide)) continue;
    shots.push({ name: shotName(path, slide), path, ...(slide && { slide }) });
  }
  // A page and its twin side by side, the default edition first.
  const order = ({ path, slide }: Shot) => {
    const { edition, path: bare } = editionOfPath(path);
    return [bare, EDITIONS.indexOf(edition), slide ?? 0] as const;
  };
  shots.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0].localeCompare(y[0]) || x[1] - y[1] || x[2] - y[2];
  });
  return { shots, notes };
}
