/**
 * What a picture file is made of, read independently of the server's cleaner: a JPEG's segments
 * (marker names, an APPn with the name its payload starts with), a PNG's chunks, a WebP's chunks,
 * and whatever follows the end of the picture. For the photo tests, and to show a file before and
 * after cleaning.
 */

const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

const JPEG_NAMES: Record<number, string> = {
  0xd8: 'SOI',
  0xd9: 'EOI',
  0xda: 'SOS',
  0xdb: 'DQT',
  0xc4: 'DHT',
  0xdd: 'DRI',
  0xfe: 'COM',
};

function jpegName(marker: number, payload: Uint8Array): string {
  if (marker >= 0xe0 && marker <= 0xef) {
    const label = latin1(payload, 0, 14)
      .split('\0')[0]!
      .replace(/[^\x20-\x7e]/g, '');
    return `APP${marker - 0xe0}(${label})`;
  }
  if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
    return `SOF${marker - 0xc0}`;
  return JPEG_NAMES[marker] ?? `0xFF${marker.toString(16).toUpperCase()}`;
}

/** A JPEG's segments in order; after EOI, `+N bytes` for what trails the picture. Scan data is skipped. */
export function jpegSegments(bytes: Uint8Array): string[] {
  const names = ['SOI'];
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return [...names, `!broken at ${at}`];
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd9) {
      names.push('EOI');
      at += 2;
      break;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    names.push(jpegName(marker, bytes.subarray(at + 4, at + 2 + length)));
    at += 2 + length;
    if (marker === 0xda) {
      // The entropy-coded data: up to the next marker that is not a stuffed 0x00 or a restart.
      while (
        at + 1 < bytes.length &&
        !(bytes[at] === 0xff && bytes[at + 1] !== 0 && !(bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7))
      )
        at++;
    }
  }
  return at < bytes.length ? [...names, `+${bytes.length - at} bytes`] : names;
}

/** A PNG's chunks in order; after IEND, `+N bytes`. */
export function pngChunks(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names: string[] = [];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const type = latin1(bytes, at + 4, at + 8);
    names.push(type);
    at += 12 + view.getUint32(at);
    if (type === 'IEND') break;
  }
  return at < bytes.length ? [...names, `+${bytes.length - at} bytes`] : names;
}

/** A WebP's chunks in order; past the RIFF size, `+N bytes`. */
export function webpChunks(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = 8 + view.getUint32(4, true);
  const names: string[] = [];
  let at = 12;
  while (at + 8 <= Math.min(end, bytes.length)) {
    const size = view.getUint32(at + 4, true);
    names.push(latin1(bytes, at, at + 4).trim());
    at += 8 + size + (size % 2);
  }
  return bytes.length > end ? [...names, `+${bytes.length - end} bytes`] : names;
}

/** A JPEG segment with `marker` and `payload`. */
export function jpegSegment(marker: number, payload: string | Uint8Array): Uint8Array {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : payload;
  const segment = new Uint8Array(4 + body.byteLength);
  segment.set([0xff, marker, (body.byteLength + 2) >> 8, (body.byteLength + 2) & 0xff]);
  segment.set(body, 4);
  return segment;
}

/** `jpeg` with `segments` put right after its start-of-image marker. */
export function withSegments(jpeg: Uint8Array, ...segments: Uint8Array[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]));
}

/** A WebP's RIFF chunk of `fourcc` holding `payload`. */
export function riffChunk(fourcc: string, payload: string): Uint8Array {
  const body = Buffer.from(payload, 'latin1');
  const chunk = Buffer.alloc(8 + body.byteLength + (body.byteLength % 2));
  chunk.write(fourcc, 0, 'latin1');
  chunk.writeUInt32LE(body.byteLength, 4);
  body.copy(chunk, 8);
  return chunk;
}

/** `webp` with `chunk` added inside its RIFF container (its size grown to hold it). */
export function withRiffChunk(webp: Uint8Array, chunk: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = Buffer.concat([webp, chunk]);
  out.writeUInt32LE(out.byteLength - 8, 4);
  return new Uint8Array(out);
}

/** A tiny ZIP archive's end record, as a JPEG+ZIP polyglot carries after the picture. */
export const ZIP_END = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');
