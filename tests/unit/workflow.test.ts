/**
 * The code host's workflow: the content check on every push and pull request, the full suite on
 * main, installed with npm install (npm ci rejects this lockfile).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Job {
  if?: string;
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

  it('runs the full npm test on main only', () => {
    const test = Object.values(workflow.jobs).find((job) => runs(job).includes('npm test'));
    expect(test?.if).toBe("github.ref == 'refs/heads/main'");
  });

  it('installs with npm install, never npm ci', () => {
    for (const job of Object.values(workflow.jobs)) {
      expect(runs(job)).toContain('npm install');
      expect(runs(job).some((command) => command?.includes('npm ci'))).toBe(false);
    }
  });
});
