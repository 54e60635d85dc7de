/**
 * `npm run check`: the copywriter's check. Lists every problem in src/content as
 * "file:line — field: what to do" and exits non-zero if there is any error; takes a second or two.
 * `npm run check -- --launch` adds the pre-launch check: every placeholder still in the content.
 * On GitHub Actions each problem is also printed as an annotation, so it shows on its line.
 */
import { resolve } from 'node:path';
import {
  checkContent,
  checkLaunch,
  formatAnnotation,
  formatProblem,
  oncePerField,
} from '../src/lib/content-check/index.ts';

const root = process.cwd();
const contentDir = resolve(root, 'src/content');
const launch = process.argv.includes('--launch');
// A field both checks find something in is printed once, with both messages.
const problems = oncePerField([...checkContent(contentDir, root), ...(launch ? checkLaunch(contentDir, root) : [])]);
const errors = problems.filter((problem) => problem.severity !== 'warning');
const warnings = problems.filter((problem) => problem.severity === 'warning');

if (process.env.GITHUB_ACTIONS) for (const problem of problems) console.log(formatAnnotation(problem));

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
if (warnings.length > 0) {
  console.error(`Content check: ${count(warnings.length, 'warning')} (these do not stop the site):\n`);
  for (const problem of warnings) console.error(`  ! ${formatProblem(problem)}`);
  console.error('');
}
if (errors.length === 0) {
  console.log(`Content check passed: no problems found in src/content${launch ? ', and it is ready to launch' : ''}.`);
} else {
  console.error(`Content check found ${count(errors.length, 'problem')}${launch ? ' (launch check included)' : ''}:\n`);
  for (const problem of errors) console.error(`  ✗ ${formatProblem(problem)}`);
  console.error('\nField names and rules: docs/content-guide.md');
  process.exitCode = 1;
}
