/**
 * Addresses: which page each content file publishes at, in which edition, and the pages the site
 * has besides; the rule that no two files (or a file and one of the site's own pages) share one.
 */
import { join } from 'node:path';
import {
  DEFAULT_EDITION,
  EDITIONS,
  editionInfo,
  pathInEdition,
  editionOfPath,
  type Edition,
} from '../../../i18n/index.ts';
import type { LoadedEntry, Problem, Rule } from '../../types.ts';

/**
 * The pages whose words are a `pages` entry (`pages/about.yaml` → /about): an edition has the page
 * when it has the entry (src/lib/content/queries/paths.ts, `pagePaths`), so /ar/about exists once pages/ar/about.yaml does.
 */
export const PAGE_ENTRIES: Record<string, string> = {
  about: '/about',
  services: '/service',
  blogs: '/blogs',
  contact: '/contact',
  privacy: '/privacy',
  plans: '/plans',
  projects: '/projects',
};
/**
 * Pages every edition has, whatever the content: the home page (/ar), the RSS feed (/ar/rss.xml)
 * and the emergency page (/ar/emergency), which the service worker keeps for each edition.
 */
export const EVERY_EDITION = ['/', '/rss.xml', '/emergency'];
/** Pages only the English edition has: there is no /ar/demo, and one sitemap lists both editions. */
export const DEFAULT_EDITION_ONLY = ['/demo', '/sitemap-index.xml'];

/** The English addresses that exist besides services and articles. */
export const STATIC_PAGES = [...EVERY_EDITION, ...Object.values(PAGE_ENTRIES), ...DEFAULT_EDITION_ONLY];

/** The entries every edition's pages read (src/lib/content/queries/): without its twin an edition cannot be built. */
export const EVERY_EDITION_NEEDS: Record<string, string> = { settings: 'site', home: 'home', emergency: 'emergency' };

/** An edition's name in words, for messages: "Arabic". */
export const languageName = (edition: Edition) => editionInfo[edition].englishName;

/** A link as the page of `edition` writes it: `/contact` → `/ar/contact`; pages only English has stay as they are. */
export function linkInEdition(link: string, edition: Edition): string {
  const { path } = editionOfPath(withoutFragment(link));
  return DEFAULT_EDITION_ONLY.includes(path) ? pathInEdition(link, DEFAULT_EDITION) : pathInEdition(link, edition);
}

export const withoutFragment = (link: string) => link.replace(/[#?].*$/, '') || '/';

/** The address of an article, a service, a project or a page made of a `pages` entry, in the entry's edition. */
export function addressOf(folder: string, id: string, edition: Edition): string | undefined {
  const address =
    folder === 'articles'
      ? `/${id}`
      : folder === 'services'
        ? `/service/${id}`
        : folder === 'projects'
          ? `/projects/${id}`
          : folder === 'pages'
            ? PAGE_ENTRIES[id]
            : undefined;
  return address && pathInEdition(address, edition);
}

/** Addresses the site's own pages hold in some edition, which no article or service may take. */
const reservedAddresses = () =>
  new Set(
    EDITIONS.flatMap((edition) =>
      STATIC_PAGES.filter((page) => edition === DEFAULT_EDITION || !DEFAULT_EDITION_ONLY.includes(page)).map((page) =>
        pathInEdition(page, edition).toLowerCase(),
      ),
    ),
  );

/**
 * Articles publish at /{file name}, services at /service/{file name} and projects at
 * /projects/{file name}, translations behind /ar:
 * two files must never share one. A translation and its original have two addresses, /x and /ar/x.
 */
function duplicateAddresses(entries: LoadedEntry[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  const reserved = reservedAddresses();
  for (const entry of entries) {
    if (entry.folder !== 'articles' && entry.folder !== 'services' && entry.folder !== 'projects') continue;
    const address = addressOf(entry.folder, entry.id, entry.edition);
    if (!address) continue;
    const key = address.toLowerCase();
    const first = seen.get(key);
    if (reserved.has(key)) {
      problems.push({
        file: entry.file,
        message: `its address ${address} is already a page of the site: rename the file`,
      });
    } else if (first) {
      problems.push({
        file: entry.file,
        message: `its address ${address} is the same as ${first}'s (letter case aside): rename one of the files`,
      });
    } else {
      seen.set(key, entry.file);
    }
  }
  return problems;
}

/** Where an entry's folder is, for messages: src/content/slides, or src/content/slides/ar for a translation. */
export const folderOf = (contentPrefix: string, folder: string, edition: Edition) =>
  join(contentPrefix, folder, editionInfo[edition].prefix);

/** The file a page of an edition comes from (`/ar/x` → src/content/articles/ar/x.mdx), for messages. */
export function sourceOf(address: string, contentPrefix: string): string | undefined {
  const { edition, path } = editionOfPath(address);
  const folder = (name: string) => folderOf(contentPrefix, name, edition);
  const page = Object.entries(PAGE_ENTRIES).find(([, pagePath]) => pagePath === path)?.[0];
  if (page) return join(folder('pages'), `${page}.yaml`);
  if (STATIC_PAGES.includes(path)) return undefined;
  const service = /^\/service\/([^/]+)$/.exec(path)?.[1];
  if (service) return join(folder('services'), `${service}.yaml`);
  const project = /^\/projects\/([^/]+)$/.exec(path)?.[1];
  if (project) return join(folder('projects'), `${project}.mdx`);
  const article = /^\/([^/]+)$/.exec(path)?.[1];
  return article ? join(folder('articles'), `${article}.mdx`) : undefined;
}

/** File names that differ only in capitals, spaces, dashes or underscores (and so would be one address, misspelt). */
export const looseName = (id: string) =>
  id
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const rule: Rule = {
  name: 'addresses',
  summary: 'no two files, and no file and a page of the site, at one address',
  scope: 'content',
  check: ({ entries }) => duplicateAddresses(entries),
};
