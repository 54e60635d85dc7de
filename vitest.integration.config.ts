import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that build a copy of the project go first, so that the builds run while the other worker
 * takes the files that need none: the first of the files that read the changed copy
 * (tests/support/changed-site.ts), which builds it, and each file that builds a copy of its own.
 * The other readers of the changed copy go last, when it is built, since they wait for it. In
 * Vitest's own order (the longest first by the last run, else the largest) the readers would start
 * together, one worker waiting through the build, and on a fresh clone a small file that builds
 * would start last.
 */
class BuildsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    /** Whether `file` imports `name` from tests/support/`module`. */
    const imports = (file: TestSpecification, name: string, module: string) =>
      new RegExp(`^import \\{[^}]*\\b${name}\\b[^}]*\\} from '[./]+/support/${module}';`, 'm').test(
        readFileSync(file.moduleId, 'utf8'),
      );
    const readers = sorted.filter((file) => imports(file, 'changedSite', 'changed-site.ts'));
    const ownBuilders = sorted.filter((file) => imports(file, 'copyProject', 'project-copy.ts'));
    const first = [...readers.slice(0, 1), ...ownBuilders];
    const last = readers.slice(1);
    return [...first, ...sorted.filter((file) => !first.includes(file) && !last.includes(file)), ...last];
  }
}

/** Tests that need the build (`npm run build` first): they start the real server process. */
export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 30_000,
    // Two files at a time, on a 2-core machine: each test that needs a server starts its own, on a
    // port of its own (harness/site-server.ts), with its own database file.
    fileParallelism: true,
    maxWorkers: 2,
    globalSetup: ['tests/support/changed-site-run.ts'],
    sequence: { sequencer: BuildsFirst },
  },
});
