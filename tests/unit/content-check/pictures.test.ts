/**
 * The pictures rule (src/lib/content-check/rules/entry/pictures.ts): a picture exists, a translation's with
 * one more ../, and is not too heavy.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  copyContentForEachTest,
  root,
  edit,
  errors,
  warnings,
  run,
  article,
  articleFile,
  arabicArticle,
  arabicArticleFile,
} from './support';

copyContentForEachTest();

describe('npm run check: pictures', () => {
  it('reports a picture that does not exist', () => {
    edit(article, (source) => source.replace(/^image: .*$/m, 'image: ../../assets/art/air-con.svg'));
    expect(errors()).toEqual([
      `${articleFile}:5 — image: no picture at ../../assets/art/air-con.svg: check the file name and the ../ steps`,
    ]);
  });

  it('warns about a picture larger than 2 MB, with its size and the width to save it at', () => {
    writeFileSync(join(root(), 'src/assets/big-photo.jpg'), Buffer.alloc(3 * 1024 * 1024 + 200_000));
    edit(article, (source) => source.replace(/^image: .*$/m, 'image: ../../assets/big-photo.jpg'));
    expect(warnings()).toEqual([
      `${articleFile}:5 — image: the picture ../../assets/big-photo.jpg is 3.2 MB: save it at most 1600 pixels wide (the widest the site shows it) so that it stays under 2 MB`,
    ]);
    expect(errors()).toEqual([]);
    expect(run().exitCode).toBe(0);
  });

  it("reports a translation's picture path that lacks the extra ../, and says what to write", () => {
    edit(arabicArticle, (source) => source.replace(/^image: .*$/m, 'image: ../../assets/art/ac.svg'));
    expect(errors()).toEqual([
      `${arabicArticleFile}:5 — image: no picture at ../../assets/art/ac.svg: a translation sits one folder deeper than its original, so its pictures take one more ../: write ../../../assets/art/ac.svg`,
    ]);
  });
});
