/**
 * Assassination (black-hats.txt): against Groups only, opposed by the Group's modified Loyalty
 * (Scale does not help). Damage = relative degree + the actor's Assassination damage Gifts - the
 * Group's wards; it stuns the Group 1 turn (1-3), 2 turns (4-6) or 3 turns (7+).
 */
import { groupData } from '../../data/groups';
import { sideOf } from '../../view/knowledge';
import { isOwn, skilledCheck } from '../actors';
import { agentSkill, groupLoyalty, groupWard } from '../modifiers';
import { knownLoyalty } from '../known-target';
import { opposedChance, roll } from '../rolls';
import { knownAs, reveal, runInterceptions, unitOwner } from '../referee';
import { spendAction, type ActionRule } from '../action-rule';

export function stunTurns(damage: number): number {
  if (damage <= 0) return 0;
  if (damage <= 3) return 1;
  if (damage <= 6) return 2;
  return 3;
}

export const assassinateRule: ActionRule<'action.assassinate'> = {
  check(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'assassination', cmd.target);
    if (typeof c === 'string') return c;
    if (c.actor.kind !== 'agent') return 'Only Agents assassinate.';
    const g = k.groups[cmd.target];
    if (!g || g.destroyed) return 'Assassination is made against Groups, not Agents.';
    if (isOwn(k, cmd.target)) return 'A conspiracy does not assassinate its own Group.';
    return null;
  },
  preview(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'assassination', cmd.target);
    const g = k.groups[cmd.target];
    if (typeof c === 'string' || !g) return { cost: 0, rolls: [], notes: [] };
    const loyalty = knownLoyalty(k, cmd.target, 'plain');
    return {
      cost: 0,
      rolls: [{ what: `Assassination against ${groupData(cmd.target).name}'s Loyalty`, actor: c.skill, against: { kind: 'opposed', trait: loyalty.trait }, chance: opposedChance(c.skill, loyalty.trait), unknown: loyalty.unknown }],
      notes: ['Hidden Protectors may intercept first.'],
    };
  },
  resolve(tx, cmd) {
    spendAction(tx, cmd.actor);
    if (!runInterceptions(tx, cmd.actor, cmd.target)) return;
    const s = tx.state;
    const agent = s.agents[cmd.actor];
    const group = s.groups[cmd.target];
    if (!agent || !group || group.destroyed) return;
    const skill = agentSkill(agent, 'assassination', sideOf(s, agent.owner));
    if (!skill) return;
    const side = sideOf(s, group.owner);
    const loyalty = groupLoyalty(group, side, 'plain');
    const name = groupData(group.id).name;
    const a = roll(tx.rng, skill, `opposed by ${name}'s Loyalty`);
    const d = roll(tx.rng, loyalty, `resisting ${agent.name}`);
    const owner = unitOwner(s, group.id);
    const area = groupData(group.id).area;
    const audience = [cmd.seat, ...(owner ? [owner] : [])];
    // R-HATS-13: the controller learns who struck only if it has that Agent spotted.
    const say = (line: (who: string) => string): void => {
      if (s.version === 1 || !owner || owner === cmd.seat) {
        tx.log(audience, line(agent.name), [a, d], area);
        return;
      }
      tx.log([cmd.seat], line(agent.name), [a, d], area);
      const who = knownAs(s, owner, cmd.actor);
      tx.log([owner], line(who.charAt(0).toUpperCase() + who.slice(1)), [], area);
    };
    if (a.total <= d.total) {
      say(() => `An attempt on the leaders of ${name} fails.`);
      if (owner && s.version === 1) reveal(tx, cmd.actor, [owner]);
      return;
    }
    const ward = groupWard(group, side).reduce((t, m) => t + m.value, 0);
    const damage = a.total - d.total - ward;
    const turns = stunTurns(damage);
    if (turns === 0) {
      say((who) => `${who} strikes at ${name}, but its precautions hold.`);
      return;
    }
    tx.setGroup(group.id, { stunned: Math.max(group.stunned, turns), protecting: null });
    say((who) => `${who} assassinates key people of ${name} (damage ${damage}).`);
    tx.log('all', `${name} is paralysed for ${turns} turn${turns > 1 ? 's' : ''}.`, [], area);
  },
};
