/**
 * Plan twins: a translation of the plans file names each plan by its id and each calendar note by
 * its month. An id or a month the original does not have is an error (the words would translate
 * nothing); a plan or a note the translation leaves out is a warning: that edition shows the
 * original's words for it.
 */
import { DEFAULT_EDITION } from '../../../i18n/index.ts';
import { languageName } from './addresses.ts';
import { lineOf } from '../../entries.ts';
import { fieldName } from '../../report.ts';
import type { CheckContext, LoadedEntry, Problem, Rule } from '../../types.ts';

/** The values of `key` in the list `list` of a file, as text, each with its place in the list; `having` picks the items that count. */
function keys(
  entry: LoadedEntry,
  list: string,
  key: string,
  having: (item: Record<string, unknown>) => boolean = () => true,
): { value: string; index: number }[] {
  const items = entry.data[list];
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: Record<string, unknown>, index) => {
    const value = item?.[key];
    return typeof value === 'string' && having(item) ? [{ value, index }] : [];
  });
}

/** What each list's items are called in messages, and by which field a translation finds them. */
const LISTS = [
  { list: 'plans', key: 'id', what: 'plan', words: 'its words', having: () => true },
  { list: 'calendar', key: 'month', what: 'calendar note for', words: 'its note', having: (item) => 'note' in item },
] satisfies {
  list: string;
  key: string;
  what: string;
  words: string;
  having: (item: Record<string, unknown>) => boolean;
}[];

function twinProblems({ entries }: CheckContext): Problem[] {
  const files = entries.filter((entry) => entry.folder === 'plans');
  const problems: Problem[] = [];
  for (const original of files.filter((entry) => entry.edition === DEFAULT_EDITION)) {
    for (const translation of files.filter((entry) => entry.edition !== DEFAULT_EDITION && entry.id === original.id)) {
      const [theirs, ours] = [languageName(original.edition), languageName(translation.edition)];
      for (const { list, key, what, words, having } of LISTS) {
        const listed = keys(original, list, key, having);
        const translated = keys(translation, list, key);
        // Where the item of `index` is named: a problem's file, line and field.
        const at = (entry: LoadedEntry, index: number) => {
          const path = [list, index, key];
          return { file: entry.file, line: lineOf(entry, path), field: fieldName(path) };
        };
        for (const { value, index } of translated) {
          if (listed.some((item) => item.value === value)) continue;
          problems.push({
            ...at(translation, index),
            message: `${original.file} has no ${what} ${value}: write the ${key} exactly as the original does, or remove these words`,
          });
        }
        for (const { value, index } of listed) {
          if (translated.some((item) => item.value === value)) continue;
          problems.push({
            ...at(original, index),
            severity: 'warning',
            message: `no ${ours} words for the ${what} ${value} in ${translation.file}: the ${ours} page shows ${words} in ${theirs}`,
          });
        }
      }
    }
  }
  return problems;
}

export const rule: Rule = {
  name: 'plan-twins',
  summary:
    'a translation of the plans names each plan by an id and each note by a month its original has; one left out is a warning',
  scope: 'content',
  check: twinProblems,
};
