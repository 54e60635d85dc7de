/**
 * `npm run bench:suite -- --repeat N [Playwright's arguments]`: the browser suite, or the part of it
 * the arguments choose, run N times over one build, and the failures listed by test. A test that
 * fails one run in ten passes most single runs; only repeated runs show it before CI meets it.
 *
 * Builds once (`npm run build:quiet`; `--no-build` reuses dist/), then runs `playwright test` N
 * times one after the other, each with its own JSON report (reports/suite-repeat-<n>.json). Prints
 * each run's time and counts, then every test that failed in any run: how many runs of N, in which
 * project, and the first line of its last error. Writes the same to reports/suite-repeat.md and
 * exits 1 when any run failed.
 *
 *   npm run bench:suite -- --repeat 3
 *   npm run bench:suite -- --repeat 10 --no-build tests/e2e/content.spec.ts --project desktop
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatSeconds, outcome, readSpecs } from './playwright-report.ts';

interface Failure {
  test: string;
  project: string;
  runs: number[];
  error: string;
}

export function repeatBrowserSuite(root: string, reportDir: string, args: string[]): number {
  const at = args.indexOf('--repeat');
  const times = Number(args[at + 1]);
  if (!Number.isInteger(times) || times < 1) throw new Error('--repeat takes a whole number of runs, 1 or more');
  const build = !args.includes('--no-build');
  const playwrightArgs = args.filter((arg, index) => index !== at && index !== at + 1 && arg !== '--no-build');

  if (build && spawnSync('npm', ['run', 'build:quiet'], { cwd: root, stdio: 'inherit' }).status !== 0) return 1;

  const runs: { seconds: number; passed: number; failed: number; skipped: number; exit: number | null }[] = [];
  const failures = new Map<string, Failure>();
  for (let run = 1; run <= times; run += 1) {
    const report = resolve(reportDir, `suite-repeat-${run}.json`);
    console.log(`\nbench:suite: run ${run} of ${times}: playwright test ${playwrightArgs.join(' ')}`);
    const started = Date.now();
    const child = spawnSync('npx', ['playwright', 'test', ...playwrightArgs, '--reporter=line,json'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
    const counts = { seconds: (Date.now() - started) / 1000, passed: 0, failed: 0, skipped: 0, exit: child.status };
    for (const spec of readSpecs(report)) {
      for (const test of spec.tests) {
        const result = outcome(test);
        counts[result] += 1;
        if (result !== 'failed') continue;
        const key = `${spec.file}:${spec.line} › ${spec.title}\u0000${test.projectName}`;
        const failure = failures.get(key) ?? {
          test: `${spec.file}:${spec.line} › ${spec.title}`,
          project: test.projectName,
          runs: [],
          error: '',
        };
        failure.runs.push(run);
        failure.error = firstLine(test.results.at(-1)?.error?.message);
        failures.set(key, failure);
      }
    }
    runs.push(counts);
  }

  const lines = ['| run | time | passed | failed | skipped |', '| ---: | ---: | ---: | ---: | ---: |'];
  runs.forEach((run, index) =>
    lines.push(`| ${index + 1} | ${formatSeconds(run.seconds)} | ${run.passed} | ${run.failed} | ${run.skipped} |`),
  );
  lines.push('');
  if (failures.size === 0) lines.push(`No test failed in ${times} runs.`);
  else {
    lines.push(`Failures by test (of ${times} runs):`, '', '| test | project | failed in runs | last error |');
    lines.push('| --- | --- | --- | --- |');
    const sorted = [...failures.values()].sort((a, b) => b.runs.length - a.runs.length);
    for (const failure of sorted) {
      lines.push(`| ${failure.test} | ${failure.project} | ${failure.runs.join(', ')} | ${failure.error} |`);
    }
  }
  const table = lines.join('\n');
  console.log(`\n${table}`);
  writeFileSync(resolve(reportDir, 'suite-repeat.md'), `# The browser suite, ${times} runs\n\n${table}\n`);
  const anyFailed = runs.some((run) => run.failed > 0 || run.exit !== 0);
  return anyFailed ? 1 : 0;
}

/** An error's first line without the terminal's colours, short enough for a table cell. */
function firstLine(message = ''): string {
  const plain =
    message
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((line) => line.trim()) ?? '';
  return plain.trim().replaceAll('|', '\\|').slice(0, 160);
}
