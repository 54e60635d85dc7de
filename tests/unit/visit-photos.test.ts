/**
 * A visit request's photos on the server (src/server/visit-request/photos.ts): the type is read from the
 * bytes whatever the name says, and a camera's photo comes out as the same picture without its
 * GPS position or the camera's make, still upright.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { cleanPhotos, sniffType } from '../../src/server/visit-request/photos';
import { cleanPicture } from '../../src/server/visit-request/photo-cleaner';
import { cameraPhoto, photoFacts } from '../support/photos';

const pixels = async (bytes: Uint8Array) => (await sharp(bytes).raw().toBuffer()).toString('base64');

describe('a photo’s type', () => {
  it('is read from its first bytes, not its name', async () => {
    expect(sniffType(await cameraPhoto(8, 8, 'jpeg'))).toBe('image/jpeg');
    expect(sniffType(await cameraPhoto(8, 8, 'png'))).toBe('image/png');
    expect(sniffType(await cameraPhoto(8, 8, 'webp'))).toBe('image/webp');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    expect(sniffType(heic)).toBe('image/heic');
    expect(sniffType(Buffer.from('<?php echo 1; ?>'))).toBe('unknown');
  });

  it('refuses a script named like a photo, an HEIC and a fourth photo', async () => {
    const photo = new File([await cameraPhoto(8, 8)], 'a.jpg', { type: 'image/jpeg' });
    const script = new File(['<?php echo 1; ?>'], 'b.jpg', { type: 'image/jpeg' });
    const heic = new File([new TextEncoder().encode('\0\0\0\x18ftypheic\0\0\0\0mif1heic')], 'c.jpg', {
      type: 'image/jpeg',
    });
    expect(await cleanPhotos([photo, script])).toEqual({ ok: false, refusal: 'not-a-photo', file: 'b.jpg' });
    expect(await cleanPhotos([heic])).toEqual({ ok: false, refusal: 'heic', file: 'c.jpg' });
    expect(await cleanPhotos([photo, photo, photo, photo])).toEqual({ ok: false, refusal: 'too-many' });
    expect(await cleanPhotos([photo, photo, photo])).toMatchObject({ ok: true, photos: [{}, {}, {}] });
  });
});

describe('a camera’s photo, cleaned', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    '(%s) has no GPS position or camera make, and the same pixels',
    async (format) => {
      const original = await cameraPhoto(64, 48, format);
      expect(await photoFacts(original)).toMatchObject({ hasLocation: true, namesCamera: true });
      const cleaned = cleanPicture(original, `image/${format}`)!;
      expect(await photoFacts(cleaned)).toMatchObject({
        format,
        width: 64,
        height: 48,
        hasLocation: false,
        namesCamera: false,
      });
      expect(await pixels(cleaned)).toBe(await pixels(original));
    },
  );

  it('(a JPEG taken sideways) keeps its orientation alone, so it stays upright', async () => {
    const original = await cameraPhoto(64, 48, 'jpeg', 6);
    const cleaned = cleanPicture(original, 'image/jpeg')!;
    expect(await photoFacts(cleaned)).toMatchObject({ orientation: 6, hasLocation: false, namesCamera: false });
  });

  it('is refused when its structure is broken', async () => {
    const original = await cameraPhoto(64, 48, 'jpeg');
    expect(cleanPicture(original.subarray(0, 40), 'image/jpeg')).toBeUndefined();
  });
});
