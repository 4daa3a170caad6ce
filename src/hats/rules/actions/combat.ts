/**
 * Combat (R-HATS-7) against a spotted Agent or a Group (Groups stand in public view), within the
 * actor's range; Protectors may intercept first (black-hats.txt "Protect").
 */
import { groupData } from '../../data/groups';
import { liveAgentMark, sideFromKnowledge, type SeatKnowledge } from '../../view/knowledge';
import { isOwn, ownActor, skilledCheck, targetKind } from '../actors';
import { agentFighter, chanceToWin, damageTerms, damageValue, dossierFighter, groupFighter, type Fighter } from '../combat';
import { NO_SIDE } from '../modifiers';
import { fight, runInterceptions } from '../referee';
import { spendAction, type ActionRule, type PreviewParts } from '../action-rule';

export function knownFighter(k: SeatKnowledge, id: string): Fighter | null {
  const side = sideFromKnowledge(k);
  const own = ownActor(k, id);
  if (own) return own.kind === 'agent' ? agentFighter(own.agent, side) : groupFighter(own.group, side);
  const mark = liveAgentMark(k, id);
  if (mark) return dossierFighter(mark.dossier);
  const g = k.groups[id];
  if (g && !g.destroyed) {
    // Only the Group's public record is known: its own Gifts, not its controller's technologies.
    return groupFighter({ id, owner: null, loyaltyMod: 0, wounds: g.wounds, stunned: g.stunned, actionsUsed: 0, blockedUntil: null, protecting: null, subverted: null, destroyed: false }, NO_SIDE);
  }
  return null;
}

export const combatRule: ActionRule<'action.combat'> = {
  check(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'combat', cmd.target);
    if (typeof c === 'string') return c;
    if (isOwn(k, cmd.target)) return 'A conspiracy does not attack its own.';
    const kind = targetKind(k, cmd.target);
    if (kind === null) return 'That target is not known to this conspiracy.';
    // R-HATS-15: Combat is directed only at a spotted target; for a Group, its control must have been spotted.
    if (kind === 'group' && k.groups[cmd.target]?.owner === 'unknown') {
      return `Combat needs a spotted target: find out who controls ${groupData(cmd.target).name} first (Surveillance for Group control).`;
    }
    return null;
  },
  preview(k, cmd): PreviewParts {
    const att = knownFighter(k, cmd.actor);
    const def = knownFighter(k, cmd.target);
    if (!att || !def) return { cost: 0, rolls: [], notes: [] };
    const odds = chanceToWin(att, def);
    const at1 = damageValue(damageTerms(att, def, 1, k.options));
    return {
      cost: 0,
      rolls: [{ what: `Combat against ${def.name}`, actor: att.combat, against: { kind: 'opposed', trait: def.combat }, chance: odds.attackerWins }],
      notes: [
        `${def.name} wins and strikes back with probability ${(odds.defenderWins * 100).toFixed(2)}%.`,
        `A win by 1 deals ${at1} damage (9 or more eliminates).`,
        ...(k.groups[cmd.target] ? [`Controller technologies of ${groupData(cmd.target).name} are unknown.`] : ['Traits as last spotted.']),
        'Hidden Protectors may intercept first.',
      ],
    };
  },
  resolve(tx, cmd) {
    spendAction(tx, cmd.actor);
    if (!runInterceptions(tx, cmd.actor, cmd.target)) return;
    if (!tx.state.agents[cmd.target] && !(tx.state.groups[cmd.target] && !tx.state.groups[cmd.target]?.destroyed)) return;
    if (!tx.state.agents[cmd.actor] && !tx.state.groups[cmd.actor]) return;
    fight(tx, cmd.actor, cmd.target);
  },
};
