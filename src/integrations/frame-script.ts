import { writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { transformSync } from 'esbuild';
import {
  frameSource,
  serviceWorkerLoader,
  serviceWorkerRegistration,
} from '../components/frame/frame-script-source.ts';

const ID = 'virtual:frame-script';

const minify = (code: string) => transformSync(code, { minify: true, target: 'es2020' }).code.trim();

/**
 * Minifies the frame script once, while the site is built, into the module `virtual:frame-script`
 * (devScript without the service worker, prodScript with the few bytes that fetch its
 * registration after load). The server build then holds two plain strings: nothing imports
 * esbuild at run time. At the end of the build it writes that registration, minified, as
 * /sw-register.js (before the service worker integration precaches and compresses the files).
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
                    ? `export const devScript = ${JSON.stringify(minify(frameSource))};\n` +
                      `export const prodScript = ${JSON.stringify(minify(`${frameSource}\n${serviceWorkerLoader}`))};\n`
                    : undefined,
              },
            ],
          },
        });
      },
      'astro:build:done': ({ dir }) => {
        writeFileSync(new URL('sw-register.js', dir), `${minify(serviceWorkerRegistration)}\n`);
      },
    },
  };
}
