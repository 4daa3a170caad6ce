/**
 * Dismissing an Agent (R-HATS-19): during its Actions a conspiracy may dismiss any of its Agents,
 * free and without using the Agent's action (it may have acted, be wounded or be waiting); the
 * Agent leaves the game and costs no more upkeep. Other seats' marks on it become "last seen"
 * (R-HATS-5: it is gone), as when an Agent is eliminated; nobody else is told why.
 */
import { agentUpkeep } from '../phases';
import { sideFromKnowledge } from '../../view/knowledge';
import { turnProblem } from '../actors';
import { NO_ROLLS, type ActionRule } from '../action-rule';

export const dismissRule: ActionRule<'agent.dismiss'> = {
  check(k, cmd) {
    const turn = turnProblem(k);
    if (turn) return turn;
    if (!k.agents[cmd.agent]) return 'That is not one of this conspiracy\'s Agents.';
    return null;
  },
  preview(k, cmd) {
    const agent = k.agents[cmd.agent];
    if (!agent) return NO_ROLLS;
    const upkeep = agentUpkeep(agent, sideFromKnowledge(k));
    const last = Object.keys(k.agents).length === 1;
    return {
      cost: 0,
      rolls: [],
      notes: [
        `${agent.name} leaves the conspiracy for good: ${upkeep} greenback${upkeep === 1 ? '' : 's'} less upkeep every turn. Free, and not ${agent.name}'s action.`,
        ...(last ? ['It is the last Agent: a conspiracy that ends its turn with no Agent is out of the game (recruit another first).'] : []),
      ],
    };
  },
  resolve(tx, cmd) {
    const agent = tx.agent(cmd.agent);
    tx.removeAgent(cmd.agent);
    tx.staleMarks(cmd.agent);
    tx.log([cmd.seat], `${agent.name} is dismissed and leaves the conspiracy.`, [], agent.area);
  },
};
