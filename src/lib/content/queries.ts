/**
 * Reading the content collections, in one place, so that pages stay thin and every page asks
 * the same question the same way (ordering, the single settings entry, the latest posts), in the
 * edition it is rendering. A translation is the entry of the same name in the locale folder
 * (src/lib/i18n: `entryLocale`, `entryId`).
 */
import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import type { Settings, SettingsTranslation } from './schemas';
import { DEFAULT_LOCALE, entryId, entryLocale, langParam, LOCALES, localeInfo, type Locale } from '../i18n';

async function single<C extends 'settings' | 'settingsTranslations' | 'home' | 'pages'>(
  collection: C,
  slug: string,
  locale: Locale,
) {
  const id = entryId(slug, locale);
  const entry = await getEntry(collection, id);
  const folder = collection === 'settingsTranslations' ? 'settings' : collection;
  if (!entry) throw new Error(`The content file src/content/${folder}/${id}.yaml is missing.`);
  return entry.data;
}

/** The company's facts, with the words of the locale's translation (settings/ar/site.yaml) over them. */
export async function getSettings(locale: Locale = DEFAULT_LOCALE): Promise<Settings> {
  const base = (await single('settings', 'site', DEFAULT_LOCALE)) as Settings;
  if (locale === DEFAULT_LOCALE) return base;
  const words = (await single('settingsTranslations', 'site', locale)) as SettingsTranslation;
  return { ...base, ...words, developerCredit: { ...base.developerCredit, ...words.developerCredit } };
}

export const getHomeCopy = async (locale: Locale = DEFAULT_LOCALE) =>
  (await single('home', 'home', locale)) as CollectionEntry<'home'>['data'];

export const getPage = async (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  (await single('pages', slug, locale)) as CollectionEntry<'pages'>['data'];

/** The entries of one edition, each with its slug (the file name, the same in every edition). */
async function inLocale<C extends CollectionKey>(collection: C, locale: Locale) {
  const entries = await getCollection(collection);
  return entries.map((entry) => ({ ...entry, ...entryLocale(entry.id) })).filter((entry) => entry.locale === locale);
}

const byOrder = (a: { data: { order: number } }, b: { data: { order: number } }) => a.data.order - b.data.order;

export const getSlides = async (locale: Locale = DEFAULT_LOCALE) => (await inLocale('slides', locale)).sort(byOrder);
export const getTestimonials = async (locale: Locale = DEFAULT_LOCALE) =>
  (await inLocale('testimonials', locale)).sort(byOrder);
export const getClients = async (locale: Locale = DEFAULT_LOCALE) => (await inLocale('clients', locale)).sort(byOrder);
export const getServices = async (locale: Locale = DEFAULT_LOCALE) =>
  (await inLocale('services', locale)).sort(byOrder);

/**
 * A draft (`draft: true`) is left out of the build: no page, no place in the lists, the sitemap or
 * RSS. `npm run dev` shows it, so the writer can preview it before publishing.
 */
const published = ({ data }: { data: { draft?: boolean } }) => import.meta.env.DEV || !data.draft;

/** Articles of one edition, newest first; equal dates keep a stable order by title. */
export async function getArticles(locale: Locale = DEFAULT_LOCALE) {
  const articles = (await inLocale('articles', locale)).filter(published);
  const collator = new Intl.Collator(localeInfo[locale].lang);
  return articles.sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || collator.compare(a.data.title, b.data.title),
  );
}

export type Article = Awaited<ReturnType<typeof getArticles>>[number];
export type Service = Awaited<ReturnType<typeof getServices>>[number];

/** How many articles the "Latest Blogs" column shows. */
export const LATEST_POSTS = 7;

/** The "Latest Blogs" column: the newest articles by date, the same order as the blog list. */
export async function getLatestPosts(locale: Locale = DEFAULT_LOCALE) {
  return (await getArticles(locale)).slice(0, LATEST_POSTS);
}

/** The slugs an edition publishes, per kind of page with a twin: which pages the switcher and hreflang may link to. */
export async function getPublishedSlugs(locale: Locale) {
  const [articles, services] = await Promise.all([getArticles(locale), getServices(locale)]);
  return { articles: new Set(articles.map((a) => a.slug)), services: new Set(services.map((s) => s.slug)) };
}

/**
 * getStaticPaths of a page whose words are a `pages` entry (about, blogs, contact, services,
 * privacy): one page per edition that has the entry, each told which editions have it (for
 * hreflang and the switcher).
 */
export async function pagePaths(slug: string) {
  const present = await Promise.all(
    LOCALES.map(async (locale) => (await getEntry('pages', entryId(slug, locale))) && locale),
  );
  const editions = present.filter((locale): locale is Locale => !!locale);
  return editions.map((locale) => ({ params: { lang: langParam(locale) }, props: { editions } }));
}

/**
 * getStaticPaths of a collection with a page per entry (articles, services): every edition's
 * entries, each told which editions publish its slug.
 */
async function entryPaths<T extends { slug: string }>(load: (locale: Locale) => Promise<T[]>) {
  const byLocale = await Promise.all(LOCALES.map(async (locale) => ({ locale, entries: await load(locale) })));
  const editionsOf = (slug: string) =>
    byLocale.filter(({ entries }) => entries.some((entry) => entry.slug === slug)).map(({ locale }) => locale);
  return byLocale.flatMap(({ locale, entries }) =>
    entries.map((entry) => ({ lang: langParam(locale), entry, editions: editionsOf(entry.slug) })),
  );
}

/**
 * getStaticPaths of a page per entry: the entry's slug as the route parameter `param`, the entry
 * itself as the prop `prop`, and the editions that publish it (`detailPaths(getServices, 'id', 'service')`).
 */
export async function detailPaths<T extends { slug: string }, Param extends string, Prop extends string>(
  load: (locale: Locale) => Promise<T[]>,
  param: Param,
  prop: Prop,
) {
  return (await entryPaths(load)).map(({ lang, entry, editions }) => ({
    params: { lang, [param]: entry.slug } as { lang: string | undefined } & Record<Param, string>,
    props: { [prop]: entry, editions } as Record<Prop, T> & { editions: Locale[] },
  }));
}

/**
 * The services the contact form offers, in their order: every published service's file name and
 * its name in `locale` (the English name until a translation exists). A service added to the
 * collection joins the choice with no code change.
 */
export async function getServiceChoices(locale: Locale = DEFAULT_LOCALE) {
  const [services, translated] = await Promise.all([getServices(DEFAULT_LOCALE), getServices(locale)]);
  return services.map((service) => ({
    id: service.slug,
    name: translated.find((twin) => twin.slug === service.slug)?.data.name ?? service.data.name,
  }));
}

/**
 * What the contact form's handler needs from the content (src/server/handler.ts): where the mail
 * goes, how references begin, the reply time in each language, and the services by their English
 * names (staff read every mail in English).
 */
export async function getQuoteSettings() {
  const [settings, services, ...editions] = await Promise.all([
    getSettings(DEFAULT_LOCALE),
    getServiceChoices(DEFAULT_LOCALE),
    ...LOCALES.map((locale) => getSettings(locale)),
  ]);
  return {
    recipient: settings.email,
    referencePrefix: settings.referencePrefix,
    replyTime: Object.fromEntries(LOCALES.map((locale, index) => [locale, editions[index]!.replyTime])) as Record<
      Locale,
      string
    >,
    services,
  };
}
