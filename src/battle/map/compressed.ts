import { Gunzip, Unzlib } from 'fflate';
import { Decompress as Unzstd } from 'fzstd';

/**
 * Compressed tile data (zlib, gzip, zstd) into exactly the bytes a layer needs, bounded by the
 * layer and not by what the data says about itself. fflate and fzstd are small, well-kept, pure
 * JavaScript decoders (the command line, the desktop app and the browser build read the same
 * layers), but both trust their input's headers: fzstd allocates whatever window a zstd frame
 * declares (2 GB for a 1 KB file) and copies it once per block; concatenated frames or members
 * each start over. So the frame is read first, without decompressing anything, and refused when
 * it declares more than the layer holds, uses more blocks than the layer needs, or is followed by
 * another frame, member or stream (Tiled writes one per layer and refuses trailing data itself).
 * Only then do the decoders run, fed a few kilobytes at a time, and stop at the layer's size.
 */
export interface Inflated {
  readonly bytes: Uint8Array;
  /** Bytes the decoder held at most for this layer: the output, its window and its working buffers. */
  readonly held: number;
}

type Method = 'zlib' | 'gzip' | 'zstd';

export const isMethod = (m: string): m is Method => m === 'zlib' || m === 'gzip' || m === 'zstd';

/** zstd's largest block (Block_Maximum_Size, RFC 8878 3.1.1.2.4). */
const ZSTD_BLOCK = 128 * 1024;
/** Input fed to a decoder per step: what one step may inflate (deflate: about 1,032 times this) stays small. */
const STEP = { zlib: 1024, gzip: 1024, zstd: 4096 } as const;
/** zlib: bytes a stream may still hold once its output is complete (end of block, flush markers, Adler-32). */
const ZLIB_TAIL = 16;
/** What fflate holds besides the output: its 32 KB window and one step's worth of inflation, doubled as it grows. */
const DEFLATE_WORK = 32 * 1024 + 2 * (1032 * STEP.zlib + 128 * 1024 + 32 * 1024);

/** "320 bytes", "64 KB", "1.9 GB": sizes in a sentence. */
export function byteSize(n: number): string {
  if (n < 1024) return `${n} byte${n === 1 ? '' : 's'}`;
  const units = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB'];
  let v = n / 1024;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u += 1;
  }
  return `${v >= 10 ? Math.round(v) : Math.round(v * 10) / 10} ${units[u] ?? 'EB'}`;
}

/** The smallest window a zstd frame header can declare that holds `bytes` (at least 1 KB). */
export function zstdWindowFor(bytes: number): number {
  for (let exponent = 0; exponent < 32; exponent++) {
    const base = 2 ** (10 + exponent);
    for (let mantissa = 0; mantissa < 8; mantissa++) {
      const w = base + (base / 8) * mantissa;
      if (w >= bytes) return w;
    }
  }
  return 2 ** 41;
}

/** Blocks a zstd frame of `bytes` may use: Tiled's (one per 128 KB) with room for an encoder that flushes. */
export const zstdBlocksFor = (bytes: number): number => 2 * Math.ceil(bytes / ZSTD_BLOCK) + 2;

interface ZstdFrame {
  readonly window: number;
}

const DAMAGED = (method: Method): string => `has ${method}-compressed tile data that is damaged.`;

/**
 * Reads a zstd frame's header and walks its block headers (RFC 8878), decompressing nothing: the
 * frame's window, declared size and block count against the layer's `need` bytes, and nothing
 * after the frame. One sentence (to follow the layer's name) when it is refused.
 */
export function checkZstdFrame(b: Uint8Array, need: number): ZstdFrame | string {
  const n = b.length;
  if (n >= 4 && b[1] === 0x2a && b[2] === 0x4d && b[3] === 0x18 && ((b[0] ?? 0) & 0xf0) === 0x50) {
    return 'has zstd data that starts with a skippable frame; Tiled writes one frame per layer.';
  }
  if (n < 6 || b[0] !== 0x28 || b[1] !== 0xb5 || b[2] !== 0x2f || b[3] !== 0xfd) return DAMAGED('zstd');
  const fhd = b[4] ?? 0;
  if (fhd & 0x08) return DAMAGED('zstd');
  const single = (fhd >> 5) & 1;
  const checksum = (fhd >> 2) & 1;
  const dictBytes = [0, 1, 2, 4][fhd & 3] ?? 0;
  const fcsBytes = [single, 2, 4, 8][fhd >> 6] ?? 0;
  let pos = 5;
  let window = 0;
  if (!single) {
    const wd = b[pos++] ?? 0;
    const base = 2 ** (10 + (wd >> 3));
    window = base + (base / 8) * (wd & 7);
  }
  let dict = 0;
  for (let i = 0; i < dictBytes; i++) dict += (b[pos + i] ?? 0) * 2 ** (8 * i);
  pos += dictBytes;
  if (dict !== 0) return 'has zstd data that needs a dictionary, which Tiled never uses.';
  let size: number | undefined;
  if (fcsBytes > 0) {
    size = 0;
    for (let i = 0; i < fcsBytes; i++) size += (b[pos + i] ?? 0) * 2 ** (8 * i);
    if (fcsBytes === 2) size += 256;
    pos += fcsBytes;
  }
  if (pos > n) return DAMAGED('zstd');
  if (size !== undefined && size !== need) return `has zstd data that declares ${byteSize(size)} where the layer holds ${byteSize(need)}.`;
  if (single) window = size ?? 0;
  const most = zstdWindowFor(need);
  if (window > most) return `has zstd data that declares a ${byteSize(window)} window for a layer of ${byteSize(need)}; Blacksite refuses it unread.`;
  const blockMax = Math.min(window, ZSTD_BLOCK);
  const maxBlocks = zstdBlocksFor(need);
  let blocks = 0;
  for (let last = 0; !last; ) {
    if (pos + 3 > n) return DAMAGED('zstd');
    const h = (b[pos] ?? 0) | ((b[pos + 1] ?? 0) << 8) | ((b[pos + 2] ?? 0) << 16);
    pos += 3;
    last = h & 1;
    const type = (h >> 1) & 3;
    const blockSize = h >>> 3;
    if (type === 3 || blockSize > blockMax) return DAMAGED('zstd');
    pos += type === 1 ? 1 : blockSize;
    blocks += 1;
    if (blocks > maxBlocks) return `has zstd data in more than ${maxBlocks} blocks, where a layer of ${byteSize(need)} needs at most ${maxBlocks}.`;
  }
  pos += checksum * 4;
  if (pos > n) return DAMAGED('zstd');
  if (pos < n) return 'has zstd data with more than one frame; Tiled writes one frame per layer.';
  return { window };
}

/** A gzip member's header and its declared size (ISIZE, its last four bytes), read before inflating. */
export function checkGzip(b: Uint8Array, need: number): string | undefined {
  const n = b.length;
  if (n < 18 || b[0] !== 0x1f || b[1] !== 0x8b || b[2] !== 8 || ((b[3] ?? 0) & 0xe0) !== 0) return DAMAGED('gzip');
  const size = ((b[n - 4] ?? 0) | ((b[n - 3] ?? 0) << 8) | ((b[n - 2] ?? 0) << 16) | ((b[n - 1] ?? 0) << 24)) >>> 0;
  if (size !== need) return `has gzip data that declares ${byteSize(size)} where the layer holds ${byteSize(need)}.`;
  return undefined;
}

/** A zlib stream's two header bytes (RFC 1950): deflate, a window of at most 32 KB, no preset dictionary. */
export function checkZlib(b: Uint8Array): string | undefined {
  const cmf = b[0] ?? 0;
  const flg = b[1] ?? 0;
  if (b.length < 6 || (cmf & 15) !== 8 || cmf >> 4 > 7 || (cmf * 256 + flg) % 31 !== 0) return DAMAGED('zlib');
  if (flg & 0x20) return 'has zlib data that needs a preset dictionary, which Tiled never uses.';
  return undefined;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let s = 0;
  for (let i = 0; i < bytes.length; ) {
    const end = Math.min(bytes.length, i + 3800);
    for (; i < end; i++) {
      a += bytes[i] ?? 0;
      s += a;
    }
    a %= 65521;
    s %= 65521;
  }
  return ((s << 16) | a) >>> 0;
}

class TooLong extends Error {}
class SecondMember extends Error {}

/**
 * Decompresses `bytes` into exactly `need` bytes, or says in one sentence (to follow the layer's
 * name) why not. Every check that needs no decompression comes first.
 */
export function inflateLayer(bytes: Uint8Array, method: Method, need: number): Inflated | string {
  let held: number;
  if (method === 'zstd') {
    const frame = checkZstdFrame(bytes, need);
    if (typeof frame === 'string') return frame;
    // fzstd holds the window, one block, and a block's worth of input waiting to complete.
    held = frame.window + 2 * ZSTD_BLOCK + STEP.zstd;
  } else {
    const problem = method === 'gzip' ? checkGzip(bytes, need) : checkZlib(bytes);
    if (problem) return problem;
    held = DEFLATE_WORK;
  }
  const out = new Uint8Array(need);
  let length = 0;
  const take = (chunk: Uint8Array): void => {
    if (length + chunk.length > need) throw new TooLong();
    out.set(chunk, length);
    length += chunk.length;
  };
  const step = STEP[method];
  try {
    const stream = method === 'zstd' ? new Unzstd(take) : method === 'gzip' ? new Gunzip(take) : new Unzlib(take);
    if (stream instanceof Gunzip) {
      stream.onmember = () => {
        throw new SecondMember();
      };
    }
    let i = 0;
    do {
      let end = Math.min(bytes.length, i + step);
      // A zlib stream whose output is complete holds at most its last few bytes; more is a second stream.
      if (method === 'zlib' && length === need && i > 0) {
        if (bytes.length - i > ZLIB_TAIL) return 'has zlib data that goes on after its stream ends; Tiled writes one stream per layer.';
        end = bytes.length;
      }
      stream.push(bytes.subarray(i, end), end === bytes.length);
      i = end;
    } while (i < bytes.length);
  } catch (e) {
    if (e instanceof TooLong) return 'has more tile data than its size needs (compressed data that inflates past the layer).';
    if (e instanceof SecondMember) return 'has gzip data with more than one member; Tiled writes one member per layer.';
    return DAMAGED(method);
  }
  if (method === 'zlib') {
    const n = bytes.length;
    const sum = (((bytes[n - 4] ?? 0) << 24) | ((bytes[n - 3] ?? 0) << 16) | ((bytes[n - 2] ?? 0) << 8) | (bytes[n - 1] ?? 0)) >>> 0;
    if (length === need && sum !== adler32(out)) return 'has zlib data whose checksum does not match (damaged, or more than one stream).';
  }
  return { bytes: out.subarray(0, length), held: held + need };
}
