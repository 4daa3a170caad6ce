// A tiny RGBA canvas and PNG encoder (node:zlib only), so the tile art is made offline by script.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Encodes 8-bit RGBA pixels as a PNG file (filter 0 on every row: small art, simplicity wins). */
export function encodePng(width, height, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function hex(color) {
  const v = Number.parseInt(color.replace('#', ''), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** A drawing surface with just the primitives the tiles need; colors are '#rrggbb'. */
export class Canvas {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.rgba = new Uint8Array(width * height * 4);
  }

  /** Paints one pixel with `alpha` (0..1) over what is there. */
  dot(x, y, color, alpha = 1) {
    x = Math.floor(x);
    y = Math.floor(y);
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const [r, g, b] = hex(color);
    const i = (y * this.width + x) * 4;
    const a = this.rgba[i + 3] / 255;
    const outA = alpha + a * (1 - alpha);
    const mix = (src, dst) => (outA === 0 ? 0 : Math.round((src * alpha + dst * a * (1 - alpha)) / outA));
    this.rgba[i] = mix(r, this.rgba[i]);
    this.rgba[i + 1] = mix(g, this.rgba[i + 1]);
    this.rgba[i + 2] = mix(b, this.rgba[i + 2]);
    this.rgba[i + 3] = Math.round(outA * 255);
  }

  rect(x, y, w, h, color, alpha = 1) {
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) this.dot(i, j, color, alpha);
  }

  frame(x, y, w, h, color, alpha = 1, t = 1) {
    this.rect(x, y, w, t, color, alpha);
    this.rect(x, y + h - t, w, t, color, alpha);
    this.rect(x, y + t, t, h - 2 * t, color, alpha);
    this.rect(x + w - t, y + t, t, h - 2 * t, color, alpha);
  }

  disc(cx, cy, r, color, alpha = 1) {
    for (let y = Math.floor(cy - r); y <= cy + r; y++) {
      for (let x = Math.floor(cx - r); x <= cx + r; x++) {
        if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r) this.dot(x, y, color, alpha);
      }
    }
  }

  line(x0, y0, x1, y1, color, alpha = 1) {
    const n = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let k = 0; k <= n; k++) this.dot(x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n, color, alpha);
  }

  png() {
    return encodePng(this.width, this.height, this.rgba);
  }
}

/** Deterministic per-pixel noise in [0, 1) for texture (no Math.random: the art is reproducible). */
export function noise(x, y, seed) {
  let h = (Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 2246822519)) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}
