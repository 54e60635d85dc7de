import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { ViteDevServer } from 'vite';
import { buildSync } from 'esbuild';
import { minify } from 'terser';
import { ANALYTICS_LOADER_URL, analyticsLoader, TAG_MANAGER_SRC_STAND_IN } from '../lib/tag-manager.ts';
import type { DeferredTaskSettings } from '../browser/deferred-tasks/tasks.ts';
import { VITALS_PATH } from '../shared/vitals.ts';
import { OFFLINE_QUEUE_URL } from '../shared/offline-queue.ts';
import { SPECULATION_RULES_TEXT } from '../shared/serving/speculation-rules.ts';
import { CONTACT_BEHAVIOUR_URL } from '../shared/contact/behaviour.ts';
import {
  SHRINK_PHOTOS_WORKER_URL,
  VISIT_DAYS_WORKER_URL,
  VISIT_REQUEST_BEHAVIOUR_URL,
} from '../shared/visit-request/behaviour.ts';

const ID = 'virtual:browser-bundles';
const browserDir = fileURLToPath(new URL('../browser/', import.meta.url));

/** One self-contained, minified script from a few lines that import and start the modules in src/browser/. */
const bundle = (entry: string, target = 'es2020', format: 'iife' | 'esm' = 'iife') =>
  buildSync({
    stdin: { contents: entry, resolveDir: browserDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format,
    target,
    write: false,
  }).outputFiles[0]!.text.trim();

/**
 * A script written inline into pages, minified once more by terser: its repeated passes take
 * about 70 bytes (brotli) more off the frame script than esbuild alone, and every page carries it
 * in its first round trip.
 */
const inline = async (entry: string) =>
  (await minify(bundle(entry), { compress: { passes: 3 }, toplevel: true })).code!;

const frame = `import { startFrame } from './frame.ts'; startFrame();`;
const deferredTasksLoader = `import { loadDeferredTasks } from './deferred-tasks/loader.ts'; loadDeferredTasks();`;
const contactForm = `import { startLeadFormPage } from './lead-form/page-script.ts'; startLeadFormPage();`;
const search = `import { startSearch } from './search/page-script.ts'; startSearch();`;
const planSizes = `import { startPlanSizes } from './plans/size-choice.ts'; startPlanSizes();`;

/** The analytics loader (src/browser/analytics.ts), its tag manager's address a stand-in (src/lib/tag-manager.ts). */
export const bundledAnalyticsLoader = () =>
  bundle(
    `import { startAnalytics } from './analytics.ts'; startAnalytics(${JSON.stringify(TAG_MANAGER_SRC_STAND_IN)});`,
  );

/** /deferred-tasks.js with the settings it needs written in: the worker's registration, the beacon's sampling, the speculation rules. */
export const deferredTasksScript = (settings: DeferredTaskSettings) =>
  bundle(
    `import { runDeferredTasks } from './deferred-tasks/tasks.ts'; runDeferredTasks(${JSON.stringify(settings)});`,
  );

/**
 * /vitals-beacon.js: web-vitals and the beacon to /vitals. ES2022 keeps web-vitals' class fields as
 * they are (100 bytes less); every browser that reports these metrics reads it.
 */
export const vitalsBeaconScript = () =>
  bundle(
    `import { startVitalsBeacon } from './vitals/beacon.ts'; startVitalsBeacon(${JSON.stringify(VITALS_PATH)});`,
    'es2022',
  );

/** /offline-queue.js, an ES module: sends the form posts that wait, from a page without the form, fetched only when one waits. */
export const offlineQueueModule = () =>
  bundle(`export { sendQueuedPosts } from './offline-queue.ts';`, 'es2020', 'esm');

/**
 * The lead forms' behaviours by address (src/browser/contact/behaviour.ts, src/browser/visit-request/behaviour.ts), which
 * their island fetches on the first touch of the form, and the visit request's two workers. The
 * service worker keeps them from its install (src/integrations/service-worker.ts), so that a form
 * first touched with no signal still keeps its request.
 */
export const leadFormScripts: Record<string, () => string> = {
  [CONTACT_BEHAVIOUR_URL]: () => bundle(`export { start } from './contact/behaviour.ts';`, 'es2020', 'esm'),
  [VISIT_REQUEST_BEHAVIOUR_URL]: () => bundle(`export { start } from './visit-request/behaviour.ts';`, 'es2020', 'esm'),
  [VISIT_DAYS_WORKER_URL]: () => bundle(`import './visit-request/days-worker.ts';`),
  [SHRINK_PHOTOS_WORKER_URL]: () => bundle(`import './visit-request/shrink-photos-worker.ts';`),
};

/** The ES modules and workers a page fetches only while the visitor works in it: the offline queue and the lead forms' scripts. */
const fetchedLater: Record<string, () => string> = { [OFFLINE_QUEUE_URL]: offlineQueueModule, ...leadFormScripts };

/**
 * Bundles and minifies every browser script in src/browser/ once, while the site is built, into
 * the module `virtual:browser-bundles`: devScript without the service worker, prodScript with the few
 * bytes that fetch /deferred-tasks.js after load; leadFormPageScript, the contact page's own
 * (src/browser/lead-form/page-script.ts); searchScript, the search page's (src/browser/search/page-script.ts); and
 * planSizesScript, the plans page's (src/browser/plans/size-choice.ts). The
 * server build then holds plain strings: nothing imports esbuild at run time. At the end of the
 * build it writes /deferred-tasks.js (src/browser/deferred-tasks/tasks.ts: the service worker's registration
 * and the vitals beacon's sampling, with the settings written in), /vitals-beacon.js
 * (src/browser/vitals/beacon.ts), /offline-queue.js (src/browser/offline-queue.ts), the lead forms'
 * behaviours and the visit request's workers (/quote-request.js, /visit-request.js, /visit-days.js,
 * /shrink-photos.js: leadFormScripts),
 * and for a site with an analytics id the tag manager's loader with its container's address
 * (/analytics.js, src/browser/analytics.ts), before the service worker integration precaches and
 * compresses the files.
 */
export function browserBundles(
  deferredTaskSettings: Omit<DeferredTaskSettings, 'speculationRules'>,
  analyticsId?: string,
): AstroIntegration {
  const files: Record<string, () => string> = {
    ...fetchedLater,
    ...(analyticsId && { [ANALYTICS_LOADER_URL]: () => analyticsLoader(bundledAnalyticsLoader(), analyticsId) }),
  };
  return {
    name: 'browser-bundles',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'browser-bundles',
                resolveId: (id: string) => (id === ID ? `\0${ID}` : undefined),
                // `astro dev` serves the files the build writes that a page fetches while the visitor works in it.
                configureServer: (server: ViteDevServer) => {
                  server.middlewares.use((request, response, next) => {
                    const file = Object.hasOwn(files, request.url ?? '') && files[request.url!];
                    if (!file) return next();
                    response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
                    response.end(file());
                  });
                },
                load: async (id: string) =>
                  id === `\0${ID}`
                    ? `export const devScript = ${JSON.stringify(bundle(frame))};\n` +
                      `export const prodScript = ${JSON.stringify(await inline(`${frame}\n${deferredTasksLoader}`))};\n` +
                      `export const leadFormPageScript = ${JSON.stringify(await inline(contactForm))};\n` +
                      `export const searchScript = ${JSON.stringify(await inline(search))};\n` +
                      `export const planSizesScript = ${JSON.stringify(await inline(planSizes))};\n`
                    : undefined,
              },
            ],
          },
        });
      },
      'astro:build:done': ({ dir }) => {
        writeFileSync(
          new URL('deferred-tasks.js', dir),
          `${deferredTasksScript({ ...deferredTaskSettings, speculationRules: SPECULATION_RULES_TEXT })}\n`,
        );
        writeFileSync(new URL('vitals-beacon.js', dir), vitalsBeaconScript());
        for (const [path, code] of Object.entries(files)) writeFileSync(new URL(`.${path}`, dir), `${code()}\n`);
      },
    },
  };
}
