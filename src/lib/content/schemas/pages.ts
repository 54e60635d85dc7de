import { z } from 'astro/zod';
import { TITLE_MAX } from '../../metadata/head.ts';
import { section, strict, text } from './fields.ts';

/**
 * A page's search-result title and snippet, and for pages made of copy (About) its heading and
 * sections. The services list, blog list and contact page use only the first two (the contact page
 * also its warranty claims section): their bodies come from their own collections.
 */
export const pageSchema = strict({
  title: text('title', { min: 20, max: TITLE_MAX }),
  description: text('description', { min: 50, max: 160 }),
  heading: text('heading', { max: 120 }).optional(),
  sections: z.array(section).default([]),
  /**
   * The contact page's section on how to claim a service's workmanship warranty: service pages that
   * state one link to it. Leave it out and they link to the contact form alone.
   */
  warrantyClaims: section.optional(),
});
