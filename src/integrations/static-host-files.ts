/**
 * At the end of `astro build`: the files a static host reads to serve `dist/client` as the Node
 * server does (docs/deploy.md, "Pages on a CDN, forms on Node").
 *
 * - `_headers` (Cloudflare Pages' format): the security headers and cache rules of
 *   src/shared/serving/response-headers.ts, the ones the Node server sends, so the two cannot drift. The
 *   pages' script and style hashes are in each page's own CSP <meta>, the same from any host.
 * - With `FORMS_ORIGIN=https://forms.example.com` set at build time: `_routes.json` and
 *   `_worker.js`, which send the addresses only Node answers (NODE_PATHS: the forms and the
 *   vitals beacons) to that origin. A Pages `_redirects` file cannot send a request to another
 *   origin; a worker can. While Node cannot be reached, the worker answers the form itself, in
 *   the edition's words, that the message was not sent.
 *
 * Written after the service worker and the compressed copies, so that neither includes them.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { editionInfo, EDITIONS, pathInEdition } from '../lib/i18n/index.ts';
import { EDITION_FIELD } from '../shared/contact/fields.ts';
import {
  cacheControl,
  HSTS_HEADER,
  IMMUTABLE,
  IMMUTABLE_FOLDERS,
  FORMS,
  NODE_PATHS,
  isNodePath,
  PRIVATE_PAGE_HEADERS,
  REVALIDATE,
  SECURITY_HEADERS,
  STANDALONE_PAGE_POLICY,
  STATIC_HOST_FILES,
  isStaticHostFile,
} from '../shared/serving/response-headers.ts';
import { VITALS_PATH } from '../shared/vitals.ts';

const { headers: HEADERS_FILE, routes: ROUTES_FILE, worker: WORKER_FILE } = STATIC_HOST_FILES;

/** Every file of the build as a site path (`/robots.txt`), without the compressed copies. */
function sitePaths(clientDir: string): string[] {
  return (readdirSync(clientDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((path) => !isStaticHostFile(path));
}

const block = (pattern: string, headers: Record<string, string>, detach: string[] = []) =>
  [
    pattern,
    ...detach.map((name) => `  ! ${name}`),
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ].join('\n');

/**
 * The `_headers` file (checked against `wrangler pages dev`, Cloudflare's own runner: docs/deploy.md).
 * A static host serves over HTTPS, so HSTS is always on. Pages have no
 * extension in their address, so revalidation is the rule for every path (`/*`), and each other
 * file whose rule differs replaces it: a folder of hashed files by its splat, a top folder whose
 * files share one rule by its splat, any other file by its own path (a few dozen rules; Cloudflare
 * takes 100).
 */
export function headersFile(clientDir: string): string {
  const paths = sitePaths(clientDir);
  const ruleOf = (path: string) => cacheControl(path, /\.[^./]+$/.exec(path)?.[0] ?? '');
  // A top folder whose every file has one rule, other than the pages', is one splat (the link
  // previews: one a page, which alone would pass Cloudflare's 100 rules).
  const folderRules = new Map<string, string>();
  for (const path of paths) {
    const folder = /^\/[^/]+\//.exec(path)?.[0];
    if (!folder || IMMUTABLE_FOLDERS.some((immutable) => immutable.startsWith(folder))) continue;
    const rule = ruleOf(path);
    folderRules.set(folder, folderRules.has(folder) && folderRules.get(folder) !== rule ? REVALIDATE : rule);
  }
  for (const [folder, rule] of folderRules) if (rule === REVALIDATE) folderRules.delete(folder);
  const fileRules = new Map<string, string>();
  for (const path of paths) {
    if (IMMUTABLE_FOLDERS.some((folder) => path.startsWith(folder))) continue;
    if ([...folderRules.keys()].some((folder) => path.startsWith(folder))) continue;
    // A page is served at its clean address, which has the rule of every page.
    if (path.endsWith('.html')) continue;
    const rule = ruleOf(path);
    if (rule !== REVALIDATE) fileRules.set(path, rule);
  }
  for (const [folder, rule] of folderRules) fileRules.set(`${folder}*`, rule);
  const replaceCache = (rule: string) => ({ 'Cache-Control': rule });
  return `${[
    '# Written by the build (src/integrations/static-host-files.ts) from src/shared/serving/response-headers.ts.',
    // Cloudflare Pages lets every site read every static file (Access-Control-Allow-Origin: *);
    // the Node server lets none.
    block('/*', { ...SECURITY_HEADERS, ...HSTS_HEADER, 'Cache-Control': REVALIDATE }, ['Access-Control-Allow-Origin']),
    ...IMMUTABLE_FOLDERS.map((folder) => block(`${folder}*`, replaceCache(IMMUTABLE), ['Cache-Control'])),
    ...[...fileRules].sort().map(([path, rule]) => block(path, replaceCache(rule), ['Cache-Control'])),
    // A visit request's private pages come from Node through the worker; nothing under them is kept.
    ...NODE_PATHS.filter((path) => path.endsWith('/*')).map((path) =>
      block(path, PRIVATE_PAGE_HEADERS, ['Cache-Control']),
    ),
  ].join('\n\n')}\n`;
}

/** The origin a `FORMS_ORIGIN` setting names, or a sentence that says what is wrong with it. */
export function formsOrigin(setting: string): string {
  let url: URL | undefined;
  try {
    url = new URL(setting);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin === 'null' || url.pathname !== '/' || url.search)
    throw new Error(
      `FORMS_ORIGIN must be the Node server's origin alone, such as https://forms.example.com (got "${setting}").`,
    );
  return url.origin;
}

/** `_routes.json`: the worker runs only for the addresses Node answers; every other request is a static file. */
export const routesFile = () => `${JSON.stringify({ version: 1, include: [...NODE_PATHS], exclude: [] }, null, 2)}\n`;

/**
 * `_worker.js`: sends NODE_PATHS to `origin` with the visitor's address and the public host and
 * scheme (Node checks a form's Origin against them), and hands every other request to the static
 * files. When Node cannot be reached (or the gateway in front of it says so, 502 or 504), the
 * form's answer says plainly that the message was not sent: JSON with status 503 for the island
 * (which then keeps the fields and offers "Try again"), a short page for a post without JavaScript.
 */
export function workerFile(origin: string): string {
  const words = Object.fromEntries(
    EDITIONS.map((edition) => {
      const { lang, dir, ui } = editionInfo[edition];
      return [
        edition,
        {
          lang,
          dir,
          heading: ui.contactForm.errorHeading,
          message: ui.contactForm.unexpectedError,
          again: ui.contactForm.tryAgain,
        },
      ];
    }),
  );
  const formPages = Object.fromEntries(
    FORMS.flatMap((form) =>
      EDITIONS.map((edition) => [
        pathInEdition(form.send, edition),
        { edition, page: pathInEdition(form.page, edition) },
      ]),
    ),
  );
  return `// Written by the build (src/integrations/static-host-files.ts): FORMS_ORIGIN=${origin}
const ORIGIN = ${JSON.stringify(origin)};
const NODE_PATHS = ${JSON.stringify(NODE_PATHS)};
const isNodePath = ${isNodePath.toString()};
const FORM_PATHS = ${JSON.stringify(NODE_PATHS.filter((path) => path !== VITALS_PATH && !path.endsWith('/*')))};
const WORDS = ${JSON.stringify(words)};
// Each form's no-JavaScript address in each edition, with that edition and the form's page.
const FORM_PAGES = ${JSON.stringify(formPages)};
const DEFAULT_EDITION = ${JSON.stringify(EDITIONS[0])};
const EDITION_FIELD = ${JSON.stringify(EDITION_FIELD)};
const SECURITY_HEADERS = ${JSON.stringify({ ...SECURITY_HEADERS, ...HSTS_HEADER })};
const STANDALONE_PAGE_POLICY = ${JSON.stringify(STANDALONE_PAGE_POLICY)};

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function notSent(pathname, body) {
  const fromPage = FORM_PAGES[pathname];
  const named = new URLSearchParams(body ? new TextDecoder().decode(body) : '').get(EDITION_FIELD);
  const words = WORDS[fromPage?.edition ?? (Object.hasOwn(WORDS, named) ? named : DEFAULT_EDITION)];
  const headers = { ...SECURITY_HEADERS, 'Cache-Control': 'no-store', 'Retry-After': '120' };
  if (!fromPage) {
    return new Response(JSON.stringify({ ok: false, stored: false, message: words.message }), {
      status: 503,
      headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
    });
  }
  const page = \`<!doctype html><html lang="\${words.lang}" dir="\${words.dir}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>\${escapeHtml(words.heading)}</title><h1>\${escapeHtml(words.heading)}</h1><p>\${escapeHtml(words.message)}</p><p><a href="\${fromPage.page}">\${escapeHtml(words.again)}</a></p>\`;
  return new Response(page, {
    status: 503,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': STANDALONE_PAGE_POLICY },
  });
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (!isNodePath(url.pathname)) return env.ASSETS.fetch(request);
    const headers = new Headers(request.headers);
    // Node's own host goes in Host; the public one, which the browser's Origin names, beside it.
    headers.delete('Host');
    headers.set('X-Forwarded-Host', url.host);
    headers.set('X-Forwarded-Proto', url.protocol.slice(0, -1));
    const visitor = request.headers.get('CF-Connecting-IP');
    if (visitor) headers.set('X-Forwarded-For', visitor);
    // Read whole, so that it can be sent on and read again; as bytes, not text: a visit request's
    // photos are binary, and decoding them as UTF-8 would replace their bytes.
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    try {
      const answer = await fetch(new URL(url.pathname + url.search, ORIGIN), {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
      });
      if (answer.status !== 502 && answer.status !== 504) return answer;
    } catch {
      // Node cannot be reached: answered below.
    }
    const page = FORM_PAGES[url.pathname];
    // As Node answers it: the form's address, opened, leads to the form.
    if (request.method === 'GET' && page) return new Response(null, { status: 303, headers: { Location: page.page } });
    if (request.method !== 'POST' || !FORM_PATHS.includes(url.pathname)) {
      return new Response(null, { status: 503, headers: { 'Cache-Control': 'no-store' } });
    }
    return notSent(url.pathname, body);
  },
};
`;
}

export function staticHostFiles(): AstroIntegration {
  return {
    name: 'static-host-files',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        writeFileSync(join(clientDir, HEADERS_FILE), headersFile(clientDir));
        const setting = process.env.FORMS_ORIGIN?.trim();
        for (const file of [ROUTES_FILE, WORKER_FILE]) rmSync(join(clientDir, file), { force: true });
        if (!setting) return;
        const origin = formsOrigin(setting);
        writeFileSync(join(clientDir, ROUTES_FILE), routesFile());
        writeFileSync(join(clientDir, WORKER_FILE), workerFile(origin));
        logger.info(`${ROUTES_FILE} and ${WORKER_FILE} send ${NODE_PATHS.join(', ')} to ${origin}`);
      },
    },
  };
}
