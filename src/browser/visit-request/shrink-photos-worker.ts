/**
 * A worker that shrinks the photos a visitor picked before they leave the phone: each one is
 * decoded upright (its EXIF orientation applied), drawn at most `target.longSide` pixels on its
 * long side and encoded as a JPEG, at lower quality, then smaller, until it fits `target.bytes`.
 * Encoding anew writes no EXIF, so the camera's GPS position stays on the phone. It is started by
 * the visit request's behaviour on a pick (./behaviour.ts), never with the page, and works off the main thread,
 * so the form stays responsive on a slow phone while a 12-megapixel photo is decoded.
 *
 * A photo it cannot decode (HEIC outside Safari) is handed back as it is: the server says what it
 * takes.
 */
import type { SHRUNK_PHOTO } from '../../shared/visit-request/fields.ts';

export interface ShrinkRequest {
  files: File[];
  target: typeof SHRUNK_PHOTO;
}

const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];
/** How much smaller each round draws a photo that no quality brought under the size. */
const STEP_DOWN = 0.75;
/** Below this long side a photo is sent whatever its size: nothing smaller would help the office. */
const SMALLEST_SIDE = 64;

async function shrinkPhoto(file: File, target: ShrinkRequest['target']): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
  try {
    let scale = Math.min(1, target.longSide / Math.max(bitmap.width, bitmap.height));
    for (;;) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      // A PNG's transparent parts would turn black in a JPEG.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      for (const quality of QUALITIES) {
        const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
        if (blob.size <= target.bytes || Math.max(width, height) < SMALLEST_SIDE)
          return new File([blob], name, { type: 'image/jpeg' });
      }
      scale *= STEP_DOWN;
    }
  } finally {
    bitmap.close();
  }
}

// One photo at a time: a phone's memory holds one decoded 12-megapixel photo more easily than three.
self.onmessage = async ({ data }: MessageEvent<ShrinkRequest>) => {
  const shrunk: File[] = [];
  for (const file of data.files) shrunk.push(await shrinkPhoto(file, data.target).catch(() => file));
  self.postMessage(shrunk);
};
