/**
 * The getStaticPaths of the routes in src/pages/[...lang]/: each page in every edition that has it,
 * each told which editions have it (for hreflang and the language switcher).
 */
import type { PaginateFunction } from 'astro';
import { getEntry } from 'astro:content';
import { fileInEdition } from '../../../shared/editions';
import { BLOG_PAGE_SIZE, PROJECT_PAGE_SIZE, pageCount } from '../../pagination';
import { EDITIONS, langParam, type Edition } from '../../i18n';
import { getArticles } from './articles';
import { getProjects } from './projects';
import { getServices } from './services';

/** The slugs an edition publishes, per kind of page with a twin: which pages the switcher and hreflang may link to. */
export async function getPublishedSlugs(edition: Edition) {
  const [articles, services] = await Promise.all([getArticles(edition), getServices(edition)]);
  return { articles: new Set(articles.map((a) => a.slug)), services: new Set(services.map((s) => s.slug)) };
}

/**
 * getStaticPaths of a page whose words are a `pages` entry (about, blogs, contact, services,
 * privacy): one page per edition that has the entry, each told which editions have it (for
 * hreflang and the switcher).
 */
export async function pagePaths(slug: string) {
  const editions = await editionsWithPage(slug);
  return editions.map((edition) => ({ params: { lang: langParam(edition) }, props: { editions } }));
}

/** The editions that have the `pages` entry `slug`. */
async function editionsWithPage(slug: string) {
  const present = await Promise.all(
    EDITIONS.map(async (edition) => (await getEntry('pages', fileInEdition(slug, edition))) && edition),
  );
  return present.filter((edition): edition is Edition => !!edition);
}

/**
 * getStaticPaths of the blog list (`[...page]`): Astro's `paginate()` of each edition's articles,
 * `/blogs`, `/blogs/2`, … Each page is told which editions have a page of that number (for
 * hreflang and the switcher): one edition may have more articles than the other.
 */
export const blogListPaths = (paginate: PaginateFunction) => listPaths(paginate, 'blogs', getArticles, BLOG_PAGE_SIZE);

/** getStaticPaths of the projects list (`projects/[...page]`): `/projects`, `/projects/2`, … as the blog list's. */
export const projectListPaths = (paginate: PaginateFunction) =>
  listPaths(paginate, 'projects', getProjects, PROJECT_PAGE_SIZE);

/**
 * A list cut into pages (`[...page]`) in each edition that has its `pages` entry: Astro's
 * `paginate()` of the edition's entries, each page told which editions have a page of its number.
 */
async function listPaths<T>(
  paginate: PaginateFunction,
  slug: string,
  load: (edition: Edition) => Promise<T[]>,
  pageSize: number,
) {
  const editions = await editionsWithPage(slug);
  const entries = await Promise.all(editions.map((edition) => load(edition)));
  const pagesOf = editions.map((edition, index) => ({
    edition,
    pages: pageCount(entries[index]!.length, pageSize),
  }));
  return editions.flatMap((edition, index) =>
    paginate(entries[index]!, { pageSize, params: { lang: langParam(edition) } }).map((path) => ({
      ...path,
      props: {
        ...path.props,
        editions: pagesOf.filter(({ pages }) => pages >= path.props.page.currentPage).map(({ edition }) => edition),
      },
    })),
  );
}

/**
 * getStaticPaths of a collection with a page per entry (articles, services): every edition's
 * entries, each told which editions publish its slug.
 */
async function entryPaths<T extends { slug: string }>(load: (edition: Edition) => Promise<T[]>) {
  const byEdition = await Promise.all(EDITIONS.map(async (edition) => ({ edition, entries: await load(edition) })));
  const editionsOf = (slug: string) =>
    byEdition.filter(({ entries }) => entries.some((entry) => entry.slug === slug)).map(({ edition }) => edition);
  return byEdition.flatMap(({ edition, entries }) =>
    entries.map((entry) => ({ lang: langParam(edition), entry, editions: editionsOf(entry.slug) })),
  );
}

/**
 * getStaticPaths of a page per entry: the entry's slug as the route parameter `param`, the entry
 * itself as the prop `prop`, and the editions that publish it (`detailPaths(getServices, 'id', 'service')`).
 */
export async function detailPaths<T extends { slug: string }, Param extends string, Prop extends string>(
  load: (edition: Edition) => Promise<T[]>,
  param: Param,
  prop: Prop,
) {
  return (await entryPaths(load)).map(({ lang, entry, editions }) => ({
    params: { lang, [param]: entry.slug } as { lang: string | undefined } & Record<Param, string>,
    props: { [prop]: entry, editions } as Record<Prop, T> & { editions: Edition[] },
  }));
}
