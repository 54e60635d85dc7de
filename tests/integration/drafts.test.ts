/**
 * `draft: true` keeps an article off the built site (its page, the blog list, the "Latest Blogs"
 * column, the sitemap and RSS), while `npm run dev` still shows it, and `npm run dev` honours
 * PORT and HOST. Builds a copy of the project with one article marked as a draft.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../support/project-copy.ts';
import { freePort } from '../support/smtp.ts';

const slug = 'lifting-equipment-in-dubai';
let root: string;
let title: string;

beforeAll(() => {
  root = copyProject('drafts-');
  const article = join(root, `src/content/articles/${slug}.mdx`);
  const source = readFileSync(article, 'utf8');
  title = JSON.parse(/^title: (.*)$/m.exec(source)![1]!) as string;
  writeFileSync(article, source.replace(/^date: .*$/m, '$&\ndraft: true'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const astro = () => join(root, 'node_modules/astro/bin/astro.mjs');
// Vitest exports its own import.meta.env (DEV=1, MODE=test, NODE_ENV=test): left in, the build
// would take itself for a development one.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(DEV|PROD|SSR|MODE|BASE_URL|NODE_ENV|TEST|VITEST.*)$/.test(name)),
);

describe('a draft article', () => {
  it('is left out of the build: no page, not on the blog list, in the sitemap or RSS', () => {
    const build = spawnSync(process.execPath, [astro(), 'build'], { cwd: root, encoding: 'utf8', env });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const client = join(root, 'dist/client');
    expect(existsSync(join(client, `${slug}.html`))).toBe(false);
    // Another article is built, so the check above is not passing for an unrelated reason.
    expect(existsSync(join(client, 'facade-cleaning-services-in-dubai.html'))).toBe(true);
    for (const file of [
      'blogs.html',
      'index.html',
      'rss.xml',
      'sitemap-0.xml',
      'facade-cleaning-services-in-dubai.html',
    ]) {
      // Its Arabic twin (/ar/…) is still published, in Arabic only.
      expect(readFileSync(join(client, file), 'utf8'), file).not.toMatch(new RegExp(`(?<!/ar)/${slug}\\b`));
    }
    expect(readFileSync(join(client, 'rss.xml'), 'utf8')).not.toContain(title);

    // The Arabic twin stands alone: no hreflang to the missing English page, in the head or the
    // sitemap, and its language switcher leads to the English blog list.
    const arabic = readFileSync(join(client, `ar/${slug}.html`), 'utf8');
    expect(arabic).not.toContain('hreflang="en" href=');
    expect(arabic).toMatch(/<a href="\/blogs" hreflang="en" lang="en"/);
    const entry = new RegExp(`<url><loc>[^<]*/ar/${slug}</loc>(.*?)</url>`).exec(
      readFileSync(join(client, 'sitemap-0.xml'), 'utf8'),
    );
    expect(entry?.[1]).toBe('');
  }, 300_000);

  it('is shown by npm run dev, which listens on PORT and HOST', async () => {
    const port = await freePort();
    const dev = spawn(process.execPath, [astro(), 'dev'], {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    dev.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await new Promise<void>((ready, fail) => {
        dev.stdout.on('data', () => output.includes(`127.0.0.1:${port}`) && ready());
        dev.once('exit', (code) => fail(new Error(`astro dev exited with ${code}:\n${output}`)));
      });
      const response = await fetch(`http://127.0.0.1:${port}/${slug}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(title.replace(/&/g, '&amp;'));
    } finally {
      process.kill(-dev.pid!);
    }
  }, 120_000);
});
