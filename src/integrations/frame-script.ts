import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildSync } from 'esbuild';

const ID = 'virtual:frame-script';
const scriptsDir = fileURLToPath(new URL('../scripts/', import.meta.url));

/** One self-contained, minified script from a few lines that import and start the modules in src/scripts/. */
const bundle = (entry: string) =>
  buildSync({
    stdin: { contents: entry, resolveDir: scriptsDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  }).outputFiles[0]!.text.trim();

const frame = `import { startFrame } from './frame.ts'; startFrame();`;
const serviceWorkerLoader = `import { loadServiceWorkerRegistration } from './service-worker-loader.ts'; loadServiceWorkerRegistration();`;
const contactForm = `import { startContactForm } from './contact-form.ts'; startContactForm();`;
const search = `import { startSearch } from './search.ts'; startSearch();`;
const serviceWorkerRegistration = `import { registerServiceWorker } from './sw-register.ts'; registerServiceWorker();`;

/**
 * Bundles and minifies the frame script (src/scripts/frame.ts) once, while the site is built, into
 * the module `virtual:frame-script`: devScript without the service worker, prodScript with the few
 * bytes that fetch its registration after load; contactScript, the contact page's own
 * (src/scripts/contact-form.ts); and searchScript, the search page's (src/scripts/search.ts). The server build then holds two plain strings:
 * nothing imports esbuild at run time. At the end of the build it writes that registration
 * (src/scripts/sw-register.ts) as /sw-register.js, before the service worker integration
 * precaches and compresses the files.
 */
export function frameScript(): AstroIntegration {
  return {
    name: 'frame-script',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'frame-script',
                resolveId: (id: string) => (id === ID ? `\0${ID}` : undefined),
                load: (id: string) =>
                  id === `\0${ID}`
                    ? `export const devScript = ${JSON.stringify(bundle(frame))};\n` +
                      `export const prodScript = ${JSON.stringify(bundle(`${frame}\n${serviceWorkerLoader}`))};\n` +
                      `export const contactScript = ${JSON.stringify(bundle(contactForm))};\n` +
                      `export const searchScript = ${JSON.stringify(bundle(search))};\n`
                    : undefined,
              },
            ],
          },
        });
      },
      'astro:build:done': ({ dir }) => {
        writeFileSync(new URL('sw-register.js', dir), `${bundle(serviceWorkerRegistration)}\n`);
      },
    },
  };
}
