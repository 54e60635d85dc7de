/**
 * Reading the content collections, in one place, so that pages stay thin and every page asks
 * the same question the same way (ordering, the single settings entry, the latest posts).
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

async function single<C extends 'settings' | 'home' | 'latestPosts'>(collection: C, id: string) {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`The content file src/content/${collection}/${id}.yaml is missing.`);
  return entry.data as CollectionEntry<C>['data'];
}

export const getSettings = () => single('settings', 'site');
export const getHomeCopy = () => single('home', 'home');

export async function getPage(id: string) {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`The content file src/content/pages/${id}.yaml is missing.`);
  return entry.data;
}

const byOrder = (a: { data: { order: number } }, b: { data: { order: number } }) => a.data.order - b.data.order;

export const getSlides = async () => (await getCollection('slides')).sort(byOrder);
export const getTestimonials = async () => (await getCollection('testimonials')).sort(byOrder);
export const getClients = async () => (await getCollection('clients')).sort(byOrder);
export const getServices = async () => (await getCollection('services')).sort(byOrder);

/**
 * A draft (`draft: true`) is left out of the build: no page, no place in the lists, the sitemap or
 * RSS. `npm run dev` shows it, so the writer can preview it before publishing.
 */
const published = ({ data }: { data: { draft?: boolean } }) => import.meta.env.DEV || !data.draft;

/** Articles, newest first; equal dates keep a stable order by title. */
export async function getArticles() {
  const articles = (await getCollection('articles')).filter(published);
  return articles.sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || a.data.title.localeCompare(b.data.title),
  );
}

/** The "Latest Blogs" column, in the order its content file lists them. */
export async function getLatestPosts() {
  const { heading, articles: ids } = await single('latestPosts', 'latest-posts');
  const articles = await getCollection('articles');
  // A draft listed here waits for its publication rather than breaking the build.
  const shown = ids.filter((id) => !articles.some((entry) => entry.id === id && !published(entry)));
  const posts = shown.map((id) => {
    const article = articles.find((entry) => entry.id === id);
    if (!article)
      throw new Error(`src/content/latest-posts/latest-posts.yaml lists "${id}", but no article has that file name.`);
    return article;
  });
  return { heading, posts };
}
