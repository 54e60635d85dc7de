/**
 * Serves a build's `dist/client` the way Cloudflare Pages does, for tests: clean addresses
 * (`/about` is about.html; `/about.html` and `/about/` redirect 308 to `/about`), the nearest
 * 404.html with status 404, the headers of `_headers` (read strictly: ./headers-file.ts), and, for
 * the addresses `_routes.json` includes, the build's `_worker.js` run in this process with the
 * static files as its `env.ASSETS`. The host's own transport headers (dates, lengths, ETags,
 * compression) are its business and are not modelled beyond what a browser needs. What it adds by
 * itself, and its 404s' Cache-Control, are as `wrangler pages dev` (Cloudflare's own runner, with
 * workerd) showed them.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TEXT_TYPES } from '../../src/shared/serving/compressible';
import { isStaticHostFile } from '../../src/shared/serving/response-headers';
import { headersFor, parseHeadersFile } from './headers-file';
import { freePort } from '../../harness/free-port.ts';

export interface PagesHost {
  url: string;
  stop: () => Promise<void>;
}

interface Worker {
  fetch: (request: Request, env: { ASSETS: { fetch: (request: Request) => Promise<Response> } }) => Promise<Response>;
}

export interface PagesHostOptions {
  clientDir: string;
  /** The `_headers`, `_routes.json` and `_worker.js` to use, if not the ones in clientDir. */
  files?: { headers?: string; routes?: string; worker?: string };
}

/** What Cloudflare Pages adds to every static file by itself (seen with `wrangler pages dev`). */
const HOST_DEFAULTS = { 'Access-Control-Allow-Origin': '*' };

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

export async function startPagesHost({ clientDir, files = {} }: PagesHostOptions): Promise<PagesHost> {
  const headersText = files.headers ?? readFileSync(join(clientDir, '_headers'), 'utf8');
  const rules = parseHeadersFile(headersText);
  const routesPath = files.routes ?? join(clientDir, '_routes.json');
  const workerPath = files.worker ?? join(clientDir, '_worker.js');
  const routes = isFile(routesPath)
    ? (JSON.parse(readFileSync(routesPath, 'utf8')) as { include: string[]; exclude: string[] })
    : undefined;
  const worker = isFile(workerPath)
    ? ((await import(`${pathToFileURL(workerPath).href}?${Date.now()}`)) as { default: Worker }).default
    : undefined;
  const routed = (path: string) =>
    !!routes &&
    routes.include.some((pattern) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path),
    ) &&
    !routes.exclude.includes(path);

  const file = (path: string) => {
    const absolute = normalize(join(clientDir, path));
    return absolute.startsWith(normalize(clientDir)) && isFile(absolute) ? absolute : undefined;
  };

  const withHeaders = (path: string, status: number, body: Buffer | null, type: string) => {
    const headers = new Headers({ 'Content-Type': type });
    if (body) headers.set('ETag', `"${createHash('sha1').update(body).digest('hex')}"`);
    for (const [name, value] of headersFor(rules, path, HOST_DEFAULTS)) headers.set(name, value);
    // Whatever the rules say, the host keeps no copy of a page that does not exist.
    if (status === 404) headers.set('Cache-Control', 'no-store');
    return new Response(body && new Uint8Array(body), { status, headers });
  };

  const typeOf = (path: string) => TEXT_TYPES[/\.[^./]+$/.exec(path)?.[0] ?? ''] ?? 'application/octet-stream';

  async function assets(request: Request): Promise<Response> {
    const { pathname, search } = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
    const redirect = (to: string) => new Response(null, { status: 308, headers: { Location: `${to}${search}` } });
    // The host reads its own files and never serves them.
    const found = isStaticHostFile(pathname)
      ? undefined
      : pathname === '/'
        ? file('index.html')
        : (file(pathname) ?? file(`${pathname}.html`) ?? file(`${pathname}/index.html`));
    if (pathname.endsWith('.html')) return redirect(pathname.replace(/(\/index)?\.html$/, '') || '/');
    if (pathname.length > 1 && pathname.endsWith('/') && file(`${pathname.slice(0, -1)}.html`))
      return redirect(pathname.slice(0, -1));
    const send = (path: string, status: number, from: string) => {
      const body = readFileSync(path);
      return withHeaders(from, status, request.method === 'HEAD' ? null : body, typeOf(path));
    };
    if (found) return send(found, 200, pathname);
    // The nearest 404.html, from the address's folder up.
    const folders = pathname.split('/').slice(0, -1);
    for (let depth = folders.length; depth > 0; depth--) {
      const notFound = file(`${folders.slice(0, depth).join('/')}/404.html`);
      if (notFound) return send(notFound, 404, pathname);
    }
    return withHeaders(pathname, 404, Buffer.from('Not found'), 'text/plain; charset=utf-8');
  }

  const toRequest = async (req: IncomingMessage, origin: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    headers.set('CF-Connecting-IP', req.socket.remoteAddress ?? '');
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    return new Request(`${origin}${req.url}`, {
      method: req.method,
      headers,
      body: hasBody ? new Uint8Array(Buffer.concat(chunks)) : undefined,
    });
  };

  const send = async (response: Response, res: ServerResponse) => {
    res.statusCode = response.status;
    response.headers.forEach((value, name) => {
      // fetch has already decoded the origin's body.
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name))
        res.setHeader(name, value);
    });
    res.end(Buffer.from(await response.arrayBuffer()));
  };

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = createServer((req, res) => {
    void (async () => {
      const request = await toRequest(req, origin);
      const { pathname } = new URL(request.url);
      const response =
        worker && routed(pathname) ? await worker.fetch(request, { ASSETS: { fetch: assets } }) : await assets(request);
      await send(response, res);
    })().catch((error: unknown) => {
      console.error(error);
      res.statusCode = 500;
      res.end('emulated host failed');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: origin,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
