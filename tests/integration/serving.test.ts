/**
 * The production server sends what a slow phone needs: compressed text (the build's brotli and
 * gzip copies), year-long immutable caching for hashed assets, revalidation for HTML, correct
 * content types, clean URLs, and the 404 page for unknown addresses; a prefetch from a visitor who
 * saves data is refused, and every page's CSP lets in the speculation rules.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../../harness/site-server';
import { builtPages } from '../../harness/first-flight';
import { SPECULATION_RULES_TEXT } from '../../src/shared/serving/speculation-rules';

let site: RunningSite;
let dir: string;
const asset = (pattern: RegExp) => `/_astro/${readdirSync('dist/client/_astro').find((name) => pattern.test(name))}`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serving-'));
  site = await startSite({ CONTACT_DB: join(dir, 'contact.sqlite') });
});
afterAll(async () => {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { headers, redirect: 'manual' });

/** A request line exactly as written: fetch would tidy the path before sending it. */
const rawGet = (path: string) =>
  new Promise<{ status: number; body: string; location?: string }>((resolve, reject) => {
    const req = request(`${site.url}/`, { path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });

describe('the production server', () => {
  it('sends HTML brotli- or gzip-compressed, with revalidation and an ETag', async () => {
    const brotli = await get('/about', { 'Accept-Encoding': 'br, gzip' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(brotli.headers.get('cache-control')).toBe('no-cache');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(await brotli.text()).toContain('<h1');

    const gzip = await get('/about', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');

    const etag = brotli.headers.get('etag')!;
    expect((await get('/about', { 'If-None-Match': etag, 'Accept-Encoding': 'br' })).status).toBe(304);
  });

  it('sends no header that buys nothing, and still keeps the connection open', async () => {
    const page = await get('/ar', { 'Accept-Encoding': 'br', 'X-Forwarded-Proto': 'https' });
    // frame-ancestors does what X-Frame-Options did; sirv answers If-None-Match only; HTTP/1.1 keeps
    // connections open; Referrer-Policy would say the browsers' default; nothing asks for what
    // Permissions-Policy would forbid; the page's <meta> carries the rest of its policy.
    for (const name of [
      'x-frame-options',
      'last-modified',
      'keep-alive',
      'connection',
      'referrer-policy',
      'permissions-policy',
    ])
      expect(page.headers.get(name), name).toBeNull();
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(await page.text())?.[1];
    for (const directive of ["base-uri 'self'", "form-action 'self'", "object-src 'none'"])
      expect(policy, directive).toContain(directive);

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    for (const path of ['/', '/about', '/ar']) {
      await new Promise<void>((resolve, reject) => {
        const req = request(`${site.url}${path}`, { agent }, (res) => {
          sockets.add(res.socket);
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', reject);
        req.end();
      });
    }
    agent.destroy();
    expect(sockets.size, 'three requests on one connection').toBe(1);
    const closing = await new Promise<string | undefined>((resolve, reject) => {
      const req = request(`${site.url}/about`, { headers: { Connection: 'close' } }, (res) => {
        res.resume();
        resolve(res.headers.connection);
      });
      req.on('error', reject);
      req.end();
    });
    expect(closing, 'a client that asks to close is told').toBe('close');
  });

  it('caches hashed assets for a year, immutable, with the right type', async () => {
    const script = await get(asset(/^NavMenu\..*\.js$/), { 'Accept-Encoding': 'br' });
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('content-encoding')).toBe('br');
    const svg = await get(asset(/\.svg$/));
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves clean URLs, redirects a trailing slash, and answers 404 with the 404 page', async () => {
    expect((await get('/service')).status).toBe(200);
    expect((await get('/service/hvac-system-in-dubai-uae')).status).toBe(200);
    const slash = await get('/blogs/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/blogs');
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
    expect((await get('/..%2f..%2fpackage.json')).status).toBe(404);
  });

  it('adds HSTS only when the page was reached over HTTPS (through the proxy)', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
    expect((await get('/', { 'X-Forwarded-Proto': 'https' })).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('never caches the service worker script', async () => {
    const worker = await get('/sw.js');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await fetch(`${site.url}/about`, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    const got = await get('/about', { 'Accept-Encoding': 'br' });
    expect(head.status).toBe(200);
    for (const name of ['content-type', 'content-encoding', 'content-length', 'etag', 'cache-control']) {
      expect(head.headers.get(name), name).toBe(got.headers.get(name));
    }
    expect(await head.text()).toBe('');
  });

  it('answers a Range request with just those bytes', async () => {
    const whole = readFileSync('dist/client/robots.txt');
    const part = await get('/robots.txt', { Range: 'bytes=2-9' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 2-9/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(2, 10));
  });

  it('never redirects to another site', async () => {
    const elsewhere = await rawGet('//evil.example/x/');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.location).toBeUndefined();
    expect((await rawGet('/blogs//')).location).toBe('/blogs');
    expect((await get('/about')).status, 'still serving').toBe(200);
  });

  it('never serves a file outside the build, however the path is written', async () => {
    const raw = rawGet;
    for (const path of [
      '/../package.json',
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/_astro/..%2f..%2f..%2fpackage.json',
      '/about%00',
      '/about%00.html',
      '//etc/passwd',
      '//package.json',
      '/%2e%2e%5cpackage.json',
    ]) {
      const answer = await raw(path);
      expect([400, 404], path).toContain(answer.status);
      expect(answer.body, path).not.toContain('"dependencies"');
      expect(answer.body, path).not.toContain('root:');
    }
  });

  it('answers 400 to a path that starts with //, and keeps serving', async () => {
    // `GET //` once threw out of the request handler and stopped the whole process.
    const raw = (method: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${site.url}/`, { method, path }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    for (const path of ['//', '//a:b', '//:99999/x']) {
      for (const method of ['GET', 'POST']) expect(await raw(method, path), `${method} ${path}`).toBe(400);
    }
    expect((await get('/')).status).toBe(200);
  });
  it('refuses at once a prefetch from a visitor who asks to save data, and answers any other prefetch', async () => {
    const saving = await get('/about', { 'Sec-Purpose': 'prefetch', 'Save-Data': 'on' });
    expect(saving.status).toBe(503);
    expect(saving.headers.get('cache-control')).toBe('no-store');
    expect(await saving.text()).toBe('');
    expect((await get('/about', { 'Sec-Purpose': 'prefetch' })).status).toBe(200);
    expect((await get('/about', { 'Save-Data': 'on' })).status).toBe(200);
  });

  it("lets every page's CSP take the speculation rules the deferred tasks add, by their hash", () => {
    const hash = `'sha256-${createHash('sha256').update(SPECULATION_RULES_TEXT).digest('base64')}'`;
    const pages = builtPages('dist/client');
    const without = pages.filter(
      (page) => !/script-src [^;"]*/.exec(readFileSync(join('dist/client', page.file), 'utf8'))?.[0].includes(hash),
    );
    expect(pages.length).toBeGreaterThan(30);
    expect(without.map((page) => page.file)).toEqual([]);
    expect(readFileSync('dist/client/deferred-tasks.js', 'utf8')).toContain(SPECULATION_RULES_TEXT);
  });
});
