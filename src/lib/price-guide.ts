/**
 * A service's price guide as an edition's pages show it: the original's amounts and review date
 * with the edition's words for each job, the card's starting price, and amounts written in the
 * edition's way (`Intl.NumberFormat`: "AED 150", "150 د.إ.").
 */
import { isPriceGuide, type PriceGuide, type PriceWords } from './content/schemas/services.ts';

/**
 * The guide a page shows: the original's, with the translation's job and unit for each of its
 * jobs, by position (`npm run check` holds the two lists to one length); the original's words for
 * a job the translation lacks. None when the original has no prices.
 */
export function priceGuideIn(
  original: PriceGuide | PriceWords | undefined,
  translation: PriceGuide | PriceWords | undefined,
): PriceGuide | undefined {
  if (!isPriceGuide(original)) return undefined;
  if (!translation || translation === original) return original;
  const words = translation.from ?? [];
  return {
    ...original,
    from: original.from?.map((job, index) => {
      const translated = words[index];
      return translated ? { ...job, job: translated.job, unit: translated.unit } : job;
    }),
  };
}

/** The lowest "from" price of a guide: what its service's card shows. None without priced jobs. */
export const lowestPrice = (guide: PriceGuide | undefined): number | undefined =>
  guide?.from?.length ? Math.min(...guide.from.map((job) => job.aed)) : undefined;

/** An amount in dirhams, written in an edition's locale (editionInfo's `dateLocale`). */
export const formatDirhams = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'AED', maximumFractionDigits: 0 }).format(amount);
