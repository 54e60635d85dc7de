/**
 * The site's editions, in one place: each one's code (also its pages' HTML lang), direction and prefix,
 * and the rules that read an edition from an address or write an address in an edition. Free of
 * dependencies, so the server, the browser bundles and the build all import it; a new edition is
 * a line in EDITION_FACTS (then its interface strings in src/lib/i18n/ and a content folder of
 * twins: docs/architecture.md).
 *
 * "Edition" is the project's one word for the concept: Astro calls it a locale
 * (`Astro.currentLocale`), HTML a language (`lang`); both are read through here.
 */

/** What every side knows of an edition. Its key is its code, which is also its pages' HTML `lang`. */
export interface EditionFacts {
  dir: 'ltr' | 'rtl';
  /**
   * Its address prefix and the folder of its content twins (`/ar/about`, `src/content/articles/ar/`);
   * empty for the default edition, which lives at the root.
   */
  prefix: string;
  /** Its language's name in English, for staff (the subject of a lead's mail) and the content check. */
  englishName: string;
}

export const EDITION_FACTS = {
  en: { dir: 'ltr', prefix: '', englishName: 'English' },
  ar: { dir: 'rtl', prefix: 'ar', englishName: 'Arabic' },
} as const satisfies Record<string, EditionFacts>;

export type Edition = keyof typeof EDITION_FACTS;

/** Every edition, the default first. */
export const EDITIONS = Object.keys(EDITION_FACTS) as Edition[];

export const DEFAULT_EDITION = 'en' satisfies Edition;

export const isEdition = (value: unknown): value is Edition =>
  typeof value === 'string' && Object.hasOwn(EDITION_FACTS, value);

/** A value (a form field, `Astro.currentLocale`, a route parameter) as an edition; anything else is the default. */
export const toEdition = (value: unknown): Edition => (isEdition(value) ? value : DEFAULT_EDITION);

/** Which edition a site path belongs to, and the path without its prefix (`/ar/about` → `/about`, `/ar` → `/`). */
export function editionOfPath(path: string): { edition: Edition; path: string } {
  // Small on purpose: the vitals beacon carries it (a 2.75 KB budget, tests/integration/budgets.test.ts).
  const [, first, rest = ''] = /^\/([^/?#]*)(.*)$/s.exec(path) ?? [];
  const edition = EDITIONS.find((code) => EDITION_FACTS[code].prefix && EDITION_FACTS[code].prefix === first);
  return edition ? { edition, path: rest.startsWith('/') ? rest : `/${rest}` } : { edition: DEFAULT_EDITION, path };
}

/**
 * A site path in an edition: `/about` → `/ar/about`, `/` → `/ar`, `/#home` → `/ar#home`, and back
 * (`/ar/about` in English is `/about`). External addresses, `mailto:`/`tel:` links and in-page
 * anchors are returned as they are.
 */
export function pathInEdition(path: string, edition: Edition): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const bare = editionOfPath(path).path;
  const { prefix } = EDITION_FACTS[edition];
  if (!prefix) return bare;
  const [, rest = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(bare) ?? [];
  return `/${prefix}${rest === '/' ? '' : rest}${suffix}`;
}

/**
 * A file of the build or the content in an edition's folder: `ar/service/x.html` → Arabic and
 * `service/x.html`; `ar/mep-…` (a content entry's id) → Arabic and `mep-…`.
 */
export function editionOfFile(file: string): { edition: Edition; file: string } {
  const normal = file.replaceAll('\\', '/');
  for (const edition of EDITIONS) {
    const { prefix } = EDITION_FACTS[edition];
    if (prefix && normal.startsWith(`${prefix}/`)) return { edition, file: normal.slice(prefix.length + 1) };
  }
  return { edition: DEFAULT_EDITION, file: normal };
}

/** A content entry's id in an edition: `('mep-…', 'ar')` → `ar/mep-…`. */
export const fileInEdition = (file: string, edition: Edition) =>
  EDITION_FACTS[edition].prefix ? `${EDITION_FACTS[edition].prefix}/${file}` : file;
