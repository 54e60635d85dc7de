/**
 * A visit request's photos on the server: which files a post carries, what each one is (read from
 * its first bytes: a name or a browser's stated type can say anything), and the same picture with
 * nothing that says where or by what it was taken. The awake form re-encodes each photo, which
 * drops all of that already; a photo posted without JavaScript arrives as the camera wrote it,
 * with its GPS position in the EXIF data, so every photo is cleaned here before it is stored.
 *
 * The cleaning works on the files' structure, not their pixels (the production install has no
 * image library, and re-encoding would cost quality and time): it drops the metadata parts and
 * copies the picture's bytes as they are. A JPEG keeps its orientation in a new EXIF block of that
 * one value, so a phone's upright photo stays upright.
 */
import { MAX_PHOTOS, PHOTO_TYPES, PHOTOS_FIELD, type PhotoType } from '../../shared/visit-request/fields.ts';

/** What a file's first bytes say it is: a type taken, HEIC (a phone's own format), or something else. */
export type SniffedType = PhotoType | 'image/heic' | 'unknown';

/** A photo ready to store: its type from its bytes, its bytes without metadata, its file ending. */
export interface CleanPhoto {
  type: PhotoType;
  bytes: Uint8Array<ArrayBuffer>;
  extension: 'jpg' | 'png' | 'webp';
}

export type PhotoRefusal = 'too-many' | 'heic' | 'not-a-photo';

const FILE_NAME_MAX = 80;

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The ISO base media brands of HEIC and HEIF, which iPhones write unless set to "Most Compatible". */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

export function sniffType(bytes: Uint8Array): SniffedType {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 4))) return 'image/heic';
  return 'unknown';
}

/** The files of a post's photo field, leaving out the empty part a browser sends when none was chosen. */
export const photoFiles = (form: FormData): File[] =>
  form
    .getAll(PHOTOS_FIELD)
    .filter((value): value is File => typeof value !== 'string' && (value.size > 0 || value.name !== ''));

/** The post's photos, each checked and cleaned, or why they are refused. */
export async function cleanPhotos(
  files: readonly File[],
): Promise<{ ok: true; photos: CleanPhoto[] } | { ok: false; refusal: PhotoRefusal; file?: string }> {
  // The file's name as the refusal quotes it: on one line, and short.
  const named = (file: File) => file.name.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, FILE_NAME_MAX);
  if (files.length > MAX_PHOTOS) return { ok: false, refusal: 'too-many' };
  const photos: CleanPhoto[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffType(bytes);
    if (type === 'image/heic') return { ok: false, refusal: 'heic', file: named(file) };
    if (!(PHOTO_TYPES as readonly string[]).includes(type))
      return { ok: false, refusal: 'not-a-photo', file: named(file) };
    const clean = stripMetadata(bytes, type as PhotoType);
    if (!clean) return { ok: false, refusal: 'not-a-photo', file: named(file) };
    photos.push({ type: type as PhotoType, bytes: clean, extension: EXTENSIONS[type as PhotoType] });
  }
  return { ok: true, photos };
}

/** The picture without its metadata, or undefined when its structure is broken. */
export function stripMetadata(bytes: Uint8Array, type: PhotoType): Uint8Array<ArrayBuffer> | undefined {
  try {
    if (type === 'image/jpeg') return stripJpeg(bytes);
    if (type === 'image/png') return stripPng(bytes);
    return stripWebp(bytes);
  } catch {
    return undefined;
  }
}

const concat = (parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
};

const fail = (why: string): never => {
  throw new Error(why);
};

// JPEG segments kept: APP0 (JFIF), APP2 (the ICC colour profile) and APP14 (Adobe's colour
// transform), which the picture's colours depend on. Every other APPn (EXIF and XMP in APP1,
// IPTC in APP13, makers' notes) and comments are dropped.
const KEPT_APP_MARKERS = new Set([0xe0, 0xe2, 0xee]);
const START_OF_SCAN = 0xda;
const ORIENTATION_TAG = 0x0112;

/** The EXIF orientation (1–8) in an APP1 segment's payload, if it has one. */
function exifOrientation(payload: Uint8Array): number | undefined {
  if (ascii(payload, 0, 6) !== 'Exif\0\0') return undefined;
  const tiff = payload.subarray(6);
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = ascii(tiff, 0, 2) === 'II';
  const ifd = view.getUint32(4, little);
  const count = view.getUint16(ifd, little);
  for (let entry = 0; entry < count; entry++) {
    const at = ifd + 2 + entry * 12;
    if (view.getUint16(at, little) === ORIENTATION_TAG) {
      const value = view.getUint16(at + 8, little);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** An APP1 segment whose EXIF holds the orientation and nothing else. */
function orientationSegment(orientation: number): Uint8Array {
  const segment = new Uint8Array(36);
  const view = new DataView(segment.buffer);
  view.setUint16(0, 0xffe1);
  view.setUint16(2, 34);
  segment.set(
    [...'Exif\0\0MM'].map((char) => char.charCodeAt(0)),
    4,
  );
  view.setUint16(12, 42);
  view.setUint32(14, 8);
  view.setUint16(18, 1);
  view.setUint16(20, ORIENTATION_TAG);
  view.setUint16(22, 3);
  view.setUint32(24, 1);
  view.setUint16(28, orientation);
  return segment;
}

function stripJpeg(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | undefined;
  let at = 2;
  let afterJfif = 1;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) fail('a JPEG segment does not start with 0xFF');
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    // From the first scan on, the rest is the picture itself.
    if (marker === START_OF_SCAN || marker === 0xd9) {
      kept.push(bytes.subarray(at));
      break;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) fail('a JPEG segment runs past the end');
    const segment = bytes.subarray(at, at + 2 + length);
    const isApp = marker >= 0xe0 && marker <= 0xef;
    if (marker === 0xe1) orientation ??= exifOrientation(segment.subarray(4));
    if ((!isApp && marker !== 0xfe) || KEPT_APP_MARKERS.has(marker)) {
      kept.push(segment);
      if (marker === 0xe0 && kept.length === 2) afterJfif = 2;
    }
    at += 2 + length;
  }
  if (orientation && orientation !== 1) kept.splice(afterJfif, 0, orientationSegment(orientation));
  return concat(kept);
}

const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function stripPng(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at < bytes.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) fail('a PNG chunk runs past the end');
    if (!PNG_METADATA.has(ascii(bytes, at + 4, 4))) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return concat(kept);
}

const WEBP_METADATA = new Set(['EXIF', 'XMP ']);
/** The VP8X header's flags that say an EXIF or XMP chunk follows. */
const VP8X_METADATA_FLAGS = 0x08 | 0x04;

function stripWebp(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const fourcc = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length + (size % 2)) fail('a WebP chunk runs past the end');
    if (!WEBP_METADATA.has(fourcc)) {
      const chunk = bytes.slice(at, Math.min(end, bytes.length));
      if (fourcc === 'VP8X') chunk[8] = chunk[8]! & ~VP8X_METADATA_FLAGS;
      kept.push(chunk);
    }
    at = end;
  }
  const header = bytes.slice(0, 12);
  const body = concat(kept);
  new DataView(header.buffer).setUint32(4, body.byteLength + 4, true);
  return concat([header, body]);
}
