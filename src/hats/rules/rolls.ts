/**
 * Black Hats dice (R-HATS-1): every roll is 4dF + trait. A test succeeds at the level rolled; an
 * opposed roll compares the two results and ties go to the defender. Every roll is recorded with
 * its faces, trait, modifiers and total (R-CORE-2), and its exact odds can be computed before it
 * is made (R-CORE-4).
 */
import { chanceAtLeast, rollFudge, type FudgeFace } from '../../core/dice';
import type { Rng } from '../../core/rng';

export const DICE = 4;

export interface Mod {
  readonly label: string;
  readonly value: number;
}

/** A trait as rolled: its base level and each modifier, so the UI can show the comparison. */
export interface TraitValue {
  readonly label: string;
  readonly base: number;
  readonly mods: readonly Mod[];
}

export interface RollRecord {
  /** "Combat", "Resilience-2", "Surveillance". */
  readonly trait: string;
  readonly base: number;
  readonly mods: readonly Mod[];
  readonly faces: readonly FudgeFace[];
  /** base + mods + faces. */
  readonly total: number;
  /** What it was rolled against, in words ("difficulty Fair (0)", "opposed by Loyalty 2"). */
  readonly against: string;
}

export function traitTotal(t: TraitValue): number {
  return t.mods.reduce((sum, m) => sum + m.value, t.base);
}

export function trait(label: string, base: number, mods: readonly (Mod | null)[] = []): TraitValue {
  return { label, base, mods: mods.filter((m): m is Mod => m !== null && m.value !== 0) };
}

export function roll(rng: Rng, t: TraitValue, against: string): RollRecord {
  const dice = rollFudge(rng, DICE);
  return { trait: t.label, base: t.base, mods: t.mods, faces: dice.faces, total: traitTotal(t) + dice.total, against };
}

// Odds are asked for constantly (previews, computer players): memoise by dice count and margin.
const CHANCES = new Map<number, number>();
function chanceMemo(dice: number, margin: number): number {
  const key = dice * 1000 + margin;
  let p = CHANCES.get(key);
  if (p === undefined) {
    p = chanceAtLeast(dice, margin);
    CHANCES.set(key, p);
  }
  return p;
}

/** Exact chance that a test of `t` reaches at least `difficulty` (strict: beats it). */
export function testChance(t: TraitValue | number, difficulty: number, strict = false): number {
  const value = typeof t === 'number' ? t : traitTotal(t);
  return chanceMemo(DICE, value - difficulty - (strict ? 1 : 0));
}

/**
 * Exact chance that the actor strictly beats the defender in an opposed roll: the difference of two
 * 4dF is distributed as 8dF, so P(a + 4dF > d + 4dF) = P(8dF >= d - a + 1).
 */
export function opposedChance(actor: TraitValue | number, defender: TraitValue | number): number {
  const a = typeof actor === 'number' ? actor : traitTotal(actor);
  const d = typeof defender === 'number' ? defender : traitTotal(defender);
  return chanceMemo(DICE * 2, a - d - 1);
}
