import { fudgeWays } from '../../core/dice';
import { woundLevelIndex, type WoundLevel } from '../data/wound-chart';

/**
 * Exact odds of every roll the game makes (R-CORE-4): counted ways out of 3^N, divided once, so
 * every probability is the nearest double to the true fraction. Tables are built once at load.
 */

/** WAYS[n][total + n] for n = 0..4. */
const WAYS: readonly (readonly number[])[] = [0, 1, 2, 3, 4].map((n) => fudgeWays(n));

/** AT_LEAST[n][k + n] = ways that NdF >= k, for k in -n..n. */
const AT_LEAST: readonly (readonly number[])[] = WAYS.map((ways) => {
  const out = new Array<number>(ways.length).fill(0);
  let acc = 0;
  for (let i = ways.length - 1; i >= 0; i -= 1) {
    acc += ways[i] ?? 0;
    out[i] = acc;
  }
  return out;
});

/** Ways, out of 3^n, that NdF >= need. */
export function waysAtLeast(n: number, need: number): number {
  if (need <= -n) return 3 ** n;
  if (need > n) return 0;
  return AT_LEAST[n]?.[need + n] ?? 0;
}

/** Exact chance that NdF >= need. */
export function chanceDiceAtLeast(n: number, need: number): number {
  return waysAtLeast(n, need) / 3 ** n;
}

/** Unopposed action (R-OPS-1): 3dF + trait + modifiers >= difficulty. */
export function unopposedChance(effective: number, difficulty: number): number {
  return chanceDiceAtLeast(3, difficulty - effective);
}

/** Ranged attack (R-OPS-3): 2dF + effective accuracy + modifiers >= difficulty. */
export function rangedHitChance(effective: number, difficulty: number): number {
  return chanceDiceAtLeast(2, difficulty - effective);
}

/**
 * Opposed 2dF vs 2dF (R-OPS-2): the attacker wins only when strictly higher. 2dF - 2dF has the
 * distribution of 4dF, so this is the chance 4dF >= defender - attacker + 1.
 */
export function opposedWinChance(attacker: number, defender: number): number {
  return chanceDiceAtLeast(4, defender - attacker + 1);
}

/** Distribution of the relative degree (attacker total - defender total) of an opposed roll. */
export function opposedMarginDistribution(attacker: number, defender: number): Map<number, number> {
  const ways = WAYS[4] ?? [];
  const out = new Map<number, number>();
  ways.forEach((w, i) => out.set(attacker - defender + i - 4, w / 81));
  return out;
}

/** Armor coverage (R-OPS-5): chance that 2dF + Fair <= coverage. */
export function coverageChance(coverage: number): number {
  return (9 - waysAtLeast(2, coverage + 1)) / 9;
}

/** Probability of each wound level, keyed as in the `blacksite odds --json` output. */
export type WoundOdds = Record<WoundLevel, number>;

export interface ArmorFactor {
  readonly value: number;
  readonly coverage: number;
}

/** Ways out of 27 of each wound level index (0 none .. 7 near death) for one hit. */
export function woundWays(damage: number, armor: ArmorFactor | null, reduction = 0): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0, 0];
  const protectWays = armor === null ? 0 : 9 - waysAtLeast(2, armor.coverage + 1);
  for (let face = -1; face <= 1; face += 1) {
    const raw = damage + face;
    // Tough hide and similar reductions apply after armor, never below zero damage.
    const bare = woundLevelIndex(raw - reduction);
    counts[bare] = (counts[bare] ?? 0) + (9 - protectWays);
    if (armor !== null) {
      const covered = woundLevelIndex(raw - armor.value - reduction);
      counts[covered] = (counts[covered] ?? 0) + protectWays;
    }
  }
  return counts;
}

/**
 * The wound level of a hit (R-OPS-5, R-OPS-22, R-OPS-23): 1dF + damage, armor coverage 2dF + Fair
 * <= coverage, then the armor value subtracted. Exact, on an unwounded target.
 */
export function woundOdds(damage: number, armor: ArmorFactor | null, reduction = 0): WoundOdds {
  const w = woundWays(damage, armor, reduction);
  const p = (i: number): number => (w[i] ?? 0) / 27;
  return { none: p(0), scratch: p(1), hurt: p(2), light: p(3), serious: p(4), critical: p(5), incapacitated: p(6), nearDeath: p(7) };
}
