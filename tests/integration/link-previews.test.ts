/**
 * Link previews on the built site (`npm run build` first): every page worth sharing names a raster
 * preview that WhatsApp, Facebook, LinkedIn and X show, and the file is there at the size they ask.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const clientDir = 'dist/client';
const pages = (readdirSync(clientDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({ file, html: readFileSync(join(clientDir, file), 'utf8') }));
const indexable = pages.filter(({ html }) => !/<meta name="robots" content="[^"]*noindex/.test(html));

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

/** The WhatsApp limit for a preview it shows, with the "about" taken as written. */
const MOST_BYTES = 300 * 1024;

describe('link previews', () => {
  it('cover every indexable page in both editions', () => {
    expect(indexable.length).toBeGreaterThan(60);
    expect(indexable.some(({ file }) => file.startsWith('ar/'))).toBe(true);
  });

  it.each(indexable.map(({ file, html }) => [file, html]))(
    '%s names a PNG or JPEG of 1200 × 630 within 300 KB, with its size, type and alt, for X too',
    async (_file, html) => {
      const image = meta(html, 'og:image');
      expect(image, 'og:image').toMatch(/^https:\/\/[^/]+\/previews\/.+\.(png|jpg)$/);
      const file = join(clientDir, decodeURIComponent(new URL(image!).pathname));
      expect(existsSync(file), `${file} exists`).toBe(true);
      expect(statSync(file).size).toBeLessThanOrEqual(MOST_BYTES);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height }).toEqual({ width: 1200, height: 630 });
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
      expect(meta(html, 'og:image:type')).toBe(format === 'png' ? 'image/png' : 'image/jpeg');
      expect(meta(html, 'og:image:alt')?.trim()).toBeTruthy();
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'twitter:image')).toBe(image);
    },
  );

  it('are neither precached by the service worker nor given compressed copies', () => {
    expect(readFileSync(join(clientDir, 'sw.js'), 'utf8')).not.toContain('previews/');
    const previews = readdirSync(join(clientDir, 'previews'), { recursive: true }) as string[];
    expect(previews.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });
});
