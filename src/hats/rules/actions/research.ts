/**
 * Research (R-HATS-9): 5 greenbacks an attempt. Raising an area needs a result at least equal to
 * the new level; developing a technology needs the area at the technology's level and a result
 * strictly higher than it, and then costs the technology's own price (R-HATS-10).
 */
import { ladderLabel, SUPERB } from '../../../core/ladder';
import { TECH_AREA_NAMES, TECH_BY_ID } from '../../data/technologies';
import { sideFromKnowledge, sideOf } from '../../view/knowledge';
import type { CommandOf } from '../../commands';
import type { Conspiracy } from '../../state';
import { skilledCheck } from '../actors';
import { discountFor, type SideFacts } from '../modifiers';
import { roll, testChance } from '../rolls';
import { rolledSkill, unitName } from '../referee';
import { spendAction, type ActionRule } from '../action-rule';

export const RESEARCH_PRICE = 5;

export function researchCost(side: SideFacts): number {
  return Math.max(1, RESEARCH_PRICE - discountFor(side, 'research'));
}

/** The level the roll must reach and whether it must beat it, for a research goal. */
export function researchTarget(c: Conspiracy, goal: CommandOf<'action.research'>['goal']): { level: number; strict: boolean; extra: number } | string {
  if (goal.kind === 'area') {
    const now = c.tech[goal.area];
    if (now >= SUPERB) return `${TECH_AREA_NAMES[goal.area]} is already Superb.`;
    return { level: now + 1, strict: false, extra: 0 };
  }
  const t = TECH_BY_ID.get(goal.tech);
  if (!t) return `There is no technology "${goal.tech}".`;
  if (c.technologies.includes(t.id)) return `${t.name} is already developed.`;
  if (c.tech[t.area] < t.level) return `${t.name} needs ${TECH_AREA_NAMES[t.area]} at ${ladderLabel(t.level)} first.`;
  return { level: t.level, strict: true, extra: t.cost };
}

export const researchRule: ActionRule<'action.research'> = {
  check(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'research', null);
    if (typeof c === 'string') return c;
    const target = researchTarget(k.conspiracy, cmd.goal);
    if (typeof target === 'string') return target;
    const cost = researchCost(sideFromKnowledge(k)) + target.extra;
    if (k.conspiracy.greenbacks < cost) return `This research needs ${cost} greenbacks in hand; the conspiracy has ${k.conspiracy.greenbacks}.`;
    return null;
  },
  preview(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'research', null);
    const target = researchTarget(k.conspiracy, cmd.goal);
    if (typeof c === 'string' || typeof target === 'string') return { cost: 0, rolls: [], notes: [] };
    return {
      cost: researchCost(sideFromKnowledge(k)),
      rolls: [{
        what: target.strict ? 'Research above the technology\'s level' : 'Research reaching the new level',
        actor: c.skill,
        against: { kind: 'difficulty', value: target.level, label: ladderLabel(target.level), strict: target.strict },
        chance: testChance(c.skill, target.level, target.strict),
        unknown: [],
      }],
      notes: target.extra > 0 ? [`On success the technology costs ${target.extra} greenbacks more.`] : [],
    };
  },
  resolve(tx, cmd) {
    const s = tx.state;
    const side = sideOf(s, cmd.seat);
    const skill = rolledSkill(s, cmd.actor, 'research');
    const c = tx.conspiracy(cmd.seat);
    const target = researchTarget(c, cmd.goal);
    if (!skill || typeof target === 'string') throw new Error('research checked but impossible');
    spendAction(tx, cmd.actor);
    tx.pay(cmd.seat, researchCost(side));
    const r = roll(tx.rng, skill, `${target.strict ? 'above' : 'at least'} ${ladderLabel(target.level)}`);
    const ok = target.strict ? r.total > target.level : r.total >= target.level;
    const who = unitName(s, cmd.actor);
    if (cmd.goal.kind === 'area') {
      const area = cmd.goal.area;
      if (ok) tx.setConspiracy(cmd.seat, { tech: { ...c.tech, [area]: target.level } });
      tx.log([cmd.seat], ok ? `${who} raises ${TECH_AREA_NAMES[area]} to ${ladderLabel(target.level)}.` : `${who}'s ${TECH_AREA_NAMES[area]} research goes nowhere.`, [r]);
      return;
    }
    const t = TECH_BY_ID.get(cmd.goal.tech);
    if (!t) return;
    if (ok) {
      tx.pay(cmd.seat, t.cost);
      tx.setConspiracy(cmd.seat, { technologies: [...tx.conspiracy(cmd.seat).technologies, t.id] });
    }
    tx.log([cmd.seat], ok ? `${who} develops ${t.name}: ${t.text}` : `${who} fails to develop ${t.name}.`, [r]);
  },
};
