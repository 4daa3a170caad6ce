import { sideViews, VIEW_SEEN } from '../../src/battle/geometry';
import type { BattleMap } from '../../src/battle/map';
import { FIREARMS } from '../../src/ops/data/firearms';
import type { Point } from './coords';
import { NO_STATES, WOUND_LEVELS, type TableView, type UnitStates, type UnitView } from './view-model';

/**
 * The fixed view of the map preview (and the benchmark): two squads facing each other across
 * the middle of the map, one unit in each state a token can show, sight from the real geometry.
 * Not a battle: there are no rules here, only something to look at.
 */

const ANIMALS = ['Tiger', 'Fox', 'Heron', 'Wolf', 'Viper', 'Owl', 'Lynx', 'Raven', 'Badger', 'Cobra', 'Hawk', 'Mole'];
const COLOURS = [['Blue', 'Red', 'Black', 'Green'], ['Gray', 'Red', 'Blue', 'Green']] as const;

const STATE_SHOWCASE: ReadonlyArray<Partial<UnitStates>> = [
  {},
  { dodge: true },
  { holding: true },
  { watching: true },
  { grabbed: true },
  { blind: true },
  { out: true },
  { dead: true },
  {},
];

/** The nearest free walkable cell to `p`, searching outward ring by ring. */
export function nearestFree(map: BattleMap, p: Point, taken: ReadonlySet<number>): Point | undefined {
  const maxR = Math.max(map.width, map.height);
  for (let r = 0; r <= maxR; r += 1) {
    for (let dy = -r; dy <= r; dy += 1) {
      for (let dx = -r; dx <= r; dx += 1) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
        const x = p.x + dx;
        const y = p.y + dy;
        if (x < 0 || y < 0 || x >= map.width || y >= map.height) continue;
        const i = y * map.width + x;
        if (map.cells.blocksMove[i] === 1 || taken.has(i)) continue;
        return { x, y };
      }
    }
  }
  return undefined;
}

export interface SampleOptions {
  /** Units in all (default 8); past 8 they spread over the whole map, for the benchmark. */
  readonly units?: number;
  readonly viewer?: number | 'gm';
  /** Sight radius in tiles for the fog. */
  readonly sight?: number;
}

export function sampleView(map: BattleMap, options: SampleOptions = {}): TableView {
  const count = options.units ?? 8;
  const taken = new Set<number>();
  const units: UnitView[] = [];
  const cx = Math.floor(map.width / 2);
  const cy = Math.floor(map.height / 2);
  for (let k = 0; k < count; k += 1) {
    const side = k % 2;
    const n = Math.floor(k / 2);
    let want: Point;
    if (count <= 8) {
      // Two lines of four, five cells either side of the middle.
      want = { x: cx + (side === 0 ? -5 : 5) + (n % 2), y: cy - 3 + n * 2 };
    } else {
      const cols = Math.ceil(Math.sqrt(count));
      want = { x: Math.floor(((k % cols) + 0.5) * (map.width / cols)), y: Math.floor((Math.floor(k / cols) + 0.5) * (map.height / cols)) };
    }
    const at = nearestFree(map, want, taken);
    if (!at) break;
    taken.add(at.y * map.width + at.x);
    const showcase = count <= 8 ? (STATE_SHOWCASE[k] ?? {}) : {};
    const states: UnitStates = { ...NO_STATES, ...showcase };
    const wound = states.dead ? 'near-death' : states.out ? 'incapacitated' : (WOUND_LEVELS[(k * 3) % 6] ?? 'none');
    units.push({
      id: `u${k + 1}`,
      codeName: `${COLOURS[side]?.[n % 4] ?? 'Gray'} ${ANIMALS[n % ANIMALS.length] ?? 'Tiger'}`,
      side,
      x: at.x,
      y: at.y,
      facing: side === 0 ? 90 : 270,
      wound,
      states,
    });
  }
  const views = sideViews(
    map,
    units.filter((u) => !u.states.dead && !u.states.out).map((u) => ({ id: u.id, side: String(u.side), cell: { x: u.x, y: u.y } })),
    options.sight ?? 24,
  );
  const visibility = new Map<number, ReadonlySet<number>>();
  for (const [side, buffer] of views) {
    const seen = new Set<number>();
    buffer.forEach((bits, i) => {
      if (bits & VIEW_SEEN) seen.add(i);
    });
    visibility.set(Number(side), seen);
  }
  // A last-seen ghost (ghost-layer.ts) a few cells behind the second squad, as a seat's memory would leave it.
  const ghostAt = count <= 8 ? nearestFree(map, { x: cx + 9, y: cy }, taken) : undefined;
  const rifle = FIREARMS.find((f) => f.category === 'assault rifle') ?? FIREARMS[0];
  return {
    units,
    sides: [
      { name: 'Blue team', letter: 'A' },
      { name: 'Red team', letter: 'B' },
    ],
    selectedId: units[0]?.id ?? null,
    actingId: units[0]?.id ?? null,
    weapon: rifle && rifle.ammo[0] ? { name: `${rifle.name} (${rifle.ammo[0].label})`, bands: rifle.ammo[0].ranges } : null,
    visibility,
    viewer: options.viewer ?? 0,
    ghosts: ghostAt ? [{ x: ghostAt.x, y: ghostAt.y, side: 1, label: 'Gray Mole · R2' }] : [],
  };
}
