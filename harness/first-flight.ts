/**
 * The first flight: what a server sends before it waits for the visitor's first acknowledgement,
 * ten TCP segments of about 1,460 bytes. A page whose whole response (status line, headers and
 * brotli body) fits paints after one round trip; a byte more costs a second one (docs/performance.md).
 * 14,000 bytes leaves room for TLS's record overhead.
 */
import { readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { pageUrl } from '../src/lib/searchable-pages.ts';

export const FIRST_FLIGHT_BYTES = 14_000;

/** An address no page has: the not-found page is served there, with its status, never at its own. */
const UNKNOWN = 'no-such-page';

export interface BuiltPage {
  /** The file in dist/client, e.g. `ar/blogs.html`. */
  file: string;
  /** Where a visitor gets it: `/ar/blogs`; an unknown address for a 404 page. */
  path: string;
  status: number;
  /** The brotli body's bytes. */
  bodyBytes: number;
}

/** Every built HTML page, largest brotli body first. */
export function builtPages(clientDir: string): BuiltPage[] {
  return (readdirSync(clientDir, { recursive: true }) as string[])
    .map(String)
    .filter((name) => name.endsWith('.html') && !name.startsWith('_astro'))
    .map((file) => {
      const notFound = /(^|\/)404\.html$/.test(file);
      return {
        file,
        path: notFound ? pageUrl(file).replace(/404$/, UNKNOWN) : pageUrl(file),
        status: notFound ? 404 : 200,
        bodyBytes: statSync(join(clientDir, `${file}.br`)).size,
      };
    })
    .sort((a, b) => b.bodyBytes - a.bodyBytes);
}

export interface ResponseBytes {
  status: number;
  /** Status line, headers and the blank line after them, as they came over the wire. */
  headerBytes: number;
  bodyBytes: number;
  bytes: number;
}

/**
 * One response as the production server sends it to a browser over HTTPS behind the proxy that
 * ends TLS (docs/deploy.md): brotli asked for, the forwarded scheme saying https, so that
 * Strict-Transport-Security is counted too.
 */
export function responseBytes(siteUrl: string, path: string): Promise<ResponseBytes> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${siteUrl}${path}`,
      { headers: { 'Accept-Encoding': 'br, gzip', 'X-Forwarded-Proto': 'https' } },
      (res) => {
        let bodyBytes = 0;
        res.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
        res.on('end', () => {
          const lines = [`HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}`];
          for (let index = 0; index < res.rawHeaders.length; index += 2)
            lines.push(`${res.rawHeaders[index]}: ${res.rawHeaders[index + 1]}`);
          const headerBytes = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
          resolve({ status: res.statusCode!, headerBytes, bodyBytes, bytes: headerBytes + bodyBytes });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
