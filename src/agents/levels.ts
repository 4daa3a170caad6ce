import { SKILL_LEVELS } from '../ops/character/budget';

/**
 * How seasoned a random agent is, as its R-OPS-9 budget (README "Random agents"): the book gives
 * thirty skill levels on top of the four free attribute levels and the free gift; a Veteran is
 * exactly that. A Rookie spends ten skill levels fewer (left unspent, so the agent stays valid);
 * an Elite ten more than creation allows (an agent only the GM brings in: the R-OPS-9 check
 * reports it as overspent by ten).
 */
export type AgentLevel = 'rookie' | 'veteran' | 'elite';

export interface AgentLevelInfo {
  readonly id: AgentLevel;
  readonly name: string;
  /** Skill levels the agent buys (the book's thirty for a Veteran). */
  readonly skillLevels: number;
}

export const AGENT_LEVELS: readonly AgentLevelInfo[] = [
  { id: 'rookie', name: 'Rookie', skillLevels: SKILL_LEVELS - 10 },
  { id: 'veteran', name: 'Veteran', skillLevels: SKILL_LEVELS },
  { id: 'elite', name: 'Elite', skillLevels: SKILL_LEVELS + 10 },
];

export function agentLevel(id: AgentLevel): AgentLevelInfo {
  return AGENT_LEVELS.find((l) => l.id === id) ?? { id: 'veteran', name: 'Veteran', skillLevels: SKILL_LEVELS };
}
