import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DRAWING_VERSION, previewCacheKey, renderPreview } from '../../src/integrations/link-preview-pictures';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewPath, type PreviewRequest } from '../../src/lib/metadata/link-previews';

describe('previewPath', () => {
  it("is the page's address under /previews, Home being index", () => {
    expect(previewPath('/')).toBe('/previews/index.png');
    expect(previewPath('/ar')).toBe('/previews/ar.png');
    expect(previewPath('/ar/blogs')).toBe('/previews/ar/blogs.png');
    expect(previewPath('/blogs/2')).toBe('/previews/blogs/2.png');
    expect(previewPath('/Best-Plumbing-Service-in-Dubai')).toBe('/previews/Best-Plumbing-Service-in-Dubai.png');
  });

  it("is a JPEG for a page's own picture, and ignores a query or an anchor", () => {
    expect(previewPath('/service/hvac', 'photo')).toBe('/previews/service/hvac.jpg');
    expect(previewPath('/about#team')).toBe('/previews/about.png');
  });
});

const request: PreviewRequest = {
  path: '/previews/about.png',
  kind: 'drawn',
  title: 'About Burj Horizon',
  edition: 'en',
  companyName: 'Burj Horizon Technical Services L.L.C.',
};
const logo = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');

describe('previewCacheKey', () => {
  const key = previewCacheKey(request, { logo });

  it('is the same for the same inputs, so a second build reuses the image', () => {
    expect(previewCacheKey({ ...request }, { logo: Buffer.from(logo) })).toBe(key);
    // Where the file goes is not what it shows: a page moved keeps its drawing.
    expect(previewCacheKey({ ...request, path: '/previews/x.png' }, { logo })).toBe(key);
  });

  it('changes with the title, the edition, the company, the artwork, the mark and the kind', () => {
    const others = [
      previewCacheKey({ ...request, title: 'About us' }, { logo }),
      previewCacheKey({ ...request, edition: 'ar' }, { logo }),
      previewCacheKey({ ...request, companyName: 'Another L.L.C.' }, { logo }),
      previewCacheKey(request, { logo, image: Buffer.from('<svg/>') }),
      previewCacheKey(request, { logo: Buffer.from('<svg />') }),
      previewCacheKey({ ...request, kind: 'photo' }, { logo }),
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
    expect(DRAWING_VERSION).toBeGreaterThan(0);
  });
});

/** The columns that hold the title's ink (near-white pixels) in the band where the title is drawn. */
async function titleInk(png: Buffer): Promise<{ first: number; last: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let first = info.width;
  let last = -1;
  for (let y = 200; y < 520; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const at = (y * info.width + x) * info.channels;
      if (data[at]! > 230 && data[at + 1]! > 230 && data[at + 2]! > 230) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
  }
  return { first, last };
}

describe('renderPreview', () => {
  it('draws 1200 × 630, an English title from the left margin and an Arabic one from the right', async () => {
    const realLogo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const english = await renderPreview({ ...request, title: 'About us' }, { logo: realLogo });
    const arabic = await renderPreview(
      { ...request, edition: 'ar', title: 'من نحن', companyName: 'برج هورايزن' },
      { logo: realLogo },
    );
    for (const png of [english, arabic]) {
      expect(await sharp(png).metadata()).toMatchObject({
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
        format: 'png',
      });
    }
    const en = await titleInk(english);
    const ar = await titleInk(arabic);
    // A short title fills neither line: its ink starts at the start margin (72 px) and stops short of the end.
    expect(en.first).toBeGreaterThanOrEqual(70);
    expect(en.first).toBeLessThan(90);
    expect(en.last).toBeLessThan(PREVIEW_WIDTH / 2);
    expect(PREVIEW_WIDTH - 1 - ar.last).toBeGreaterThanOrEqual(70);
    expect(PREVIEW_WIDTH - 1 - ar.last).toBeLessThan(90);
    expect(ar.first).toBeGreaterThan(PREVIEW_WIDTH / 2);
  });
});

describe("a page's own picture", () => {
  // Noise is the hardest picture to compress: at the usual quality it comes out around 300 KB, more
  // or less from one draw to the next, so the preview must step its quality down to fit.
  it('is cut to 1200 × 630 as a JPEG within 300 KB, whatever its shape and detail', async () => {
    const tallPhoto = await sharp({
      create: {
        width: 900,
        height: 1600,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 90 },
      },
    })
      .jpeg()
      .toBuffer();
    const preview = await renderPreview({ ...request, kind: 'photo' }, { logo, image: tallPhoto });
    expect(await sharp(preview).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    expect(preview.length).toBeLessThanOrEqual(300 * 1024);
  });
});
