/**
 * Surveillance (R-HATS-5): a test of the skill; every other Agent in the Area whose Subtlety is
 * strictly lower than the result is spotted, or, looking for Group control, every Group whose
 * modified Loyalty is strictly lower has its controller identified.
 */
import { ladderLabel } from '../../../core/ladder';
import { AREA_BY_ID, areaOf } from '../../data/regions';
import { GROUPS, groupData } from '../../data/groups';
import { sideOf } from '../../view/knowledge';
import { actorArea, actorRange, outOfRange, skilledCheck } from '../actors';
import { groupLoyalty, inRange, subtletyVsSurveillance } from '../modifiers';
import { roll, testChance, traitTotal } from '../rolls';
import { reveal, rolledSkill } from '../referee';
import { spendAction, type ActionRule } from '../action-rule';

export const surveilRule: ActionRule<'action.surveil'> = {
  check(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'surveillance', null);
    if (typeof c === 'string') return c;
    if (!AREA_BY_ID.has(cmd.area)) return `There is no Area "${cmd.area}".`;
    if (!inRange(actorRange(k, c.actor, 'surveillance'), actorArea(c.actor), cmd.area)) {
      return outOfRange(k, c.actor, 'surveillance');
    }
    return null;
  },
  preview(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'surveillance', null);
    if (typeof c === 'string') return { cost: 0, rolls: [], notes: [] };
    const what = cmd.look === 'agents' ? 'Subtlety' : 'Loyalty';
    // The result must beat the hidden trait: show the exact chance against each likely level.
    const rolls = [-1, 0, 1, 2].map((level) => ({
      what: `Spot a ${what} of ${ladderLabel(level)}`,
      actor: c.skill,
      against: { kind: 'difficulty' as const, value: level, label: ladderLabel(level), strict: true },
      chance: testChance(c.skill, level, true),
      unknown: [],
    }));
    return {
      cost: 0,
      rolls,
      notes: [`Spots ${cmd.look === 'agents' ? 'every other Agent whose Subtlety (+1 in wilderness)' : 'the controller of every Group whose Loyalty'} is below the level rolled.`],
    };
  },
  resolve(tx, cmd) {
    const s = tx.state;
    const seat = cmd.seat;
    const agent = s.agents[cmd.actor];
    const skill = rolledSkill(s, cmd.actor, 'surveillance');
    if (!skill) throw new Error('surveillance without the skill');
    spendAction(tx, cmd.actor);
    tx.setConspiracy(seat, { surveyed: { ...tx.conspiracy(seat).surveyed, [`${cmd.look}:${cmd.area}`]: s.round } });
    const r = roll(tx.rng, skill, `${cmd.look === 'agents' ? 'Subtlety' : 'Loyalty'} of everyone in ${areaOf(cmd.area).name}`);
    const found: string[] = [];
    if (cmd.look === 'agents') {
      for (const other of Object.values(s.agents)) {
        if (other.area !== cmd.area || other.owner === seat) continue;
        if (traitTotal(subtletyVsSurveillance(other, sideOf(s, other.owner))) < r.total) found.push(other.id);
      }
    } else {
      for (const d of GROUPS) {
        const g = s.groups[d.id];
        if (!g || g.destroyed || d.area !== cmd.area || g.owner === seat) continue;
        if (traitTotal(groupLoyalty(g, sideOf(s, g.owner), 'plain')) < r.total) found.push(g.id);
      }
    }
    for (const id of found) reveal(tx, id, [seat]);
    const names = found.map((id) => {
      const a = tx.state.agents[id];
      if (a) return a.name;
      const g = tx.state.groups[id];
      const owner = tx.state.seats.find((x) => x.id === g?.owner);
      return `${groupData(id).name} (${owner ? `controlled by ${owner.name}` : 'independent'})`;
    });
    tx.log([seat], `${agent?.name ?? groupData(cmd.actor).name} watches ${areaOf(cmd.area).name}: ${names.length > 0 ? names.join(', ') : 'nothing found'}.`, [r], cmd.area);
  },
};
