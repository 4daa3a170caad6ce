import { COVER_BLOCK, COVER_FULL, COVER_PARTIAL, type BattleMap } from './types';

/** What `blacksite map check --json` prints (issue 4, point 2): keep the field names stable. */
export interface MapSummary {
  readonly width: number;
  readonly height: number;
  readonly metersPerTile: number;
  readonly cover: { readonly partial: number; readonly full: number; readonly block: number };
  readonly spawnZones: Readonly<Record<string, number>>;
  readonly warnings: readonly string[];
}

export function summarizeMap(map: BattleMap): MapSummary {
  const cover = { partial: 0, full: 0, block: 0 };
  for (const c of map.cells.cover) {
    if (c === COVER_PARTIAL) cover.partial++;
    else if (c === COVER_FULL) cover.full++;
    else if (c === COVER_BLOCK) cover.block++;
  }
  const spawnZones: Record<string, number> = {};
  for (const z of map.spawnZones) spawnZones[z.side] = (spawnZones[z.side] ?? 0) + 1;
  return {
    width: map.width,
    height: map.height,
    metersPerTile: map.metersPerTile,
    cover,
    spawnZones,
    warnings: [...map.warnings],
  };
}
