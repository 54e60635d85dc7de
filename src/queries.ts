/**
 * Reading the content collections, in one place, so that pages stay thin and every page asks
 * the same question the same way (ordering, the single settings entry, the latest posts).
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

async function single<C extends 'settings' | 'home'>(collection: C, id: string) {
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

/** How many articles the "Latest Blogs" column shows. */
export const LATEST_POSTS = 7;

/** The "Latest Blogs" column: the newest articles by date, the same order as the blog list. */
export async function getLatestPosts() {
  return (await getArticles()).slice(0, LATEST_POSTS);
}
