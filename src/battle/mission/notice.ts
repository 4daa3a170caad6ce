import type { Rng } from '../../core/rng';
import { chanceDiceAtLeast } from '../../ops/dice/odds';
import { rollOpposed, sumModifiers, type Modifier, type RollRecord } from '../../ops/dice/roll-record';
import type { Cell } from '../geometry/cells';
import { distanceMeters } from '../geometry/distance';
import { fireCoverTable } from '../geometry/fire-cache';
import { fireCoverCode } from '../geometry/fire-cover';
import type { Unit } from '../state/types';
import { unitModifiers } from '../state/units';
import { covertSkill, kitOf } from './access';
import { DARK, DIM } from './light';
import { CAMERA_SPOT, DISGUISE_MIN_CELLS, NIGHT_PATTERN, UNTRAINED_HARD_OFFSET, WALKER_STEALTH_BONUS } from './readings';
import { lightAt, type MissionSight } from './sight';
import type { MissionState } from './types';

/**
 * R-OPS-40, being seen, and R-OPS-41's footsteps: opposed 2dF rolls (R-OPS-2), the defender's Spot
 * Hidden (or Listen) against the intruder's Stealth, a tie to the defender. The chance is exact:
 * 2dF - 2dF is distributed as 4dF (fudge-facts.md), so the defender wins when 4dF >= stealth - spot.
 */

export interface TraitSide {
  readonly trait: { readonly name: string; readonly value: number };
  readonly modifiers: readonly Modifier[];
}

export interface Contest {
  readonly spot: TraitSide;
  readonly stealth: TraitSide;
  /** The exact chance the defender notices (or hears), R-CORE-4. */
  readonly chance: number;
}

const king = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** The contest's chance from its two sides: the defender wins ties (R-OPS-2). */
export function contestChance(spot: TraitSide, stealth: TraitSide): number {
  const need = stealth.trait.value + sumModifiers(stealth.modifiers) - (spot.trait.value + sumModifiers(spot.modifiers));
  return chanceDiceAtLeast(4, need);
}

/** READING-UNTRAINED-STEALTH, READING-DISGUISE (readings.ts): the skill an intruder hides with. */
export function stealthTrait(m: MissionState, u: Unit, opts: { ran: boolean; cellsAway: number }): { name: string; value: number } {
  const own = covertSkill(m, u, 'Stealth');
  const stealth = own === undefined ? { name: 'Stealth (untrained: REA-3)', value: u.stats.rea + UNTRAINED_HARD_OFFSET } : { name: 'Stealth', value: own };
  const disguise = covertSkill(m, u, 'Disguise');
  if (m.disguised && disguise !== undefined && !opts.ran && opts.cellsAway >= DISGUISE_MIN_CELLS && disguise > stealth.value) return { name: 'Disguise', value: disguise };
  return stealth;
}

/** The intruder's side of being seen from `eye` at `at` (R-OPS-40's list of modifiers). */
function hidingSide(s: MissionSight, m: MissionState, u: Unit, at: Cell, eye: Cell, eyeNightVision: boolean, ran: boolean): TraitSide {
  const mods: Modifier[] = [];
  const w = s.map.width;
  const cover = fireCoverCode(fireCoverTable(s.map).get(eye.y * w + eye.x, at.y * w + at.x));
  if (cover === 1) mods.push({ value: 1, reason: 'partial cover from the watcher (R-OPS-40)' });
  if (cover === 2) mods.push({ value: 2, reason: 'full cover from the watcher (R-OPS-40)' });
  const meters = distanceMeters(s.map, eye, at);
  const far = Math.floor(Math.max(0, meters - 10) / 10 + 1e-9);
  if (far > 0) mods.push({ value: far, reason: `${Math.round(meters)} m away: +1 per full 10 m past 10 m (R-OPS-40)` });
  const light = lightAt(s, at);
  if (!eyeNightVision && light === DIM) mods.push({ value: 1, reason: 'dim light (R-OPS-40, R-OPS-43)' });
  if (!eyeNightVision && light === DARK) mods.push({ value: 2, reason: 'darkness (R-OPS-40, R-OPS-43)' });
  const camo = kitOf(m, u.id).camouflage;
  if (camo !== null && (camo === m.environment || (camo === NIGHT_PATTERN && light !== 0))) mods.push({ value: 1, reason: `${camo} camouflage (R-OPS-40)` });
  if (ran) mods.push({ value: -2, reason: 'ran this turn (R-OPS-40)' });
  for (const p of unitModifiers(u, { combat: false, sight: false, physical: true })) mods.push(p);
  return { trait: stealthTrait(m, u, { ran, cellsAway: king(eye, at) }), modifiers: mods };
}

/** R-OPS-40: a defender's contest to notice intruder `u` standing at `at`. */
export function noticeContest(s: MissionSight, m: MissionState, guard: Unit, u: Unit, at: Cell, ran: boolean): Contest {
  const spotValue = covertSkill(m, guard, 'Spot Hidden');
  const spot: TraitSide = {
    trait: spotValue === undefined ? { name: 'Spot Hidden (untrained)', value: guard.stats.per - 2 } : { name: 'Spot Hidden', value: spotValue },
    modifiers: unitModifiers(guard, { combat: false, sight: true, physical: false }),
  };
  const stealth = hidingSide(s, m, u, at, guard.cell, kitOf(m, guard.id).seesInDark, ran);
  return { spot, stealth, chance: contestChance(spot, stealth) };
}

/** R-OPS-44: a camera notices as a defender with Spot Hidden Fair. */
export function cameraContest(s: MissionSight, m: MissionState, eye: Cell, u: Unit, at: Cell, ran: boolean): Contest {
  const spot: TraitSide = { trait: { name: 'Camera (Spot Hidden Fair)', value: CAMERA_SPOT }, modifiers: [] };
  const stealth = hidingSide(s, m, u, at, eye, false, ran);
  return { spot, stealth, chance: contestChance(spot, stealth) };
}

/** R-OPS-41: a defender's Listen against the Stealth of an intruder walking (+2) or running near it. */
export function footstepContest(m: MissionState, guard: Unit, u: Unit, running: boolean): Contest {
  const listen = covertSkill(m, guard, 'Listen');
  const spot: TraitSide = {
    trait: listen === undefined ? { name: 'Listen (untrained)', value: guard.stats.per - 2 } : { name: 'Listen', value: listen },
    modifiers: unitModifiers(guard, { combat: false, sight: false, physical: false }),
  };
  const mods: Modifier[] = running ? [] : [{ value: WALKER_STEALTH_BONUS, reason: 'walking, not running (R-OPS-41)' }];
  for (const p of unitModifiers(u, { combat: false, sight: false, physical: true })) mods.push(p);
  const stealth: TraitSide = { trait: stealthTrait(m, u, { ran: true, cellsAway: 0 }), modifiers: mods };
  return { spot, stealth, chance: contestChance(spot, stealth) };
}

/** Rolls a contest: the defender's record, the intruder's, and whether the defender won (R-OPS-2). */
export function rollContest(rng: Rng, c: Contest, labels: { spot: string; stealth: string }): { spot: RollRecord; stealth: RollRecord; won: boolean } {
  const r = rollOpposed(rng, { label: labels.stealth, trait: c.stealth.trait, modifiers: c.stealth.modifiers }, { label: labels.spot, trait: c.spot.trait, modifiers: c.spot.modifiers });
  return { spot: r.defender, stealth: r.attacker, won: !r.attackerWins };
}
