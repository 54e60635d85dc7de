/**
 * The site's languages, in one place: each locale's code, direction, date format and interface
 * strings, and the one rule that maps a page between editions (Arabic pages are the English path
 * behind `/ar`, same slugs). Components call `i18n(Astro.currentLocale)` and never hard-code a
 * language, a direction, a label or an `/ar` prefix.
 */
import { ar } from './ar.ts';
import { en, type UiStrings } from './en.ts';

export type { UiStrings } from './en.ts';

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  code: Locale;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The folder its translations live in (`src/content/<collection>/ar/`) and its URL prefix. */
  folder: string;
  /** Intl locale for dates: Arabic with Western digits and Gregorian months, as UAE business text writes them. */
  dateLocale: string;
  /** For og:locale. */
  ogLocale: string;
  /** The language's name in itself, for the language switcher. */
  name: string;
  ui: UiStrings;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: {
    code: 'en',
    lang: 'en',
    dir: 'ltr',
    folder: '',
    dateLocale: 'en-US',
    ogLocale: 'en_AE',
    name: 'English',
    ui: en,
  },
  ar: {
    code: 'ar',
    lang: 'ar',
    dir: 'rtl',
    folder: 'ar',
    dateLocale: 'ar-AE-u-nu-latn-ca-gregory',
    ogLocale: 'ar_AE',
    name: 'العربية',
    ui: ar,
  },
};

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Astro.currentLocale (or a route parameter) as one of ours; anything else is the default. */
export const toLocale = (value: string | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** The other edition, for the language switcher. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'ar' : 'en');

/**
 * Where the language switcher leads: the page's twin in `locale` when that edition publishes it,
 * else that edition's `fallback` page (an article in one language only leads to the other
 * edition's blog list). `path` is the page's path in its English form.
 */
export function twinPath(path: string, locale: Locale, editions: readonly Locale[], fallback: string): string {
  return localizePath(editions.includes(locale) ? path : fallback, locale);
}

/**
 * A site path in a locale: `/about` → `/ar/about`, `/` → `/ar`, `/#home` → `/ar#home`, and back
 * (`/ar/about` in English is `/about`). External
 * addresses, `mailto:`/`tel:` links and in-page anchors are returned as they are.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const bare = splitLocale(path).path;
  const { folder } = localeInfo[locale];
  if (!folder) return bare;
  const [, rest = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(bare) ?? [];
  return `/${folder}${rest === '/' ? '' : rest}${suffix}`;
}

/** Which edition a site path belongs to, and the path without the prefix (`/ar/about` → `/about`). */
export function splitLocale(path: string): { locale: Locale; path: string } {
  for (const code of LOCALES) {
    const { folder } = localeInfo[code];
    if (!folder) continue;
    const match = new RegExp(`^/${folder}(?=$|[/?#])`).exec(path);
    if (match) {
      const rest = path.slice(match[0].length);
      return { locale: code, path: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { locale: DEFAULT_LOCALE, path };
}

/** The main menu: the same pages in every edition. */
const navigationPaths = {
  home: '/#home',
  about: '/about',
  services: '/service',
  blogs: '/blogs',
  contact: '/contact',
} as const satisfies Record<keyof UiStrings['navigation'], string>;

export function navigationFor(locale: Locale) {
  const labels = localeInfo[locale].ui.navigation;
  return (Object.keys(navigationPaths) as (keyof typeof navigationPaths)[]).map((key) => ({
    href: localizePath(navigationPaths[key], locale),
    label: labels[key],
  }));
}

/** Everything a component needs about the language of the page it is on. */
export function i18n(currentLocale: string | undefined) {
  const info = localeInfo[toLocale(currentLocale)];
  return { ...info, locale: info.code, path: (path: string) => localizePath(path, info.code) };
}

/**
 * Content entries: a translation's id is its folder and file name (`ar/mep-maintenance…`), the
 * original's only the file name. The slug (the URL part) is the same in both editions.
 */
export function entryLocale(id: string): { locale: Locale; slug: string } {
  for (const code of LOCALES) {
    const { folder } = localeInfo[code];
    if (folder && id.startsWith(`${folder}/`)) return { locale: code, slug: id.slice(folder.length + 1) };
  }
  return { locale: DEFAULT_LOCALE, slug: id };
}

/** The id of an entry's twin in a locale: `('mep-…', 'ar')` → `ar/mep-…`. */
export const entryId = (slug: string, locale: Locale) =>
  localeInfo[locale].folder ? `${localeInfo[locale].folder}/${slug}` : slug;

/** The `[...lang]` route parameter of an edition: none for English, `ar` for Arabic. */
export const langParam = (locale: Locale) => localeInfo[locale].folder || undefined;

/** getStaticPaths of a page every edition has (`/about` and `/ar/about`). */
export const editionPaths = () => LOCALES.map((locale) => ({ params: { lang: langParam(locale) } }));
