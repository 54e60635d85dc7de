/**
 * Schema: every field as its collection's schema says (src/lib/content/schemas/), with the build's
 * own schemas (a picture field checked as a path); a translation by its collection's translation
 * schema where it has one, or in its translation's form (a service's prices: words only). A value that is still a scaffold's
 * placeholder is left to the placeholders rule, which says what to write there: a price reads
 * "✎ the yearly price in dirhams" until it is replaced, and is not a number yet.
 */
import type { z } from 'zod';
import type { CollectionSpec } from '../../../content/collections.ts';
import type { EntryForm } from '../../../content/schemas/services.ts';
import { DEFAULT_EDITION } from '../../../i18n/index.ts';
import { PLACEHOLDER_MARK } from '../../../scaffolds/placeholders.ts';
import { lineOf } from '../../entries.ts';
import { imagePath } from './pictures.ts';
import { fieldName } from '../../report.ts';
import type { LoadedEntry, Problem, Rule } from '../../types.ts';

/**
 * Each collection's schema, built once: zod compiles a schema the first time it parses, which
 * took longer than the parsing itself when every entry built its own.
 */
const builtSchemas = new WeakMap<CollectionSpec, Partial<Record<EntryForm, z.ZodType>>>();
function schemaOf(spec: CollectionSpec, form: EntryForm): z.ZodType {
  let forms = builtSchemas.get(spec);
  if (!forms) builtSchemas.set(spec, (forms = {}));
  return (forms[form] ??= spec.schema(imagePath, form));
}

function schemaProblems(entry: LoadedEntry): Problem[] {
  const original = entry.edition === DEFAULT_EDITION;
  const schema =
    !original && entry.spec.translationSchema
      ? entry.spec.translationSchema
      : schemaOf(entry.spec, original ? 'original' : 'translation');
  const result = schema.safeParse(entry.data);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    const value: unknown = entry.doc.getIn(path);
    if (typeof value === 'string' && value.trimStart().startsWith(PLACEHOLDER_MARK)) return [];
    return [
      { file: entry.file, line: lineOf(entry, path), field: fieldName(path) || undefined, message: issue.message },
    ];
  });
}

export const rule: Rule = {
  name: 'schema',
  summary: "every field as its collection's schema says (src/lib/content/schemas/), a translation by its own schema",
  scope: 'entry',
  check: schemaProblems,
};
