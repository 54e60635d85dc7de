/**
 * Site search (Pagefind): which built pages are searchable, and the attributes the index reads.
 * Only services (the plans page among them), articles and projects are indexed, each from its <main> alone, so a result points at the
 * page's own text, never the header or footer. Inside <main>, whatever is marked
 * `data-pagefind-ignore` stays out too (the quote actions, the call-to-action band, an article's
 * date line; a copywriter can mark a block of an article the same way). The indexer reads a copy
 * with these attributes; the pages visitors download are written without any of them.
 */

import { pageKindOf } from '../shared/page-kinds.ts';

export type SearchKind = 'service' | 'article' | 'project';

/** Whether a built page is an article (or a case study) to link previews: its og:type says so. */
export const isArticleHtml = (html: string) => /<meta property="og:type" content="article"/.test(html);

/** The kind of a built page from its path in the build (`service/x.html`, `ar/x.html`) and HTML. */
export function searchKind(relativePath: string, html: string): SearchKind | undefined {
  switch (pageKindOf(pageUrl(relativePath), isArticleHtml(html))) {
    // The plans page is filed with the services: it is the annual maintenance service's offer.
    case 'service':
    case 'plans':
      return 'service';
    // A case study is an article to link previews, but a kind of its own in search.
    case 'project':
      return 'project';
    case 'article':
      return 'article';
    default:
      return undefined;
  }
}

/** The page's URL as the site serves it: no `.html`, `index` for a folder's own page. */
export const pageUrl = (relativePath: string) =>
  `/${relativePath
    .replaceAll('\\', '/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '')}`;

/** The page as the indexer reads it: its <main> is the searchable body, filed under its kind. */
export function forSearchIndex(html: string, kind: SearchKind): string {
  return html.replace(/<main\b/, `<main data-pagefind-body data-pagefind-filter="kind:${kind}"`);
}

/** The page as visitors get it: without the attributes only the indexer reads. */
export const withoutSearchMarks = (html: string) => html.replace(/ data-pagefind-[\w-]+(?:="[^"]*")?/g, '');

/**
 * Parts of a page's <main> that are not its own text, left out of the index by selector (so the
 * page carries no attribute for them): the breadcrumb, the list of latest articles beside an
 * article, and every picture's drawing.
 */
export const SEARCH_EXCLUDED = ['nav', 'aside', 'svg', 'noscript'];
