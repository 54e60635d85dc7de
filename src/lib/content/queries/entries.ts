/**
 * How the other files of this folder read a collection, in the edition a page renders: one entry
 * by its slug, or an edition's entries. A translation is the entry of the same name in the edition
 * folder (src/lib/i18n: `entryEdition`; `fileInEdition` in src/shared/editions.ts). This folder
 * alone reads `astro:content`, so that every page asks the same question the same way.
 */
import { getCollection, getEntry, type CollectionKey } from 'astro:content';

/** An article's or a project's MDX body, for its page to show (`const { Content } = await render(entry)`). */
export { render } from 'astro:content';
import { fileInEdition } from '../../../shared/editions';
import { editionInfo, entryEdition, type Edition } from '../../i18n';

/** The one entry of a collection that has one per edition (settings, home, a page). */
export async function entryOf<C extends 'settings' | 'settingsTranslations' | 'home' | 'pages' | 'emergency'>(
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

/** The entries of one edition, each with its slug (the file name, the same in every edition). */
export async function entriesOf<C extends CollectionKey>(collection: C, edition: Edition) {
  const entries = await getCollection(collection);
  return entries.map((entry) => ({ ...entry, ...entryEdition(entry.id) })).filter((entry) => entry.edition === edition);
}

export const byOrder = (a: { data: { order: number } }, b: { data: { order: number } }) => a.data.order - b.data.order;

/**
 * A draft (`draft: true`) is left out of the build: no page, no place in the lists, the sitemap or
 * RSS. `npm run dev` shows it, so the writer can preview it before publishing.
 */
export const published = ({ data }: { data: { draft?: boolean } }) => import.meta.env.DEV || !data.draft;

/** Entries by `dateOf`, the latest first; equal dates keep a stable order by title, as the edition sorts words. */
export function newestFirst<T extends { data: { title: string } }>(
  entries: T[],
  edition: Edition,
  dateOf: (entry: T) => Date,
) {
  const collator = new Intl.Collator(editionInfo[edition].lang);
  return entries.sort(
    (a, b) => dateOf(b).getTime() - dateOf(a).getTime() || collator.compare(a.data.title, b.data.title),
  );
}
