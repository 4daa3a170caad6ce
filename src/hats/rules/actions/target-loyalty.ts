/** The Loyalty of a target as the acting seat knows it, for previews: dossiers and public Group records. */
import { groupData } from '../../data/groups';
import { liveAgentMark, sideFromKnowledge, type SeatKnowledge } from '../../view/knowledge';
import { agentLoyalty, groupLoyalty, NO_SIDE, type LoyaltyUse } from '../modifiers';
import { trait, type TraitValue } from '../rolls';

export function knownLoyalty(k: SeatKnowledge, target: string, use: LoyaltyUse): { trait: TraitValue; note: string | null } {
  const own = k.agents[target];
  if (own) return { trait: agentLoyalty(own, sideFromKnowledge(k), use), note: null };
  const mark = liveAgentMark(k, target);
  if (mark) return { trait: trait('Loyalty', mark.dossier.loyalty), note: `Loyalty as spotted in round ${mark.round}; its controller's technologies are unknown.` };
  const g = k.groups[target];
  if (g?.own) return { trait: groupLoyalty(g.own, sideFromKnowledge(k), use), note: null };
  const d = groupData(target);
  const blank = { id: target, owner: null, loyaltyMod: 0, wounds: g?.wounds ?? 0, stunned: 0, actionsUsed: 0, blockedUntil: null, protecting: null, subverted: null, destroyed: false };
  return { trait: groupLoyalty(blank, NO_SIDE, use), note: `${d.name}'s Loyalty at its base: Indoctrination, Subversion and its controller's technologies are unknown.` };
}
