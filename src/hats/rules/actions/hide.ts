/** Hide (R-HATS-6): a Subtlety test against Fair; success clears every opponent's mark on the Agent. */
import { sideFromKnowledge } from '../../view/knowledge';
import { sideOf } from '../../view/knowledge';
import { actorProblem } from '../actors';
import { hideSubtlety, plainSubtlety as plainSubtletyV1 } from '../modifiers';
import { roll, testChance } from '../rolls';
import { spendAction, type ActionRule } from '../action-rule';

const HIDE_DIFFICULTY = 0;

export const hideRule: ActionRule<'action.hide'> = {
  check(k, cmd) {
    const problem = actorProblem(k, cmd.actor);
    if (problem) return problem;
    return k.agents[cmd.actor] ? null : 'Only Agents can hide.';
  },
  preview(k, cmd) {
    const agent = k.agents[cmd.actor];
    if (!agent) return { cost: 0, rolls: [], notes: [] };
    // Edition 1 games hid without the wound penalty (see resolve).
    const t = k.edition === 1 ? plainSubtletyV1(agent, sideFromKnowledge(k)) : hideSubtlety(agent, sideFromKnowledge(k));
    return {
      cost: 0,
      rolls: [{ what: 'Subtlety against Fair', actor: t, against: { kind: 'difficulty', value: HIDE_DIFFICULTY, label: 'Fair', strict: false }, chance: testChance(t, HIDE_DIFFICULTY), unknown: [] }],
      notes: [],
    };
  },
  resolve(tx, cmd) {
    const agent = tx.agent(cmd.actor);
    spendAction(tx, cmd.actor);
    // R-HATS-14: a wounded Agent hides with its wound penalty.
    const r = roll(tx.rng, tx.state.version === 1 ? plainSubtletyV1(agent, sideOf(tx.state, agent.owner)) : hideSubtlety(agent, sideOf(tx.state, agent.owner)), 'difficulty Fair (0)');
    const owner = agent.owner ? [agent.owner] : [];
    if (r.total >= HIDE_DIFFICULTY) {
      tx.staleMarks(cmd.actor, agent.owner);
      tx.log(owner, `${agent.name} goes to ground: every trace of it is lost.`, [r], agent.area);
    } else {
      tx.log(owner, `${agent.name} fails to hide.`, [r], agent.area);
    }
  },
};
