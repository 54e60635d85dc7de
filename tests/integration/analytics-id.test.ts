/**
 * An owner sets an analytics id in settings: the build writes the tag manager's loader with the
 * container's address, and every page fetches it, allowed by its own script policy, at a few bytes
 * of its first flight (what the loader does in a browser: tests/e2e/analytics.spec.ts). Its own build of a copy of the project: the changed copy
 * the other content tests share (tests/support/changed-site.ts) measures its blog list's weight
 * without the loader.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_LOADER_URL, TAG_MANAGER_ORIGIN } from '../../src/lib/tag-manager.ts';
import { buildEnv, copyProject } from '../support/project-copy.ts';

const ANALYTICS_ID = 'GTM-ABC1234';
/** An article, one of the page kinds the loader must be in. */
const ARTICLE = 'facade-cleaning-services-in-dubai';

/** A page of each kind that carries the loader's tag, in both editions. */
const PAGES = ['index.html', 'ar.html', 'ar/blogs.html', `${ARTICLE}.html`, 'contact.html', 'ar/contact.html'];

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
  it("writes the tag manager's loader with the container's address, which every page fetches, allowed by its script policy", () => {
    expect(built(ANALYTICS_LOADER_URL.slice(1))).toContain(
      JSON.stringify(`${TAG_MANAGER_ORIGIN}/gtm.js?id=${ANALYTICS_ID}`),
    );
    for (const file of PAGES) {
      const html = built(file);
      expect(html, file).toContain(`<script src="${ANALYTICS_LOADER_URL}" async></script>`);
      expect(html, file).not.toContain('gtm.js');
      const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(policy, file).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    }
  });

  // The loader inline was about 750 bytes of every page's first flight, which took the Arabic Home
  // past it; now a page carries the tag and the script policy's hosts. (The visit request page's
  // bytes change with the day it is built on, so it is not among these.)
  it('adds at most 96 bytes to a page: the tag that fetches the loader, not the loader', () => {
    const bodyBytes = (dir: string, file: string) => statSync(join(dir, `${file}.br`)).size;
    const grown = PAGES.map((file) => ({
      file,
      bytes: bodyBytes(join(root, 'dist/client'), file) - bodyBytes('dist/client', file),
    }));
    expect(grown.filter(({ bytes }) => bytes > 96)).toEqual([]);
  });
});
