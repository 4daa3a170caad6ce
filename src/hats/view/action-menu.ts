/**
 * The orders menu of one actor: every kind of action, with the legal choices, or — greyed, never
 * hidden — the reason none is possible now, in the reducer's own words (a missing skill, the price
 * against the purse, no target in range...). Judged on the seat's knowledge only, so a reason never
 * tells the seat anything it does not know.
 */
import { AREAS } from '../data/regions';
import { GIFTS } from '../data/gifts';
import { GROUPS } from '../data/groups';
import { isNewSkill, SKILL_INFO, type SkillId } from '../data/skills';
import { TECHNOLOGIES, TECH_AREAS } from '../data/technologies';
import type { HatsCommand } from '../commands';
import { knowledgeProblem } from '../reducer';
import { actorName, actorProblem, actorSkill, ownActor } from '../rules/actors';
import { availableSkills } from '../rules/modifiers';
import { liveAgentMark, type SeatKnowledge } from './knowledge';
import { legalActionsFor } from './legal';

export type MenuKind =
  | 'action.move' | 'action.hide' | 'action.surveil' | 'action.combat' | 'action.assassinate' | 'action.bribe' | 'action.subvert'
  | 'action.infiltrate' | 'action.indoctrinate' | 'action.protect' | 'action.research' | 'action.train' | 'action.psychic'
  | 'action.embezzle' | 'agent.equip';

export interface MenuEntry {
  readonly kind: MenuKind;
  readonly legal: readonly HatsCommand[];
  /** Why none is possible (null when some are). */
  readonly reason: string | null;
}

const SKILL_OF: Partial<Record<MenuKind, SkillId>> = {
  'action.surveil': 'surveillance', 'action.combat': 'combat', 'action.assassinate': 'assassination', 'action.bribe': 'bribery',
  'action.subvert': 'infiltrate', 'action.infiltrate': 'infiltrate', 'action.indoctrinate': 'indoctrinate', 'action.protect': 'protect',
  'action.research': 'research', 'action.train': 'indoctrinate', 'action.psychic': 'psychic', 'action.embezzle': 'embezzle',
};

export const MENU_KINDS: readonly MenuKind[] = [
  'action.move', 'action.hide', 'action.surveil', 'action.infiltrate', 'action.subvert', 'action.bribe', 'action.combat', 'action.assassinate',
  'action.psychic', 'action.embezzle', 'action.protect', 'action.indoctrinate', 'action.research', 'action.train', 'agent.equip',
];

/** Every target this seat could name for a kind, whatever the range: its own units, live marks, standing Groups. */
function candidates(k: SeatKnowledge, actor: string, kind: MenuKind): HatsCommand[] {
  const seat = k.seat;
  const own = Object.keys(k.agents);
  const spotted = Object.keys(k.marks).filter((id) => liveAgentMark(k, id));
  const groups = GROUPS.filter((g) => k.groups[g.id] && !k.groups[g.id]?.destroyed).map((g) => g.id);
  const foreignGroups = groups.filter((g) => !k.groups[g]?.own);
  switch (kind) {
    case 'action.move': return AREAS.map((a) => ({ type: kind, seat, actor, to: a.id }));
    case 'action.hide': return [{ type: kind, seat, actor }];
    case 'action.surveil': return AREAS.map((a) => ({ type: kind, seat, actor, area: a.id, look: 'agents' as const }));
    case 'action.combat': return [...spotted, ...foreignGroups].map((target) => ({ type: kind, seat, actor, target }));
    case 'action.assassinate': return foreignGroups.map((target) => ({ type: kind, seat, actor, target }));
    case 'action.bribe': return [...spotted, ...foreignGroups].map((target) => ({ type: kind, seat, actor, target, boost: 0 as const }));
    case 'action.subvert': return [...spotted, ...foreignGroups].map((target) => ({ type: kind, seat, actor, target, boost: 0 as const }));
    case 'action.infiltrate': return foreignGroups.map((target) => ({ type: kind, seat, actor, target }));
    case 'action.indoctrinate': return [...own, ...groups.filter((g) => k.groups[g]?.own)].map((target) => ({ type: kind, seat, actor, target }));
    case 'action.protect': return [...own.filter((x) => x !== actor), ...groups.filter((g) => k.groups[g]?.own)].map((target) => ({ type: kind, seat, actor, guard: { kind: 'unit' as const, target } }));
    case 'action.research': return [...TECH_AREAS.map((area) => ({ type: kind, seat, actor, goal: { kind: 'area' as const, area } })), ...TECHNOLOGIES.map((t) => ({ type: kind, seat, actor, goal: { kind: 'tech' as const, tech: t.id } }))];
    case 'action.train': return own.map((target) => ({ type: kind, seat, actor, target, trait: { kind: 'attribute' as const, attribute: 'subtlety' as const } }));
    case 'action.psychic': return spotted.map((target) => ({ type: kind, seat, actor, target }));
    case 'action.embezzle': return foreignGroups.map((target) => ({ type: kind, seat, actor, target }));
    case 'agent.equip': return GIFTS.map((g) => ({ type: kind, seat, agent: actor, gift: g.id }));
  }
}

const NONE: Partial<Record<MenuKind, string>> = {
  'action.combat': 'No target: Combat needs a spotted Agent, or a Group whose controller you have spotted (R-HATS-15).',
  'action.bribe': 'No target known: spot an Agent, or choose a Group.',
  'action.subvert': 'No target known: spot an Agent, or choose a Group.',
  'action.psychic': 'No spotted Agent to assault: spot one first (Surveillance).',
  'action.protect': 'Nothing of yours to guard.',
};

/** The reason to show: a price the purse cannot meet first, then a range, then the first refusal. */
function bestReason(problems: readonly string[]): string | null {
  return problems.find((p) => /greenbacks/.test(p)) ?? problems.find((p) => /range/.test(p)) ?? problems[0] ?? null;
}

export function actionMenu(k: SeatKnowledge, actor: string): MenuEntry[] {
  const a = ownActor(k, actor);
  if (!a) return [];
  const legal = legalActionsFor(k, actor);
  const kinds = a.kind === 'agent' ? MENU_KINDS : MENU_KINDS.filter((kind) => {
    const skill = SKILL_OF[kind];
    return skill !== undefined && actorSkill(k, a, skill) !== null;
  });
  const blocked = actorProblem(k, actor);
  return kinds.map((kind): MenuEntry => {
    const mine = legal.filter((c) => c.type === kind);
    if (mine.length > 0) return { kind, legal: mine, reason: null };
    if (kind !== 'agent.equip' && blocked) return { kind, legal: [], reason: blocked };
    const skill = SKILL_OF[kind];
    if (skill && actorSkill(k, a, skill) === null) {
      const locked = isNewSkill(skill) && !availableSkills(k.conspiracy).includes(skill);
      const unlock = TECHNOLOGIES.find((t) => t.effects.some((e) => e.kind === 'unlock-skill' && e.skill === skill));
      return {
        kind, legal: [],
        reason: locked
          ? `${SKILL_INFO[skill].name} is not available yet: research ${unlock?.name ?? 'it'} first, then train an Agent in it.`
          : `${actorName(a)} does not have the ${SKILL_INFO[skill].name} skill.`,
      };
    }
    const problems = candidates(k, actor, kind).map((c) => knowledgeProblem(k, c)).filter((p): p is string => p !== null);
    return { kind, legal: [], reason: bestReason(problems) ?? NONE[kind] ?? 'Not possible now.' };
  });
}
