/**
 * The two editions over the build output: every page in the sitemap states the same hreflang
 * set in its head as in the sitemap, the pairs point at each other, no alternate leads to a page
 * that does not exist, and each page says its language (html lang, og:locale, JSON-LD inLanguage).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editionOfPath } from '../../src/lib/i18n';
import { htmlFileFor } from '../../harness/page-weight';

const clientDir = 'dist/client';
/** The same address written the same way ("https://site.ae" and "https://site.ae/" are one URL). */
const same = (url: string) => new URL(url).href;
/** An hreflang set, in a fixed order. */
const setOf = (links: Record<string, string>) => JSON.stringify(Object.entries(links).sort());

interface SitemapEntry {
  loc: string;
  links: Record<string, string>;
}

const sitemap: SitemapEntry[] = [
  ...readFileSync(join(clientDir, 'sitemap-0.xml'), 'utf8').matchAll(/<url>([\s\S]*?)<\/url>/g),
].map(([, body]) => ({
  loc: same(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!),
  links: Object.fromEntries(
    [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
      lang!,
      same(href!),
    ]),
  ),
}));

function pageAt(url: string) {
  const path = decodeURIComponent(new URL(url).pathname);
  const file = join(clientDir, htmlFileFor(path));
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1]!;
  const meta = (property: string) =>
    [...head.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((match) => match[1]);
  return {
    path,
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)![1],
    dir: /<html[^>]*\sdir="([^"]+)"/.exec(html)![1],
    canonical: same(/<link rel="canonical" href="([^"]+)"/.exec(head)![1]!),
    links: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
        lang!,
        same(href!),
      ]),
    ),
    ogLocale: meta('og:locale'),
    ogAlternates: meta('og:locale:alternate'),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json!) as Record<string, unknown>,
    ),
  };
}

describe('the English and Arabic editions', () => {
  it('list both editions in the sitemap, the Arabic pages under /ar', () => {
    const arabic = sitemap.filter((entry) => editionOfPath(new URL(entry.loc).pathname).edition === 'ar');
    expect(arabic.length).toBeGreaterThanOrEqual(5 + 9 + 24);
    expect(sitemap.length - arabic.length).toBeGreaterThanOrEqual(5 + 9 + 24);
  });

  it('give every page the same hreflang set in its head as in the sitemap, and its own canonical', () => {
    const mismatches = sitemap.flatMap((entry) => {
      const page = pageAt(entry.loc);
      if (!page) return [`${entry.loc}: in the sitemap, but no page was built`];
      const problems: string[] = [];
      if (page.canonical !== entry.loc) problems.push(`${page.path}: canonical ${page.canonical}`);
      if (setOf(page.links) !== setOf(entry.links)) {
        problems.push(`${page.path}: head ${setOf(page.links)} ≠ sitemap ${setOf(entry.links)}`);
      }
      return problems;
    });
    expect(mismatches).toEqual([]);
  });

  it('pair pages both ways, with en, ar and x-default (the English page), and never to a missing page', () => {
    const problems = sitemap.flatMap((entry) => {
      if (Object.keys(entry.links).length === 0) return [];
      const problems: string[] = [];
      if (Object.keys(entry.links).sort().join() !== 'ar,en,x-default')
        problems.push(`${entry.loc}: ${Object.keys(entry.links)}`);
      if (entry.links['x-default'] !== entry.links.en) problems.push(`${entry.loc}: x-default is not the English page`);
      for (const href of Object.values(entry.links)) {
        const twin = pageAt(href);
        if (!twin) problems.push(`${entry.loc}: alternate ${href} does not exist`);
        else if (setOf(twin.links) !== setOf(entry.links)) problems.push(`${href} does not point back`);
      }
      return problems;
    });
    expect(problems).toEqual([]);
  });

  it('has each page say its language: html lang and dir, og:locale with its alternate, JSON-LD inLanguage', () => {
    for (const entry of sitemap) {
      const page = pageAt(entry.loc)!;
      const arabic = editionOfPath(page.path).edition === 'ar';
      expect([page.lang, page.dir], page.path).toEqual(arabic ? ['ar', 'rtl'] : ['en', 'ltr']);
      expect(page.ogLocale, page.path).toEqual([arabic ? 'ar_AE' : 'en_AE']);
      expect(page.ogAlternates, page.path).toEqual([arabic ? 'en_AE' : 'ar_AE']);
      const webPage = page.jsonLd.find((node) => node['@type'] === 'WebPage');
      expect(webPage?.inLanguage, page.path).toBe(page.lang);
      const article = page.jsonLd.find((node) => node['@type'] === 'Article');
      if (article) expect(article.inLanguage, page.path).toBe(page.lang);
    }
  });
});
