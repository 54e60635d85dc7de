/**
 * The SVG titles rule (src/lib/content-check/rules/content/svg-titles.ts): a picture drawn as SVG carries no
 * <title> or <desc> of its own, which a screen reader would read in English on the Arabic pages.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyContentForEachTest, root, edit, errors, article, arabicArticle } from './support';

copyContentForEachTest();

const NEW_ART = 'src/assets/art/new-art.svg';

/** A copy of an existing artwork, saved as a new file with these words inside. */
function drawNewArt(words: string) {
  const source = readFileSync(join(root(), 'src/assets/art/ac.svg'), 'utf8');
  writeFileSync(join(root(), NEW_ART), source.replace(/^(<svg[^>]*>)/, `$1${words}`));
}

describe('npm run check: SVG titles', () => {
  it('passes the real pictures: none has words of its own', () => {
    expect(errors()).toEqual([]);
  });

  it('reports a new SVG with a <title> once, though both editions of an article show it, at its line', () => {
    drawNewArt('\n<title>Air conditioning unit</title>');
    edit(article, (source) => source.replace(/^image: .*$/m, 'image: ../../assets/art/new-art.svg'));
    edit(arabicArticle, (source) => source.replace(/^image: .*$/m, 'image: ../../../assets/art/new-art.svg'));
    expect(errors()).toEqual([
      `${NEW_ART}:2 — <title>: the picture has words of its own, “Air conditioning unit”, which a screen reader reads in English on the Arabic pages too: delete <title>…</title> from the file (the alt text in each edition's content file names the picture)`,
    ]);
  });

  it('reports a <desc> as well', () => {
    drawNewArt('<desc lang="en">A split unit\n  blowing cool air</desc>');
    edit(article, (source) => source.replace(/^image: .*$/m, 'image: ../../assets/art/new-art.svg'));
    expect(errors()).toEqual([
      `${NEW_ART}:1 — <desc>: the picture has words of its own, “A split unit blowing cool air”, which a screen reader reads in English on the Arabic pages too: delete <desc>…</desc> from the file (the alt text in each edition's content file names the picture)`,
    ]);
  });
});
