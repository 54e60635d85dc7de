/**
 * Shrinks the photos a visitor picked before they leave the phone: each one is decoded upright
 * (its EXIF orientation applied), drawn at most SHRUNK_PHOTO.longSide pixels on its long side and
 * encoded as a JPEG, at lower quality, then smaller, until it fits SHRUNK_PHOTO.bytes. Encoding
 * anew writes no EXIF, so the camera's GPS position stays on the phone. Fetched by the photos
 * field on the first pick (./PhotoField.tsx), never with the page.
 */
import { SHRUNK_PHOTO } from '../../shared/booking-fields';

const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];
/** How much smaller each round draws a photo that no quality brought under the size. */
const STEP_DOWN = 0.75;

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function draw(bitmap: ImageBitmap, width: number, height: number): Canvas {
  const canvas =
    typeof OffscreenCanvas === 'undefined'
      ? Object.assign(document.createElement('canvas'), { width, height })
      : new OffscreenCanvas(width, height);
  (canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D).drawImage(
    bitmap,
    0,
    0,
    width,
    height,
  );
  return canvas;
}

const toJpeg = (canvas: Canvas, quality: number): Promise<Blob> =>
  'convertToBlob' in canvas
    ? canvas.convertToBlob({ type: 'image/jpeg', quality })
    : new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('not encoded'))), 'image/jpeg', quality),
      );

export async function shrinkPhoto(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
  try {
    let scale = Math.min(1, SHRUNK_PHOTO.longSide / Math.max(bitmap.width, bitmap.height));
    for (;;) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = draw(bitmap, width, height);
      for (const quality of QUALITIES) {
        const blob = await toJpeg(canvas, quality);
        if (blob.size <= SHRUNK_PHOTO.bytes || Math.max(width, height) < 64)
          return new File([blob], name, { type: 'image/jpeg' });
      }
      scale *= STEP_DOWN;
    }
  } finally {
    bitmap.close();
  }
}

/**
 * Puts the shrunk photos in the field in place of the picked ones, one photo at a time (a phone's
 * memory). A photo the browser cannot decode (HEIC outside Safari) goes as it is: the server says
 * what it takes.
 */
export async function shrinkPicked(input: HTMLInputElement): Promise<void> {
  const shrunk: File[] = [];
  for (const file of input.files ?? []) shrunk.push(await shrinkPhoto(file).catch(() => file));
  const transfer = new DataTransfer();
  for (const file of shrunk) transfer.items.add(file);
  input.files = transfer.files;
}
