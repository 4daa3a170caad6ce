import { MELEE_MANEUVERS, type BattleState, type MeleeManeuver } from '../state/types';
import { mapNow } from '../state/doors';
import { reachableCells, type ReachableCell } from '../geometry/movement';
import type { BattleMap } from '../map/types';
import { occupiedBy, unitById } from '../state/units';
import { actorFor } from './actor';
import { attackProblem } from './attack';
import { RUN_METERS, WALK_METERS } from './move';
import { weaponInHand } from './ranged-input';
import { firstAidProblem, throwProblem } from './support';
import type { BattleCommand } from './types';
import { reloadSource } from './actions';
import { DOOR_ACTIONS, doorChance, doorProblem, type DoorAction } from './doors';
import type { Cell } from '../geometry/cells';
import { pickUpProblem, switchIsAction, switchProblem, type SwitchTarget } from './weapons';
import { floorItemName } from '../state/floor';
import { watchProblem } from '../overwatch/watch';

/** What a unit may do now, for the table's action bar; each entry is a command the reducer accepts. */
export interface LegalActions {
  readonly unit: string;
  /** Cells it can walk to (the rest of its 6 m), with their cost in meters (R-OPS-27). */
  readonly walk: readonly ReachableCell[];
  /** Cells it can run to as its action (24 m in all). */
  readonly run: readonly ReachableCell[];
  /** Ranged attacks it can make now, by target, with the modes its weapon allows (R-OPS-15). */
  readonly shoot: readonly { readonly target: string; readonly modes: readonly ('semi' | 'auto')[]; readonly maxShots: number }[];
  readonly melee: readonly { readonly target: string; readonly maneuvers: readonly MeleeManeuver[] }[];
  readonly reload: boolean;
  /** It has a flash-bang and is free to throw (the cell is checked when it is picked). */
  readonly canThrow: boolean;
  readonly firstAid: readonly string[];
  /** Units it may hold until (R-OPS-28); any whole value below `holdBelow` is a legal hold value. */
  readonly holdUntil: readonly string[];
  readonly holdBelow: number;
  /** R-OPS-48 (when the battle is played with overwatch): it may watch instead of holding. */
  readonly watch: boolean;
  readonly dodge: boolean;
  /** R-OPS-34: what it may take in hand, and whether that switch would be its action (the second this turn). */
  readonly switchTo: readonly { readonly to: SwitchTarget; readonly name: string | null; readonly action: boolean }[];
  /** R-OPS-34: weapons on its own or an adjacent cell it may pick up (indexes into `state.floor`). */
  readonly pickUp: readonly { readonly item: number; readonly name: string }[];
  /** R-OPS-35: doors next to it and what it may do to each, with the chance it works (R-CORE-4; 1 with no roll). */
  readonly doors: readonly { readonly at: Cell; readonly actions: readonly { readonly action: DoorAction; readonly chance: number }[] }[];
}

export function legalActions(state: BattleState, ground: BattleMap, id: string): LegalActions | { readonly rejected: string } {
  // R-OPS-35: the ground with the battle's closed doors in it.
  const map = mapNow(state, ground);
  const u = actorFor(state, id);
  if (typeof u === 'string') return { rejected: u };
  const occupied = (x: number, y: number) => occupiedBy(state, x, y, u.id) !== undefined;
  const free = u.heldBy === null && u.holding === null;
  const walk = free && u.turn.moved < WALK_METERS ? reachableCells(map, u.cell, WALK_METERS - u.turn.moved, { isOccupied: occupied }).cells : [];
  const run = free ? reachableCells(map, u.cell, RUN_METERS - u.turn.moved, { isOccupied: occupied }).cells : [];
  const shoot: { target: string; modes: ('semi' | 'auto')[]; maxShots: number }[] = [];
  const melee: { target: string; maneuvers: MeleeManeuver[] }[] = [];
  const gun = weaponInHand(u);
  for (const t of state.units) {
    if (t.side === u.side || t.status !== 'fighting') continue;
    const modes = (['semi', 'auto'] as const).filter((mode) => !attackProblem(state, map, { type: 'unit.attack', unit: u.id, target: t.id, mode, shots: 1 }));
    if (modes.length > 0) shoot.push({ target: t.id, modes, maxShots: Math.min(gun?.def.semiMax ?? 1, gun?.state.loaded ?? 1) });
    const maneuvers = MELEE_MANEUVERS.filter((maneuver) => !attackProblem(state, map, { type: 'unit.melee', unit: u.id, target: t.id, maneuver }));
    if (maneuvers.length > 0) melee.push({ target: t.id, maneuvers });
  }
  const reload = u.heldBy === null && gun !== undefined && gun.state.loaded < gun.state.magazine && reloadSource(gun.state) !== null;
  const targets: SwitchTarget[] = [...u.weapons.map((_, i) => i), 'melee', 'none'];
  const switchTo = targets
    .filter((to) => switchProblem(u, to) === undefined)
    .map((to) => ({ to, name: to === 'none' ? null : to === 'melee' ? u.melee : (u.weapons[to]?.name ?? null), action: switchIsAction(u) }));
  const pickUp = state.floor.flatMap((item, i) => (pickUpProblem(state, u, i) === undefined ? [{ item: i, name: floorItemName(item) }] : []));
  const doors = state.doors.flatMap((d) => {
    const at = { x: d.x, y: d.y };
    const actions = DOOR_ACTIONS.filter((a) => doorProblem(state, u, at, a) === undefined).map((action) => ({ action, chance: doorChance(u, action) }));
    return actions.length > 0 ? [{ at, actions }] : [];
  });
  const firstAid = state.units.filter((p) => p.side === u.side && !firstAidProblem(state, u, p)).map((p) => p.id);
  const holdUntil = state.units
    .filter((o) => o.id !== u.id && o.status === 'fighting' && !o.turn.done && !o.turn.acted && !o.dodging)
    .map((o) => o.id);
  return {
    unit: u.id,
    walk,
    run,
    shoot,
    melee,
    reload,
    canThrow: u.heldBy === null && u.flashBangs > 0,
    firstAid,
    holdUntil,
    holdBelow: u.initiative ?? 0,
    watch: watchProblem(state, u) === undefined,
    dodge: u.heldBy === null,
    switchTo,
    pickUp,
    doors,
  };
}

/** Every legal action as concrete commands (a few sample cells per move kind): for fuzzing and quick AIs. */
export function legalCommands(state: BattleState, ground: BattleMap, id: string, sample = 4): BattleCommand[] {
  // R-OPS-35: the ground with the battle's closed doors in it.
  const map = mapNow(state, ground);
  const legal = legalActions(state, map, id);
  if ('rejected' in legal) return [];
  const out: BattleCommand[] = [{ type: 'unit.end-turn', unit: id }];
  const pick = <T>(list: readonly T[]): T[] => {
    if (list.length <= sample) return [...list];
    return Array.from({ length: sample }, (_, i) => list[Math.floor((i * list.length) / sample)]).filter((x): x is T => x !== undefined);
  };
  for (const c of pick(legal.walk)) out.push({ type: 'unit.move', unit: id, to: { x: c.x, y: c.y } });
  for (const c of pick(legal.run)) out.push({ type: 'unit.run', unit: id, to: { x: c.x, y: c.y } });
  for (const s of legal.shoot) {
    for (const mode of s.modes) out.push(mode === 'auto' ? { type: 'unit.attack', unit: id, target: s.target, mode } : { type: 'unit.attack', unit: id, target: s.target, mode, shots: s.maxShots });
  }
  for (const m of legal.melee) for (const maneuver of m.maneuvers) out.push({ type: 'unit.melee', unit: id, target: m.target, maneuver });
  if (legal.reload) out.push({ type: 'unit.reload', unit: id });
  for (const p of legal.firstAid) out.push({ type: 'unit.first-aid', unit: id, patient: p });
  for (const o of legal.holdUntil) out.push({ type: 'unit.hold', unit: id, until: { unit: o } });
  out.push({ type: 'unit.hold', unit: id, until: { value: Math.ceil(legal.holdBelow) - 1 } });
  if (legal.watch) out.push({ type: 'unit.watch', unit: id });
  if (legal.dodge) out.push({ type: 'unit.dodge', unit: id });
  for (const w of legal.switchTo) out.push({ type: 'unit.switch', unit: id, to: w.to });
  for (const p of legal.pickUp) out.push({ type: 'unit.pick-up', unit: id, item: p.item });
  for (const d of legal.doors) for (const a of d.actions) out.push({ type: 'unit.door', unit: id, at: d.at, action: a.action });
  const me = unitById(state, id);
  if (legal.canThrow && me) {
    for (const t of state.units) {
      if (t.side !== me.side && t.status === 'fighting' && !throwProblem(state, map, me, t.cell)) out.push({ type: 'unit.throw', unit: id, at: t.cell });
    }
  }
  return out;
}
