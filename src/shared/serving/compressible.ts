/**
 * The text types the site serves, by extension: worth compressing (images and fonts are
 * compressed already), and sent with their charset. One list for both the build, which writes a
 * .br and a .gz copy of each such file (src/integrations/service-worker.ts), and the server.
 */
export const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  // The search index (Pagefind): binary, stored plain by the build so that brotli packs it tighter
  // than Pagefind's own gzip (src/integrations/search-index.ts).
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};

/** A file of the search index: stored plain, read by Pagefind's script. */
export const isSearchData = (path: string) => /\.(pagefind|pf_\w+)$/.test(path);

export const isCompressible = (path: string) => Object.hasOwn(TEXT_TYPES, path.slice(path.lastIndexOf('.')));
