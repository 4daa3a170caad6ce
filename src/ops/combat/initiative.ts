import type { Rng } from '../../core/rng';
import type { TraitEffect } from '../data/gifts-faults';
import { rollValue, type Modifier, type RollRecord } from '../dice/roll-record';

/**
 * R-OPS-4: 1dF + Reactions each round; R-OPS-22: wound penalties apply to initiative too;
 * Combat Reflexes adds its bonus.
 */
export function rollInitiative(rng: Rng, reactions: number, effects: readonly TraitEffect[] = [], woundPenalty = 0): RollRecord {
  const modifiers: Modifier[] = [];
  for (const e of effects) if (e.kind === 'initiative') modifiers.push({ value: e.bonus, reason: 'Combat Reflexes' });
  if (woundPenalty) modifiers.push({ value: woundPenalty, reason: 'wounds (R-OPS-22)' });
  return rollValue(rng, { kind: 'initiative', label: 'Initiative', trait: { name: 'Reactions', value: reactions }, modifiers, dice: 1 });
}

/** R-OPS-14 and Danger Sense: whether a character may dodge now. */
export function mayDodge(hasActedThisRound: boolean, surprised: boolean, effects: readonly TraitEffect[] = []): boolean {
  if (hasActedThisRound) return false;
  return !surprised || effects.some((e) => e.kind === 'dodge when surprised');
}
