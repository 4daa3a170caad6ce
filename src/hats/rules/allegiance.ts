/**
 * Changing sides: a successful Bribery or Infiltration hands the target to the acting conspiracy
 * with its base Loyalty (black-hats.txt "Loyalty") and it may not act until that player's next
 * turn. The old controller learns it lost it.
 */
import { groupData } from '../data/groups';
import type { SeatId } from '../state';
import { sideOf } from '../view/knowledge';
import { agentMark } from './dossier';
import { agentLoyalty, groupLoyalty, type LoyaltyUse } from './modifiers';
import type { TraitValue } from './rolls';
import type { Tx } from './tx';

export function transfer(tx: Tx, target: string, to: SeatId): void {
  const s = tx.state;
  const agent = s.agents[target];
  const from = agent ? agent.owner : s.groups[target]?.owner ?? null;
  if (agent) {
    tx.setAgent(target, { owner: to, loyaltyMod: 0, blockedUntil: to, protecting: null, subverted: null });
    if (from) {
      const now = tx.agent(target);
      tx.setMark(from, agentMark(tx.state, now));
    }
  } else {
    tx.setGroup(target, { owner: to, loyaltyMod: 0, blockedUntil: to, protecting: null, subverted: null });
    if (from) tx.setMark(from, { kind: 'group', target, owner: to, round: s.round });
  }
  tx.deleteMark(to, target);
  if (from) tx.log([from], `${agent ? agent.name : groupData(target).name} has been turned against you.`, [], agent ? agent.area : groupData(target).area);
}

/** The target's Loyalty as it resists; a Subversion made this same turn does not count yet (black-hats.txt). */
export function resistingLoyalty(tx: Tx, target: string, use: LoyaltyUse): TraitValue {
  const s = tx.state;
  const agent = s.agents[target];
  const unit = agent ?? s.groups[target];
  const refund = use !== 'subversion' && unit?.subverted?.serial === s.serial && unit.subverted.succeeded ? 1 : 0;
  if (agent) return agentLoyalty(agent, sideOf(s, agent.owner), use, refund);
  const g = s.groups[target];
  if (!g) throw new Error(`no target ${target}`);
  return groupLoyalty(g, sideOf(s, g.owner), use, refund);
}
