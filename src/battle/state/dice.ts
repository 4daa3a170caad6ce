import { diceKeyAt, keyedRng, nextDiceKey, type DiceKey } from '../../core/keyed-rng';
import { openRng, type Rng } from '../../core/rng';
import type { BattleState } from './types';
import { copyBattle } from './copy';

/**
 * Where a battle's dice come from (R-CORE-5). In ruleset 2 every roll (or one whole resolution:
 * an attack's hit, damage and armor rolls, both sides of a melee contest) draws from a generator
 * keyed by the round, the acting unit and the count of that unit's rolls in the round, so the
 * order in which simultaneous units or a seat's units are given their orders never changes a
 * result. Ruleset 1 battles (saves of format 1) keep the one queued generator they were made with.
 */
export interface BattleDice {
  readonly rng: Rng;
  /** The key the dice came from (null for the queued generator): for the dice log and debugging. */
  readonly key: DiceKey | null;
  /** `state` (built from the one the dice were opened on) with the dice marked as used. */
  commit(state: BattleState): BattleState;
}

/** The period part of a key: the round during the battle, the minute after it (R-OPS-32). */
export type DicePeriod = readonly [number] | readonly ['aftermath', number];

export function diceFor(state: BattleState, actor: string, period: DicePeriod = [state.clock.round]): BattleDice {
  if (state.ruleset === 1) {
    const rng = openRng(state.rng);
    return { rng, key: null, commit: (s) => ({ ...s, rng: rng.state() }) };
  }
  const next = nextDiceKey(state.rolls, period, actor);
  const used = next.counters[actor] ?? 1;
  return {
    rng: keyedRng(state.seed, next.key),
    key: next.key,
    commit: (s) => {
      const next = copyBattle(s);
      next.rolls = { ...s.rolls, [actor]: Math.max(used, s.rolls[actor] ?? 0) };
      return next;
    },
  };
}

/** Whether a command between these two states rolled any dice (undo refuses those). */
export function rolledDice(before: BattleState, after: BattleState): boolean {
  if (before.ruleset === 1) return after.rng.c !== before.rng.c || after.rng.s0 !== before.rng.s0;
  if (after.clock.round !== before.clock.round) return Object.keys(after.rolls).length > 0;
  const actors = new Set([...Object.keys(before.rolls), ...Object.keys(after.rolls)]);
  for (const a of actors) if ((before.rolls[a] ?? 0) !== (after.rolls[a] ?? 0)) return true;
  return (after.aftermath?.minutes ?? 0) > 0 && before.aftermath === null;
}

/**
 * The dice of a new round's initiative (R-OPS-4): ruleset 2 gives each unit its own keyed roll, the
 * first of its round (R-CORE-5); ruleset 1 rolls everyone from the queued generator in unit order.
 */
export function roundStartDice(state: BattleState, round: number): { forUnit(id: string): Rng; commit(s: BattleState): BattleState } {
  if (state.ruleset === 1) {
    const rng = openRng(state.rng);
    return { forUnit: () => rng, commit: (s) => ({ ...s, rng: rng.state() }) };
  }
  // Counted in place (each unit's roll is the first of its round): the same keys nextDiceKey gives.
  const counters: Record<string, number> = {};
  return {
    forUnit(id) {
      const n = counters[id] ?? 0;
      counters[id] = n + 1;
      return keyedRng(state.seed, diceKeyAt([round], id, n));
    },
    commit: (s) => {
      const next = copyBattle(s);
      next.rolls = { ...counters };
      return next;
    },
  };
}
