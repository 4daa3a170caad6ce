import { openRng, seedRng, type Rng } from '../../src/core/rng';

/**
 * A generated Tiled map for the map preview, the benchmark and tests, made before (and beside)
 * the shipped maps: walled buildings with doors and windows, crates, low walls, bushes and ponds.
 * It is plain Tiled JSON with an embedded tileset whose image is the procedural atlas
 * (procedural-tiles.ts), so it goes through the same loader and renderer as a shipped map.
 */

/** Local tile ids of the procedural tileset, and what each one means for the rules. */
export const TILE = {
  concrete: 0,
  floor: 1,
  grass: 2,
  asphalt: 3,
  lowWall: 4,
  crate: 5,
  wall: 6,
  window: 7,
  water: 8,
  bush: 9,
  pillar: 10,
  door: 11,
} as const;
export const PROCEDURAL_TILE_COUNT = 12;
export const PROCEDURAL_IMAGE = 'procedural:blacksite';

type Prop = { name: string; type: string; value: string | boolean };
const cover = (value: string): Prop => ({ name: 'cover', type: 'string', value });
const flag = (name: string, value: boolean): Prop => ({ name, type: 'bool', value });

const TILE_PROPERTIES: Record<number, Prop[]> = {
  [TILE.lowWall]: [cover('partial'), flag('blocksMove', true)],
  [TILE.crate]: [cover('full'), flag('blocksMove', true)],
  [TILE.wall]: [cover('block')],
  [TILE.window]: [cover('block'), flag('blocksSight', false)],
  [TILE.water]: [flag('blocksMove', true)],
  [TILE.bush]: [cover('partial')],
  [TILE.pillar]: [cover('full'), flag('blocksMove', true)],
};

export interface DemoMapOptions {
  readonly width: number;
  readonly height: number;
  readonly seed?: string;
  readonly tileSize?: number;
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const overlaps = (a: Rect, b: Rect, gap: number): boolean =>
  a.x - gap < b.x + b.w && b.x - gap < a.x + a.w && a.y - gap < b.y + b.h && b.y - gap < a.y + a.h;

/** A Tiled JSON map object (not a string), ready for `loadTiledMap`. */
export function demoTiledMap(options: DemoMapOptions): Record<string, unknown> {
  const { width, height } = options;
  const tile = options.tileSize ?? 32;
  const rng = openRng(seedRng(options.seed ?? 'blacksite-demo'));
  const ground = groundLayer(width, height, rng);
  const things = new Array<number>(width * height).fill(-1);
  const set = (x: number, y: number, id: number): void => {
    if (x >= 0 && y >= 0 && x < width && y < height) things[y * width + x] = id;
  };
  const free = (x: number, y: number): boolean =>
    x >= 0 && y >= 0 && x < width && y < height && things[y * width + x] === -1;

  // Spawn strips along the west and east edges stay clear.
  const margin = Math.max(3, Math.floor(width / 12));
  const buildings = placeBuildings(width, height, margin, rng);
  for (const b of buildings) drawBuilding(b, rng, set, ground, width);

  const clutter = Math.floor((width * height) / 60);
  for (let i = 0; i < clutter; i += 1) {
    const x = margin + rng.int(Math.max(1, width - 2 * margin));
    const y = rng.int(height);
    const roll = rng.int(10);
    if (roll < 4) {
      // A low wall run, horizontal or vertical.
      const len = 2 + rng.int(3);
      const horizontal = rng.int(2) === 0;
      for (let k = 0; k < len; k += 1) if (free(x + (horizontal ? k : 0), y + (horizontal ? 0 : k))) set(x + (horizontal ? k : 0), y + (horizontal ? 0 : k), TILE.lowWall);
    } else if (roll < 6) {
      if (free(x, y)) set(x, y, TILE.crate);
      if (rng.int(2) === 0 && free(x + 1, y)) set(x + 1, y, TILE.crate);
    } else if (roll < 9) {
      if (free(x, y)) set(x, y, TILE.bush);
    } else if (rng.int(4) === 0) {
      const r = 1 + rng.int(2);
      for (let dy = -r; dy <= r; dy += 1) for (let dx = -r - 1; dx <= r + 1; dx += 1) if (dx * dx + dy * dy * 2 <= r * r + 2 && free(x + dx, y + dy)) set(x + dx, y + dy, TILE.water);
    }
  }

  const gid = (id: number): number => (id < 0 ? 0 : id + 1);
  const zoneH = Math.max(2, Math.floor(height / 3));
  const zoneY = Math.floor((height - zoneH) / 2);
  return {
    type: 'map',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    infinite: false,
    width,
    height,
    tilewidth: tile,
    tileheight: tile,
    properties: [{ name: 'metersPerTile', type: 'float', value: 2 }],
    tilesets: [
      {
        firstgid: 1,
        name: 'blacksite-procedural',
        tilewidth: tile,
        tileheight: tile,
        tilecount: PROCEDURAL_TILE_COUNT,
        columns: PROCEDURAL_TILE_COUNT,
        image: PROCEDURAL_IMAGE,
        imagewidth: tile * PROCEDURAL_TILE_COUNT,
        imageheight: tile,
        margin: 0,
        spacing: 0,
        tiles: Object.entries(TILE_PROPERTIES).map(([id, properties]) => ({ id: Number(id), properties })),
      },
    ],
    layers: [
      { type: 'tilelayer', name: 'ground', width, height, opacity: 1, visible: true, data: ground.map(gid) },
      { type: 'tilelayer', name: 'structures', width, height, opacity: 1, visible: true, data: things.map(gid) },
      {
        type: 'objectgroup',
        name: 'spawns',
        visible: false,
        objects: [
          { id: 1, name: 'west', x: 0, y: zoneY * tile, width: Math.min(3, width) * tile, height: zoneH * tile, properties: [{ name: 'side', type: 'string', value: 'a' }] },
          { id: 2, name: 'east', x: Math.max(0, width - 3) * tile, y: zoneY * tile, width: Math.min(3, width) * tile, height: zoneH * tile, properties: [{ name: 'side', type: 'string', value: 'b' }] },
        ],
      },
    ],
  };
}

/** Concrete with 8x8 patches of grass and asphalt. */
function groundLayer(width: number, height: number, rng: Rng): number[] {
  const patch = new Map<string, number>();
  const out: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const key = `${x >> 3},${y >> 3}`;
      let kind = patch.get(key);
      if (kind === undefined) {
        const r = rng.int(10);
        kind = r < 5 ? TILE.concrete : r < 8 ? TILE.grass : TILE.asphalt;
        patch.set(key, kind);
      }
      out.push(kind);
    }
  }
  return out;
}

function placeBuildings(width: number, height: number, margin: number, rng: Rng): Rect[] {
  const want = Math.max(1, Math.floor((width * height) / 420));
  const placed: Rect[] = [];
  const inner = width - 2 * margin;
  for (let attempt = 0; attempt < want * 8 && placed.length < want; attempt += 1) {
    const w = 6 + rng.int(9);
    const h = 5 + rng.int(6);
    if (w > inner || h > height - 2) continue;
    const r = { x: margin + rng.int(inner - w + 1), y: 1 + rng.int(height - h - 1), w, h };
    if (placed.every((p) => !overlaps(p, r, 3))) placed.push(r);
  }
  return placed;
}

function drawBuilding(b: Rect, rng: Rng, set: (x: number, y: number, id: number) => void, ground: number[], width: number): void {
  for (let y = b.y; y < b.y + b.h; y += 1) {
    for (let x = b.x; x < b.x + b.w; x += 1) {
      const edge = x === b.x || y === b.y || x === b.x + b.w - 1 || y === b.y + b.h - 1;
      ground[y * width + x] = TILE.floor;
      if (edge) set(x, y, (x + y) % 4 === 0 && x !== b.x && x !== b.x + b.w - 1 && y !== b.y && y !== b.y + b.h - 1 ? TILE.window : TILE.wall);
    }
  }
  // Windows in the long walls, doors in two of the four sides.
  for (let x = b.x + 2; x < b.x + b.w - 2; x += 3) set(x, b.y, TILE.window);
  const doors = [
    [b.x + 1 + rng.int(b.w - 2), b.y + b.h - 1],
    [b.x, b.y + 1 + rng.int(b.h - 2)],
    [b.x + b.w - 1, b.y + 1 + rng.int(b.h - 2)],
  ] as const;
  for (const [dx, dy] of doors.slice(0, 2 + rng.int(2))) set(dx, dy, TILE.door);
  if (b.w >= 8 && b.h >= 6) {
    set(b.x + 2, b.y + 2, TILE.pillar);
    set(b.x + b.w - 3, b.y + b.h - 3, TILE.crate);
  }
}
