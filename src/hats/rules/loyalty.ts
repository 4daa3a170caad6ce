/**
 * Loyalty bounds and desertion (R-HATS-2): an Agent's modified Loyalty may be raised at most +2
 * over its base; lowered below Terrible it deserts and becomes independent. A Group's Loyalty
 * never falls below Terrible (Groups are static: they do not walk away).
 */
import { groupData } from '../data/groups';
import type { SeatId } from '../state';
import { dossierOf } from '../view/knowledge';
import type { Tx } from './tx';

export const TERRIBLE = -3;

export function lowerLoyalty(tx: Tx, id: string, audience: readonly SeatId[]): void {
  const agent = tx.state.agents[id];
  if (agent) {
    const mod = agent.loyaltyMod - 1;
    if (agent.traits.loyalty + mod < TERRIBLE) {
      desert(tx, id);
      return;
    }
    tx.setAgent(id, { loyaltyMod: mod });
    tx.log(audience, `${agent.name}'s Loyalty drops.`);
    return;
  }
  const g = tx.state.groups[id];
  if (!g) return;
  const base = groupData(id).loyalty;
  const mod = Math.max(TERRIBLE - base, g.loyaltyMod - 1);
  tx.setGroup(id, { loyaltyMod: mod });
}

/** The Agent walks away: independent, Loyalty reset, its old masters still know where it was. */
export function desert(tx: Tx, id: string): void {
  const agent = tx.agent(id);
  const from = agent.owner;
  tx.setAgent(id, { owner: null, loyaltyMod: 0, protecting: null, blockedUntil: null });
  if (from) {
    const now = tx.agent(id);
    tx.setMark(from, { kind: 'agent', target: id, area: now.area, owner: null, round: tx.state.round, stale: false, dossier: dossierOf(now) });
    tx.log([from], `${agent.name} deserts and goes independent.`);
  }
}
