import type { Readings } from './conventions';
import { placeSides, SQUAD_OF_FOUR } from './place-sides';
import { quoted } from './quote';
import { spawnCells } from './spawn';
import type { MapMission } from './mission-types';
import { COVER_BLOCK, DOOR_STATES, type BattleMap, type MapDoor, type MapImage, type MapLoadResult, type MapWeapon, type Objective, type SpawnZone, type TileLayerData, type TilesetInfo } from './types';

export { SQUAD_OF_FOUR };

export interface MapParts {
  readonly width: number;
  readonly height: number;
  readonly metersPerTile: number;
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly cells: { cover: Uint8Array; blocksSight: Uint8Array; blocksMove: Uint8Array; stopsFire: Uint8Array; door: Uint8Array };
  readonly spawnZones: readonly SpawnZone[];
  readonly objectives: readonly Objective[];
  /** R-OPS-34: weapons on the floor at set-up (Tiled objects with `weapon`); none from a Universal VTT map. */
  readonly weapons?: readonly MapWeapon[];
  readonly layers: readonly TileLayerData[];
  readonly images: readonly MapImage[];
  readonly tilesets: readonly TilesetInfo[];
  readonly properties: Readonly<Record<string, string | number | boolean>>;
  readonly warnings: string[];
  readonly readings: Readings;
  readonly files: readonly string[];
  /** Covert missions' light, devices and objects (mission-objects.ts), when the map has any. */
  readonly mission?: MapMission;
}

/**
 * The last steps every loader shares (Tiled and Universal VTT): fire stops where sight or a
 * `block` does, doors listed in reading order, spawn zones for a map that has none (unless
 * strict), a warning for every side whose zones cannot take a squad of four, and the report.
 */
export function finishMap(p: MapParts): MapLoadResult {
  const { width, height, cells } = p;
  const n = width * height;
  for (let i = 0; i < n; i++) cells.stopsFire[i] = cells.blocksSight[i] === 1 || cells.cover[i] === COVER_BLOCK ? 1 : 0;
  const doors: MapDoor[] = [];
  for (let i = 0; i < n; i++) {
    const d = cells.door[i] ?? 0;
    if (d !== 0) doors.push({ x: i % width, y: Math.floor(i / width), state: DOOR_STATES[d - 1] ?? 'closed' });
  }
  let spawnZones = p.spawnZones;
  const sides = new Set(spawnZones.map((z) => z.side));
  let placedInSight = false;
  if (sides.size < 2 && !p.readings.strict) {
    const placed = placeSides({ width, height, blocksMove: cells.blocksMove, blocksSight: cells.blocksSight, door: cells.door }, spawnZones);
    const added: SpawnZone[] = [];
    const named: string[] = [];
    for (const rects of placed.sides) {
      let side = 'a';
      for (let k = 0; sides.has(side); k++) side = String.fromCharCode(98 + k);
      sides.add(side);
      named.push(side);
      for (const rect of rects) added.push({ side, ...rect });
      if (sides.size >= 2) break;
    }
    if (added.length > 0) {
      spawnZones = [...spawnZones, ...added];
      placedInSight = placed.inSight;
      p.readings.interpret(
        `spawn zones placed far apart and out of each other's sight, walled-in areas first (the map has too few): side${named.length === 1 ? '' : 's'} ${named.join(', ')}`,
        named.length,
      );
    }
  }
  const map: BattleMap = {
    width,
    height,
    metersPerTile: p.metersPerTile,
    tileWidth: p.tileWidth,
    tileHeight: p.tileHeight,
    cells: { cover: cells.cover, blocksSight: cells.blocksSight, blocksMove: cells.blocksMove, stopsFire: cells.stopsFire },
    spawnZones,
    objectives: p.objectives,
    doors,
    ...(p.weapons && p.weapons.length > 0 ? { weapons: p.weapons } : {}),
    ...(p.mission ? { mission: p.mission } : {}),
    layers: p.layers,
    images: p.images,
    tilesets: p.tilesets,
    properties: p.properties,
    warnings: p.warnings,
    report: {
      interpretations: [...p.readings.interpretations].map(([rule, count]) => ({ rule, count })),
      ignored: [...p.readings.ignored].map(([item, count]) => ({ item, count })),
    },
  };
  if (spawnZones.length === 0) p.warnings.push('The map has no spawn zones (object rectangles with a "side" property).');
  for (const side of [...new Set(spawnZones.map((z) => z.side))]) {
    const room = spawnCells(map, side).length;
    if (room < SQUAD_OF_FOUR) {
      p.warnings.push(`The spawn zones of side ${quoted(side)} have room for ${room} unit${room === 1 ? '' : 's'}; a squad of four needs ${SQUAD_OF_FOUR} free cells.`);
    }
  }
  if (placedInSight) p.warnings.push('The sides Blacksite placed can see each other at the start: the map has no place out of sight of the first; give it spawn zones.');
  return { ok: true, map, files: p.files };
}
