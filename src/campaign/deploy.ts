import type { Agent } from '../agents/types';
import { checkAgent } from '../agents/check';
import type { BattleSetup, SideSetup } from '../battle/state/setup';
import { combatantFromAgent } from '../battle/state/from-agent';
import { codeName } from '../ops/character/code-names';
import { isOut } from '../ops/combat/wounds';
import { daysUntilAble, daysUntilFit } from './healing';
import { recoveryOf } from './recovery';
import type { Campaign, Deployment, PlannedMission, Posting } from './types';

/** The team goes first in the battle, as side "a" (fates.ts reads its units back in posting order). */
export const TEAM_SIDE = 'a';
export const ENEMY_SIDE = 'b';

/** Why an agent of the team cannot go out now, or undefined. An agent sent out wounded carries its penalties (R-CAMP-2). */
export function unavailable(c: Campaign, id: string): string | undefined {
  const a = c.agents.find((x) => x.id === id);
  if (!a) return 'There is no such agent in the team.';
  if (a.status === 'dead') return `${a.agent.name} is dead.`;
  if (a.status === 'captured') return `${a.agent.name} is a prisoner: only a rescue brings them back.`;
  const r = recoveryOf(a.agent);
  if (isOut(r.wounds)) {
    const days = daysUntilAble(r);
    return `${a.agent.name} cannot fight for ${days} more day${days === 1 ? '' : 's'} (incapacitated, R-CAMP-2).`;
  }
  const problems = checkAgent(a.agent).problems;
  if (problems.length > 0) return `${a.agent.name} is not ready for battle (${problems[0] ?? ''}).`;
  return undefined;
}

/** A short note for an agent that may go out but is not fit: "Hurt: fit in 3 days". */
export function fitnessNote(agent: Agent): string | undefined {
  const days = daysUntilFit(recoveryOf(agent));
  return days > 0 ? `fit in ${days} day${days === 1 ? '' : 's'}` : undefined;
}

/** Every reason the team cannot be deployed on the mission, one sentence each. */
export function deployProblems(c: Campaign, missionId: string, team: readonly Posting[]): string[] {
  const out: string[] = [];
  if (c.deployment) out.push('A team is already out on a mission.');
  const mission = c.missions.find((m) => m.id === missionId);
  if (!mission) return [...out, 'There is no such mission to come.'];
  if (c.missions[0]?.id !== missionId) out.push(`Missions are played in order: ${c.missions[0]?.title ?? 'the first'} comes first.`);
  if (team.length < mission.team.min || team.length > mission.team.max) {
    out.push(mission.team.min === mission.team.max ? `${mission.title} takes ${mission.team.min} agents.` : `${mission.title} takes ${mission.team.min} to ${mission.team.max} agents.`);
  }
  const ids = team.map((p) => p.agent);
  if (new Set(ids).size !== ids.length) out.push('An agent can be posted only once.');
  for (const p of team) {
    const why = unavailable(c, p.agent);
    if (why) out.push(why);
    if (!/^\p{L}[\p{L} -]*$/u.test(p.color.trim())) out.push(`"${p.color}" is not a colour designation: letters only, such as Blue or Red (R-CAMP-4).`);
  }
  return out;
}

export type Deployed = { readonly ok: true; readonly campaign: Campaign; readonly deployment: Deployment } | { readonly ok: false; readonly reason: string };

/** Sends the team: the campaign now has a mission under way (saved, so a closed window does not lose it). */
export function deploy(c: Campaign, missionId: string, team: readonly Posting[]): Deployed {
  const problems = deployProblems(c, missionId, team);
  if (problems.length > 0) return { ok: false, reason: problems[0] ?? 'The team cannot go.' };
  const deployment: Deployment = { mission: missionId, seed: `${c.seed}/${c.played.length + 1}/${c.day}`, team: team.map((p) => ({ ...p, color: p.color.trim() })) };
  // R-CAMP-3: what was not spent on the last mission's skills stays EP, but that window closes now.
  const going = new Set(team.map((p) => p.agent));
  const agents = c.agents.map((a) => {
    if (!going.has(a.id) || !a.window) return a;
    const { window: _closed, ...rest } = a;
    return rest;
  });
  return { ok: true, deployment, campaign: { ...c, agents, deployment } };
}

/** Calls the mission off before its battle is recorded: nothing happened, the team is home. */
export function callOff(c: Campaign): Campaign {
  const { deployment: _gone, ...rest } = c;
  return rest;
}

/** The team as the battle's side "a": each agent under its code name for this mission, with the wounds it carries. */
export function teamSide(c: Campaign, deployment: Deployment, mission: PlannedMission, name: string): SideSetup {
  const combatants = deployment.team.map((p) => {
    const member = c.agents.find((a) => a.id === p.agent);
    if (!member) throw new Error(`deployment names an agent not in the team: ${p.agent}`);
    const agent = member.agent;
    const r = recoveryOf(agent);
    return { ...combatantFromAgent({ ...agent, name: codeName(agent.animal, p.color, p.designation) }), wounds: r.wounds };
  });
  return { id: TEAM_SIDE, name, controller: { kind: 'human', seat: 0 }, combatants, spawnZone: mission.plan.teamZone };
}

/** The enemy as side "b", in the other spawn zone; the GM's hand is human seat 1. */
export function enemySide(mission: PlannedMission, agents: readonly Agent[]): SideSetup {
  const e = mission.plan.enemy;
  return {
    id: ENEMY_SIDE,
    name: e.name,
    controller: e.controller === 'gm' ? { kind: 'human', seat: 1 } : { kind: 'computer', level: e.controller },
    combatants: agents.map(combatantFromAgent),
    spawnZone: mission.plan.teamZone === 'a' ? 'b' : 'a',
  };
}

/** The battle of a deployment, given the enemy's agents (a shipped squad is read by the caller). */
export function battleSetupOf(c: Campaign, enemyAgents: readonly Agent[], mapName: string): BattleSetup | string {
  const d = c.deployment;
  const mission = d ? c.missions.find((m) => m.id === d.mission) : undefined;
  if (!d || !mission) return 'No mission is under way.';
  if (enemyAgents.length === 0) return `${mission.plan.enemy.name} has nobody in it.`;
  return {
    mapName,
    seed: d.seed,
    sides: [teamSide(c, d, mission, c.name), enemySide(mission, enemyAgents)],
    options: { maxRounds: mission.plan.maxRounds },
    objectives: mission.plan.reach.map((r) => ({ kind: 'reach' as const, side: TEAM_SIDE, name: r.name, zone: r.zone })),
  };
}


