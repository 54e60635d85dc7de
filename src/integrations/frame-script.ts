import type { AstroIntegration } from 'astro';
import { transformSync } from 'esbuild';
import { frameSource, serviceWorkerSource } from '../components/frame/frame-script-source.ts';

const ID = 'virtual:frame-script';

const minify = (code: string) => transformSync(code, { minify: true, target: 'es2020' }).code.trim();

/**
 * Minifies the frame script once, while the site is built, into the module `virtual:frame-script`
 * (devScript without the service worker's registration, prodScript with it). The server build
 * then holds two plain strings: nothing imports esbuild at run time.
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
                      `export const prodScript = ${JSON.stringify(minify(`${frameSource}\n${serviceWorkerSource}`))};\n`
                    : undefined,
              },
            ],
          },
        });
      },
    },
  };
}
