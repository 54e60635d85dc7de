/** What the forms' handlers need from the content: the contact form's and the visit request form's. */
import { getEntry } from 'astro:content';
import type { Schedule } from '../../../shared/schedule';
import { DEFAULT_EDITION, EDITIONS, type Edition } from '../../i18n';
import { getSettings } from './settings';
import { getServiceChoices } from './services';

/**
 * What the contact form's handler needs from the content (src/server/contact/handler.ts): where the mail
 * goes, how references begin, the reply time in each language, and the services by their English
 * names (staff read every mail in English).
 */
export async function getContactFormSettings() {
  const [settings, services, ...editions] = await Promise.all([
    getSettings(DEFAULT_EDITION),
    getServiceChoices(DEFAULT_EDITION),
    ...EDITIONS.map((edition) => getSettings(edition)),
  ]);
  return {
    recipient: settings.email,
    referencePrefix: settings.referencePrefix,
    replyTime: Object.fromEntries(EDITIONS.map((edition, index) => [edition, editions[index]!.replyTime])) as Record<
      Edition,
      string
    >,
    services,
  };
}

/**
 * The office's visiting schedule (schedule/schedule.yaml): the visit request form's days and windows,
 * and the rules its handler checks a request against (src/shared/schedule.ts).
 */
export async function getSchedule(): Promise<Schedule> {
  const entry = await getEntry('schedule', 'schedule');
  if (!entry) throw new Error('The content file src/content/schedule/schedule.yaml is missing.');
  return entry.data as Schedule;
}

/**
 * What the visit request form's handler needs from the content (src/server/visit-request/handler.ts):
 * the contact form's (where the mail goes, how references begin, the services in English), the
 * schedule, and the services' names in each edition for the visitor's confirmation.
 */
export async function getVisitRequestSettings() {
  const [quote, schedule, ...names] = await Promise.all([
    getContactFormSettings(),
    getSchedule(),
    ...EDITIONS.map((edition) => getServiceChoices(edition)),
  ]);
  const serviceNames = Object.fromEntries(EDITIONS.map((edition, index) => [edition, names[index]!])) as Record<
    Edition,
    Awaited<ReturnType<typeof getServiceChoices>>
  >;
  return { ...quote, schedule, serviceNames };
}
