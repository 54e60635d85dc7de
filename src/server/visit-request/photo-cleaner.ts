/**
 * A photo rebuilt from its parsed parts, so that the stored file is the picture and nothing else:
 * only the parts a viewer needs to show it, in a new file, and nothing after the picture's end (a
 * second image a phone appends, the HTML or ZIP of a polyglot). A JPEG keeps its quantisation and
 * Huffman tables, frame, scans and restart interval, a JFIF header without its thumbnail, a valid
 * ICC colour profile and Adobe's colour transform, and its orientation in an EXIF block of that
 * one value; every other APPn (EXIF, XMP, IPTC, MPF, makers' notes) and every comment are left
 * out. A PNG keeps its image and colour chunks; a WebP its image, alpha and colour profile. The
 * pixels are copied as they are: no image library, no loss of quality (docs/deploy.md).
 */
import type { PhotoType } from '../../shared/visit-request/fields.ts';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const concat = (parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> => {
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

/** The picture rebuilt from its parts, or undefined when its structure is broken or it is not one still picture. */
export function cleanPicture(bytes: Uint8Array, type: PhotoType): Uint8Array<ArrayBuffer> | undefined {
  try {
    if (type === 'image/jpeg') return cleanJpeg(bytes);
    if (type === 'image/png') return cleanPng(bytes);
    return cleanWebp(bytes);
  } catch {
    return undefined;
  }
}

// JPEG markers.
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
/** The tables, frame headers, line count and restart interval a decoder reads: DHT, DAC, every SOFn, DQT, DNL, DRI. */
const isDecoderSegment = (marker: number) =>
  (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) || marker === 0xdb || marker === 0xdc || marker === 0xdd;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
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

/** A JPEG segment: marker and payload. */
function segment(marker: number, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + payload.byteLength);
  out.set([0xff, marker, (payload.byteLength + 2) >> 8, (payload.byteLength + 2) & 0xff]);
  out.set(payload, 4);
  return out;
}

/** An APP1 segment whose EXIF holds the orientation and nothing else. */
function orientationSegment(orientation: number): Uint8Array {
  const payload = new Uint8Array(32);
  const view = new DataView(payload.buffer);
  payload.set([...'Exif\0\0MM'].map((char) => char.charCodeAt(0)));
  view.setUint16(8, 42);
  view.setUint32(10, 8);
  view.setUint16(14, 1);
  view.setUint16(16, ORIENTATION_TAG);
  view.setUint16(18, 3);
  view.setUint32(20, 1);
  view.setUint16(24, orientation);
  return segment(APP1, payload);
}

/** A JFIF header's fields without its thumbnail (version, density units and density). */
const jfifWithoutThumbnail = (payload: Uint8Array) =>
  segment(APP0, concat([payload.subarray(0, 12), new Uint8Array([0, 0])]));

const ICC_LABEL = 'ICC_PROFILE\0';

/** A colour profile's chunks, kept only when together they are one well-formed ICC profile. */
function validIccSegments(chunks: { sequence: number; count: number; data: Uint8Array }[]): Uint8Array[] {
  if (chunks.length === 0) return [];
  const sorted = [...chunks].sort((a, b) => a.sequence - b.sequence);
  if (sorted.some((chunk, index) => chunk.sequence !== index + 1 || chunk.count !== sorted.length)) return [];
  const profile = concat(sorted.map((chunk) => chunk.data));
  const view = new DataView(profile.buffer);
  if (profile.byteLength < 132 || view.getUint32(0) !== profile.byteLength || ascii(profile, 36, 4) !== 'acsp')
    return [];
  const tags = view.getUint32(128);
  if (132 + tags * 12 > profile.byteLength) return [];
  for (let tag = 0; tag < tags; tag++) {
    const offset = view.getUint32(132 + tag * 12 + 4);
    const size = view.getUint32(132 + tag * 12 + 8);
    if (offset + size > profile.byteLength) return [];
  }
  return sorted.map((chunk) =>
    segment(
      APP2,
      concat([new TextEncoder().encode(ICC_LABEL), new Uint8Array([chunk.sequence, chunk.count]), chunk.data]),
    ),
  );
}

function cleanJpeg(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) fail('no start of image');
  let jfif: Uint8Array | undefined;
  let adobe: Uint8Array | undefined;
  let orientation: number | undefined;
  const icc: { sequence: number; count: number; data: Uint8Array }[] = [];
  const picture: Uint8Array[] = [];
  let frames = 0;
  let scans = 0;
  let at = 2;
  for (;;) {
    if (at >= bytes.length) break;
    if (bytes[at] !== 0xff) fail('a JPEG segment does not start with 0xFF');
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // The picture ends here: whatever follows (a second image, a polyglot's other half) is left out.
    if (marker === EOI) break;
    if (marker === SOI || isRestart(marker) || marker === 0x01) fail('a marker out of place');
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) fail('a JPEG segment runs past the end');
    const payload = bytes.subarray(at + 4, at + 2 + length);
    const whole = bytes.subarray(at, at + 2 + length);
    at += 2 + length;
    if (marker === APP0 && !jfif && ascii(payload, 0, 5) === 'JFIF\0' && payload.byteLength >= 12)
      jfif = jfifWithoutThumbnail(payload);
    else if (marker === APP1) orientation ??= exifOrientation(payload);
    else if (marker === APP2 && ascii(payload, 0, 12) === ICC_LABEL && payload.byteLength > 14)
      icc.push({ sequence: payload[12]!, count: payload[13]!, data: payload.subarray(14) });
    else if (marker === APP14 && !adobe && ascii(payload, 0, 5) === 'Adobe' && payload.byteLength >= 12)
      adobe = segment(APP14, payload.subarray(0, 12));
    else if (isDecoderSegment(marker)) {
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xcc) frames++;
      picture.push(whole);
    } else if (marker === SOS) {
      if (frames !== 1) fail('a scan without one frame');
      // The scan's coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      const start = at;
      while (at + 1 < bytes.length && !(bytes[at] === 0xff && bytes[at + 1] !== 0 && !isRestart(bytes[at + 1]!))) at++;
      if (at + 1 >= bytes.length) at = bytes.length;
      picture.push(whole, bytes.subarray(start, at));
      scans++;
    }
    // Every other segment (APPn of other kinds, comments, extensions) is left out.
  }
  if (frames !== 1 || scans === 0) fail('no picture');
  return concat([
    new Uint8Array([0xff, SOI]),
    ...(jfif ? [jfif] : []),
    ...(orientation && orientation !== 1 ? [orientationSegment(orientation)] : []),
    ...validIccSegments(icc),
    ...(adobe ? [adobe] : []),
    ...picture,
    new Uint8Array([0xff, EOI]),
  ]);
}

/** The chunks a PNG viewer needs: the header, palette, transparency, colour space, pixel size, the image and its end. */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs', 'IDAT', 'IEND']);

function cleanPng(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  let images = 0;
  for (;;) {
    if (at + 12 > bytes.length) fail('a PNG without its end');
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) fail('a PNG chunk runs past the end');
    const type = ascii(bytes, at + 4, 4);
    if (at === 8 && type !== 'IHDR') fail('a PNG that does not start with its header');
    if (type === 'IDAT') images++;
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    // The picture ends here: a second PNG or anything else after it is left out.
    if (type === 'IEND') break;
  }
  if (images === 0) fail('a PNG without an image');
  return concat(kept);
}

/** The chunks a WebP viewer needs for one still picture: its header, colour profile, alpha and image. */
const WEBP_KEPT = new Set(['VP8X', 'ICCP', 'ALPH', 'VP8 ', 'VP8L']);
const VP8X_ICC = 0x20;
const VP8X_ANIMATION = 0x02;

function cleanWebp(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Whatever lies past the RIFF container's own length is left out.
  const end = Math.min(bytes.length, 8 + view.getUint32(4, true));
  const kept: Uint8Array[] = [];
  let image = false;
  let icc = false;
  let at = 12;
  while (at + 8 <= end && !image) {
    const fourcc = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const next = at + 8 + size + (size % 2);
    if (at + 8 + size > end) fail('a WebP chunk runs past the end');
    if (fourcc === 'ANIM' || fourcc === 'ANMF') fail('an animation, not a photo');
    if (WEBP_KEPT.has(fourcc)) {
      const chunk = bytes.slice(at, Math.min(next, end));
      if (fourcc === 'VP8X' && chunk[8]! & VP8X_ANIMATION) fail('an animation, not a photo');
      kept.push(chunk.byteLength % 2 ? concat([chunk, new Uint8Array(1)]) : chunk);
      icc ||= fourcc === 'ICCP';
      // One picture: the first image chunk ends it, and a second one is left out.
      image = fourcc === 'VP8 ' || fourcc === 'VP8L';
    }
    at = next;
  }
  if (!image) fail('a WebP without an image');
  // The extended header says only what the file still holds: no EXIF or XMP, a profile if kept.
  const header = kept[0];
  if (header && ascii(header, 0, 4) === 'VP8X') header[8] = (header[8]! & ~0x0c & ~VP8X_ICC) | (icc ? VP8X_ICC : 0);
  const body = concat(kept);
  const riff = concat([bytes.subarray(0, 12), body]);
  new DataView(riff.buffer).setUint32(4, body.byteLength + 4, true);
  return riff;
}
