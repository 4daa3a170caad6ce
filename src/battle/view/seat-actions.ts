import { legalActions, legalCommands, type LegalActions } from '../commands/legal';
import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import { previewAttack, type AttackPreview } from '../preview/attack-preview';
import type { AttackCommandData } from '../state/types';
import type { SeatView } from './seat-view';

/**
 * A seat's choices, worked out on the battle as the seat knows it (`view.known`): targets, hold
 * choices ("until X acts" names only units the seat sees), walk and run areas and attack odds
 * (R-CORE-4) can then never name or place a unit it has not seen. The true state has the last
 * word when the command is sent (the round machine applies it to the real battle).
 */

/**
 * R-OPS-34: `view.known.floor` holds only the weapons the seat sees, so an item number worked out on
 * it is turned back into the battle's own (view.floorAt) before a command names it.
 */
const trueItem = (view: SeatView, item: number): number => view.floorAt[item] ?? item;

/** What one of the viewer's units may do now, or why it may not. */
export function seatActions(view: SeatView, map: BattleMap, unit: string): LegalActions | { readonly rejected: string } {
  if (!view.own.some((u) => u.id === unit)) return { rejected: 'That is not one of your units.' };
  const legal = legalActions(view.known, map, unit);
  return 'rejected' in legal ? legal : { ...legal, pickUp: legal.pickUp.map((p) => ({ ...p, item: trueItem(view, p.item) })) };
}

/** Every legal action of one of the viewer's units as concrete commands (a few sample cells per move kind). */
export function seatCommands(view: SeatView, map: BattleMap, unit: string, sample = 4): BattleCommand[] {
  if (!view.own.some((u) => u.id === unit)) return [];
  return legalCommands(view.known, map, unit, sample).map((c) => (c.type === 'unit.pick-up' ? { ...c, item: trueItem(view, c.item) } : c));
}

/** The odds of an attack by one of the viewer's units on a unit it sees, before it is committed. */
export function seatPreview(view: SeatView, map: BattleMap, cmd: AttackCommandData): AttackPreview | { readonly rejected: string } {
  if (!view.own.some((u) => u.id === cmd.unit)) return { rejected: 'That is not one of your units.' };
  return previewAttack(view.known, map, cmd);
}

/**
 * The odds of an enemy's attack on one of the viewer's units, as the viewer sees it: what the
 * dodge question shows (R-CORE-4). Only for an attacker in sight; an unseen one stays unknown. A
 * seen enemy's ammunition is not known (seat-view.ts asSeen), but the attack being asked shows
 * its weapon fires: it is taken as loaded, which is all the odds need. `defence` is the answer
 * weighed: a plain defence, or a block (R-OPS-33).
 */
export function defencePreview(view: SeatView, map: BattleMap, cmd: AttackCommandData, defence: 'defend' | 'block' = 'defend'): AttackPreview | { readonly rejected: string } {
  if (!view.own.some((u) => u.id === cmd.target)) return { rejected: 'That attack is not on one of your units.' };
  if (view.own.some((u) => u.id === cmd.unit) || !view.known.units.some((u) => u.id === cmd.unit)) return { rejected: 'The attacker is not an enemy in sight.' };
  const units = view.known.units.map((u) => (u.id === cmd.unit ? { ...u, weapons: u.weapons.map((w, i) => (i === u.weapon ? { ...w, loaded: w.magazine } : w)) } : u));
  return previewAttack({ ...view.known, units }, map, cmd, defence);
}
