/** What a computer conspiracy works out once per decision, from its own knowledge only. */
import { groupData, GROUPS } from '../data/groups';
import type { Agent } from '../state';
import { agentUpkeep, sideIncome } from '../rules/phases';
import { sideFromKnowledge, type SeatKnowledge } from '../view/knowledge';
import type { AiProfile } from './profiles';

export interface AiContext {
  readonly k: SeatKnowledge;
  readonly profile: AiProfile;
  readonly income: number;
  readonly upkeep: number;
  /** Greenbacks it wants to keep in hand. */
  readonly reserve: number;
  /** Greenbacks it may spend on optional things. */
  readonly spendable: number;
  /** Per-decision memo of destination values. */
  readonly cache: Map<string, number>;
  readonly memo: Map<string, readonly (readonly [string, number])[]>;
}

export function buildContext(k: SeatKnowledge, profile: AiProfile): AiContext {
  const side = sideFromKnowledge(k);
  const income = sideIncome(side);
  const upkeep = Object.values(k.agents).reduce((s, a) => s + agentUpkeep(a, side), 0);
  const reserve = Math.max(0, upkeep - income) * profile.reserveTurns + 2;
  return { k, profile, income, upkeep, reserve, spendable: Math.max(0, k.conspiracy.greenbacks - reserve), cache: new Map(), memo: new Map() };
}

/** How much a Group is worth holding: Scale wins games, Income pays Agents, Gifts help. */
export function groupValue(id: string): number {
  const d = groupData(id);
  return d.scale * 3 + d.income * 1.5 + d.gifts.length + 1;
}

export function agentValue(a: Pick<Agent, 'skills'>): number {
  return 4 + Object.values(a.skills).reduce((s, l) => s + Math.max(0, l + 2), 0) * 0.5;
}

/** Groups this seat does not control, by what it knows of their owner. */
export function foreignGroups(k: SeatKnowledge): string[] {
  return GROUPS.filter((d) => {
    const g = k.groups[d.id];
    return g && !g.destroyed && !g.own;
  }).map((d) => d.id);
}
