/**
 * The site's one Node process: sirv serves the prerendered build (the build's brotli/gzip
 * copies with Vary, ETags, Range and HEAD, from a file index made at start-up, so no request can
 * reach a file outside it); this file adds only the site's own rules: clean URLs without a
 * trailing slash, caching per kind of file, security headers on every answer, /healthz, and the
 * 404 page with status 404. POST /vitals (vitals beacons, vitals/index.ts) is answered here, before
 * Astro; everything else sirv does not have (the contact form's routes) goes to Astro's handler.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import sirv from 'sirv';
import { TEXT_TYPES } from '../shared/compressible.ts';
import { VITALS_PATH } from '../shared/vitals.ts';

export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
  locals?: object,
) => Promise<void> | void;

export interface SiteServerOptions {
  clientDir: string;
  astroHandler: AstroHandler;
  /** Passed to every on-demand route as Astro.locals. */
  locals?: object;
  /**
   * What GET /healthz reports: 200 while `problems` is empty, else 503 naming them. A throw is a
   * 503 too (the database cannot even be opened).
   */
  health?: () => { problems: string[] };
  /** Answers every request to /vitals (vitals/index.ts); never throws. */
  vitals?: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * Sent with every answer. The per-page script and style hashes come from Astro's CSP <meta>;
 * this header adds what a <meta> cannot say (frame-ancestors) and locks down the rest.
 */
export function securityHeaders(secure: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  };
  if (secure) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

export function cacheControl(urlPath: string, extension: string): string {
  // The search index's chunks are named by their content's hash too.
  if (urlPath.startsWith('/_astro/') || /^\/pagefind\/(index|fragment|filter)\/|\.pf_meta$/.test(urlPath))
    return 'public, max-age=31536000, immutable';
  if (extension === '.html') return 'public, max-age=0, must-revalidate';
  if (urlPath === '/sw.js' || urlPath.startsWith('/workbox-')) return 'no-cache';
  return 'public, max-age=3600';
}

function sendJson(res: ServerResponse, status: number, body: object) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** The request's address, or nothing for a request line no URL parser accepts (e.g. `//` or `//a:b`). */
function requestUrl(req: IncomingMessage): URL | undefined {
  try {
    // A path that starts with `//` reads as another host to a URL parser (and to Astro's): no page
    // of this site has one, so it is answered 400 before anything parses it.
    if (req.url?.startsWith('//')) return undefined;
    return new URL(`http://localhost${req.url?.startsWith('/') ? req.url : '/'}`);
  } catch {
    return undefined;
  }
}

export function createSiteServer({ clientDir, astroHandler, locals, health, vitals }: SiteServerOptions): Server {
  const serveStatic = sirv(clientDir, {
    etag: true,
    brotli: true,
    gzip: true,
    // Clean URLs: /about is about.html.
    extensions: ['html'],
    setHeaders(res, pathname) {
      // A clean URL (no extension) is always an HTML page.
      const extension = extname(pathname).toLowerCase() || '.html';
      const type = TEXT_TYPES[extension];
      if (type) res.setHeader('Content-Type', type);
      res.setHeader('Cache-Control', cacheControl(pathname, extension));
    },
  });

  // Each edition's 404 page, read once with its brotli copy: /404.html, and /ar/404.html for an
  // unknown address under /ar (any top folder with a 404.html of its own is an edition).
  const readNotFound = (path: string) => ({
    page: existsSync(path) ? readFileSync(path) : undefined,
    brotli: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : undefined,
  });
  const editions = existsSync(clientDir)
    ? readdirSync(clientDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(clientDir, entry.name, '404.html')))
        .map((entry) => entry.name)
    : [];
  const notFoundPages = new Map(
    ['', ...editions].map((folder) => [folder, readNotFound(join(clientDir, folder, '404.html'))]),
  );
  const notFoundFor = (pathname: string) => {
    const folder = /^\/([^/]+)/.exec(pathname)?.[1] ?? '';
    return notFoundPages.get(notFoundPages.has(folder) ? folder : '')!;
  };
  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    const { page: notFound, brotli: notFoundBrotli } = notFoundFor(new URL(req.url ?? '/', 'http://site').pathname);
    res.statusCode = 404;
    res.setHeader('Cache-Control', 'no-cache');
    if (!notFound) {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return void res.end('Not found');
    }
    res.setHeader('Content-Type', TEXT_TYPES['.html']!);
    res.setHeader('Vary', 'Accept-Encoding');
    const brotli = notFoundBrotli && /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (brotli) res.setHeader('Content-Encoding', 'br');
    res.end(brotli ? notFoundBrotli : notFound);
  };

  const serverError = (error: unknown, res: ServerResponse) => {
    console.error(error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Server error');
    }
  };

  const toAstro = (req: IncomingMessage, res: ServerResponse) =>
    Promise.resolve(
      astroHandler(req, res, (error) => (error ? serverError(error, res) : sendNotFound(req, res)), locals),
    ).catch((error: unknown) => serverError(error, res));

  return createServer((req, res) => {
    const secure = req.headers['x-forwarded-proto'] === 'https' || 'encrypted' in req.socket;
    for (const [name, value] of Object.entries(securityHeaders(secure))) res.setHeader(name, value);

    const url = requestUrl(req);
    if (!url) {
      // Thrown here, the parser's error would stop the whole process.
      res.statusCode = 400;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return void res.end('Bad request');
    }
    if (vitals && url.pathname === VITALS_PATH) return vitals(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return void toAstro(req, res);

    if (url.pathname === '/healthz' && health) {
      try {
        const { problems, ...report } = health();
        if (problems.length === 0) return sendJson(res, 200, { status: 'ok', ...report });
        return sendJson(res, 503, { status: 'unavailable', problems, ...report });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`Health check failed: ${reason}`);
        return sendJson(res, 503, { status: 'unavailable', problems: [reason] });
      }
    }
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      res.statusCode = 301;
      // One leading slash: `//example.com/` must never redirect a visitor to another site.
      res.setHeader('Location', `/${url.pathname.replace(/^\/+|\/+$/g, '')}${url.search}`);
      return void res.end();
    }
    serveStatic(req, res, () => void toAstro(req, res));
  });
}
