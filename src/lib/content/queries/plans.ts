import { getEntry } from 'astro:content';
import { fileInEdition } from '../../../shared/editions';
import type { Plans, PlansTranslation } from '../schemas/plans';
import { DEFAULT_EDITION, type Edition } from '../../i18n';

/**
 * The maintenance plans as the edition's pages show them (plans/plans.yaml): each plan with the
 * words of the edition's translation laid over it (found by id; the English words where it has
 * none), the sizes every plan is priced for, and the calendar with its notes in the edition.
 */
export async function getPlans(edition: Edition = DEFAULT_EDITION) {
  const [original, translation] = await Promise.all([
    getEntry('plans', 'plans'),
    edition === DEFAULT_EDITION ? undefined : getEntry('plansTranslations', fileInEdition('plans', edition)),
  ]);
  if (!original) throw new Error('The content file src/content/plans/plans.yaml is missing.');
  const { service, plans, calendar } = original.data as Plans;
  const words = translation?.data as PlansTranslation | undefined;
  return {
    service,
    sizes: plans[0]!.prices.map(({ type, bedrooms }) => ({ type, bedrooms })),
    plans: plans.map((plan) => ({
      ...plan,
      ...words?.plans.find((twin) => twin.id === plan.id),
      /** Its price for the smallest size: the "from" price. */
      lowestPrice: Math.min(...plan.prices.map((size) => size.price)),
    })),
    calendar: calendar.map((month) => ({
      ...month,
      note: words?.calendar.find((twin) => twin.month === month.month)?.note ?? month.note,
    })),
  };
}

export type PlanList = Awaited<ReturnType<typeof getPlans>>;
export type Plan = PlanList['plans'][number];
