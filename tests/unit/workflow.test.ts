/**
 * The code host's workflow: the content check on every push and pull request, the full suite on
 * main in all three browser engines (through .ci/run, as the project's own CI), installed with
 * npm install (npm ci rejects this lockfile).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Job {
  if?: string;
  container?: string;
  steps: { run?: string; uses?: string }[];
}
const workflow = parse(readFileSync('.github/workflows/content.yml', 'utf8')) as {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
};
const runs = (job: Job) => job.steps.map((step) => step.run).filter(Boolean);

describe('.github/workflows/content.yml', () => {
  it('runs the content check on every push and pull request', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    const check = Object.values(workflow.jobs).find((job) => runs(job).includes('npm run check'));
    expect(check?.if).toBeUndefined();
  });

  const ciScript = readFileSync('.ci/run', 'utf8');
  const fullSuite = Object.values(workflow.jobs).find((job) => runs(job).includes('bash .ci/run'));

  it('runs the full npm test on main only, through .ci/run on Debian', () => {
    expect(fullSuite?.if).toBe("github.ref == 'refs/heads/main'");
    expect(fullSuite?.container).toMatch(/bookworm/);
    expect(ciScript).toMatch(/^npm install && npm test$/m);
  });

  it('on a pull request, takes screenshots of the changed pages and uploads them, linked from the summary', () => {
    const shots = Object.values(workflow.jobs).find((job) =>
      runs(job).some((run) => run?.includes('shots -- --changed')),
    );
    expect(shots?.if).toBe("github.event_name == 'pull_request'");
    expect(shots?.container).toMatch(/bookworm/);
    expect(shots?.steps.some((step) => step.uses?.startsWith('actions/upload-artifact'))).toBe(true);
    expect(runs(shots!).join('\n')).toContain('GITHUB_STEP_SUMMARY');
    expect(runs(shots!).join('\n')).toContain('chromium');
  });

  it('installs all three browser engines from Debian before the tests', () => {
    for (const pkg of ['chromium', 'firefox-esr', 'webkit2gtk-driver', 'xvfb', 'evilwm'])
      expect(ciScript).toContain(pkg);
  });

  it('installs with npm install, never npm ci', () => {
    for (const job of Object.values(workflow.jobs)) {
      expect([...runs(job), fullSuite === job ? ciScript : ''].join('\n')).toContain('npm install');
      expect(runs(job).some((command) => command?.includes('npm ci'))).toBe(false);
    }
    expect(ciScript).not.toContain('npm ci');
  });
});
