/**
 * A maintenance plan's prices as plans/plans.yaml writes them (`2 bedrooms: 1800` under
 * `apartment:` or `villa:`): read into sizes and yearly prices, with a message in the copywriter's
 * words for a size or a price that cannot be read. The plans' schema
 * (src/lib/content/schemas/plans.ts) reads each plan's prices with it; the sizes are those of the
 * plans' vocabulary (src/shared/plans.ts).
 */
import { z } from 'astro/zod';
import type { PropertySize, PropertyType } from '../../shared/plans.ts';

/** A plan's size as the plans file writes it under `apartment:` or `villa:`: studio, 1 bedroom, 2 bedrooms… */
function bedroomsOf(size: string): number | undefined {
  if (/^studio$/i.test(size.trim())) return 0;
  const match = /^(\d{1,2})\s+bedrooms?$/i.exec(size.trim());
  return match && Number(match[1]) > 0 ? Number(match[1]) : undefined;
}

/** A size in a copywriter's words, for messages: "a studio apartment", "a 3-bedroom villa". */
const sizeInWords = ({ type, bedrooms }: PropertySize) =>
  bedrooms === 0 ? `a studio ${type}` : `a ${bedrooms}-bedroom ${type}`;

const PRICE_MAX = 1_000_000;

/** A yearly price in whole dirhams, written as a plain number. */
const yearlyPrice = (size: PropertySize) => {
  const message = `the price for ${sizeInWords(size)} must be a whole number of dirhams above 0, written without AED or commas, such as 1800`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(PRICE_MAX, {
      error: `the price for ${sizeInWords(size)} is above ${PRICE_MAX} dirhams a year: check its digits`,
    });
};

export /** One kind of property's prices: `2 bedrooms: 1800` lines under `apartment:` or `villa:`. */
const pricesFor = (type: PropertyType) =>
  z
    .record(z.string(), z.unknown(), {
      error: `prices.${type} must be a list of sizes and prices, one per line, like 2 bedrooms: 1800`,
    })
    .transform((written, context) => {
      const sizes: (PropertySize & { price: number })[] = [];
      for (const [size, price] of Object.entries(written)) {
        const bedrooms = bedroomsOf(size);
        if (bedrooms === undefined) {
          context.addIssue({
            code: 'custom',
            path: [size],
            message: `"${size}" is not a size: write studio, 1 bedroom, or a number of bedrooms such as 3 bedrooms`,
          });
          continue;
        }
        const parsed = yearlyPrice({ type, bedrooms }).safeParse(price);
        if (!parsed.success) {
          context.addIssue({ code: 'custom', path: [size], message: parsed.error.issues[0]!.message });
          continue;
        }
        sizes.push({ type, bedrooms, price: parsed.data });
      }
      return sizes.sort((a, b) => a.bedrooms - b.bedrooms);
    });

/** A size in a copywriter's words with its kind first, as the messages list them. */
export const sizeNames = (sizes: PropertySize[]) => sizes.map(sizeInWords).join(', ');
