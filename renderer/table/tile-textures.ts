import { Assets, Rectangle, Texture } from 'pixi.js';
import { COVER_BLOCK, COVER_FULL, COVER_PARTIAL, type BattleMap, type MapImage, type TilesetInfo } from '../../src/battle/map';
import { PROCEDURAL_IMAGE, PROCEDURAL_TILE_COUNT, TILE } from './demo-map';
import { resolveRelative } from './paths';
import { drawProceduralAtlas } from './procedural-tiles';

/** Turns a repository-relative path ("assets/tiles/x.png") into a URL the page may load, or undefined. */
export type ImageUrlResolver = (path: string) => string | undefined;

export interface TileSource {
  /** The texture of a global tile id, or undefined when its tileset image is missing. */
  texture(gid: number): Texture | undefined;
  /** Stand-in art for a cell by what it means for the rules, when no tile of it can be drawn. */
  fallback(map: BattleMap, index: number): Texture;
  /** Tileset images that could not be found (shown as a warning, the map still draws). */
  readonly missing: readonly string[];
  /** The map's pictures (image layers, a Universal VTT map's terrain), loaded, in map order. */
  readonly pictures: readonly MapPicture[];
  destroy(): void;
}

export interface MapPicture {
  readonly layer: MapImage;
  readonly source: CanvasImageSource;
  /** Drawn size in the map's own pixels. */
  readonly width: number;
  readonly height: number;
}

interface Loaded {
  readonly info: TilesetInfo;
  readonly atlas: Texture | undefined;
  readonly images: ReadonlyMap<number, Texture>;
}

/** Where a tileset's image lives, from the map's own path: Tiled paths are relative to the file that names them. */
function imagePath(mapPath: string, info: TilesetInfo, image: string): string {
  if (image === PROCEDURAL_IMAGE) return image;
  const tilesetFile = info.basePath === '' ? mapPath : resolveRelative(mapPath, info.basePath);
  return resolveRelative(tilesetFile, image);
}

export async function loadTileSource(map: BattleMap, mapPath: string, resolveUrl: ImageUrlResolver): Promise<TileSource> {
  const procedural = Texture.from(drawProceduralAtlas(map.tileWidth));
  const procFrames = Array.from({ length: PROCEDURAL_TILE_COUNT }, (_, i) => frame(procedural, i * map.tileWidth, 0, map.tileWidth, map.tileWidth));
  const missing: string[] = [];
  const owned = new Map<string, Texture>();
  const decoded: Texture[] = [];

  const load = async (path: string): Promise<Texture | undefined> => {
    if (path === PROCEDURAL_IMAGE) return procedural;
    const url = resolveUrl(path);
    if (url === undefined) {
      missing.push(path);
      return undefined;
    }
    // A library map's images are blob: URLs (data: when embedded). The page's CSP lets an image
    // element load them but not fetch() (connect-src 'self'), which Assets uses: decode them here.
    if (url.startsWith('blob:') || url.startsWith('data:')) {
      const img = await loadImage(url);
      if (!img) {
        missing.push(path);
        return undefined;
      }
      const texture = Texture.from(img, true);
      decoded.push(texture);
      return texture;
    }
    try {
      const texture = await Assets.load<Texture>(url);
      owned.set(url, texture);
      return texture;
    } catch {
      // A tileset image that does not load is drawn plain, like a missing one.
      missing.push(path);
      return undefined;
    }
  };

  const loaded: Loaded[] = [];
  for (const info of map.tilesets) {
    const atlas = info.image !== undefined ? await load(imagePath(mapPath, info, info.image)) : undefined;
    const images = new Map<number, Texture>();
    for (const [id, image] of Object.entries(info.tileImages ?? {})) {
      const t = await load(imagePath(mapPath, info, image));
      if (t) images.set(Number(id), t);
    }
    loaded.push({ info, atlas, images });
  }

  const pictures: MapPicture[] = [];
  for (const layer of map.images) {
    const path = layer.image.startsWith('data:') ? layer.image : resolveRelative(mapPath, layer.image);
    const url = resolveUrl(path);
    const img = url === undefined ? undefined : await loadImage(url);
    if (!img) {
      missing.push(path.startsWith('data:') ? `the picture of layer "${layer.name}"` : path);
      continue;
    }
    pictures.push({ layer, source: img, width: layer.width ?? img.naturalWidth, height: layer.height ?? img.naturalHeight });
  }

  const cache = new Map<number, Texture | undefined>();
  const texture = (gid: number): Texture | undefined => {
    if (cache.has(gid)) return cache.get(gid);
    let found: Texture | undefined;
    // Tiled picks the tileset with the highest first gid not above the gid.
    for (let i = loaded.length - 1; i >= 0; i -= 1) {
      const t = loaded[i];
      if (!t || t.info.firstGid > gid) continue;
      const local = gid - t.info.firstGid;
      if (local >= t.info.tileCount) break;
      const single = t.images.get(local);
      if (single) found = single;
      else if (t.atlas) found = atlasFrame(t.atlas, t.info, local);
      break;
    }
    cache.set(gid, found);
    return found;
  };

  const fallback = (m: BattleMap, i: number): Texture => {
    const cover = m.cells.cover[i] ?? 0;
    const stops = m.cells.blocksMove[i] === 1;
    const id =
      cover === COVER_BLOCK
        ? m.cells.blocksSight[i] === 1
          ? TILE.wall
          : TILE.window
        : cover === COVER_FULL
          ? TILE.crate
          : cover === COVER_PARTIAL
            ? stops
              ? TILE.lowWall
              : TILE.bush
            : stops
              ? TILE.water
              : TILE.concrete;
    return procFrames[id] ?? procedural;
  };

  return {
    texture,
    fallback,
    missing,
    pictures,
    destroy() {
      // Frames share their atlas source: destroy the frames, then each source once.
      const whole = new Set([...owned.values(), ...decoded]);
      for (const t of cache.values()) if (t && !whole.has(t)) t.destroy(false);
      for (const t of decoded) t.destroy(true);
      for (const t of procFrames) t.destroy(false);
      procedural.destroy(true);
      for (const url of owned.keys()) void Assets.unload(url).catch(() => undefined);
    },
  };
}

function loadImage(url: string): Promise<HTMLImageElement | undefined> {
  const img = new Image();
  img.src = url;
  return img.decode().then(
    () => img,
    () => undefined,
  );
}

function frame(base: Texture, x: number, y: number, w: number, h: number): Texture {
  return new Texture({ source: base.source, frame: new Rectangle(x, y, w, h) });
}

function atlasFrame(atlas: Texture, info: TilesetInfo, local: number): Texture | undefined {
  const columns = info.columns > 0 ? info.columns : Math.max(1, Math.floor((atlas.width - 2 * info.margin + info.spacing) / (info.tileWidth + info.spacing)));
  const x = info.margin + (local % columns) * (info.tileWidth + info.spacing);
  const y = info.margin + Math.floor(local / columns) * (info.tileHeight + info.spacing);
  if (x + info.tileWidth > atlas.width || y + info.tileHeight > atlas.height) return undefined;
  return frame(atlas, x, y, info.tileWidth, info.tileHeight);
}
