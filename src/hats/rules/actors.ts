/**
 * Who may act and with what: an Agent, or a Group with an action Gift (R-HATS-2). These checks
 * read only the acting seat's knowledge, so a refusal never reveals anything hidden.
 */
import type { RangeLevel } from '../data/effects';
import { groupData } from '../data/groups';
import { SKILL_INFO, type SkillId } from '../data/skills';
import { areaOf, REGION_BY_ID } from '../data/regions';
import type { Agent, GroupState } from '../state';
import { liveAgentMark, sideFromKnowledge, type SeatKnowledge } from '../view/knowledge';
import { agentRange, agentSkill, groupActive, groupSkill, inRange, NO_SIDE } from './modifiers';
import type { TraitValue } from './rolls';

export type Actor = { readonly kind: 'agent'; readonly agent: Agent } | { readonly kind: 'group'; readonly group: GroupState };

export function actorId(a: Actor): string {
  return a.kind === 'agent' ? a.agent.id : a.group.id;
}

export function actorArea(a: Actor): string {
  return a.kind === 'agent' ? a.agent.area : groupData(a.group.id).area;
}

export function actorName(a: Actor): string {
  return a.kind === 'agent' ? a.agent.name : groupData(a.group.id).name;
}

/** One action per turn for each Agent and each Group with an action Gift. */
export const ACTIONS_PER_TURN = 1;

export function ownActor(k: SeatKnowledge, id: string): Actor | null {
  const agent = k.agents[id];
  if (agent) return { kind: 'agent', agent };
  const g = k.groups[id]?.own;
  return g ? { kind: 'group', group: g } : null;
}

/** Why the seat may not issue an action now, or null. */
export function turnProblem(k: SeatKnowledge): string | null {
  if (k.phase === 'over') return 'The game is over.';
  if (k.activeSeat !== k.seat) return 'It is not your turn.';
  if (k.pending) return 'A Bribery is waiting for the defender\'s answer.';
  if (k.fight) return 'A fight is waiting to be played out or rolled (R-LINK-1).';
  if (k.phase !== 'actions') return 'Actions are taken in the Actions phase only.';
  return null;
}

/** Why this actor cannot act now, or null. */
export function actorProblem(k: SeatKnowledge, id: string): string | null {
  const turn = turnProblem(k);
  if (turn) return turn;
  const a = ownActor(k, id);
  if (!a) return 'That is not one of this conspiracy\'s Agents or Groups.';
  if (a.kind === 'agent') {
    if (a.agent.wounds >= 4) return `${a.agent.name} is incapacitated and cannot act until healed.`;
    if (a.agent.blockedUntil !== null) {
      // Its own seat: a recruit or a bought Agent waits a turn; another's: a Psychic Assault holds it until that seat's next turn is over.
      const by = a.agent.blockedUntil === k.seat ? null : k.seats.find((s) => s.id === a.agent.blockedUntil)?.name ?? 'another conspiracy';
      return by === null ? `${a.agent.name} cannot act until your next turn.` : `${a.agent.name} cannot act until the end of ${by}'s next turn.`;
    }
    if (a.agent.actionsUsed >= ACTIONS_PER_TURN) return `${a.agent.name} has already acted this turn.`;
    return null;
  }
  const d = groupData(a.group.id);
  if (!d.gifts.some((x) => x.kind === 'action')) return `${d.name} has no Gift that lets it act.`;
  if (!groupActive(a.group)) return `${d.name} is incapacitated.`;
  if (a.group.blockedUntil !== null) return `${d.name} cannot act until its controller's next turn.`;
  if (a.group.actionsUsed >= ACTIONS_PER_TURN) return `${d.name} has already acted this turn.`;
  return null;
}

export function actorSkill(k: SeatKnowledge, a: Actor, skill: SkillId): TraitValue | null {
  // Rules edition 4: a Group's roll takes the round's event as an Agent's does (rules/referee.ts rolledSkill).
  return a.kind === 'agent' ? agentSkill(a.agent, skill, sideFromKnowledge(k)) : groupSkill(a.group, skill, k.edition >= 4 ? sideFromKnowledge(k) : NO_SIDE);
}

export function actorRange(k: SeatKnowledge, a: Actor, skill: SkillId): RangeLevel {
  return a.kind === 'agent' ? agentRange(a.agent, skill, sideFromKnowledge(k)) : groupData(a.group.id).range;
}

/** Where a target is, as this seat knows it: own units, live agent marks, and Groups (always public). */
export function knownTargetArea(k: SeatKnowledge, target: string): string | null {
  const own = k.agents[target];
  if (own) return own.area;
  const mark = liveAgentMark(k, target);
  if (mark) return mark.area;
  const g = k.groups[target];
  if (g && !g.destroyed) return groupData(target).area;
  return null;
}

export type TargetKind = 'agent' | 'group';

export function targetKind(k: SeatKnowledge, target: string): TargetKind | null {
  if (k.agents[target] || liveAgentMark(k, target)) return 'agent';
  const g = k.groups[target];
  return g && !g.destroyed ? 'group' : null;
}

export function isOwn(k: SeatKnowledge, target: string): boolean {
  return Boolean(k.agents[target] || k.groups[target]?.own);
}

/**
 * The common checks of a skilled action: the actor can act, has the skill, and the target is
 * known to this seat and within the skill's range.
 */
export function skilledCheck(k: SeatKnowledge, actorIdValue: string, skill: SkillId, target: string | null): { actor: Actor; skill: TraitValue } | string {
  const problem = actorProblem(k, actorIdValue);
  if (problem) return problem;
  const actor = ownActor(k, actorIdValue);
  if (!actor) return 'Unknown actor.';
  const value = actorSkill(k, actor, skill);
  if (!value) return `${actorName(actor)} does not have the ${skill} skill.`;
  if (target !== null) {
    const area = knownTargetArea(k, target);
    if (area === null) return 'That target is not known to this conspiracy (spot it first).';
    if (!inRange(actorRange(k, actor, skill), actorArea(actor), area)) return outOfRange(k, actor, skill);
  }
  return { actor, skill: value };
}

/**
 * The refusal of a target beyond an actor's range (R-HATS-4), with what the range covers. One
 * sentence for every such target of the actor's skill, so the orders dialog lists them together.
 */
export function outOfRange(k: SeatKnowledge, actor: Actor, skill: SkillId): string {
  const here = areaOf(actorArea(actor));
  const covers = actorRange(k, actor, skill) === 'local'
    ? `Local: its own Area, ${here.name}`
    : `Regional: the Areas of the ${REGION_BY_ID.get(here.region)?.name ?? here.region} Region`;
  return `Out of ${actorName(actor)}'s ${SKILL_INFO[skill].name} range (${covers}).`;
}
