/**
 * Vitest's global setup for the integration tests: a folder for this run's changed copy of the
 * project (tests/support/changed-site.ts), removed with the copy when the run ends. Nothing is
 * built here: only a run that has a file asking for the copy builds it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's changed copy. */
    changedSiteRun: string;
  }
}

export default function setup(project: TestProject): () => void {
  const run = mkdtempSync(join(tmpdir(), 'changed-site-'));
  project.provide('changedSiteRun', run);
  return () => rmSync(run, { recursive: true, force: true });
}
