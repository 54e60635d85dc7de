/**
 * The collections copywriters edit. Their folders and schemas are one table in
 * src/lib/content/collections.ts (shared with `npm run check`); this file hands it to Astro.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { contentCollections as table, editionFolders, type CollectionSpec } from './lib/content/collections';

/**
 * The file name (without extension) is the entry's id, capital letters kept: it is the URL. A
 * translation's id keeps its edition folder (`ar/mep-maintenance-company-in-uae`); src/lib/i18n
 * splits it into edition and slug.
 */
const byFileName = ({ entry }: { entry: string }) => entry.replace(/\.[^.]+$/, '');

// The folder's own files and its edition folders' (articles/ar/…); nothing deeper.
const files = ({ folder, extension }: CollectionSpec) =>
  glob({
    pattern: [`*${extension}`, ...editionFolders.map((editionFolder) => `${editionFolder}/*${extension}`)],
    base: `./src/content/${folder}`,
    generateId: byFileName,
  });

// A collection whose translations hold only its words has them as a collection of their own.
const originals = ({ folder, extension }: CollectionSpec) =>
  glob({ pattern: `*${extension}`, base: `./src/content/${folder}`, generateId: byFileName });
const translations = ({ folder, extension }: CollectionSpec) =>
  glob({
    pattern: editionFolders.map((editionFolder) => `${editionFolder}/*${extension}`),
    base: `./src/content/${folder}`,
    generateId: byFileName,
  });

export const collections = {
  // Only settings/site.yaml: its translations hold only the words, under their own schema.
  settings: defineCollection({ loader: originals(table.settings), schema: table.settings.schema() }),
  settingsTranslations: defineCollection({
    loader: translations(table.settings),
    schema: table.settings.translationSchema,
  }),
  // One file for every edition: the schedule holds days and times, no words.
  schedule: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/schedule', generateId: byFileName }),
    schema: table.schedule.schema(),
  }),
  home: defineCollection({ loader: files(table.home), schema: table.home.schema() }),
  pages: defineCollection({ loader: files(table.pages), schema: table.pages.schema() }),
  emergency: defineCollection({ loader: files(table.emergency), schema: table.emergency.schema() }),
  slides: defineCollection({ loader: files(table.slides), schema: ({ image }) => table.slides.schema(image()) }),
  testimonials: defineCollection({
    loader: files(table.testimonials),
    schema: ({ image }) => table.testimonials.schema(image()),
  }),
  clients: defineCollection({ loader: files(table.clients), schema: ({ image }) => table.clients.schema(image()) }),
  services: defineCollection({
    loader: files(table.services),
    schema: ({ image }) => table.services.schema(image()),
  }),
  articles: defineCollection({
    loader: files(table.articles),
    schema: ({ image }) => table.articles.schema(image()),
  }),
  projects: defineCollection({
    loader: files(table.projects),
    schema: ({ image }) => table.projects.schema(image()),
  }),
  credentials: defineCollection({ loader: originals(table.credentials), schema: table.credentials.schema() }),
  credentialsTranslations: defineCollection({
    loader: translations(table.credentials),
    schema: table.credentials.translationSchema,
  }),
  plans: defineCollection({ loader: originals(table.plans), schema: table.plans.schema() }),
  plansTranslations: defineCollection({ loader: translations(table.plans), schema: table.plans.translationSchema }),
};
