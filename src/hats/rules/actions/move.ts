/**
 * Movement (R-HATS-3): to any other Area of the Agent's Region, or from a gateway to the gateway of
 * any other Region; Gifts and Groups may add other ways (Charter Flights, Private Jet). A move
 * makes every spotted mark on the Agent stale (R-HATS-5).
 */
import { AREA_BY_ID, areaOf } from '../../data/regions';
import type { Agent } from '../../state';
import { sideFromKnowledge, type SeatKnowledge } from '../../view/knowledge';
import { actorProblem } from '../actors';
import { agentEffects, type SideFacts } from '../modifiers';
import { NO_ROLLS, spendAction, type ActionRule } from '../action-rule';

export function canMoveTo(agent: Agent, side: SideFacts, to: string): string | null {
  const target = AREA_BY_ID.get(to);
  if (!target) return `There is no Area "${to}".`;
  if (to === agent.area) return `${agent.name} is already in ${target.name}.`;
  const effects = agentEffects(agent, side).map((e) => e.effect);
  if (effects.some((e) => e.kind === 'immobile')) return `${agent.name} works in a Laboratory and may not move.`;
  const from = areaOf(agent.area);
  if (from.region === target.region) return null;
  if (from.kind === 'gateway' && target.kind === 'gateway') return null;
  if (effects.some((e) => e.kind === 'move' && e.how === 'anywhere')) return null;
  if (target.kind === 'gateway' && effects.some((e) => e.kind === 'move' && e.how === 'any-gateway')) return null;
  return `${agent.name} cannot reach ${target.name} in one move: other Regions are reached only from gateway to gateway.`;
}

export const moveRule: ActionRule<'action.move'> = {
  check(k: SeatKnowledge, cmd) {
    const problem = actorProblem(k, cmd.actor);
    if (problem) return problem;
    const agent = k.agents[cmd.actor];
    if (!agent) return 'Only Agents move; Groups stay in their starting Area.';
    return canMoveTo(agent, sideFromKnowledge(k), cmd.to);
  },
  preview: () => NO_ROLLS,
  resolve(tx, cmd) {
    const agent = tx.agent(cmd.actor);
    spendAction(tx, cmd.actor);
    tx.setAgent(cmd.actor, { area: cmd.to });
    tx.staleMarks(cmd.actor, agent.owner);
    tx.log(agent.owner ? [agent.owner] : [], `${agent.name} moves from ${areaOf(agent.area).name} to ${areaOf(cmd.to).name}.`, [], cmd.to);
  },
};
