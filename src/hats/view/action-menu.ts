/**
 * The orders menu of one actor: every kind of action, with the legal choices, or — greyed, never
 * hidden — the reason none is possible now, in the reducer's own words (a missing skill, the price
 * against the purse, no target in range...). Within a possible kind, every other choice the seat
 * could name (each Gift, technology, target, boost, trait) is listed too, each with the refusal
 * knowledgeProblem gives for it (R-CORE-4). Judged on the seat's knowledge only, so a reason never
 * tells the seat anything it does not know.
 */
import { AREAS } from '../data/regions';
import { GIFTS } from '../data/gifts';
import { GROUPS } from '../data/groups';
import { isNewSkill, SKILL_INFO, SKILLS, type SkillId } from '../data/skills';
import { TECHNOLOGIES, TECH_AREAS, technologiesUnlocking } from '../data/technologies';
import { ATTRIBUTES } from '../data/templates';
import type { HatsCommand, TraitChoice } from '../commands';
import { knowledgeProblem } from '../reducer';
import { actorName, actorProblem, actorSkill, ownActor } from '../rules/actors';
import { availableSkills } from '../rules/modifiers';
import { liveAgentMark, type SeatKnowledge } from './knowledge';
import { legalActionsFor } from './legal';

export type MenuKind =
  | 'action.move' | 'action.hide' | 'action.surveil' | 'action.combat' | 'action.assassinate' | 'action.bribe' | 'action.subvert'
  | 'action.infiltrate' | 'action.indoctrinate' | 'action.protect' | 'action.research' | 'action.train' | 'action.psychic'
  | 'action.embezzle' | 'agent.equip';

/** A choice the seat could name that is not possible now, with the reducer's refusal. */
export interface BlockedChoice {
  readonly command: HatsCommand;
  readonly reason: string;
}

export interface MenuEntry {
  readonly kind: MenuKind;
  readonly legal: readonly HatsCommand[];
  /** Why none is possible (null when some are). */
  readonly reason: string | null;
  /** The other choices of this kind, not possible now, in the order they are offered (empty when the whole kind is refused for one reason). */
  readonly blocked: readonly BlockedChoice[];
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

const BOOSTS = [0, 1, 2] as const;
const TRAITS: readonly TraitChoice[] = [
  ...ATTRIBUTES.map((attribute) => ({ kind: 'attribute' as const, attribute })),
  ...SKILLS.map((skill) => ({ kind: 'skill' as const, skill })),
];

/** Every choice this seat could name for a kind, whatever the range or the price: its own units, live marks, standing Groups, each Gift, technology, boost and trait. */
function candidates(k: SeatKnowledge, actor: string, kind: MenuKind): HatsCommand[] {
  const seat = k.seat;
  const here = k.agents[actor]?.area;
  const own = Object.keys(k.agents);
  const spotted = Object.keys(k.marks).filter((id) => liveAgentMark(k, id));
  const groups = GROUPS.filter((g) => k.groups[g.id] && !k.groups[g.id]?.destroyed).map((g) => g.id);
  const foreignGroups = groups.filter((g) => !k.groups[g]?.own);
  switch (kind) {
    case 'action.move': return AREAS.filter((a) => a.id !== here).map((a) => ({ type: kind, seat, actor, to: a.id }));
    case 'action.hide': return [{ type: kind, seat, actor }];
    case 'action.surveil': return AREAS.flatMap((a) => (['agents', 'groups'] as const).map((look) => ({ type: kind, seat, actor, area: a.id, look })));
    case 'action.combat': return [...spotted, ...foreignGroups].map((target) => ({ type: kind, seat, actor, target }));
    case 'action.assassinate': return foreignGroups.map((target) => ({ type: kind, seat, actor, target }));
    case 'action.bribe': return [...spotted, ...foreignGroups].flatMap((target) => BOOSTS.map((boost) => ({ type: kind, seat, actor, target, boost })));
    case 'action.subvert': return [...spotted, ...foreignGroups].flatMap((target) => BOOSTS.map((boost) => ({ type: kind, seat, actor, target, boost })));
    case 'action.infiltrate': return foreignGroups.map((target) => ({ type: kind, seat, actor, target }));
    case 'action.indoctrinate': return [...own, ...groups.filter((g) => k.groups[g]?.own)].map((target) => ({ type: kind, seat, actor, target }));
    case 'action.protect': return [
      ...[...own.filter((x) => x !== actor), ...groups.filter((g) => k.groups[g]?.own)].map((target) => ({ type: kind, seat, actor, guard: { kind: 'unit' as const, target } })),
      ...AREAS.map((a) => ({ type: kind, seat, actor, guard: { kind: 'area' as const, area: a.id } })),
    ];
    case 'action.research': return [...TECH_AREAS.map((area) => ({ type: kind, seat, actor, goal: { kind: 'area' as const, area } })), ...TECHNOLOGIES.map((t) => ({ type: kind, seat, actor, goal: { kind: 'tech' as const, tech: t.id } }))];
    case 'action.train': return own.flatMap((target) => TRAITS.map((trait) => ({ type: kind, seat, actor, target, trait })));
    case 'action.psychic': return spotted.map((target) => ({ type: kind, seat, actor, target }));
    case 'action.embezzle': return foreignGroups.map((target) => ({ type: kind, seat, actor, target }));
    case 'agent.equip': return GIFTS.map((g) => ({ type: kind, seat, agent: actor, gift: g.id }));
  }
}

const NONE: Partial<Record<MenuKind, string>> = {
  'action.combat': 'No target within range: Combat needs a spotted Agent, or a Group whose controller you have spotted (R-HATS-15), within the attacker\'s range.',
  'action.bribe': 'No target known: spot an Agent, or choose a Group.',
  'action.subvert': 'No target known: spot an Agent, or choose a Group.',
  'action.psychic': 'No spotted Agent to assault: spot one first (Surveillance).',
  'action.protect': 'Nothing of yours to guard.',
};

/** The reason to show: a price the purse cannot meet first, then a range, then the first refusal. */
function bestReason(problems: readonly string[]): string | null {
  return problems.find((p) => /greenbacks/.test(p)) ?? problems.find((p) => /range/.test(p)) ?? problems[0] ?? null;
}

const key = (c: HatsCommand): string => JSON.stringify(c);

/** The candidates of a kind that are not legal, each with the reducer's refusal (legal ones and duplicates left out). */
function blockedChoices(k: SeatKnowledge, actor: string, kind: MenuKind, legal: readonly HatsCommand[]): BlockedChoice[] {
  const taken = new Set(legal.map(key));
  const out: BlockedChoice[] = [];
  for (const command of candidates(k, actor, kind)) {
    if (taken.has(key(command))) continue;
    taken.add(key(command));
    const reason = knowledgeProblem(k, command);
    if (reason !== null) out.push({ command, reason });
  }
  return out;
}

export function actionMenu(k: SeatKnowledge, actor: string): MenuEntry[] {
  const a = ownActor(k, actor);
  if (!a) return [];
  const legal = legalActionsFor(k, actor);
  const kinds = a.kind === 'agent' ? MENU_KINDS : MENU_KINDS.filter((kind) => {
    const skill = SKILL_OF[kind];
    return skill !== undefined && actorSkill(k, a, skill) !== null;
  });
  const refusal = actorProblem(k, actor);
  return kinds.map((kind): MenuEntry => {
    const mine = legal.filter((c) => c.type === kind);
    if (mine.length > 0) return { kind, legal: mine, reason: null, blocked: blockedChoices(k, actor, kind, mine) };
    if (kind !== 'agent.equip' && refusal) return { kind, legal: [], reason: refusal, blocked: [] };
    const skill = SKILL_OF[kind];
    if (skill && actorSkill(k, a, skill) === null) {
      const locked = isNewSkill(skill) && !availableSkills(k.conspiracy).includes(skill);
      const unlock = technologiesUnlocking(skill)[0];
      return {
        kind, legal: [], blocked: [],
        reason: locked
          ? `${SKILL_INFO[skill].name} is not available yet: research ${unlock?.name ?? 'it'} first, then train an Agent in it.`
          : `${actorName(a)} does not have the ${SKILL_INFO[skill].name} skill.`,
      };
    }
    const refused = blockedChoices(k, actor, kind, []);
    const best = bestReason(refused.map((b) => b.reason));
    // Combat with no target in reach says so, not "the target is out of range" of some Group it could never fight.
    const reason = kind === 'action.combat' && (best === null || !/greenbacks/.test(best)) ? NONE[kind] : best ?? NONE[kind];
    return { kind, legal: [], reason: reason ?? 'Not possible now.', blocked: refused };
  });
}
