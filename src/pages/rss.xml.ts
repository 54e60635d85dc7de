import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getArticles, getSettings } from '../queries';

export const GET: APIRoute = async ({ site }) => {
  const [settings, articles] = await Promise.all([getSettings(), getArticles()]);
  return rss({
    title: `${settings.companyName}: articles`,
    description: settings.tagline,
    site: site ?? settings.siteUrl,
    trailingSlash: false,
    items: articles.map((article) => ({
      title: article.data.title,
      description: article.data.excerpt,
      pubDate: article.data.date,
      link: `/${article.id}`,
    })),
  });
};
