import { lightOfMap, type MapMission } from './mission-types';
import type { BattleMap } from './types';

/**
 * The mission part of `blacksite map check --json` (docs/maps.md): light by cells, devices, patrol
 * routes (posts with them), objectives (the map's objective objects, terminals, charge sites, items
 * and captives) and exit zones (the reinforcements' zone with them). Field names stay stable.
 */
export interface MissionSummary {
  readonly light: { readonly lit: number; readonly dim: number; readonly dark: number; readonly sightRange: number | null; readonly environment: string | null };
  readonly devices: readonly { readonly kind: string; readonly name: string; readonly x: number; readonly y: number; readonly cells: number; readonly facing: number | null }[];
  readonly patrols: readonly { readonly kind: 'patrol' | 'post'; readonly name: string; readonly points: readonly { readonly x: number; readonly y: number }[]; readonly loop: boolean }[];
  readonly objectives: readonly { readonly kind: string; readonly name: string; readonly x: number; readonly y: number; readonly difficulty?: number; readonly successes?: number; readonly agent?: string | null }[];
  readonly exits: readonly { readonly kind: 'exit' | 'reinforcements'; readonly name: string; readonly cells: number; readonly x: number; readonly y: number }[];
}

export function summarizeMission(map: BattleMap): MissionSummary {
  const m: MapMission | undefined = map.mission;
  const light = { lit: map.width * map.height, dim: 0, dark: 0, sightRange: m?.sightRange ?? null, environment: m?.environment ?? null };
  const grid = lightOfMap(m, map.width * map.height);
  if (grid) {
    light.lit = 0;
    for (const c of grid) {
      if (c === 1) light.dim++;
      else if (c === 2) light.dark++;
      else light.lit++;
    }
  }
  const zone = (kind: 'exit' | 'reinforcements') => (z: MapMission['exits'][number]) => ({
    kind,
    name: z.name,
    cells: z.rects.reduce((s, r) => s + r.w * r.h, 0),
    x: z.rects[0]?.x ?? 0,
    y: z.rects[0]?.y ?? 0,
  });
  return {
    light,
    devices: (m?.devices ?? []).map((d) => ({ kind: d.kind, name: d.name, x: d.cells[0]?.x ?? 0, y: d.cells[0]?.y ?? 0, cells: d.cells.length, facing: d.facing })),
    patrols: [
      ...(m?.patrols ?? []).map((p) => ({ kind: 'patrol' as const, name: p.name, points: p.points, loop: p.loop })),
      ...(m?.posts ?? []).map((p) => ({ kind: 'post' as const, name: p.name, points: [p.cell], loop: false })),
    ],
    objectives: [
      ...map.objectives.map((o) => ({ kind: o.kind, name: o.name, x: o.x, y: o.y })),
      ...(m?.terminals ?? []).map((t) => ({ kind: 'terminal', name: t.name, x: t.cell.x, y: t.cell.y, difficulty: t.difficulty, successes: t.successes })),
      ...(m?.chargeSites ?? []).map((t) => ({ kind: 'charge', name: t.name, x: t.cell.x, y: t.cell.y })),
      ...(m?.items ?? []).map((t) => ({ kind: 'item', name: t.name, x: t.cell.x, y: t.cell.y })),
      ...(m?.captives ?? []).map((t) => ({ kind: 'captive', name: t.name, x: t.cell.x, y: t.cell.y, agent: t.agent })),
    ],
    exits: [...(m?.exits ?? []).map(zone('exit')), ...(m?.reinforcements ?? []).map(zone('reinforcements'))],
  };
}
