/**
 * Byte budgets over the build output: what a first visit to each page kind downloads (HTML,
 * CSS, JavaScript, images, fonts; text at its brotli size), at phone and desktop width. The
 * limits in tests/budgets.json sit just above today's figures, so any growth fails here, naming
 * the page and its files. Deliberate growth: `npm run weights -- --write-budgets`. A page over the
 * first flight names the parts of it that grew most against the last accepted build
 * (tests/first-flight-parts.json, harness/page-parts.ts).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, FIRST_FLIGHT_BYTES, responseBytes } from '../../harness/first-flight';
import { htmlFileFor, kb, KINDS, BUDGETED_PAGE_PATHS, pageWeight, total } from '../../harness/page-weight';
import { startSite } from '../../harness/site-server';
import {
  builtPageKind,
  growthAgainst,
  pageParts,
  PARTS_REFERENCE_FILE,
  type PartsReference,
} from '../../harness/page-parts';
import {
  SHRINK_PHOTOS_WORKER_URL,
  VISIT_DAYS_WORKER_URL,
  VISIT_REQUEST_BEHAVIOUR_URL,
} from '../../src/shared/visit-request/behaviour';
import { OFFLINE_QUEUE_URL } from '../../src/shared/offline-queue';

const budgets = JSON.parse(readFileSync('tests/budgets.json', 'utf8')) as Record<
  string,
  Record<string, Record<string, number>>
>;
const clientDir = resolve('dist/client');
const partsReference = JSON.parse(readFileSync(PARTS_REFERENCE_FILE, 'utf8')) as PartsReference;

describe('byte budgets', () => {
  for (const [name, path] of Object.entries(BUDGETED_PAGE_PATHS)) {
    for (const width of ['phone', 'desktop'] as const) {
      it(`${name} (${path}) at ${width} width stays within its budget`, () => {
        const weight = pageWeight(clientDir, htmlFileFor(path), width);
        const overruns = KINDS.flatMap((kind) => {
          const limit = budgets[name]?.[width]?.[kind];
          const bytes = total(weight[kind]);
          if (limit === undefined || bytes <= limit) return [];
          const files = [...weight[kind]]
            .sort((a, b) => b.bytes - a.bytes)
            .map((file) => `${file.url} ${kb(file.bytes)}`);
          return [
            `${name} ${path} (${width}): ${kind} grew to ${kb(bytes)}, budget ${kb(limit)}; files: ${files.join(', ')}`,
          ];
        });
        expect(overruns).toEqual([]);
      });
    }
  }

  it('pages without a slider, read-more or form load no JavaScript at desktop width', () => {
    for (const name of ['services', 'service', 'blog', 'article']) {
      expect(pageWeight(clientDir, htmlFileFor(BUDGETED_PAGE_PATHS[name]!), 'desktop').js, name).toEqual([]);
    }
  });

  it("the visit request page's form island costs no more than the contact page's, and neither loads what photos or offline sending need before the visitor starts (issue 36)", () => {
    for (const edition of ['', 'ar-']) {
      const js = (kind: 'book' | 'contact') =>
        pageWeight(clientDir, htmlFileFor(BUDGETED_PAGE_PATHS[`${edition}${kind}`]!), 'desktop').js;
      const [book, contact] = [js('book'), js('contact')];
      expect(
        total(book),
        `${edition}book: ${book.map((file) => `${file.url} ${file.bytes}`).join(', ')}`,
      ).toBeLessThanOrEqual(total(contact));
      const later = [VISIT_REQUEST_BEHAVIOUR_URL, VISIT_DAYS_WORKER_URL, SHRINK_PHOTOS_WORKER_URL, OFFLINE_QUEUE_URL];
      expect(book.filter((file) => later.includes(file.url))).toEqual([]);
    }
  });

  it(`every page's whole response (status line, headers and brotli body) fits the first flight, ${FIRST_FLIGHT_BYTES} bytes`, async () => {
    const pages = builtPages(clientDir);
    expect(pages.length).toBeGreaterThan(30);
    const dir = mkdtempSync(join(tmpdir(), 'first-flight-'));
    const site = await startSite({ CONTACT_DB: join(dir, 'contact.sqlite'), VITALS_DB: join(dir, 'vitals.sqlite') });
    try {
      const over: string[] = [];
      for (const page of pages) {
        const response = await responseBytes(site.url, page.path);
        expect(response.status, page.path).toBe(page.status);
        // The server sends the build's precompressed copy.
        expect(response.bodyBytes, page.path).toBe(page.bodyBytes);
        if (response.bytes > FIRST_FLIGHT_BYTES) {
          const html = readFileSync(join(clientDir, page.file), 'utf8');
          const grown = growthAgainst(partsReference, page.path, builtPageKind(page.path, html), pageParts(html));
          over.push(
            `${page.path}: ${response.bytes} bytes (${response.headerBytes} of status line and headers, ${response.bodyBytes} of brotli body); grew most: ${grown.join(', ')}`,
          );
        }
      }
      expect(over, `over ${FIRST_FLIGHT_BYTES} bytes`).toEqual([]);
    } finally {
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the frame script, the one inline script every page carries, stays under 3 KB', () => {
    for (const [name, path] of Object.entries(BUDGETED_PAGE_PATHS)) {
      const html = readFileSync(resolve(clientDir, htmlFileFor(path)), 'utf8');
      const frameScript = /<script>((?:(?!<\/script>)[\s\S])*document\.documentElement[\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
      expect(frameScript, name).toBeDefined();
      expect(Buffer.byteLength(frameScript!), name).toBeLessThan(3072);
    }
  });

  // 2.75 KB: web-vitals (about 2 KB of it), what the beacon sends, and the editions' shared rule
  // for reading a page's edition and kind from its address (src/shared/editions.ts, page-kinds.ts).
  it('the vitals beacon (web-vitals and what it sends), fetched after load, stays within 2.75 KB brotli', () => {
    expect(statSync(join(clientDir, 'vitals-beacon.js.br')).size).toBeLessThanOrEqual(2.75 * 1024);
  });

  it("the deferred-tasks script (the service worker's registration and the vitals sample) stays within 1 KB brotli", () => {
    expect(statSync(join(clientDir, 'deferred-tasks.js.br')).size).toBeLessThanOrEqual(1024);
  });

  it('an article page stays under 120 KB on a first visit, the home page under 250 KB', () => {
    const sum = (path: string) => {
      const weight = pageWeight(clientDir, htmlFileFor(path), 'phone');
      return KINDS.reduce((bytes, kind) => bytes + total(weight[kind]), 0);
    };
    expect(sum(BUDGETED_PAGE_PATHS.article!)).toBeLessThan(120 * 1024);
    expect(sum(BUDGETED_PAGE_PATHS.home!)).toBeLessThan(250 * 1024);
  });
});
