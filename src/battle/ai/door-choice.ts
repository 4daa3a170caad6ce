import { DOOR_METERS, doorProblem } from '../commands/doors';
import { WALK_METERS } from '../commands/move';
import type { BattleCommand } from '../commands/types';
import type { Cell } from '../geometry/cells';
import type { BattleMap } from '../map/types';
import { mapNow } from '../state/doors';
import type { BattleState, Unit } from '../state/types';
import { occupiedCells } from '../state/units';
import { gridSearch } from '../geometry/grid-search';
import { nearestEnemy } from './route';
import { AiView } from './value';

/**
 * The computer shuts doors too (R-OPS-35); opening or forcing one on its way is route.ts's.
 */

/** How much less harm the enemies could do to it, at the least, for a door to be worth shutting. */
const SHUT_GAIN = 0.3;

/**
 * A veteran with 2 m of its walk left shuts an open door beside it when that cuts the enemies'
 * lines of fire to where it stands by more than it costs its own shooting, when its own way to the
 * nearest enemy does not lead through that door and no friend of its stands beyond it (a unit in
 * a corridor shuts out a room the enemy shoots from; one that came through a doorway into a fight
 * shuts it on the enemies behind). The best such door.
 */
export function shutDoorCommand(state: BattleState, ground: BattleMap, view: AiView, u: Unit): BattleCommand | undefined {
  if (view.level !== 'veteran' || u.turn.moved + DOOR_METERS > WALK_METERS + 1e-9) return undefined;
  let best: { at: Cell; gain: number } | undefined;
  state.doors.forEach((d, i) => {
    if (d.state !== 'open' || Math.max(Math.abs(d.x - u.cell.x), Math.abs(d.y - u.cell.y)) !== 1) return;
    const at = { x: d.x, y: d.y };
    if (doorProblem(state, u, at, 'close') !== undefined) return;
    const beyond = (v: Unit): boolean => (v.cell.x - d.x) * (d.x - u.cell.x) + (v.cell.y - d.y) * (d.y - u.cell.y) > 0;
    if (state.units.some((v) => v.side === u.side && v.status === 'fighting' && beyond(v))) return;
    const exposed = view.exposureAt(u, u.cell);
    if (exposed < SHUT_GAIN) return;
    // The battle with this door shut, as the rules would see it.
    const shut: BattleState = { ...state, doors: state.doors.map((o, k) => (k === i ? { ...o, state: 'closed' } : o)) };
    const after = new AiView(shut, mapNow(shut, ground), view.level);
    const safer = exposed - after.exposureAt(u, u.cell);
    const gain = safer - Math.max(0, (view.bestShot(u)?.value ?? 0) - (after.bestShot(u)?.value ?? 0));
    if (safer < SHUT_GAIN || gain < SHUT_GAIN || (best && gain <= best.gain) || onItsWay(state, ground, u, d.y * ground.width + d.x)) return;
    best = { at, gain };
  });
  return best ? { type: 'unit.door', unit: u.id, at: best.at, action: 'close' } : undefined;
}

/** Whether the unit's way to its nearest enemy, doors aside, leads through cell `door` (route.ts's goal). */
function onItsWay(state: BattleState, ground: BattleMap, u: Unit, door: number): boolean {
  const goal = nearestEnemy(state, u);
  if (!goal) return false;
  const base = mapNow({ doors: [] }, ground);
  const to = goal.cell.y * base.width + goal.cell.x;
  const occupied = occupiedCells(state, base.width, u.id).filter((i) => i !== to);
  return gridSearch(base).path(u.cell.y * base.width + u.cell.x, to, Infinity, occupied)?.includes(door) ?? false;
}
