/**
 * Training (black-hats.txt): an Indoctrinate check at least equal to the desired new level raises
 * one skill or characteristic of an Agent by one (a new skill starts at Poor and needs a free slot
 * of Versatility); 5 greenbacks per check. The trainer may be the Agent itself.
 */
import { ladderLabel, ladderWord, SUPERB } from '../../../core/ladder';
import { SKILL_INFO, type SkillId } from '../../data/skills';
import { TECH_AREA_NAMES, technologiesUnlocking } from '../../data/technologies';
import type { TraitChoice } from '../../commands';
import type { Agent, Conspiracy } from '../../state';
import { sideFromKnowledge, sideOf } from '../../view/knowledge';
import { skilledCheck } from '../actors';
import { maxSkills } from '../creation';
import { availableSkills, discountFor, type SideFacts } from '../modifiers';
import { actorSkillIn } from '../referee';
import { roll, testChance } from '../rolls';
import { spendAction, type ActionRule } from '../action-rule';

export const TRAINING_PRICE = 5;
const NEW_SKILL_LEVEL = -2;

export function trainingCost(side: SideFacts): number {
  return Math.max(1, TRAINING_PRICE - discountFor(side, 'training'));
}

type Trainee = Pick<Agent, 'traits' | 'skills'>;

/** The level a trait would reach, or why it cannot be trained; `cap` is Superb, or Great for a recruit's skills. */
export function trainingGoal(agent: Trainee, choice: TraitChoice, cap: number = SUPERB): number | string {
  if (choice.kind === 'attribute') {
    const now = agent.traits[choice.attribute];
    return now >= SUPERB ? `${choice.attribute} is already Superb.` : now + 1;
  }
  const now = agent.skills[choice.skill];
  if (now === undefined) {
    const known = Object.keys(agent.skills).length;
    if (known >= maxSkills(agent.traits.versatility)) return `Versatility ${ladderLabel(agent.traits.versatility)} allows no further skill.`;
    return NEW_SKILL_LEVEL;
  }
  return now >= cap ? `${SKILL_INFO[choice.skill].name} is already ${ladderLabel(now)}.` : now + 1;
}

/** R-HATS-17: a new skill is learnt only once the conspiracy has made it available. */
export function unavailableSkill(c: Conspiracy, choice: TraitChoice): string | null {
  return choice.kind === 'skill' ? skillUnavailable(c, choice.skill) : null;
}

/**
 * Why a new skill (R-HATS-17) cannot be learnt yet, naming the technologies that make it available
 * (their area and the level that area must reach), or null when it can.
 */
export function skillUnavailable(c: Conspiracy, skill: SkillId): string | null {
  if (availableSkills(c).includes(skill)) return null;
  const techs = technologiesUnlocking(skill);
  const how = techs.length > 0
    ? `develop ${techs.map((t) => `${t.name} (${TECH_AREA_NAMES[t.area]}, ${ladderWord(t.level)})`).join(' or ')} first, or draw an event that grants it`
    : 'only an event can grant it';
  return `${SKILL_INFO[skill].name} is not available to this conspiracy yet: ${how}.`;
}

export function applyTraining<T extends Trainee>(agent: T, choice: TraitChoice, level: number): Pick<Agent, 'traits' | 'skills'> {
  if (choice.kind === 'attribute') return { traits: { ...agent.traits, [choice.attribute]: level }, skills: agent.skills };
  return { traits: agent.traits, skills: { ...agent.skills, [choice.skill]: level } };
}

export const trainRule: ActionRule<'action.train'> = {
  check(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'indoctrinate', cmd.target);
    if (typeof c === 'string') return c;
    const target = k.agents[cmd.target];
    if (!target) return 'Training improves the conspiracy\'s own Agents only.';
    const goal = trainingGoal(target, cmd.trait);
    if (typeof goal === 'string') return goal;
    const skillProblem = unavailableSkill(k.conspiracy, cmd.trait);
    if (skillProblem) return skillProblem;
    const cost = trainingCost(sideFromKnowledge(k));
    if (k.conspiracy.greenbacks < cost) return `Training costs ${cost} greenbacks; the conspiracy has ${k.conspiracy.greenbacks}.`;
    return null;
  },
  preview(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'indoctrinate', cmd.target);
    const target = k.agents[cmd.target];
    if (typeof c === 'string' || !target) return { cost: 0, rolls: [], notes: [] };
    const goal = trainingGoal(target, cmd.trait);
    if (typeof goal === 'string') return { cost: 0, rolls: [], notes: [] };
    return {
      cost: trainingCost(sideFromKnowledge(k)),
      rolls: [{ what: 'Indoctrinate at the new level', actor: c.skill, against: { kind: 'difficulty', value: goal, label: ladderLabel(goal), strict: false }, chance: testChance(c.skill, goal), unknown: [] }],
      // Training is the trainer's Indoctrinate check (black-hats.txt "Training"): say what it buys.
      notes: [`The trainer's Indoctrinate must reach ${ladderWord(goal)}: then ${target.name} has ${cmd.trait.kind === 'skill' ? SKILL_INFO[cmd.trait.skill].name : cmd.trait.attribute.charAt(0).toUpperCase() + cmd.trait.attribute.slice(1)} at ${ladderWord(goal)}${cmd.trait.kind === 'skill' && target.skills[cmd.trait.skill] === undefined ? ' (a new skill starts at Poor)' : ''}. Paid either way.`],
    };
  },
  resolve(tx, cmd) {
    const s = tx.state;
    const side = sideOf(s, cmd.seat);
    const skill = actorSkillIn(s, cmd.actor, 'indoctrinate');
    const target = s.agents[cmd.target];
    if (!skill || !target) throw new Error('training checked but impossible');
    const goal = trainingGoal(target, cmd.trait);
    if (typeof goal === 'string') throw new Error(goal);
    spendAction(tx, cmd.actor);
    tx.pay(cmd.seat, trainingCost(side));
    const r = roll(tx.rng, skill, `at least ${ladderLabel(goal)}`);
    const what = cmd.trait.kind === 'skill' ? SKILL_INFO[cmd.trait.skill].name : cmd.trait.attribute;
    if (r.total >= goal) {
      tx.setAgent(cmd.target, applyTraining(tx.agent(cmd.target), cmd.trait, goal));
      tx.log([cmd.seat], `${target.name} now has ${what} at ${ladderLabel(goal)}.`, [r], target.area);
    } else {
      tx.log([cmd.seat], `${target.name}'s training in ${what} does not take.`, [r], target.area);
    }
  },
};
