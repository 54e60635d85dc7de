import { WARRANTY_CLAIM } from '../../../shared/contact/fields';
import { priceGuideIn } from '../../price-guide';
import { DEFAULT_EDITION, editionInfo, type Edition } from '../../i18n';
import { byOrder, entriesOf } from './entries';

/**
 * The services of one edition in their order, each with the price guide its pages show
 * (`priceGuide`: the original's amounts with the edition's words; none without prices).
 */
export async function getServices(edition: Edition = DEFAULT_EDITION) {
  const [services, originals] = await Promise.all([
    entriesOf('services', edition),
    edition === DEFAULT_EDITION ? undefined : entriesOf('services', DEFAULT_EDITION),
  ]);
  return services.sort(byOrder).map((service) => {
    const original = originals ? originals.find((entry) => entry.slug === service.slug) : service;
    return { ...service, priceGuide: priceGuideIn(original?.data.prices, service.data.prices) };
  });
}

export type Service = Awaited<ReturnType<typeof getServices>>[number];

/**
 * The contact form's service choices, in their order: every published service's file name and
 * its name in `edition` (the English name until a translation exists), then a claim under a
 * service's warranty. A service added to the collection joins the choice with no code change.
 * The server accepts what this offers, and names it in the mail in English.
 */
export async function getServiceChoices(edition: Edition = DEFAULT_EDITION) {
  const [services, translated] = await Promise.all([getServices(DEFAULT_EDITION), getServices(edition)]);
  return [
    ...services.map((service) => ({
      id: service.slug,
      name: translated.find((twin) => twin.slug === service.slug)?.data.name ?? service.data.name,
    })),
    { id: WARRANTY_CLAIM, name: editionInfo[edition].ui.contactForm.serviceWarranty },
  ];
}
