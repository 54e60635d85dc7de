/**
 * A visit request's photos are stored as the picture and nothing else, on the real server process
 * with a real SQLite file and real files on disk: no second image appended after the first, no
 * Exif, XMP or text anywhere in the file, nothing after the end of the picture (the HTML or ZIP
 * of a polyglot), only the segments a viewer needs, and the orientation kept. JPEG, PNG and WebP,
 * the three types the server takes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visitPhotosPath } from '../../src/server/visit-request/photo-files';
import { contactHarness } from '../support/contact-posts';
import { cameraPhoto, CAMERA_MAKE, photoFacts } from '../support/photos';
import {
  jpegSegment,
  jpegSegments,
  pngChunks,
  riffChunk,
  webpChunks,
  withRiffChunk,
  withSegments,
  ZIP_END,
} from '../support/photo-segments';
import { visitRequest } from '../support/visit-request-posts';

const { newDb, site } = contactHarness('photo-cleaning');

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

/** Posts the photos with a valid request and answers the stored files' bytes, in order. */
async function storedPhotos(photos: Uint8Array<ArrayBuffer>[]): Promise<Buffer[]> {
  const db = newDb();
  const target = await site({ CONTACT_DB: db });
  const form = new FormData();
  for (const [name, value] of Object.entries(visitRequest)) form.append(name, value);
  photos.forEach((bytes, index) => form.append('photos', new File([bytes], `${index}.jpg`, { type: 'image/jpeg' })));
  const response = await fetch(`${target.url}/book/send.json`, {
    method: 'POST',
    headers: { Origin: target.url },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const folder = join(visitPhotosPath(db), 'BH-000001');
  return readdirSync(folder)
    .sort()
    .map((name) => readFileSync(join(folder, name)));
}

const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** The segments a viewer needs, and the orientation's own Exif block. */
const JPEG_KEPT = /^(SOI|APP0\(JFIF\)|APP1\(Exif\)|APP2\(ICC_PROFILE\)|APP14\(Adobe\)|DQT|DHT|DRI|SOF\d+|SOS|EOI)$/;

describe('a JPEG', () => {
  it('with a second, GPS-tagged JPEG after it: stored as the first picture alone, upright, with nothing of the second', async () => {
    const first = await cameraPhoto(800, 600, 'jpeg', 6);
    const second = await cameraPhoto(40, 30, 'jpeg');
    const [stored] = await storedPhotos([concat(first, second)]);

    expect(jpegSegments(concat(first, second)).at(-1)).toMatch(/^\+\d+ bytes$/);
    const segments = jpegSegments(stored!);
    expect(
      segments.every((name) => JPEG_KEPT.test(name)),
      segments.join(' '),
    ).toBe(true);
    expect(segments.at(-1)).toBe('EOI');
    // Metadata lies before the scan (the segment list shows nothing after it). The scan is the
    // noise picture compressed, where any three bytes may spell "GPS" by chance (about one run in 80).
    const metadata = stored!.subarray(0, stored!.indexOf(Buffer.from([0xff, 0xda])));
    expect(metadata.includes(CAMERA_MAKE)).toBe(false);
    expect(metadata.includes('GPS')).toBe(false);
    expect(await photoFacts(stored!)).toMatchObject({ format: 'jpeg', width: 800, orientation: 6, hasLocation: false });
  });

  it('as a polyglot, with HTML or a ZIP archive after the picture: stored without them', async () => {
    const photo = await cameraPhoto(60, 40);
    const stored = await storedPhotos([concat(photo, Buffer.from(HTML)), concat(photo, ZIP_END)]);
    for (const file of stored) {
      expect(jpegSegments(file).at(-1)).toBe('EOI');
      expect(file.includes('<html')).toBe(false);
      expect(file.includes(ZIP_END)).toBe(false);
      expect((await photoFacts(file)).width).toBe(60);
    }
  });

  it('with APP segments and comments carrying HTML: stored with none of them', async () => {
    const photo = await cameraPhoto(60, 40);
    const hostile = withSegments(
      photo,
      jpegSegment(0xe2, `ICC_PROFILE\0\x01\x01${HTML}`),
      jpegSegment(0xe2, `MPF\0${HTML}`),
      jpegSegment(0xe1, `http://ns.adobe.com/xap/1.0/\0${HTML}`),
      jpegSegment(0xed, `Photoshop 3.0\0${HTML}`),
      jpegSegment(0xef, HTML),
      jpegSegment(0xfe, HTML),
    );
    const [stored] = await storedPhotos([hostile]);
    const segments = jpegSegments(stored!);
    expect(
      segments.every((name) => JPEG_KEPT.test(name)),
      segments.join(' '),
    ).toBe(true);
    expect(stored!.includes('<script')).toBe(false);
    expect((await photoFacts(stored!)).width).toBe(60);
  });
});

describe('a PNG', () => {
  it('with text chunks, a second PNG and HTML after its end: stored as the picture’s own chunks alone', async () => {
    const photo = Buffer.from(await cameraPhoto(50, 20, 'png'));
    const data = Buffer.from(`HTML\0${HTML}`, 'latin1');
    // The CRC is left wrong on purpose: a cleaner that keeps the chunk keeps it whatever it says.
    const text = Buffer.concat([Buffer.alloc(4), Buffer.from('tEXt'), data, Buffer.alloc(4)]);
    text.writeUInt32BE(data.length, 0);
    const iend = photo.length - 12;
    const afterIhdr = 8 + 25;
    const hostile = concat(
      photo.subarray(0, afterIhdr),
      text,
      photo.subarray(afterIhdr, iend),
      photo.subarray(iend),
      await cameraPhoto(10, 10, 'png'),
      Buffer.from(HTML),
    );
    const [stored] = await storedPhotos([hostile]);
    const chunks = pngChunks(stored!);
    expect(
      chunks.every((name) => /^(IHDR|PLTE|tRNS|gAMA|cHRM|sRGB|iCCP|sBIT|pHYs|IDAT|IEND)$/.test(name)),
      chunks.join(' '),
    ).toBe(true);
    expect(chunks.at(-1)).toBe('IEND');
    expect(stored!.includes('<script')).toBe(false);
    expect(await photoFacts(stored!)).toMatchObject({
      format: 'png',
      width: 50,
      hasLocation: false,
      namesCamera: false,
    });
  });
});

describe('a WebP', () => {
  it('with Exif, an unknown chunk carrying HTML and bytes after its end: stored as the picture’s own chunks alone', async () => {
    const photo = await cameraPhoto(50, 20, 'webp');
    const hostile = concat(withRiffChunk(photo, riffChunk('HTML', HTML)), Buffer.from(HTML));
    const [stored] = await storedPhotos([hostile]);
    const chunks = webpChunks(stored!);
    expect(
      chunks.every((name) => /^(VP8X|VP8|VP8L|ALPH|ICCP)$/.test(name)),
      chunks.join(' '),
    ).toBe(true);
    expect(stored!.includes('<script')).toBe(false);
    expect(await photoFacts(stored!)).toMatchObject({
      format: 'webp',
      width: 50,
      hasLocation: false,
      namesCamera: false,
    });
  });
});
