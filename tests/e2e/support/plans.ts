/**
 * What the plans page should show, read from the content the way a visitor's edition shows it:
 * each plan's name in the edition (its words found by id) and its price for a size, written as
 * the edition writes prices.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { formatNumber } from '../../../src/lib/i18n/index.ts';
import type { PropertyType } from '../../../src/shared/plans.ts';
import type { editions } from './editions.ts';

interface WrittenPlan {
  id: string;
  name: string;
  prices: Record<PropertyType, Record<string, number>>;
}

const read = (folder: string) =>
  parse(readFileSync(join(folder, 'plans.yaml'), 'utf8')) as { service: string; plans: WrittenPlan[] };

export const writtenPlans = read('src/content/plans');

/** The plans as an edition names them, each with a way to write its price for a size as that edition does. */
export function plansOf(edition: (typeof editions)[number]) {
  const words = edition.prefix ? read(edition.contentFolder('plans')).plans : [];
  return writtenPlans.plans.map((plan) => ({
    id: plan.id,
    name: words.find((twin) => twin.id === plan.id)?.name ?? plan.name,
    price: (type: PropertyType, size: string) =>
      edition.ui.plans.price(formatNumber(plan.prices[type][size]!, edition.code)),
    sizes: Object.values(plan.prices).flatMap((sizes) => Object.keys(sizes)).length,
  }));
}
