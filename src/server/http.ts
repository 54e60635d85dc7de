/**
 * The site's one Node process: sirv serves the prerendered build (the build's brotli/gzip
 * copies with Vary, ETags, Range and HEAD, from a file index made at start-up, so no request can
 * reach a file outside it); this file adds only the site's own rules: clean URLs without a
 * trailing slash, caching per kind of file, security headers on every answer, /healthz, the 404
 * page with status 404, and the time and size limits of every request (./request-limits.ts). POST
 * /vitals (vitals beacons, vitals/index.ts) is answered here, before Astro; everything else sirv
 * does not have (the contact form's routes) goes to Astro's handler.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { extname, join } from 'node:path';
import sirv from 'sirv';
import { TEXT_TYPES } from '../shared/serving/compressible.ts';
import { refusesPrefetch } from '../shared/serving/speculation-rules.ts';
import {
  cacheControl,
  FRAME_ANCESTORS,
  isStaticHostFile,
  isNodePath,
  NOT_FOUND_CACHE,
  securityHeaders,
} from '../shared/serving/response-headers.ts';
import { VITALS_PATH } from '../shared/vitals.ts';
import {
  closeAfterEarlyAnswer,
  declaresUnreadBody,
  DEFAULT_REQUEST_LIMITS,
  holdToLimits,
  serverTimeouts,
  type RequestLimits,
} from './request-limits.ts';

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
  /** How long a request may take (./request-limits.ts); the production figures by default. */
  limits?: RequestLimits;
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

const firstValue = (header: string | string[] | undefined) =>
  String(header ?? '')
    .split(',')[0]
    ?.trim() || undefined;

/**
 * Astro refuses a form post whose Origin is not `http://<Host>`: it reads neither
 * X-Forwarded-Proto nor X-Forwarded-Host. Behind a proxy that ends TLS, or a static host that
 * sends the form on to Node (docs/deploy.md, "Pages on a CDN, forms on Node"), the browser's
 * Origin is the public address those headers name, so such a post is handed to Astro as the
 * same-origin post it is. A browser cannot add those headers to a cross-site form post (they
 * would need a CORS preflight, which nothing here allows), so any other Origin is still refused.
 */
function sameOriginThroughProxy(req: IncomingMessage): IncomingMessage {
  const { origin, host } = req.headers;
  if (!origin || !host) return req;
  const protocol = firstValue(req.headers['x-forwarded-proto']) ?? 'http';
  const publicHost = firstValue(req.headers['x-forwarded-host']) ?? host;
  if (origin === `${protocol}://${publicHost}`) req.headers.origin = `http://${host}`;
  return req;
}

/**
 * Astro answers an on-demand page (a form's answer) with a Content-Security-Policy header of its
 * own, carrying the page's hashes, which replaces the one every answer gets here; the directive
 * that only a header can say joins it, so that page stays out of frames too.
 */
function keepFrameAncestors(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((part): part is OutgoingHttpHeaders => typeof part === 'object' && part !== null);
    const key = headers && Object.keys(headers).find((name) => name.toLowerCase() === 'content-security-policy');
    if (headers && key && !String(headers[key]).includes('frame-ancestors'))
      headers[key] = `${String(headers[key]).replace(/;\s*$/, '')}; ${FRAME_ANCESTORS}`;
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
}

export function createSiteServer({
  clientDir,
  astroHandler,
  locals,
  health,
  vitals,
  limits = DEFAULT_REQUEST_LIMITS,
}: SiteServerOptions): Server {
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
      // sirv sends Last-Modified beside the ETag, but answers only If-None-Match: the date would
      // cost 46 bytes of every page's first round trip and buy nothing.
      const writeHead = res.writeHead.bind(res);
      res.writeHead = ((status: number, headers?: OutgoingHttpHeaders) => {
        if (headers) delete headers['Last-Modified'];
        return writeHead(status, headers);
      }) as typeof res.writeHead;
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
    res.setHeader('Cache-Control', NOT_FOUND_CACHE);
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

  const toAstro = (req: IncomingMessage, res: ServerResponse) => {
    keepFrameAncestors(res);
    return Promise.resolve(
      astroHandler(
        sameOriginThroughProxy(req),
        res,
        (error) => (error ? serverError(error, res) : sendNotFound(req, res)),
        locals,
      ),
    ).catch((error: unknown) => serverError(error, res));
  };

  const server = createServer(serverTimeouts(limits), (req, res) => {
    closeAfterEarlyAnswer(req, res);
    const secure = req.headers['x-forwarded-proto'] === 'https' || 'encrypted' in req.socket;
    // HTTP/1.1 keeps a connection open unless either side says otherwise, so Node's
    // `Connection: keep-alive` and `Keep-Alive: timeout=5` tell a 1.1 client nothing it does not
    // assume (47 bytes of every page's first round trip). Removed, Node still keeps the connection
    // and closes it after the same idle time. An HTTP/1.0 client, or one that asks to close, is
    // still answered in words.
    if (req.httpVersion === '1.1' && !/\bclose\b/i.test(req.headers.connection ?? '')) res.removeHeader('Connection');
    for (const [name, value] of Object.entries(securityHeaders(secure))) res.setHeader(name, value);

    const url = requestUrl(req);
    if (!url) {
      // Thrown here, the parser's error would stop the whole process.
      res.statusCode = 400;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return void res.end('Bad request');
    }
    if (vitals && url.pathname === VITALS_PATH) return vitals(req, res);
    // Only the forms' routes and the beacons read a body; they refuse one over their limits themselves.
    if (!isNodePath(url.pathname) && declaresUnreadBody(req)) {
      res.statusCode = 413;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return void res.end('This address takes no request body.');
    }
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
    // The static host's own files are read by it, not served (the worker names Node's origin).
    if (isStaticHostFile(url.pathname)) return sendNotFound(req, res);
    if (refusesPrefetch(req.headers)) {
      res.statusCode = 503;
      res.setHeader('Cache-Control', 'no-store');
      return void res.end();
    }
    serveStatic(req, res, () => void toAstro(req, res));
  });
  holdToLimits(server, limits);
  return server;
}
