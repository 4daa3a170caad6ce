import type { UnitCommand } from '../commands/rules';
import type { BattleState } from '../state/types';
import { unitById } from '../state/units';
import { guardOf, isDefender } from './access';

/** What an unaware or suspicious defender may not do (R-OPS-39: it keeps its post or patrol, or goes to look; no combat action). */
const COMBAT: ReadonlySet<string> = new Set(['unit.attack', 'unit.melee', 'unit.throw', 'unit.dodge']);

/** Why a mission refuses this command, or null (the command's own rule then decides). */
export function missionRefusal(state: BattleState, c: UnitCommand): string | null {
  const m = state.mission;
  if (!m || !COMBAT.has(c.type)) return null;
  const u = unitById(state, c.unit);
  if (!u || !isDefender(m, u)) return null;
  const mind = guardOf(m, u).awareness;
  if (mind === 'alerted') return null;
  return `${u.name} is ${mind} and takes no combat action until alerted (R-OPS-39).`;
}
