/**
 * The one table of content collections: the folder each lives in, its file extension, its schema
 * and the fields that hold a picture. src/content.config.ts defines Astro's collections from it
 * and `npm run check` reads the same folders with the same schemas, so the two cannot drift.
 * Translations sit in an edition folder of the same collection (`articles/ar/…`), under the same schema.
 */
import type { z } from 'astro/zod';
import { EDITION_FACTS, EDITIONS } from '../../shared/editions.ts';
import { articleSchema } from './schemas/articles.ts';
import { clientSchema } from './schemas/clients.ts';
import { credentialsSchema, credentialsTranslationSchema } from './schemas/credentials.ts';
import { emergencySchema } from './schemas/emergency.ts';
import { homeSchema } from './schemas/home.ts';
import { pageSchema } from './schemas/pages.ts';
import { plansSchema, plansTranslationSchema } from './schemas/plans.ts';
import { projectSchema } from './schemas/projects.ts';
import { scheduleSchema } from './schemas/schedule.ts';
import { serviceSchema, type EntryForm } from './schemas/services.ts';
import { settingsSchema, settingsTranslationSchema } from './schemas/settings.ts';
import { slideSchema } from './schemas/slides.ts';
import { testimonialSchema } from './schemas/testimonials.ts';

export interface CollectionSpec {
  folder: string;
  extension: '.yaml' | '.mdx';
  /**
   * The schema, given the picture-field schema (Astro's image() in the build, a path check in npm
   * run check) and, where the two differ, whether the file is an original or a translation (a
   * service's prices: amounts in the original, words in a translation).
   */
  schema: (image: z.ZodType, form?: EntryForm) => z.ZodType;
  /** Fields that hold a picture path, checked against the disk. */
  images: readonly string[];
  /** Entries shown in an order given by their `order` field: two must not share a number. */
  ordered?: boolean;
  /** A translation's schema where it differs from the original's (the settings hold only words). */
  translationSchema?: z.ZodType;
  /** One file serves every edition, as it holds no words: no translation is read or expected. */
  sharedByEditions?: boolean;
}

export const contentCollections = {
  settings: {
    folder: 'settings',
    extension: '.yaml',
    schema: () => settingsSchema,
    images: [],
    translationSchema: settingsTranslationSchema,
  },
  schedule: {
    folder: 'schedule',
    extension: '.yaml',
    schema: () => scheduleSchema,
    images: [],
    sharedByEditions: true,
  },
  home: { folder: 'home', extension: '.yaml', schema: () => homeSchema, images: [] },
  pages: { folder: 'pages', extension: '.yaml', schema: () => pageSchema, images: [] },
  emergency: { folder: 'emergency', extension: '.yaml', schema: () => emergencySchema, images: [] },
  slides: { folder: 'slides', extension: '.yaml', schema: slideSchema, images: ['image'], ordered: true },
  testimonials: {
    folder: 'testimonials',
    extension: '.yaml',
    schema: testimonialSchema,
    images: ['avatar'],
    ordered: true,
  },
  clients: { folder: 'clients', extension: '.yaml', schema: clientSchema, images: ['logo'], ordered: true },
  services: {
    folder: 'services',
    extension: '.yaml',
    schema: serviceSchema,
    images: ['headImage', 'image', 'preview'],
    ordered: true,
  },
  articles: { folder: 'articles', extension: '.mdx', schema: articleSchema, images: ['image', 'preview'] },
  projects: {
    folder: 'projects',
    extension: '.mdx',
    schema: projectSchema,
    images: ['beforeImage', 'afterImage', 'preview'],
  },
  credentials: {
    folder: 'credentials',
    extension: '.yaml',
    schema: () => credentialsSchema,
    images: [],
    translationSchema: credentialsTranslationSchema,
  },
  plans: {
    folder: 'plans',
    extension: '.yaml',
    schema: () => plansSchema,
    images: [],
    translationSchema: plansTranslationSchema,
  },
} as const satisfies Record<string, CollectionSpec>;

/**
 * The folders a collection's translations sit in (`articles/ar/`): every edition's prefix but the
 * default edition's, whose files sit in the collection's own folder.
 */
export const editionFolders: string[] = EDITIONS.map((edition) => EDITION_FACTS[edition].prefix).filter(Boolean);
