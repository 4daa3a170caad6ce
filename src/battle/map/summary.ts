import { spawnCells } from './spawn';
import { summarizeMission, type MissionSummary } from './mission-summary';
import { COVER_BLOCK, COVER_FULL, COVER_PARTIAL, DOOR_STATES, type BattleMap, type DoorState } from './types';

/** What `blacksite map check --json` prints: keep the field names stable (docs/maps.md lists them). */
export interface MapSummary extends MissionSummary {
  readonly width: number;
  readonly height: number;
  readonly metersPerTile: number;
  /** Cells by cover code (`block` = a cell that stops sight, movement or fire outright). */
  readonly cover: { readonly partial: number; readonly full: number; readonly block: number };
  /** Cells that block movement, block sight, or give partial or full cover. */
  readonly cells: { readonly blocksMove: number; readonly blocksSight: number; readonly cover: { readonly partial: number; readonly full: number } };
  /** Spawn zones per side. */
  readonly spawnZones: Readonly<Record<string, number>>;
  /** Cells a unit of each side can start on. */
  readonly spawnCells: Readonly<Record<string, number>>;
  readonly doors: number;
  readonly doorStates: Readonly<Record<DoorState, number>>;
  /** R-OPS-34: the weapons the map lays on the floor at set-up, in map order. */
  readonly weapons: readonly { readonly x: number; readonly y: number; readonly name: string }[];
  /** Conventions of real maps that were applied, with the cells or objects each decided. */
  readonly interpretations: readonly { readonly rule: string; readonly count: number }[];
  /** What was read and not used: unknown properties, layer kinds, objects meaning nothing to the battle. */
  readonly ignored: readonly { readonly item: string; readonly count: number }[];
  readonly warnings: readonly string[];
}

export function summarizeMap(map: BattleMap): MapSummary {
  const cover = { partial: 0, full: 0, block: 0 };
  for (const c of map.cells.cover) {
    if (c === COVER_PARTIAL) cover.partial++;
    else if (c === COVER_FULL) cover.full++;
    else if (c === COVER_BLOCK) cover.block++;
  }
  let blocksMove = 0;
  let blocksSight = 0;
  for (const v of map.cells.blocksMove) blocksMove += v;
  for (const v of map.cells.blocksSight) blocksSight += v;
  const spawnZones: Record<string, number> = {};
  for (const z of map.spawnZones) spawnZones[z.side] = (spawnZones[z.side] ?? 0) + 1;
  const cellsBySide: Record<string, number> = {};
  for (const side of Object.keys(spawnZones)) cellsBySide[side] = spawnCells(map, side).length;
  const doorStates = Object.fromEntries(DOOR_STATES.map((s) => [s, 0])) as Record<DoorState, number>;
  for (const d of map.doors) doorStates[d.state] += 1;
  return {
    width: map.width,
    height: map.height,
    metersPerTile: map.metersPerTile,
    cover,
    cells: { blocksMove, blocksSight, cover: { partial: cover.partial, full: cover.full } },
    spawnZones,
    spawnCells: cellsBySide,
    doors: map.doors.length,
    doorStates,
    weapons: (map.weapons ?? []).map((w) => ({ x: w.x, y: w.y, name: w.name })),
    // Covert missions (R-OPS-39..45): light, devices, patrols, objectives, exits.
    ...summarizeMission(map),
    interpretations: map.report?.interpretations ?? [],
    ignored: map.report?.ignored ?? [],
    warnings: [...map.warnings],
  };
}
