import { zlibSync } from 'fflate';

/**
 * Small maps that once cost gigabytes and minutes while staying inside every per-item limit
 * (README "Reliability"), built byte by byte so the tests, the property test, `npm run fuzz` and
 * the bench refuse exactly the same files. zstd frames are written by hand (RFC 8878): no zstd
 * encoder is needed, and a hostile frame is exactly what no encoder would write.
 */
export interface MapBomb {
  readonly name: string;
  /** The map's file name among `files`. */
  readonly map: string;
  readonly files: Readonly<Record<string, string>>;
}

const u8 = (...parts: (number[] | Uint8Array)[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Standard base64 (src/ has no Buffer or btoa). */
function base64(bytes: Uint8Array): string {
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out.push(ALPHABET[n >> 18] ?? '', ALPHABET[(n >> 12) & 63] ?? '', b === undefined ? '=' : (ALPHABET[(n >> 6) & 63] ?? ''), c === undefined ? '=' : (ALPHABET[n & 63] ?? ''));
  }
  return out.join('');
}

const MAGIC = [0x28, 0xb5, 0x2f, 0xfd];

/** A block header: last flag, type (0 raw, 1 RLE, 2 compressed), size. */
const blockHeader = (last: boolean, type: number, size: number): number[] => {
  const h = (last ? 1 : 0) | (type << 1) | (size << 3);
  return [h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff];
};

export interface ZstdFrameShape {
  /** Window exponent (window = 2^(10 + exponent)); undefined: a single-segment frame declaring `content`. */
  readonly windowLog?: number;
  /** The frame content size it declares (single segment), in bytes. */
  readonly content?: number;
  /** RLE blocks of `blockBytes` each; together they should make the layer. */
  readonly blocks: number;
  readonly blockBytes: number;
}

/** One zstd frame of RLE blocks of zero bytes. */
export function zstdFrame(shape: ZstdFrameShape): Uint8Array {
  const header =
    shape.windowLog !== undefined
      ? [0x00, (Math.min(31, shape.windowLog) & 31) << 3]
      : // Single segment, a 4-byte content size.
        [0xa0, ...[0, 8, 16, 24].map((s) => ((shape.content ?? 0) >>> s) & 0xff)];
  const blocks: number[] = [];
  for (let i = 0; i < shape.blocks; i++) blocks.push(...blockHeader(i === shape.blocks - 1, 1, shape.blockBytes), 0);
  return u8(MAGIC, header, blocks);
}

const tileset = { firstgid: 1, name: 't', tilecount: 1, tilewidth: 16, tileheight: 16, image: 't.png' };

/** A JSON map of `width` x `height` with the given tile layers (each with its own encoding). */
export function jsonMap(width: number, height: number, layers: readonly Record<string, unknown>[], tilesets: readonly unknown[] = [tileset]): string {
  return JSON.stringify({ type: 'map', orientation: 'orthogonal', width, height, tilewidth: 16, tileheight: 16, infinite: false, tilesets, layers });
}

const zstdLayer = (name: string, width: number, height: number, data: Uint8Array): Record<string, unknown> => ({
  type: 'tilelayer',
  name,
  width,
  height,
  encoding: 'base64',
  compression: 'zstd',
  data: base64(data),
});

/** A 10x8 map whose one zstd layer is the given frames. */
const zstdMap = (name: string, frames: Uint8Array): MapBomb => ({ name, map: `${name}.tmj`, files: { [`${name}.tmj`]: jsonMap(10, 8, [zstdLayer('ground', 10, 8, frames)]) } });

const LAYER = 10 * 8 * 4;

export const BOMBS = {
  /** A zstd frame declaring a 2 GB window for a 320-byte layer: a map under 1 KB. */
  zstdWindow: (): MapBomb => zstdMap('zstd-window', zstdFrame({ windowLog: 21, blocks: 1, blockBytes: LAYER })),
  /** The same window, the layer spread over 320 one-byte blocks (fzstd copied the window once a block). */
  zstdBlocks: (): MapBomb => zstdMap('zstd-blocks', zstdFrame({ windowLog: 21, blocks: 320, blockBytes: 1 })),
  /** 320 one-byte blocks in a window the layer allows. */
  zstdManyBlocks: (): MapBomb => zstdMap('zstd-many-blocks', zstdFrame({ windowLog: 0, blocks: 320, blockBytes: 1 })),
  /** Eight frames of 2 GB windows, one after another. */
  zstdFrames: (): MapBomb => zstdMap('zstd-frames', u8(...Array.from({ length: 8 }, () => zstdFrame({ windowLog: 21, blocks: 1, blockBytes: LAYER })))),
  /** Eight well-formed frames, each the whole layer. */
  zstdEightFrames: (): MapBomb => zstdMap('zstd-eight-frames', u8(...Array.from({ length: 8 }, () => zstdFrame({ content: LAYER, blocks: 1, blockBytes: LAYER })))),
  /** A single-segment frame declaring 4 GB of content. */
  zstdContent: (): MapBomb => zstdMap('zstd-content', zstdFrame({ content: 0xffffffff, blocks: 1, blockBytes: LAYER })),
  /** 2,000 layers of 1,024 x 1,024 zeros, zlib and base64 (about 11 MB). */
  layers: (count = 2000): MapBomb => {
    const data = base64(zlibSync(new Uint8Array(1024 * 1024 * 4), { level: 9 }));
    const layers = Array.from({ length: count }, (_, i) => ({ type: 'tilelayer', name: `l${i}`, width: 1024, height: 1024, encoding: 'base64', compression: 'zlib', data }));
    return { name: 'layers', map: 'layers.tmj', files: { 'layers.tmj': jsonMap(1024, 1024, layers) } };
  },
  /** 200,000 entries naming one tileset file over the same gid range (about 9 MB). */
  tilesetEntries: (count = 200_000): MapBomb => {
    const big = { name: 'big', tilecount: 65_536, columns: 256, tilewidth: 16, tileheight: 16, image: 'big.png', imagewidth: 4096, imageheight: 4096 };
    const refs = Array.from({ length: count }, () => ({ firstgid: 1, source: 'big.tsj' }));
    return { name: 'tileset-entries', map: 'entries.tmj', files: { 'entries.tmj': jsonMap(10, 8, [{ type: 'tilelayer', name: 'g', width: 10, height: 8, data: new Array(80).fill(0) }], refs), 'big.tsj': JSON.stringify(big) } };
  },
  /** The same in TMX: <tileset firstgid="1" source="big.tsx"/> again and again. */
  tilesetEntriesTmx: (count = 200_000): MapBomb => {
    const tsx = '<tileset name="big" tilewidth="16" tileheight="16" tilecount="65536" columns="256"><image source="big.png" width="4096" height="4096"/></tileset>';
    const refs = '<tileset firstgid="1" source="big.tsx"/>'.repeat(count);
    const tmx = `<map orientation="orthogonal" width="10" height="8" tilewidth="16" tileheight="16">${refs}<layer name="g" width="10" height="8"><data encoding="csv">${new Array(80).fill(0).join(',')}</data></layer></map>`;
    return { name: 'tileset-entries-tmx', map: 'entries.tmx', files: { 'entries.tmx': tmx, 'big.tsx': tsx } };
  },
  /** Two embedded tilesets over the same gids. */
  overlapping: (): MapBomb => ({
    name: 'overlapping',
    map: 'overlap.tmj',
    files: { 'overlap.tmj': jsonMap(4, 4, [{ type: 'tilelayer', name: 'g', width: 4, height: 4, data: new Array(16).fill(1) }], [
      { ...tileset, name: 'a', tilecount: 100 },
      { ...tileset, firstgid: 50, name: 'b', tilecount: 100 },
    ]) },
  }),
  /** A 1,024 x 1,024 TMX of four layers written one <tile/> per cell: 4.19 million elements. */
  tileElements: (layers = 4): MapBomb => {
    const data = `<data>${'<tile/>'.repeat(1024 * 1024)}</data>`;
    const body = Array.from({ length: layers }, (_, i) => `<layer name="l${i}" width="1024" height="1024">${data}</layer>`).join('');
    const tmx = `<map orientation="orthogonal" width="1024" height="1024" tilewidth="16" tileheight="16">${body}</map>`;
    return { name: 'tile-elements', map: 'tiles.tmx', files: { 'tiles.tmx': tmx } };
  },
} as const;

export type BombName = keyof typeof BOMBS;

/** How one tile layer's data is written, for compositions of the shapes above (the property test, the fuzzer). */
export type LayerShape =
  | { readonly kind: 'zstd'; readonly frames: number; readonly windowLog: number | 'single'; readonly declared: number | 'layer'; readonly blocks: number }
  | { readonly kind: 'zlib'; readonly streams: number; readonly junk: number }
  | { readonly kind: 'gzip'; readonly members: number; readonly declared: number | 'layer' }
  | { readonly kind: 'csv' }
  | { readonly kind: 'tiles' };

export interface MapShape {
  readonly format: 'json' | 'tmx';
  readonly side: number;
  /** The layers: each shape, repeated `repeat` times. */
  readonly layers: readonly { readonly shape: LayerShape; readonly repeat: number }[];
  /** Tileset entries, each of `tilecount` tiles; `step` apart (overlapping when smaller than tilecount). */
  readonly tilesets: { readonly count: number; readonly tilecount: number; readonly step: number };
}

const cache = new Map<string, string>();
const cached = (key: string, make: () => string): string => {
  let hit = cache.get(key);
  if (hit === undefined) {
    if (cache.size > 40) cache.clear();
    cache.set(key, (hit = make()));
  }
  return hit;
};

function gzipMember(bytes: Uint8Array, declared: number): Uint8Array {
  const deflated = zlibSync(bytes).subarray(2, -4);
  const size = [0, 8, 16, 24].map((s) => (declared >>> s) & 0xff);
  return u8([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3], deflated, [0, 0, 0, 0], size);
}

/** One layer's encoding and data, as attributes of a JSON layer (TMX takes the same). */
export function layerData(shape: LayerShape, cells: number): { encoding?: string; compression?: string; data: string } {
  const bytes = cells * 4;
  const key = `${JSON.stringify(shape)}:${cells}`;
  switch (shape.kind) {
    case 'csv':
      return { encoding: 'csv', data: cached(key, () => new Array(cells).fill(0).join(',')) };
    case 'tiles':
      return { data: '' };
    case 'zlib':
      return {
        encoding: 'base64',
        compression: 'zlib',
        data: cached(key, () => base64(u8(...Array.from({ length: shape.streams }, () => zlibSync(new Uint8Array(bytes))), new Uint8Array(shape.junk)))),
      };
    case 'gzip':
      return {
        encoding: 'base64',
        compression: 'gzip',
        data: cached(key, () => base64(u8(...Array.from({ length: shape.members }, () => gzipMember(new Uint8Array(bytes), shape.declared === 'layer' ? bytes : shape.declared))))),
      };
    case 'zstd': {
      const blockBytes = Math.max(1, Math.ceil(bytes / shape.blocks));
      const content = shape.declared === 'layer' ? bytes : shape.declared;
      const frame = shape.windowLog === 'single' ? { content, blocks: shape.blocks, blockBytes } : { windowLog: shape.windowLog, blocks: shape.blocks, blockBytes };
      return { encoding: 'base64', compression: 'zstd', data: cached(key, () => base64(u8(...Array.from({ length: shape.frames }, () => zstdFrame(frame))))) };
    }
  }
}

/** A map built from a shape: its files, the map first. */
export function composeMap(shape: MapShape): MapBomb {
  const { side } = shape;
  const cells = side * side;
  const tilesets = Array.from({ length: shape.tilesets.count }, (_, i) => ({ ...tileset, name: `t${i}`, firstgid: 1 + i * shape.tilesets.step, tilecount: shape.tilesets.tilecount }));
  const layers: { shape: LayerShape; i: number }[] = [];
  for (const l of shape.layers) for (let r = 0; r < l.repeat; r++) layers.push({ shape: l.shape, i: layers.length });
  if (shape.format === 'json') {
    const json = layers.map(({ shape: s, i }) => {
      const d = s.kind === 'tiles' ? { data: new Array(cells).fill(0) } : layerData(s, cells);
      return { type: 'tilelayer', name: `l${i}`, width: side, height: side, ...d };
    });
    return { name: 'composed', map: 'composed.tmj', files: { 'composed.tmj': jsonMap(side, side, json, tilesets) } };
  }
  const ts = tilesets.map((t) => `<tileset firstgid="${t.firstgid}" name="${t.name}" tilewidth="16" tileheight="16" tilecount="${t.tilecount}" columns="1"><image source="t.png" width="16" height="16"/></tileset>`).join('');
  const body = layers
    .map(({ shape: s, i }) => {
      const inner = s.kind === 'tiles' ? cached(`tiles:${cells}`, () => '<tile/>'.repeat(cells)) : layerData(s, cells).data;
      const d = s.kind === 'tiles' ? { data: '' } : layerData(s, cells);
      const attrs = `${d.encoding ? ` encoding="${d.encoding}"` : ''}${d.compression ? ` compression="${d.compression}"` : ''}`;
      return `<layer name="l${i}" width="${side}" height="${side}"><data${attrs}>${inner}</data></layer>`;
    })
    .join('');
  const tmx = `<map orientation="orthogonal" width="${side}" height="${side}" tilewidth="16" tileheight="16">${ts}${body}</map>`;
  return { name: 'composed', map: 'composed.tmx', files: { 'composed.tmx': tmx } };
}
