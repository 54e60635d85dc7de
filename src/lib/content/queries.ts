/**
 * Reading the content collections, in one place, so that pages stay thin and every page asks
 * the same question the same way (ordering, the single settings entry, the latest posts), in the
 * edition it is rendering. A translation is the entry of the same name in the edition folder
 * (src/lib/i18n: `entryEdition`; `fileInEdition` in src/shared/editions.ts).
 */
import type { PaginateFunction } from 'astro';
import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import { daysUntil, type Credentials, type CredentialsTranslation } from './schemas/credentials';
import type { EmergencyCopy } from './schemas/emergency';
import type { Plans, PlansTranslation } from './schemas/plans';
import type { Settings, SettingsTranslation } from './schemas/settings';
import { WARRANTY_CLAIM } from '../../shared/contact/fields';
import { fileInEdition } from '../../shared/editions';
import type { Schedule } from '../../shared/schedule';
import { BLOG_PAGE_SIZE, PROJECT_PAGE_SIZE, pageCount } from '../pagination';
import { priceGuideIn } from '../price-guide';
import { DEFAULT_EDITION, entryEdition, langParam, EDITIONS, editionInfo, type Edition } from '../i18n';

async function single<C extends 'settings' | 'settingsTranslations' | 'home' | 'pages' | 'emergency'>(
  collection: C,
  slug: string,
  edition: Edition,
) {
  const id = fileInEdition(slug, edition);
  const entry = await getEntry(collection, id);
  const folder = collection === 'settingsTranslations' ? 'settings' : collection;
  if (!entry) throw new Error(`The content file src/content/${folder}/${id}.yaml is missing.`);
  return entry.data;
}

/** The company's facts, with the words of the edition's translation (settings/ar/site.yaml) over them. */
export async function getSettings(edition: Edition = DEFAULT_EDITION): Promise<Settings> {
  const base = (await single('settings', 'site', DEFAULT_EDITION)) as Settings;
  if (edition === DEFAULT_EDITION) return base;
  const words = (await single('settingsTranslations', 'site', edition)) as SettingsTranslation;
  return { ...base, ...words, developerCredit: { ...base.developerCredit, ...words.developerCredit } };
}

export const getHomeCopy = async (edition: Edition = DEFAULT_EDITION) =>
  (await single('home', 'home', edition)) as CollectionEntry<'home'>['data'];

export const getPage = async (slug: string, edition: Edition = DEFAULT_EDITION) =>
  (await single('pages', slug, edition)) as CollectionEntry<'pages'>['data'];

/** The emergency page's words; every edition has them, as the service worker keeps each edition's page. */
export const getEmergencyCopy = async (edition: Edition = DEFAULT_EDITION) =>
  (await single('emergency', 'emergency', edition)) as EmergencyCopy;

/** The entries of one edition, each with its slug (the file name, the same in every edition). */
async function inEdition<C extends CollectionKey>(collection: C, edition: Edition) {
  const entries = await getCollection(collection);
  return entries.map((entry) => ({ ...entry, ...entryEdition(entry.id) })).filter((entry) => entry.edition === edition);
}

const byOrder = (a: { data: { order: number } }, b: { data: { order: number } }) => a.data.order - b.data.order;

export const getSlides = async (edition: Edition = DEFAULT_EDITION) =>
  (await inEdition('slides', edition)).sort(byOrder);
export const getTestimonials = async (edition: Edition = DEFAULT_EDITION) =>
  (await inEdition('testimonials', edition)).sort(byOrder);
export const getClients = async (edition: Edition = DEFAULT_EDITION) =>
  (await inEdition('clients', edition)).sort(byOrder);

/**
 * The services of one edition in their order, each with the price guide its pages show
 * (`priceGuide`: the original's amounts with the edition's words; none without prices).
 */
export async function getServices(edition: Edition = DEFAULT_EDITION) {
  const [services, originals] = await Promise.all([
    inEdition('services', edition),
    edition === DEFAULT_EDITION ? undefined : inEdition('services', DEFAULT_EDITION),
  ]);
  return services.sort(byOrder).map((service) => {
    const original = originals ? originals.find((entry) => entry.slug === service.slug) : service;
    return { ...service, priceGuide: priceGuideIn(original?.data.prices, service.data.prices) };
  });
}

/**
 * A draft (`draft: true`) is left out of the build: no page, no place in the lists, the sitemap or
 * RSS. `npm run dev` shows it, so the writer can preview it before publishing.
 */
const published = ({ data }: { data: { draft?: boolean } }) => import.meta.env.DEV || !data.draft;

/** Articles of one edition, newest first; equal dates keep a stable order by title. */
export async function getArticles(edition: Edition = DEFAULT_EDITION) {
  const articles = (await inEdition('articles', edition)).filter(published);
  const collator = new Intl.Collator(editionInfo[edition].lang);
  return articles.sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || collator.compare(a.data.title, b.data.title),
  );
}

export type Article = Awaited<ReturnType<typeof getArticles>>[number];
export type Service = Awaited<ReturnType<typeof getServices>>[number];

/** How many articles the "Latest Blogs" column shows. */
export const LATEST_POSTS = 7;

/** The "Latest Blogs" column: the newest articles by date, the same order as the blog list. */
export async function getLatestPosts(edition: Edition = DEFAULT_EDITION) {
  return (await getArticles(edition)).slice(0, LATEST_POSTS);
}

/** Projects of one edition, the latest started first; equal dates keep a stable order by title. */
export async function getProjects(edition: Edition = DEFAULT_EDITION) {
  const projects = (await inEdition('projects', edition)).filter(published);
  const collator = new Intl.Collator(editionInfo[edition].lang);
  return projects.sort(
    (a, b) => b.data.start.getTime() - a.data.start.getTime() || collator.compare(a.data.title, b.data.title),
  );
}

export type Project = Awaited<ReturnType<typeof getProjects>>[number];

/** How many projects Home shows: two fill one row of its short list, below the first screen. */
export const LATEST_PROJECTS = 2;

/** Home's latest projects: the ones started last, the same order as the projects list. */
export const getLatestProjects = async (edition: Edition = DEFAULT_EDITION) =>
  (await getProjects(edition)).slice(0, LATEST_PROJECTS);

/**
 * How many projects a service page lists: its latest, with a link to all of them, so that a service
 * many projects name stays within its first round trip however many there are.
 */
export const SERVICE_PROJECTS_MAX = 4;

/** The projects that name a service (its file name), the latest first, as many as its page shows. */
export const getProjectsWith = async (serviceId: string, edition: Edition = DEFAULT_EDITION) =>
  (await getProjects(edition))
    .filter((project) => project.data.services.includes(serviceId))
    .slice(0, SERVICE_PROJECTS_MAX);

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

/** The blog list's cards a page (its home is pagination.ts, which browser tests read too). */
export { BLOG_PAGE_SIZE };

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

/**
 * The contact form's service choices, in their order: every published service's file name and
 * its name in `edition` (the English name until a translation exists), then a claim under a
 * service's warranty. A service added to the collection joins the choice with no code change.
 * The server accepts what this offers, and names it in the mail in English.
 */
export async function getServiceChoices(edition: Edition = DEFAULT_EDITION) {
  const [services, translated] = await Promise.all([getServices(DEFAULT_EDITION), getServices(edition)]);
  return [
    ...services.map((service) => ({
      id: service.slug,
      name: translated.find((twin) => twin.slug === service.slug)?.data.name ?? service.data.name,
    })),
    { id: WARRANTY_CLAIM, name: editionInfo[edition].ui.contactForm.serviceWarranty },
  ];
}

/** The services a case study names, in its file's order, each with its name in the edition (the check makes sure each exists). */
export async function getProjectServices(project: Project, edition: Edition) {
  const choices = await getServiceChoices(edition);
  return project.data.services.flatMap((slug) =>
    choices.filter((choice) => choice.id === slug).map((choice) => ({ slug, name: choice.name })),
  );
}

/** The contact page's section on warranty claims (pages/contact.yaml, `warrantyClaims`): its id, which service pages link to. */
export const WARRANTY_SECTION = 'warranty';

/**
 * The credentials as the edition's pages show them, in the file's order: each with the words of the
 * edition's translation (found by its number; the English words where it has none), and none whose
 * expiry has passed, so that a build never claims a lapsed approval (`npm run check` fails on one).
 */
export async function getCredentials(edition: Edition = DEFAULT_EDITION, today = new Date()) {
  const [original, translation] = await Promise.all([
    getEntry('credentials', 'credentials'),
    edition === DEFAULT_EDITION
      ? undefined
      : getEntry('credentialsTranslations', fileInEdition('credentials', edition)),
  ]);
  if (!original) return [];
  const words = (translation?.data as CredentialsTranslation | undefined)?.credentials ?? [];
  return (original.data as Credentials).credentials
    .filter((credential) => daysUntil(credential.expires, today) >= 0)
    .map((credential) => ({ ...credential, ...words.find((twin) => twin.number === credential.number) }));
}

/** About's section of credentials: its id, which the contact page's strip links to. */
export const CREDENTIALS_SECTION = 'credentials';

export type Credential = Awaited<ReturnType<typeof getCredentials>>[number];

/**
 * The maintenance plans as the edition's pages show them (plans/plans.yaml): each plan with the
 * words of the edition's translation laid over it (found by id; the English words where it has
 * none), the sizes every plan is priced for, and the calendar with its notes in the edition.
 */
export async function getPlans(edition: Edition = DEFAULT_EDITION) {
  const [original, translation] = await Promise.all([
    getEntry('plans', 'plans'),
    edition === DEFAULT_EDITION ? undefined : getEntry('plansTranslations', fileInEdition('plans', edition)),
  ]);
  if (!original) throw new Error('The content file src/content/plans/plans.yaml is missing.');
  const { service, plans, calendar } = original.data as Plans;
  const words = translation?.data as PlansTranslation | undefined;
  return {
    service,
    sizes: plans[0]!.prices.map(({ type, bedrooms }) => ({ type, bedrooms })),
    plans: plans.map((plan) => ({
      ...plan,
      ...words?.plans.find((twin) => twin.id === plan.id),
      /** Its price for the smallest size: the "from" price. */
      lowestPrice: Math.min(...plan.prices.map((size) => size.price)),
    })),
    calendar: calendar.map((month) => ({
      ...month,
      note: words?.calendar.find((twin) => twin.month === month.month)?.note ?? month.note,
    })),
  };
}

export type PlanList = Awaited<ReturnType<typeof getPlans>>;
export type Plan = PlanList['plans'][number];

/**
 * What the contact form's handler needs from the content (src/server/contact/handler.ts): where the mail
 * goes, how references begin, the reply time in each language, and the services by their English
 * names (staff read every mail in English).
 */
export async function getContactFormSettings() {
  const [settings, services, ...editions] = await Promise.all([
    getSettings(DEFAULT_EDITION),
    getServiceChoices(DEFAULT_EDITION),
    ...EDITIONS.map((edition) => getSettings(edition)),
  ]);
  return {
    recipient: settings.email,
    referencePrefix: settings.referencePrefix,
    replyTime: Object.fromEntries(EDITIONS.map((edition, index) => [edition, editions[index]!.replyTime])) as Record<
      Edition,
      string
    >,
    services,
  };
}

/**
 * The office's visiting schedule (schedule/schedule.yaml): the booking form's days and windows,
 * and the rules its handler checks a request against (src/shared/schedule.ts).
 */
export async function getSchedule(): Promise<Schedule> {
  const entry = await getEntry('schedule', 'schedule');
  if (!entry) throw new Error('The content file src/content/schedule/schedule.yaml is missing.');
  return entry.data as Schedule;
}

/**
 * What the visit request form's handler needs from the content (src/server/visit-request/handler.ts):
 * the contact form's (where the mail goes, how references begin, the services in English), the
 * schedule, and the services' names in each edition for the visitor's confirmation.
 */
export async function getVisitRequestSettings() {
  const [quote, schedule, ...names] = await Promise.all([
    getContactFormSettings(),
    getSchedule(),
    ...EDITIONS.map((edition) => getServiceChoices(edition)),
  ]);
  const serviceNames = Object.fromEntries(EDITIONS.map((edition, index) => [edition, names[index]!])) as Record<
    Edition,
    Awaited<ReturnType<typeof getServiceChoices>>
  >;
  return { ...quote, schedule, serviceNames };
}
