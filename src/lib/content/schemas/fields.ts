/**
 * The fields every collection's schema (one file a collection beside this one, listed in
 * ../collections.ts) is written with, for the copywriters who edit the files.
 *
 * Every field carries a comment (shown as an editor hint) and a message in plain words, so a
 * mistake reads "title: write a title of at most 90 characters (this one has 104)" rather than
 * a zod error code. Objects are strict: a misspelt field (`descripton:`) is an error, never
 * silently dropped.
 *
 * Image fields take Astro's `image()` helper from the collection definition; tests pass a plain
 * string schema instead, which is why a schema with pictures is a function of it.
 */
import { z } from 'astro/zod';

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

export const httpsUrl = (label: string) =>
  z.url({ protocol: /^https$/, error: `${label} must be a full web address starting with https://` });

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
export const writtenDate = (missing = DATE_FORM) =>
  z
    .custom<Date | string>(
      (value) =>
        value instanceof Date ? !Number.isNaN(value.getTime()) : typeof value === 'string' && isCalendarDay(value),
      { error: (issue) => (issue.input === undefined ? missing : DATE_FORM) },
    )
    .transform((value) => new Date(value));

export const date = writtenDate();

/** Paragraphs separated by a blank line. */
export const paragraphs = (label: string) => text(label, { min: 20 });

export const strict = <T extends z.ZodRawShape>(shape: T) =>
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
export const ownPreview = <I extends z.ZodType>(image: I) => ({
  /** A photo for link previews (a path relative to this file, e.g. ../../assets/photos/team.jpg). */
  preview: image.optional(),
  /** What that photo shows; the page's title is said when it is left out. */
  previewAlt: text('previewAlt (the preview picture description)', { min: 5, max: 200 }).optional(),
});

export const imageWithAlt = <I extends z.ZodType>(image: I) => ({
  /** The picture (a path relative to this file, e.g. ../../assets/art/hvac.svg). */
  image,
  /** What the picture shows, for people who cannot see it. */
  imageAlt: text('imageAlt (the picture description)', { min: 5, max: 200 }),
});

/** A headed section of copy: the home page's, a page's, a service's. */
export const section = strict({
  heading: text('heading', { max: 120 }),
  /** A short bold lead-in printed before the text. */
  lead: text('lead', { max: 80 }).optional(),
  /** Paragraphs separated by a blank line. */
  text: paragraphs('text'),
});
