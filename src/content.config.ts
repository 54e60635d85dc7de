/**
 * The collections copywriters edit. The schemas live in src/lib/content-schemas.ts (plain
 * TypeScript, unit-tested); this file only says where each collection's files are.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import {
  articleSchema,
  clientSchema,
  homeSchema,
  pageSchema,
  serviceSchema,
  settingsSchema,
  slideSchema,
  testimonialSchema,
} from './lib/content-schemas';

/** The file name (without extension) is the entry's id, capital letters kept: it is the URL. */
const byFileName = ({ entry }: { entry: string }) => entry.replace(/\.[^.]+$/, '');

const files = (folder: string, pattern = '*.yaml') =>
  glob({ pattern, base: `./src/content/${folder}`, generateId: byFileName });

export const collections = {
  settings: defineCollection({ loader: files('settings'), schema: settingsSchema }),
  home: defineCollection({ loader: files('home'), schema: homeSchema }),
  pages: defineCollection({ loader: files('pages'), schema: pageSchema }),
  slides: defineCollection({ loader: files('slides'), schema: ({ image }) => slideSchema(image()) }),
  testimonials: defineCollection({
    loader: files('testimonials'),
    schema: ({ image }) => testimonialSchema(image()),
  }),
  clients: defineCollection({ loader: files('clients'), schema: ({ image }) => clientSchema(image()) }),
  services: defineCollection({ loader: files('services'), schema: ({ image }) => serviceSchema(image()) }),
  articles: defineCollection({
    loader: files('articles', '*.mdx'),
    schema: ({ image }) => articleSchema(image()),
  }),
};
