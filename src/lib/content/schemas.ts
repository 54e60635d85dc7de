/**
 * The content model: one schema per collection, written for the copywriters who edit the files.
 *
 * Every field carries a comment (shown as an editor hint) and a message in plain words, so a
 * mistake reads "title: write a title of at most 90 characters (this one has 104)" rather than
 * a zod error code. Objects are strict: a misspelt field (`descripton:`) is an error, never
 * silently dropped.
 *
 * Image fields take Astro's `image()` helper from the collection definition; tests pass a plain
 * string schema instead, which is why each schema is a function of it.
 */
import { z } from 'astro/zod';
import { TITLE_MAX } from '../metadata/head.ts';
import { uaeNumberProblem, type UaeNumberProblem } from '../channels/phone-numbers.ts';
import { DEFAULT_EDITION, EDITION_FACTS } from '../../shared/editions.ts';
import { PUBLIC_EMERGENCY_LINES } from '../public-emergency-lines.ts';
import { isCalendarDate, minutesOf, WEEKDAYS, type Schedule, type TimeWindow } from '../../shared/schedule.ts';
import {
  MONTHS,
  PROPERTY_TYPES,
  RESPONSE_HOURS_MAX,
  SIZES_MAX,
  SYSTEMS,
  VISITS_MAX,
  sizeKey,
  type MaintenanceSystem,
  type PropertySize,
  type PropertyType,
} from '../../shared/plans.ts';
import type { Duration, DurationUnit } from '../../shared/project-duration.ts';

/** A one-line text with a friendly message for missing, empty, too short and too long. */
export function text(label: string, { min = 1, max }: { min?: number; max?: number } = {}) {
  let schema = z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is missing` : `${label} must be text`) })
    .trim()
    .min(min, {
      error: (issue) => {
        const length = String(issue.input).length;
        return min <= 1 || length === 0
          ? `${label} is empty`
          : `${label} is too short: write at least ${min} characters (this one has ${length})`;
      },
    });
  if (max !== undefined) {
    schema = schema.max(max, {
      error: (issue) =>
        `${label} is too long: write at most ${max} characters (this one has ${String(issue.input).length})`,
    });
  }
  return schema;
}

/** An internal path such as `/contact` or `/service/hvac-system-in-dubai-uae`. */
export const internalPath = z
  .string({ error: 'the link is missing' })
  .regex(/^\/[^\s]*$/, { error: 'a link must be a path on this site that starts with "/", for example /contact' });

const httpsUrl = (label: string) =>
  z.url({ protocol: /^https$/, error: `${label} must be a full web address starting with https://` });

const email = z.email({ error: 'write an e-mail address such as info@example.ae' });

/** What the settings' numbers are called in messages: "the phone number in settings (phone)". */
const PHONE_WORDS = { phone: 'phone number', mobile: 'mobile number', whatsapp: 'WhatsApp number' } as const;
const LANDLINE = '+971 4 321 9876';
const MOBILE = '+971 50 123 4567';
const TOLL_FREE = '800 4321';

/**
 * A UAE number as people dial it, valid by libphonenumber's rules for the UAE: a landline, a
 * mobile or a toll-free 800 number, in local (04 321 9876) or international form (+971 4 321 9876).
 * WhatsApp takes the international form only: wa.me links need the country code.
 */
function uaePhone(key: keyof typeof PHONE_WORDS, { international = false } = {}) {
  const label = `the ${PHONE_WORDS[key]} in settings (${key})`;
  const example = international ? MOBILE : LANDLINE;
  const forms = international ? `such as ${MOBILE}` : `such as ${LANDLINE}, or a toll-free number such as ${TOLL_FREE}`;
  const messages: Record<UaeNumberProblem, (value: string) => string> = {
    'too short': (value) => `${label}, ${value}, is too short: write the whole number, ${forms}`,
    'too long': (value) => `${label}, ${value}, is too long: check its digits; write it ${forms}`,
    'another country': (value) =>
      `${label}, ${value}, is not a UAE number: write a number that starts with ${international ? '+971' : `+971 or 0, or a toll-free number such as ${TOLL_FREE}`}`,
    'not valid': (value) =>
      `${label}, ${value}, is not a valid UAE number: check its digits; a landline is written like ${LANDLINE}, a mobile like ${MOBILE}${international ? '' : `, a toll-free number like ${TOLL_FREE}`}`,
  };
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${label} is missing: write it like ${example}`
          : `${label} must be a phone number written like ${example}`,
    })
    .trim()
    .superRefine((value, context) => {
      const say = (message: string) => context.addIssue({ code: 'custom', message });
      if (!/^\+?[\d\s()-]+$/.test(value)) {
        say(`${label} can hold only the digits 0–9, spaces, +, - and brackets: write it like ${example}`);
      } else if (international && !value.startsWith('+')) {
        say(`${label} must be in international form, starting with + and the country code, like ${MOBILE}`);
      } else {
        const problem = uaeNumberProblem(value);
        if (problem) say(messages[problem](value));
      }
    });
}

function isCalendarDay(value: string): boolean {
  const day = new Date(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const DATE_FORM = 'write the date as year-month-day, for example 2024-08-09';

/**
 * A date written as 2024-08-09 (year-month-day). Only that form: "20 September" would otherwise
 * be read as a date in 2001. (YAML parsers may hand over a Date already; that is fine too.)
 * `missing` is what to say when the field is left out.
 */
const writtenDate = (missing = DATE_FORM) =>
  z
    .custom<Date | string>(
      (value) =>
        value instanceof Date ? !Number.isNaN(value.getTime()) : typeof value === 'string' && isCalendarDay(value),
      { error: (issue) => (issue.input === undefined ? missing : DATE_FORM) },
    )
    .transform((value) => new Date(value));

export const date = writtenDate();

/** Paragraphs separated by a blank line. */
const paragraphs = (label: string) => text(label, { min: 20 });

const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}: check its spelling against docs/content-guide.md`
        : undefined,
  });

/**
 * A picture of the page's own for link previews (WhatsApp, Facebook, LinkedIn, X), cut to
 * 1200 × 630; without it the build draws one from the title and the artwork.
 */
const ownPreview = <I extends z.ZodType>(image: I) => ({
  /** A photo for link previews (a path relative to this file, e.g. ../../assets/photos/team.jpg). */
  preview: image.optional(),
  /** What that photo shows; the page's title is said when it is left out. */
  previewAlt: text('previewAlt (the preview picture description)', { min: 5, max: 200 }).optional(),
});

const imageWithAlt = <I extends z.ZodType>(image: I) => ({
  /** The picture (a path relative to this file, e.g. ../../assets/art/hvac.svg). */
  image,
  /** What the picture shows, for people who cannot see it. */
  imageAlt: text('imageAlt (the picture description)', { min: 5, max: 200 }),
});

/**
 * An emergency response target the page can honestly call one: at least a quarter of an hour, at
 * most a working shift (longer is a next-day visit, which the booking form offers).
 */
const RESPONSE_MINUTES = { min: 15, max: 480 };
const RESPONSE_MINUTES_WORDS = `emergencyResponseMinutes must be a whole number of minutes from ${RESPONSE_MINUTES.min} to ${RESPONSE_MINUTES.max}, such as 90`;

export const settingsSchema = strict({
  /** The company's name as it appears in titles, the footer and articles. */
  companyName: text('companyName', { max: 80 }),
  /** The short name printed beside the logo in the navigation bar. */
  shortName: text('shortName', { max: 30 }),
  /** A one-line strapline used in the footer and the home page title. */
  tagline: text('tagline', { max: 120 }),
  /** A short paragraph about the company shown in the footer. */
  blurb: text('blurb', { min: 40, max: 400 }),
  email,
  phone: uaePhone('phone'),
  mobile: uaePhone('mobile'),
  /**
   * The WhatsApp number, in international form (+971 50 123 4567). Leave it out and no WhatsApp
   * link shows anywhere.
   */
  whatsapp: uaePhone('whatsapp', { international: true }).optional(),
  /** The postal address, one line per entry. */
  address: z.array(text('address line', { max: 120 }), { error: 'address must be a list of lines' }).min(1),
  /** The area and city used in structured data, e.g. Al Quoz Industrial Area 3, Dubai. */
  locality: text('locality', { max: 80 }),
  country: z.string().length(2, { error: 'country must be a two-letter code such as AE' }),
  openingHours: text('openingHours', { max: 80 }),
  social: z
    .array(
      strict({
        /** Which network: used for the icon and the link's accessible name. */
        network: z.enum(['facebook', 'instagram', 'linkedin', 'x', 'youtube'], {
          error: 'network must be one of facebook, instagram, linkedin, x, youtube',
        }),
        url: httpsUrl('a social link'),
      }),
    )
    .length(3, { error: 'list exactly three social profiles' }),
  /** The address of the embedded map on the contact page. */
  mapEmbedUrl: httpsUrl('mapEmbedUrl'),
  /** A plain link that opens the location in a maps app. */
  mapLinkUrl: httpsUrl('mapLinkUrl'),
  /** The public address of the site, used for canonical links, the sitemap and structured data. */
  siteUrl: httpsUrl('siteUrl'),
  developerCredit: strict({ name: text('developerCredit.name', { max: 80 }), url: httpsUrl('developerCredit.url') }),
  /** Google Tag Manager container id (GTM-XXXXXXX). Leave out to load no analytics at all. */
  analyticsId: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,10}$/, { error: 'analyticsId must look like GTM-ABC1234' })
    .optional(),
  /**
   * The share of page views, in percent, whose speed (Core Web Vitals) is measured and sent to the
   * site's own server for `npm run vitals`. 100 measures every view; a busy site can send less;
   * 0 turns the measuring off. Leave it out for 100.
   */
  vitalsSamplePercent: z
    .number({ error: 'vitalsSamplePercent must be a number from 0 to 100, such as 100 or 25' })
    .min(0, { error: 'vitalsSamplePercent must be a number from 0 to 100, such as 100 or 25' })
    .max(100, { error: 'vitalsSamplePercent must be a number from 0 to 100, such as 100 or 25' })
    .default(100),
  /** How soon a quote request is answered, as the form's thank-you says it: "within one working day". */
  replyTime: text('replyTime', { max: 60 }),
  /**
   * The target time, in minutes, from an emergency call to a technician at the door, which the
   * emergency page promises in the page's language: 90 reads "90 minutes", 120 "2 hours".
   */
  emergencyResponseMinutes: z
    .number({ error: RESPONSE_MINUTES_WORDS })
    .int({ error: RESPONSE_MINUTES_WORDS })
    .min(RESPONSE_MINUTES.min, { error: RESPONSE_MINUTES_WORDS })
    .max(RESPONSE_MINUTES.max, { error: RESPONSE_MINUTES_WORDS }),
  /** One to four capital letters that begin every quote reference: BH makes BH-000123. */
  referencePrefix: z
    .string({ error: 'referencePrefix is missing: write one to four capital letters, such as BH' })
    .regex(/^[A-Z]{1,4}$/, { error: 'referencePrefix must be one to four capital letters, such as BH' }),
});

/**
 * A translation of the settings (settings/ar/site.yaml): only the fields that are words. Phone
 * numbers, the e-mail, links and the map stay in settings/site.yaml, so they cannot drift apart.
 */
export const settingsTranslationSchema = settingsSchema
  .pick({
    companyName: true,
    shortName: true,
    tagline: true,
    blurb: true,
    address: true,
    locality: true,
    openingHours: true,
    replyTime: true,
  })
  .extend({ developerCredit: strict({ name: text('developerCredit.name', { max: 80 }) }).optional() });

export const slideSchema = <I extends z.ZodType>(image: I) =>
  strict({
    /** Position in the slider, 1 comes first. */
    order: z.number({ error: 'order must be a number such as 1' }).int().positive(),
    heading: text('heading', { max: 80 }),
    text: text('text', { max: 200 }),
    ...imageWithAlt(image),
  });

export const testimonialSchema = <I extends z.ZodType>(image: I) =>
  strict({
    order: z.number({ error: 'order must be a number such as 1' }).int().positive(),
    /** The person's name, e.g. "Layla Haddad". */
    name: text('name', { max: 60 }),
    /** Their job title, e.g. "Facilities Manager". */
    title: text('title', { max: 80 }),
    /** Their company, e.g. "Crescent Towers". */
    company: text('company', { max: 80 }),
    /** A square picture of the person, or artwork standing in for one. */
    avatar: image,
    text: text('text', { min: 20, max: 1200 }),
  });

export const clientSchema = <I extends z.ZodType>(image: I) =>
  strict({
    order: z.number({ error: 'order must be a number such as 1' }).int().positive(),
    name: text('name', { max: 80 }),
    logo: image,
  });

const section = strict({
  heading: text('heading', { max: 120 }),
  /** A short bold lead-in printed before the text. */
  lead: text('lead', { max: 80 }).optional(),
  /** Paragraphs separated by a blank line. */
  text: paragraphs('text'),
});

export const homeSchema = strict({
  title: text('title', { min: 20, max: TITLE_MAX }),
  description: text('description', { min: 50, max: 160 }),
  /** The "who we are" section that the banner's first button scrolls to. */
  about: section,
  /** Heading and introduction above the list of services. */
  services: strict({ heading: text('heading', { max: 120 }), text: paragraphs('text') }),
  sustainability: section,
  callToAction: strict({
    heading: text('heading', { max: 120 }),
    text: paragraphs('text'),
    label: text('label', { max: 40 }),
  }),
  clientsHeading: text('clientsHeading', { max: 80 }),
  testimonialsHeading: text('testimonialsHeading', { max: 80 }),
});

/**
 * A page's search-result title and snippet, and for pages made of copy (About) its heading and
 * sections. The services list, blog list and contact page use only the first two (the contact page
 * also its warranty claims section): their bodies come from their own collections.
 */
export const pageSchema = strict({
  title: text('title', { min: 20, max: TITLE_MAX }),
  description: text('description', { min: 50, max: 160 }),
  heading: text('heading', { max: 120 }).optional(),
  sections: z.array(section).default([]),
  /**
   * The contact page's section on how to claim a service's workmanship warranty: service pages that
   * state one link to it. Leave it out and they link to the contact form alone.
   */
  warrantyClaims: section.optional(),
});

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

/** A headed list of short points, one per line of the file, read in a hurry. */
const pointList = (label: string) =>
  strict({
    heading: text(`${label}.heading`, { max: 80 }),
    points: z
      .array(text(`a point of ${label}`, { max: 200 }), { error: `${label}.points must be a list of lines` })
      .min(1, { error: `add at least one point to ${label}` }),
  });

/** Where the emergency page's promise puts settings' emergencyResponseMinutes, in the edition's words. */
export const RESPONSE_TIME_SLOT = '{time}';

/**
 * The emergency page (/emergency): what a visitor in trouble reads, in the order they need it. Its
 * numbers are not here: the company's come from settings, the public services' from
 * src/lib/public-emergency-lines.ts, named by `line`.
 */
export const emergencySchema = strict({
  title: text('title', { min: 20, max: TITLE_MAX }),
  description: text('description', { min: 50, max: 160 }),
  heading: text('heading', { max: 80 }),
  /** Under the heading, above the Call and WhatsApp buttons. */
  intro: text('intro', { max: 300 }),
  /** Under the buttons: the target response time, with {time} where settings' emergencyResponseMinutes goes. */
  promise: text('promise', { max: 200 }).refine((value) => value.includes(RESPONSE_TIME_SLOT), {
    error: `promise must hold ${RESPONSE_TIME_SLOT} where the response time from settings (emergencyResponseMinutes) goes, e.g. "A technician with you within ${RESPONSE_TIME_SLOT}, day or night."`,
  }),
  /** The message a WhatsApp chat opens with, ready to send. */
  chatMessage: text('chatMessage', { max: 120 }),
  /** When a public service comes first (fire, gas), and each service's number as one tap. */
  callFirst: strict({
    heading: text('callFirst.heading', { max: 80 }),
    text: text('callFirst.text', { max: 400 }),
    lines: z
      .array(
        strict({
          /** Which public number: its digits live in the code, never typed here. */
          line: z.enum(PUBLIC_EMERGENCY_LINES, {
            error: `line must be one of ${PUBLIC_EMERGENCY_LINES.join(', ')}`,
          }),
          name: text('the line name', { max: 60 }),
          when: text('when to call it', { max: 160 }),
        }),
      )
      .min(1, { error: 'list at least one public line under callFirst' }),
  }),
  /** What to do before help arrives. */
  rightNow: pointList('rightNow'),
  /** What counts as an emergency. */
  emergencies: pointList('emergencies'),
});

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

export const articleSchema = <I extends z.ZodType>(image: I) =>
  strict({
    /** The article's heading and browser tab title. */
    title: text('title', { min: 20, max: TITLE_MAX }),
    /** The search result snippet. */
    description: text('description', { min: 50, max: 160 }),
    date,
    ...imageWithAlt(image),
    /** One or two sentences for the blog card. */
    excerpt: text('excerpt', { min: 40, max: 220 }),
    /** A video shown on the blog card, opened only when the visitor asks for it. */
    video: httpsUrl('video').optional(),
    /** true keeps the article off the built site (pages, lists, sitemap, RSS); `npm run dev` still shows it. */
    draft: z.boolean({ error: 'draft must be true or false' }).optional(),
    ...ownPreview(image),
  });

const DURATION_WORDS = 'duration must be a whole number and days, weeks or months, such as 14 weeks or 3 months';

/**
 * How long a project took, written `14 weeks` (or days, months): kept as a number and a unit, so
 * that each edition writes it in its own words and structured data in ISO 8601 (P14W).
 */
const duration = z
  .string({ error: (issue) => (issue.input === undefined ? `duration is missing: ${DURATION_WORDS}` : DURATION_WORDS) })
  .transform((value, context): Duration => {
    const match = /^\s*(\d{1,3})\s+(day|week|month)s?\s*$/i.exec(value);
    const amount = Number(match?.[1]);
    if (!match || amount < 1) {
      context.addIssue({ code: 'custom', message: `${DURATION_WORDS} (not "${value}")` });
      return z.NEVER;
    }
    return { amount, unit: match[2]!.toLowerCase() as DurationUnit };
  });

/** The most services one project names: its page lists them, and each service page lists the project. */
export const PROJECT_SERVICES_MAX = 4;

/**
 * A case study (projects/*.mdx): who the client was (a kind of client, not necessarily a name),
 * where, what kind of facility, the services involved (file names in services/, checked by
 * content-check/project-services.ts), when it started and how long it took, its scope, one
 * measured result, before and after pictures with their descriptions, and the story in the body.
 */
export const projectSchema = <I extends z.ZodType>(image: I) =>
  strict({
    /** The project's heading and browser tab title. */
    title: text('title', { min: 20, max: TITLE_MAX }),
    /** The search result snippet. */
    description: text('description', { min: 50, max: 160 }),
    /** The kind of client, e.g. "Owners' association of a villa community"; a name only with their consent. */
    client: text('client (the kind of client)', { max: 80 }),
    /** The community or area, e.g. "Arabian Ranches". */
    community: text('community', { max: 60 }),
    /** The emirate, e.g. "Dubai". */
    emirate: text('emirate', { max: 30 }),
    /** The kind of facility, e.g. "240 villas with split and ducted AC". */
    facility: text('facility (the kind of facility)', { max: 80 }),
    /** The services involved: file names in src/content/services/, without .yaml. */
    services: z
      .array(
        z
          .string({ error: 'each service is a file name in src/content/services/, without .yaml' })
          .regex(/^[\w-]+$/, { error: 'each service is a file name in src/content/services/, without .yaml' }),
        { error: 'services must be a list of service file names, like [hvac-system-in-dubai-uae]' },
      )
      // A refinement, not .min/.max: those would also measure a plain text written in place of the list.
      .superRefine((services, context) => {
        if (services.length === 0) {
          context.addIssue({ code: 'custom', message: 'name at least one service the project involved' });
        } else if (services.length > PROJECT_SERVICES_MAX) {
          context.addIssue({
            code: 'custom',
            message: `name at most ${PROJECT_SERVICES_MAX} services: the ones the project was mostly about`,
          });
        }
      }),
    /** The day the work started, year-month-day. */
    start: writtenDate('start is missing: write the day the work started, such as 2025-03-02'),
    duration,
    /** What the work covered, in a sentence or two. */
    scope: text('scope', { min: 20, max: 300 }),
    /** One measured result, in one line: "Chilled-water energy down 18% in the first summer". */
    result: text('result', { min: 10, max: 120 }).refine((value) => !value.includes('\n'), {
      error: 'result is one line: write the one measured result, without a line break',
    }),
    /** The picture before the work (a path relative to this file, e.g. ../../assets/art/projects/x-before.svg). */
    beforeImage: image,
    /** What the before picture shows, printed under it. */
    beforeText: text('beforeText (what the before picture shows)', { min: 5, max: 200 }),
    /** The picture after the work; it is also the project's picture on cards. */
    afterImage: image,
    /** What the after picture shows, printed under it. */
    afterText: text('afterText (what the after picture shows)', { min: 5, max: 200 }),
    /** true keeps the project off the built site; `npm run dev` still shows it. */
    draft: z.boolean({ error: 'draft must be true or false' }).optional(),
    ...ownPreview(image),
  });

/** A time of day as the schedule writes it: HH:MM on the 24-hour clock. */
function timeProblem(label: string, value: string): string | undefined {
  if (minutesOf(value) !== undefined) return undefined;
  const [hour = 0, minute = 0] = value.split(':').map(Number);
  return /^\d{1,2}:\d{2}$/.test(value) && (hour > 23 || minute > 59)
    ? `${label}, ${value}, is outside the day: write a time from 00:00 to 23:59, such as 14:00`
    : `${label}, ${value}, is not a time written HH:MM on the 24-hour clock: write it like 14:00 (2 pm) or 08:00`;
}

const scheduleTime = (label: string) =>
  z
    .string({ error: `${label} must be a time written HH:MM on the 24-hour clock, such as 14:00` })
    .trim()
    .superRefine((value, context) => {
      const problem = timeProblem(label, value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

/** "08:00-10:00" (or with an en dash) as its two ends; undefined when it is not two times. */
const windowEnds = (value: string): TimeWindow | undefined => {
  const match = /^\s*(\S+)\s*[-–]\s*(\S+)\s*$/.exec(value);
  return match ? { start: match[1]!, end: match[2]! } : undefined;
};

/** One time window, "08:00-10:00": two times, the end after the start. */
const scheduleWindow = z
  .string({ error: 'a window must be two times, the start and the end, written like 08:00-10:00' })
  .superRefine((value, context) => {
    const say = (message: string) => context.addIssue({ code: 'custom', message });
    const ends = windowEnds(value);
    if (!ends) return say(`the window ${value} must be two times, the start and the end, written like 08:00-10:00`);
    const problem = timeProblem(`its start`, ends.start) ?? timeProblem(`its end`, ends.end);
    if (problem) return say(`the window ${value}: ${problem}`);
    if (minutesOf(ends.end)! <= minutesOf(ends.start)!) {
      say(
        `the window ${value} ends ${ends.end === ends.start ? 'when' : 'before'} it starts: write the start first and the end after it, like 08:00-10:00`,
      );
    }
  })
  .transform((value) => windowEnds(value)!);

/** A day's windows: none may overlap another (one ending at 10:00 and the next starting at 10:00 is fine). */
const scheduleWindows = (label: string) =>
  z
    .array(scheduleWindow, { error: `${label} must be a list of windows, one per line, like - 08:00-10:00` })
    .min(1, { error: `${label} needs at least one window, like - 08:00-10:00` })
    .superRefine((windows, context) => {
      // A window refused on its own (not two times, or ending first) is left out: it is reported already.
      const order = windows
        .map((window, index) => ({
          window,
          index,
          start: minutesOf(window?.start ?? ''),
          end: minutesOf(window?.end ?? ''),
        }))
        .filter(
          (item): item is typeof item & { start: number; end: number } =>
            item.start !== undefined && item.end !== undefined && item.end > item.start,
        )
        .sort((a, b) => a.start - b.start);
      // Held against the window that reaches furthest so far, not only the one before it:
      // 08:00-12:00 overlaps 11:00-13:00 across 09:00-10:00.
      let reach = order[0];
      for (const later of order.slice(1)) {
        const earlier = reach!;
        if (later.end > earlier.end) reach = later;
        if (later.start >= earlier.end) continue;
        context.addIssue({
          code: 'custom',
          path: [later.index],
          message: `the window ${later.window.start}-${later.window.end} overlaps ${earlier.window.start}-${earlier.window.end}: a visit fits in one window, so start this one at ${earlier.window.end} or later, or end the other one sooner`,
        });
      }
    });

/**
 * A day written 2027-12-02 (year-month-day), kept as that text: the schedule compares days, never
 * instants. The content check reads 2027-02-30 as written and refuses it; Astro's YAML reader turns
 * it into 2 March before the schema sees it, which is why `npm run check` is the one that says so.
 */
const scheduleDay = (label: string) =>
  z
    .custom<Date | string>(
      (value) =>
        value instanceof Date ? !Number.isNaN(value.getTime()) : typeof value === 'string' && isCalendarDate(value),
      {
        error: (issue) =>
          typeof issue.input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(issue.input)
            ? `${label}, ${issue.input}, is not a day of the calendar: check the month and the day, written year-month-day, like 2027-12-02`
            : `${label} must be a day written year-month-day, like 2027-12-02`,
      },
    )
    .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value));

const DAYS_AHEAD_MAX = 60;
const daysAheadMessage = `daysAhead must be a whole number of days from 1 to ${DAYS_AHEAD_MAX}, such as 14`;

/**
 * The office's visiting schedule (schedule/schedule.yaml): the days and time windows the booking
 * form offers, in Dubai time. Times and dates only, no words, so one file serves every edition.
 */
export const scheduleSchema = strict({
  /** The days of the week the office visits, in English: monday … sunday. */
  workingDays: z
    .array(
      z.enum(WEEKDAYS, {
        error: (issue) =>
          `${String(issue.input)} is not a day of the week: write the days in English, in small letters: ${WEEKDAYS.join(', ')}`,
      }),
      { error: 'workingDays must be a list of days, like [monday, tuesday, wednesday]' },
    )
    .min(1, { error: 'workingDays needs at least one day' }),
  /** The time windows a visitor chooses from on a working day, like 08:00-10:00. */
  windows: scheduleWindows('windows'),
  /** Until when a visit can still be booked for the same day (HH:MM). */
  sameDayCutoff: scheduleTime('sameDayCutoff'),
  /** How many days ahead a visitor may book: 14 means today to two weeks from today. */
  daysAhead: z
    .number({ error: daysAheadMessage })
    .int({ error: daysAheadMessage })
    .min(1, { error: daysAheadMessage })
    .max(DAYS_AHEAD_MAX, { error: daysAheadMessage }),
  /** Public holidays: days the office is closed, year-month-day. */
  holidays: z
    .array(scheduleDay('the holiday'), { error: 'holidays must be a list of days, like - 2027-12-02' })
    .default([]),
  /** Ramadan's first and last day, and its shorter windows, which replace the usual ones then. */
  ramadan: strict({
    start: scheduleDay('ramadan.start'),
    end: scheduleDay('ramadan.end'),
    windows: scheduleWindows('ramadan.windows'),
  })
    .superRefine((ramadan, context) => {
      if (ramadan.end < ramadan.start) {
        context.addIssue({
          code: 'custom',
          path: ['end'],
          message: `Ramadan ends (${ramadan.end}) before it starts (${ramadan.start}): write its first day as start and its last day as end`,
        });
      }
    })
    .optional(),
}) satisfies z.ZodType<Schedule>;

/** A credential's number as its certificate prints it; a number written without quotes is read as that text. */
const credentialNumber = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  text('number (as the certificate prints it)', { max: 40 }),
);

/**
 * The licences, approvals and certificates the site claims (credentials/credentials.yaml). The
 * content check fails once an expiry has passed and warns 60 days before (credential-expiry.ts).
 */
export const credentialsSchema = strict({
  credentials: z
    .array(
      strict({
        /** What it is, e.g. "Approved maintenance contractor". */
        name: text('name', { max: 100 }),
        /** Who grants it, e.g. "Dubai Municipality". */
        issuer: text('issuer', { max: 100 }),
        number: credentialNumber,
        /** The last day it is valid, year-month-day. */
        expires: date,
        /** The issuer's public page where anyone can look it up; leave it out where there is none. */
        check: httpsUrl("check (the issuer's public check)").optional(),
      }),
      { error: 'credentials must be a list, each item starting with "- name:"' },
    )
    .min(1, { error: 'list at least one credential, or remove the file' }),
});

/** The days from `today` to an expiry, 0 on its last day, below 0 once it has passed (dates are UTC midnights). */
export function daysUntil(expires: Date, today: Date): number {
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((expires.getTime() - day) / 86_400_000);
}

/**
 * A translation of the credentials (credentials/ar/credentials.yaml): the words of each, found by
 * its number; the expiry and the link stay in the original.
 */
export const credentialsTranslationSchema = strict({
  credentials: z.array(
    strict({ number: credentialNumber, name: text('name', { max: 100 }), issuer: text('issuer', { max: 100 }) }),
    {
      error: 'credentials must be a list, each item starting with "- number:"',
    },
  ),
});

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

/** One kind of property's prices: `2 bedrooms: 1800` lines under `apartment:` or `villa:`. */
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

const visitsMessage = (system: string) =>
  `visits for ${system} must be a whole number of visits a year from 0 to ${VISITS_MAX}, such as 2`;

const unknownSystem = (label: string, system: unknown) =>
  `${label} ${String(system)} is not one of the systems the page knows: write one of ${SYSTEMS.join(', ')}`;

const systemKey = (label: string) => z.enum(SYSTEMS, { error: (issue) => unknownSystem(label, issue.input) });

const callOutsMessage =
  'callOuts must be the number of call-outs a year included, a whole number such as 4, or unlimited';
const responseMessage = `responseHours must be the emergency response target in hours, a whole number from 1 to ${RESPONSE_HOURS_MAX}, such as 4`;

/** A plan's words, which its translation gives in the other edition. */
const planWords = {
  /** The plan's name, e.g. "Standard". */
  name: text('name', { max: 30 }),
  /** Its promise in one line, e.g. "Every system serviced before the summer, with priority call-outs". */
  promise: text('promise', { max: 120 }),
  /** What one call-out covers, e.g. "One visit of up to an hour for one fault, labour included". */
  callOutCovers: text('callOutCovers', { max: 160 }),
  /** What the plan pays for in parts and consumables, and what the owner pays. */
  parts: text('parts', { max: 200 }),
  /** What the plan does not cover, each in plain words. */
  exclusions: z
    .array(text('an exclusion', { max: 120 }), { error: 'exclusions must be a list, one per line starting with "- "' })
    .min(1, { error: 'list at least one exclusion: say plainly what the plan does not cover' }),
};

const planId = z
  .string({ error: 'id is missing: write a short name in small letters, such as standard' })
  .regex(/^[a-z][a-z0-9-]{0,29}$/, {
    error: 'id must be a short name in small letters, digits and dashes, such as standard: it is part of links',
  });

const monthKey = z.enum(MONTHS, {
  error: (issue) => `${String(issue.input)} is not a month: write it in English, in small letters, such as march`,
});

/** The plan's facts: what the Arabic twin does not repeat. */
const plan = strict({
  /** A short name in small letters for links (/plans#standard); never shown. */
  id: planId,
  ...planWords,
  /** Whether the prices include the 5% VAT: included or excluded. */
  vat: z.enum(['included', 'excluded'], {
    error: 'vat must be included or excluded: say whether the prices include the 5% VAT',
  }),
  /** The yearly price in dirhams for each size, under apartment: and villa:. */
  prices: strict({ apartment: pricesFor('apartment').optional(), villa: pricesFor('villa').optional() }).transform(
    (prices) => PROPERTY_TYPES.flatMap((type) => prices[type] ?? []),
  ),
  /** Planned visits a year for each system, e.g. ac: 3. */
  visits: z
    .record(z.string(), z.unknown(), { error: 'visits must be a list of systems, one per line, like ac: 3' })
    .superRefine((visits, context) => {
      for (const [system, count] of Object.entries(visits)) {
        if (!(SYSTEMS as readonly string[]).includes(system)) {
          context.addIssue({ code: 'custom', path: [system], message: unknownSystem('visits:', system) });
        } else if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > VISITS_MAX) {
          context.addIssue({ code: 'custom', path: [system], message: visitsMessage(system) });
        }
      }
    })
    .transform((visits) => visits as Partial<Record<MaintenanceSystem, number>>),
  /** Call-outs included a year: a number, or unlimited. */
  callOuts: z.union([z.number().int().min(0).max(99), z.literal('unlimited')], { error: callOutsMessage }),
  /** The emergency response target, in hours. */
  responseHours: z
    .number({ error: responseMessage })
    .int({ error: responseMessage })
    .min(1, { error: responseMessage })
    .max(RESPONSE_HOURS_MAX, { error: responseMessage }),
});

const calendarMonth = strict({
  month: monthKey,
  /** The systems serviced that month, e.g. [ac, water-tank]. */
  systems: z
    .array(systemKey('systems:'), { error: 'systems must be a list, like [ac, plumbing]' })
    .min(1, { error: 'name at least one system serviced that month' }),
  /** Why then, in a few words, e.g. "Before the summer heat"; leave it out where nothing needs saying. */
  note: text('note', { max: 80 }).optional(),
});

/** Each month once, January to December, in order: what is missing or twice first, the order once all are there. */
const twelveMonths = <T extends { month: string }>(months: T[], context: z.RefinementCtx) => {
  const say = (message: string, path: (string | number)[] = []) => context.addIssue({ code: 'custom', path, message });
  const missing = MONTHS.filter((month) => !months.some((entry) => entry.month === month));
  for (const month of missing) {
    say(`the calendar has no ${month}: list the twelve months, january to december, each once`);
  }
  const twice = months.flatMap((entry, index) =>
    months.findIndex((other) => other.month === entry.month) === index ? [] : [index],
  );
  for (const index of twice) {
    say(`${months[index]!.month} is listed twice: list the twelve months, january to december, each once`, [
      index,
      'month',
    ]);
  }
  if (missing.length || twice.length) return;
  months.forEach((entry, index) => {
    if (entry.month !== MONTHS[index]) {
      say(`${entry.month} is out of place: list the twelve months in order, january to december, each once`, [
        index,
        'month',
      ]);
    }
  });
};

/** A size in a copywriter's words with its kind first, as the messages list them. */
const sizeNames = (sizes: PropertySize[]) => sizes.map(sizeInWords).join(', ');

/**
 * The maintenance plans the plans page compares (plans/plans.yaml): one file, so that every plan's
 * prices and visits sit side by side and can be held against each other. The Arabic words are in
 * ar/plans.yaml, matched by id.
 */
export const plansSchema = strict({
  /** The service page (a file name in services/) that shows the plans in brief and that "Ask for this plan" chooses. */
  service: z
    .string({ error: 'service is missing: write the file name of the annual maintenance service, without .yaml' })
    .regex(/^[\w-]+$/, { error: 'service must be a file name in src/content/services/, without .yaml' }),
  plans: z
    .array(plan, { error: 'plans must be a list, each plan starting with "- id:"' })
    .min(1, { error: 'list at least one plan' })
    .superRefine((plans, context) => {
      const [first, ...others] = plans;
      if (!first) return;
      if (first.prices.length > SIZES_MAX) {
        context.addIssue({
          code: 'custom',
          path: [0, 'prices'],
          message: `${first.name} is priced for ${first.prices.length} sizes: the page's size choice takes at most ${SIZES_MAX}; remove the ones asked for least`,
        });
      }
      // A system the page does not know is reported on its own line already.
      const systems = (entry: (typeof plans)[number]) =>
        Object.keys(entry.visits).filter((system) => (SYSTEMS as readonly string[]).includes(system));
      others.forEach((other, offset) => {
        const index = offset + 1;
        const missing = first.prices.filter((size) => !other.prices.some((their) => sizeKey(their) === sizeKey(size)));
        const extra = other.prices.filter((size) => !first.prices.some((their) => sizeKey(their) === sizeKey(size)));
        if (missing.length || extra.length) {
          context.addIssue({
            code: 'custom',
            path: [index, 'prices'],
            message: `every plan is priced for the same sizes, as the page compares them: ${other.name} ${[
              missing.length ? `has no price for ${sizeNames(missing)}` : '',
              extra.length ? `has a price for ${sizeNames(extra)}, which ${first.name} has not` : '',
            ]
              .filter(Boolean)
              .join(' and ')}`,
          });
        }
        const lacking = systems(first).filter((system) => !systems(other).includes(system));
        const added = systems(other).filter((system) => !systems(first).includes(system));
        if (lacking.length || added.length) {
          context.addIssue({
            code: 'custom',
            path: [index, 'visits'],
            message: `every plan lists visits for the same systems, as the page compares them (write 0 for none): ${other.name} ${[
              lacking.length ? `has no line for ${lacking.join(', ')}` : '',
              added.length ? `has a line for ${added.join(', ')}, which ${first.name} has not` : '',
            ]
              .filter(Boolean)
              .join(' and ')}`,
          });
        }
      });
      const ids = plans.map((entry) => entry.id);
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index) {
          context.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: `two plans have the id ${id}: give each plan its own`,
          });
        }
      });
    }),
  /** The twelve months, January first, each with the systems serviced then. */
  calendar: z
    .array(calendarMonth, { error: 'calendar must be a list of months, each starting with "- month:"' })
    .superRefine(twelveMonths),
});

/**
 * A translation of the plans (plans/ar/plans.yaml): each plan's words, found by its id, and the
 * calendar's notes, found by month. Prices, visits and the rest stay in the original.
 */
export const plansTranslationSchema = strict({
  plans: z.array(strict({ id: planId, ...planWords }), {
    error: 'plans must be a list, each plan starting with "- id:"',
  }),
  calendar: z
    .array(strict({ month: monthKey, note: text('note', { max: 80 }) }), {
      error: 'calendar must be a list of months, each starting with "- month:"',
    })
    .default([]),
});

export type Settings = z.infer<typeof settingsSchema>;
export type EmergencyCopy = z.infer<typeof emergencySchema>;
export type SettingsTranslation = z.infer<typeof settingsTranslationSchema>;
export type Credentials = z.infer<typeof credentialsSchema>;
export type CredentialsTranslation = z.infer<typeof credentialsTranslationSchema>;
export type Plans = z.infer<typeof plansSchema>;
export type PlansTranslation = z.infer<typeof plansTranslationSchema>;
