/**
 * Once every page is written, draws each page's link preview (src/lib/metadata/link-previews.ts) into
 * dist/client/previews/: 1200 × 630, the brand's navy, the company's mark and name, the page's
 * title in its edition's direction and, where the page has one, its artwork; or the page's own
 * picture, cut to that size. sharp draws the text through Pango and HarfBuzz, which join and order
 * Arabic letters, with the Noto Sans fonts from npm so that no build depends on the system's fonts.
 *
 * Each image is kept in node_modules/.cache/link-previews/ under a hash of everything it is drawn
 * from, so a build redraws only the previews whose title, picture or drawing changed.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp, { type OverlayOptions } from 'sharp';
import { EDITION_FACTS } from '../shared/editions.ts';
import {
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  takePreviewRequests,
  type PreviewRequest,
} from '../lib/metadata/link-previews.ts';

/** Raise it when the drawing below changes, so that no cached image of the old drawing is reused. */
export const DRAWING_VERSION = 1;

const NAVY = '#0b2545';
const TEAL = '#0f766e';
const MARGIN = 72;
const ARTWORK_SIZE = 440;
const GAP = 48;
const TITLE_TOP = 200;
const TITLE_HEIGHT = PREVIEW_HEIGHT - TITLE_TOP - MARGIN;
const TITLE_PX = 64;
const NAME_PX = 30;
const MARK_SIZE = 88;
/** A photo of 1200 × 630 at this quality is usually well under the 300 KB WhatsApp shows. */
const JPEG_QUALITY = 80;
/** WhatsApp shows no preview over about 300 KB: a busier photo is saved at a lower quality until it fits. */
const MAX_PREVIEW_BYTES = 300 * 1024;
const CONCURRENT_DRAWINGS = 2;

const require = createRequire(import.meta.url);
const FONT_FILES = {
  ltr: {
    bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
    regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    family: 'Noto Sans',
  },
  rtl: {
    bold: require.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
    regular: require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
    family: 'Noto Sans Arabic',
  },
} as const;

const LOGO_FILE = fileURLToPath(new URL('../assets/logo.svg', import.meta.url));

/** The bytes a preview is drawn from, read once per build. */
export interface PreviewInputs {
  logo: Buffer;
  /** The artwork's or the picture's bytes, when the page has one. */
  image?: Buffer;
}

/** A preview's cache key: every input that changes its pixels, and the tools that draw them. */
export function previewCacheKey(request: PreviewRequest, inputs: PreviewInputs): string {
  const hash = createHash('sha256');
  const { kind, title, edition, companyName } = request;
  hash.update(JSON.stringify({ DRAWING_VERSION, sharp: sharp.versions, kind, title, edition, companyName }));
  hash.update(inputs.logo);
  hash.update(inputs.image ?? '');
  return hash.digest('hex').slice(0, 32);
}

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Text as a white-on-transparent image at most `width` wide. Pango lays a paragraph out in the
 * direction of its first strong letter and mirrors the alignment with it: "left" is the start of
 * the line, so an Arabic title is set flush right with this same value.
 */
async function textImage(
  text: string,
  dir: 'ltr' | 'rtl',
  options: { px: number; bold: boolean; width: number; height?: number; colour: string },
) {
  const fonts = FONT_FILES[dir];
  const weight = options.bold ? 'Bold' : '';
  const render = (fit: boolean) =>
    sharp({
      text: {
        text: `<span foreground="${options.colour}">${escapeMarkup(text)}</span>`,
        font: `${fonts.family} ${weight} ${options.px}`.replace(/\s+/g, ' '),
        fontfile: options.bold ? fonts.bold : fonts.regular,
        width: options.width,
        ...(fit && options.height ? { height: options.height } : { dpi: 72 }),
        align: 'left',
        wrap: 'word',
        rgba: true,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  const first = await render(false);
  // A long title that overflows the box at the usual size is set smaller until it fits.
  if (options.height && first.info.height > options.height) return render(true);
  return first;
}

/** The page's own picture, cut to fill the preview. */
async function photoPreview(picture: Buffer): Promise<Buffer> {
  const cut = await sharp(picture)
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: 'attention' })
    .flatten({ background: NAVY })
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let quality = JPEG_QUALITY; ; quality -= 10) {
    const jpeg = await sharp(cut.data, { raw: cut.info }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= MAX_PREVIEW_BYTES || quality <= 30) return jpeg;
  }
}

/** Navy, the mark and the company's name at the top, the title below, and the artwork beside it. */
async function drawnPreview(request: PreviewRequest, inputs: PreviewInputs): Promise<Buffer> {
  const dir = EDITION_FACTS[request.edition].dir;
  const fromStart = (x: number, width: number) => (dir === 'ltr' ? x : PREVIEW_WIDTH - x - width);
  const layers: OverlayOptions[] = [];

  const mark = await sharp(inputs.logo, { density: 300 }).resize(MARK_SIZE, MARK_SIZE).png().toBuffer();
  layers.push({ input: mark, left: fromStart(MARGIN, MARK_SIZE), top: MARGIN });
  const nameWidth = PREVIEW_WIDTH - 2 * MARGIN - MARK_SIZE - 24;
  const name = await textImage(request.companyName, dir, {
    px: NAME_PX,
    bold: false,
    width: nameWidth,
    colour: '#c8d3e0',
  });
  layers.push({
    input: name.data,
    left: fromStart(MARGIN + MARK_SIZE + 24, name.info.width),
    top: MARGIN + Math.round((MARK_SIZE - name.info.height) / 2),
  });

  let titleWidth = PREVIEW_WIDTH - 2 * MARGIN;
  if (inputs.image) {
    const artwork = await sharp(inputs.image, { density: 300 })
      .resize(ARTWORK_SIZE, ARTWORK_SIZE, { fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
    layers.push({
      input: artwork.data,
      left: dir === 'ltr' ? PREVIEW_WIDTH - MARGIN - artwork.info.width : MARGIN,
      top: TITLE_TOP - 40 + Math.round((ARTWORK_SIZE - artwork.info.height) / 2),
    });
    titleWidth -= ARTWORK_SIZE + GAP;
  }
  const title = await textImage(request.title, dir, {
    px: TITLE_PX,
    bold: true,
    width: titleWidth,
    height: TITLE_HEIGHT,
    colour: '#ffffff',
  });
  layers.push({ input: title.data, left: fromStart(MARGIN, title.info.width), top: TITLE_TOP });
  // The brand's teal as a band along the foot, as on the site's footer.
  layers.push({
    input: { create: { width: PREVIEW_WIDTH, height: 12, channels: 4, background: TEAL } },
    left: 0,
    top: PREVIEW_HEIGHT - 12,
  });

  return sharp({ create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 3, background: NAVY } })
    .composite(layers)
    .png({ palette: true, compressionLevel: 9, effort: 7 })
    .toBuffer();
}

/** One preview's bytes: drawn, or the page's own picture cut to size. */
export function renderPreview(request: PreviewRequest, inputs: PreviewInputs): Promise<Buffer> {
  return request.kind === 'photo' && inputs.image ? photoPreview(inputs.image) : drawnPreview(request, inputs);
}

export function linkPreviews({ cacheDir = 'node_modules/.cache/link-previews' } = {}): AstroIntegration {
  return {
    name: 'link-previews',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const clientDir = fileURLToPath(dir);
        const logo = readFileSync(LOGO_FILE);
        const requests = takePreviewRequests();
        mkdirSync(cacheDir, { recursive: true });
        let drawn = 0;
        const writeOne = async (request: PreviewRequest) => {
          const source = request.picture ?? request.artwork;
          const inputs: PreviewInputs = { logo, image: source ? readFileSync(join(clientDir, source)) : undefined };
          const cached = join(cacheDir, `${previewCacheKey(request, inputs)}${extname(request.path)}`);
          if (!existsSync(cached)) {
            writeFileSync(cached, await renderPreview(request, inputs));
            drawn += 1;
          }
          const target = join(clientDir, request.path);
          mkdirSync(dirname(target), { recursive: true });
          copyFileSync(cached, target);
        };
        // A few at a time: libvips spreads each image over the cores, so more would only queue.
        const queue = [...requests];
        await Promise.all(
          Array.from({ length: CONCURRENT_DRAWINGS }, async () => {
            for (let request = queue.shift(); request; request = queue.shift()) await writeOne(request);
          }),
        );
        logger.info(
          `Link previews: ${requests.length} written, ${drawn} drawn (the rest from the cache) in ${Math.round(performance.now() - started)} ms.`,
        );
      },
    },
  };
}
