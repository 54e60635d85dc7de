/**
 * A private page's answer, compressed with brotli for a browser that takes it. The server sends
 * the prerendered pages' own .br copies (src/server/http.ts); a page rendered on request has none,
 * and without one the private pages could not fit the first flight (docs/performance.md). Pages
 * are a few kilobytes: compressed at once, at a quality that takes a millisecond.
 */
import { brotliCompressSync, constants } from 'node:zlib';

export async function compressedPage(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  const takesBrotli = /\bbr\b/.test(request.headers.get('accept-encoding') ?? '');
  if (request.method === 'HEAD' || !type.startsWith('text/html') || response.headers.has('content-encoding'))
    return response;
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Encoding');
  if (!takesBrotli) return new Response(response.body, { status: response.status, headers });
  const body = brotliCompressSync(Buffer.from(await response.arrayBuffer()), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
  });
  headers.set('Content-Encoding', 'br');
  headers.delete('Content-Length');
  return new Response(body, { status: response.status, headers });
}
