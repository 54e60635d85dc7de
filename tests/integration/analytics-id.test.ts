/**
 * An owner sets an analytics id in settings: the build puts the tag manager's loader in every page,
 * allowed by the page's own script policy (what the loader does in a browser:
 * tests/e2e/analytics.chromium.spec.ts). Its own build of a copy of the project: the changed copy
 * the other content tests share (tests/support/changed-site.ts) measures its blog list's weight
 * without the loader.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_MANAGER_ORIGIN } from '../../src/lib/analytics.ts';
import { buildEnv, copyProject } from '../support/project-copy.ts';

const ANALYTICS_ID = 'GTM-ABC1234';
/** An article, one of the page kinds the loader must be in. */
const ARTICLE = 'facade-cleaning-services-in-dubai';

let root: string;
const built = (file: string) => readFileSync(join(root, 'dist/client', file), 'utf8');

beforeAll(() => {
  root = copyProject('analytics-id-');
  const settings = join(root, 'src/content/settings/site.yaml');
  const withId = readFileSync(settings, 'utf8').replace(/^# analyticsId: .*$/m, `analyticsId: ${ANALYTICS_ID}`);
  expect(withId).toContain(`\nanalyticsId: ${ANALYTICS_ID}\n`);
  writeFileSync(settings, withId);
  const astro = join(root, 'node_modules/astro/bin/astro.mjs');
  const build = spawnSync(process.execPath, [astro, 'build', '--silent'], {
    cwd: root,
    encoding: 'utf8',
    env: buildEnv(),
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
}, 300_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('an analytics id in settings', () => {
  it("puts the tag manager's loader, with the container's address, in every page, allowed by its script policy", () => {
    for (const file of ['index.html', 'ar/blogs.html', `${ARTICLE}.html`, 'contact.html']) {
      const html = built(file);
      const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
        .map(([, source]) => source!)
        .find((source) => source.includes(TAG_MANAGER_ORIGIN));
      expect(loader, file).toContain(JSON.stringify(`${TAG_MANAGER_ORIGIN}/gtm.js?id=${ANALYTICS_ID}`));
      const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
      const hash = createHash('sha256').update(loader!).digest('base64');
      expect(policy, file).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    }
  });
});
