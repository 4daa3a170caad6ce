import type { BattleMap } from '../map/types';
import type { Unit } from '../state/types';
import { kitOf } from './access';
import { DARK, lightCode, lightGrid } from './light';
import type { MissionState } from './types';

/** R-OPS-43: firing at a unit in a dark cell without night vision (goggles or the gift) is at -3, as blind. */
export function darkShot(m: MissionState, map: BattleMap, attacker: Unit, target: Unit): boolean {
  if (m.light === null || kitOf(m, attacker.id).seesInDark) return false;
  return lightCode(lightGrid(m.light, map.width, map.height), map.width, target.cell) === DARK;
}
