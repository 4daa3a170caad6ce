/**
 * The team as the campaign screen lists it: per agent its state, its wounds and the days until it
 * is fit (R-CAMP-2), its EP (R-CAMP-3) and its record; the memorial of the fallen. Pure: from the
 * campaign only.
 */
import { describeRecord } from '../../../src/agents/service-record';
import { daysUntilAble, daysUntilFit, healingOrder } from '../../../src/campaign/healing';
import { recoveryOf } from '../../../src/campaign/recovery';
import { unavailable } from '../../../src/campaign/deploy';
import { memorial, type Fallen } from '../../../src/campaign/campaign';
import type { Campaign, CampaignAgent } from '../../../src/campaign/types';
import { woundPenalty } from '../../../src/ops/combat/wounds';
import { WOUND_ROWS, type WoundRowId } from '../../../src/ops/data/wound-chart';

export interface AgentRow {
  readonly id: string;
  readonly name: string;
  readonly animal: string;
  readonly specialty: string;
  readonly status: CampaignAgent['status'];
  /** "Fit", "Wounded", "Incapacitated", "Prisoner". */
  readonly state: string;
  /** "Serious wound, 2 scratches" or "" when unhurt. */
  readonly wounds: string;
  /** Days until every box has healed (0: fit). */
  readonly daysUntilFit: number;
  /** "-2 to every roll" (or "-1 to combat rolls, -2 to others") while wounded; "" when there is none. */
  readonly penalty: string;
  readonly epEarned: number;
  readonly epSpent: number;
  readonly epToSpend: number;
  /** It came back from a mission and may still raise a trait rolled there. */
  readonly mayRaise: boolean;
  readonly record: string;
  /** Why it cannot go out now, or undefined. */
  readonly cannotGo?: string;
}

const rowName = (id: WoundRowId): string => WOUND_ROWS.find((r) => r.id === id)?.name ?? id;

/** "Serious Wound, 2 × Scratch" (worst first, as they heal). */
export function woundsText(agent: CampaignAgent['agent']): string {
  const order = healingOrder(recoveryOf(agent).wounds);
  const counts = new Map<WoundRowId, number>();
  for (const row of order) counts.set(row, (counts.get(row) ?? 0) + 1);
  return [...counts].map(([row, n]) => (n > 1 ? `${n} × ${rowName(row)}` : rowName(row))).join(', ');
}

function stateOf(c: Campaign, a: CampaignAgent): string {
  if (a.status === 'dead') return 'Killed in action';
  if (a.status === 'captured') return 'Prisoner';
  if (c.deployment?.team.some((p) => p.agent === a.id)) return 'On a mission';
  const r = recoveryOf(a.agent);
  if (daysUntilAble(r) > 0) return 'Incapacitated';
  return daysUntilFit(r) > 0 ? 'Wounded' : 'Fit';
}

export function agentRow(c: Campaign, a: CampaignAgent): AgentRow {
  const r = recoveryOf(a.agent);
  const ep = a.agent.record?.ep ?? { earned: 0, spent: 0 };
  // R-OPS-22: Hurt boxes count outside combat actions only.
  const combat = woundPenalty(r.wounds, true);
  const other = woundPenalty(r.wounds, false);
  const penalty = combat === other ? (other < 0 ? `${other} to every roll` : '') : `${combat} to combat rolls, ${other} to others`;
  const why = a.status === 'active' ? unavailable(c, a.id) : undefined;
  return {
    id: a.id,
    name: a.agent.name,
    animal: a.agent.animal,
    specialty: a.agent.specialty ?? '',
    status: a.status,
    state: stateOf(c, a),
    wounds: a.status === 'dead' ? '' : woundsText(a.agent),
    daysUntilFit: a.status === 'active' ? daysUntilFit(r) : 0,
    penalty,
    epEarned: ep.earned,
    epSpent: ep.spent,
    epToSpend: ep.earned - ep.spent,
    mayRaise: a.status === 'active' && a.window !== undefined && ep.earned > ep.spent,
    record: describeRecord(a.agent.record),
    ...(why ? { cannotGo: why } : {}),
  };
}

export interface RosterModel {
  readonly active: readonly AgentRow[];
  readonly prisoners: readonly AgentRow[];
  readonly memorial: readonly Fallen[];
}

export function rosterModel(c: Campaign): RosterModel {
  return {
    active: c.agents.filter((a) => a.status === 'active').map((a) => agentRow(c, a)),
    prisoners: c.agents.filter((a) => a.status === 'captured').map((a) => agentRow(c, a)),
    memorial: memorial(c),
  };
}
