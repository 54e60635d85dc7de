/**
 * How the content check reports a problem: "file:line — field: what to do", or as a GitHub
 * annotation; a field named as a person counts ("the first point's link", never points.0.link),
 * and each field once.
 */
import type { Path, Problem } from './types.ts';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** 11th, 21st, 22nd, 23rd: past the tenth a list item is counted in figures. */
const suffix = (count: number) =>
  count % 100 >= 11 && count % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][count % 10] ?? 'th');
const ordinal = (count: number) => ORDINALS[count - 1] ?? `${count}${suffix(count)}`;

/**
 * What one item of each list in the content is called. Lines of one value each are numbered
 * ("address line 2"), groups of fields counted ("the second section"); `itself` is the field that
 * stands for the whole item: a social link is its address, so social.0.url is "social link 1".
 */
const LIST_ITEMS: Record<string, { item: string; numbered?: boolean; itself?: string }> = {
  points: { item: 'point' },
  sections: { item: 'section' },
  social: { item: 'social link', numbered: true, itself: 'url' },
  address: { item: 'address line', numbered: true },
  windows: { item: 'window' },
  holidays: { item: 'holiday', numbered: true },
  credentials: { item: 'credential' },
  from: { item: 'priced job' },
  plans: { item: 'plan' },
  calendar: { item: 'calendar month' },
};

/**
 * A field as a person names it, counting a list's items from one: points.0.link is "the first
 * point's link", sections.1.heading "the second section's heading", social.0.url "social link 1",
 * address.1 "address line 2". A field outside lists keeps the name it has in the file (title,
 * developerCredit.url).
 */
export function fieldName(path: Path): string {
  const at = path.findIndex((key) => typeof key === 'number');
  if (at === -1) return path.join('.');
  const list = path.slice(0, at).join('.');
  const count = Number(path[at]) + 1;
  const rest = path.slice(at + 1);
  const known = LIST_ITEMS[String(path[at - 1])];
  if (!known) return rest.length ? `${fieldName(rest)} of item ${count} of ${list}` : `item ${count} of ${list}`;
  const { item, numbered, itself } = known;
  const named = numbered ? `${item} ${count}` : `the ${ordinal(count)} ${item}`;
  if (rest.length === 0 || (rest.length === 1 && rest[0] === itself)) return named;
  return `${named}'s ${fieldName(rest)}`;
}

/**
 * One problem per field and line: when two checks find something in one field (a number cut short
 * and marked as a sample), their messages are joined, so the copywriter reads the field once. An
 * article's body is many sentences, not one value: each problem in it keeps a line of its own. A
 * warning that is also an error (stale prices, which `--launch` refuses) is said once, as the error.
 */
export function oncePerField(problems: Problem[]): Problem[] {
  const kept: Problem[] = [];
  const byField = new Map<string, Problem>();
  for (const problem of problems) {
    const key =
      problem.field &&
      problem.field !== 'body' &&
      JSON.stringify([problem.file, problem.line, problem.field, problem.severity ?? 'error']);
    const earlier = key ? byField.get(key) : undefined;
    if (earlier) {
      if (!earlier.message.includes(problem.message)) earlier.message += `; also, ${problem.message}`;
      continue;
    }
    const copy = { ...problem };
    kept.push(copy);
    if (key) byField.set(key, copy);
  }
  const errors = kept.filter((problem) => problem.severity !== 'warning');
  return kept.filter(
    (problem) =>
      problem.severity !== 'warning' ||
      !errors.some(
        (error) =>
          error.file === problem.file &&
          error.line === problem.line &&
          error.field === problem.field &&
          error.message.includes(problem.message),
      ),
  );
}

export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return problem.field ? `${where} — ${problem.field}: ${problem.message}` : `${where}: ${problem.message}`;
}

// GitHub's workflow commands: data escapes %, CR and LF; properties also escape : and ,.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** The problem as a GitHub Actions annotation, so it shows on its line in a pull request. */
export function formatAnnotation(problem: Problem): string {
  const command = problem.severity === 'warning' ? 'warning' : 'error';
  const title = problem.field ? `Content check: ${problem.field}` : 'Content check';
  const message = problem.field ? `${problem.field}: ${problem.message}` : problem.message;
  return `::${command} file=${escapeProperty(problem.file)},line=${problem.line ?? 1},title=${escapeProperty(title)}::${escapeData(message)}`;
}
