import { z } from 'astro/zod';
import type { Duration, DurationUnit } from '../../../shared/project-duration.ts';
import { TITLE_MAX } from '../../metadata/head.ts';
import { ownPreview, strict, text, writtenDate } from './fields.ts';

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
