/**
 * What a first visit to a built page downloads, read from dist/client: the HTML, its
 * stylesheets, the JavaScript its islands load (following static imports), its images and the
 * font files its CSS points at for English text. Text files count at their brotli size (the
 * server sends the precompressed .br files); images and fonts as they are.
 */
import { pathInEdition } from '../src/shared/editions.ts';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { PAGE_KIND_PATHS } from './page-kind-paths.ts';

export const KINDS = ['html', 'css', 'js', 'images', 'fonts'] as const;
export type Kind = (typeof KINDS)[number];
export interface FileWeight {
  url: string;
  bytes: number;
}
export type PageWeight = Record<Kind, FileWeight[]>;

const attributes = (html: string, tag: string, attribute: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*\\s${attribute}="([^"]+)"`, 'g'))].map((match) =>
    match[1]!.replace(/&amp;/g, '&'),
  );

function sentBytes(clientDir: string, url: string): number {
  const file = join(clientDir, decodeURIComponent(url.split('?')[0]!));
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return statSync(file).size;
}

/** A JS file and every module it imports statically (dynamic import() is not followed). */
function moduleGraph(clientDir: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(join(clientDir, entry), 'utf8');
  for (const match of source.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g,
  )) {
    const target = posix.join(posix.dirname(entry), match[1]!);
    if (existsSync(join(clientDir, target))) moduleGraph(clientDir, target, seen);
  }
  return seen;
}

/**
 * @param width 'phone' also counts the islands that wake only on small screens (client:interaction
 *   with a max-width media query), as if the visitor had touched them: the worst case.
 */
export function pageWeight(clientDir: string, htmlFile: string, width: 'phone' | 'desktop'): PageWeight {
  const html = readFileSync(join(clientDir, htmlFile), 'utf8');
  const weight: PageWeight = { html: [], css: [], js: [], images: [], fonts: [] };
  const add = (kind: Kind, url: string) => {
    if (!url.startsWith('/') || weight[kind].some((file) => file.url === url)) return;
    weight[kind].push({ url, bytes: sentBytes(clientDir, url) });
  };

  add('html', `/${htmlFile}`);
  for (const href of attributes(html, 'link', 'href').filter((href) => href.endsWith('.css'))) add('css', href);

  const scripts = new Set(attributes(html, 'script', 'src'));
  for (const island of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = island[0];
    const directive = /\sclient="([^"]+)"/.exec(tag)?.[1];
    const media = /\sopts="[^"]*&quot;value&quot;:&quot;\(max-width/.test(tag);
    if (directive === 'interaction' && media && width === 'desktop') continue;
    // Astro's island code, which the frame script fetches before any island wakes (src/integrations/page-trim/html.ts).
    const islandCode = /<html[^>]*\sdata-islands="([^"]+)"/.exec(html)?.[1];
    if (islandCode) scripts.add(islandCode);
    for (const attribute of ['component-url', 'renderer-url']) {
      const url = new RegExp(`\\s${attribute}="([^"]+)"`).exec(tag)?.[1];
      if (url) scripts.add(url);
    }
  }
  for (const script of scripts) {
    if (!script.startsWith('/')) continue;
    for (const module of moduleGraph(clientDir, script.slice(1))) add('js', `/${module}`);
  }

  const images = [
    ...attributes(html, 'img', 'src'),
    ...attributes(html, 'link', 'href').filter(
      (href) => /\.(svg|png|jpe?g|webp|avif)$/.test(href) && !href.includes('favicon'),
    ),
  ];
  for (const src of images) add('images', src);

  for (const css of weight.css) {
    const source = readFileSync(join(clientDir, css.url), 'utf8');
    for (const match of source.matchAll(/url\(([^)]*inter-latin-wght-normal[^)]*\.woff2)\)/g)) {
      const url = match[1]!.replace(/["']/g, '');
      add('fonts', url.startsWith('/') ? url : posix.join(posix.dirname(css.url), url));
    }
  }
  return weight;
}

export const total = (files: FileWeight[]) => files.reduce((sum, file) => sum + file.bytes, 0);
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The built HTML file for a page path. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * The pages tests/budgets.json gives a byte budget, by name: one of each kind in English, and in
 * Arabic the kinds with the most words and the one with the form.
 */
export const BUDGETED_PAGE_PATHS: Record<string, string> = {
  ...PAGE_KIND_PATHS,
  ...Object.fromEntries(
    (['home', 'service', 'article', 'contact', 'book'] as const).map((kind) => [
      `ar-${kind}`,
      pathInEdition(PAGE_KIND_PATHS[kind], 'ar'),
    ]),
  ),
};
