import { NO_RECORD } from '../../agents/service-record';
import { codeName } from '../../ops/character/code-names';
import { newCampaign } from '../campaign';
import type { Campaign, MissionAgent, PlayedMission } from '../types';
import { agents, yardMission } from './campaign';

const SPECIALTIES = ['Team Leader', 'Assault', 'Sniper', 'Medic', 'Demolitions', 'Electronics', 'Infiltrator', 'Martial Artist', 'Hacker'];

/**
 * A long campaign as a year of play leaves it: `size` agents with records (missions, kills, EP,
 * injuries), `played` missions played by teams of six, and ten missions to come. Built without
 * battles, for the benchmark and the crash test (about 60 KB per 10 agents).
 */
export function bigCampaign(seed: string, size = 30, played = 50): Campaign {
  const team = agents(`${seed}/team`, Array.from({ length: size }, (_, i) => SPECIALTIES[i % SPECIALTIES.length] ?? 'Assault'));
  const guards = agents(`${seed}/guards`, ['Assault', 'Assault', 'Sniper', 'Medic']);
  const base = newCampaign({ name: `Campaign ${seed}`, seed, agents: team, missions: Array.from({ length: 10 }, (_, i) => yardMission(`next-${i + 1}`, `Mission to come ${i + 1}`, guards)) });
  const history: PlayedMission[] = Array.from({ length: played }, (_, m) => ({
    id: `m${m + 1}`,
    title: `Mission ${m + 1}`,
    day: 1 + m * 7,
    succeeded: m % 3 !== 2,
    result: `The team ${m % 3 !== 2 ? 'wins' : 'falls back'}: the last side able to fight.`,
    rounds: 8 + (m % 11),
    seed: `${seed}/${m + 1}`,
    daysAfter: 7,
    agents: Array.from({ length: 6 }, (_, k): MissionAgent => {
      const a = base.agents[(m * 6 + k) % size]!;
      return { agent: a.id, codeName: codeName(a.agent.animal, 'Red'), fate: k === 5 ? 'wounded' : 'unhurt', worst: k === 5 ? 'light' : 'none', hospital: false, kills: k % 2, takedowns: k % 3 === 0 ? 1 : 0, objectives: k === 0 ? 1 : 0, ep: 2, adjusted: false };
    }),
  }));
  const served = (id: string) => history.flatMap((p) => p.agents.filter((a) => a.agent === id));
  return {
    ...base,
    day: 1 + played * 7,
    played: history,
    agents: base.agents.map((a) => {
      const rows = served(a.id);
      return {
        ...a,
        agent: {
          ...a.agent,
          record: {
            ...NO_RECORD,
            missions: rows.length,
            wounded: rows.filter((r) => r.fate === 'wounded').length,
            kills: rows.reduce((n, r) => n + r.kills, 0),
            takedowns: rows.reduce((n, r) => n + r.takedowns, 0),
            objectives: rows.reduce((n, r) => n + r.objectives, 0),
            injuries: rows.filter((r) => r.worst !== 'none').map((r, i) => ({ mission: history.find((p) => p.agents.includes(r))?.id ?? `m${i + 1}`, worst: 'light' as const })),
            ep: { earned: rows.reduce((n, r) => n + r.ep, 0), spent: 0 },
          },
        },
      };
    }),
  };
}
