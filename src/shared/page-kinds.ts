/**
 * The kinds of page the site has, read from an address: one rule for the vitals beacon (which
 * files each sample under its kind), the server that checks the sample, and the search index.
 */
import { editionOfPath } from './editions.ts';

export const PAGE_KINDS = [
  'home',
  'about',
  'services',
  'service',
  'blog',
  'article',
  'contact',
  'plans',
  'projects',
  'project',
  'emergency',
  'other',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * The page kind of a site path (a pathname: no query) in any edition. Articles live at the root (/lifting-equipment-in-dubai),
 * like the not-found page, so `isArticle` (the head's og:type) tells them apart.
 */
export function pageKindOf(path: string, isArticle: boolean): PageKind {
  const [, first, more] = editionOfPath(path).path.split('/');
  if (first === 'service') return more ? 'service' : 'services';
  if (first === 'blogs') return 'blog';
  // The list's next pages are numbered (/projects/2); a project's own address is its file name.
  if (first === 'projects') return more && !/^\d+$/.test(more) ? 'project' : 'projects';
  if (more) return 'other';
  if (first === 'about' || first === 'contact' || first === 'plans' || first === 'emergency') return first;
  if (!first) return 'home';
  return isArticle ? 'article' : 'other';
}
