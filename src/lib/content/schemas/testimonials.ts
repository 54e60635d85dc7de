/** What clients say (testimonials/*.yaml): one file a person, in the order the home page shows them. */
import { z } from 'astro/zod';
import { strict, text } from './fields.ts';

export const testimonialSchema = <I extends z.ZodType>(image: I) =>
  strict({
    order: z.number({ error: 'order must be a number such as 1' }).int().positive(),
    /** The person's name, e.g. "Layla Haddad". */
    name: text('name', { max: 60 }),
    /** Their job title, e.g. "Facilities Manager". */
    title: text('title', { max: 80 }),
    /** Their company, e.g. "Crescent Towers". */
    company: text('company', { max: 80 }),
    /** A square picture of the person, or artwork standing in for one. */
    avatar: image,
    text: text('text', { min: 20, max: 1200 }),
  });
