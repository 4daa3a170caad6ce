import { ladderWord } from '../../core/ladder';
import type { Rng } from '../../core/rng';
import { rollVsDifficulty, type Modifier, type RollRecord } from '../dice/roll-record';
import { unopposedChance } from '../dice/odds';

/**
 * R-OPS-35: a locked door opens by Pick Locks (3dF vs Good, Fair with a Lock Pick Set) or by kicking
 * it (Body vs Good), each try the action; a Door Charge needs no roll. Unopposed rolls (R-OPS-1).
 */
export type DoorForce = 'pick' | 'kick';

export interface DoorRollInput {
  readonly force: DoorForce;
  /** Pick Locks rating (pick) or Body (kick). */
  readonly trait: number;
  /** A Lock Pick Set: the difficulty is Fair instead of Good. */
  readonly lockPicks?: boolean;
  /** The character's own modifiers (wounds, blindness, armor for a kick). */
  readonly modifiers?: readonly Modifier[];
}

/** The difficulty of forcing a locked door this way, and why. */
export function doorDifficulty(input: DoorRollInput): { value: number; reason: string } {
  if (input.force === 'kick') return { value: 1, reason: 'Good: kick a locked door open (R-OPS-35)' };
  const value = input.lockPicks ? 0 : 1;
  return { value, reason: `${ladderWord(value)}: pick the lock${input.lockPicks ? ' with a Lock Pick Set' : ''} (R-OPS-35)` };
}

export function resolveDoorRoll(rng: Rng, input: DoorRollInput): { roll: RollRecord; opened: boolean } {
  const d = doorDifficulty(input);
  const trait = input.force === 'kick' ? { name: 'Body', value: input.trait } : { name: 'Pick Locks', value: input.trait };
  const roll = rollVsDifficulty(
    rng,
    { kind: 'unopposed', label: input.force === 'kick' ? 'Kick the door' : 'Pick the lock', trait, modifiers: input.modifiers ?? [], dice: 3 },
    d.value,
    [{ value: d.value, reason: d.reason }],
  );
  return { roll, opened: roll.outcome === 'success' };
}

/** The exact chance the try opens the door (R-CORE-4). */
export function doorRollChance(input: DoorRollInput): number {
  const mods = (input.modifiers ?? []).reduce((s, m) => s + m.value, 0);
  return unopposedChance(input.trait + mods, doorDifficulty(input).value);
}
