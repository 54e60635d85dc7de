/**
 * Translations and their twins: each entry of an edition folder is held against the file of the same
 * name one folder up. A missing twin is a warning (an error for what an edition cannot be built
 * without); a twin misnamed in capitals or dashes is an error; so are twins that disagree on
 * `order`, `date`, `layout`, a project's `start`, `duration` and `services`, a service's priced jobs
 * and warranty (translation-prices.ts), or their internal links (translation-links.ts).
 */
import { join } from 'node:path';
import { contentCollections, type CollectionSpec } from '../../../content/collections.ts';
import { DEFAULT_EDITION, EDITIONS, pathInEdition, type Edition } from '../../../i18n/index.ts';
import { EVERY_EDITION_NEEDS, folderOf, languageName, looseName, PAGE_ENTRIES } from './addresses.ts';
import { lineOf } from '../../entries.ts';
import { linkDisagreements } from './translation-links.ts';
import { priceWordDisagreements } from './translation-prices.ts';
import type { CheckContext, ContentFile, LoadedEntry, Problem, Rule } from '../../types.ts';

/** What an entry without its twin means for the site, said of the edition that has it. */
function withoutTwin(file: ContentFile, present: Edition, missing: Edition): string {
  const [has, lacks] = [languageName(present), languageName(missing)];
  const page = file.spec.folder === 'pages' ? PAGE_ENTRIES[file.id] : undefined;
  switch (file.spec.folder) {
    case 'articles':
    case 'services':
      return `the ${file.spec.folder === 'articles' ? 'article' : 'service'} is published in ${has} only`;
    case 'projects':
      return `the project is published in ${has} only`;
    case 'pages':
      return page
        ? `the page ${pathInEdition(page, present)} is published in ${has} only`
        : `the ${lacks} site does not use it`;
    case 'slides':
      return `the ${lacks} banner goes without this slide`;
    case 'testimonials':
      return `the ${lacks} home page goes without this testimonial`;
    case 'clients':
      return `the ${lacks} home page goes without this client`;
    case 'credentials':
      return `the ${lacks} pages show the credentials' ${has} names and issuers`;
    case 'plans':
      return `the ${lacks} plans page shows the plans' ${has} words`;
    default:
      return `the ${lacks} site does not use it`;
  }
}

/**
 * Each entry held against its twin in every other edition (`articles/x.mdx` and `articles/ar/x.mdx`):
 * a missing twin is a warning (an error for the files an edition cannot be built without), a twin
 * whose file name differs only in capitals or dashes is an error, and so are twins that disagree on
 * `order`, `date`, `layout` or their internal links.
 */
function twinProblems({ files, contentPrefix }: CheckContext): Problem[] {
  const problems: Problem[] = [];
  const fileOf = (spec: CollectionSpec, edition: Edition, id: string) =>
    join(folderOf(contentPrefix, spec.folder, edition), `${id}${spec.extension}`);
  for (const spec of Object.values(contentCollections) as CollectionSpec[]) {
    if (spec.sharedByEditions) continue;
    const originals = files.filter((file) => file.spec.folder === spec.folder && file.edition === DEFAULT_EDITION);
    for (const edition of EDITIONS) {
      if (edition === DEFAULT_EDITION) continue;
      const language = languageName(edition);
      const translations = files.filter((file) => file.spec.folder === spec.folder && file.edition === edition);
      const pairs: [ContentFile, ContentFile][] = [];
      let lonelyOriginals = originals.filter((original) => {
        const twin = translations.find((translation) => translation.id === original.id);
        if (twin) pairs.push([original, twin]);
        return !twin;
      });
      const lonelyTranslations = translations.filter(
        (translation) => !originals.some((original) => original.id === translation.id),
      );
      for (const translation of lonelyTranslations) {
        // Meant as a twin, but its name is not the original's: it would publish at another address.
        const original = lonelyOriginals.find((candidate) => looseName(candidate.id) === looseName(translation.id));
        if (original) {
          lonelyOriginals = lonelyOriginals.filter((candidate) => candidate !== original);
          pairs.push([original, translation]);
          problems.push({
            file: translation.file,
            message: `rename it to ${original.id}${spec.extension} so that it is the twin of ${original.file}: a translation has its original's file name exactly, capital letters and dashes included`,
          });
          continue;
        }
        const originalFile = fileOf(spec, DEFAULT_EDITION, translation.id);
        problems.push({
          file: translation.file,
          severity: 'warning',
          message: `there is no ${languageName(DEFAULT_EDITION)} original (${originalFile}): ${withoutTwin(translation, edition, DEFAULT_EDITION)}; if it translates another file, give it that file's name`,
        });
      }
      for (const original of lonelyOriginals) {
        const twinFile = fileOf(spec, edition, original.id);
        if (EVERY_EDITION_NEEDS[spec.folder] === original.id) {
          problems.push({
            file: original.file,
            message: `no ${language} translation (${twinFile}): the ${language} pages cannot be built without it; write it with this file's ${spec.translationSchema ? 'text fields (see docs/content-guide.md)' : 'fields'}, in ${language}`,
          });
        } else {
          problems.push({
            file: original.file,
            severity: 'warning',
            message: `no ${language} translation yet (${twinFile}): ${withoutTwin(original, DEFAULT_EDITION, edition)}`,
          });
        }
      }
      for (const [original, translation] of pairs) {
        if (original.entry && translation.entry) problems.push(...twinDisagreements(original.entry, translation.entry));
      }
    }
  }
  return problems;
}

/** A date field as written, year-month-day, or undefined when it is not a date (the schema says so already). */
export const dayOf = (value: unknown) =>
  value instanceof Date && !Number.isNaN(value.getTime())
    ? value.toISOString().slice(0, 10)
    : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? value
      : undefined;

/**
 * What a translation keeps from its original: `order`, `date`, `layout`, a project's `start`,
 * `duration` and `services`, a service's priced jobs and warranty (translation-prices.ts), and its
 * internal links in order.
 */
function twinDisagreements(original: LoadedEntry, translation: LoadedEntry): Problem[] {
  const problems: Problem[] = [];
  const from = `in the ${languageName(original.edition)} original (${original.file})`;
  const kept: [field: string, read: (value: unknown) => string | number | undefined][] = [
    ['order', (value) => (typeof value === 'number' ? value : undefined)],
    ['date', dayOf],
    ['layout', (value) => (typeof value === 'string' ? value : undefined)],
    // A project's facts: the twin says them in its words, from the same values.
    ['start', dayOf],
    // A duration the schema refuses is reported on its own line, not held against the twin's.
    ['duration', (value) => (typeof value === 'string' && /^\d+\s+\w+$/.test(value.trim()) ? value.trim() : undefined)],
    ['services', (value) => (Array.isArray(value) ? `[${value.join(', ')}]` : undefined)],
  ];
  for (const [field, read] of kept) {
    const [theirs, ours] = [read(original.data[field]), read(translation.data[field])];
    if (theirs === undefined || ours === undefined || theirs === ours) continue;
    problems.push({
      file: translation.file,
      line: lineOf(translation, [field]),
      field,
      message: `${field} ${ours} differs from ${field} ${theirs} ${from}: a translation keeps its original's ${field}; write ${field}: ${theirs}`,
    });
  }
  problems.push(...priceWordDisagreements(original, translation));
  // A body that does not compile has no links to compare; it is reported already.
  if (original.spec.extension === '.mdx' && (!original.tree || !translation.tree)) return problems;
  return [...problems, ...linkDisagreements(original, translation)];
}

export const rule: Rule = {
  name: 'translations',
  summary:
    "each twin exists (a warning, an error for settings and home), is named exactly as its original, keeps its `order`, `date` and `layout`, a project's `start`, `duration` and `services`, a service's priced jobs and warranty (translation-prices.ts), and its internal links in the same order (translation-links.ts)",
  scope: 'content',
  check: twinProblems,
};
