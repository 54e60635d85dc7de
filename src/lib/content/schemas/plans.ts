import { z } from 'astro/zod';
import {
  MONTHS,
  PROPERTY_TYPES,
  RESPONSE_HOURS_MAX,
  SIZES_MAX,
  SYSTEMS,
  VISITS_MAX,
  sizeKey,
  type MaintenanceSystem,
} from '../../../shared/plans.ts';
import { pricesFor, sizeNames } from '../../plans/prices.ts';
import { strict, text } from './fields.ts';

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

export type Plans = z.infer<typeof plansSchema>;
export type PlansTranslation = z.infer<typeof plansTranslationSchema>;
