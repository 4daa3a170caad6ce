import { WOUND_ROW_IDS } from '../../ops/data/wound-chart';
import type { Effect, Unit } from '../state/types';

/** The worst wound row a unit has marked (R-OPS-22), as its token's pips and the "In sight" list say it. */
export type WoundWord = 'none' | 'scratch' | 'hurt' | 'light' | 'serious' | 'critical' | 'incapacitated' | 'near-death';

const WORD: Record<(typeof WOUND_ROW_IDS)[number], WoundWord> = {
  scratch: 'scratch',
  hurt: 'hurt',
  light: 'light',
  serious: 'serious',
  critical: 'critical',
  incapacitated: 'incapacitated',
  nearDeath: 'near-death',
};

export function worstWound(u: Unit): WoundWord {
  if (u.condition.wounds.dead) return 'near-death';
  let worst: WoundWord = 'none';
  for (const row of WOUND_ROW_IDS) if (u.condition.wounds[row] > 0) worst = WORD[row];
  return worst;
}

/** "dodging, blind 2 rounds, bleeding": what the eye sees of a unit's state. */
export function visibleStates(u: Unit): string[] {
  const out: string[] = [];
  if (u.status === 'dead') out.push('dead');
  else if (u.status === 'out') out.push('out of the fight');
  if (u.dodging) out.push('dodging');
  if (u.hold) out.push('holding');
  if (u.heldBy) out.push('grabbed');
  if (u.holding) out.push('holding someone in a grab');
  if (u.blindRounds > 0) out.push(`blind ${u.blindRounds} round${u.blindRounds === 1 ? '' : 's'}`);
  if (u.condition.bleeding) out.push('bleeding');
  return out;
}

/**
 * R-OPS-4: the wounds dealt to a unit in the simultaneous initiative step under way wait until every
 * member of the step has acted; until then its track still reads as before. The words for them
 * ("a hurt wound lands when this step ends"), so a unit just hit is not listed as "unhurt" alone.
 */
export function pendingHarm(u: Unit, deferred: readonly Effect[]): string[] {
  const out: string[] = [];
  for (const e of deferred) {
    if (e.unit !== u.id || e.kind !== 'wound' || e.level === 'none') continue;
    out.push(`a ${WORD[e.level]} wound lands when this step ends`);
  }
  return out;
}
