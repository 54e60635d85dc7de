/** The home page's banner slider (slides/*.yaml): one file a slide, in the order it shows. */
import { z } from 'astro/zod';
import { imageWithAlt, strict, text } from './fields.ts';

export const slideSchema = <I extends z.ZodType>(image: I) =>
  strict({
    /** Position in the slider, 1 comes first. */
    order: z.number({ error: 'order must be a number such as 1' }).int().positive(),
    heading: text('heading', { max: 80 }),
    text: text('text', { max: 200 }),
    ...imageWithAlt(image),
  });
