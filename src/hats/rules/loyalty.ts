/**
 * Loyalty bounds and desertion (R-HATS-2): an Agent's modified Loyalty may be raised at most +2
 * over its base; an unpaid Agent lowered below Terrible deserts and becomes independent. Desertion
 * comes only from unpaid upkeep (R-HATS-16): lowered by anything else (Subversion, a psychic
 * assault) an Agent's Loyalty stops at Terrible. A Group's Loyalty never falls below Terrible
 * (Groups are static: they do not walk away).
 */
import { ladderLabel } from '../../core/ladder';
import { groupData } from '../data/groups';
import type { SeatId } from '../state';
import { agentMark } from './dossier';
import type { Tx } from './tx';

export const TERRIBLE = -3;

/** Lowers a unit's Loyalty one level; `unpaid`: it is upkeep going unpaid, the one cause of desertion. */
export function lowerLoyalty(tx: Tx, id: string, audience: readonly SeatId[], unpaid = false): void {
  const agent = tx.state.agents[id];
  if (agent) {
    const mod = agent.loyaltyMod - 1;
    if (agent.traits.loyalty + mod < TERRIBLE) {
      if (unpaid || tx.state.version === 1) desert(tx, id);
      else tx.log(audience, `${agent.name}'s Loyalty is already Terrible.`, [], agent.area);
      return;
    }
    tx.setAgent(id, { loyaltyMod: mod });
    tx.log(audience, `${agent.name}'s Loyalty drops.`, [], agent.area);
    return;
  }
  const g = tx.state.groups[id];
  if (!g) return;
  const base = groupData(id).loyalty;
  const mod = Math.max(TERRIBLE - base, g.loyaltyMod - 1);
  tx.setGroup(id, { loyaltyMod: mod });
  // Its controller notices (a lowered Loyalty is shown to it); edition 1 games said nothing.
  if (tx.state.version >= 2) tx.log(audience, `The Loyalty of your ${groupData(id).name} drops to ${ladderLabel(base + mod)}.`, [], groupData(id).area);
}

/** The Agent walks away: independent, Loyalty reset, its old masters still know where it was. */
export function desert(tx: Tx, id: string): void {
  const agent = tx.agent(id);
  const from = agent.owner;
  tx.setAgent(id, { owner: null, loyaltyMod: 0, protecting: null, blockedUntil: null });
  if (from) {
    const now = tx.agent(id);
    tx.setMark(from, agentMark(tx.state, now));
    tx.log([from], `${agent.name} deserts and goes independent.`, [], now.area);
  }
}
