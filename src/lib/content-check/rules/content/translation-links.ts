/** A translation's internal links against its original's: the same pages, in the same order. */
import { pathInEdition } from '../../../i18n/index.ts';
import { languageName, linkInEdition, withoutFragment } from './addresses.ts';
import { linksOf, type Link } from './links.ts';
import type { LoadedEntry, Problem } from '../../types.ts';

/**
 * The translation's internal links against its original's, in order, each taken back to the
 * original's edition (`/ar/contact` → `/contact`): a link missing, added, or in another place.
 * Which link and where comes from the longest run of links the two share in order.
 */
export function linkDisagreements(original: LoadedEntry, translation: LoadedEntry): Problem[] {
  const theirs = linksOf(original).map((link) => ({ ...link, key: withoutFragment(link.link) }));
  const ours = linksOf(translation).map((link) => ({
    ...link,
    key: pathInEdition(withoutFragment(link.link), original.edition),
  }));
  // Longest common subsequence of the two lists of addresses.
  const longest = Array.from({ length: theirs.length + 1 }, () => new Array<number>(ours.length + 1).fill(0));
  for (let i = theirs.length - 1; i >= 0; i--) {
    for (let j = ours.length - 1; j >= 0; j--) {
      longest[i]![j] =
        theirs[i]!.key === ours[j]!.key
          ? longest[i + 1]![j + 1]! + 1
          : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
    }
  }
  const matchOf = new Map<number, number>();
  for (let i = 0, j = 0; i < theirs.length && j < ours.length;) {
    if (theirs[i]!.key === ours[j]!.key) matchOf.set(i++, j++);
    else if (longest[i + 1]![j]! >= longest[i]![j + 1]!) i++;
    else j++;
  }
  const missing = theirs.flatMap((link, index) => (matchOf.has(index) ? [] : [{ ...link, index }]));
  let extra = ours.flatMap((link, index) => ([...matchOf.values()].includes(index) ? [] : [{ ...link, index }]));
  /** The shared links around a missing one: the translation's links between them sit in its place. */
  const around = (index: number) => ({
    previous: [...matchOf].reverse().find(([theirIndex]) => theirIndex < index),
    next: [...matchOf].find(([theirIndex]) => theirIndex > index),
  });

  const problems: Problem[] = [];
  const originalName = `the ${languageName(original.edition)} original`;
  const where = (link: Link) => `${original.file}:${link.line}`;
  const at = (link: Link) => ({ file: translation.file, line: link.line, field: link.field });
  for (const link of missing) {
    // The same page linked elsewhere in the translation: moved.
    const moved = extra.find((candidate) => candidate.key === link.key);
    if (moved) {
      extra = extra.filter((candidate) => candidate !== moved);
      problems.push({
        ...at(moved),
        message: `the link ${moved.link} is not in the same place as in ${originalName} (${where(link)}): keep the links in the original's order`,
      });
      continue;
    }
    // Another page linked in its place: changed.
    const { previous, next } = around(link.index);
    const wanted = linkInEdition(link.link, translation.edition);
    const changed = extra.find(
      (candidate) => candidate.index > (previous?.[1] ?? -1) && candidate.index < (next?.[1] ?? ours.length),
    );
    if (changed) {
      extra = extra.filter((candidate) => candidate !== changed);
      problems.push({
        ...at(changed),
        message: `the link ${changed.link} leads elsewhere than ${originalName}'s ${link.link} (${where(link)}): write ${wanted}, or change both files to the same page`,
      });
      continue;
    }
    // Where it goes: before the translation's next shared link, or after the one before it.
    const anchor = next ?? previous;
    const position = next ? ' before the link on this line' : previous ? ' after the link on this line' : '';
    problems.push({
      file: translation.file,
      line: anchor ? ours[anchor[1]]!.line : undefined,
      field: link.field,
      message: `the link ${wanted} is missing${position}: ${originalName} links to ${link.link} at ${where(link)}; add it in the same place`,
    });
  }
  for (const link of extra) {
    problems.push({
      ...at(link),
      message: `the link ${link.link} is not in ${originalName} (${original.file}): a translation links to the same pages as its original; remove it, or add it to both`,
    });
  }
  return problems;
}
