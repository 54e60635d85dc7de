/**
 * The maintenance plans' fixed vocabulary (src/content/plans/): the kinds of property a plan is
 * priced for, the systems it visits and the months of its calendar. The content names them by
 * these keys; each edition's words for them are in src/lib/i18n (`plans`). Free of dependencies,
 * so the schemas, the words and the pages all import it.
 */

/** The kinds of property a plan is priced for, in the order the size choice lists them. */
export const PROPERTY_TYPES = ['apartment', 'villa'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** The systems a plan's visits are counted for, in the order the comparison lists them. */
export const SYSTEMS = ['ac', 'electrical', 'plumbing', 'water-tank', 'pest-control'] as const;
export type MaintenanceSystem = (typeof SYSTEMS)[number];

/** The calendar's months as the content names them, January first. */
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** A property size a plan is priced for: an apartment or a villa by bedrooms, 0 for a studio. */
export interface PropertySize {
  type: PropertyType;
  bedrooms: number;
}

/** A size as one word, to tell sizes apart: `apartment-0` (a studio), `villa-3`. */
export const sizeKey = ({ type, bedrooms }: PropertySize) => `${type}-${bedrooms}`;

/** The most sizes the plans may be priced for: the comparison's style has a rule for each place (PlanComparison.astro). */
export const SIZES_MAX = 12;

/** The most visits a plan may promise for one system in a year: one a month. */
export const VISITS_MAX = 12;

/** The longest emergency response target a plan may state, in hours. */
export const RESPONSE_HOURS_MAX = 72;

/** The VAT rate in the UAE, in percent, which a price includes or excludes. */
export const VAT_PERCENT = 5;
