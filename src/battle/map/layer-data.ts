import { decodeBase64 } from './base64';
import type { TiledTileLayer } from './tiled-schema';

/**
 * Inflates compressed tile data. src/ cannot (no zlib here), so the caller may pass one: the CLI
 * gives node:zlib; without it compressed layers are refused with a sentence saying how to save.
 */
export type Decompress = (bytes: Uint8Array, method: string) => Uint8Array | undefined;

/** The raw gids of a finite tile layer, flip bits still set (Tiled stores them as uint32). */
export function decodeLayerData(
  layer: TiledTileLayer,
  decompress: Decompress | undefined,
): { gids: Uint32Array } | { problem: string } {
  const count = layer.width * layer.height;
  const label = `Tile layer "${layer.name}"`;
  if (layer.data === undefined) {
    return { problem: `${label} has no tile data (chunked layers belong to infinite maps).` };
  }
  if (Array.isArray(layer.data)) {
    if (layer.data.length !== count) {
      return { problem: `${label} has ${layer.data.length} tiles where ${layer.width}x${layer.height} needs ${count}.` };
    }
    const gids = new Uint32Array(count);
    for (let i = 0; i < count; i++) {
      const v = layer.data[i] ?? 0;
      if (!Number.isInteger(v) || v < 0 || v > 0xffffffff) {
        return { problem: `${label} has an invalid tile value ${v} at index ${i}.` };
      }
      gids[i] = v;
    }
    return { gids };
  }
  if (layer.encoding !== 'base64') {
    return { problem: `${label} stores its data as text with encoding "${layer.encoding ?? 'none'}", which Tiled never writes.` };
  }
  let bytes = decodeBase64(layer.data);
  if (!bytes) return { problem: `${label} has tile data that is not valid base64.` };
  const method = layer.compression ?? '';
  if (method !== '') {
    const inflated = decompress?.(bytes, method);
    if (!inflated) {
      return {
        problem: `${label} is ${method}-compressed, which this loader cannot read here; save the map with the tile layer format "CSV" or "Base64 (uncompressed)".`,
      };
    }
    bytes = inflated;
  }
  if (bytes.length !== count * 4) {
    return { problem: `${label} has ${Math.floor(bytes.length / 4)} tiles where ${layer.width}x${layer.height} needs ${count}.` };
  }
  const gids = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const o = i * 4;
    // Little-endian uint32; `>>> 0` keeps the flip bit from turning the value negative.
    gids[i] = ((bytes[o] ?? 0) | ((bytes[o + 1] ?? 0) << 8) | ((bytes[o + 2] ?? 0) << 16) | ((bytes[o + 3] ?? 0) << 24)) >>> 0;
  }
  return { gids };
}
