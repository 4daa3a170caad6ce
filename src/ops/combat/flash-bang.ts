import { ladderWord } from '../../core/ladder';
import type { Rng } from '../../core/rng';
import { FLASH_BANG_RANGES } from '../data/equipment';
import { rollVsDifficulty, type Modifier, type RollRecord } from '../dice/roll-record';
import { unopposedChance } from '../dice/odds';
import { DEFAULT_OPS_OPTIONS, type OpsOptions } from './options';
import { maxRange, rangeDifficulty } from './range';
import type { Rejection } from './ranged-plan';

/** R-OPS-17: blind for two rounds, -3 to any action needing sight. */
export const BLIND_ROUNDS = 2;
export const BLIND_PENALTY = -3;

export interface FlashBangThrow {
  /** The thrower's Throwing rating. */
  readonly throwing: number;
  readonly distanceM: number;
  /** Wounds, armor Mod, blindness...: as for any action. */
  readonly modifiers?: readonly Modifier[];
}

interface ThrowPlan {
  readonly difficulty: number;
  readonly parts: Modifier[];
}

function planThrow(input: FlashBangThrow): ThrowPlan | Rejection {
  const range = rangeDifficulty(FLASH_BANG_RANGES, input.distanceM);
  if (range === null) {
    return { ok: false, rejected: `A flash-bang cannot be thrown ${input.distanceM} m; the farthest is ${maxRange(FLASH_BANG_RANGES)} m.` };
  }
  return { difficulty: range, parts: [{ value: range, reason: `throw ${input.distanceM} m: ${ladderWord(range)} (R-OPS-17)` }] };
}

export interface FlashBangResult {
  readonly ok: true;
  readonly roll: RollRecord;
  /** On target: it goes off where aimed. A miss lands astray and blinds no one (this game's reading). */
  readonly onTarget: boolean;
}

/** R-OPS-17: a Throwing roll, unopposed (3dF, R-OPS-1), against the range difficulty. */
export function resolveFlashBangThrow(rng: Rng, input: FlashBangThrow): FlashBangResult | Rejection {
  const plan = planThrow(input);
  if ('ok' in plan) return plan;
  const roll = rollVsDifficulty(
    rng,
    { kind: 'unopposed', label: 'Flash-bang throw', trait: { name: 'Throwing', value: input.throwing }, modifiers: input.modifiers ?? [], dice: 3 },
    plan.difficulty,
    plan.parts,
  );
  return { ok: true, roll, onTarget: roll.outcome === 'success' };
}

export function flashBangThrowChance(input: FlashBangThrow): number | Rejection {
  const plan = planThrow(input);
  if ('ok' in plan) return plan;
  const mods = (input.modifiers ?? []).reduce((s, m) => s + m.value, 0);
  return unopposedChance(input.throwing + mods, plan.difficulty);
}

export interface Placed {
  readonly id: string;
  /** Position in meters (tile centre x meters per tile). */
  readonly x: number;
  readonly y: number;
}

/** Who is blinded by a flash-bang going off at `at`: everyone within the radius option (R-OPS-17). */
export function flashBangVictims(at: { x: number; y: number }, people: readonly Placed[], options: OpsOptions = DEFAULT_OPS_OPTIONS): string[] {
  const r2 = options.flashBangRadiusM ** 2;
  return people.filter((p) => (p.x - at.x) ** 2 + (p.y - at.y) ** 2 <= r2).map((p) => p.id);
}
