/**
 * The deploy step: which agents go, each one's colour for the mission (proposed from its skills by
 * R-CAMP-4, changed by the player) and its loadout from the book's tables; what stops the team from
 * going. A draft the screen edits; `deployModel` says everything shown. Pure.
 */
import { deployProblems, fitnessNote, unavailable } from '../../../src/campaign/deploy';
import { proposeColors } from '../../../src/campaign/designations';
import type { Campaign, PlannedMission, Posting } from '../../../src/campaign/types';
import { gearProblems } from '../../../src/agents/gear';
import { TEAM_DESIGNATIONS, codeName, type TeamDesignation } from '../../../src/ops/character/code-names';
import { ARMORS } from '../../../src/ops/data/armor';
import { FIREARMS } from '../../../src/ops/data/firearms';
import { woundsText } from './roster-model';

export interface DraftPick {
  readonly agent: string;
  readonly color: string;
  readonly designation?: TeamDesignation;
  /** The player chose this colour: a new proposal does not replace it. */
  readonly chosen: boolean;
}

export interface DeployDraft {
  readonly mission: string;
  readonly picks: readonly DraftPick[];
  /** Who plays the team: the players (a human seat), or the computer while the players watch. */
  readonly team: 'human' | 'veteran';
}

export const COLORS = ['Blue', 'Red', 'Black', 'Gray', 'Green'] as const;

/** Proposals for the picked team (the leader depends on who else goes); chosen colours stay. */
function propose(c: Campaign, picks: readonly DraftPick[]): DraftPick[] {
  const agents = picks.map((p) => c.agents.find((a) => a.id === p.agent)?.agent).filter((a) => a !== undefined);
  const proposals = proposeColors(agents);
  return picks.map((p, i) => (p.chosen ? p : { ...p, color: proposals[i]?.color ?? 'Red' }));
}

/** The first draft: the fittest agents who may go, as many as the mission takes at most. */
export function firstDraft(c: Campaign, mission: PlannedMission): DeployDraft {
  const able = c.agents.filter((a) => a.status === 'active' && unavailable(c, a.id) === undefined);
  const fitFirst = [...able].sort((x, y) => Number(fitnessNote(x.agent) !== undefined) - Number(fitnessNote(y.agent) !== undefined));
  const picks = fitFirst.slice(0, mission.team.max).map((a) => ({ agent: a.id, color: 'Red', chosen: false }));
  return { mission: mission.id, picks: propose(c, picks), team: 'human' };
}

export function togglePick(c: Campaign, d: DeployDraft, id: string): DeployDraft {
  const has = d.picks.some((p) => p.agent === id);
  const picks: DraftPick[] = has ? d.picks.filter((p) => p.agent !== id) : [...d.picks, { agent: id, color: 'Red', chosen: false }];
  return { ...d, picks: propose(c, picks) };
}

export function setColor(d: DeployDraft, id: string, color: string): DeployDraft {
  return { ...d, picks: d.picks.map((p) => (p.agent === id ? { ...p, color, chosen: true } : p)) };
}

export function setDesignation(d: DeployDraft, id: string, designation: TeamDesignation | undefined): DeployDraft {
  return {
    ...d,
    picks: d.picks.map((p) => {
      if (p.agent !== id) return p;
      const { designation: _old, ...rest } = p;
      return designation ? { ...rest, designation } : rest;
    }),
  };
}

export function postings(d: DeployDraft): Posting[] {
  return d.picks.map((p) => ({ agent: p.agent, color: p.color, ...(p.designation ? { designation: p.designation } : {}) }));
}

export interface Candidate {
  readonly id: string;
  readonly name: string;
  readonly animal: string;
  readonly specialty: string;
  readonly picked: boolean;
  /** Why it cannot go (then it cannot be picked). */
  readonly cannotGo?: string;
  /** "Serious Wound: fit in 12 days, -2 to every roll". */
  readonly note?: string;
  readonly color: string;
  readonly designation?: TeamDesignation;
  /** Why this colour was proposed ("assault: Rifle Superb"), or "your choice". */
  readonly why: string;
  /** "Blue Wolf", "Alpha Red Rhino": the code name it will go by. */
  readonly codeName: string;
  readonly weapon: string;
  readonly armor: string | null;
  readonly gearProblem?: string;
}

export interface DeployModel {
  readonly mission: PlannedMission;
  readonly candidates: readonly Candidate[];
  readonly problems: readonly string[];
  readonly picked: number;
  readonly firearms: readonly string[];
  readonly armors: readonly string[];
  readonly colors: readonly string[];
  readonly designations: readonly TeamDesignation[];
  readonly team: 'human' | 'veteran';
}

export function deployModel(c: Campaign, d: DeployDraft): DeployModel | undefined {
  const mission = c.missions.find((m) => m.id === d.mission);
  if (!mission) return undefined;
  const pickedAgents = d.picks.map((p) => c.agents.find((a) => a.id === p.agent)?.agent).filter((a) => a !== undefined);
  const proposals = proposeColors(pickedAgents);
  const candidates: Candidate[] = c.agents
    .filter((a) => a.status === 'active')
    .map((a) => {
      const pickIndex = d.picks.findIndex((p) => p.agent === a.id);
      const pick = d.picks[pickIndex];
      const why = unavailable(c, a.id);
      const fit = fitnessNote(a.agent);
      const wounds = woundsText(a.agent);
      const color = pick?.color ?? '';
      return {
        id: a.id,
        name: a.agent.name,
        animal: a.agent.animal,
        specialty: a.agent.specialty ?? '',
        picked: pick !== undefined,
        ...(why ? { cannotGo: why } : {}),
        ...(fit && !why ? { note: `${wounds}: ${fit}` } : {}),
        color,
        ...(pick?.designation ? { designation: pick.designation } : {}),
        why: pick ? (pick.chosen ? 'your choice' : (proposals[pickIndex]?.why ?? '')) : '',
        codeName: pick ? codeName(a.agent.animal, pick.color, pick.designation) : a.agent.animal,
        weapon: a.agent.gear.weapons[0]?.name ?? '',
        armor: a.agent.gear.armor,
        ...(gearProblems(a.agent.gear)[0] ? { gearProblem: gearProblems(a.agent.gear)[0] } : {}),
      };
    });
  return {
    mission,
    candidates,
    problems: deployProblems(c, d.mission, postings(d)),
    picked: d.picks.length,
    firearms: FIREARMS.map((f) => f.name),
    armors: ARMORS.map((a) => a.name),
    colors: COLORS,
    designations: TEAM_DESIGNATIONS,
    team: d.team,
  };
}
