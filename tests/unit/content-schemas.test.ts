/**
 * The messages a copywriter sees when a content file is wrong: pinned word for word, since
 * they are part of the product for the people who edit the site.
 */
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  articleSchema,
  credentialsSchema,
  credentialsTranslationSchema,
  emergencySchema,
  serviceSchema,
  settingsSchema,
  testimonialSchema,
} from '../../src/lib/content/schemas';
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
