/**
 * After the pages are trimmed: a Pagefind index of the services, articles and projects in
 * dist/client/pagefind/, one per edition (Pagefind splits by <html lang>), so English searches
 * English and Arabic searches Arabic. The search page loads it only when a visitor searches.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';
import { isSearchData } from '../shared/serving/compressible.ts';
import { forSearchIndex, pageUrl, SEARCH_EXCLUDED, searchKind, withoutSearchMarks } from '../lib/searchable-pages.ts';

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * Pagefind writes its index and WebAssembly gzipped; stored plain, they get the build's brotli
 * copies (src/shared/serving/compressible.ts), 10-15% fewer bytes on a first search, and Pagefind reads
 * them as they arrive (its files carry their own signature). Its ready-made interfaces and its
 * worker go: the search page has its own (src/browser/search/page-script.ts), on the page's thread.
 */
function leaner(outputPath: string) {
  for (const entry of readdirSync(outputPath, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    if (/^pagefind-(.+-)?(ui|highlight|worker)\.(js|css)$|^pagefind-ui\.(js|css)$/.test(entry.name)) rmSync(file);
    else if (isSearchData(file)) writeFileSync(file, gunzipSync(readFileSync(file)));
  }
}

export function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:server:start': ({ logger }) => {
        logger.info('Search needs the built index: `npm run build && npm run serve`, then open /search.');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const { index, errors } = await createIndex({ excludeSelectors: SEARCH_EXCLUDED });
        if (!index) throw new Error(`Search index: ${errors.join('; ')}`);
        const counts = { service: 0, article: 0, project: 0 };
        try {
          for (const file of htmlFiles(clientDir)) {
            const path = relative(clientDir, file);
            if (path.startsWith('pagefind/')) continue;
            const html = readFileSync(file, 'utf8');
            const kind = searchKind(path, html);
            const served = withoutSearchMarks(html);
            if (served !== html) writeFileSync(file, served);
            if (!kind) continue;
            const added = await index.addHTMLFile({ url: pageUrl(path), content: forSearchIndex(html, kind) });
            if (added.errors.length) throw new Error(`Search index, ${path}: ${added.errors.join('; ')}`);
            counts[kind] += 1;
          }
          const outputPath = join(clientDir, 'pagefind');
          const written = await index.writeFiles({ outputPath });
          if (written.errors.length) throw new Error(`Search index: ${written.errors.join('; ')}`);
          leaner(outputPath);
        } finally {
          await close();
        }
        logger.info(
          `Search index: ${counts.service} service pages, ${counts.article} articles and ${counts.project} projects, in both editions.`,
        );
      },
    },
  };
}
