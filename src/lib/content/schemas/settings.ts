/**
 * The company's facts (settings/site.yaml): its name, numbers, addresses, links and the settings
 * the site runs with; and a translation's words for them (settings/ar/site.yaml).
 */
import { z } from 'astro/zod';
import { uaeNumberProblem, type UaeNumberProblem } from '../../channels/phone-numbers.ts';
import { httpsUrl, strict, text } from './fields.ts';

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

/**
 * An emergency response target the page can honestly call one: at least a quarter of an hour, at
 * most a working shift (longer is a next-day visit, which the visit request form offers).
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

export type Settings = z.infer<typeof settingsSchema>;
export type SettingsTranslation = z.infer<typeof settingsTranslationSchema>;
