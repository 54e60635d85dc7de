/**
 * Launch (`npm run check -- --launch` only): the placeholders that are fine while the site is being
 * built but must not go live, each with its file, line and field.
 */
import { lineOf, scalars } from './entries.ts';
import type { Problem } from './report.ts';
import type { LoadedEntry, Rule } from './types.ts';

/** The placeholder video the electromechanical article carries until the real one exists. */
const PLACEHOLDER_VIDEO = 'youtube-nocookie.com/embed/placeholder';
/** A value marked as a sample ends its line with this comment, e.g. `phone: +971 4 123 4567 # sample`. */
const SAMPLE_MARK = /#\s*sample\s*$/i;

function placeholders(entry: LoadedEntry): Problem[] {
  const problems: Problem[] = [];
  const lines = entry.source.split('\n');
  for (const { path, line, value } of scalars(entry)) {
    const field = path.join('.');
    const at = { file: entry.file, line, field };
    if (value.includes(PLACEHOLDER_VIDEO)) {
      problems.push({
        ...at,
        message: "the video is the placeholder: give the real video's embed address, or remove the video line",
      });
    } else if (/\.example\b/i.test(value)) {
      problems.push({ ...at, message: `${value} is a placeholder (.example) address: write the real one` });
    } else if (SAMPLE_MARK.test(lines[line - 1] ?? '')) {
      problems.push({
        ...at,
        message: 'this value is marked as a sample: write the real one and remove the # sample comment',
      });
    }
  }
  if (entry.folder === 'settings') {
    const { siteUrl, developerCredit } = entry.data as { siteUrl?: unknown; developerCredit?: { url?: unknown } };
    const host = (url: unknown) => (typeof url === 'string' && URL.canParse(url) ? new URL(url).hostname : undefined);
    if (host(siteUrl) && host(siteUrl) === host(developerCredit?.url)) {
      problems.push({
        file: entry.file,
        line: lineOf(entry, ['developerCredit', 'url']),
        field: 'developerCredit.url',
        message: 'the developer credit points at this site itself: give the address of the people who built it',
      });
    }
  }
  return problems;
}

export const rule: Rule = {
  name: 'launch',
  summary: 'no placeholder, `.example` address or `# sample` value left',
  scope: 'entry',
  check: placeholders,
};
