import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildHead, canonicalUrl, fullTitle, iconLink, serializeJsonLd } from '../../src/lib/metadata/head';
import { i18n } from '../../src/lib/i18n';
import { breadcrumbList, crumbTrail, localBusiness } from '../../src/lib/metadata/structured-data';

const site = {
  siteUrl: 'https://www.example.ae/',
  companyName: 'Example Technical Services L.L.C.',
  shortName: 'Example Technical Services',
  edition: 'en' as const,
};

describe('canonical URL', () => {
  it('is absolute, without a trailing slash, and keeps capitals', () => {
    expect(canonicalUrl(site.siteUrl, '/')).toBe('https://www.example.ae');
    expect(canonicalUrl(site.siteUrl, '/about/')).toBe('https://www.example.ae/about');
    expect(canonicalUrl(site.siteUrl, '/Best-Plumbing-Service-in-Dubai')).toBe(
      'https://www.example.ae/Best-Plumbing-Service-in-Dubai',
    );
  });
});

describe('title', () => {
  it('appends the short company name once', () => {
    expect(fullTitle('About us', site.shortName)).toBe('About us | Example Technical Services');
    expect(fullTitle('Why Example Technical Services', site.shortName)).toBe('Why Example Technical Services');
  });

  it('leaves the brand out where it would push the title past 60 characters, and never cuts the words', () => {
    const long = 'Plumbing Maintenance in Dubai: Homes and Buildings'; // 50 characters
    expect(fullTitle(long, site.shortName)).toBe(long);
    expect(fullTitle('HVAC Services in Dubai', site.shortName)).toBe(
      'HVAC Services in Dubai | Example Technical Services',
    );
    expect(fullTitle('HVAC Services in Dubai', site.shortName).length).toBeLessThanOrEqual(60);
  });
});

describe('buildHead', () => {
  it('builds Open Graph and Twitter tags from the page and the site, the image being its PNG link preview', () => {
    const head = buildHead(
      {
        title: 'HVAC',
        description: 'Cooling.',
        path: '/service/hvac',
        image: { src: '/_astro/hvac.svg', alt: 'A fan' },
      },
      site,
    );
    expect(head.canonical).toBe('https://www.example.ae/service/hvac');
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://www.example.ae/service/hvac' });
    const preview = 'https://www.example.ae/previews/service/hvac.png';
    expect(head.meta.filter((tag) => /image|card/.test(tag.property ?? tag.name ?? ''))).toEqual([
      { property: 'og:image', content: preview },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:alt', content: 'HVAC' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: preview },
    ]);
    expect(head.preview).toEqual({ path: '/previews/service/hvac.png', kind: 'drawn' });
    expect(head.robots).toBeUndefined();
  });

  it("names a page's own preview picture as a JPEG, described by its own words, in the page's edition", () => {
    const head = buildHead(
      {
        title: 'HVAC',
        description: 'Cooling.',
        path: '/service/hvac',
        previewPicture: { src: '/_astro/team.jpg', alt: 'Our engineers on a roof' },
      },
      { ...site, edition: 'ar' },
    );
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'https://www.example.ae/previews/ar/service/hvac.jpg',
    });
    expect(head.meta).toContainEqual({ property: 'og:image:type', content: 'image/jpeg' });
    expect(head.meta).toContainEqual({ property: 'og:image:alt', content: 'Our engineers on a roof' });
  });

  it('gives a page kept out of search no preview', () => {
    const head = buildHead({ title: 'Not found', description: 'x', path: '/404', noindex: true }, site);
    expect(head.preview).toBeUndefined();
    expect(head.meta.some((tag) => tag.property === 'og:image')).toBe(false);
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });

  it('marks pages that must not be indexed', () => {
    expect(buildHead({ title: 'Not found', description: 'x', path: '/404', noindex: true }, site).robots).toBe(
      'noindex',
    );
  });

  it("links a page of a list cut into pages to the pages before and after it, in the page's edition", () => {
    const sequence = { prev: '/blogs', next: '/blogs/3' };
    expect(buildHead({ title: 'Blog', description: 'x', path: '/blogs/2', sequence }, site).sequence).toEqual([
      { rel: 'prev', href: 'https://www.example.ae/blogs' },
      { rel: 'next', href: 'https://www.example.ae/blogs/3' },
    ]);
    const last = buildHead(
      { title: 'Blog', description: 'x', path: '/blogs/3', sequence: { prev: '/blogs/2' } },
      {
        ...site,
        edition: 'ar',
      },
    );
    expect(last.canonical).toBe('https://www.example.ae/ar/blogs/3');
    expect(last.sequence).toEqual([{ rel: 'prev', href: 'https://www.example.ae/ar/blogs/2' }]);
    expect(buildHead({ title: 'Blog', description: 'x', path: '/blogs' }, site).sequence).toEqual([]);
  });

  it('links the page to its twin in every edition, with x-default on the English page', () => {
    const head = buildHead(
      { title: 'HVAC', description: 'Cooling.', path: '/service/hvac' },
      { ...site, edition: 'ar' },
    );
    expect(head.canonical).toBe('https://www.example.ae/ar/service/hvac');
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: 'https://www.example.ae/service/hvac' },
      { hreflang: 'ar', href: 'https://www.example.ae/ar/service/hvac' },
      { hreflang: 'x-default', href: 'https://www.example.ae/service/hvac' },
    ]);
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'ar_AE' });
    expect(head.meta).toContainEqual({ property: 'og:locale:alternate', content: 'en_AE' });
    expect(JSON.parse(head.jsonLd[0]!)).toMatchObject({ '@type': 'WebPage', inLanguage: 'ar' });
  });

  it('gives a page published in one language only no alternates at all', () => {
    const head = buildHead(
      { title: 'News', description: 'x', path: '/only-arabic', editions: ['ar'] },
      {
        ...site,
        edition: 'ar',
      },
    );
    expect(head.alternates).toEqual([]);
    expect(head.meta.some((tag) => tag.property === 'og:locale:alternate')).toBe(false);
    expect(head.canonical).toBe('https://www.example.ae/ar/only-arabic');
  });

  it('gives the Arabic home page the address /ar, without a trailing slash', () => {
    expect(buildHead({ title: 'Home', description: 'x', path: '/' }, { ...site, edition: 'ar' }).canonical).toBe(
      'https://www.example.ae/ar',
    );
  });

  it('escapes "<" in JSON-LD so content cannot close the script tag', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});

describe('structured data', () => {
  it('describes the business with its address, phone and 24/7 hours', () => {
    const business = localBusiness(
      {
        companyName: 'Example',
        blurb: 'We fix things.',
        email: 'info@example.ae',
        phone: '+971 4 555 0142',
        address: ['Warehouse 1', 'Al Quoz', 'Dubai, UAE'],
        locality: 'Al Quoz, Dubai',
        country: 'AE',
        siteUrl: 'https://www.example.ae',
        social: [{ url: 'https://facebook.com/example' }],
      },
      'https://www.example.ae/logo.svg',
    );
    expect(business['@type']).toBe('LocalBusiness');
    expect(business.telephone).toBe('+971 4 555 0142');
    expect(business.address.streetAddress).toBe('Warehouse 1, Al Quoz');
    expect(business.openingHoursSpecification.dayOfWeek).toHaveLength(7);
    expect(business.openingHoursSpecification).toMatchObject({ opens: '00:00', closes: '23:59' });
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const list = breadcrumbList('https://www.example.ae', [
      { name: 'Home', path: '/' },
      { name: 'About', path: '/about' },
    ]);
    expect(list.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'About',
      item: 'https://www.example.ae/about',
    });
  });
});

describe('crumbTrail', () => {
  it('starts at the home page and follows the steps in order', () => {
    const english = i18n('en');
    expect(crumbTrail(english, [english.ui.blog, '/blogs'], ['Fixing a leak', '/fixing-a-leak'])).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blogs' },
      { name: 'Fixing a leak', path: '/fixing-a-leak' },
    ]);
  });

  it("puts every crumb, home included, in the page's edition, in its words", () => {
    const arabic = i18n('ar');
    expect(crumbTrail(arabic, [arabic.ui.services, '/service'], ['تكييف', '/service/hvac'])).toEqual([
      { name: 'الرئيسية', path: '/ar' },
      { name: 'الخدمات', path: '/ar/service' },
      { name: 'تكييف', path: '/ar/service/hvac' },
    ]);
  });

  it('is only the home page without steps', () => {
    expect(crumbTrail({ ui: { home: 'Home' }, path: (bare) => bare })).toEqual([{ name: 'Home', path: '/' }]);
  });
});

describe('iconLink', () => {
  const address = (link: string) => /href="([^"]*)"/.exec(link)![1]!;

  it("carries the company's mark: the address reads back as the logo's shapes, quoted singly", () => {
    const logo = readFileSync('src/assets/logo.svg', 'utf8');
    const link = iconLink(logo);
    const markup = decodeURIComponent(address(link).slice('data:image/svg+xml,'.length));
    expect(
      markup.startsWith("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 48 48' width='48' height='48'>"),
    ).toBe(true);
    expect(markup.slice(markup.indexOf('>') + 1)).toBe(
      logo
        .trim()
        .slice(logo.indexOf('>') + 1)
        .replaceAll('"', "'"),
    );
  });

  it('is a valid URL: nothing a URL may not hold is left unescaped', () => {
    const link = iconLink('<svg role="img"><text fill="#0b2545">it\'s 5% & more</text></svg>\n');
    const url = address(link);
    expect(url).toBe(
      "data:image/svg+xml,%3Csvg%3E%3Ctext%20fill='%230b2545'%3Eit%27s%205%25%20&%20more%3C/text%3E%3C/svg%3E",
    );
    expect(url).toMatch(/^[\w!$&'()*+,\-./:;=?@~%]+$/);
    expect(new URL(url).hash).toBe('');
  });
});
