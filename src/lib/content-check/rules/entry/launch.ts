/**
 * Launch (`npm run check -- --launch` only): the placeholders that are fine while the site is being
 * built but must not go live, each with its file, line and field, and price guides past their review.
 */
import { scalars } from '../../entries.ts';
import { reviewProblems } from './price-review.ts';
import { fieldName } from '../../report.ts';
import type { LoadedEntry, Problem, Rule } from '../../types.ts';

/** The placeholder video the electromechanical article carries until the real one exists. */
const PLACEHOLDER_VIDEO = 'youtube-nocookie.com/embed/placeholder';
/** A value marked as a sample ends its line with this comment, e.g. `phone: +971 4 321 9876 # sample`. */
const SAMPLE_MARK = /#\s*sample\s*$/i;

/** Whether the developer credit points at the site itself (the placeholder the site was built with). */
function creditsItself(entry: LoadedEntry): boolean {
  if (entry.folder !== 'settings') return false;
  const { siteUrl, developerCredit } = entry.data as { siteUrl?: unknown; developerCredit?: { url?: unknown } };
  const host = (url: unknown) => (typeof url === 'string' && URL.canParse(url) ? new URL(url).hostname : undefined);
  return host(siteUrl) !== undefined && host(siteUrl) === host(developerCredit?.url);
}

/** What is wrong with one value before launch, the most telling first: each field is named once. */
function placeholder(value: string, lineText: string, creditsItself: boolean): string | undefined {
  if (creditsItself)
    return 'the developer credit points at this site itself: give the address of the people who built it';
  if (value.includes(PLACEHOLDER_VIDEO)) {
    return "the video is the placeholder: give the real video's embed address, or remove the video line";
  }
  if (/\.example\b/i.test(value)) return `${value} is a placeholder (.example) address: write the real one`;
  if (SAMPLE_MARK.test(lineText))
    return 'this value is marked as a sample: write the real one and remove the # sample comment';
  return undefined;
}

function placeholders(entry: LoadedEntry): Problem[] {
  const lines = entry.source.split('\n');
  const credit = creditsItself(entry);
  const found = scalars(entry, { numbers: true });
  return found.flatMap(({ path, line, value }, index) => {
    // A list written on one line ([monday, tuesday] # sample) is one value to the reader: named once, as the list.
    const sameLine = found.filter((other) => other.line === line && other.path.length === path.length);
    if (sameLine.length > 1 && sameLine[0] !== found[index]) return [];
    const field = sameLine.length > 1 ? fieldName(path.slice(0, -1)) : fieldName(path);
    const isCredit = credit && path.join('.') === 'developerCredit.url';
    const message = placeholder(value, lines[line - 1] ?? '', isCredit);
    return message ? [{ file: entry.file, line, field, message }] : [];
  });
}

export const rule: Rule = {
  name: 'launch',
  summary: 'no placeholder, `.example` address or `# sample` value left, and no price guide past its review',
  scope: 'entry',
  // Stale prices are a warning while the site is built (price-review.ts); live, visitors would read them.
  check: (entry) => [...placeholders(entry), ...reviewProblems(entry, new Date(), 'error')],
};
