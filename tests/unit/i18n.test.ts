import { describe, expect, it } from 'vitest';
import { ar } from '../../src/lib/i18n/ar';
import { en } from '../../src/lib/i18n/en';
import { fileInEdition } from '../../src/shared/editions';
import { entryEdition, i18n, pathInEdition, navigationFor, editionOfPath, twinPath } from '../../src/lib/i18n';
import { withDefaultAlternate } from '../../src/lib/metadata/sitemap';

describe('pathInEdition', () => {
  it('puts an Arabic page behind /ar with the same slug, and the home page at /ar', () => {
    expect(pathInEdition('/about', 'ar')).toBe('/ar/about');
    expect(pathInEdition('/service/hvac-system-in-dubai-uae', 'ar')).toBe('/ar/service/hvac-system-in-dubai-uae');
    expect(pathInEdition('/', 'ar')).toBe('/ar');
    expect(pathInEdition('/#home', 'ar')).toBe('/ar#home');
  });

  it('takes an Arabic path back to its English twin', () => {
    expect(pathInEdition('/ar/about', 'en')).toBe('/about');
    expect(pathInEdition('/ar', 'en')).toBe('/');
    expect(pathInEdition('/ar#home', 'en')).toBe('/#home');
    expect(pathInEdition('/ar/about', 'ar')).toBe('/ar/about');
  });

  it('leaves other sites, e-mail, phone and in-page links alone', () => {
    for (const link of ['https://example.com/x', 'mailto:a@b.ae', 'tel:+97145550142', '#about', '//cdn.example/x']) {
      expect(pathInEdition(link, 'ar')).toBe(link);
    }
  });

  it('does not take a page whose name only starts with "ar" for an Arabic one', () => {
    expect(editionOfPath('/archive')).toEqual({ edition: 'en', path: '/archive' });
    expect(pathInEdition('/archive', 'ar')).toBe('/ar/archive');
  });
});

describe('the language switcher', () => {
  it("leads to the twin, or to the other edition's fallback page when there is no twin", () => {
    expect(twinPath('/about', 'ar', ['en', 'ar'], '/')).toBe('/ar/about');
    expect(twinPath('/about', 'en', ['en', 'ar'], '/')).toBe('/about');
    expect(twinPath('/only-english', 'ar', ['en'], '/blogs')).toBe('/ar/blogs');
    expect(twinPath('/only-arabic', 'en', ['ar'], '/blogs')).toBe('/blogs');
  });
});

describe('content entries', () => {
  it('splits a translation id into locale and slug, and back', () => {
    expect(entryEdition('ar/mep-maintenance-company-in-uae')).toEqual({
      edition: 'ar',
      slug: 'mep-maintenance-company-in-uae',
    });
    expect(entryEdition('Best-Plumbing-Service-in-Dubai')).toEqual({
      edition: 'en',
      slug: 'Best-Plumbing-Service-in-Dubai',
    });
    expect(fileInEdition('site', 'ar')).toBe('ar/site');
    expect(fileInEdition('site', 'en')).toBe('site');
  });
});

describe('interface strings', () => {
  const keysOf = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, inner]) =>
      inner && typeof inner === 'object' ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it('has every English key in Arabic, and no Arabic string left in English', () => {
    // Plural texts have one key per plural form the language has (tested below).
    const plural = /^(search\.results|contactForm\.summaryHeading)\./;
    const shared = (keys: string[]) => keys.filter((key) => !plural.test(key)).sort();
    expect(shared(keysOf(ar))).toEqual(shared(keysOf(en)));
    const arabicLetters = /[\u0600-\u06FF]/;
    const untranslated = keysOf(ar).filter((key) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ar);
      const text = typeof value === 'function' ? (value as (a: number, b: number) => string)(1, 3) : String(value);
      return !arabicLetters.test(text) && !/^social\./.test(key);
    });
    expect(untranslated).toEqual([]);
  });

  it('splits "Book a visit" into the top bar\'s shown word and the rest, which together say it whole', () => {
    for (const strings of [en, ar]) {
      const { shown, rest } = strings.bookAVisitParts;
      expect(`${shown} ${rest}`).toBe(strings.bookAVisit);
    }
  });

  it("writes a project's duration in the form each count takes", () => {
    expect(en.projects.durations.week(1)).toBe('1 week');
    expect(en.projects.durations.month(5)).toBe('5 months');
    expect(ar.projects.durations.month(1)).toBe('شهر واحد');
    expect(ar.projects.durations.month(2)).toBe('شهران');
    expect(ar.projects.durations.month(5)).toBe('5 أشهر');
    expect(ar.projects.durations.week(10)).toBe('10 أسابيع');
    expect(ar.projects.durations.week(12)).toBe('12 أسبوعًا');
    expect(ar.projects.durations.day(100)).toBe('100 يوم');
  });

  it('has a text for every plural form of each language (the error summary: of a count from one)', () => {
    for (const [lang, strings] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      expect(Object.keys(strings.search.results).sort(), lang).toEqual([...forms].sort());
      // The error summary counts one field or more: `zero` (Arabic's 0) never comes.
      const fromOne = new Set(Array.from({ length: 200 }, (_, index) => new Intl.PluralRules(lang).select(index + 1)));
      expect(Object.keys(strings.contactForm.summaryHeading).sort(), lang).toEqual([...fromOne].sort());
    }
  });

  it('gives each edition its direction, language and menu', () => {
    expect(i18n('ar')).toMatchObject({ lang: 'ar', dir: 'rtl', edition: 'ar' });
    expect(i18n(undefined)).toMatchObject({ lang: 'en', dir: 'ltr', edition: 'en' });
    expect(i18n('fr').edition).toBe('en');
    expect(navigationFor('ar').map((item) => item.href)).toEqual([
      '/ar#home',
      '/ar/about',
      '/ar/service',
      '/ar/blogs',
      '/ar/contact',
    ]);
    expect(navigationFor('en')[0]).toEqual({ href: '/#home', label: 'Home' });
  });

  it('writes Arabic dates with the digits 0-9 and Gregorian month names', () => {
    const formatted = new Intl.DateTimeFormat(i18n('ar').dateLocale, { dateStyle: 'long' }).format(
      new Date('2024-07-16T00:00:00Z'),
    );
    expect(formatted).toMatch(/16/);
    expect(formatted).toMatch(/2024/);
    expect(formatted).toContain('يوليو');
  });
});

describe("the emergency page's response time", () => {
  it('reads whole hours as hours, anything else as minutes, with Arabic counted nouns', () => {
    expect([60, 90, 120].map(en.emergency.within)).toEqual(['1 hour', '90 minutes', '2 hours']);
    expect([45, 60, 90, 120, 180].map(ar.emergency.within)).toEqual([
      '45 دقيقة',
      'ساعة واحدة',
      '90 دقيقة',
      'ساعتين',
      '3 ساعات',
    ]);
  });
});

describe('sitemap alternates', () => {
  it('adds x-default (the English page) to a page with twins, and nothing to a page without', () => {
    const links = [
      { url: 'https://x.ae/about', lang: 'en' },
      { url: 'https://x.ae/ar/about', lang: 'ar' },
    ];
    expect(withDefaultAlternate({ links }, 'en').links).toEqual([
      ...links,
      { url: 'https://x.ae/about', lang: 'x-default' },
    ]);
    expect(links).toHaveLength(2);
    expect(withDefaultAlternate({ links: undefined }, 'en')).toEqual({ links: undefined });
  });
});
