/**
 * When a copywriter swaps artwork for a photo, the build serves it the way a slow phone needs:
 * AVIF and WebP at several widths with a srcset, width and height set, eager with high priority
 * where it is the page's largest picture and lazy elsewhere. Builds a copy of the project in
 * which one article's banner is a PNG.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../support/project-copy.ts';

let root: string;
const ARTICLE = 'lifting-equipment-in-dubai';

beforeAll(async () => {
  root = copyProject('raster-');
  await sharp(readFileSync('src/assets/art/lift.svg'))
    .resize(1600, 900)
    .png()
    .toFile(join(root, 'src/assets/lift-photo.png'));
  const file = join(root, `src/content/articles/${ARTICLE}.mdx`);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^image: .*$/m, 'image: ../../assets/lift-photo.png'));
  const build = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = (file: string) => readFileSync(join(root, 'dist/client', file), 'utf8');

describe('a photo in place of the artwork', () => {
  it('is the article banner as AVIF and WebP at several widths, eager and high priority', () => {
    const picture = /<picture>[\s\S]*?<\/picture>/.exec(page(`${ARTICLE}.html`))?.[0] ?? '';
    const sources = picture.match(/<source[^>]*>/g) ?? [];
    const avif = sources.find((source) => source.includes('type="image/avif"')) ?? '';
    const webp = sources.find((source) => source.includes('type="image/webp"')) ?? '';
    expect(avif).toMatch(/srcset="[^"]+\.avif 480w, [^"]+\.avif 800w, [^"]+\.avif 1200w/);
    expect(webp).toMatch(/srcset="[^"]+\.webp 480w, [^"]+\.webp 800w, [^"]+\.webp 1200w/);
    expect(picture).toMatch(/<img[^>]+width="1600"[^>]+height="900"/);
    expect(picture).toMatch(/<img[^>]+loading="eager"/);
    expect(picture).toMatch(/<img[^>]+fetchpriority="high"/);
  });

  it('waits further down a list (the blog list sidebar) with its widths, and is lazy without JavaScript', () => {
    const html = page('blogs.html');
    const waiting = (html.match(/<img[^>]+data-near[^>]*>/g) ?? []).filter((img) => img.includes('data-srcset'));
    expect(waiting.length).toBeGreaterThan(0);
    for (const img of waiting) {
      expect(img).toMatch(/data-srcset="[^"]+\.webp 480w, [^"]+\.webp 800w, [^"]+\.webp 1200w/);
      expect(img).toMatch(/sizes="/);
    }
    const pictures = html.match(/<noscript><picture>[\s\S]*?<\/picture><\/noscript>/g) ?? [];
    expect(pictures.length).toBe(waiting.length);
    for (const picture of pictures) {
      expect(picture).toMatch(/<img[^>]+loading="lazy"/);
      expect(picture).toMatch(/type="image\/avif"/);
    }
  });
});
