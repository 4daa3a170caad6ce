import type { BattleEvent } from './events';
import type { BattleState, FloorItem, Unit } from './types';
import { withUnit } from './units';

/** R-OPS-34: weapons lying on the floor of the battle. */

export function floorItemName(item: FloorItem): string {
  return item.kind === 'firearm' ? item.weapon.name : item.name;
}

/** R-OPS-34: a disarm knocks the weapon in hand onto its owner's cell. */
export function dropWeaponInHand(state: BattleState, u: Unit): { state: BattleState; events: BattleEvent[] } {
  let item: FloorItem | null = null;
  let unit = u;
  const held = u.weapons[u.weapon];
  if (held) {
    item = { kind: 'firearm', cell: u.cell, weapon: held };
    unit = { ...u, weapons: u.weapons.filter((_, i) => i !== u.weapon), weapon: -1 };
  } else if (u.meleeInHand && u.melee) {
    item = { kind: 'melee', cell: u.cell, name: u.melee };
    unit = { ...u, melee: null, meleeInHand: false };
  }
  if (!item) return { state, events: [] };
  const s = { ...withUnit(state, u.id, () => unit), floor: [...state.floor, item] };
  return { state: s, events: [{ type: 'weapon.dropped', unit: u.id, item: floorItemName(item), cell: u.cell }] };
}
