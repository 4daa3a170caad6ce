/**
 * From the battle state to the plain-data view the map draws (renderer/table/view-model.ts).
 * What a seat may not see never enters the view: an enemy out of sight is left out, not darkened
 * (issue 5 points 7 and 8), so neither the canvas nor the DOM can hold it.
 */
import { sideVisibility, type BattleState, type Unit } from '../../src/battle';
import { VIEW_SEEN, VIEW_WALL_LIT } from '../../src/battle/geometry';
import type { BattleMap } from '../../src/battle/map';
import { findAmmo, findFirearm } from '../../src/ops/data/firearms';
import { WOUND_ROW_IDS } from '../../src/ops/data/wound-chart';
import type { SideView, TableView, UnitView, WeaponView, WoundLevel } from '../table/view-model';
import type { TableMeta } from './setup-model';

/** Who is looking: one or more sides (the players' shared view), or everything (no humans at all). */
export type Eyes = { readonly kind: 'sides'; readonly sides: readonly string[] } | { readonly kind: 'all' };

export interface Sight {
  /** Cells shown without fog (seen, or a lit wall face), as y * width + x. */
  readonly cells: ReadonlySet<number>;
  /** Units of other sides in sight (the rules' own test, sideVisibility). */
  readonly units: ReadonlySet<string>;
}

/** What the given sides see together; null for the all-seeing eyes. */
export function sightOf(state: BattleState, map: BattleMap, eyes: Eyes): Sight | null {
  if (eyes.kind === 'all') return null;
  const cells = new Set<number>();
  const seenUnits = new Set<string>();
  for (const side of eyes.sides) {
    const v = sideVisibility(state, map, side);
    v.cells.forEach((bits, i) => {
      if (bits & (VIEW_SEEN | VIEW_WALL_LIT)) cells.add(i);
    });
    for (const id of v.enemies) seenUnits.add(id);
    // Dead bodies are not "enemies in sight"; they show where the eyes see their cell.
    for (const u of state.units) if (u.status === 'dead' && (v.cells[u.cell.y * map.width + u.cell.x] ?? 0) & VIEW_SEEN) seenUnits.add(u.id);
  }
  return { cells, units: seenUnits };
}

/** Whether these eyes may see this unit now. */
export function mayShow(u: Unit, eyes: Eyes, sight: Sight | null): boolean {
  if (eyes.kind === 'all' || sight === null) return true;
  return eyes.sides.includes(u.side) || sight.units.has(u.id);
}

const VIEW_WOUND: Record<string, WoundLevel> = {
  scratch: 'scratch',
  hurt: 'hurt',
  light: 'light',
  serious: 'serious',
  critical: 'critical',
  incapacitated: 'incapacitated',
  nearDeath: 'near-death',
};

/** The worst row with a marked box (R-OPS-22), as the token's pips show it. */
export function worstWound(u: Unit): WoundLevel {
  if (u.condition.wounds.dead) return 'near-death';
  let worst: WoundLevel = 'none';
  for (const row of WOUND_ROW_IDS) if (u.condition.wounds[row] > 0) worst = VIEW_WOUND[row] ?? worst;
  return worst;
}

export function weaponView(u: Unit | undefined): WeaponView | null {
  const w = u?.weapons[u.weapon];
  if (!w) return null;
  const def = findFirearm(w.name);
  if (!def.ok) return null;
  const ammo = findAmmo(def.value, w.ammo);
  return ammo.ok ? { name: `${def.value.name} (${ammo.value.label})`, bands: ammo.value.ranges } : null;
}

/** The view's side number of a battle side: its colour index, so the chosen colour is drawn. */
export function colourOf(meta: TableMeta, sideId: string): number {
  return meta.sides.find((s) => s.id === sideId)?.colour ?? 0;
}

export function sideViews(state: BattleState, meta: TableMeta): SideView[] {
  const out: SideView[] = [0, 1, 2, 3].map(() => ({ name: '', letter: '' }));
  for (const side of state.sides) {
    const m = meta.sides.find((s) => s.id === side.id);
    if (m) out[m.colour] = { name: side.name, letter: m.letter };
  }
  return out;
}

export function unitView(u: Unit, meta: TableMeta): UnitView {
  return {
    id: u.id,
    codeName: u.name,
    side: colourOf(meta, u.side),
    x: u.cell.x,
    y: u.cell.y,
    facing: (u.facing % 8) * 45,
    wound: worstWound(u),
    states: {
      dodge: u.dodging,
      holding: u.hold !== null,
      grabbed: u.heldBy !== null,
      blind: u.blindRounds > 0,
      out: u.status === 'out',
      dead: u.status === 'dead',
    },
  };
}

export interface ViewInput {
  readonly state: BattleState;
  readonly meta: TableMeta;
  readonly eyes: Eyes;
  readonly sight: Sight | null;
  readonly selectedId: string | null;
  readonly actingId: string | null;
  /** Nothing at all: the board behind a hand-over screen. */
  readonly blank?: boolean;
}

export function tableView(input: ViewInput): TableView {
  const { state, meta, eyes, sight } = input;
  const sides = sideViews(state, meta);
  if (input.blank) return { units: [], sides, selectedId: null, actingId: null, weapon: null, visibility: new Map([[0, new Set<number>()]]), viewer: 0 };
  const units = state.units.filter((u) => mayShow(u, eyes, sight));
  const shown = new Set(units.map((u) => u.id));
  const selected = input.selectedId !== null && shown.has(input.selectedId) ? input.selectedId : null;
  const viewer = eyes.kind === 'all' ? 'gm' : colourOf(meta, eyes.sides[0] ?? '');
  return {
    units: units.map((u) => unitView(u, meta)),
    sides,
    selectedId: selected,
    actingId: input.actingId !== null && shown.has(input.actingId) ? input.actingId : null,
    weapon: weaponView(state.units.find((u) => u.id === selected)),
    visibility: viewer === 'gm' || sight === null ? new Map() : new Map([[viewer, sight.cells]]),
    viewer,
  };
}
