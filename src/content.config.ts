/**
 * The collections copywriters edit. Their folders and schemas are one table in
 * src/lib/content-collections.ts (shared with `npm run check`); this file hands it to Astro.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { contentCollections as table, type CollectionSpec } from './lib/content-collections';

/** The file name (without extension) is the entry's id, capital letters kept: it is the URL. */
const byFileName = ({ entry }: { entry: string }) => entry.replace(/\.[^.]+$/, '');

// Only the folder's own files: a locale subfolder (articles/ar/…) is a translation, not an entry.
const files = ({ folder, extension }: CollectionSpec) =>
  glob({ pattern: `*${extension}`, base: `./src/content/${folder}`, generateId: byFileName });

export const collections = {
  settings: defineCollection({ loader: files(table.settings), schema: table.settings.schema() }),
  home: defineCollection({ loader: files(table.home), schema: table.home.schema() }),
  pages: defineCollection({ loader: files(table.pages), schema: table.pages.schema() }),
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
};
