import type { FireMode } from '../../ops/combat/ranged-plan';

/** The attack the AI would make in one situation and its expected wound severity. */
export type BestFire = { readonly mode: FireMode; readonly shots: number | undefined; readonly value: number };

/**
 * Odds of each (shooter, target, range level, cover) seen so far. The odds are exact src/ops
 * results; only the lookup is memoised, because an AI decision asks the same question hundreds
 * of times (every candidate cell against every enemy). The shooter and target descriptions are
 * numbered once (KEYS) so a lookup builds no string.
 */
const ODDS = new Map<number, BestFire | null>();
/** Expected wounds of one given attack (mode and shots) by the same key, per fire tag (0 auto, else shots). */
const ATTACKS = new Map<number, Map<number, number>>();
let attacksCached = 0;
const KEYS = new Map<string, number>();
const MAX_CACHED = 200_000;
// Numbers stay small integers: 2^12 descriptions x 2^12 x 7 ranges x 3 covers x 2 fits in 2^30.
const MAX_KEYS = 4096;
let epoch = 0;

/** The number of a shooter's or target's description (see AiView), stable until the next epoch. */
export function keyNumber(description: string): number {
  let k = KEYS.get(description);
  if (k === undefined) {
    k = KEYS.size;
    KEYS.set(description, k);
  }
  return k;
}

/** Changes whenever the numbering starts over: numbers kept from an older epoch are void. */
export function keysEpoch(): number {
  return epoch;
}

/**
 * Numbers are only renamed between views: a view numbers at most two descriptions per unit, so
 * starting over when those might not fit keeps every number a view holds valid while it lives.
 */
export function makeRoomForKeys(units: number): void {
  if (KEYS.size + 2 * units <= MAX_KEYS) return;
  KEYS.clear();
  ODDS.clear();
  ATTACKS.clear();
  attacksCached = 0;
  epoch++;
}

/** The cache key of a situation, or -1 when the numbers are too large to pack (then nothing is cached). */
export function oddsKey(shooter: number, target: number, rangeLevel: number, cover: number, behind: boolean): number {
  if (shooter >= MAX_KEYS || target >= MAX_KEYS) return -1;
  return (((shooter * MAX_KEYS + target) * 7 + rangeLevel) * 3 + cover) * 2 + (behind ? 1 : 0);
}

export function cachedOdds(key: number): BestFire | null | undefined {
  return key < 0 ? undefined : ODDS.get(key);
}

export function rememberOdds(key: number, best: BestFire | null): void {
  if (key < 0) return;
  if (ODDS.size >= MAX_CACHED) ODDS.clear();
  ODDS.set(key, best);
}

export function cachedAttackValue(key: number, tag: number): number | undefined {
  return key < 0 ? undefined : ATTACKS.get(tag)?.get(key);
}

export function rememberAttackValue(key: number, tag: number, value: number): void {
  if (key < 0) return;
  if (attacksCached >= MAX_CACHED) {
    ATTACKS.clear();
    attacksCached = 0;
  }
  let byKey = ATTACKS.get(tag);
  if (!byKey) {
    byKey = new Map();
    ATTACKS.set(tag, byKey);
  }
  byKey.set(key, value);
  attacksCached++;
}
