/** How the content check reports a problem: "file:line — field: what to do", or as a GitHub annotation. */

export interface Problem {
  file: string;
  /** The line in the file, counted from 1 as editors do. */
  line?: number;
  field?: string;
  message: string;
  /** Warnings are printed but do not fail the check. */
  severity?: 'error' | 'warning';
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
