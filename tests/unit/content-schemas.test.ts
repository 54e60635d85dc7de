/**
 * The messages a copywriter sees when a content file is wrong: pinned word for word, since
 * they are part of the product for the people who edit the site.
 */
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { articleSchema } from '../../src/lib/content/schemas/articles';
import { credentialsSchema, credentialsTranslationSchema } from '../../src/lib/content/schemas/credentials';
import { priceGuideSchema, serviceSchema } from '../../src/lib/content/schemas/services';
import { plansSchema, plansTranslationSchema } from '../../src/lib/content/schemas/plans';
import { projectSchema } from '../../src/lib/content/schemas/projects';
import { emergencySchema } from '../../src/lib/content/schemas/emergency';
import { settingsSchema } from '../../src/lib/content/schemas/settings';
import { testimonialSchema } from '../../src/lib/content/schemas/testimonials';
import { splitFrontmatter } from '../../src/lib/content-check';

const image = z.string();
const readYaml = (path: string) => parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const settings = readYaml('src/content/settings/site.yaml');
const service = readYaml('src/content/services/hvac-system-in-dubai-uae.yaml');
const article = parse(
  splitFrontmatter(readFileSync('src/content/articles/ac-installation-services-in-uae.mdx', 'utf8'))!.frontmatter,
) as Record<string, unknown>;

const without = (data: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== field));

function messages(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the real content files', () => {
  it('pass their schemas', () => {
    expect(messages(settingsSchema, settings)).toEqual([]);
    expect(messages(serviceSchema(image), service)).toEqual([]);
    expect(messages(articleSchema(image), article)).toEqual([]);
  });
});

describe('testimonials', () => {
  const testimonial = readYaml('src/content/testimonials/crescent-towers.yaml');

  it('carry a person: name, job title and company', () => {
    expect(messages(testimonialSchema(image), testimonial)).toEqual([]);
    expect(messages(testimonialSchema(image), without(testimonial, 'title'))).toEqual(['title: title is missing']);
    expect(messages(testimonialSchema(image), without(testimonial, 'name'))).toEqual(['name: name is missing']);
  });
});

describe('settings', () => {
  it('names a missing e-mail and a malformed one in plain words', () => {
    expect(messages(settingsSchema, without(settings, 'email'))).toEqual([
      'email: write an e-mail address such as info@example.ae',
    ]);
    expect(messages(settingsSchema, { ...settings, email: 'info at company' })).toEqual([
      'email: write an e-mail address such as info@example.ae',
    ]);
  });

  it('rejects a phone number with letters', () => {
    expect(messages(settingsSchema, { ...settings, phone: 'call us' })).toEqual([
      'phone: the phone number in settings (phone) can hold only the digits 0–9, spaces, +, - and brackets: write it like +971 4 321 9876',
    ]);
  });

  it('takes a WhatsApp number only in international form, and none at all', () => {
    expect(messages(settingsSchema, { ...settings, whatsapp: '050 555 0178' })).toEqual([
      'whatsapp: the WhatsApp number in settings (whatsapp) must be in international form, starting with + and the country code, like +971 50 123 4567',
    ]);
    expect(messages(settingsSchema, { ...settings, whatsapp: undefined })).toEqual([]);
  });

  it('takes a vitals sampling share from 0 to 100 percent, 100 when left out', () => {
    const wrong = 'vitalsSamplePercent: vitalsSamplePercent must be a number from 0 to 100, such as 100 or 25';
    expect(messages(settingsSchema, { ...settings, vitalsSamplePercent: 150 })).toEqual([wrong]);
    expect(messages(settingsSchema, { ...settings, vitalsSamplePercent: -1 })).toEqual([wrong]);
    expect(messages(settingsSchema, { ...settings, vitalsSamplePercent: '50%' })).toEqual([wrong]);
    expect(messages(settingsSchema, { ...settings, vitalsSamplePercent: 0 })).toEqual([]);
    expect(settingsSchema.parse({ ...settings, vitalsSamplePercent: undefined }).vitalsSamplePercent).toBe(100);
  });

  it('takes an emergency response target in whole minutes, from a quarter of an hour to a shift', () => {
    const wrong =
      'emergencyResponseMinutes: emergencyResponseMinutes must be a whole number of minutes from 15 to 480, such as 90';
    for (const minutes of [5, 600, 90.5, '90 minutes', undefined]) {
      expect(messages(settingsSchema, { ...settings, emergencyResponseMinutes: minutes }), String(minutes)).toEqual([
        wrong,
      ]);
    }
    expect(messages(settingsSchema, { ...settings, emergencyResponseMinutes: 120 })).toEqual([]);
  });

  it('wants exactly three social profiles', () => {
    expect(messages(settingsSchema, { ...settings, social: (settings.social as unknown[]).slice(0, 2) })).toEqual([
      'social: list exactly three social profiles',
    ]);
  });

  it('treats a misspelt field as an error instead of ignoring it', () => {
    expect(messages(settingsSchema, { ...settings, compnyName: 'Typo' })).toEqual([
      ': unknown field "compnyName": check its spelling against docs/content-guide.md',
    ]);
  });
});

describe('the emergency page', () => {
  const english = readYaml('src/content/emergency/emergency.yaml');
  const arabic = readYaml('src/content/emergency/ar/emergency.yaml');

  it('passes in both editions', () => {
    expect(messages(emergencySchema, english)).toEqual([]);
    expect(messages(emergencySchema, arabic)).toEqual([]);
  });

  it('wants {time} in its promise, where the response time from settings goes', () => {
    expect(messages(emergencySchema, { ...english, promise: 'We come quickly, day or night.' })).toEqual([
      'promise: promise must hold {time} where the response time from settings (emergencyResponseMinutes) goes, e.g. "A technician with you within {time}, day or night."',
    ]);
  });

  it('names a public line by its key, never by a typed number', () => {
    const callFirst = english.callFirst as { lines: Record<string, unknown>[] };
    const typed = { ...callFirst, lines: [{ ...callFirst.lines[0], line: '997' }] };
    expect(messages(emergencySchema, { ...english, callFirst: typed })).toEqual([
      'callFirst.lines.0.line: line must be one of civil-defence, police, ambulance, dewa',
    ]);
  });
});

describe('services', () => {
  it('counts the characters of a description that is too long', () => {
    const description = 'x'.repeat(170);
    expect(messages(serviceSchema(image), { ...service, description })).toEqual([
      'description: description is too long: write at most 160 characters (this one has 170)',
    ]);
  });

  it('explains the two layouts', () => {
    expect(messages(serviceSchema(image), { ...service, layout: 'grid' })).toEqual([
      'layout: layout must be "stacked" or "columns"',
    ]);
  });

  it('wants point links to be paths on this site', () => {
    const points = [{ name: 'Outside', link: 'https://elsewhere.example' }];
    expect(messages(serviceSchema(image), { ...service, points })).toEqual([
      'points.0.link: a link must be a path on this site that starts with "/", for example /contact',
    ]);
  });
});

describe("a service's price guide and warranty", () => {
  const prices = service.prices as Record<string, unknown>;
  const original = (changed: Record<string, unknown>) => messages(priceGuideSchema, { ...prices, ...changed });
  const job = { job: 'Split AC service', unit: 'per unit', aed: 150 };

  it('reads an amount as a whole number of dirhams, and says how to write one', () => {
    expect(original({ hourly: 'AED 120', outOfHours: 99.5, from: [{ ...job, aed: 0 }] })).toEqual([
      'from.0.aed: the price must be more than 0',
      'hourly: the hourly rate must be an amount in dirhams written as a whole number, such as 150: leave out "AED", commas and fils',
      'outOfHours: the out-of-hours surcharge must be an amount in dirhams written as a whole number, such as 150: leave out "AED", commas and fils',
    ]);
    expect(original({ from: [{ job: 'Split AC service' }] })).toEqual([
      'from.0.aed: the price is missing: write it in dirhams, such as 150',
    ]);
  });

  it('wants the call-out terms as true or false, and the review day', () => {
    const unreviewed = without(prices, 'reviewed');
    expect(messages(priceGuideSchema, { ...unreviewed, callOut: { aed: 99, deductedIfWorkGoesAhead: 'yes' } })).toEqual(
      [
        'callOut.deductedIfWorkGoesAhead: deductedIfWorkGoesAhead must be true (the fee comes off the bill when the work goes ahead) or false (it is paid either way)',
        'reviewed: reviewed is missing: write the day the prices were last checked, such as 2026-10-01',
      ],
    );
  });

  it('keeps the table short, and wants at least one price', () => {
    expect(original({ from: Array(7).fill(job) })).toEqual([
      'from: from lists more than 6 jobs: keep the 6 that visitors ask about most',
    ]);
    expect(
      messages(serviceSchema(image, 'original'), { ...service, prices: { outOfHours: 100, reviewed: '2026-10-01' } }),
    ).toEqual([
      'prices: the price guide needs at least one price: a job under from, the callOut fee or the hourly rate',
    ]);
  });

  it("holds a translation's prices to words, and the build's reading to one form or the other", () => {
    const translation = { ...service, prices: { from: [{ job: 'خدمة المكيف', aed: 150 }], reviewed: '2026-10-01' } };
    expect(messages(serviceSchema(image, 'translation'), translation)).toEqual([
      'prices.from.0: a translation\'s prices hold only the words of each job (job and unit): "aed" is read from the English original; remove it here',
      'prices: a translation\'s prices hold only the words of each job (job and unit): "reviewed" is read from the English original; remove it here',
    ]);
    expect(messages(serviceSchema(image), { ...service, prices: { from: [{ job: 'خدمة المكيف' }] } })).toEqual([]);
    expect(messages(serviceSchema(image), { ...service, prices: { from: [{ job: 'AC' }], hourly: 120 } })).toEqual([
      'prices.from.0.aed: the price is missing: write it in dirhams, such as 150',
      'prices.reviewed: reviewed is missing: write the day the prices were last checked, such as 2026-10-01',
    ]);
  });

  it('keeps a warranty to a few words', () => {
    expect(messages(serviceSchema(image), { ...service, warranty: '90 days on repairs '.repeat(6) })).toEqual([
      'warranty: warranty is too long: write at most 100 characters (this one has 113)',
    ]);
  });
});

describe('articles', () => {
  it('names a missing title', () => {
    expect(messages(articleSchema(image), without(article, 'title'))).toEqual(['title: title is missing']);
  });

  it('rejects a date that is not a date', () => {
    expect(messages(articleSchema(image), { ...article, date: '2024-13-45' })).toEqual([
      'date: write the date as year-month-day, for example 2024-08-09',
    ]);
  });

  it('asks for a picture description', () => {
    expect(messages(articleSchema(image), { ...article, imageAlt: '' })).toEqual([
      'imageAlt: imageAlt (the picture description) is empty',
    ]);
  });
});

describe('credentials', () => {
  const file = readYaml('src/content/credentials/credentials.yaml') as { credentials: Record<string, unknown>[] };
  const words = readYaml('src/content/credentials/ar/credentials.yaml');
  const first = file.credentials[0]!;
  const withFirst = (credential: Record<string, unknown>) => ({ credentials: [credential] });

  it('pass their schemas, the translation by its own', () => {
    expect(messages(credentialsSchema, file)).toEqual([]);
    expect(messages(credentialsTranslationSchema, words)).toEqual([]);
  });

  it('name a missing issuer, number and expiry in plain words', () => {
    expect(messages(credentialsSchema, withFirst(without(first, 'issuer')))).toEqual([
      'credentials.0.issuer: issuer is missing',
    ]);
    expect(messages(credentialsSchema, withFirst(without(first, 'number')))).toEqual([
      'credentials.0.number: number (as the certificate prints it) is missing',
    ]);
    expect(messages(credentialsSchema, withFirst(without(first, 'expires')))).toEqual([
      'credentials.0.expires: write the date as year-month-day, for example 2024-08-09',
    ]);
  });

  it('take an expiry only as year-month-day, and a number written without quotes as its text', () => {
    expect(messages(credentialsSchema, withFirst({ ...first, expires: '30/09/2027' }))).toEqual([
      'credentials.0.expires: write the date as year-month-day, for example 2024-08-09',
    ]);
    const parsed = credentialsSchema.parse(withFirst({ ...first, number: 1048273 }));
    expect(parsed.credentials[0]!.number).toBe('1048273');
  });

  it("take the issuer's check only as a full https address, and none at all", () => {
    expect(messages(credentialsSchema, withFirst({ ...first, check: 'www.dm.gov.ae' }))).toEqual([
      "credentials.0.check: check (the issuer's public check) must be a full web address starting with https://",
    ]);
    expect(messages(credentialsSchema, withFirst(without(first, 'check')))).toEqual([]);
  });

  it('want at least one credential', () => {
    expect(messages(credentialsSchema, { credentials: [] })).toEqual([
      'credentials: list at least one credential, or remove the file',
    ]);
  });
});

describe('plans', () => {
  type PlanFile = {
    plans: (Record<string, unknown> & {
      prices: Record<string, Record<string, unknown>>;
      visits: Record<string, unknown>;
    })[];
    calendar: Record<string, unknown>[];
  };
  const file = () => readYaml('src/content/plans/plans.yaml') as PlanFile;
  const words = readYaml('src/content/plans/ar/plans.yaml');
  const changed = (change: (plans: PlanFile) => void) => {
    const copy = file();
    change(copy);
    return copy;
  };

  it('pass their schemas, the translation by its own', () => {
    expect(messages(plansSchema, file())).toEqual([]);
    expect(messages(plansTranslationSchema, words)).toEqual([]);
  });

  it('read each size from its words, studio and bedrooms, apartments before villas', () => {
    const [essential] = plansSchema.parse(file()).plans;
    expect(essential!.prices.slice(0, 2)).toEqual([
      { type: 'apartment', bedrooms: 0, price: 950 },
      { type: 'apartment', bedrooms: 1, price: 1150 },
    ]);
    expect(essential!.prices.at(-1)).toEqual({ type: 'villa', bedrooms: 5, price: 4200 });
  });

  it('take a price only as a whole number of dirhams above 0, naming the size', () => {
    for (const price of ['1,450', 'AED 1450', 1450.5, 0]) {
      expect(
        messages(
          plansSchema,
          changed(({ plans }) => (plans[0]!.prices.apartment!['2 bedrooms'] = price)),
        ),
      ).toEqual([
        'plans.0.prices.apartment.2 bedrooms: the price for a 2-bedroom apartment must be a whole number of dirhams above 0, written without AED or commas, such as 1800',
      ]);
    }
  });

  it('name a size written in other words', () => {
    expect(
      messages(
        plansSchema,
        changed(({ plans }) => {
          plans[0]!.prices.villa!['2BR'] = plans[0]!.prices.villa!['2 bedrooms'];
          delete plans[0]!.prices.villa!['2 bedrooms'];
        }),
      ),
    ).toEqual([
      'plans.0.prices.villa.2BR: "2BR" is not a size: write studio, 1 bedroom, or a number of bedrooms such as 3 bedrooms',
    ]);
  });

  it('want every plan priced for the same sizes, saying which are missing and which are extra', () => {
    const uneven = changed(({ plans }) => {
      delete plans[1]!.prices.villa!['5 bedrooms'];
      plans[1]!.prices.villa!['6 bedrooms'] = 7000;
    });
    expect(messages(plansSchema, uneven)).toEqual([
      'plans.1.prices: every plan is priced for the same sizes, as the page compares them: Standard has no price for a 5-bedroom villa and has a price for a 6-bedroom villa, which Essential has not',
    ]);
  });

  it('want visits as whole numbers from 0 to 12, for systems the page knows, the same in every plan', () => {
    expect(
      messages(
        plansSchema,
        changed(({ plans }) => (plans[2]!.visits.ac = 13)),
      ),
    ).toEqual(['plans.2.visits.ac: visits for ac must be a whole number of visits a year from 0 to 12, such as 2']);
    expect(
      messages(
        plansSchema,
        changed(({ plans }) => (plans[2]!.visits.pool = 1)),
      ),
    ).toEqual([
      'plans.2.visits.pool: visits: pool is not one of the systems the page knows: write one of ac, electrical, plumbing, water-tank, pest-control',
    ]);
    expect(
      messages(
        plansSchema,
        changed(({ plans }) => delete plans[1]!.visits['pest-control']),
      ),
    ).toEqual([
      'plans.1.visits: every plan lists visits for the same systems, as the page compares them (write 0 for none): Standard has no line for pest-control',
    ]);
  });

  it('want the VAT said, call-outs counted and the response target in whole hours', () => {
    const wrong = changed(({ plans }) => {
      plans[0]!.vat = 'yes';
      plans[0]!.callOuts = 'many';
      plans[0]!.responseHours = '4 hours';
    });
    expect(messages(plansSchema, wrong)).toEqual([
      'plans.0.vat: vat must be included or excluded: say whether the prices include the 5% VAT',
      'plans.0.callOuts: callOuts must be the number of call-outs a year included, a whole number such as 4, or unlimited',
      'plans.0.responseHours: responseHours must be the emergency response target in hours, a whole number from 1 to 72, such as 4',
    ]);
    expect(
      messages(
        plansSchema,
        changed(({ plans }) => (plans[0]!.responseHours = 96)),
      ),
    ).toEqual([
      'plans.0.responseHours: responseHours must be the emergency response target in hours, a whole number from 1 to 72, such as 4',
    ]);
  });

  it('want the twelve months in order, each once', () => {
    expect(
      messages(
        plansSchema,
        changed(({ calendar }) => calendar.splice(5, 1)),
      ),
    ).toEqual(['calendar: the calendar has no june: list the twelve months, january to december, each once']);
    expect(
      messages(
        plansSchema,
        changed(({ calendar }) => ([calendar[2], calendar[3]] = [calendar[3]!, calendar[2]!])),
      ),
    ).toEqual([
      'calendar.2.month: april is out of place: list the twelve months in order, january to december, each once',
      'calendar.3.month: march is out of place: list the twelve months in order, january to december, each once',
    ]);
    expect(
      messages(
        plansSchema,
        changed(({ calendar }) => (calendar[5]!.month = 'may')),
      ),
    ).toEqual([
      'calendar: the calendar has no june: list the twelve months, january to december, each once',
      'calendar.5.month: may is listed twice: list the twelve months, january to december, each once',
    ]);
  });
});

describe('projects', () => {
  const project = parse(
    splitFrontmatter(readFileSync('src/content/projects/office-tower-chilled-water-plant-business-bay.mdx', 'utf8'))!
      .frontmatter,
  ) as Record<string, unknown>;
  const check = (data: Record<string, unknown>) => messages(projectSchema(image), data);

  it('read a duration as a number and a unit, for each edition to write in its words', () => {
    const parsed = projectSchema(image).parse(project);
    expect(parsed.duration).toEqual({ amount: 5, unit: 'month' });
    expect(parsed.start).toEqual(new Date('2024-11-03'));
    expect(projectSchema(image).parse({ ...project, duration: '1 week' }).duration).toEqual({
      amount: 1,
      unit: 'week',
    });
  });

  it('say in plain words what a duration, a start date and the services must be', () => {
    const durationRule = 'duration must be a whole number and days, weeks or months, such as 14 weeks or 3 months';
    expect(check({ ...project, duration: 'five months' })).toEqual([`duration: ${durationRule} (not "five months")`]);
    expect(check({ ...project, duration: '0 weeks' })).toEqual([`duration: ${durationRule} (not "0 weeks")`]);
    expect(check({ ...project, duration: 5 })).toEqual([`duration: ${durationRule}`]);
    expect(check(without(project, 'duration'))).toEqual([`duration: duration is missing: ${durationRule}`]);
    expect(check({ ...project, start: 'November 2024' })).toEqual([
      'start: write the date as year-month-day, for example 2024-08-09',
    ]);
    expect(check(without(project, 'start'))).toEqual([
      'start: start is missing: write the day the work started, such as 2025-03-02',
    ]);
    expect(check({ ...project, services: [] })).toEqual(['services: name at least one service the project involved']);
    expect(check({ ...project, services: 'hvac-system-in-dubai-uae' })).toEqual([
      'services: services must be a list of service file names, like [hvac-system-in-dubai-uae]',
    ]);
  });

  it('hold one measured result, on one line', () => {
    expect(check({ ...project, result: 'Chilled-water energy down 18%\nand fewer complaints' })).toEqual([
      'result: result is one line: write the one measured result, without a line break',
    ]);
    expect(check(without(project, 'result'))).toEqual(['result: result is missing']);
  });

  it('need both pictures, each with what it shows', () => {
    expect(check(without(project, 'afterText'))).toEqual([
      'afterText: afterText (what the after picture shows) is missing',
    ]);
    expect(check(without(project, 'beforeImage'))).toEqual([
      'beforeImage: Invalid input: expected string, received undefined',
    ]);
  });
});
