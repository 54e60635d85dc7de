/**
 * The sitemap's hreflang set matches the head's (src/lib/metadata/head.ts `hreflangAlternates`):
 * @astrojs/sitemap lists each edition of a page; this adds x-default, the English page.
 */
interface SitemapLink {
  url: string;
  lang: string;
}

export function withDefaultAlternate<T extends { links?: SitemapLink[] }>(item: T, defaultLang: string): T {
  const fallback = item.links?.find((link) => link.lang === defaultLang);
  if (!item.links || !fallback) return item;
  return { ...item, links: [...item.links, { url: fallback.url, lang: 'x-default' }] };
}
