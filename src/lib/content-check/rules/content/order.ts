/** Order: two entries of one edition of an ordered collection never share an `order`. */
import { dirname } from 'node:path';
import { lineOf } from '../../entries.ts';
import type { LoadedEntry, Problem, Rule } from '../../types.ts';

/** Two slides (or services, testimonials, clients) of one edition with one `order` would show in an arbitrary order. */
function duplicateOrders(entries: LoadedEntry[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const { order } = entry.data;
    if (!entry.spec.ordered || typeof order !== 'number') continue;
    const key = `${entry.folder}:${entry.edition}:${order}`;
    const first = seen.get(key);
    if (first) {
      problems.push({
        file: entry.file,
        line: lineOf(entry, ['order']),
        field: 'order',
        message: `order ${order} is also used by ${first}: give each file in ${dirname(entry.file)} its own number`,
      });
    } else {
      seen.set(key, entry.file);
    }
  }
  return problems;
}

export const rule: Rule = {
  name: 'order',
  summary: 'no two entries of one edition with one `order`',
  scope: 'content',
  check: ({ entries }) => duplicateOrders(entries),
};
