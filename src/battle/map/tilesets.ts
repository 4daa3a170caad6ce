import { booleanProperty, flattenProperties } from './properties';
import { schemaProblem, tiledTilesetSchema, type TiledTileset } from './tiled-schema';
import { COVER_BLOCK, COVER_KINDS, type CoverCode, type TilesetInfo } from './types';

/**
 * Gives the contents of an external tileset by its `source` as written in the map: a JSON
 * string, already-parsed JSON, or undefined when there is no such file. src/ reads no files;
 * the CLI and the renderer supply this.
 */
export type TilesetResolver = (source: string) => unknown;

/** What each global tile id means for the rules; index = gid. */
export interface GidTable {
  readonly maxGid: number;
  /** 1 where a tileset defines this gid. */
  readonly defined: Uint8Array;
  readonly cover: Uint8Array;
  readonly blocksSight: Uint8Array;
  readonly blocksMove: Uint8Array;
}

interface Loaded {
  readonly info: TilesetInfo;
  readonly tileset: TiledTileset;
}

/** Tilesets sorted by first gid, or the sentence saying which one cannot be used. */
export function resolveTilesets(
  refs: readonly { firstgid: number; source?: string | undefined; [k: string]: unknown }[],
  resolver: TilesetResolver | undefined,
): { tilesets: Loaded[] } | { problem: string } {
  const out: Loaded[] = [];
  for (const ref of [...refs].sort((a, b) => a.firstgid - b.firstgid)) {
    const loaded = ref.source === undefined ? embedded(ref) : external(ref.source, ref.firstgid, resolver);
    if ('problem' in loaded) return loaded;
    out.push(loaded);
  }
  return { tilesets: out };
}

function embedded(ref: { firstgid: number; [k: string]: unknown }): Loaded | { problem: string } {
  const parsed = tiledTilesetSchema.safeParse(ref);
  const label = `Embedded tileset "${typeof ref['name'] === 'string' ? ref['name'] : ref.firstgid}"`;
  if (!parsed.success) return { problem: schemaProblem(label, parsed.error) };
  return { tileset: parsed.data, info: toInfo(parsed.data, ref.firstgid, '') };
}

function external(source: string, firstGid: number, resolver: TilesetResolver | undefined): Loaded | { problem: string } {
  const label = `Tileset "${source}"`;
  if (/\.tsx$/i.test(source)) {
    return { problem: `${label} is in Tiled's XML format; export it as a JSON tileset (.tsj) and point the map at that.` };
  }
  let raw = resolver?.(source);
  if (raw === undefined) return { problem: `${label} referenced by the map could not be found.` };
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return { problem: `${label} is not valid JSON.` };
    }
  }
  const parsed = tiledTilesetSchema.safeParse(raw);
  if (!parsed.success) return { problem: schemaProblem(label, parsed.error) };
  return { tileset: parsed.data, info: toInfo(parsed.data, firstGid, source) };
}

function toInfo(ts: TiledTileset, firstGid: number, source: string): TilesetInfo {
  const tileImages: Record<number, string> = {};
  for (const t of ts.tiles ?? []) if (t.image !== undefined) tileImages[t.id] = t.image;
  return {
    name: ts.name,
    firstGid,
    tileCount: idRange(ts),
    tileWidth: ts.tilewidth,
    tileHeight: ts.tileheight,
    columns: ts.columns,
    margin: ts.margin,
    spacing: ts.spacing,
    ...(ts.image !== undefined ? { image: ts.image } : {}),
    ...(Object.keys(tileImages).length > 0 ? { tileImages } : {}),
    basePath: source,
  };
}

/** Image-collection tilesets may have gaps in their ids, so the range is not always tilecount. */
function idRange(ts: TiledTileset): number {
  let range = ts.tilecount;
  for (const t of ts.tiles ?? []) range = Math.max(range, t.id + 1);
  return range;
}

/** The rules meaning of every gid, from the tiles' `cover`, `blocksSight` and `blocksMove` properties. */
export function buildGidTable(tilesets: readonly Loaded[]): GidTable | { problem: string } {
  let maxGid = 0;
  for (const { info } of tilesets) maxGid = Math.max(maxGid, info.firstGid + info.tileCount - 1);
  const size = maxGid + 1;
  const table = {
    maxGid,
    defined: new Uint8Array(size),
    cover: new Uint8Array(size),
    blocksSight: new Uint8Array(size),
    blocksMove: new Uint8Array(size),
  };
  // Later tilesets win where ranges overlap: Tiled picks the tileset with the highest firstgid <= gid.
  for (const { info, tileset } of tilesets) {
    const first = info.firstGid;
    table.defined.fill(1, first, first + info.tileCount);
    table.cover.fill(0, first, first + info.tileCount);
    table.blocksSight.fill(0, first, first + info.tileCount);
    table.blocksMove.fill(0, first, first + info.tileCount);
    for (const tile of tileset.tiles ?? []) {
      const meaning = tileMeaning(flattenProperties(tile.properties));
      if ('problem' in meaning) {
        return { problem: `Tileset "${info.name || info.basePath}" tile ${tile.id} ${meaning.problem}` };
      }
      const gid = first + tile.id;
      table.cover[gid] = meaning.cover;
      table.blocksSight[gid] = meaning.blocksSight ? 1 : 0;
      table.blocksMove[gid] = meaning.blocksMove ? 1 : 0;
    }
  }
  return table;
}

interface TileMeaning {
  readonly cover: CoverCode;
  readonly blocksSight: boolean;
  readonly blocksMove: boolean;
}

function tileMeaning(props: Record<string, string | number | boolean>): TileMeaning | { problem: string } {
  const coverValue = props['cover'] ?? 'none';
  const cover = COVER_KINDS.indexOf(coverValue as (typeof COVER_KINDS)[number]);
  if (cover < 0) {
    return { problem: `has cover "${String(coverValue)}"; it must be none, partial, full or block.` };
  }
  const sight = booleanProperty(props['blocksSight']);
  const move = booleanProperty(props['blocksMove']);
  if (sight === 'invalid') return { problem: 'has a blocksSight property that is not true or false.' };
  if (move === 'invalid') return { problem: 'has a blocksMove property that is not true or false.' };
  // `block` stops sight and movement unless the tile says otherwise (a window: block, blocksSight false).
  return {
    cover: cover as CoverCode,
    blocksSight: sight ?? cover === COVER_BLOCK,
    blocksMove: move ?? cover === COVER_BLOCK,
  };
}
