import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildSync } from 'esbuild';
import { TAG_MANAGER_SRC_STAND_IN } from '../lib/analytics.ts';
import type { AfterLoadSettings } from '../scripts/after-load.ts';
import { VITALS_PATH } from '../server/vitals-path.ts';

const ID = 'virtual:frame-script';
const scriptsDir = fileURLToPath(new URL('../scripts/', import.meta.url));

/** One self-contained, minified script from a few lines that import and start the modules in src/scripts/. */
const bundle = (entry: string, target = 'es2020') =>
  buildSync({
    stdin: { contents: entry, resolveDir: scriptsDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    target,
    write: false,
  }).outputFiles[0]!.text.trim();

const frame = `import { startFrame } from './frame.ts'; startFrame();`;
const afterLoadLoader = `import { loadAfterLoadScript } from './after-load-loader.ts'; loadAfterLoadScript();`;
const contactForm = `import { startContactForm } from './contact-form.ts'; startContactForm();`;
const search = `import { startSearch } from './search.ts'; startSearch();`;

/** The analytics loader (src/scripts/analytics.ts), its tag manager's address a stand-in (src/lib/analytics.ts). */
export const bundledAnalyticsLoader = () =>
  bundle(
    `import { startAnalytics } from './analytics.ts'; startAnalytics(${JSON.stringify(TAG_MANAGER_SRC_STAND_IN)});`,
  );

/** /after-load.js with the settings it needs written in: the worker's registration and the beacon's sampling. */
export const afterLoadScript = (settings: AfterLoadSettings) =>
  bundle(`import { afterLoad } from './after-load.ts'; afterLoad(${JSON.stringify(settings)});`);

/**
 * /speed-beacon.js: web-vitals and the beacon to /vitals. ES2022 keeps web-vitals' class fields as
 * they are (100 bytes less); every browser that reports these metrics reads it.
 */
export const speedBeaconScript = () =>
  bundle(
    `import { startSpeedBeacon } from './speed-beacon.ts'; startSpeedBeacon(${JSON.stringify(VITALS_PATH)});`,
    'es2022',
  );

/**
 * Bundles and minifies the frame script (src/scripts/frame.ts) once, while the site is built, into
 * the module `virtual:frame-script`: devScript without the service worker, prodScript with the few
 * bytes that fetch /after-load.js after load; contactScript, the contact page's own
 * (src/scripts/contact-form.ts); searchScript, the search page's (src/scripts/search.ts); and
 * analyticsLoader, the tag manager's loader for a site with an analytics id. The
 * server build then holds plain strings: nothing imports esbuild at run time. At the end of the
 * build it writes /after-load.js (src/scripts/after-load.ts: the service worker's registration
 * and the speed beacon's sampling, with the settings written in) and /speed-beacon.js
 * (src/scripts/speed-beacon.ts), before the service worker integration precaches and compresses
 * the files.
 */
export function frameScript(afterLoadSettings: AfterLoadSettings): AstroIntegration {
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
                      `export const prodScript = ${JSON.stringify(bundle(`${frame}\n${afterLoadLoader}`))};\n` +
                      `export const contactScript = ${JSON.stringify(bundle(contactForm))};\n` +
                      `export const searchScript = ${JSON.stringify(bundle(search))};\n` +
                      `export const analyticsLoader = ${JSON.stringify(bundledAnalyticsLoader())};\n`
                    : undefined,
              },
            ],
          },
        });
      },
      'astro:build:done': ({ dir }) => {
        writeFileSync(new URL('after-load.js', dir), `${afterLoadScript(afterLoadSettings)}\n`);
        writeFileSync(new URL('speed-beacon.js', dir), speedBeaconScript());
      },
    },
  };
}
