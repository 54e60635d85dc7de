/**
 * A service's price guide as the pages show it (src/lib/price-guide.ts): the original's amounts
 * with the edition's words, the card's starting price, amounts in each edition's way, and the
 * offers its structured data states.
 */
import { describe, expect, it } from 'vitest';
import type { PriceGuide } from '../../src/lib/content/schemas/services';
import { editionInfo } from '../../src/lib/i18n';
import { formatDirhams, lowestPrice, priceGuideIn } from '../../src/lib/price-guide';
import { serviceData } from '../../src/lib/metadata/structured-data';

const guide: PriceGuide = {
  from: [
    { job: 'Ducted AC service', unit: 'per unit', aed: 220 },
    { job: 'Split AC service', unit: 'per unit', aed: 150 },
  ],
  hourly: 120,
  reviewed: new Date('2026-10-01'),
};

describe('the price guide an edition shows', () => {
  it("lays the translation's words over the original's amounts, job by job", () => {
    const words = { from: [{ job: 'خدمة الدكت', unit: 'للوحدة' }, { job: 'خدمة السبليت' }] };
    expect(priceGuideIn(guide, words)).toEqual({
      ...guide,
      from: [
        { job: 'خدمة الدكت', unit: 'للوحدة', aed: 220 },
        { job: 'خدمة السبليت', unit: undefined, aed: 150 },
      ],
    });
    expect(priceGuideIn(guide, { from: [{ job: 'خدمة الدكت' }] })?.from?.[1]?.job).toBe('Split AC service');
  });

  it('shows none without an original guide, and the original as it is in its own edition', () => {
    expect(priceGuideIn(undefined, { from: [{ job: 'خدمة' }] })).toBeUndefined();
    expect(priceGuideIn(guide, guide)).toBe(guide);
  });

  it("gives the card the lowest job's price, and none without priced jobs", () => {
    expect(lowestPrice(guide)).toBe(150);
    expect(lowestPrice({ hourly: 120, reviewed: new Date('2026-10-01') })).toBeUndefined();
    expect(lowestPrice(undefined)).toBeUndefined();
  });

  it("writes amounts in each edition's way, with Western digits in Arabic", () => {
    expect(formatDirhams(1250, editionInfo.en.dateLocale)).toBe('AED\u00a01,250');
    expect(formatDirhams(1250, editionInfo.ar.dateLocale)).toBe('\u200f1,250\u00a0د.إ.\u200f');
  });

  it('states each "from" price as an offer with its lowest price, VAT included', () => {
    const service = {
      name: 'HVAC',
      description: 'd',
      url: 'https://x.ae/service/hvac',
      provider: 'P',
      areaServed: 'Dubai',
    };
    expect(serviceData({ ...service, priceGuide: guide }).offers?.[1]).toEqual({
      '@type': 'Offer',
      name: 'Split AC service',
      description: 'per unit',
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: 150,
        priceCurrency: 'AED',
        valueAddedTaxIncluded: true,
      },
    });
    expect(serviceData(service)).not.toHaveProperty('offers');
  });
});
