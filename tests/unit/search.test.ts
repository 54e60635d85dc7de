import { describe, expect, it } from 'vitest';
import { forSearchIndex, pageUrl, searchKind, withoutSearchMarks } from '../../src/lib/searchable-pages';
import {
  excerptPieces,
  inShowingOrder,
  resultsStatus,
  searchAddress,
  searchWords,
  SERVICE_WEIGHT,
} from '../../src/browser/search/results';
import { ar } from '../../src/lib/i18n/ar';
import { en } from '../../src/lib/i18n/en';

describe('what the search index holds', () => {
  const article = '<html><head><meta property="og:type" content="article"></head><body><main id="main">';

  it('takes services, articles and projects in both editions, and nothing else', () => {
    expect(searchKind('service/hvac.html', '<html>')).toBe('service');
    expect(searchKind('ar/service/hvac.html', '<html>')).toBe('service');
    expect(searchKind('plans.html', '<html>')).toBe('service');
    expect(searchKind('ar/plans.html', '<html>')).toBe('service');
    expect(searchKind('lifting-equipment-in-dubai.html', article)).toBe('article');
    expect(searchKind('ar/lifting-equipment-in-dubai.html', article)).toBe('article');
    // A project is an article to link previews, and a kind of its own in search.
    expect(searchKind('projects/villa-ac.html', article)).toBe('project');
    expect(searchKind('ar/projects/villa-ac.html', article)).toBe('project');
    expect(searchKind('projects.html', '<html>')).toBeUndefined();
    // The list's later pages are lists too, not projects.
    expect(searchKind('projects/2.html', '<html>')).toBeUndefined();
    expect(searchKind('ar/projects/12.html', '<html>')).toBeUndefined();
    expect(searchKind('service.html', '<html>')).toBeUndefined();
    expect(searchKind('about.html', '<meta property="og:type" content="website">')).toBeUndefined();
  });

  it('reads only the page’s <main>, filed under its kind', () => {
    expect(forSearchIndex(article, 'article')).toContain(
      '<main data-pagefind-body data-pagefind-filter="kind:article" id="main">',
    );
  });

  it('leaves no mark for the indexer in the page a visitor downloads', () => {
    expect(
      withoutSearchMarks('<section class="a" data-pagefind-ignore><p data-pagefind-ignore="all">x</p></section>'),
    ).toBe('<section class="a"><p>x</p></section>');
  });

  it('links to the address the site serves', () => {
    expect(pageUrl('service/hvac.html')).toBe('/service/hvac');
    expect(pageUrl('ar/lifting.html')).toBe('/ar/lifting');
    expect(pageUrl('index.html')).toBe('/');
  });
});

describe('the order of results', () => {
  const hit = (kind: 'service' | 'article', score: number) => ({ kind, score, result: `${kind} ${score}` });

  it('puts a service above an article that matches the same words as well', () => {
    expect(inShowingOrder([hit('article', 1), hit('service', 1)]).map((h) => h.kind)).toEqual(['service', 'article']);
  });

  it('lets an article about the words beat a service that only mentions them', () => {
    const strongArticle = hit('article', SERVICE_WEIGHT * 1.5);
    expect(inShowingOrder([hit('service', 1), strongArticle])[0]).toBe(strongArticle);
  });
});

describe('the status line', () => {
  it('counts in each language’s plural forms', () => {
    expect(resultsStatus(en.search, 'en', 1, 'chiller')).toBe('1 result for “chiller”');
    expect(resultsStatus(en.search, 'en', 11, 'chiller')).toBe('11 results for “chiller”');
    expect(resultsStatus(ar.search, 'ar', 1, 'مصعد')).toBe('نتيجة واحدة عن «مصعد»');
    expect(resultsStatus(ar.search, 'ar', 2, 'مصعد')).toBe('نتيجتان عن «مصعد»');
    expect(resultsStatus(ar.search, 'ar', 7, 'مصعد')).toBe('7 نتائج عن «مصعد»');
    expect(resultsStatus(ar.search, 'ar', 11, 'مصعد')).toBe('11 نتيجة عن «مصعد»');
  });
});

describe('the words searched', () => {
  it('find the same Arabic pages with or without «ال»', () => {
    expect(searchWords('المصاعد', 'ar')).toBe('مصاعد');
    expect(searchWords('  صيانة   المصاعد ', 'ar')).toBe('صيانة مصاعد');
    expect(searchWords('والمكيفات للمباني', 'ar')).toBe('مكيفات مباني');
    expect(searchWords('الماء', 'ar')).toBe('ماء');
    // A word too short to be «ال» plus a word keeps its letters.
    expect(searchWords('الف', 'ar')).toBe('الف');
    expect(searchWords(' water   tank ', 'en')).toBe('water tank');
  });

  it('stay in the address, so a result list can be shared and the back button works', () => {
    expect(searchAddress('https://x.example/search', 'water tank')).toBe('/search?q=water+tank');
    expect(searchAddress('https://x.example/ar/search?q=old', '  ')).toBe('/ar/search');
  });
});

describe('an excerpt', () => {
  it('becomes text and highlights, never markup', () => {
    expect(excerptPieces('a <mark>chiller</mark> &lt;b&gt; &amp; <mark>pump</mark>')).toEqual([
      { text: 'a ', marked: false },
      { text: 'chiller', marked: true },
      { text: ' <b> & ', marked: false },
      { text: 'pump', marked: true },
    ]);
  });
});
