/**
 * The words of the pages that are one entry each (home, a `pages` entry, the emergency page), and
 * the home page's lists (slides, testimonials, clients).
 */
import type { CollectionEntry } from 'astro:content';
import type { EmergencyCopy } from '../schemas/emergency';
import { DEFAULT_EDITION, type Edition } from '../../i18n';
import { byOrder, entriesOf, entryOf } from './entries';

export const getHomeCopy = async (edition: Edition = DEFAULT_EDITION) =>
  (await entryOf('home', 'home', edition)) as CollectionEntry<'home'>['data'];

export const getPage = async (slug: string, edition: Edition = DEFAULT_EDITION) =>
  (await entryOf('pages', slug, edition)) as CollectionEntry<'pages'>['data'];

/** The emergency page's words; every edition has them, as the service worker keeps each edition's page. */
export const getEmergencyCopy = async (edition: Edition = DEFAULT_EDITION) =>
  (await entryOf('emergency', 'emergency', edition)) as EmergencyCopy;

export const getSlides = async (edition: Edition = DEFAULT_EDITION) =>
  (await entriesOf('slides', edition)).sort(byOrder);
export const getTestimonials = async (edition: Edition = DEFAULT_EDITION) =>
  (await entriesOf('testimonials', edition)).sort(byOrder);
export const getClients = async (edition: Edition = DEFAULT_EDITION) =>
  (await entriesOf('clients', edition)).sort(byOrder);

/** The contact page's section on warranty claims (pages/contact.yaml, `warrantyClaims`): its id, which service pages link to. */
export const WARRANTY_SECTION = 'warranty';
