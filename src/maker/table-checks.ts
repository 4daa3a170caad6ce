import { castView, VIEW_SEEN } from '../battle/geometry/fov';
import { spawnCells } from '../battle/map/spawn';
import type { BattleMap } from '../battle/map/types';

/**
 * Two checks that matter at the table, beyond what `blacksite map check` reports: can each side
 * walk to the other (doors open, locked ones picked or broken), and do the spawn zones see each
 * other when the battle starts (closed and locked doors shut, R-OPS-35; sight as far as the
 * battle's default, 400 m: src/battle/state/setup.ts). Used by the map maker's live check and by
 * the battle set-up's advice on a library map. Pure; the cells are named so a screen can show them.
 */
export interface CellPair {
  readonly a: { readonly x: number; readonly y: number };
  readonly b: { readonly x: number; readonly y: number };
}

export interface SightFinding {
  readonly sides: readonly [string, string];
  /** A few pairs of spawn cells that see each other (at most MAX_PAIRS). */
  readonly pairs: readonly CellPair[];
}

export interface ReachFinding {
  readonly from: string;
  readonly to: string;
}

export interface TableChecks {
  /** No cell blocks movement or sight: the map plays as an open field. */
  readonly noBlocking: boolean;
  readonly sight: readonly SightFinding[];
  readonly unreachable: readonly ReachFinding[];
}

const MAX_PAIRS = 3;
/** Spawn cells whose views are cast per side (evenly spread over a large zone). */
const MAX_VIEWERS = 64;
const SIGHT_METERS = 400;

export function tableChecks(map: BattleMap): TableChecks {
  const { width, height } = map;
  const n = width * height;
  let blocking = false;
  for (let i = 0; i < n && !blocking; i++) blocking = map.cells.blocksMove[i] === 1 || map.cells.blocksSight[i] === 1;
  const sides = [...new Set(map.spawnZones.map((z) => z.side))];
  const cells = new Map(sides.map((s) => [s, spawnCells(map, s)]));

  // Sight at the start: closed and locked doors shut.
  const blocksSight = Uint8Array.from(map.cells.blocksSight);
  for (const d of map.doors) if (d.state !== 'open') blocksSight[d.y * width + d.x] = 1;
  const grid = { width, height, cells: { blocksSight } };
  const radius = Math.min(SIGHT_METERS / map.metersPerTile, Math.hypot(width, height) + 1);
  const sight: SightFinding[] = [];
  const view = new Uint8Array(n);
  for (let s = 0; s < sides.length; s++) {
    for (let t = s + 1; t < sides.length; t++) {
      const mine = cells.get(sides[s] ?? '') ?? [];
      const theirs = cells.get(sides[t] ?? '') ?? [];
      const pairs: CellPair[] = [];
      const step = Math.max(1, Math.ceil(mine.length / MAX_VIEWERS));
      for (let k = 0; k < mine.length && pairs.length < MAX_PAIRS; k += step) {
        const a = mine[k];
        if (!a) continue;
        view.fill(0);
        castView(grid, a, radius, view);
        const seen = theirs.find((b) => ((view[b.y * width + b.x] ?? 0) & VIEW_SEEN) !== 0);
        if (seen) pairs.push({ a, b: seen });
      }
      if (pairs.length > 0) sight.push({ sides: [sides[s] ?? '', sides[t] ?? ''], pairs });
    }
  }

  // Reach: 4-connected walking over cells that do not block movement (a diagonal step never cuts a
  // corner, so it reaches nothing the four straight steps do not), doors included.
  const unreachable: ReachFinding[] = [];
  const region = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let regions = 0;
  const regionOf = (i: number): number => {
    if (region[i] !== -1 || map.cells.blocksMove[i] === 1) return region[i] ?? -1;
    const id = regions++;
    let tail = 0;
    region[i] = id;
    queue[tail++] = i;
    for (let head = 0; head < tail; head++) {
      const c = queue[head] as number;
      const x = c % width;
      for (const j of [x + 1 < width ? c + 1 : -1, x > 0 ? c - 1 : -1, c + width < n ? c + width : -1, c - width]) {
        if (j < 0 || region[j] !== -1 || map.cells.blocksMove[j] === 1) continue;
        region[j] = id;
        queue[tail++] = j;
      }
    }
    return id;
  };
  const reached = new Map(sides.map((s) => [s, new Set((cells.get(s) ?? []).map((c) => regionOf(c.y * width + c.x)))]));
  for (let s = 0; s < sides.length; s++) {
    for (let t = s + 1; t < sides.length; t++) {
      const a = reached.get(sides[s] ?? '') ?? new Set<number>();
      const b = reached.get(sides[t] ?? '') ?? new Set<number>();
      if (a.size > 0 && b.size > 0 && ![...a].some((r) => b.has(r))) unreachable.push({ from: sides[s] ?? '', to: sides[t] ?? '' });
    }
  }
  return { noBlocking: !blocking, sight, unreachable };
}

const at = (c: { x: number; y: number }): string => `(${c.x}, ${c.y})`;

/** The checks in sentences, each with the cells to show. */
export function tableCheckWords(checks: TableChecks): { text: string; cells: { x: number; y: number }[] }[] {
  const out: { text: string; cells: { x: number; y: number }[] }[] = [];
  if (checks.noBlocking) out.push({ text: 'No cell blocks movement or sight: the map plays as an open field.', cells: [] });
  for (const f of checks.sight) {
    const [a, b] = f.sides;
    out.push({
      text: `The spawn zones of sides ${a} and ${b} see each other at the start: ${f.pairs.map((p) => `${at(p.a)} sees ${at(p.b)}`).join(', ')}.`,
      cells: f.pairs.flatMap((p) => [p.a, p.b]),
    });
  }
  for (const f of checks.unreachable) out.push({ text: `Side ${f.from} cannot reach side ${f.to}: walls or cells that block movement close every way between their spawn zones.`, cells: [] });
  return out;
}
