/**
 * `npm run bench:suite`: how long `npm test` takes, step by step, and where the browser tests spend
 * their time.
 *
 * Runs each check of `npm test` (scripts/test-stages.ts) one after the other, so that each one's
 * time is its own, and runs the browser step with Playwright's JSON report as well as its list. Then prints:
 * each step's wall time; per Playwright project (engine and screen) the number of tests passed and
 * skipped and the time they took together; and the slowest tests. Writes reports/suite.md.
 *
 * SUITE_SKIP=lint,format:check skips steps (their time shows as "skipped"); SUITE_SLOWEST=15 sets
 * how many slow tests to list. A failing step stops the run with its exit code, like `npm test`.
 *
 * `--repeat N` instead runs the browser suite (or the part Playwright's other arguments choose) N
 * times over one build and lists the failures by test (./suite-repeat.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TEST_STAGES } from '../scripts/test-stages.ts';
import { formatSeconds, outcome, readSpecs } from './playwright-report.ts';
import { repeatBrowserSuite } from './suite-repeat.ts';

const root = resolve(import.meta.dirname, '..');
const reportDir = resolve(root, 'reports');
const jsonReport = resolve(reportDir, 'e2e.json');
const skipped = new Set((process.env.SUITE_SKIP ?? '').split(',').filter(Boolean));
const slowestCount = Number(process.env.SUITE_SLOWEST ?? 12);

mkdirSync(reportDir, { recursive: true });
if (process.argv.includes('--repeat')) process.exit(repeatBrowserSuite(root, reportDir, process.argv.slice(2)));

const steps = TEST_STAGES.flat();

const stepTimes: { step: string; seconds: number | null }[] = [];
const started = Date.now();
for (const step of steps) {
  if (skipped.has(step)) {
    stepTimes.push({ step, seconds: null });
    continue;
  }
  const browserStep = step === 'test:e2e';
  const args = browserStep ? ['run', step, '--', '--reporter=list,json'] : ['run', step];
  const stepStart = Date.now();
  const run = spawnSync('npm', args, {
    cwd: root,
    stdio: 'inherit',
    env: browserStep ? { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport } : process.env,
  });
  stepTimes.push({ step, seconds: (Date.now() - stepStart) / 1000 });
  if (run.status !== 0) {
    console.error(`\nbench:suite: "npm run ${step}" failed (exit ${run.status}); stopping, as npm test would.`);
    process.exit(run.status ?? 1);
  }
}
const totalSeconds = (Date.now() - started) / 1000;

const lines: string[] = [];
lines.push('| step | wall time |', '| --- | ---: |');
for (const { step, seconds } of stepTimes)
  lines.push(`| ${step} | ${seconds === null ? 'skipped' : formatSeconds(seconds)} |`);
lines.push(`| **npm test** | **${formatSeconds(totalSeconds)}** |`, '');

if (!skipped.has('test:e2e')) {
  const specs = readSpecs(jsonReport);
  const projects = new Map<string, { passed: number; skipped: number; failed: number; ms: number }>();
  const runs: { title: string; project: string; ms: number }[] = [];
  for (const spec of specs) {
    for (const test of spec.tests) {
      const totals = projects.get(test.projectName) ?? { passed: 0, skipped: 0, failed: 0, ms: 0 };
      const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
      totals[outcome(test)] += 1;
      totals.ms += ms;
      projects.set(test.projectName, totals);
      runs.push({ title: `${spec.file} › ${spec.title}`, project: test.projectName, ms });
    }
  }
  lines.push('| project | passed | skipped | failed | test time (summed over workers) |');
  lines.push('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, totals] of projects) {
    lines.push(
      `| ${name} | ${totals.passed} | ${totals.skipped} | ${totals.failed} | ${formatSeconds(totals.ms / 1000)} |`,
    );
  }
  lines.push('', `Slowest ${slowestCount} tests:`, '', '| test | project | time |', '| --- | --- | ---: |');
  for (const run of runs.sort((a, b) => b.ms - a.ms).slice(0, slowestCount)) {
    lines.push(`| ${run.title} | ${run.project} | ${formatSeconds(run.ms / 1000)} |`);
  }
}

const table = lines.join('\n');
console.log(`\n${table}`);
writeFileSync(resolve(reportDir, 'suite.md'), `# npm test, step by step\n\n${table}\n`);
