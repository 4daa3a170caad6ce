/**
 * A deployed team's battle, made ready for the table (#/battle/play): the mission's map, the
 * enemy (a shipped squad or the squad written in the campaign), the team as side "a" under its
 * code names with the wounds it carries (src/campaign/deploy.ts), and the link that brings the
 * battle's end back to the campaign.
 */
import { createBattle } from '../../src/battle';
import { battleSetupOf } from '../../src/campaign/deploy';
import type { Campaign } from '../../src/campaign/types';
import type { Agent } from '../../src/agents/types';
import type { BlacksiteApi } from '../../src/contract';
import { preparedFrom, type PreparedBattle } from '../battle/current';
import { sideLetters, type TableMeta } from '../battle/setup-model';
import { shippedSquads } from '../characters/shipped';
import { loadBattleMap } from '../maps/battle-map';

/** The enemy's agents: a shipped squad by file name, or the agents the campaign holds. */
export function enemyAgents(squad: string | readonly Agent[]): Agent[] | string {
  if (typeof squad !== 'string') return [...squad];
  const found = shippedSquads().find((s) => s.file === squad);
  if (!found) return `There is no shipped squad "${squad}".`;
  return found.squad.members.map((m) => m.agent);
}

export async function launchBattle(api: BlacksiteApi, campaignId: string, c: Campaign, team: 'human' | 'veteran' = 'human'): Promise<PreparedBattle | string> {
  const d = c.deployment;
  const mission = d ? c.missions.find((m) => m.id === d.mission) : undefined;
  if (!d || !mission) return 'No mission is under way.';
  const enemy = enemyAgents(mission.plan.enemy.squad);
  if (typeof enemy === 'string') return enemy;
  const loaded = await loadBattleMap(api, mission.plan.map);
  if (!loaded.ok) return loaded.reason;
  const planned = battleSetupOf(c, enemy, mission.plan.map);
  if (typeof planned === 'string') return planned;
  // The players may watch the computer play their team (a mission the GM resolves quickly).
  const setup = team === 'human' ? planned : { ...planned, sides: planned.sides.map((s, i) => (i === 0 ? { ...s, controller: { kind: 'computer' as const, level: team } } : s)) };
  const made = createBattle(loaded.map, setup);
  if (!made.ok) return made.reason;
  const agents: Record<string, Agent> = {};
  d.team.forEach((p, i) => {
    const a = c.agents.find((x) => x.id === p.agent)?.agent;
    if (a) agents[`a${i + 1}`] = { ...a, mission: { color: p.color, ...(p.designation ? { designation: p.designation } : {}) } };
  });
  enemy.forEach((a, i) => (agents[`b${i + 1}`] = a));
  const letters = sideLetters([c.name, mission.plan.enemy.name]);
  const meta: TableMeta = {
    sides: [
      { id: 'a', colour: 0, letter: letters[0] ?? 'A', codeColor: '' },
      { id: 'b', colour: 1, letter: letters[1] ?? 'B', codeColor: '' },
    ],
    agents,
    ...(mission.plan.enemy.controller === 'gm' ? { mode: 'gm' as const } : {}),
    campaign: { id: campaignId, mission: mission.id },
  };
  const title = typeof loaded.map.properties.name === 'string' ? `${mission.title} · ${loaded.map.properties.name}` : mission.title;
  return preparedFrom({ map: loaded.map, mapName: mission.plan.map, title, setup, meta, state: made.state });
}

