/**
 * `npm run check`: the copywriter's check. Lists every problem in src/content as
 * "file — field: what to do" and exits non-zero if there is any; takes a second or two.
 */
import { resolve } from 'node:path';
import { checkContent, formatProblem } from '../src/lib/content-check.ts';

const root = process.cwd();
const problems = checkContent(resolve(root, 'src/content'), root);

if (problems.length === 0) {
  console.log('Content check passed: no problems found in src/content.');
} else {
  console.error(`Content check found ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n`);
  for (const problem of problems) console.error(`  ✗ ${formatProblem(problem)}`);
  console.error('\nField names and rules: docs/content-guide.md');
  process.exitCode = 1;
}
