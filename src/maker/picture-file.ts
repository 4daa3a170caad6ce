import { MAP_LIMITS } from '../battle/map/limits';

/**
 * What the map maker takes as a picture, decided from the file's first bytes before anything is
 * decoded (docs/maps.md "Make a map from a picture"): PNG, JPEG or WebP, at most
 * PICTURE_LIMITS.maxSide pixels a side and maxPixels in all, and a file the map's loader will read
 * again (MAP_LIMITS.maxFileBytes). Anything else is refused in one sentence and nothing is kept.
 * The browser decodes the picture afterwards (renderer/maker/picture.ts); a file whose header
 * passes and whose body is broken is refused there.
 */
export const PICTURE_LIMITS = {
  /** Pixels a side: the largest canvas Chromium draws. */
  maxSide: 16_384,
  /** Pixels in all: 64 megapixels (8,192 x 8,192), 256 MB once decoded. */
  maxPixels: 64 * 1024 * 1024,
  /** Bytes of the file: the most the map loader reads of any one file. */
  maxBytes: MAP_LIMITS.maxFileBytes,
} as const;

export type PictureType = 'png' | 'jpeg' | 'webp';

export interface PictureHeader {
  readonly type: PictureType;
  readonly width: number;
  readonly height: number;
}

export const PICTURE_MIME: Readonly<Record<PictureType, string>> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
export const PICTURE_EXTENSION: Readonly<Record<PictureType, string>> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

const MB = 1024 * 1024;
const n = (v: number): string => v.toLocaleString('en-US');

/** The picture's type and size from its header, or one sentence refusing it. */
export function readPictureHeader(bytes: Uint8Array, name = 'The file'): PictureHeader | { problem: string } {
  if (bytes.length > PICTURE_LIMITS.maxBytes) {
    return { problem: `${name} is ${Math.ceil(bytes.length / MB)} MB; a map's picture may be at most ${PICTURE_LIMITS.maxBytes / MB} MB (save it as JPEG or WebP, or scale it down).` };
  }
  const header = pngHeader(bytes) ?? jpegHeader(bytes) ?? webpHeader(bytes);
  if (header === undefined) return { problem: `${name} is not a picture the map maker reads (PNG, JPEG or WebP, or a Universal VTT file).` };
  if (header === 'broken') return { problem: `${name} is a damaged picture (its header cannot be read).` };
  return checkSize(header, name);
}

/** The size limits on a picture whose size is known (a header, or the decoded picture). */
export function checkSize(p: PictureHeader, name = 'The picture'): PictureHeader | { problem: string } {
  const { width, height } = p;
  if (width < 1 || height < 1) return { problem: `${name} is a damaged picture (it has no pixels).` };
  if (width > PICTURE_LIMITS.maxSide || height > PICTURE_LIMITS.maxSide || width * height > PICTURE_LIMITS.maxPixels) {
    return {
      problem: `${name} is ${n(width)} x ${n(height)} px; the map maker takes pictures of at most ${n(PICTURE_LIMITS.maxSide)} px a side and 64 megapixels (8,192 x 8,192): scale it down first.`,
    };
  }
  return p;
}

const u16be = (b: Uint8Array, i: number): number => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32be = (b: Uint8Array, i: number): number => (((b[i] ?? 0) << 24) | ((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0)) >>> 0;
const u16le = (b: Uint8Array, i: number): number => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number): number => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16);
const ascii = (b: Uint8Array, i: number, len: number): string => String.fromCharCode(...b.subarray(i, i + len));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngHeader(b: Uint8Array): PictureHeader | 'broken' | undefined {
  if (!PNG_SIGNATURE.every((v, i) => b[i] === v)) return undefined;
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return 'broken';
  return { type: 'png', width: u32be(b, 16), height: u32be(b, 20) };
}

/** JPEG: the size is in the first start-of-frame segment; walk the segments to it. */
function jpegHeader(b: Uint8Array): PictureHeader | 'broken' | undefined {
  if (b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return 'broken';
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    // Markers without a length: standalone ones and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return 'broken';
    const len = u16be(b, i + 2);
    if (len < 2) return 'broken';
    // SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > b.length) return 'broken';
      return { type: 'jpeg', width: u16be(b, i + 7), height: u16be(b, i + 5) };
    }
    i += 2 + len;
  }
  return 'broken';
}

/** WebP: RIFF, then a VP8 (lossy), VP8L (lossless) or VP8X (extended) chunk that gives the size. */
function webpHeader(b: Uint8Array): PictureHeader | 'broken' | undefined {
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return undefined;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b.length >= 30) {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return 'broken';
    return { type: 'webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && b.length >= 25) {
    if (b[20] !== 0x2f) return 'broken';
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { type: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30) return { type: 'webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return 'broken';
}
