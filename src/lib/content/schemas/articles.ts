/** The blog's articles (articles/*.mdx): the frontmatter above each article's body. */
import { z } from 'astro/zod';
import { TITLE_MAX } from '../../metadata/head.ts';
import { date, httpsUrl, imageWithAlt, ownPreview, strict, text } from './fields.ts';

export const articleSchema = <I extends z.ZodType>(image: I) =>
  strict({
    /** The article's heading and browser tab title. */
    title: text('title', { min: 20, max: TITLE_MAX }),
    /** The search result snippet. */
    description: text('description', { min: 50, max: 160 }),
    date,
    ...imageWithAlt(image),
    /** One or two sentences for the blog card. */
    excerpt: text('excerpt', { min: 40, max: 220 }),
    /** A video shown on the blog card, opened only when the visitor asks for it. */
    video: httpsUrl('video').optional(),
    /** true keeps the article off the built site (pages, lists, sitemap, RSS); `npm run dev` still shows it. */
    draft: z.boolean({ error: 'draft must be true or false' }).optional(),
    ...ownPreview(image),
  });
