import { daysUntilFit, rest, type HealedBox } from './healing';
import { recoveryOf, withRecovery } from './recovery';
import type { Campaign } from './types';

/** Who healed what while the days passed, for the screen that shows them. */
export interface Convalescence {
  readonly agent: string;
  readonly healed: readonly HealedBox[];
  /** Days still to go after the rest (0: fit). */
  readonly daysLeft: number;
}

export const MAX_REST_DAYS = 3650;

export type Passed =
  | { readonly ok: true; readonly campaign: Campaign; readonly healing: readonly Convalescence[] }
  | { readonly ok: false; readonly reason: string };

/**
 * R-CAMP-1, R-CAMP-2: `days` days pass on the calendar; every agent of the team rests and heals, the
 * worst box first (healing.ts). Prisoners are not with the team and do not heal; the dead are gone.
 * The days are recorded on the last mission played ("the days that pass" after it).
 */
export function passDays(c: Campaign, days: number): Passed {
  if (!Number.isInteger(days) || days < 0 || days > MAX_REST_DAYS) return { ok: false, reason: `Days of rest are a whole number from 0 to ${MAX_REST_DAYS}.` };
  if (c.deployment) return { ok: false, reason: 'A team is out on a mission: record its debrief first.' };
  const healing: Convalescence[] = [];
  const agents = c.agents.map((a) => {
    if (a.status !== 'active') return a;
    const before = recoveryOf(a.agent);
    const after = rest(before, days);
    if (after.healed.length > 0 || daysUntilFit(before) > 0) healing.push({ agent: a.id, healed: after.healed, daysLeft: daysUntilFit(after.recovery) });
    return { ...a, agent: withRecovery(a.agent, after.recovery) };
  });
  const last = c.played.at(-1);
  const played = last ? [...c.played.slice(0, -1), { ...last, daysAfter: (last.daysAfter ?? 0) + days }] : c.played;
  return { ok: true, campaign: { ...c, day: c.day + days, agents, played }, healing };
}
