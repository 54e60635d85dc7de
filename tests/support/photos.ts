/**
 * Photos as a phone's camera writes them, for the tests of the visit request's photos: a JPEG (or
 * PNG, WebP) of a given size with the camera's make and a GPS position in its EXIF data, and a
 * reading of what a file still says about where it was taken, through sharp (a build dependency,
 * not the server's code under test).
 */
import sharp from 'sharp';
import { parseMail } from './smtp';

/** Dubai Marina, as a phone writes it: degrees, minutes, seconds. */
export const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '25/1 4/1 48/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '55/1 8/1 24/1',
};
export const CAMERA_MAKE = 'PhotoTestPhone';

/** A noisy picture (so that it does not compress to nothing), `width` × `height`, with GPS EXIF. */
export async function cameraPhoto(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  orientation = 1,
): Promise<Uint8Array<ArrayBuffer>> {
  const noise = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  const image = sharp(await noise.png().toBuffer())
    .withMetadata({ orientation })
    .withExif({ IFD0: { Make: CAMERA_MAKE, Model: 'Test' }, IFD3: GPS });
  const encoded = await (format === 'jpeg' ? image.jpeg({ quality: 92 }) : image[format]()).toBuffer();
  return new Uint8Array(encoded);
}

/** The tags of the first IFD of a TIFF block (EXIF's), each with its first short value. */
function ifd0Tags(exif: Buffer): Map<number, number> {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') >= 0 ? exif.indexOf('Exif\0\0') + 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  const tags = new Map<number, number>();
  for (let entry = 0; entry < u16(ifd); entry++) tags.set(u16(ifd + 2 + entry * 12), u16(ifd + 2 + entry * 12 + 8));
  return tags;
}

const GPS_INFO_TAG = 0x8825;

/** What a picture file still says: its size, orientation, whether it has a GPS block, and the camera's make. */
export async function photoFacts(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  const tags = meta.exif ? ifd0Tags(meta.exif) : new Map<number, number>();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    orientation: meta.orientation ?? 1,
    hasLocation: tags.has(GPS_INFO_TAG),
    namesCamera: Buffer.from(bytes).includes(CAMERA_MAKE),
  };
}

/** The attachments of a raw multipart mail, by file name, decoded. */
export function mailAttachments(raw: string): { filename: string; bytes: Buffer }[] {
  const { headers, body } = parseMail(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type')?.[0] ?? '')?.[1];
  if (!boundary) return [];
  return body
    .split(`--${boundary}`)
    .map((part) => parseMail(part.replace(/^\r?\n/, '')))
    .filter((part) => (part.headers.get('content-disposition')?.[0] ?? '').startsWith('attachment'))
    .map((part) => ({
      filename: /filename="?([^";]+)"?/.exec(part.headers.get('content-disposition')![0]!)![1]!,
      bytes: Buffer.from(part.body.replace(/\s+/g, ''), 'base64'),
    }));
}
