/**
 * The build's files for a static host: the FORMS_ORIGIN setting is an origin or the build stops
 * saying why, and the routes name exactly the addresses only Node answers.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formsOrigin, headersFile, routesFile } from '../../src/integrations/static-host-files';
import { headersFor, parseHeadersFile } from '../support/headers-file';
import { isNodePath, NODE_PATHS } from '../../src/shared/serving/response-headers';
import { VITALS_PATH } from '../../src/shared/vitals';

describe('FORMS_ORIGIN', () => {
  it.each([
    ['https://forms.example.com', 'https://forms.example.com'],
    ['https://forms.example.com/', 'https://forms.example.com'],
    ['http://127.0.0.1:4321', 'http://127.0.0.1:4321'],
  ])('%s is the origin %s', (setting, origin) => {
    expect(formsOrigin(setting)).toBe(origin);
  });

  it.each(['forms.example.com', 'https://forms.example.com/api', 'https://forms.example.com?x=1', 'ftp://forms'])(
    'refuses %s, naming the setting and an example',
    (setting) => {
      expect(() => formsOrigin(setting)).toThrow(
        `FORMS_ORIGIN must be the Node server's origin alone, such as https://forms.example.com (got "${setting}").`,
      );
    },
  );
});

describe('_routes.json', () => {
  it("runs the worker for the forms' routes in each edition, the vitals beacons and the visit requests' private pages, and nothing else", () => {
    expect(JSON.parse(routesFile())).toEqual({ version: 1, include: [...NODE_PATHS], exclude: [] });
    expect(NODE_PATHS).toEqual([
      '/mail.php',
      '/contact/send',
      '/ar/contact/send',
      '/book/send.json',
      '/book/send',
      '/ar/book/send',
      VITALS_PATH,
      '/visit/*',
      '/ar/visit/*',
    ]);
    expect(['/visit/abc', '/ar/visit/abc', '/book/send'].every((path) => isNodePath(path))).toBe(true);
    expect(['/visit', '/visits/abc', '/ar/visit', '/book', '/about'].some((path) => isNodePath(path))).toBe(false);
  });
});

describe('_headers', () => {
  const build = (paths: string[]) => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'));
    for (const path of paths) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), '');
    }
    return headersFile(dir);
  };

  it("keeps nothing under a visit request's private pages, in either edition", () => {
    const rules = parseHeadersFile(build(['index.html']));
    for (const path of ['/visit/abc', '/ar/visit/abc'])
      expect(Object.fromEntries(headersFor(rules, path, {}))).toMatchObject({
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex',
        'referrer-policy': 'same-origin',
      });
    expect(headersFor(rules, '/visits', {}).get('cache-control')).toBe('no-cache');
  });

  it("keeps within Cloudflare's 100 rules with a link preview for each of 150 pages: their folder is one rule", () => {
    const pages = Array.from({ length: 150 }, (_, index) => `page-${index}`);
    const file = build([
      ...pages.map((page) => `${page}.html`),
      ...pages.map((page) => `previews/${page}.png`),
      ...pages.map((page) => `previews/ar/${page}.png`),
      'robots.txt',
    ]);
    expect(() => parseHeadersFile(file)).not.toThrow();
    expect(file).toContain('/previews/*\n  ! Cache-Control\n  Cache-Control: public, max-age=3600');
    expect(file).not.toContain('/previews/page-1.png');
    expect(file).toContain('/robots.txt\n');
  });

  it('names each file of a folder that also holds a page, whose address must revalidate', () => {
    const file = build(['ar/index.html', 'ar/rss.xml', 'ar/feed.png']);
    expect(file).not.toContain('/ar/*');
    expect(file).toContain('/ar/rss.xml\n');
    expect(file).toContain('/ar/feed.png\n');
  });
});
