/**
 * The server runs from a production install: the build copied elsewhere with only the
 * dependencies (`npm prune --omit=dev`), and esbuild removed too (it stays only because astro
 * depends on it), so nothing the server does at run time may need a build tool. The Node that
 * runs this test runs the server: the pinned Node is itself a dev dependency. With NODE_FLOOR set
 * to the binary of the oldest Node that package.json's `engines` allows (e.g. after
 * `npm install --prefix /tmp/node-floor node@22.18.0`), the same copy is also served by that Node.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStore, valid } from '../support/contact-posts';
import { startSite, type RunningSite } from '../../harness/site-server';
import { vitalsRows } from '../support/vitals';

let dir: string;
let site: RunningSite;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pruned-'));
  // The server's own files and the contracts it shares with the pages (src/shared): nothing else of src/.
  for (const file of ['package.json', 'package-lock.json', 'dist', 'src/server', 'src/shared']) {
    cpSync(file, join(dir, file), { recursive: true });
  }
  // Hard links: a copy of node_modules in a second, without 600 MB of writing; prune only unlinks.
  mkdirSync(join(dir, 'node_modules'));
  const link = spawnSync('cp', ['-al', 'node_modules/.', join(dir, 'node_modules')]);
  if (link.status !== 0) cpSync('node_modules', join(dir, 'node_modules'), { recursive: true });
  const prune = spawnSync('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
  if (prune.status !== 0) throw new Error(`npm prune failed:\n${prune.stderr}`);
  for (const name of ['esbuild', '@esbuild']) rmSync(join(dir, 'node_modules', name), { recursive: true, force: true });
  site = await startSite({ CONTACT_DB: join(dir, 'data/contact.sqlite') }, dir);
}, 240_000);

afterAll(async () => {
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { Origin: site.url, 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('a pruned production install', () => {
  it('has no dev dependency left and no build tool', () => {
    for (const name of ['vitest', 'workbox-build', 'esbuild', 'typescript', 'node']) {
      expect(existsSync(join(dir, 'node_modules', name)), name).toBe(false);
    }
    expect(existsSync(join(dir, 'node_modules/sirv'))).toBe(true);
  });

  it('serves the home page and an article', async () => {
    const home = await fetch(`${site.url}/`, { headers: { 'Accept-Encoding': 'br' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-encoding')).toBe('br');
    expect(await home.text()).toContain('<h1');
    const [article] = readdirSync('src/content/articles').map((file) => file.replace(/\.mdx?$/, ''));
    const page = await fetch(`${site.url}/${article}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<article');
  });

  it('takes a message at /mail.php and at /contact/send (the form without JavaScript)', async () => {
    const script = await fetch(`${site.url}/mail.php`, form(valid));
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('Thank you');
    const plain = await fetch(`${site.url}/contact/send`, form({ ...valid, name: 'Omar Saeed' }));
    expect(plain.status, site.output()).toBe(200);
    const html = await plain.text();
    expect(html).toContain('Thank you');
    expect(html).toContain('<form');
    expect(readStore(join(dir, 'data/contact.sqlite')).map((message) => message.name)).toEqual([
      'Omar Saeed',
      valid.name,
    ]);
  });

  it('takes a vitals beacon at /vitals, stored beside the contact database', async () => {
    const answer = await fetch(`${site.url}/vitals`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ kind: 'home', edition: 'en', lcp: 1800, ttfb: 300 }),
    });
    expect(answer.status, site.output()).toBe(204);
    expect(vitalsRows(join(dir, 'data/vitals.sqlite'))).toMatchObject([{ kind: 'home', lcp: 1800 }]);
  });
});

describe.skipIf(!process.env.NODE_FLOOR)('the same install on the oldest Node that engines allows', () => {
  it('serves a page and takes a message at /contact/send', async () => {
    const node = process.env.NODE_FLOOR!;
    const floor = /(\d+\.\d+\.\d+)/.exec(
      (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node,
    )![1];
    expect(spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()).toBe(`v${floor}`);
    const old = await startSite({ CONTACT_DB: join(dir, 'data/floor.sqlite') }, dir, node);
    try {
      expect((await fetch(`${old.url}/`)).status).toBe(200);
      const answer = await fetch(`${old.url}/contact/send`, {
        method: 'POST',
        headers: { Origin: old.url, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(valid).toString(),
      });
      expect(answer.status, old.output()).toBe(200);
      expect(readStore(join(dir, 'data/floor.sqlite'))).toHaveLength(1);
      const speed = await fetch(`${old.url}/vitals`, {
        method: 'POST',
        body: JSON.stringify({ kind: 'contact', edition: 'ar', inp: 90, inpTarget: 'button' }),
      });
      expect(speed.status, old.output()).toBe(204);
    } finally {
      expect(await old.stop()).toBe(0);
    }
  });
});
