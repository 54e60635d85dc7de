/**
 * Two things a copywriter does in a content file, proven on the changed copy of the project
 * (tests/support/changed-site.ts), built once with them and the other tests' changes:
 * - `draft: true` keeps an article off the built site (its page, the blog list, the "Latest Blogs"
 *   column, the sitemap and RSS; the draft is dated newest, so it would head each of them), while
 *   `npm run dev` still shows it, and `npm run dev` honours PORT and HOST;
 * - a photo in place of an article's artwork is served the way a slow phone needs: AVIF and WebP
 *   at several widths with a srcset, width and height set, eager with high priority where it is
 *   the page's largest picture and lazy elsewhere; a photo in an article's body, written in
 *   Markdown, is served the same way, lazily, in both editions.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_PHOTO, changedSite, DRAFT, PHOTO } from '../support/changed-site.ts';
import { buildEnv } from '../support/project-copy.ts';
import { freePort } from '../../harness/free-port.ts';

let root: string;
let draftTitle: string;

const astro = () => join(root, 'node_modules/astro/bin/astro.mjs');
const env = buildEnv();
const built = (file: string) => readFileSync(join(root, 'dist/client', file), 'utf8');
/** The English blog list's pages, first to last. */
const blogListPages = () => {
  const pages = ['blogs.html'];
  while (existsSync(join(root, 'dist/client', `blogs/${pages.length + 1}.html`)))
    pages.push(`blogs/${pages.length + 1}.html`);
  return pages;
};

beforeAll(async () => {
  ({ root, draftTitle } = await changedSite());
}, 400_000);

describe('a draft article', () => {
  it('is left out of the build: no page, not on the blog list, in the sitemap or RSS', () => {
    const client = join(root, 'dist/client');
    expect(existsSync(join(client, `${DRAFT}.html`))).toBe(false);
    // Another article is built, so the check above is not passing for an unrelated reason.
    expect(existsSync(join(client, `${PHOTO}.html`))).toBe(true);
    for (const file of [...blogListPages(), 'index.html', 'rss.xml', 'sitemap-0.xml', `${PHOTO}.html`]) {
      // Its Arabic twin (/ar/…) is still published, in Arabic only.
      expect(built(file), file).not.toMatch(new RegExp(`(?<!/ar)/${DRAFT}\\b`));
    }
    // As an item's title: a new article of the copy is numbered after the draft's words.
    expect(built('rss.xml')).not.toContain(`<title>${draftTitle.replace(/&/g, '&amp;')}</title>`);

    // The Arabic twin stands alone: no hreflang to the missing English page, in the head or the
    // sitemap, and its language switcher leads to the English blog list.
    const arabic = built(`ar/${DRAFT}.html`);
    expect(arabic).not.toContain('hreflang="en" href=');
    expect(arabic).toMatch(/<a href="\/blogs" hreflang="en" lang="en"/);
    const entry = new RegExp(`<url><loc>[^<]*/ar/${DRAFT}</loc>(.*?)</url>`).exec(built('sitemap-0.xml'));
    expect(entry?.[1]).toBe('');
  });

  it('is shown by npm run dev, which listens on PORT and HOST', async () => {
    const port = await freePort();
    const dev = spawn(process.execPath, [astro(), 'dev'], {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    dev.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await new Promise<void>((ready, fail) => {
        dev.stdout.on('data', () => output.includes(`127.0.0.1:${port}`) && ready());
        dev.once('exit', (code) => fail(new Error(`astro dev exited with ${code}:\n${output}`)));
      });
      const response = await fetch(`http://127.0.0.1:${port}/${DRAFT}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(draftTitle.replace(/&/g, '&amp;'));
    } finally {
      process.kill(-dev.pid!);
    }
  }, 120_000);
});

describe('a photo in place of the artwork', () => {
  it('is the article banner as AVIF and WebP at several widths, eager and high priority', () => {
    const picture = /<picture>[\s\S]*?<\/picture>/.exec(built(`${PHOTO}.html`))?.[0] ?? '';
    const sources = picture.match(/<source[^>]*>/g) ?? [];
    const avif = sources.find((source) => source.includes('type="image/avif"')) ?? '';
    const webp = sources.find((source) => source.includes('type="image/webp"')) ?? '';
    expect(avif).toMatch(/srcset="[^"]+\.avif 480w, [^"]+\.avif 800w, [^"]+\.avif 1200w/);
    expect(webp).toMatch(/srcset="[^"]+\.webp 480w, [^"]+\.webp 800w, [^"]+\.webp 1200w/);
    expect(picture).toMatch(/<img[^>]+width="1600"[^>]+height="900"/);
    expect(picture).toMatch(/<img[^>]+loading="eager"/);
    expect(picture).toMatch(/<img[^>]+fetchpriority="high"/);
  });

  it('waits further down a list (the blog list) with its widths, and is lazy without JavaScript', () => {
    // The page of the list that has the photo's card: newer articles push it past the first.
    const html = blogListPages()
      .map(built)
      .find((page) => page.includes(`href="/${PHOTO}"`));
    expect(html, "no page of the blog list has the photo's card").toBeDefined();
    const waiting = (html!.match(/<img[^>]+data-near[^>]*>/g) ?? []).filter((img) => img.includes('data-srcset'));
    expect(waiting.length).toBeGreaterThan(0);
    for (const img of waiting) {
      expect(img).toMatch(/data-srcset="[^"]+\.webp 480w, [^"]+\.webp 800w, [^"]+\.webp 1200w/);
      expect(img).toMatch(/sizes="/);
    }
    const pictures = html!.match(/<noscript><picture>[\s\S]*?<\/picture><\/noscript>/g) ?? [];
    expect(pictures.length).toBe(waiting.length);
    for (const picture of pictures) {
      expect(picture).toMatch(/<img[^>]+loading="lazy"/);
      expect(picture).toMatch(/type="image\/avif"/);
    }
  });
});

describe("a photo in an article's body, written in Markdown", () => {
  for (const [file, alt] of [
    [`${BODY_PHOTO}.html`, 'A technician at work on a facade'],
    [`ar/${BODY_PHOTO}.html`, 'فني يعمل على واجهة مبنى'],
  ]) {
    it(`${file}: is AVIF and WebP at several widths, for the article column, with its size, lazy`, () => {
      const body = built(file!).split('class="article-body')[1] ?? '';
      const picture = /<picture>(?:(?!<\/picture>)[\s\S])*?<\/picture>/.exec(body)?.[0] ?? '';
      expect(picture).toContain(`alt="${alt}"`);
      expect(picture).toMatch(
        /<source srcset="[^"]+\.avif 480w, [^"]+\.avif 800w, [^"]+\.avif 1200w, [^"]+\.avif 1600w"/,
      );
      expect(picture).toMatch(
        /<source srcset="[^"]+\.webp 480w, [^"]+\.webp 800w, [^"]+\.webp 1200w, [^"]+\.webp 1600w"/,
      );
      expect(picture).toMatch(/sizes="\(min-width: 1200px\) 760px/);
      expect(picture).toMatch(/<img[^>]+width="1600"[^>]+height="900"/);
      expect(picture).toMatch(/<img[^>]+loading="lazy"/);
    });
  }
});
