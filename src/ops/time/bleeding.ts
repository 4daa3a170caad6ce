import { ladderWord } from '../../core/ladder';
import type { Rng } from '../../core/rng';
import type { TraitEffect } from '../data/gifts-faults';
import type { WoundLevel } from '../data/wound-chart';
import { rollVsDifficulty, type Modifier, type RollRecord } from '../dice/roll-record';
import { unopposedChance } from '../dice/odds';
import { painShift, woundPenalty, worsenWorstWound, worstWound } from '../combat/wounds';
import { afterWounds, type Condition } from './condition';

/** R-OPS-25: Body (and First Aid) vs Fair for Light, Good Serious, Great Critical, Superb Incapacitated. */
export const BLEEDING_DIFFICULTY: Readonly<Partial<Record<WoundLevel, number>>> = {
  light: 0,
  serious: 1,
  critical: 2,
  incapacitated: 3,
};

/** R-OPS-26: First Aid at Superb ends the danger of a near-death wound. */
export const NEAR_DEATH_FIRST_AID = 3;

export type MinuteEvent =
  | { readonly kind: 'bleeding held' }
  | { readonly kind: 'wound worsened'; readonly from: WoundLevel; readonly to: string }
  | { readonly kind: 'near death survived' }
  | { readonly kind: 'died' };

export interface MinuteResult {
  readonly condition: Condition;
  readonly roll: RollRecord | null;
  readonly event: MinuteEvent | null;
}

/** The danger the patient is in now: what the minute's roll (and First Aid) are against. */
export function currentDanger(c: Condition): { kind: 'near death' } | { kind: 'bleeding'; wound: WoundLevel; difficulty: number } | null {
  if (c.wounds.dead) return null;
  if (c.wounds.nearDeath > 0) return c.stabilized ? null : { kind: 'near death' };
  if (!c.bleeding) return null;
  const wound = worstWound(c.wounds);
  const difficulty = BLEEDING_DIFFICULTY[wound];
  return difficulty === undefined ? null : { kind: 'bleeding', wound, difficulty };
}

/**
 * How the minute's Body roll is made. R-OPS-31: it takes no wound penalties (its difficulty already
 * grows with the wound); `woundPenalties: true` is the reading before that ruling, kept for old saves.
 */
export interface MinuteRollOptions {
  readonly woundPenalties?: boolean;
}

function bodyMods(c: Condition, effects: readonly TraitEffect[], options: MinuteRollOptions): Modifier[] {
  if (!options.woundPenalties) return [];
  const p = woundPenalty(c.wounds, false, painShift(effects));
  return p ? [{ value: p, reason: 'wounds (R-OPS-22)' }] : [];
}

/** Exact chance the patient's Body roll holds this minute (1 when in no danger). */
export function minuteSurvivalChance(c: Condition, body: number, effects: readonly TraitEffect[] = [], options: MinuteRollOptions = {}): number {
  const danger = currentDanger(c);
  if (danger === null) return 1;
  const mods = bodyMods(c, effects, options).reduce((s, m) => s + m.value, 0);
  if (danger.kind === 'near death') return unopposedChance(body + mods - c.nearDeathChecks, 0);
  return unopposedChance(body + mods, danger.difficulty);
}

/**
 * One minute passes (R-OPS-24..26): a near-death roll (Body vs Fair, -1 per minute after the
 * first; failure kills) or a bleeding roll (Body vs the worst wound's difficulty; failure moves it
 * up a row). The once-a-minute First Aid allowance comes back.
 */
export function minutePasses(rng: Rng, c: Condition, body: number, effects: readonly TraitEffect[] = [], options: MinuteRollOptions = {}): MinuteResult {
  const fresh = { ...c, firstAidThisMinute: false };
  const danger = currentDanger(c);
  if (danger === null) return { condition: fresh, roll: null, event: null };
  const mods = bodyMods(c, effects, options);
  if (danger.kind === 'near death') {
    const late = c.nearDeathChecks > 0 ? [...mods, { value: -c.nearDeathChecks, reason: 'minutes near death (R-OPS-26)' }] : mods;
    const roll = rollVsDifficulty(rng, { kind: 'unopposed', label: 'Near death', trait: { name: 'Body', value: body }, modifiers: late, dice: 3 }, 0, [
      { value: 0, reason: 'Fair: near death (R-OPS-26)' },
    ]);
    if (roll.outcome === 'success') {
      return { condition: { ...fresh, nearDeathChecks: c.nearDeathChecks + 1 }, roll, event: { kind: 'near death survived' } };
    }
    return { condition: { ...fresh, wounds: { ...c.wounds, dead: true } }, roll, event: { kind: 'died' } };
  }
  const roll = rollVsDifficulty(rng, { kind: 'unopposed', label: 'Bleeding', trait: { name: 'Body', value: body }, modifiers: mods, dice: 3 }, danger.difficulty, [
    { value: danger.difficulty, reason: `${ladderWord(danger.difficulty)}: bleeding from a ${danger.wound} wound (R-OPS-25)` },
  ]);
  if (roll.outcome === 'success') return { condition: fresh, roll, event: { kind: 'bleeding held' } };
  const { track, landed } = worsenWorstWound(c.wounds);
  const next = afterWounds(fresh, track, landed);
  return { condition: next, roll, event: landed === 'dead' ? { kind: 'died' } : { kind: 'wound worsened', from: danger.wound, to: landed } };
}
