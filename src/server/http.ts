/**
 * The site's one Node process: serves the prerendered build the way production should
 * (precompressed brotli/gzip, immutable caching for hashed assets, revalidation for HTML,
 * correct content types, security headers on every answer) and hands the few on-demand routes
 * (the contact form) to Astro's handler. Unknown addresses get the 404 page with status 404.
 */
import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

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
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.xml', '.txt', '.svg']);

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
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (extension === '.html') return 'public, max-age=0, must-revalidate';
  if (urlPath === '/sw.js' || urlPath.startsWith('/workbox-')) return 'no-cache';
  return 'public, max-age=3600';
}

interface StaticFile {
  path: string;
  stats: Stats;
  extension: string;
}

/** Finds the built file for a clean URL: /about → about.html, /service → service.html, / → index.html. */
export function resolveStaticFile(clientDir: string, urlPath: string): StaticFile | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const candidates = decoded === '/' ? ['/index.html'] : [decoded, `${decoded}.html`, `${decoded}/index.html`];
  for (const candidate of candidates) {
    const path = normalize(join(clientDir, candidate));
    if (path !== clientDir && !path.startsWith(clientDir.endsWith(sep) ? clientDir : clientDir + sep)) return undefined;
    if (!existsSync(path)) continue;
    const stats = statSync(path);
    if (stats.isFile()) return { path, stats, extension: extname(path).toLowerCase() };
  }
  return undefined;
}

function preferredEncoding(req: IncomingMessage): 'br' | 'gzip' | undefined {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** On-the-fly compression for text files that the build did not precompress, kept in memory. */
const compressedCache = new Map<string, Buffer>();

function compressedBody(file: StaticFile, encoding: 'br' | 'gzip'): { path?: string; body?: Buffer } {
  const precompressed = `${file.path}.${encoding === 'br' ? 'br' : 'gz'}`;
  if (existsSync(precompressed)) return { path: precompressed };
  const key = `${file.path}:${file.stats.mtimeMs}:${encoding}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = readFileSync(file.path);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    compressedCache.set(key, body);
  }
  return { body };
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, status: number, urlPath: string) {
  const etag = `W/"${file.stats.size.toString(16)}-${Math.floor(file.stats.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', CONTENT_TYPES[file.extension] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', status === 200 ? cacheControl(urlPath, file.extension) : 'no-cache');
  res.setHeader('ETag', etag);
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const compressible = COMPRESSIBLE.has(file.extension);
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  const encoding = compressible ? preferredEncoding(req) : undefined;
  res.statusCode = status;
  if (encoding) {
    const { path, body } = compressedBody(file, encoding);
    res.setHeader('Content-Encoding', encoding);
    if (body) {
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (path) {
      res.setHeader('Content-Length', statSync(path).size);
      if (req.method === 'HEAD') return void res.end();
      createReadStream(path).pipe(res);
      return;
    }
  }
  res.setHeader('Content-Length', file.stats.size);
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file.path).pipe(res);
}

export function createSiteServer({ clientDir, astroHandler, locals }: SiteServerOptions): Server {
  const notFoundPage = join(clientDir, '404.html');

  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    if (existsSync(notFoundPage)) {
      const stats = statSync(notFoundPage);
      sendFile(req, res, { path: notFoundPage, stats, extension: '.html' }, 404, '/404');
    } else {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    }
  };

  return createServer((req, res) => {
    const secure = req.headers['x-forwarded-proto'] === 'https' || 'encrypted' in req.socket;
    for (const [name, value] of Object.entries(securityHeaders(secure))) res.setHeader(name, value);

    const url = new URL(req.url ?? '/', 'http://localhost');
    const urlPath = url.pathname;

    if (req.method === 'GET' || req.method === 'HEAD') {
      if (urlPath.length > 1 && urlPath.endsWith('/')) {
        res.statusCode = 301;
        res.setHeader('Location', urlPath.replace(/\/+$/, '') + url.search);
        res.end();
        return;
      }
      const file = resolveStaticFile(clientDir, urlPath);
      if (file) return sendFile(req, res, file, 200, urlPath);
    }

    Promise.resolve(
      astroHandler(
        req,
        res,
        (error) => {
          if (error) {
            console.error(error);
            if (!res.headersSent) {
              res.statusCode = 500;
              res.end('Server error');
            }
            return;
          }
          sendNotFound(req, res);
        },
        locals,
      ),
    ).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end('Server error');
      }
    });
  });
}
