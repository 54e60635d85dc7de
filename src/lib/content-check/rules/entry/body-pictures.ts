/**
 * Pictures in article bodies: each Markdown picture `![…](…)` and each <img> or <picture> source
 * names a file the site can serve (a path from the article to a file, or a path from the site root
 * to a file in public/), is described, and is not too heavy. An <img> with a path from the article
 * is refused: the build prepares only Markdown pictures, so its path would break on the page.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { MdxNode } from './articles.ts';
import { heavyPicture, IMAGE_EXTENSIONS, missingPicture } from './pictures.ts';
import type { LoadedEntry, Problem, Rule } from '../../types.ts';

/** Where a photo for an article body goes, from the project root. */
const PHOTOS = 'src/assets/photos';

interface BodyPicture {
  url: string;
  /** The description: undefined when an <img> has no alt at all. */
  alt: string | undefined;
  line: number;
  /** Written as Markdown (prepared by the build), or as an <img>/<source> (sent as written). */
  markdown: boolean;
}

/** Every picture of a body, in order. */
function picturesOf(tree: MdxNode, bodyOffset: number): BodyPicture[] {
  const found: BodyPicture[] = [];
  const definitions = new Map<string, string>();
  const walk = (node: MdxNode, collect: (node: MdxNode) => void) => {
    collect(node);
    node.children?.forEach((child) => walk(child, collect));
  };
  walk(tree, (node) => {
    const definition = node as MdxNode & { identifier?: string };
    if (node.type === 'definition' && definition.identifier && node.url)
      definitions.set(definition.identifier, node.url);
  });
  walk(tree, (node) => {
    const line = (node.position?.start.line ?? 1) + bodyOffset;
    const alt = (node as { alt?: string | null }).alt ?? '';
    if (node.type === 'image' && node.url) found.push({ url: node.url, alt, line, markdown: true });
    const reference = definitions.get((node as { identifier?: string }).identifier ?? '');
    // A picture by reference (![…][name]) reaches the page as written, like an <img>.
    if (node.type === 'imageReference' && reference) found.push({ url: reference, alt, line, markdown: false });
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = node.name?.toLowerCase();
    const attribute = (wanted: string) => {
      const value = node.attributes?.find((candidate) => candidate.name?.toLowerCase() === wanted)?.value;
      return typeof value === 'string' ? value : undefined;
    };
    if (name === 'img') {
      const src = attribute('src');
      const hasAlt = node.attributes?.some((candidate) => candidate.name?.toLowerCase() === 'alt');
      if (src) found.push({ url: src, alt: hasAlt ? (attribute('alt') ?? '') : undefined, line, markdown: false });
    }
    if (name === 'source') {
      for (const candidate of (attribute('srcset') ?? attribute('src') ?? '').split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) found.push({ url, alt: '', line, markdown: false });
      }
    }
  });
  return found;
}

/** A file of that name somewhere in src/assets, from the project root, if there is one. */
function inAssets(root: string, name: string): string | undefined {
  const search = (folder: string): string | undefined => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const found = entry.isDirectory() ? search(path) : entry.name === name ? path : undefined;
      if (found) return found;
    }
    return undefined;
  };
  const assets = join(root, 'src/assets');
  return existsSync(assets) ? search(assets) : undefined;
}

function bodyPictureProblems(entry: LoadedEntry): Problem[] {
  if (!entry.tree) return [];
  const problems: Problem[] = [];
  const root = entry.path.slice(0, entry.path.length - entry.file.length);
  const here = dirname(entry.path);
  /** The path to write from this article to a file of the project. */
  const fromHere = (file: string) => relative(here, file).split('\\').join('/');

  for (const { url, alt, line, markdown } of picturesOf(entry.tree as MdxNode, entry.bodyOffset)) {
    const report = (message: string, severity?: 'warning') =>
      problems.push({ file: entry.file, line, field: 'body', message, ...(severity && { severity }) });
    let path: string;
    try {
      path = decodeURI(url.replace(/[?#].*$/, ''));
    } catch {
      path = url;
    }
    const name = basename(path);
    /** Where the copywriter should put the file, said as what to write. */
    const suggestion = () => {
      const there = inAssets(root, name);
      return there
        ? `the photo is in ${relative(root, there)}: write ${fromHere(there)}`
        : `put the photo in ${PHOTOS}/ and write ${fromHere(join(root, PHOTOS, name))}`;
    };

    if (/^data:/i.test(url)) continue;
    if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url)) {
      report(
        `the picture ${url} is on another site, and the site's pages show pictures only from the site itself: save it in ${PHOTOS}/ and write ${fromHere(join(root, PHOTOS, name))}`,
      );
      continue;
    }
    if (!IMAGE_EXTENSIONS.test(path)) {
      report(`${url} is not a picture: a picture must be an .svg, .png, .jpg, .webp or .avif file`);
      continue;
    }
    let file: string;
    if (path.startsWith('/')) {
      file = join(root, 'public', path);
      if (!existsSync(file)) {
        report(
          `no picture at ${url}: a path that starts with / names a file in public/, and there is no public${path}; ${suggestion()}`,
        );
        continue;
      }
    } else {
      file = resolve(here, path);
      if (!markdown) {
        report(
          `an <img> with a path from this file shows nothing on the page (the site prepares only pictures written in Markdown): write ![${alt || 'what it shows'}](${url})`,
        );
        continue;
      }
      if (!existsSync(file) || !statSync(file).isFile()) {
        report(missingPicture(entry, url));
        continue;
      }
    }
    if (alt === undefined) {
      report(
        `the <img> of ${url} has no alt: add alt="what it shows" for readers who cannot see it (alt="" only for pure decoration)`,
      );
    } else if (markdown && !alt.trim()) {
      report(
        `the picture ${url} has no description: write what it shows between the square brackets, ![what it shows](${url}), for readers who cannot see it; leave them empty only for pure decoration`,
        'warning',
      );
    }
    const heavy = heavyPicture(file, url);
    if (heavy) report(heavy, 'warning');
  }
  return problems;
}

export const rule: Rule = {
  name: 'body-pictures',
  summary:
    "every picture in an article's body names a file the site serves (from the article, or in public/), is described and under 2 MB",
  scope: 'entry',
  // After the articles rule, which compiles the body and leaves its tree on the entry.
  check: (entry) => (entry.spec.extension === '.mdx' ? bodyPictureProblems(entry) : []),
};
