import rss from '@astrojs/rss';
import type { APIRoute, GetStaticPaths } from 'astro';
import { editionPaths, editionInfo, pathInEdition, toEdition } from '../../lib/i18n';
import { getArticles } from '../../lib/content/queries/articles';
import { getSettings } from '../../lib/content/queries/settings';

/** One feed per edition: /rss.xml and /ar/rss.xml, each with that edition's articles. */
export const getStaticPaths = (() => editionPaths()) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ site, params }) => {
  const edition = toEdition(params.lang);
  const { lang, ui } = editionInfo[edition];
  const [settings, articles] = await Promise.all([getSettings(edition), getArticles(edition)]);
  return rss({
    title: `${settings.companyName}: ${ui.rssTitle}`,
    description: settings.tagline,
    site: site ?? settings.siteUrl,
    trailingSlash: false,
    customData: `<language>${lang}</language>`,
    items: articles.map((article) => ({
      title: article.data.title,
      description: article.data.excerpt,
      pubDate: article.data.date,
      link: pathInEdition(`/${article.slug}`, edition),
    })),
  });
};
