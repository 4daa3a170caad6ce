import { COVER_FULL, COVER_PARTIAL, type BattleMap } from '../../src/battle/map';

/**
 * A small picture of a map for the library (at most 160 px a side): its picture when it has one
 * (a Universal VTT map, an image layer), else its cells by what they mean — walls light, cover in
 * the amber and teal of the table's shields, spawn zones in the side colours, doors as a dot,
 * weapons the map lays on the floor (R-OPS-34) as a white dot ringed in black.
 */
const SIDE_COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7'];
const MAX = 160;

export async function mapThumbnail(map: BattleMap, imageUrl: (path: string) => string | undefined): Promise<string> {
  const picture = map.images.find((i) => i.visible);
  const url = picture ? imageUrl(picture.image) : undefined;
  const image = url ? await loadImage(url) : undefined;
  return drawMapThumbnail(map, image && picture ? { source: image, x: 0, y: 0, opacity: picture.opacity, whole: true } : undefined);
}

/**
 * The thumbnail over a picture already decoded (the map maker has it at hand): `x`, `y` is where
 * the picture lies in the map's pixels (an image layer's offset); `whole` draws it over the whole
 * thumbnail instead, as a picture opened from a file is.
 */
export function drawMapThumbnail(map: BattleMap, picture?: { source: CanvasImageSource; x: number; y: number; opacity: number; whole?: boolean }): string {
  const scale = Math.min(MAX / map.width, MAX / map.height, 8);
  const w = Math.max(1, Math.round(map.width * scale));
  const h = Math.max(1, Math.round(map.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas.toDataURL('image/png');
  ctx.fillStyle = '#1a222c';
  ctx.fillRect(0, 0, w, h);
  let drawn = false;
  if (picture) {
    ctx.globalAlpha = picture.opacity;
    if (picture.whole) ctx.drawImage(picture.source, 0, 0, w, h);
    else ctx.drawImage(picture.source, -picture.x, -picture.y, map.width * map.tileWidth, map.height * map.tileHeight, 0, 0, w, h);
    ctx.globalAlpha = 1;
    drawn = true;
  }
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++) {
      const i = y * map.width + x;
      const cover = map.cells.cover[i] ?? 0;
      const colour =
        map.cells.blocksSight[i] === 1 ? '#c8d6e5' : map.cells.blocksMove[i] === 1 ? '#4a6a8a' : cover === COVER_FULL ? '#2ba39a' : cover === COVER_PARTIAL ? '#e69f00' : undefined;
      if (!colour) continue;
      ctx.globalAlpha = drawn ? 0.55 : 1;
      ctx.fillStyle = colour;
      ctx.fillRect(Math.floor(x * scale), Math.floor(y * scale), Math.ceil(scale), Math.ceil(scale));
    }
  }
  ctx.globalAlpha = 0.8;
  const sides = [...new Set(map.spawnZones.map((z) => z.side))];
  for (const z of map.spawnZones) {
    ctx.fillStyle = SIDE_COLOURS[sides.indexOf(z.side) % SIDE_COLOURS.length] ?? '#ffffff';
    ctx.fillRect(z.x * scale, z.y * scale, Math.max(1, z.w * scale), Math.max(1, z.h * scale));
  }
  ctx.globalAlpha = 1;
  ctx.fillStyle = '#ffb000';
  for (const d of map.doors) ctx.fillRect((d.x + 0.25) * scale, (d.y + 0.25) * scale, Math.max(1, scale / 2), Math.max(1, scale / 2));
  const dot = Math.max(3, scale);
  for (const wpn of map.weapons ?? []) {
    const x = (wpn.x + 0.5) * scale - dot / 2;
    const y = (wpn.y + 0.5) * scale - dot / 2;
    ctx.fillStyle = '#000000';
    ctx.fillRect(x - 1, y - 1, dot + 2, dot + 2);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(x, y, dot, dot);
  }
  return canvas.toDataURL('image/png');
}

function loadImage(url: string): Promise<HTMLImageElement | undefined> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(undefined);
    img.src = url;
  });
}
