import { meleeOdds } from '../../ops/combat/melee';
import { meleeInput } from '../commands/melee';
import type { BattleCommand } from '../commands/types';
import { coverAgainst } from '../geometry/cover';
import type { BattleMap } from '../map/types';
import { mapNow } from '../state/doors';
import type { AiLevel, BattleState, Unit } from '../state/types';
import { unitById } from '../state/units';
import { AiView, severityOf } from './value';

/**
 * The computer's answer when one of its units is attacked and asked how it defends (R-OPS-14,
 * R-OPS-33, R-OPS-38). A block costs nothing and can only help: it is taken whenever offered unless
 * a dodge is worth its price. A dodge costs the unit its action, so a veteran dodges only when the
 * harm it avoids is more than the harm it would give up; recruits duck whenever shot at in the open.
 */

/** Expected harm of a melee attack on `me` defending this way. */
function meleeHarm(attacker: Unit, me: Unit, maneuver: Parameters<typeof meleeInput>[2], defence: 'defend' | 'block' | 'dodge'): number {
  const target = defence === 'dodge' ? { ...me, dodging: true } : me;
  const odds = meleeOdds(meleeInput(attacker, target, maneuver, defence === 'block' ? 'block' : 'defend'), me.armor, me.stats.damageReduction);
  if (!odds.ok) return 0;
  // A grab or a disarm does no wound but costs the turn or the gun.
  return odds.winChance * (odds.woundOnHit ? severityOf(odds.woundOnHit) : 1.2);
}

export function chooseDefence(state: BattleState, ground: BattleMap, level: AiLevel): BattleCommand | undefined {
  // R-OPS-35: the ground with the battle's closed doors in it.
  const map = mapNow(state, ground);
  const prompt = state.prompt;
  if (!prompt) return undefined;
  const me = unitById(state, prompt.unit);
  const attacker = unitById(state, prompt.attack.unit);
  const canDodge = prompt.choices.includes('dodge');
  const canBlock = prompt.choices.includes('block');
  const fallback: BattleCommand = { type: 'unit.defend', unit: prompt.unit, defence: canBlock ? 'block' : 'none' };
  if (!me || !attacker || !canDodge) return fallback;
  const dodge: BattleCommand = { type: 'unit.defend', unit: me.id, defence: 'dodge' };
  const attack = prompt.attack;
  const view = new AiView(state, map, level);
  if (attack.type === 'unit.melee') {
    if (level === 'recruit') return fallback;
    // Dodging gives +1 to defend (R-OPS-19) but costs the action.
    const saved = meleeHarm(attacker, me, attack.maneuver, canBlock ? 'block' : 'defend') - meleeHarm(attacker, me, attack.maneuver, 'dodge');
    const own = Math.max(view.bestShot(me)?.value ?? 0, 0.3);
    return saved > own ? dodge : fallback;
  }
  if (level === 'recruit') return coverAgainst(map, attacker.cell, me.cell).targetCover === 'none' ? dodge : fallback;
  const incoming = view.attackValue(attacker, me, attack.mode, attack.shots);
  const own = view.bestShot(me)?.value ?? 0;
  // A veteran weighs the harm coming at it against the harm it would give up by not acting.
  return incoming > Math.max(0.6, own) ? dodge : fallback;
}
