/**
 * The body-pictures rule (src/lib/content-check/rules/entry/body-pictures.ts): every picture in an article's
 * body, Markdown `![…](…)` or an <img>, in both editions, names a file the site can serve, says
 * what it shows, and is not too heavy. Each test plants one mistake and reads the line a
 * copywriter reads.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appendToArabic,
  appendToArticle,
  arabicArticleFile,
  articleFile,
  copyContentForEachTest,
  errors,
  root,
  run,
  warnings,
} from './support';

copyContentForEachTest();

/** Puts a file of `bytes` bytes at a path of the copy, e.g. src/assets/photos/roof.jpg. */
function plant(path: string, bytes = 2048) {
  const file = join(root(), path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, Buffer.alloc(bytes));
}

describe('npm run check: pictures in article bodies', () => {
  it('passes a photo in src/assets with a description, in both editions', () => {
    plant('src/assets/photos/roof.jpg');
    appendToArticle('![A technician checks the outdoor unit on a villa roof](../../assets/photos/roof.jpg)');
    appendToArabic('![فني يفحص الوحدة الخارجية على سطح فيلا](../../../assets/photos/roof.jpg)');
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  it('reports a path from the article that leads to no file, on its line', () => {
    const line = appendToArticle('![A technician on a villa roof](../../assets/photos/roof.jpg)');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: no picture at ../../assets/photos/roof.jpg: check the file name and the ../ steps`,
    ]);
  });

  it("reports a translation's path that lacks the extra ../, and says what to write", () => {
    plant('src/assets/photos/roof.jpg');
    const line = appendToArabic('![فني على سطح فيلا](../../assets/photos/roof.jpg)');
    expect(errors()).toEqual([
      `${arabicArticleFile}:${line} — body: no picture at ../../assets/photos/roof.jpg: a translation sits one folder deeper than its original, so its pictures take one more ../: write ../../../assets/photos/roof.jpg`,
    ]);
  });

  it('reports a path from the site root that names no file in public/, and points at the photo in src/assets', () => {
    plant('src/assets/photos/roof.jpg');
    const line = appendToArticle('![A technician on a villa roof](/images/roof.jpg)');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: no picture at /images/roof.jpg: a path that starts with / names a file in public/, and there is no public/images/roof.jpg; the photo is in src/assets/photos/roof.jpg: write ../../assets/photos/roof.jpg`,
    ]);
  });

  it('says where a photo goes when it is nowhere at all', () => {
    const line = appendToArabic('![فني على سطح فيلا](/images/roof.jpg)');
    expect(errors()).toEqual([
      `${arabicArticleFile}:${line} — body: no picture at /images/roof.jpg: a path that starts with / names a file in public/, and there is no public/images/roof.jpg; put the photo in src/assets/photos/ and write ../../../assets/photos/roof.jpg`,
    ]);
  });

  it('passes a path from the site root to a file in public/', () => {
    plant('public/favicon.svg');
    appendToArticle('![The company mark](/favicon.svg)');
    expect(errors()).toEqual([]);
  });

  it("reports a picture on another site, which the site's security policy would block", () => {
    const line = appendToArticle('![A chiller plant](https://photos.example.com/chiller.jpg)');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: the picture https://photos.example.com/chiller.jpg is on another site, and the site's pages show pictures only from the site itself: save it in src/assets/photos/ and write ../../assets/photos/chiller.jpg`,
    ]);
  });

  it('reports a file that is not a picture', () => {
    plant('src/assets/photos/price-list.pdf');
    const line = appendToArticle('![Our price list](../../assets/photos/price-list.pdf)');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: ../../assets/photos/price-list.pdf is not a picture: a picture must be an .svg, .png, .jpg, .webp or .avif file`,
    ]);
  });

  it('warns about a picture without a description, and says when that is right', () => {
    plant('src/assets/photos/roof.jpg');
    const line = appendToArticle('![](../../assets/photos/roof.jpg)');
    expect(warnings()).toEqual([
      `${articleFile}:${line} — body: the picture ../../assets/photos/roof.jpg has no description: write what it shows between the square brackets, ![what it shows](../../assets/photos/roof.jpg), for readers who cannot see it; leave them empty only for pure decoration`,
    ]);
    expect(errors()).toEqual([]);
  });

  it('warns about a photo larger than 2 MB, with its size and the width to save it at', () => {
    plant('src/assets/photos/roof.jpg', 3 * 1024 * 1024 + 200_000);
    const line = appendToArticle('![A technician on a villa roof](../../assets/photos/roof.jpg)');
    expect(warnings()).toEqual([
      `${articleFile}:${line} — body: the picture ../../assets/photos/roof.jpg is 3.2 MB: save it at most 1600 pixels wide (the widest the site shows it) so that it stays under 2 MB`,
    ]);
  });

  it('reports an <img> with a path from the article: the site only prepares Markdown pictures', () => {
    plant('src/assets/photos/roof.jpg');
    const line = appendToArticle('<img src="../../assets/photos/roof.jpg" alt="A technician on a villa roof" />');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: an <img> with a path from this file shows nothing on the page (the site prepares only pictures written in Markdown): write ![A technician on a villa roof](../../assets/photos/roof.jpg)`,
    ]);
  });

  it('reports an <img> without alt, and one whose file is not in public/', () => {
    plant('public/favicon.svg');
    const line = appendToArticle('<img src="/favicon.svg" />\n\n<img src="/images/roof.jpg" alt="A roof" />');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: the <img> of /favicon.svg has no alt: add alt="what it shows" for readers who cannot see it (alt="" only for pure decoration)`,
      `${articleFile}:${line + 2} — body: no picture at /images/roof.jpg: a path that starts with / names a file in public/, and there is no public/images/roof.jpg; put the photo in src/assets/photos/ and write ../../assets/photos/roof.jpg`,
    ]);
  });

  it('reads the sources of a <picture> too', () => {
    const line = appendToArticle(
      '<picture>\n  <source srcset="/images/roof.avif 1x, /images/roof@2x.avif 2x" type="image/avif" />\n  <img src="/images/roof.jpg" alt="A roof" />\n</picture>',
    );
    const missing = (path: string, at: number) =>
      `${articleFile}:${at} — body: no picture at ${path}: a path that starts with / names a file in public/, and there is no public${path}; put the photo in src/assets/photos/ and write ../../assets/photos/${path.split('/').pop()}`;
    expect(errors()).toEqual([
      missing('/images/roof.avif', line + 1),
      missing('/images/roof@2x.avif', line + 1),
      missing('/images/roof.jpg', line + 2),
    ]);
  });

  it('prints each mistake with its file and line, and fails, as a copywriter runs it', () => {
    const line = appendToArticle('![A technician on a villa roof](../../assets/photos/roof.jpg)');
    const { exitCode, output } = run();
    expect(exitCode).toBe(1);
    expect(output).toContain(
      `  ✗ ${articleFile}:${line} — body: no picture at ../../assets/photos/roof.jpg: check the file name and the ../ steps`,
    );
  });
});
