import { DEFAULT_EDITION, type Edition } from '../../i18n';
import { entriesOf, newestFirst, published } from './entries';

/** Articles of one edition, newest first; equal dates keep a stable order by title. */
export async function getArticles(edition: Edition = DEFAULT_EDITION) {
  const articles = (await entriesOf('articles', edition)).filter(published);
  return newestFirst(articles, edition, (article) => article.data.date);
}

export type Article = Awaited<ReturnType<typeof getArticles>>[number];

/** How many articles the "Latest Blogs" column shows. */
export const LATEST_POSTS = 7;

/** The "Latest Blogs" column: the newest articles by date, the same order as the blog list. */
export async function getLatestPosts(edition: Edition = DEFAULT_EDITION) {
  return (await getArticles(edition)).slice(0, LATEST_POSTS);
}
