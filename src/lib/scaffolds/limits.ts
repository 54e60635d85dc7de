/**
 * The rules a template's comments state, read from the schemas (src/lib/content/schemas/) when
 * the file is written: a comment says "(20 to 60 characters)" because the check refuses anything
 * else, and says so again after the schema changes.
 */
import { z } from 'astro/zod';

/** A text field's length rule as the check enforces it: "20 to 60 characters", "at most 80 characters". */
export function lengthRule(field: z.ZodType): string {
  const text = field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : field;
  if (!(text instanceof z.ZodString)) throw new Error('lengthRule: not a text field');
  const min = text.minLength ?? 0;
  const max = text.maxLength;
  if (max === null) return `at least ${min} characters`;
  return min > 1 ? `${min} to ${max} characters` : `at most ${max} characters`;
}

/** The fields of a collection's schema, which takes its picture fields' schema: any text stands in here. */
export function fieldsOf<Shape extends z.ZodRawShape>(schema: (image: z.ZodString) => z.ZodObject<Shape>): Shape {
  return schema(z.string()).shape;
}
