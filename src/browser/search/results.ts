/**
 * The parts of site search that need no page: the order results are shown in, what the status
 * line says, and how a Pagefind excerpt becomes text and highlights. Unit-tested on their own.
 */

import { pluralText, type PluralTexts } from '../../shared/plural-texts.ts';

/** One hit as the index answers it, before its text is fetched. */
export interface Hit<T = unknown> {
  score: number;
  kind: SearchKind;
  result: T;
}

/** The kinds of page the index files (src/lib/searchable-pages.ts), each searched on its own. */
export const SEARCH_KINDS = ['service', 'article', 'project'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * A service page counts this many times an article's match: for the same words the service comes
 * first (a visitor who types "chiller" usually wants the service), while an article that is about
 * the words still beats a service that only mentions them in passing.
 */
export const SERVICE_WEIGHT = 2;

/** Best match first, services weighted; equal matches keep the index's order. */
export const inShowingOrder = <T>(hits: Hit<T>[]): Hit<T>[] => {
  const weighted = (hit: Hit<T>) => hit.score * (hit.kind === 'service' ? SERVICE_WEIGHT : 1);
  return [...hits].sort((a, b) => weighted(b) - weighted(a));
};

export type StatusTexts = { results: PluralTexts };

/** "3 results for “chiller”", in the page's language and its plural rules. */
export function resultsStatus(texts: StatusTexts, lang: string, count: number, query: string): string {
  return pluralText(texts.results, lang, count).replace('{n}', count.toLocaleString(lang)).replace('{q}', query);
}

/** The words as the address keeps them: `?q=water+tank`, or no query at all. */
export function searchAddress(current: string, query: string): string {
  const url = new URL(current);
  const words = query.trim();
  if (words) url.searchParams.set('q', words);
  else url.searchParams.delete('q');
  return url.pathname + url.search + url.hash;
}

/**
 * A Pagefind excerpt is HTML-escaped text with the matched words in <mark>. Split it into plain
 * pieces, marked or not, so the page can show it as text (never as HTML).
 */
export function excerptPieces(excerpt: string): { text: string; marked: boolean }[] {
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#0?39;/g, "'")
      .replace(/&amp;/g, '&');
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((piece) =>
      piece.startsWith('<mark>')
        ? { text: unescape(piece.slice(6, -7)), marked: true }
        : { text: unescape(piece.replace(/<[^>]*>/g, '')), marked: false },
    );
}

/**
 * Arabic writes the article «ال» (and «و»/«ف»/«ب»/«ك» before it, or «لل») as part of the word:
 * searched without it, «المصاعد» and «مصاعد» find the same pages, since the index stems both to
 * the bare word, and the search reads one chunk of the index instead of two.
 */
export function searchWords(query: string, lang: string): string {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (!lang.startsWith('ar')) return words.join(' ');
  return words.map((word) => word.replace(/^(?:[وفبك]?ال|لل)(?=\p{L}{3,})/u, '')).join(' ');
}
