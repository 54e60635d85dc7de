/**
 * Three things a copywriter or an owner does in a content file, proven on one build of a copy of
 * the project that has all three (a build of the whole site costs 30–40 s, so they share it):
 * - `draft: true` keeps an article off the built site (its page, the blog list, the "Latest Blogs"
 *   column, the sitemap and RSS), while `npm run dev` still shows it, and `npm run dev` honours
 *   PORT and HOST;
 * - a photo in place of an article's artwork is served the way a slow phone needs: AVIF and WebP
 *   at several widths with a srcset, width and height set, eager with high priority where it is
 *   the page's largest picture and lazy elsewhere; a photo in an article's body, written in
 *   Markdown, is served the same way, lazily, in both editions;
 * - an analytics id in settings puts the tag manager's loader in every page, allowed by the page's
 *   own script policy (what the loader does in a browser: tests/e2e/analytics.chromium.spec.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_MANAGER_ORIGIN } from '../../src/lib/analytics.ts';
import { buildEnv, copyProject } from '../support/project-copy.ts';
import { freePort } from '../support/smtp.ts';

/** The article marked as a draft. */
const DRAFT = 'lifting-equipment-in-dubai';
/** The article whose banner is a PNG photo instead of the artwork. */
const PHOTO = 'facade-cleaning-services-in-dubai';
/** The article (and its Arabic twin) whose body shows the photo in Markdown. */
const BODY_PHOTO = 'water-tank-cleaning-solution-in-dubai';
/** The analytics id set in the copy's settings. */
const ANALYTICS_ID = 'GTM-ABC1234';

let root: string;
let draftTitle: string;

const astro = () => join(root, 'node_modules/astro/bin/astro.mjs');
const env = buildEnv();
const built = (file: string) => readFileSync(join(root, 'dist/client', file), 'utf8');

/** Changes the front matter of an English article in the copy. */
function editArticle(slug: string, edit: (source: string) => string): string {
  const file = join(root, `src/content/articles/${slug}.mdx`);
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, edit(source));
  return source;
}

beforeAll(async () => {
  root = copyProject('copywriter-');
  const source = editArticle(DRAFT, (text) => text.replace(/^date: .*$/m, '$&\ndraft: true'));
  draftTitle = JSON.parse(/^title: (.*)$/m.exec(source)![1]!) as string;

  await sharp(readFileSync('src/assets/art/facade.svg'))
    .resize(1600, 900)
    .png()
    .toFile(join(root, 'src/assets/facade-photo.png'));
  editArticle(PHOTO, (text) => text.replace(/^image: .*$/m, 'image: ../../assets/facade-photo.png'));
  editArticle(BODY_PHOTO, (text) => `${text}\n![A technician at work on a facade](../../assets/facade-photo.png)\n`);
  editArticle(`ar/${BODY_PHOTO}`, (text) => `${text}\n![فني يعمل على واجهة مبنى](../../../assets/facade-photo.png)\n`);

  const settings = join(root, 'src/content/settings/site.yaml');
  const withId = readFileSync(settings, 'utf8').replace(/^# analyticsId: .*$/m, `analyticsId: ${ANALYTICS_ID}`);
  expect(withId).toContain(`\nanalyticsId: ${ANALYTICS_ID}\n`);
  writeFileSync(settings, withId);

  const build = spawnSync(process.execPath, [astro(), 'build', '--silent'], { cwd: root, encoding: 'utf8', env });
  expect(build.status, build.stdout + build.stderr).toBe(0);
}, 300_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a draft article', () => {
  it('is left out of the build: no page, not on the blog list, in the sitemap or RSS', () => {
    const client = join(root, 'dist/client');
    expect(existsSync(join(client, `${DRAFT}.html`))).toBe(false);
    // Another article is built, so the check above is not passing for an unrelated reason.
    expect(existsSync(join(client, `${PHOTO}.html`))).toBe(true);
    for (const file of ['blogs.html', 'index.html', 'rss.xml', 'sitemap-0.xml', `${PHOTO}.html`]) {
      // Its Arabic twin (/ar/…) is still published, in Arabic only.
      expect(built(file), file).not.toMatch(new RegExp(`(?<!/ar)/${DRAFT}\\b`));
    }
    expect(built('rss.xml')).not.toContain(draftTitle);

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

  it('waits further down a list (the blog list sidebar) with its widths, and is lazy without JavaScript', () => {
    const html = built('blogs.html');
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

describe('an analytics id in settings', () => {
  it("puts the tag manager's loader, with the container's address, in every page, allowed by its script policy", () => {
    for (const file of ['index.html', 'ar/blogs.html', `${PHOTO}.html`, 'contact.html']) {
      const html = built(file);
      const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
        .map(([, source]) => source!)
        .find((source) => source.includes(TAG_MANAGER_ORIGIN));
      expect(loader, file).toContain(JSON.stringify(`${TAG_MANAGER_ORIGIN}/gtm.js?id=${ANALYTICS_ID}`));
      const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
      const hash = createHash('sha256').update(loader!).digest('base64');
      expect(policy, file).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    }
  });
});
