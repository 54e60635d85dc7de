/**
 * The document head as data: each page states what is its own (title, description, path, type,
 * structured data) and this module merges it with the site's settings. One function knows the
 * canonical URL policy (absolute, no trailing slash, case kept) and the hreflang pairs between
 * editions, so no page builds one by hand.
 */
import { DEFAULT_EDITION, EDITIONS, editionInfo, pathInEdition, type Edition } from '../i18n/index.ts';
import { PREVIEW_FORMATS, PREVIEW_HEIGHT, PREVIEW_WIDTH, previewPath, type PreviewKind } from './link-previews.ts';

export interface PageMeta {
  /** The page's own title; the brand's short name is appended where it fits (see fullTitle). */
  title: string;
  description: string;
  /**
   * The page's path in the English form, e.g. `/about` or `/Best-Plumbing-Service-in-Dubai`; the
   * Arabic page's address and the hreflang alternates are made from it.
   */
  path: string;
  /** The editions that publish this page (an article may exist in one language only); all by default. */
  editions?: readonly Edition[];
  type?: 'website' | 'article';
  /** The page's artwork as built (root-relative), drawn on its link preview beside the title. */
  image?: { src: string; alt: string };
  /** A picture of the page's own (an article's or service's `preview:`) that is its link preview instead. */
  previewPicture?: { src: string; alt: string };
  noindex?: boolean;
  jsonLd?: object[];
  /** A page of a list cut into pages: the paths (English form) of the page before and after it. */
  sequence?: { prev?: string; next?: string };
}

export interface SiteMeta {
  siteUrl: string;
  companyName: string;
  /** The brand as titles carry it: the settings' shortName. */
  shortName: string;
  /** The edition being rendered. */
  edition: Edition;
}

export interface HeadData {
  siteName: string;
  title: string;
  description: string;
  canonical: string;
  /** hreflang alternates: one per edition that has the page, plus x-default (English where it exists). */
  alternates: { hreflang: string; href: string }[];
  robots?: string;
  /** `rel="prev"` and `rel="next"` links, on a page of a list cut into pages. */
  sequence: { rel: 'prev' | 'next'; href: string }[];
  meta: { name?: string; property?: string; content: string }[];
  jsonLd: string[];
  /** The link preview's root-relative path and kind, which the build draws; none on a page kept out of search. */
  preview?: { path: string; kind: PreviewKind };
}

export function canonicalUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const clean = path === '/' ? '' : `/${path.replace(/^\/+|\/+$/g, '')}`;
  return `${base}${clean}`;
}

export function absoluteUrl(siteUrl: string, src: string): string {
  return new URL(src, `${siteUrl.replace(/\/+$/, '')}/`).href;
}

/** Search results cut a title at about 60 characters. */
export const TITLE_MAX = 60;

/**
 * The page's title with the brand after it, only where the whole still fits TITLE_MAX: the
 * page's own words (its keywords) are never cut to make room for the brand.
 */
export function fullTitle(title: string, shortName: string, max = TITLE_MAX): string {
  const branded = `${title} | ${shortName}`;
  if (title.toLowerCase().includes(shortName.toLowerCase()) || branded.length > max) return title;
  return branded;
}

/** JSON for a <script type="application/ld+json">, with `<` escaped so no content can close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The hreflang set of a page: each edition that publishes it, and x-default pointing at the
 * English page (or the only edition there is). Empty for a page in one language only: an
 * alternate may never point at a page that does not exist.
 */
export function hreflangAlternates(siteUrl: string, path: string, editions: readonly Edition[] = EDITIONS) {
  if (editions.length < 2) return [];
  const href = (edition: Edition) => canonicalUrl(siteUrl, pathInEdition(path, edition));
  const fallback = editions.includes(DEFAULT_EDITION) ? DEFAULT_EDITION : editions[0]!;
  return [
    ...editions.map((edition) => ({ hreflang: editionInfo[edition].lang, href: href(edition) })),
    { hreflang: 'x-default', href: href(fallback) },
  ];
}

/** A WebPage node for every page, so that the structured data says which language the page is in. */
function webPage(title: string, url: string, lang: string) {
  return { '@context': 'https://schema.org', '@type': 'WebPage', name: title, url, inLanguage: lang };
}

/**
 * The `<link rel="icon">` of every page: the company's mark (src/assets/logo.svg) written into
 * the page as a data address. A file would be one more request at the start of the load, which a
 * slow connection (and Lighthouse's model of one) makes the first paint wait for. The address is a
 * valid URL, as the HTML checker asks: the markup's double quotes become single ones, and what a
 * URL may not hold (`<`, `>`, spaces, `#`, `%`, `'`) is %-escaped. The root's role is for the inline
 * logo; its size stays, or Firefox reads the picture as 300 px wide. It costs 190–215 brotli bytes a page (base64: about 450).
 */
export function iconLink(svg: string): string {
  const markup = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^<svg[^>]*>/, (root) => root.replace(/ role="[^"]*"/, ''))
    .replace(/[%'"<># ]/g, (character) =>
      character === '"' ? "'" : `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  return `<link rel="icon" href="data:image/svg+xml,${markup}">`;
}

export function buildHead(page: PageMeta, site: SiteMeta): HeadData {
  const title = fullTitle(page.title, site.shortName);
  const { lang, ogLocale } = editionInfo[site.edition];
  const canonical = canonicalUrl(site.siteUrl, pathInEdition(page.path, site.edition));
  const editions = page.editions ?? EDITIONS;
  const alternates = page.noindex ? [] : hreflangAlternates(site.siteUrl, page.path, editions);
  const sequence = (['prev', 'next'] as const).flatMap((rel) => {
    const path = page.sequence?.[rel];
    return path ? [{ rel, href: canonicalUrl(site.siteUrl, pathInEdition(path, site.edition)) }] : [];
  });
  const meta: HeadData['meta'] = [
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: site.companyName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: ogLocale },
    ...editions
      .filter((edition) => edition !== site.edition && !page.noindex)
      .map((edition) => ({ property: 'og:locale:alternate', content: editionInfo[edition].ogLocale })),
  ];
  // Every page worth sharing has a raster preview (src/lib/metadata/link-previews.ts): the networks show no
  // SVG. X reads the title and description from og:title and og:description, so of its own tags
  // only the card and the image are said; its image is the same file.
  const kind: PreviewKind = page.previewPicture ? 'photo' : 'drawn';
  const preview = page.noindex ? undefined : { path: previewPath(pathInEdition(page.path, site.edition), kind), kind };
  if (preview) {
    const imageUrl = absoluteUrl(site.siteUrl, preview.path);
    meta.push(
      { property: 'og:image', content: imageUrl },
      { property: 'og:image:width', content: String(PREVIEW_WIDTH) },
      { property: 'og:image:height', content: String(PREVIEW_HEIGHT) },
      { property: 'og:image:type', content: PREVIEW_FORMATS[preview.kind].type },
      // A drawn preview shows the page's title: that is what it says to someone who cannot see it.
      { property: 'og:image:alt', content: page.previewPicture?.alt ?? page.title },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: imageUrl },
    );
  } else {
    meta.push({ name: 'twitter:card', content: 'summary' });
  }
  return {
    siteName: site.companyName,
    title,
    description: page.description,
    canonical,
    alternates,
    robots: page.noindex ? 'noindex' : undefined,
    sequence,
    meta,
    jsonLd: [webPage(title, canonical, lang), ...(page.jsonLd ?? [])].map(serializeJsonLd),
    preview,
  };
}
