/**
 * Every legal command for a seat or one of its actors, enumerated from the seat's knowledge and
 * filtered by the same checks the reducer applies (so each one listed is accepted). The board UI
 * lists these; the computer players choose among them. Candidates are pruned by skill and range
 * first, which only saves time: the rule's own check has the last word.
 */
import { AREAS } from '../data/regions';
import { GIFTS } from '../data/gifts';
import { GROUPS, groupData } from '../data/groups';
import { SKILLS, type SkillId } from '../data/skills';
import { TECHNOLOGIES, TECH_AREAS } from '../data/technologies';
import { ATTRIBUTES, TEMPLATES } from '../data/templates';
import type { HatsCommand, TraitChoice } from '../commands';
import { knowledgeProblem } from '../reducer';
import { recruitAreas } from '../rules/actions/recruit';
import { actorArea, actorProblem, actorRange, actorSkill, ownActor } from '../rules/actors';
import { inRange } from '../rules/modifiers';
import type { SeatKnowledge } from './knowledge';

const BOOSTS = [0, 1, 2] as const;

function legal(k: SeatKnowledge, cmd: HatsCommand): boolean {
  return knowledgeProblem(k, cmd) === null;
}

/** Targets this seat could name, with where it believes they are. */
function targets(k: SeatKnowledge): { id: string; area: string }[] {
  const out = Object.values(k.agents).map((a) => ({ id: a.id, area: a.area }));
  for (const [id, m] of Object.entries(k.marks)) if (m.kind === 'agent' && !m.stale) out.push({ id, area: m.area });
  for (const g of GROUPS) if (k.groups[g.id] && !k.groups[g.id]?.destroyed) out.push({ id: g.id, area: g.area });
  return out;
}

const TRAIT_CHOICES: readonly TraitChoice[] = [
  ...SKILLS.map((skill) => ({ kind: 'skill' as const, skill })),
  ...ATTRIBUTES.map((attribute) => ({ kind: 'attribute' as const, attribute })),
];

/** Every legal command for one actor (an Agent, or a Group with an action Gift), equipment included. */
export function legalActionsFor(k: SeatKnowledge, actor: string): HatsCommand[] {
  const seat = k.seat;
  const out: HatsCommand[] = [];
  const push = (cmd: HatsCommand) => {
    if (legal(k, cmd)) out.push(cmd);
  };
  if (k.agents[actor]) for (const g of GIFTS) push({ type: 'agent.equip', seat, agent: actor, gift: g.id });
  const a = ownActor(k, actor);
  if (!a || actorProblem(k, actor) !== null) return out;
  const here = actorArea(a);
  const has = (skill: SkillId) => actorSkill(k, a, skill) !== null;
  const reach = (skill: SkillId) => {
    const range = actorRange(k, a, skill);
    return (area: string) => inRange(range, here, area);
  };
  if (a.kind === 'agent') {
    for (const area of AREAS) push({ type: 'action.move', seat, actor, to: area.id });
    push({ type: 'action.hide', seat, actor });
  }
  const all = targets(k);
  if (has('surveillance')) {
    const r = reach('surveillance');
    for (const area of AREAS) {
      if (!r(area.id)) continue;
      push({ type: 'action.surveil', seat, actor, area: area.id, look: 'agents' });
      push({ type: 'action.surveil', seat, actor, area: area.id, look: 'groups' });
    }
  }
  if (has('protect')) {
    const r = reach('protect');
    for (const area of AREAS) if (r(area.id)) push({ type: 'action.protect', seat, actor, guard: { kind: 'area', area: area.id } });
    for (const t of all) if (r(t.area)) push({ type: 'action.protect', seat, actor, guard: { kind: 'unit', target: t.id } });
  }
  const perTarget: [SkillId, (target: string) => HatsCommand[]][] = [
    ['combat', (target) => [{ type: 'action.combat', seat, actor, target }]],
    ['assassination', (target) => [{ type: 'action.assassinate', seat, actor, target }]],
    ['indoctrinate', (target) => [{ type: 'action.indoctrinate', seat, actor, target }]],
    ['infiltrate', (target) => [
      { type: 'action.infiltrate', seat, actor, target },
      ...BOOSTS.map((boost): HatsCommand => ({ type: 'action.subvert', seat, actor, target, boost })),
    ]],
    ['bribery', (target) => BOOSTS.map((boost): HatsCommand => ({ type: 'action.bribe', seat, actor, target, boost }))],
    ['psychic', (target) => [{ type: 'action.psychic', seat, actor, target }]],
    ['embezzle', (target) => [{ type: 'action.embezzle', seat, actor, target }]],
  ];
  for (const [skill, make] of perTarget) {
    if (!has(skill)) continue;
    const r = reach(skill);
    for (const t of all) if (r(t.area)) for (const cmd of make(t.id)) push(cmd);
  }
  if (has('research')) {
    for (const area of TECH_AREAS) push({ type: 'action.research', seat, actor, goal: { kind: 'area', area } });
    for (const t of TECHNOLOGIES) push({ type: 'action.research', seat, actor, goal: { kind: 'tech', tech: t.id } });
  }
  if (has('indoctrinate')) {
    const r = reach('indoctrinate');
    for (const target of Object.values(k.agents)) {
      if (!r(target.area)) continue;
      for (const trait of TRAIT_CHOICES) push({ type: 'action.train', seat, actor, target: target.id, trait });
    }
  }
  return out;
}

/**
 * Commands that belong to the conspiracy rather than one actor: recruiting (by template), dismissing
 * an Agent (R-HATS-19: free, not the Agent's action), ending the turn, answering a Bribery.
 */
export function legalSeatCommands(k: SeatKnowledge): HatsCommand[] {
  const seat = k.seat;
  const out: HatsCommand[] = [];
  const push = (cmd: HatsCommand) => {
    if (legal(k, cmd)) out.push(cmd);
  };
  for (const pay of BOOSTS) push({ type: 'bribe.defend', seat, pay });
  for (const area of recruitAreas(k)) for (const t of TEMPLATES) push({ type: 'conspiracy.recruit', seat, area, recruit: { kind: 'template', template: t.id } });
  for (const agent of Object.keys(k.agents)) push({ type: 'agent.dismiss', seat, agent });
  push({ type: 'turn.end', seat });
  return out;
}

/** Own units that can still act this turn (Agents, and Groups with an action Gift). */
export function readyActors(k: SeatKnowledge): string[] {
  const ids = [...Object.keys(k.agents), ...Object.values(k.groups).flatMap((g) => (g.own && groupData(g.id).gifts.some((x) => x.kind === 'action') ? [g.id] : []))];
  return ids.filter((id) => actorProblem(k, id) === null);
}
