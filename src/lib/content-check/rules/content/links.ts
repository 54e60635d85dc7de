/**
 * Links: every internal link in an article body or a YAML link field leads to a published page of
 * the site, in the linking page's own edition, and never to a draft.
 */
import { basename, dirname, extname } from 'node:path';
import { mdxToMdast, type MdastNode } from 'satteri';
import { DEFAULT_EDITION, EDITIONS, pathInEdition, editionOfPath } from '../../../i18n/index.ts';
import {
  addressOf,
  DEFAULT_EDITION_ONLY,
  EVERY_EDITION,
  languageName,
  linkInEdition,
  looseName,
  sourceOf,
  STATIC_PAGES,
  withoutFragment,
} from './addresses.ts';
import type { MdxNode } from '../entry/articles.ts';
import { scalars } from '../../entries.ts';
import { fieldName } from '../../report.ts';
import type { CheckContext, LoadedEntry, Problem, Rule } from '../../types.ts';

export interface Link {
  link: string;
  line: number;
  field: string;
}

/** Internal links of an MDX body, in order: Markdown links and href attributes (<CallToAction href>). */
function bodyLinks(tree: MdastNode, bodyOffset = 0): Link[] {
  const links: Link[] = [];
  const internal = (link: unknown): link is string =>
    typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');
  const walk = (node: MdxNode) => {
    const line = (node.position?.start.line ?? 1) + bodyOffset;
    if (node.type === 'link' && internal(node.url)) links.push({ link: node.url, line, field: 'body' });
    for (const attribute of node.attributes ?? []) {
      if (attribute.name === 'href' && internal(attribute.value))
        links.push({ link: attribute.value, line, field: 'body' });
    }
    node.children?.forEach(walk);
  };
  walk(tree as MdxNode);
  return links;
}

/** The internal links of an article body, in order, for `npm run new:article -- --lang ar`; none if it does not compile. */
export function articleBodyLinks(body: string): string[] {
  try {
    return bodyLinks(mdxToMdast(body)).map(({ link }) => link);
  } catch {
    return [];
  }
}

/** Internal links with their lines, in order: those of an article's body, then YAML link fields (a service point's link). */
export function linksOf(entry: LoadedEntry): Link[] {
  const links = entry.tree ? bodyLinks(entry.tree, entry.bodyOffset) : [];
  for (const { path, line, value } of scalars(entry)) {
    const key = path.at(-1);
    if ((key === 'link' || key === 'href') && value.startsWith('/') && !value.startsWith('//')) {
      links.push({ link: value, line, field: fieldName(path) });
    }
  }
  return links;
}

function deadLinks({ entries, unreadable, files, contentPrefix }: CheckContext): Problem[] {
  const pages = new Set(STATIC_PAGES);
  for (const edition of EDITIONS) for (const page of EVERY_EDITION) pages.add(pathInEdition(page, edition));
  for (const entry of entries) {
    const address = addressOf(entry.folder, entry.id, entry.edition);
    if (address) pages.add(address);
  }
  const drafts = new Set(
    entries
      .filter((entry) => entry.spec.extension === '.mdx' && entry.data.draft === true)
      .map((entry) => addressOf(entry.folder, entry.id, entry.edition)),
  );
  const published = (address: string) => pages.has(address) && !drafts.has(address);
  const problems: Problem[] = [];
  const skipped = new Map<string, number>();
  for (const entry of entries) {
    const language = languageName(entry.edition);
    for (const { link, line, field } of linksOf(entry)) {
      const at = { file: entry.file, line, field };
      const target = withoutFragment(link);
      // A translation links to its own edition's pages: /ar/contact, not /contact.
      const wanted = linkInEdition(link, entry.edition);
      const there = withoutFragment(wanted);
      if (entry.edition !== DEFAULT_EDITION && there !== target && editionOfPath(target).edition !== entry.edition) {
        if (published(there) || unreadable.has(there)) {
          problems.push({
            ...at,
            message: `write ${wanted}: a link in an ${language} page leads to the ${language} page`,
          });
          continue;
        }
        if (published(target)) {
          const source = sourceOf(there, contentPrefix);
          problems.push({
            ...at,
            severity: 'warning',
            message: `the link ${link} leads to the ${languageName(editionOfPath(target).edition)} page: there is no ${language} page ${there} yet${source ? ` (${source})` : ''}; when there is, write ${wanted}`,
          });
          continue;
        }
      }
      if (drafts.has(target) && entry.data.draft !== true) {
        problems.push({
          ...at,
          message: `the link ${link} leads to a draft, which is not on the built site: remove the link or publish the draft`,
        });
        continue;
      }
      if (pages.has(target)) continue;
      const blocked = unreadable.get(target);
      if (blocked) {
        skipped.set(blocked, (skipped.get(blocked) ?? 0) + 1);
        continue;
      }
      problems.push({ ...at, message: `the link ${link} leads to no page of the site${deadLinkHint(target)}` });
    }
  }
  for (const [file, count] of skipped) {
    problems.push({
      file,
      severity: 'warning',
      message: `${count} link${count === 1 ? '' : 's'} to this file from other files ${count === 1 ? 'was' : 'were'} not checked because it cannot be read: fix it and run the check again`,
    });
  }
  return problems;

  /** For a translation's address whose original exists (/ar/x where /x is a page): why it does not, and what to do. */
  function deadLinkHint(target: string): string {
    const { edition, path } = editionOfPath(target);
    if (edition === DEFAULT_EDITION || !published(path)) return '';
    const language = languageName(edition);
    if (DEFAULT_EDITION_ONLY.includes(path)) return `: ${path} has no ${language} edition; write ${path}`;
    const source = sourceOf(target, contentPrefix);
    // The translation is there under a name that differs in capitals or dashes: the file is misnamed.
    const misnamed =
      source &&
      files.find(
        ({ file }) =>
          file !== source &&
          dirname(file) === dirname(source) &&
          looseName(basename(file, extname(file))) === looseName(basename(source, extname(source))),
      );
    if (misnamed) return `: the file for it is misnamed: rename ${misnamed.file} to ${basename(source)}`;
    return `: there is no ${language} page ${target} yet${source ? ` (${source} does not exist)` : ''}; link to ${path} until there is`;
  }
}

export const rule: Rule = {
  name: 'links',
  summary: "every internal link leads to a published page of the linking page's edition",
  scope: 'content',
  check: deadLinks,
};
