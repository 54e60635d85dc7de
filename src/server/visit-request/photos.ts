/**
 * A visit request's photos on the server: which files a post carries, what each one is (read from
 * its first bytes: a name or a browser's stated type can say anything), and the same picture with
 * nothing that says where or by what it was taken. The awake form re-encodes each photo, which
 * drops all of that already; a photo posted without JavaScript arrives as the camera wrote it,
 * with its GPS position in the EXIF data, so every photo is cleaned here before it is stored.
 *
 * The cleaning rebuilds each file from its parsed parts, keeping only what a viewer needs to show
 * the picture (./photo-cleaner.ts).
 */
import { MAX_PHOTOS, PHOTO_TYPES, PHOTOS_FIELD, type PhotoType } from '../../shared/visit-request/fields.ts';
import { cleanPicture } from './photo-cleaner.ts';

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
    const clean = cleanPicture(bytes, type as PhotoType);
    if (!clean) return { ok: false, refusal: 'not-a-photo', file: named(file) };
    photos.push({ type: type as PhotoType, bytes: clean, extension: EXTENSIONS[type as PhotoType] });
  }
  return { ok: true, photos };
}
