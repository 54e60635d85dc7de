/**
 * `dist/client` on a static host (Cloudflare Pages, emulated: tests/support/pages-host.ts), the
 * forms on Node (docs/deploy.md, "Pages on a CDN, forms on Node"): every file answers with the
 * headers the Node server sends, one for one; a form posted to the host reaches Node and its
 * SQLite file, and its answer and redirect stay on the site's own origin, as the CSP's
 * form-action asks; with Node down the pages are still served and the form says it was not sent.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionInfo, EDITIONS, pathInEdition } from '../../src/lib/i18n/index.ts';
import { headersFile, routesFile, workerFile } from '../../src/integrations/static-host-files.ts';
import { isStaticHostFile } from '../../src/shared/serving/response-headers.ts';
import { parse } from 'yaml';
import { scheduleSchema } from '../../src/lib/content/schemas/schedule.ts';
import { visitPhotosPath } from '../../src/server/visit-request/photo-files.ts';
import { bookableDays } from '../../src/shared/schedule.ts';
import { readStore, valid } from '../support/contact-posts.ts';
import { visitRequest } from '../support/visit-request-posts.ts';
import { changesIn, queuedMailTexts, visitLinksIn } from '../support/visit-links.ts';
import { cameraPhoto } from '../support/photos.ts';
import { startPagesHost, type PagesHost } from '../support/pages-host.ts';
import { startSite, type RunningSite } from '../../harness/site-server.ts';
import { freePort } from '../../harness/free-port.ts';
import { startWranglerPagesDev, type Wrangler } from '../support/wrangler.ts';

const clientDir = 'dist/client';
/**
 * What each host decides for itself: dates, lengths, validators, compression, the connection, and
 * the media type, which each names from the extension (Cloudflare calls JavaScript
 * application/javascript, Node text/javascript; both mean the same to a browser).
 */
const HOST_OWNED = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-encoding',
  'content-type',
  'transfer-encoding',
  'etag',
  'last-modified',
  'vary',
  'accept-ranges',
  // wrangler's mark that it is the runner, not Cloudflare.
  'x-server-env',
]);

/** Every file of the build, by the address a visitor uses: a page by its clean address. */
const addresses = (readdirSync(clientDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
  .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
  .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
  .filter((path) => !/(^|\/)404\.html$/.test(path))
  .map((path) => (path.endsWith('.html') ? path.replace(/(\/?index)?\.html$/, '') || '/' : path))
  .sort();

let dir: string;
let site: RunningSite;
let host: PagesHost;
let hostWithNodeDown: PagesHost;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-host-'));
  site = await startSite({ CONTACT_DB: join(dir, 'contact.sqlite'), CONTACT_RATE_LIMIT: '0', TRUST_PROXY: '1' });
  const files = (name: string, origin: string) => {
    writeFileSync(join(dir, `${name}-routes.json`), routesFile());
    writeFileSync(join(dir, `${name}-worker.mjs`), workerFile(origin));
    return { routes: join(dir, `${name}-routes.json`), worker: join(dir, `${name}-worker.mjs`) };
  };
  host = await startPagesHost({ clientDir, files: files('up', site.url) });
  // A port nothing listens on: Node is down.
  const nobody = `http://127.0.0.1:${await freePort()}`;
  hostWithNodeDown = await startPagesHost({ clientDir, files: files('down', nobody) });
});
afterAll(async () => {
  await host?.stop();
  await hostWithNodeDown?.stop();
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const siteHeaders = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !HOST_OWNED.has(name)).sort());

const postForm = (base: string, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const schedule = () => scheduleSchema.parse(parse(readFileSync('src/content/schedule/schedule.yaml', 'utf8')));

const unknownAddresses = EDITIONS.map((edition) => pathInEdition('/no-such-page', edition));

/** Each address asked of Node and of a host as a browser over HTTPS would: what differs, one line each. */
async function differencesFromNode(hostUrl: string, paths: string[]): Promise<string[]> {
  const differences: string[] = [];
  const ask = { 'Accept-Encoding': 'br', 'X-Forwarded-Proto': 'https' };
  for (const path of paths) {
    const [fromNode, fromHost] = await Promise.all([
      fetch(`${site.url}${path}`, { headers: ask }),
      fetch(`${hostUrl}${path}`, { headers: ask }),
    ]);
    const [nodeBody, hostBody] = await Promise.all([fromNode.text(), fromHost.text()]);
    if (fromNode.status !== fromHost.status) differences.push(`${path}: ${fromNode.status} ≠ ${fromHost.status}`);
    else if (nodeBody !== hostBody) differences.push(`${path}: the bodies differ`);
    const [node, other] = [siteHeaders(fromNode), siteHeaders(fromHost)];
    for (const name of new Set([...Object.keys(node), ...Object.keys(other)])) {
      if (node[name] !== other[name]) differences.push(`${path}: ${name}: ${node[name]} ≠ ${other[name]}`);
    }
  }
  return differences;
}

describe('the static host files', () => {
  it('the build wrote _headers from the shared rules, and it holds as few rules as Cloudflare reads', () => {
    const written = readFileSync(join(clientDir, '_headers'), 'utf8');
    expect(written).toBe(headersFile(clientDir));
    expect(written.split('\n').filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(100);
  });

  it(`answers each of the build's ${addresses.length} files with the Node server's headers, one for one`, async () => {
    expect(await differencesFromNode(host.url, [...addresses, ...unknownAddresses])).toEqual([]);
  });
});

// `WRANGLER=/path/to/node_modules/wrangler/bin/wrangler.js`: the same, from Cloudflare's own runner
// (tests/support/wrangler.ts), which reads the build's _headers itself.
describe.runIf(process.env.WRANGLER)("Cloudflare's own runner, wrangler pages dev", () => {
  let wrangler: Wrangler;
  beforeAll(async () => {
    wrangler = await startWranglerPagesDev(process.env.WRANGLER!, clientDir);
  }, 90_000);
  afterAll(() => wrangler?.stop());

  it("answers each file of the build with the Node server's headers, one for one", async () => {
    const served = addresses.filter((path) => !isStaticHostFile(path));
    expect(await differencesFromNode(wrangler.url, [...served, ...unknownAddresses])).toEqual([]);
  });
});

describe('a form posted to the static host, with Node behind it', () => {
  for (const edition of EDITIONS) {
    const {
      ui: { contactForm },
      lang,
    } = editionInfo[edition];
    const send = pathInEdition('/contact/send', edition);

    it(`${edition}: a plain post reaches Node's SQLite file, and the answer page and its form stay on the site's origin`, async () => {
      const before = readStore(join(dir, 'contact.sqlite')).length;
      const answer = await postForm(host.url, send, { ...valid, name: `Split ${edition}`, lang: edition });
      expect(answer.status).toBe(200);
      const page = await answer.text();
      expect(/<html lang="([^"]+)"/.exec(page)?.[1]).toBe(lang);
      expect(/<title>([^<|]+)/.exec(page)?.[1]?.trim()).toBe(contactForm.sentHeading);
      const stored = readStore(join(dir, 'contact.sqlite'));
      expect(stored.length).toBe(before + 1);
      expect(stored.map((message) => message.name)).toContain(`Split ${edition}`);
      // form-action 'self': the answer page's form posts to the host again, never to Node's own address.
      expect(answer.headers.get('content-security-policy')).toContain("form-action 'self'");
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      expect(new URL(action!, host.url).origin).toBe(host.url);
    });

    it(`${edition}: the address of a plain post, opened, redirects to the contact page on the site's origin`, async () => {
      const opened = await fetch(`${host.url}${send}`, { redirect: 'manual' });
      expect(opened.status).toBe(303);
      expect(new URL(opened.headers.get('location')!, host.url).href).toBe(
        `${host.url}${pathInEdition('/contact', edition)}`,
      );
    });
  }

  it('carries a visit request’s photo to Node byte for byte (a binary body is not text)', async () => {
    const day = bookableDays(schedule(), new Date()).slice(-1)[0]!;
    const fields = {
      property: 'villa',
      area: 'Mirdif',
      day: day.date,
      window: day.windows[0]!.start,
      urgency: 'scheduled',
      problem: 'A leak under the sink.',
      name: 'Split photo',
      phone: '+971 50 123 4567',
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    // Sent as a phone's camera wrote it, so no metadata is dropped on the way: stored as sent.
    const photo = await cameraPhoto(64, 48, 'png');
    const { cleanPicture } = await import('../../src/server/visit-request/photo-cleaner.ts');
    const plain = cleanPicture(photo, 'image/png')!;
    form.append('photos', new File([plain], 'leak.png', { type: 'image/png' }));
    const answer = await fetch(`${host.url}/book/send.json`, {
      method: 'POST',
      headers: { Origin: host.url, Accept: 'application/json' },
      body: form,
    });
    expect(answer.status).toBe(200);
    const { reference } = (await answer.json()) as { reference: string };
    expect(readFileSync(join(visitPhotosPath(join(dir, 'contact.sqlite')), reference, '1.png')).equals(plain)).toBe(
      true,
    );
  });

  it("sends a visit request's private pages and their presses to Node in both editions, cached by nobody", async () => {
    const day = bookableDays(schedule(), new Date()).slice(-1)[0]!;
    const answer = await postForm(
      host.url,
      '/book/send.json',
      { ...visitRequest, day: day.date, window: day.windows[0]!.start, name: 'Split visit' },
      { Accept: 'application/json' },
    );
    const { reference } = (await answer.json()) as { reference: string };
    const db = join(dir, 'contact.sqlite');
    // The office's mail, queued first, carries its one link.
    const officeLinks = visitLinksIn(queuedMailTexts(db).find((text) => text.includes(reference))!);
    expect(officeLinks).toHaveLength(1);
    const office = officeLinks[0]!;
    const statusLink = visitLinksIn(
      queuedMailTexts(db)
        .filter((text) => text.includes('/visit/'))
        .at(-1)!,
    )[0]!;
    for (const path of [office, `/ar${office}`, statusLink, `/ar${statusLink}`]) {
      const page = await fetch(`${host.url}${path}`);
      expect([path, page.status, page.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
      expect(await page.text()).toContain(reference);
    }
    const pressed = await postForm(host.url, `/ar${office}`, { action: 'confirm', after: '0' });
    expect(pressed.status).toBe(200);
    expect(changesIn(db).at(-1)).toMatchObject({ actor: 'office', action: 'confirm', state: 'confirmed' });
    const forged = await postForm(
      host.url,
      office,
      { action: 'decline', after: '1' },
      { Origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    const down = await fetch(`${hostWithNodeDown.url}${office}`);
    expect([down.status, down.headers.get('cache-control')]).toEqual([503, 'no-store']);
  });

  it('answers the island (POST /mail.php) in JSON, and still refuses a post from another site', async () => {
    const answer = await postForm(
      host.url,
      '/mail.php',
      { ...valid, name: 'Split island' },
      { Accept: 'application/json' },
    );
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { ok: boolean }).ok).toBe(true);
    const forged = await postForm(host.url, '/mail.php', valid, { Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
  });
});

describe('with Node down', () => {
  it('the pages are still served', async () => {
    for (const path of ['/', '/contact', pathInEdition('/contact', EDITIONS[1]!)]) {
      expect((await fetch(`${hostWithNodeDown.url}${path}`)).status, path).toBe(200);
    }
  });

  for (const edition of EDITIONS) {
    const { contactForm } = editionInfo[edition].ui;

    it(`${edition}: a plain post gets a page in the edition's language that says the message was not sent`, async () => {
      const answer = await postForm(hostWithNodeDown.url, pathInEdition('/contact/send', edition), valid);
      expect(answer.status).toBe(503);
      const page = await answer.text();
      expect(/<html [^>]*>/.exec(page)?.[0]).toBe(
        `<html lang="${editionInfo[edition].lang}" dir="${editionInfo[edition].dir}">`,
      );
      expect(/<p>([^<]*)<\/p>/.exec(page)?.[1]).toBe(contactForm.unexpectedError);
      expect(/<a href="([^"]+)"/.exec(page)?.[1]).toBe(pathInEdition('/contact', edition));
      expect(answer.headers.get('cache-control')).toBe('no-store');
    });

    it(`${edition}: the island's post gets "not sent" in the edition's words, as JSON with status 503`, async () => {
      const answer = await postForm(
        hostWithNodeDown.url,
        '/mail.php',
        { ...valid, lang: edition },
        { Accept: 'application/json' },
      );
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ ok: false, stored: false, message: contactForm.unexpectedError });
    });
  }

  it('the address of a plain post, opened, still leads to the contact page', async () => {
    for (const edition of EDITIONS) {
      const opened = await fetch(`${hostWithNodeDown.url}${pathInEdition('/contact/send', edition)}`, {
        redirect: 'manual',
      });
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe(pathInEdition('/contact', edition));
    }
  });

  it('a vitals beacon is answered 503, with nothing to show', async () => {
    const beacon = await fetch(`${hostWithNodeDown.url}/vitals`, { method: 'POST', body: '{}' });
    expect(beacon.status).toBe(503);
  });
});
