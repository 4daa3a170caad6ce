/**
 * Whether each roll of a log line succeeded, said in words next to its dice, derived from the rolls
 * themselves (the log's text is compared when a save replays, so it is left as it is): an opposed
 * roll beats the roll that resisted it only when higher (a tie holds, R-HATS-8); a roll against a
 * level reaches it ("at least") or must pass it ("above", "better than"); an interception notices the
 * actor at its Subtlety or more; hiding reaches Fair. Rolls with no single target (a Surveillance
 * against everyone in an Area) say nothing.
 */
import type { RollRecord } from '../../src/hats';

export type RollOutcome = 'succeeds' | 'fails' | 'tie' | null;

const RESISTING = /^(resisting|defending against|guarding)\b/;
/** The level a single roll is made against, from its words ("at least Good (+1)"), and whether it must pass it. */
const LEVEL = /^(at least|above|better than Loyalty|difficulty|against .*'s Subtlety) .*\(([+-]?\d+)\)$/;

function single(r: RollRecord): RollOutcome {
  if (r.against === 'against the Subtlety of whoever came') return 'fails';
  const m = LEVEL.exec(r.against);
  if (!m) return null;
  const level = Number(m[2]);
  const strict = m[1] === 'above' || m[1] === 'better than Loyalty';
  return (strict ? r.total > level : r.total >= level) ? 'succeeds' : 'fails';
}

/** The outcome of each roll of one line, in order (the resisting roll of a pair says nothing of its own). */
export function rollOutcomes(rolls: readonly RollRecord[]): RollOutcome[] {
  return rolls.map((r, i) => {
    const next = rolls[i + 1];
    if (next && RESISTING.test(next.against)) return r.total > next.total ? 'succeeds' : r.total === next.total ? 'tie' : 'fails';
    const prev = rolls[i - 1];
    if (prev && RESISTING.test(r.against)) return null;
    return single(r);
  });
}

export const OUTCOME_WORD: Readonly<Record<Exclude<RollOutcome, null>, string>> = { succeeds: 'succeeds', fails: 'fails', tie: 'a tie: it fails' };
