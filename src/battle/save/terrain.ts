import { z } from 'zod';
import { DOOR_STATES, type BattleMap, type MapDoor } from '../map/types';

/**
 * The rules' part of a map (per-cell cover, sight, movement, fire; size; meters per tile) as a
 * short string, so a battle save carries the ground it was fought on and replays without the
 * map file. One letter per run of cells: bits cover (2), blocksSight, blocksMove, stopsFire; and
 * the doors with their starting states (format 2).
 */
export interface Terrain {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly metersPerTile: number;
  /** Runs "<count><letter>", letter = 'A' + code (code 0..31). */
  readonly cells: string;
  /** The map's doors and their starting states (R-OPS-35), reading order; the battle keeps their current states. */
  readonly doors: readonly MapDoor[];
}

export const terrainSchema: z.ZodType<Terrain> = z.strictObject({
  name: z.string().max(120),
  width: z.number().int().min(1).max(1024),
  height: z.number().int().min(1).max(1024),
  metersPerTile: z.number().positive().max(100),
  cells: z.string().max(4_000_000).regex(/^(\d+[A-Za-f])*$/),
  doors: z.array(z.strictObject({ x: z.number().int().min(0).max(1023), y: z.number().int().min(0).max(1023), state: z.enum(DOOR_STATES) })).max(65_536),
});

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef';

export function terrainOf(map: BattleMap, name: string): Terrain {
  const { cover, blocksSight, blocksMove, stopsFire } = map.cells;
  let out = '';
  let run = 0;
  let prev = -1;
  for (let i = 0; i < map.width * map.height; i++) {
    const code = (cover[i] ?? 0) | ((blocksSight[i] ?? 0) << 2) | ((blocksMove[i] ?? 0) << 3) | ((stopsFire[i] ?? 0) << 4);
    if (code === prev) run++;
    else {
      if (run > 0) out += `${run}${ALPHABET[prev] ?? 'A'}`;
      prev = code;
      run = 1;
    }
  }
  if (run > 0) out += `${run}${ALPHABET[prev] ?? 'A'}`;
  const doors = map.doors.map((d) => ({ x: d.x, y: d.y, state: d.state }));
  return { name, width: map.width, height: map.height, metersPerTile: map.metersPerTile, cells: out, doors };
}

/** The map back from a terrain string; a sentence when the string does not fit the size. */
export function mapOfTerrain(t: Terrain): BattleMap | string {
  const n = t.width * t.height;
  const cover = new Uint8Array(n);
  const blocksSight = new Uint8Array(n);
  const blocksMove = new Uint8Array(n);
  const stopsFire = new Uint8Array(n);
  let i = 0;
  for (const m of t.cells.matchAll(/(\d+)([A-Za-f])/g)) {
    const count = Number(m[1]);
    const code = ALPHABET.indexOf(m[2] ?? 'A');
    if (i + count > n) return 'The saved terrain has more cells than its size.';
    cover.fill(code & 3, i, i + count);
    blocksSight.fill((code >> 2) & 1, i, i + count);
    blocksMove.fill((code >> 3) & 1, i, i + count);
    stopsFire.fill((code >> 4) & 1, i, i + count);
    i += count;
  }
  if (i !== n) return 'The saved terrain has fewer cells than its size.';
  if (t.doors.some((d) => d.x >= t.width || d.y >= t.height)) return 'The saved terrain has a door outside its size.';
  return {
    width: t.width,
    height: t.height,
    metersPerTile: t.metersPerTile,
    tileWidth: 32,
    tileHeight: 32,
    cells: { cover, blocksSight, blocksMove, stopsFire },
    spawnZones: [],
    objectives: [],
    doors: t.doors.map((d) => ({ x: d.x, y: d.y, state: d.state })),
    layers: [],
    images: [],
    tilesets: [],
    properties: {},
    warnings: [],
  };
}
