/**
 * Credential twins: a translation of the credentials file names each credential by its number. A
 * number the original does not list is an error (the words would translate nothing); a credential
 * the translation leaves out is a warning: that edition shows the original's name and issuer.
 */
import { DEFAULT_EDITION } from '../../../i18n/index.ts';
import { languageName } from './addresses.ts';
import { lineOf } from '../../entries.ts';
import { fieldName } from '../../report.ts';
import type { CheckContext, LoadedEntry, Problem, Rule } from '../../types.ts';

/** Each credential's number, as text (a number written without quotes counts as written), with its place in the list. */
function numbers(entry: LoadedEntry): { number: string; index: number }[] {
  const { credentials } = entry.data;
  if (!Array.isArray(credentials)) return [];
  return credentials.flatMap((credential: Record<string, unknown>, index) => {
    const number = credential?.number;
    return typeof number === 'string' || typeof number === 'number' ? [{ number: String(number).trim(), index }] : [];
  });
}

function twinProblems({ entries }: CheckContext): Problem[] {
  const files = entries.filter((entry) => entry.folder === 'credentials');
  const problems: Problem[] = [];
  for (const original of files.filter((entry) => entry.edition === DEFAULT_EDITION)) {
    const listed = numbers(original);
    for (const translation of files.filter((entry) => entry.edition !== DEFAULT_EDITION && entry.id === original.id)) {
      const translated = numbers(translation);
      for (const { number, index } of translated) {
        if (listed.some((credential) => credential.number === number)) continue;
        const path = ['credentials', index, 'number'];
        problems.push({
          file: translation.file,
          line: lineOf(translation, path),
          field: fieldName(path),
          message: `${original.file} lists no credential numbered ${number}: write the number exactly as the original does, or remove these words`,
        });
      }
      for (const { number, index } of listed) {
        if (translated.some((credential) => credential.number === number)) continue;
        const path = ['credentials', index, 'number'];
        problems.push({
          file: original.file,
          line: lineOf(original, path),
          field: fieldName(path),
          severity: 'warning',
          message: `no ${languageName(translation.edition)} words for credential ${number} in ${translation.file}: the ${languageName(translation.edition)} pages show its ${languageName(original.edition)} name and issuer`,
        });
      }
    }
  }
  return problems;
}

export const rule: Rule = {
  name: 'credential-twins',
  summary: 'a translation of the credentials names each by a number its original lists; one left out is a warning',
  scope: 'content',
  check: twinProblems,
};
