import { gzipSync, zlibSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { byteSize, checkZstdFrame, inflateLayer, zstdBlocksFor, zstdWindowFor } from './compressed';
import { zstdFrame } from './test-helpers/map-bombs';

/** Compressed tile data judged by its frame first (docs/maps.md "Limits"), then inflated to exactly the layer. */
const layer = (n: number): Uint8Array => Uint8Array.from({ length: n }, (_, i) => (i * 7) % 251);
const cat = (...parts: Uint8Array[]): Uint8Array => Uint8Array.from(parts.flatMap((p) => [...p]));

describe('compressed layer data', () => {
  it('reads what Tiled writes: a real zstd layer (single segment, its exact size), zlib and gzip', () => {
    const tmx = readFileSync(resolve(import.meta.dirname, '../../../test/fixtures/maps/real/baylej-tmx/b64zstd.tmx'), 'utf8');
    const data = Buffer.from(/compression="zstd">\s*([^<]+)</.exec(tmx)?.[1]?.trim() ?? '', 'base64');
    const frame = checkZstdFrame(new Uint8Array(data), 28 * 18 * 4);
    expect(frame).toEqual({ window: 2016 });
    const out = inflateLayer(new Uint8Array(data), 'zstd', 2016);
    expect(typeof out === 'string' ? out : out.bytes.length).toBe(2016);
    const bytes = layer(5000);
    for (const [method, packed] of [['zlib', zlibSync(bytes)], ['gzip', gzipSync(bytes)]] as const) {
      const r = inflateLayer(packed, method, bytes.length);
      if (typeof r === 'string') throw new Error(r);
      expect(r.bytes).toEqual(bytes);
      expect(r.held).toBeGreaterThanOrEqual(bytes.length);
    }
  });

  it('a zstd window may be the layer rounded up to what a frame can declare, at least 1 KB', () => {
    expect(zstdWindowFor(320)).toBe(1024);
    expect(zstdWindowFor(4 * 1024 * 1024)).toBe(4 * 1024 * 1024);
    expect(zstdWindowFor(5_000_000)).toBe(5_242_880);
    expect(zstdBlocksFor(320)).toBe(4);
    expect(zstdBlocksFor(4 * 1024 * 1024)).toBe(66);
    expect(checkZstdFrame(zstdFrame({ windowLog: 0, blocks: 1, blockBytes: 320 }), 320)).toEqual({ window: 1024 });
    expect(checkZstdFrame(zstdFrame({ windowLog: 1, blocks: 1, blockBytes: 320 }), 320)).toBe('has zstd data that declares a 2 KB window for a layer of 320 bytes; Blacksite refuses it unread.');
    expect(checkZstdFrame(zstdFrame({ content: 320, blocks: 4, blockBytes: 80 }), 320)).toEqual({ window: 320 });
    expect(checkZstdFrame(zstdFrame({ content: 400, blocks: 1, blockBytes: 400 }), 320)).toBe('has zstd data that declares 400 bytes where the layer holds 320 bytes.');
  });

  it('refuses what no encoder writes: a dictionary, a skippable frame, a truncated block, data after the frame', () => {
    const ok = zstdFrame({ content: 320, blocks: 1, blockBytes: 320 });
    const dict = Uint8Array.from([0x28, 0xb5, 0x2f, 0xfd, 0x01, 0x07, ...ok.subarray(5)]);
    expect(checkZstdFrame(dict, 320)).toBe('has zstd data that needs a dictionary, which Tiled never uses.');
    expect(checkZstdFrame(Uint8Array.from([0x50, 0x2a, 0x4d, 0x18, 0, 0, 0, 0]), 320)).toMatch(/skippable frame/);
    expect(checkZstdFrame(ok.subarray(0, ok.length - 2), 320)).toBe('has zstd-compressed tile data that is damaged.');
    expect(checkZstdFrame(cat(ok, Uint8Array.from([1, 2, 3])), 320)).toBe('has zstd data with more than one frame; Tiled writes one frame per layer.');
    const rle = inflateLayer(ok, 'zstd', 320);
    expect(typeof rle === 'string' ? rle : rle.bytes.length).toBe(320);
  });

  it('gzip: its declared size must be the layer; one member only', () => {
    const bytes = layer(4000);
    const one = gzipSync(bytes);
    expect(inflateLayer(cat(one, one), 'gzip', 4000)).toBe('has gzip data with more than one member; Tiled writes one member per layer.');
    const lying = cat(one.subarray(0, one.length - 4), Uint8Array.from([0, 0, 0, 0x80]));
    expect(inflateLayer(lying, 'gzip', 4000)).toBe('has gzip data that declares 2 GB where the layer holds 3.9 KB.');
  });

  it('zlib: nothing but its checksum after the stream', () => {
    const bytes = layer(200_000);
    const one = zlibSync(bytes);
    expect(inflateLayer(cat(one, one), 'zlib', bytes.length)).toBe('has zlib data that goes on after its stream ends; Tiled writes one stream per layer.');
    expect(inflateLayer(cat(one, new Uint8Array(8)), 'zlib', bytes.length)).toBe('has zlib data whose checksum does not match (damaged, or more than one stream).');
    expect(inflateLayer(Uint8Array.from([0x78, 0xbb, 0, 0, 0, 0, 0]), 'zlib', 4)).toBe('has zlib data that needs a preset dictionary, which Tiled never uses.');
    expect(inflateLayer(zlibSync(new Uint8Array(1 << 20)), 'zlib', 64)).toBe('has more tile data than its size needs (compressed data that inflates past the layer).');
  });

  it('says sizes in words', () => {
    expect([1, 320, 1024, 5000, 2 ** 31, 2 ** 32 - 1].map(byteSize)).toEqual(['1 byte', '320 bytes', '1 KB', '4.9 KB', '2 GB', '4 GB']);
  });
});
