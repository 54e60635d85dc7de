/** The clients' logos (clients/*.yaml): one file a client, in the order the home page shows them. */
import { z } from 'astro/zod';
import { strict, text } from './fields.ts';

export const clientSchema = <I extends z.ZodType>(image: I) =>
  strict({
    order: z.number({ error: 'order must be a number such as 1' }).int().positive(),
    name: text('name', { max: 80 }),
    logo: image,
  });
