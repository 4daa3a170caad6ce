/**
 * Recruiting (black-hats.txt "Training"): 10 greenbacks, no check. Another Agent may use its action
 * for an Indoctrinate check to raise one of the recruit's traits (no extra cost). A recruit
 * joins in a home Area or where the conspiracy already has an Agent or Group, and acts from its
 * controller's next turn.
 */
import { ladderLabel } from '../../../core/ladder';
import { codename, seatCodename } from '../../data/codenames';
import { groupData } from '../../data/groups';
import { AREA_BY_ID, areaOf } from '../../data/regions';
import { TEMPLATE_BY_ID, type AgentBuild } from '../../data/templates';
import type { CommandOf, TraitChoice } from '../../commands';
import type { Agent } from '../../state';
import { sideFromKnowledge, sideOf, type SeatKnowledge } from '../../view/knowledge';
import { actorArea, actorProblem, actorRange, actorSkill, ownActor, turnProblem } from '../actors';
import { buildProblems } from '../creation';
import { availableSkills, discountFor, inRange, priceChanges, type SideFacts } from '../modifiers';
import { actorSkillIn } from '../referee';
import { roll, testChance, type Mod } from '../rolls';
import { spendAction, type ActionRule } from '../action-rule';
import { applyTraining, trainingGoal, unavailableSkill } from './train';

export const RECRUIT_PRICE = 10;
const RECRUIT_SKILL_CAP = 2; // "No skills may initially start at Superb."

export function recruitCost(side: SideFacts): number {
  return Math.max(1, RECRUIT_PRICE - discountFor(side, 'recruit'));
}

/** The price of a recruit and why it differs from the list price: each discount (or surcharge) by its source. */
export interface RecruitPrice {
  readonly cost: number;
  readonly list: number;
  /** Positive: cheaper (a Group's Gift, a technology, a round's event). */
  readonly changes: readonly Mod[];
}

export function recruitPrice(side: SideFacts): RecruitPrice {
  return { cost: recruitCost(side), list: RECRUIT_PRICE, changes: priceChanges(side, 'recruit') };
}

export function recruitBuild(cmd: CommandOf<'conspiracy.recruit'>): AgentBuild | null {
  if (cmd.recruit.kind === 'custom') return cmd.recruit.build;
  return TEMPLATE_BY_ID.get(cmd.recruit.template)?.build ?? null;
}

/** Areas where this seat may recruit: home Areas and wherever it has an Agent or a standing Group. */
export function recruitAreas(k: SeatKnowledge): string[] {
  const areas = new Set<string>(k.conspiracy.homeAreas);
  for (const a of Object.values(k.agents)) areas.add(a.area);
  for (const g of Object.values(k.groups)) if (g.own && !g.destroyed) areas.add(groupData(g.id).area);
  return [...areas].sort();
}

/** Why this actor cannot train a recruit joining in `area` (its action, its Indoctrinate, its range), or null. */
export function trainerProblem(k: SeatKnowledge, actor: string, area: string): string | null {
  const problem = actorProblem(k, actor);
  if (problem) return problem;
  const trainer = ownActor(k, actor);
  if (!trainer || !actorSkill(k, trainer, 'indoctrinate')) return 'The trainer needs the Indoctrinate skill.';
  if (!inRange(actorRange(k, trainer, 'indoctrinate'), actorArea(trainer), area)) return 'The trainer is out of range of the recruit.';
  return null;
}

/** Why a trainer cannot raise this trait of a recruit built so (already at the cap, no room for a skill, a skill not available yet), or null. */
export function recruitTraitProblem(k: SeatKnowledge, build: AgentBuild, trait: TraitChoice): string | null {
  const goal = trainingGoal(asTrainee(build), trait, RECRUIT_SKILL_CAP);
  if (typeof goal === 'string') return goal;
  return unavailableSkill(k.conspiracy, trait);
}

const asTrainee = (b: AgentBuild) => ({ traits: { subtlety: b.subtlety, resilience: b.resilience, loyalty: b.loyalty, versatility: b.versatility }, skills: b.skills });

export const recruitRule: ActionRule<'conspiracy.recruit'> = {
  check(k, cmd) {
    const turn = turnProblem(k);
    if (turn) return turn;
    if (!AREA_BY_ID.has(cmd.area)) return `There is no Area "${cmd.area}".`;
    if (!recruitAreas(k).includes(cmd.area)) return `${areaOf(cmd.area).name} has no base of this conspiracy to recruit from.`;
    const build = recruitBuild(cmd);
    if (!build) return 'Unknown template.';
    const problems = buildProblems(build, availableSkills(k.conspiracy));
    if (problems[0]) return problems[0];
    const cost = recruitCost(sideFromKnowledge(k));
    if (k.conspiracy.greenbacks < cost) return `Recruiting costs ${cost} greenbacks; the conspiracy has ${k.conspiracy.greenbacks}.`;
    if (cmd.trainer) return trainerProblem(k, cmd.trainer.actor, cmd.area) ?? recruitTraitProblem(k, build, cmd.trainer.trait);
    return null;
  },
  preview(k, cmd) {
    const cost = recruitCost(sideFromKnowledge(k));
    const build = recruitBuild(cmd);
    const trainer = cmd.trainer ? ownActor(k, cmd.trainer.actor) : null;
    const skill = trainer ? actorSkill(k, trainer, 'indoctrinate') : null;
    if (!cmd.trainer || !build || !skill) return { cost, rolls: [], notes: [] };
    const goal = trainingGoal(asTrainee(build), cmd.trainer.trait, RECRUIT_SKILL_CAP);
    if (typeof goal === 'string') return { cost, rolls: [], notes: [] };
    return { cost, rolls: [{ what: 'Indoctrinate at the new level', actor: skill, against: { kind: 'difficulty', value: goal, label: ladderLabel(goal), strict: false }, chance: testChance(skill, goal), unknown: [] }], notes: [] };
  },
  resolve(tx, cmd) {
    const build = recruitBuild(cmd);
    if (!build) throw new Error('recruit without build');
    const side = sideOf(tx.state, cmd.seat);
    tx.pay(cmd.seat, recruitCost(side));
    const id = tx.nextId('agent');
    const n = Number(id.slice('agent-'.length));
    const c = tx.conspiracy(cmd.seat);
    // Each conspiracy names its own Agents (data/codenames.ts); edition 1 games keep one sequence.
    const name = tx.state.version === 1 ? codename(n) : seatCodename(tx.state.seats.findIndex((x) => x.id === cmd.seat), c.named);
    if (tx.state.version >= 2) tx.setConspiracy(cmd.seat, { named: c.named + 1 });
    let agent: Agent = {
      id,
      name,
      owner: cmd.seat,
      area: cmd.area,
      template: cmd.recruit.kind === 'template' ? cmd.recruit.template : null,
      ...asTrainee(build),
      gifts: [],
      loyaltyMod: 0,
      wounds: 0,
      actionsUsed: 0,
      blockedUntil: cmd.seat,
      protecting: null,
      subverted: null,
    };
    tx.log([cmd.seat], `${agent.name} is recruited in ${areaOf(cmd.area).name}.`, [], cmd.area);
    if (cmd.trainer) {
      const skill = actorSkillIn(tx.state, cmd.trainer.actor, 'indoctrinate');
      const goal = trainingGoal(agent, cmd.trainer.trait, RECRUIT_SKILL_CAP);
      if (skill && typeof goal === 'number') {
        spendAction(tx, cmd.trainer.actor);
        const r = roll(tx.rng, skill, `at least ${ladderLabel(goal)}`);
        if (r.total >= goal) agent = { ...agent, ...applyTraining(agent, cmd.trainer.trait, goal) };
        tx.log([cmd.seat], r.total >= goal ? `${agent.name}'s training goes well.` : `${agent.name}'s extra training does not take.`, [r], cmd.area);
      }
    }
    tx.addAgent(agent);
  },
};
