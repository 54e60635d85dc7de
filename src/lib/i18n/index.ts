/**
 * What each edition's pages say and how they write it: interface strings, date format, og:locale,
 * the language's own name, on top of the editions' shared facts (src/shared/editions.ts: codes,
 * direction, address prefix). Components call `i18n(Astro.currentLocale)` and never hard-code a
 * language, a direction, a label or an `/ar` prefix.
 */
import {
  DEFAULT_EDITION,
  EDITION_FACTS,
  EDITIONS,
  editionOfFile,
  editionOfPath,
  isEdition,
  pathInEdition,
  toEdition,
  type Edition,
  type EditionFacts,
} from '../../shared/editions.ts';
import { ar } from './ar.ts';
import { en, type UiStrings } from './en.ts';

export type { UiStrings } from './en.ts';

export { DEFAULT_EDITION, EDITIONS, isEdition, toEdition, pathInEdition, editionOfPath, type Edition };

export interface EditionInfo extends EditionFacts {
  code: Edition;
  /** The HTML `lang` of its pages: its code. */
  lang: Edition;
  /**
   * The Intl locale for dates and amounts: Arabic with Western digits and Gregorian months, as UAE
   * business text writes them.
   */
  dateLocale: string;
  /** For og:locale. */
  ogLocale: string;
  /** The language's name in itself, for the language switcher. */
  name: string;
  ui: UiStrings;
}

/** What each edition's pages need beyond the shared facts: its interface strings and how it writes dates. */
const presentation = {
  en: { dateLocale: 'en-US', ogLocale: 'en_AE', name: 'English', ui: en },
  ar: { dateLocale: 'ar-AE-u-nu-latn-ca-gregory', ogLocale: 'ar_AE', name: 'العربية', ui: ar },
} satisfies Record<Edition, Omit<EditionInfo, keyof EditionFacts | 'code' | 'lang'>>;

export const editionInfo = Object.fromEntries(
  EDITIONS.map((code) => [code, { code, lang: code, ...EDITION_FACTS[code], ...presentation[code] }]),
) as Record<Edition, EditionInfo>;

/** The next edition, for the language switcher (with two, the other one). */
export const otherEdition = (edition: Edition): Edition => EDITIONS[(EDITIONS.indexOf(edition) + 1) % EDITIONS.length]!;

/**
 * Where the language switcher leads: the page's twin in `edition` when that edition publishes it,
 * else that edition's `fallback` page (an article in one language only leads to the other
 * edition's blog list). `path` is the page's path in its English form.
 */
export function twinPath(path: string, edition: Edition, editions: readonly Edition[], fallback: string): string {
  return pathInEdition(editions.includes(edition) ? path : fallback, edition);
}

/** The main menu: the same pages in every edition. */
const navigationPaths = {
  home: '/#home',
  about: '/about',
  services: '/service',
  blogs: '/blogs',
  contact: '/contact',
} as const satisfies Record<keyof UiStrings['navigation'], string>;

export function navigationFor(edition: Edition) {
  const labels = editionInfo[edition].ui.navigation;
  return (Object.keys(navigationPaths) as (keyof typeof navigationPaths)[]).map((key) => ({
    href: pathInEdition(navigationPaths[key], edition),
    label: labels[key],
  }));
}

/** Everything a component needs about the edition of the page it is on (`Astro.currentLocale`). */
export function i18n(currentLocale: string | undefined) {
  const info = editionInfo[toEdition(currentLocale)];
  return { ...info, edition: info.code, path: (path: string) => pathInEdition(path, info.code) };
}

/**
 * Content entries: a translation's id is its folder and file name (`ar/mep-maintenance…`), the
 * original's only the file name. The slug (the URL part) is the same in both editions.
 */
export function entryEdition(id: string): { edition: Edition; slug: string } {
  const { edition, file } = editionOfFile(id);
  return { edition, slug: file };
}

/** The `[...lang]` route parameter of an edition: none for English, `ar` for Arabic. */
export const langParam = (edition: Edition) => EDITION_FACTS[edition].prefix || undefined;

/** getStaticPaths of a page every edition has (`/about` and `/ar/about`). */
export const editionPaths = () => EDITIONS.map((edition) => ({ params: { lang: langParam(edition) } }));

/** A whole number as the edition writes it: Western digits grouped by thousands (1,450), as its dates are. */
export const formatNumber = (value: number, edition: Edition) =>
  new Intl.NumberFormat(editionInfo[edition].dateLocale).format(value);
