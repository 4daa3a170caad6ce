import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/**
 * Decodes an 8-bit RGB or RGBA PNG (any row filter) for tests that read pixels in Node, where the
 * browser's decoder is not at hand. Enough for the fixtures we draw (scripts/make-*.mjs).
 */
export function decodePng(file: string): { width: number; height: number; data: Uint8Array } {
  const buf = readFileSync(file);
  let p = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat: Buffer[] = [];
  while (p < buf.length) {
    const len = buf.readUInt32BE(p);
    const type = buf.toString('ascii', p + 4, p + 8);
    const body = buf.subarray(p + 8, p + 8 + len);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || (body[9] !== 6 && body[9] !== 2) || body[12] !== 0) throw new Error(`${file}: only 8-bit RGB(A) PNGs without interlace`);
      channels = body[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(body);
    p += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i] ?? 0;
      const a = i >= channels ? (rows[y * stride + i - channels] ?? 0) : 0;
      const b = y > 0 ? (rows[(y - 1) * stride + i] ?? 0) : 0;
      const c = i >= channels && y > 0 ? (rows[(y - 1) * stride + i - channels] ?? 0) : 0;
      const pa = Math.abs(b - c);
      const pb = Math.abs(a - c);
      const pc = Math.abs(a + b - 2 * c);
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const pred = [0, a, b, (a + b) >> 1, paeth][filter] ?? 0;
      rows[y * stride + i] = (x + pred) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: rows };
  const data = new Uint8Array(width * height * 4);
  for (let k = 0; k < width * height; k++) data.set([rows[k * 3] ?? 0, rows[k * 3 + 1] ?? 0, rows[k * 3 + 2] ?? 0, 255], k * 4);
  return { width, height, data };
}
