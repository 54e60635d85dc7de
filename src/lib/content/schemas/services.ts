/**
 * The services (services/*.yaml): one file a service, its page and its card, with its price guide,
 * whose amounts only the original holds (a translation gives the words of its jobs).
 */
import { z } from 'astro/zod';
import { DEFAULT_EDITION, EDITION_FACTS } from '../../../shared/editions.ts';
import { TITLE_MAX } from '../../metadata/head.ts';
import { imageWithAlt, internalPath, ownPreview, paragraphs, section, strict, text, writtenDate } from './fields.ts';

/** The most jobs a price guide lists: a short table, so that a service page stays within its first round trip. */
export const PRICED_JOBS_MAX = 6;

/** An amount in UAE dirhams as the price guide writes it: a whole number, the site adds "AED". */
const dirhams = (label: string) => {
  const form = `${label} must be an amount in dirhams written as a whole number, such as 150: leave out "AED", commas and fils`;
  return z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} is missing: write it in dirhams, such as 150` : form),
    })
    .int({ error: form })
    .positive({ error: `${label} must be more than 0` })
    .max(1_000_000, { error: `${label} is more than a million dirhams: check its digits` });
};

const jobWords = {
  /** What the job is, as a visitor would ask for it: "AC service". */
  job: text('job', { max: 60 }),
  /** What one price is for, when it is not the whole job: "per unit", "per visit". */
  unit: text('unit', { max: 30 }).optional(),
};

/**
 * A service's price guide (`prices:` in the English file): "from" prices for named jobs, the
 * call-out fee, the hourly rate after the first hour, the out-of-hours surcharge, and the day the
 * prices were last reviewed. Amounts are whole dirhams, including VAT (the page says so; UAE rules
 * ask for prices shown to the public to include it). The surcharge is a fixed amount per visit
 * rather than a percentage: a visitor reads it at once, with nothing to work out, and it sits in the
 * table as the other amounts do. How old `reviewed` may grow: content-check/price-review.ts.
 */
export const priceGuideSchema = strict({
  /** The jobs' starting prices, cheapest first is easiest to read. */
  from: z
    .array(strict({ ...jobWords, aed: dirhams('the price') }), {
      error: 'from must be a list of jobs, each starting with "- job:"',
    })
    .min(1, { error: 'from needs at least one job, or leave it out' })
    .max(PRICED_JOBS_MAX, {
      error: `from lists more than ${PRICED_JOBS_MAX} jobs: keep the ${PRICED_JOBS_MAX} that visitors ask about most`,
    })
    .optional(),
  /** The inspection or call-out fee, and whether it comes off the bill when the work goes ahead. */
  callOut: strict({
    aed: dirhams('the call-out fee'),
    deductedIfWorkGoesAhead: z.boolean({
      error:
        'deductedIfWorkGoesAhead must be true (the fee comes off the bill when the work goes ahead) or false (it is paid either way)',
    }),
  }).optional(),
  /** The rate for each hour after the first. */
  hourly: dirhams('the hourly rate').optional(),
  /** What a visit outside opening hours costs on top, in dirhams per visit. */
  outOfHours: dirhams('the out-of-hours surcharge').optional(),
  /** The day these prices were last checked, year-month-day. */
  reviewed: writtenDate('reviewed is missing: write the day the prices were last checked, such as 2026-10-01'),
}).superRefine((prices, context) => {
  if (prices.from || prices.callOut || prices.hourly) return;
  context.addIssue({
    code: 'custom',
    message: 'the price guide needs at least one price: a job under from, the callOut fee or the hourly rate',
  });
});

/** An object of a translation's prices: a field that is not words (an amount, the date) is the original's. */
const wordsOnly = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      const one = issue.keys.length === 1;
      return `a translation's prices hold only the words of each job (job and unit): ${issue.keys.map((key) => `"${key}"`).join(', ')} ${one ? 'is' : 'are'} read from the ${EDITION_FACTS[DEFAULT_EDITION].englishName} original; remove ${one ? 'it' : 'them'} here`;
    },
  });

/**
 * A translation's price guide (`prices:` in services/ar/…): the words of each job, in the order of
 * the original's; the amounts and the review date are read from the original, so the editions
 * cannot quote two prices.
 */
export const priceWordsSchema = wordsOnly({
  from: z
    .array(wordsOnly(jobWords), { error: 'from must be a list of jobs, each starting with "- job:"' })
    .min(1, { error: 'from needs at least one job, or leave prices out' }),
});

export type PriceGuide = z.infer<typeof priceGuideSchema>;
export type PriceWords = z.infer<typeof priceWordsSchema>;

/** Whether a service's `prices` is the original's guide (amounts and date) rather than a translation's words. */
export const isPriceGuide = (prices: PriceGuide | PriceWords | undefined): prices is PriceGuide =>
  !!prices && 'reviewed' in prices;

/**
 * Which file a service entry is: an original (its prices with amounts), a translation (its prices
 * words only), or either (the build, which reads both into one collection; `npm run check` knows
 * which each file is and holds it to its form).
 */
export type EntryForm = 'original' | 'translation' | 'either';

/** Whether a `prices:` block is written as an original's (anything beside its jobs' words) rather than a translation's. */
const writtenAsGuide = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return true;
  const { from, ...rest } = value as { from?: unknown };
  return Object.keys(rest).length > 0 || (Array.isArray(from) && from.some((job) => job && 'aed' in job));
};

/** Either form, told apart by what the block holds, each with its own messages. */
const eitherPrices = z.unknown().transform((value, context): PriceGuide | PriceWords => {
  const result = (writtenAsGuide(value) ? priceGuideSchema : priceWordsSchema).safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) context.addIssue({ ...issue, code: 'custom', input: value });
  return z.NEVER;
});

const pricesIn = (form: EntryForm) =>
  form === 'original' ? priceGuideSchema : form === 'translation' ? priceWordsSchema : eitherPrices;

export const serviceSchema = <I extends z.ZodType>(image: I, form: EntryForm = 'either') =>
  strict({
    /** Position on the services list, 1 comes first. */
    order: z.number({ error: 'order must be a number such as 1' }).int().positive(),
    /** The browser tab and search result title. */
    title: text('title', { min: 20, max: TITLE_MAX }),
    /** The search result snippet. */
    description: text('description', { min: 50, max: 160 }),
    /** The service's name: the h1 of its page and the title of its card. */
    name: text('name', { max: 80 }),
    /** The card's short text on /service. */
    blurb: text('blurb', { min: 40, max: 220 }),
    /** The banner's background art. */
    headImage: image,
    headImageAlt: text('headImageAlt', { min: 5, max: 200 }),
    ...imageWithAlt(image),
    /** How the headed sections are laid out: one under another, or a grid of cards. */
    layout: z.enum(['stacked', 'columns'], { error: 'layout must be "stacked" or "columns"' }),
    /** The main description: paragraphs separated by a blank line. */
    summary: paragraphs('summary'),
    points: z
      .array(strict({ name: text('point name', { max: 80 }), link: internalPath.optional() }))
      .min(1, { error: 'add at least one point' }),
    sections: z.array(section).min(1, { error: 'add at least one section' }),
    /** The price guide shown under the sections, and "from AED …" on the service's card; leave out for none. */
    prices: pricesIn(form).optional(),
    /** The workmanship warranty in a few words, "90 days on repairs"; leave out for none. */
    warranty: text('warranty', { min: 5, max: 100 }).optional(),
    ...ownPreview(image),
  });
