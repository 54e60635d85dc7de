/** The parts of Playwright's JSON report (`--reporter=json`) that the suite benches read. */
import { readFileSync } from 'node:fs';

export interface PlaywrightResult {
  duration: number;
  status: 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted';
  error?: { message?: string };
}
export interface PlaywrightTest {
  projectName: string;
  results: PlaywrightResult[];
}
export interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: PlaywrightTest[];
}
interface PlaywrightSuite {
  title: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

/** Every spec of a report, its title prefixed with the titles of the describes around it. */
export function readSpecs(reportFile: string): PlaywrightSpec[] {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { suites: PlaywrightSuite[] };
  const walk = (suite: PlaywrightSuite, path: string[]): PlaywrightSpec[] => [
    ...(suite.specs ?? []).map((spec) => ({ ...spec, title: [...path, spec.title].join(' › ') })),
    ...(suite.suites ?? []).flatMap((inner) => walk(inner, [...path, inner.title])),
  ];
  // A file's own suite is titled with the file's name, which the spec's `file` already gives.
  return report.suites.flatMap((fileSuite) => walk(fileSuite, []));
}

/** What a test's last result was: a retry (none are configured) would not hide a failure. */
export function outcome(test: PlaywrightTest): 'passed' | 'skipped' | 'failed' {
  const last = test.results.at(-1);
  if (!last || last.status === 'skipped') return 'skipped';
  return last.status === 'passed' ? 'passed' : 'failed';
}

export function formatSeconds(seconds: number): string {
  return seconds >= 90 ? `${(seconds / 60).toFixed(1)} min` : `${seconds.toFixed(1)} s`;
}
