import { resolveRangedAttack } from '../../ops/combat/ranged-attack';
import type { RangedAttackInput } from '../../ops/combat/ranged-plan';
import { diceFor } from '../state/dice';
import type { BattleEvent } from '../state/events';
import type { BattleState, Effect, Unit } from '../state/types';
import { withUnit } from '../state/units';
import { damageReport } from './damage-report';

/** A firing done: the state with the dice used and the rounds spent, the harm still to apply, the log's event. */
export interface Fired {
  readonly state: BattleState;
  /** The wounds (and armor worn through) of the hits, for the caller to apply at once or defer. */
  readonly effects: readonly Effect[];
  readonly fired: Extract<BattleEvent, { type: 'unit.fired' }>;
}

/**
 * `shooter` fires the weapon in its hand at `target` (R-OPS-5..R-OPS-9 by src/ops): dice keyed by
 * the round and the shooter (R-CORE-5), the rounds leave its magazine, each hit becomes a wound
 * effect. An attack command (commands/attack.ts) and a watch shot (overwatch/trigger.ts) both fire
 * this way; they differ only in when the harm lands and what follows.
 */
export function fireWeapon(state: BattleState, shooter: Unit, target: Unit, input: RangedAttackInput): Fired | { readonly rejected: string } {
  const dice = diceFor(state, shooter.id);
  const result = resolveRangedAttack(dice.rng, input, { wounds: target.condition.wounds, armor: target.armor, damageReduction: target.stats.damageReduction });
  if (!result.ok) return { rejected: result.rejected };
  const effects: Effect[] = [];
  for (const a of result.attacks) {
    if (a.damage && a.damage.level !== 'none') {
      effects.push({ kind: 'wound', unit: target.id, level: a.damage.level, wear: a.damage.armorDegraded ? 'ballistic' : null });
    } else if (a.damage?.armorDegraded) {
      effects.push({ kind: 'wound', unit: target.id, level: 'none', wear: 'ballistic' });
    }
  }
  const spent = withUnit(dice.commit(state), shooter.id, (u) => ({
    ...u,
    weapons: u.weapons.map((w, i) => (i === u.weapon ? { ...w, loaded: w.loaded - result.roundsFired, firedRound: state.clock.round } : w)),
  }));
  return {
    state: spent,
    effects,
    fired: {
      type: 'unit.fired',
      unit: shooter.id,
      target: target.id,
      weapon: input.weapon.name,
      mode: input.mode ?? 'semi',
      roundsSpent: result.roundsFired,
      shots: result.attacks.map((a) => ({ roll: a.hitRoll, hit: a.hit, damage: a.damage ? damageReport(a.damage) : null })),
    },
  };
}
