import { decodeBase64 } from './base64';
import { inflateLayer, isMethod } from './compressed';
import type { LoadMeter } from './load-meter';

/**
 * Tile data as Tiled writes it — a JSON array, CSV text, old-style XML <tile> elements (already
 * numbers, xml.ts), or base64 of little-endian uint32s, raw or compressed with zlib, gzip or zstd
 * — into `count` raw gids (flip bits still set). Compressed data is judged by its frame before a
 * byte is decompressed and never inflates past the layer (compressed.ts); what the decoder held
 * is counted on the meter.
 */
export function decodeTileData(
  data: readonly unknown[] | Uint32Array | string,
  encoding: string | undefined,
  compression: string | undefined,
  count: number,
  label: string,
  size: string,
  meter?: LoadMeter,
): Uint32Array | string {
  if (data instanceof Uint32Array) {
    if (data.length !== count) return `${label} has ${data.length} tiles where ${size} needs ${count}.`;
    return data;
  }
  if (Array.isArray(data)) {
    if (data.length !== count) return `${label} has ${data.length} tiles where ${size} needs ${count}.`;
    const gids = new Uint32Array(count);
    for (let i = 0; i < count; i++) {
      const v: unknown = data[i] ?? 0;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 0xffffffff) return `${label} has an invalid tile value at index ${i}.`;
      gids[i] = v;
    }
    return gids;
  }
  const text = data as string;
  if (encoding === 'csv') return scanCsv(text, count, label, size);
  if (encoding !== 'base64') {
    return `${label} stores its data as text with the encoding ${encoding === undefined ? '(none)' : `"${encoding.slice(0, 20)}"`}, which Tiled never writes.`;
  }
  let bytes = decodeBase64(text);
  if (!bytes) return `${label} has tile data that is not valid base64.`;
  const method = compression ?? '';
  if (method !== '') {
    if (!isMethod(method)) return `${label} is compressed with ${JSON.stringify(method.slice(0, 20))}, which Tiled never writes (it writes zlib, gzip or zstd).`;
    const inflated = inflateLayer(bytes, method, count * 4);
    if (typeof inflated === 'string') return `${label} ${inflated}`;
    meter?.inflated(inflated.held, inflated.bytes.length);
    bytes = inflated.bytes;
  }
  if (bytes.length !== count * 4) {
    return `${label} has ${bytes.length > count * 4 ? 'more' : Math.floor(bytes.length / 4)} tiles where ${size} needs ${count}.`;
  }
  const gids = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const o = i * 4;
    // Little-endian uint32; `>>> 0` keeps the flip bit from turning the value negative.
    gids[i] = ((bytes[o] ?? 0) | ((bytes[o + 1] ?? 0) << 8) | ((bytes[o + 2] ?? 0) << 16) | ((bytes[o + 3] ?? 0) << 24)) >>> 0;
  }
  return gids;
}

/** Comma-separated gids (Tiled puts a line break after each row), straight into a typed array. */
function scanCsv(text: string, count: number, label: string, size: string): Uint32Array | string {
  const gids = new Uint32Array(count);
  let n = 0;
  let value = 0;
  let digits = 0;
  const end = (): string | undefined => {
    if (digits === 0) return `${label} has an empty value in its CSV tile data.`;
    if (n >= count) return `${label} has more tiles than ${size} needs (${count}).`;
    gids[n++] = value;
    value = 0;
    digits = 0;
    return undefined;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      digits += 1;
      if (value > 0xffffffff) return `${label} has a tile value too large for a tile id in its CSV data.`;
    } else if (c === 44) {
      const problem = end();
      if (problem) return problem;
    } else if (c !== 10 && c !== 13 && c !== 32 && c !== 9) {
      return `${label} has something other than numbers in its CSV tile data.`;
    }
  }
  if (digits > 0) {
    const problem = end();
    if (problem) return problem;
  }
  if (n !== count) return `${label} has ${n} tiles where ${size} needs ${count}.`;
  return gids;
}
