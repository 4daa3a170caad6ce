import { randomAgent } from '../../agents/random-agent';
import type { Agent } from '../../agents/types';
import { playComputer } from '../../battle/ai/driver';
import { replayCommands } from '../../battle/commands/replay';
import { mapFromAscii } from '../../battle/map/ascii-map';
import type { BattleMap } from '../../battle/map/types';
import { createBattle } from '../../battle/state/setup';
import type { BattleState } from '../../battle/state/types';
import type { BattleEvent } from '../../battle/state/events';
import { seedRng } from '../../core/rng';
import { newCampaign } from '../campaign';
import { campaignText } from '../campaign-file';
import { battleSetupOf, deploy } from '../deploy';
import { missionReport, type MissionReport } from '../mission-report';
import type { Campaign, PlannedMission, Posting } from '../types';

/** An open yard with some cover: each side starts on its own edge (no spawn zones: createBattle's fallback). */
export const YARD = mapFromAscii(`
  ..........................
  .....o.........o..........
  ..........O...............
  ...o..........."".....o...
  ..........................
  ......O............O......
  ..........................
  ...."".........o..........
  ..........................
`).map;

/** Valid agents of the given specialties, the same for the same seed. */
export function agents(seed: string, specialties: readonly string[]): Agent[] {
  let rng = seedRng(seed);
  const taken: string[] = [];
  return specialties.map((specialty) => {
    const r = randomAgent(rng, { specialty, takenAnimals: taken });
    rng = r.rng;
    taken.push(r.agent.animal);
    return r.agent;
  });
}

export function yardMission(id: string, title: string, enemy: readonly Agent[], daysBefore = 7): PlannedMission {
  return {
    id,
    title,
    briefing: `${title}: clear the yard.`,
    daysBefore,
    team: { min: 1, max: 6 },
    plan: { kind: 'battle', map: 'yard', enemy: { name: 'Guards', squad: enemy, controller: 'veteran' }, teamZone: 'a', maxRounds: 60, reach: [] },
  };
}

/** A campaign of four agents and two yard missions against three guards. */
export function yardCampaign(seed = 'yard'): Campaign {
  const guards = agents(`${seed}/guards`, ['Assault', 'Assault', 'Sniper']);
  return newCampaign({
    name: 'Yard Team',
    seed,
    agents: agents(`${seed}/team`, ['Team Leader', 'Assault', 'Medic', 'Sniper']),
    missions: [yardMission('m1', 'The first yard', guards), yardMission('m2', 'The second yard', guards, 10)],
  });
}

export interface Fought {
  readonly campaign: Campaign;
  readonly map: BattleMap;
  readonly initial: BattleState;
  readonly final: BattleState;
  readonly report: MissionReport;
  readonly events: readonly BattleEvent[];
}

/** Deploys `team` on the next mission and lets the computer play both sides to the end. */
export function fight(c: Campaign, team: readonly Posting[]): Fought {
  const mission = c.missions[0];
  if (!mission) throw new Error('no mission to come');
  const d = deploy(c, mission.id, team);
  if (!d.ok) throw new Error(d.reason);
  const enemy = mission.plan.enemy.squad;
  const setup = battleSetupOf(d.campaign, typeof enemy === 'string' ? [] : enemy, 'yard');
  if (typeof setup === 'string') throw new Error(setup);
  const computerTeam = { ...setup, sides: setup.sides.map((s) => ({ ...s, controller: { kind: 'computer' as const, level: 'veteran' as const } })) };
  const made = createBattle(YARD, computerTeam);
  if (!made.ok) throw new Error(made.reason);
  const played = playComputer(made.state, YARD);
  const replayed = replayCommands(made.state, YARD, played.commands);
  if ('rejected' in replayed) throw new Error(replayed.rejected);
  return { campaign: d.campaign, map: YARD, initial: made.state, final: replayed.state, report: missionReport(replayed.state, replayed.events, 'a'), events: replayed.events };
}

/** The file of a fresh yard campaign (no battle played): for store and CLI tests. */
export function yardCampaignText(seed = 'yard', name = 'Yard Team', day = 1): string {
  const c = yardCampaign(seed);
  return campaignText({ ...c, name, day }, { createdAt: '2030-01-01T00:00:00.000Z', updatedAt: `2030-01-${String(Math.min(28, day)).padStart(2, '0')}T00:00:00.000Z` });
}
