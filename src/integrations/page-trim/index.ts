import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { islandScripts, readPage, trimPage } from './html';
import { classesInSource, islandClasses } from './script-classes';
import { SPECULATION_RULES_TEXT } from '../../shared/serving/speculation-rules.ts';

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  );

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file));

/**
 * The class names that keep their long names on every page (html.ts, `keepsName`): every word
 * of every string in the browser code and the islands (`islandSources`), which may add, find or
 * render a class; and the project's own utilities (`@utility` in global.css), which its tests and
 * its readers find by name. The components' classes keep theirs anyway: only utilities are renamed.
 */
function namesReadOutsidePages(): (name: string) => boolean {
  const browserDir = fileURLToPath(new URL('../../browser/', import.meta.url));
  const words = new Set<string>();
  for (const file of sourceFiles(browserDir))
    for (const word of classesInSource(readFileSync(file, 'utf8'))) words.add(word);
  const css = readFileSync(fileURLToPath(new URL('../../styles/global.css', import.meta.url)), 'utf8');
  const own = [...css.matchAll(/@utility\s+([\w-]+?)(-\*)?\s*\{/g)].map(([, name, functional]) => ({
    name: name!,
    functional: !!functional,
  }));
  return (name) =>
    words.has(name) ||
    own.some((utility) =>
      utility.functional
        ? name.replace(/^.*:/, '').startsWith(`${utility.name}-`)
        : name.replace(/^.*:/, '') === utility.name,
    );
}

/**
 * After the build, trims every page to what it uses (./html.ts, its stylesheet by ./css.ts), so
 * each page's HTML fits the first round trip of a slow connection, and moves Astro's island code
 * into one cached file, /_astro/islands.<hash>.js. Runs before anything that hashes or compresses
 * the pages.
 */
export function trimBuiltPages(): AstroIntegration {
  return {
    name: 'trim-built-pages',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const started = performance.now();
        // Classes that scripts may add in the browser: each island's (with what it imports), and the frame script's.
        const islandsDir = fileURLToPath(new URL('../../components/islands/', import.meta.url));
        const frameScript = fileURLToPath(new URL('../../browser/frame.ts', import.meta.url));
        const islandSources = new Map(
          readdirSync(islandsDir)
            .filter((file) => /\.tsx?$/.test(file))
            .map((file) => [file.replace(/\.tsx?$/, ''), readFileSync(join(islandsDir, file), 'utf8')]),
        );
        const sources = islandClasses(islandSources);
        sources.set('', classesInSource(readFileSync(frameScript, 'utf8')));
        const scriptClasses = (island: string) => sources.get(island) ?? [];
        const keepsName = namesReadOutsidePages();
        const files = htmlFiles(fileURLToPath(dir));
        const pages = files.map((file) => ({ file, page: readPage(readFileSync(file, 'utf8')) }));
        // One file with every directive any page uses, then the element that starts them.
        const code = [...new Set(pages.flatMap(({ page }) => islandScripts(page)))]
          .sort((a, b) => Number(a.includes('customElements.define')) - Number(b.includes('customElements.define')))
          .join('\n');
        const url = `/_astro/islands.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
        if (code) writeFileSync(new URL(`.${url}`, dir), `${code}\n`);
        for (const { file, page } of pages)
          writeFileSync(
            file,
            trimPage(page, { scriptClasses, islandCodeUrl: url, keepsName, laterScripts: [SPECULATION_RULES_TEXT] }),
          );
        logger.info(
          `Trimmed the CSS and CSP of ${files.length} pages in ${Math.round(performance.now() - started)} ms; island code in ${url}.`,
        );
      },
    },
  };
}
