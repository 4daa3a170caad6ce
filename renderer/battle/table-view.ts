/**
 * From a seat view (src/battle/view) to the plain data the map draws (renderer/table/view-model.ts).
 * The seat view holds only what the viewer may know, so neither the canvas nor the DOM can hold
 * an unseen unit: an enemy out of sight is not in it at all, not darkened.
 */
import { floorItemName, type BattleState, type Unit } from '../../src/battle';
import { shownCell, worstWound, type SeatView } from '../../src/battle/view';
import { findAmmo, findFirearm } from '../../src/ops/data/firearms';
import type { GhostView, SideView, TableView, UnitView, WeaponView } from '../table/view-model';
import type { TableMeta } from './setup-model';
import { missionBoard } from '../../src/battle/mission/board';

export { worstWound };

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

export function sideViews(sides: BattleState['sides'] | SeatView['sides'], meta: TableMeta): SideView[] {
  const out: SideView[] = [0, 1, 2, 3].map(() => ({ name: '', letter: '' }));
  for (const side of sides) {
    const m = meta.sides.find((s) => s.id === side.id);
    if (m) out[m.colour] = { name: side.name, letter: m.letter };
  }
  return out;
}

/** `watches`: the units watching as the viewer knows them (R-OPS-48: whoever sees a watcher sees its watch). */
export function unitView(u: Unit, meta: TableMeta, watches: readonly string[] = []): UnitView {
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
      ...(watches.includes(u.id) ? { watching: true } : {}),
      grabbed: u.heldBy !== null,
      blind: u.blindRounds > 0,
      out: u.status === 'out',
      dead: u.status === 'dead',
    },
  };
}

/** The cells a viewer sees, as the map's fog wants them. */
export function seenCells(view: SeatView): Set<number> {
  const out = new Set<number>();
  view.cells?.forEach((bits, i) => {
    if (shownCell(bits)) out.add(i);
  });
  return out;
}

export interface ViewInput {
  readonly view: SeatView;
  readonly meta: TableMeta;
  readonly selectedId: string | null;
  readonly actingId: string | null;
}

export function tableView(input: ViewInput): TableView {
  const { view, meta } = input;
  const sides = sideViews(view.sides, meta);
  const units = view.known.units;
  const shown = new Set(units.map((u) => u.id));
  const selected = input.selectedId !== null && shown.has(input.selectedId) ? input.selectedId : null;
  const viewer = view.viewer.kind === 'all' ? 'gm' : colourOf(meta, view.viewer.sides[0] ?? '');
  // R-OPS-39: a mission's defenders in view wear their state (the seat view's, so nothing unseen).
  const badges = view.known.mission ? (missionBoard(view)?.badges ?? {}) : {};
  const withBadge = (uv: UnitView): UnitView => {
    const b = badges[uv.id];
    return b === undefined ? uv : { ...uv, states: { ...uv.states, ...(b === 'alerted' ? { alerted: true } : { suspicious: true }) } };
  };
  return {
    units: units.map((u) => withBadge(unitView(u, meta, view.known.watches))),
    sides,
    selectedId: selected,
    actingId: input.actingId !== null && shown.has(input.actingId) ? input.actingId : null,
    weapon: weaponView(units.find((u) => u.id === selected)),
    visibility: viewer === 'gm' || view.cells === null ? new Map() : new Map([[viewer, seenCells(view)]]),
    viewer,
    // R-OPS-35: the doors as this seat last saw them (the seat view keeps them so).
    doors: view.known.doors,
    // R-OPS-34: the weapons on the floor the seat sees now (the seat view picks them).
    floor: view.floor.map((f) => ({ x: f.cell.x, y: f.cell.y, kind: f.kind, name: floorItemName(f) })),
    // Not for the all-seeing GM (no memory of its own) — the seat view gives it no marks.
    ghosts: ghostViews(view, meta),
  };
}

/**
 * The seat's last-seen marks as ghosts on its map: whose mark it is (the name the seat saw) and from
 * which round. Only from the seat view's memory (SeatView.marks: enemies out of sight now, where the
 * seat last saw them); the all-seeing GM has none.
 */
export function ghostViews(view: SeatView, meta: TableMeta): GhostView[] {
  return view.marks.map((m) => ({ x: m.cell.x, y: m.cell.y, side: colourOf(meta, m.side), label: `${m.name} · R${m.round}` }));
}

/** Nothing at all: the board behind a hand-over screen (no unit, every cell fogged). */
export function blankView(sides: BattleState['sides'], meta: TableMeta): TableView {
  return { units: [], sides: sideViews(sides, meta), selectedId: null, actingId: null, weapon: null, visibility: new Map([[0, new Set<number>()]]), viewer: 0 };
}
