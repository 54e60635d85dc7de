/** schema.org objects for JSON-LD, built from settings and page data. */
import type { PriceGuide } from '../content/schemas/services.ts';
import { canonicalUrl } from './head.ts';

export interface BusinessDetails {
  companyName: string;
  blurb: string;
  email: string;
  phone: string;
  address: string[];
  locality: string;
  country: string;
  siteUrl: string;
  social: { url: string }[];
}

export function localBusiness(details: BusinessDetails, logoUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: details.companyName,
    description: details.blurb,
    url: canonicalUrl(details.siteUrl, '/'),
    logo: logoUrl,
    image: logoUrl,
    email: details.email,
    telephone: details.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: details.address.slice(0, -1).join(', '),
      addressLocality: details.locality,
      addressCountry: details.country,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
    sameAs: details.social.map((profile) => profile.url),
  };
}

/**
 * The edition's site, on its home page, with its search: `homePath` and `searchPath` are that
 * edition's pages; the search page reads the words from `?q=`.
 */
export function webSite(site: { name: string; siteUrl: string; homePath: string; searchPath: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: canonicalUrl(site.siteUrl, site.homePath),
    potentialAction: {
      '@type': 'SearchAction',
      target: `${canonicalUrl(site.siteUrl, site.searchPath)}?q={q}`,
      'query-input': 'required name=q',
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/**
 * A page's breadcrumb trail, from the home page down to the page itself: each step is its name
 * and its path in the English form (`['Blog', '/blogs']`), put into the page's edition by the
 * edition's `path()` (from `i18n(Astro.currentLocale)`, as are the words).
 */
export function crumbTrail(
  edition: { ui: { home: string }; path: (bare: string) => string },
  ...steps: [name: string, bare: string][]
): Crumb[] {
  return [[edition.ui.home, '/'] as const, ...steps].map(([name, bare]) => ({ name, path: edition.path(bare) }));
}

export function breadcrumbList(siteUrl: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(siteUrl, crumb.path),
    })),
  };
}

export function serviceData(service: {
  name: string;
  description: string;
  url: string;
  provider: string;
  areaServed: string;
  /** Its price guide: each "from" price as an offer with its lowest price, in dirhams including VAT. */
  priceGuide?: PriceGuide;
}) {
  const offers = service.priceGuide?.from?.map((job) => ({
    '@type': 'Offer',
    name: job.job,
    ...(job.unit && { description: job.unit }),
    priceSpecification: {
      '@type': 'PriceSpecification',
      minPrice: job.aed,
      priceCurrency: 'AED',
      valueAddedTaxIncluded: true,
    },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: service.url,
    areaServed: service.areaServed,
    provider: { '@type': 'LocalBusiness', name: service.provider },
    ...(offers && { offers }),
  };
}

/** What an Article the company writes says of itself: an article's, and a case study's. */
interface CompanyArticle {
  title: string;
  description: string;
  url: string;
  image: string;
  publisher: string;
  logo: string;
  inLanguage: string;
}

/** An Article the company writes: its headline, page, picture and language, with the company as author and publisher. */
const companyArticle = (page: CompanyArticle, facts: Record<string, unknown>) => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: page.title,
  description: page.description,
  mainEntityOfPage: page.url,
  image: page.image,
  inLanguage: page.inLanguage,
  ...facts,
  author: { '@type': 'Organization', name: page.publisher },
  publisher: { '@type': 'Organization', name: page.publisher, logo: { '@type': 'ImageObject', url: page.logo } },
});

export const articleData = (article: CompanyArticle & { date: Date }) =>
  companyArticle(article, { datePublished: article.date.toISOString() });

/**
 * The maintenance plans as an OfferCatalog: each plan an Offer at its lowest yearly price in AED,
 * its PriceSpecification giving the range over the sizes and whether the 5% VAT is included.
 */
export function planCatalog(catalog: {
  name: string;
  url: string;
  provider: string;
  plans: { name: string; description: string; url: string; prices: number[]; vatIncluded: boolean }[];
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: catalog.name,
    url: catalog.url,
    itemListElement: catalog.plans.map((plan) => {
      const [minPrice, maxPrice] = [Math.min(...plan.prices), Math.max(...plan.prices)];
      return {
        '@type': 'Offer',
        name: plan.name,
        description: plan.description,
        url: plan.url,
        price: minPrice,
        priceCurrency: 'AED',
        priceSpecification: {
          '@type': 'PriceSpecification',
          minPrice,
          maxPrice,
          priceCurrency: 'AED',
          valueAddedTaxIncluded: plan.vatIncluded,
        },
        seller: { '@type': 'LocalBusiness', name: catalog.provider },
      };
    }),
  };
}

/**
 * A case study as an Article about the services it involved (each a Service with its page), set in
 * its community and emirate, with the measured result as its abstract.
 */
export const projectData = (
  project: CompanyArticle & { result: string; place: string; services: { name: string; url: string }[] },
) =>
  companyArticle(project, {
    abstract: project.result,
    about: project.services.map((service) => ({ '@type': 'Service', name: service.name, url: service.url })),
    contentLocation: { '@type': 'Place', name: project.place },
  });
