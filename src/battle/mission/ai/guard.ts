import { chooseCommand } from '../../ai/choose';
import type { BattleCommand } from '../../commands/types';
import type { Cell } from '../../geometry/cells';
import type { AiLevel, BattleState, Unit } from '../../state/types';
import { guardOf } from '../access';
import { taskCheck } from '../tasks';
import type { Device, MissionState } from '../types';
import { besideCells, distanceField } from './fields';
import { knownBattle, knownOccupied, moveToward, type Knowledge, type Ways } from './steps';

/**
 * The computer's defenders (R-OPS-39, R-OPS-44, R-OPS-46), from what their side knows: unaware ones
 * keep to their posts and walk their patrol routes; a suspicious one goes to look at the cell it
 * noticed or heard something in; an alerted one raises the alarm at a panel when it can, fights the
 * intruders its side sees (the plain computer's choices, on the battle as the side knows it), and
 * otherwise hunts toward where an intruder was last known. None ever moves toward an intruder it
 * has not noticed or heard.
 */

const king = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
const end = (u: Unit): BattleCommand => ({ type: 'unit.end-turn', unit: u.id });

/** Walking its round (or back to its post) while it knows nothing. */
function patrol(state: BattleState, w: Ways, k: Knowledge, u: Unit): BattleCommand {
  const g = guardOf(state.mission as MissionState, u);
  const goal = g.route.length > 0 ? (g.route[g.leg % g.route.length] ?? g.post) : g.post;
  if (goal.x === u.cell.x && goal.y === u.cell.y) return end(u);
  return moveToward(state, w.live, u, distanceField(w.ground, [goal]), knownOccupied(state, w.live.width, k, u), false) ?? end(u);
}

/** The nearest working alarm panel, by walking distance. */
function nearestPanel(state: BattleState, w: Ways, u: Unit): { panel: Device; meters: number } | null {
  let best: { panel: Device; meters: number } | null = null;
  for (const d of (state.mission as MissionState).devices) {
    const at = d.cells[0];
    if (d.kind !== 'panel' || d.status !== 'active' || !at) continue;
    const f = distanceField(w.ground, besideCells(w.ground, at));
    const meters = f[u.cell.y * w.ground.width + u.cell.x] ?? Infinity;
    if (meters < (best?.meters ?? Infinity)) best = { panel: d, meters };
  }
  return best;
}

export function guardCommand(state: BattleState, w: Ways, k: Knowledge, u: Unit, level: AiLevel): BattleCommand {
  const m = state.mission as MissionState;
  const g = guardOf(m, u);
  const occupied = knownOccupied(state, w.live.width, k, u);
  if (g.awareness === 'unaware') return patrol(state, w, k, u);
  if (g.awareness === 'suspicious') {
    if (!g.look || king(g.look, u.cell) <= 1) return end(u);
    return moveToward(state, w.live, u, distanceField(w.ground, [g.look]), occupied, false) ?? end(u);
  }
  // Alerted (R-OPS-44): the alarm first, when a panel is at hand.
  if (!m.alarm.raised) {
    const panel = nearestPanel(state, w, u);
    if (panel && panel.meters === 0 && taskCheck(state, u, 'alarm', panel.panel.id) === null) return { type: 'unit.task', unit: u.id, task: 'alarm', target: panel.panel.id };
    // Nobody to shoot at and a panel within a run: go and raise it (veterans; a recruit fights or hunts).
    if (panel && k.seen.size === 0 && level === 'veteran' && panel.meters <= 24) {
      const at = panel.panel.cells[0] as Cell;
      return moveToward(state, w.live, u, distanceField(w.ground, besideCells(w.ground, at)), occupied, true, true) ?? end(u);
    }
  }
  const enemies = state.units.some((v) => k.seen.has(v.id) && v.status === 'fighting');
  if (enemies) return chooseCommand(knownBattle(state, k), w.live, u.id, level);
  // Hunting: to where an intruder was last known, running.
  if (g.look && king(g.look, u.cell) > 1) return moveToward(state, w.live, u, distanceField(w.ground, [g.look]), occupied, true, true) ?? end(u);
  return patrol(state, w, k, u);
}
