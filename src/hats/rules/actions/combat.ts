/**
 * Combat (R-HATS-7) against a spotted Agent or a Group (Groups stand in public view), within the
 * actor's range; Protectors may intercept first (black-hats.txt "Protect").
 */
import { groupData } from '../../data/groups';
import { liveAgentMark, sideFromKnowledge, type SeatKnowledge } from '../../view/knowledge';
import { isOwn, ownActor, skilledCheck, targetKind } from '../actors';
import { agentFighter, chanceToWin, damageTerms, damageValue, dossierFighter, groupFighter, type Fighter } from '../combat';
import { publicSide } from '../modifiers';
import { markUnknowns, publicGroup } from '../known-target';
import { fight, runInterceptions } from '../referee';
import { spendAction, type ActionRule, type PreviewParts, type UnknownModifier } from '../action-rule';
import { firefightApplies, pendingFight } from '../../../link/firefight';

/** A unit in a fight as this seat knows it (R-HATS-18): its own in full, another's Agent by its dossier, a Group by its public record. */
export function knownFighter(k: SeatKnowledge, id: string): Fighter | null {
  const own = ownActor(k, id);
  if (own) return own.kind === 'agent' ? agentFighter(own.agent, sideFromKnowledge(k)) : groupFighter(own.group, sideFromKnowledge(k));
  const mark = liveAgentMark(k, id);
  if (mark) return dossierFighter(mark.dossier, mark.area, publicSide(k.event));
  const g = k.groups[id];
  // A Group fights with its own Gifts and wounds, all public: nothing of its controller's counts in Combat.
  return g && !g.destroyed ? groupFighter(publicGroup(id, g.wounds), publicSide(k.event)) : null;
}

/** What the seat cannot know of a unit's Combat: another's Agent's controller, and changes since its dossier. */
export function fighterUnknowns(k: SeatKnowledge, id: string): UnknownModifier[] {
  if (ownActor(k, id)) return [];
  const mark = liveAgentMark(k, id);
  return mark ? markUnknowns(k, mark, true) : [];
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
      rolls: [{ what: `Combat against ${def.name}`, actor: att.combat, against: { kind: 'opposed', trait: def.combat }, chance: odds.attackerWins, unknown: fighterUnknowns(k, cmd.target) }],
      notes: [
        `${def.name} wins and strikes back with probability ${(odds.defenderWins * 100).toFixed(2)}%.`,
        `A win by 1 deals ${at1} damage (9 or more eliminates).`,
        'Hidden Protectors may intercept first.',
      ],
    };
  },
  resolve(tx, cmd) {
    spendAction(tx, cmd.actor);
    if (!runInterceptions(tx, cmd.actor, cmd.target)) return;
    if (!tx.state.agents[cmd.target] && !(tx.state.groups[cmd.target] && !tx.state.groups[cmd.target]?.destroyed)) return;
    if (!tx.state.agents[cmd.actor] && !tx.state.groups[cmd.actor]) return;
    // R-LINK-1: with the house rule on, a human seat's fight between Agents waits for "Play it out" or "Roll".
    if (firefightApplies(tx.state, cmd.actor, cmd.target)) {
      tx.state = { ...tx.state, fight: pendingFight(tx, cmd.actor, cmd.target) };
      return;
    }
    fight(tx, cmd.actor, cmd.target);
  },
};
