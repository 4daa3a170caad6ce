import seedrandom from 'seedrandom';
import type { Rng, RngState } from './rng';

/**
 * R-CORE-5: dice are keyed, not queued. Each roll draws from a generator derived from the game's
 * seed and the roll's place in the game, so the order in which a seat gives its orders never
 * changes a result, and rewinding and giving the same orders again gives the same dice.
 *
 * A key names that place, most general part first: the round or turn, the acting unit or Agent,
 * and the count of rolls that actor has made in it, e.g. `['round', 3, 'u2', 0]`. Parts are joined
 * with separators no seed or id contains in practice; a number and the string of its digits give
 * the same key, so keep each part's type fixed per layer.
 */
export type DiceKey = readonly (string | number)[];

/** Separators: the Unicode "symbol for unit separator" and "record separator", never typed by hand. */
const SEED_SEPARATOR = '\u241e';
const PART_SEPARATOR = '\u241f';

/** The text a keyed generator is seeded with (exported for tests and for debugging a roll). */
export function diceKeyText(seed: string, key: DiceKey): string {
  return `${seed}${SEED_SEPARATOR}${key.join(PART_SEPARATOR)}`;
}

/** A fresh generator for one roll (or one resolution) at `key`; the same seed and key give the same numbers. */
export function keyedRng(seed: string, key: DiceKey): Rng {
  return new KeyedRng(seedrandom.alea(diceKeyText(seed, key), { state: true }));
}

/** One object per roll rather than three closures (a replay opens thousands: src/save/save.bench.ts). */
class KeyedRng implements Rng {
  constructor(private readonly prng: seedrandom.StatefulPRNG<seedrandom.State.Alea>) {}
  next(): number {
    return this.prng();
  }
  int(n: number): number {
    return Math.floor(this.prng() * n);
  }
  state(): RngState {
    return this.prng.state();
  }
}

/**
 * Per-actor roll counters within one period (a round or a turn): the third part of a key. Plain
 * JSON, kept in the game state; reset when the period changes.
 */
export type RollCounters = Readonly<Record<string, number>>;

/** The next key for `actor` in `period`, and the counters after it. */
export function nextDiceKey(
  counters: RollCounters,
  period: readonly (string | number)[],
  actor: string,
): { readonly key: DiceKey; readonly counters: RollCounters } {
  const n = counters[actor] ?? 0;
  return { key: diceKeyAt(period, actor, n), counters: { ...counters, [actor]: n + 1 } };
}

/** The key of `actor`'s roll number `n` (from 0) in `period`. */
export function diceKeyAt(period: readonly (string | number)[], actor: string, n: number): DiceKey {
  return [...period, actor, n];
}
