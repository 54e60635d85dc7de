/**
 * A service translation's price words and warranty against its original's, for the translations
 * rule: the translation names each priced job of the original, in the same order, with a unit
 * where the original has one, and states a warranty when the original does. The amounts are the
 * original's alone (the schema refuses them in a translation).
 */
import { languageName } from './addresses.ts';
import { lineOf } from '../../entries.ts';
import { fieldName } from '../../report.ts';
import type { LoadedEntry, Problem } from '../../types.ts';

type Job = { job?: unknown; unit?: unknown };

/** The priced jobs of a file's `prices.from`, or undefined when it lists none. */
const jobsOf = (entry: LoadedEntry): Job[] | undefined => {
  const from = (entry.data.prices as { from?: unknown } | undefined)?.from;
  return Array.isArray(from) && from.length > 0 ? (from as Job[]) : undefined;
};

const plural = (n: number) => `${n} priced job${n === 1 ? '' : 's'}`;

export function priceWordDisagreements(original: LoadedEntry, translation: LoadedEntry): Problem[] {
  if (original.folder !== 'services') return [];
  const problems: Problem[] = [];
  const origin = `the ${languageName(original.edition)} original (${original.file})`;
  const at = (path: (string | number)[], message: string): Problem => ({
    file: translation.file,
    line: lineOf(translation, path),
    field: fieldName(path),
    message,
  });
  const [theirs, ours] = [jobsOf(original), jobsOf(translation)];
  if (theirs && !ours) {
    problems.push(
      at(
        ['prices'],
        `${origin} lists ${plural(theirs.length)} under prices: from:; write each one's words here, in the same order (- job:, and unit: where it has one)`,
      ),
    );
  } else if (!theirs && ours) {
    problems.push(at(['prices'], `${origin} lists no priced jobs: remove prices here, or add the jobs there`));
  } else if (theirs && ours && theirs.length !== ours.length) {
    problems.push(
      at(
        ['prices', 'from'],
        `${plural(ours.length)} here, ${plural(theirs.length)} in ${origin}: translate each of its jobs once, in the same order`,
      ),
    );
  } else if (theirs && ours) {
    theirs.forEach((job, index) => {
      const hasUnit = (item: Job | undefined) => item?.unit !== undefined;
      if (hasUnit(job) === hasUnit(ours[index])) return;
      const path = ['prices', 'from', index];
      problems.push(
        hasUnit(job)
          ? at(path, `the same job in ${origin} has a unit (${String(job.unit)}): translate it here as unit:`)
          : at([...path, 'unit'], `the same job in ${origin} has no unit: remove it here, or add it there`),
      );
    });
  }
  const stated = (entry: LoadedEntry) => entry.data.warranty !== undefined;
  if (stated(original) && !stated(translation)) {
    problems.push(
      at(['warranty'], `${origin} states a warranty (${String(original.data.warranty)}): write it here as warranty:`),
    );
  } else if (!stated(original) && stated(translation)) {
    problems.push(at(['warranty'], `${origin} states no warranty: remove it here, or add it there`));
  }
  return problems;
}
