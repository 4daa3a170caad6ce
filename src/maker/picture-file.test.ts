import { describe, expect, it } from 'vitest';
import { encodePng } from './png';
import { readPictureHeader } from './picture-file';

const bytes = (...parts: (number[] | string)[]): Uint8Array => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** A JPEG's first segments: SOI, an APP0 (JFIF) segment, then SOF0 with the size. */
const jpeg = (w: number, h: number): Uint8Array => bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0], [0xff, 0xc0, 0, 17, 8, h >> 8, h & 255, w >> 8, w & 255, 3]);
const le24 = (v: number): number[] => [v & 255, (v >> 8) & 255, (v >> 16) & 255];

describe('readPictureHeader: the picture is known (or refused) before it is decoded', () => {
  it('reads PNG, JPEG and WebP (lossy, lossless, extended) sizes', () => {
    expect(readPictureHeader(encodePng(3, 2, new Uint8Array(24)))).toEqual({ type: 'png', width: 3, height: 2 });
    expect(readPictureHeader(jpeg(1920, 1080))).toEqual({ type: 'jpeg', width: 1920, height: 1080 });
    const vp8 = bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8 ', [0, 0, 0, 0], [0, 0, 0, 0x9d, 0x01, 0x2a, 1920 & 255, 1920 >> 8, 1080 & 255, 1080 >> 8]);
    expect(readPictureHeader(vp8)).toEqual({ type: 'webp', width: 1920, height: 1080 });
    const bits = (640 - 1) | ((480 - 1) << 14);
    const vp8l = bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8L', [0, 0, 0, 0], [0x2f, bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, (bits >>> 24) & 255]);
    expect(readPictureHeader(vp8l)).toEqual({ type: 'webp', width: 640, height: 480 });
    const vp8x = bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8X', [10, 0, 0, 0], [0, 0, 0, 0], le24(4095), le24(2047));
    expect(readPictureHeader(vp8x)).toEqual({ type: 'webp', width: 4096, height: 2048 });
  });

  it('refuses what is not a picture, and a picture whose header is damaged, in one sentence', () => {
    expect(readPictureHeader(bytes('{"layers": []}'), 'The file "notes.txt"')).toEqual({ problem: 'The file "notes.txt" is not a picture the map maker reads (PNG, JPEG or WebP, or a Universal VTT file).' });
    expect(readPictureHeader(encodePng(3, 2, new Uint8Array(24)).slice(0, 16))).toEqual({ problem: 'The file is a damaged picture (its header cannot be read).' });
    expect(readPictureHeader(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toEqual({ problem: 'The file is a damaged picture (its header cannot be read).' });
    expect(readPictureHeader(bytes('GIF89a', [1, 0, 1, 0]))).toEqual({ problem: 'The file is not a picture the map maker reads (PNG, JPEG or WebP, or a Universal VTT file).' });
  });

  it('refuses pictures over 16,384 px a side or 64 megapixels, and files over 32 MB', () => {
    expect(readPictureHeader(jpeg(20_000, 100))).toEqual({ problem: 'The file is 20,000 x 100 px; the map maker takes pictures of at most 16,384 px a side and 64 megapixels (8,192 x 8,192): scale it down first.' });
    expect(readPictureHeader(jpeg(9000, 9000))).toEqual({ problem: 'The file is 9,000 x 9,000 px; the map maker takes pictures of at most 16,384 px a side and 64 megapixels (8,192 x 8,192): scale it down first.' });
    expect(readPictureHeader(jpeg(8192, 8192))).toEqual({ type: 'jpeg', width: 8192, height: 8192 });
    expect(readPictureHeader(jpeg(0, 10))).toEqual({ problem: 'The file is a damaged picture (it has no pixels).' });
    const big = new Uint8Array(33 * 1024 * 1024);
    big.set(jpeg(100, 100));
    expect(readPictureHeader(big)).toEqual({ problem: "The file is 33 MB; a map's picture may be at most 32 MB (save it as JPEG or WebP, or scale it down)." });
  });
});
