import type { Agent } from '../agents/types';
import { addWeapon, setArmor } from '../agents/builder-gear';
import { spendEp, type RaiseRequest } from './experience';
import type { Campaign, CampaignAgent, PlannedMission } from './types';
import { MAX_AGENTS, MAX_MISSIONS } from './campaign-file';

/** Changes to a campaign that are not a mission's: forming the team, the GM's missions, spending EP. */
export type Changed = { readonly ok: true; readonly campaign: Campaign } | { readonly ok: false; readonly reason: string };

/** A new campaign on day 1: the team (agents keep the records they bring) and the missions to come. */
export function newCampaign(o: { name: string; seed: string; agents: readonly Agent[]; missions: readonly PlannedMission[] }): Campaign {
  let c: Campaign = { name: o.name.trim() || 'Campaign', seed: o.seed, day: 1, agents: [], missions: [...o.missions], played: [] };
  for (const a of o.agents) {
    const added = addAgent(c, a);
    if (added.ok) c = added.campaign;
  }
  return c;
}

/** The next free agent id: a1, a2… */
function nextId(c: Campaign): string {
  let n = c.agents.length + 1;
  while (c.agents.some((a) => a.id === `a${n}`)) n += 1;
  return `a${n}`;
}

/** An agent joins the team today, with the record it brings (an exported veteran keeps its EP and raises). */
export function addAgent(c: Campaign, agent: Agent): Changed & { readonly id?: string } {
  if (c.agents.filter((a) => a.status !== 'dead').length >= MAX_AGENTS) return { ok: false, reason: `A team has at most ${MAX_AGENTS} agents.` };
  if (agent.record?.killedInAction) return { ok: false, reason: `${agent.name} was killed in action; a game master must revive them first (Characters).` };
  const id = nextId(c);
  const member: CampaignAgent = { id, agent, status: 'active', joined: c.day };
  return { ok: true, id, campaign: { ...c, agents: [...c.agents, member] } };
}

/** The agent as it travels (an agent file with its record): EP, raises, missions, the wounds it is healing from. */
export function agentForExport(c: Campaign, id: string): Agent | undefined {
  return c.agents.find((a) => a.id === id)?.agent;
}

/** An agent still on its feet leaves the team (it is kept nowhere but in an export). */
export function dismiss(c: Campaign, id: string): Changed {
  const a = c.agents.find((x) => x.id === id);
  if (!a) return { ok: false, reason: 'There is no such agent in the team.' };
  if (c.deployment?.team.some((p) => p.agent === id)) return { ok: false, reason: `${a.agent.name} is out on a mission.` };
  if (c.played.some((p) => p.agents.some((m) => m.agent === id))) return { ok: false, reason: `${a.agent.name} has served on a mission: the campaign keeps their record.` };
  return { ok: true, campaign: { ...c, agents: c.agents.filter((x) => x.id !== id) } };
}

/** The GM brings a prisoner back (a rescue, on the table or off it). */
export function rescue(c: Campaign, id: string): Changed {
  const a = c.agents.find((x) => x.id === id);
  if (!a || a.status !== 'captured') return { ok: false, reason: 'Only a prisoner can be rescued.' };
  const { fell: _f, ...rest } = a;
  return { ok: true, campaign: { ...c, agents: c.agents.map((x) => (x.id === id ? { ...rest, status: 'active' as const } : x)) } };
}

/** A mission of the GM's own joins the missions to come (at the end, or before `before`). */
export function addMission(c: Campaign, mission: PlannedMission, before?: string): Changed {
  if (c.missions.length + c.played.length >= MAX_MISSIONS) return { ok: false, reason: `A campaign has at most ${MAX_MISSIONS} missions.` };
  if ([...c.missions, ...c.played].some((m) => m.id === mission.id)) return { ok: false, reason: `A mission with the id "${mission.id}" is already in the campaign.` };
  if (mission.team.min > mission.team.max) return { ok: false, reason: 'A mission needs at least as many agents at most as at least.' };
  const at = before === undefined ? -1 : c.missions.findIndex((m) => m.id === before);
  const missions = at < 0 ? [...c.missions, mission] : [...c.missions.slice(0, at), mission, ...c.missions.slice(at)];
  return { ok: true, campaign: { ...c, missions } };
}

export function removeMission(c: Campaign, id: string): Changed {
  if (c.deployment?.mission === id) return { ok: false, reason: 'That mission is under way.' };
  if (!c.missions.some((m) => m.id === id)) return { ok: false, reason: 'There is no such mission to come.' };
  return { ok: true, campaign: { ...c, missions: c.missions.filter((m) => m.id !== id) } };
}

/** A mission id not used yet in the campaign, from a title: "the-docks", "the-docks-2". */
export function missionIdFor(c: Campaign, title: string): string {
  const base = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 30) || 'mission';
  const taken = new Set([...c.missions, ...c.played].map((m) => m.id));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** R-CAMP-3: an agent spends EP on one raise (the GM's approval given or not). */
export function spend(c: Campaign, id: string, request: RaiseRequest, approved: boolean): Changed {
  const a = c.agents.find((x) => x.id === id);
  if (!a) return { ok: false, reason: 'There is no such agent in the team.' };
  if (a.status !== 'active') return { ok: false, reason: `${a.agent.name} is ${a.status === 'dead' ? 'dead' : 'a prisoner'}.` };
  const r = spendEp(a.agent, a.window, request, approved);
  if (!r.ok) return r;
  return { ok: true, campaign: { ...c, agents: c.agents.map((x) => (x.id === id ? { ...x, agent: r.agent, window: r.window } : x)) } };
}

/** The fallen, for the memorial: who, when and on which mission. */
export interface Fallen {
  readonly id: string;
  readonly name: string;
  readonly animal: string;
  readonly day: number;
  readonly mission: string;
  readonly missions: number;
}

export function memorial(c: Campaign): Fallen[] {
  const title = (id: string) => c.played.find((p) => p.id === id)?.title ?? id;
  return c.agents
    .filter((a) => a.status === 'dead')
    .map((a) => ({ id: a.id, name: a.agent.name, animal: a.agent.animal, day: a.fell?.day ?? c.day, mission: title(a.fell?.mission ?? ''), missions: a.agent.record?.missions ?? 0 }));
}

/**
 * The Agency issues gear from the book's tables before a mission: the agent's first firearm and its
 * armor (null: none). The change is the agent's own from then on (its file's gear).
 */
export function setLoadout(c: Campaign, id: string, change: { readonly weapon?: string; readonly armor?: string | null }): Changed {
  const a = c.agents.find((x) => x.id === id);
  if (!a) return { ok: false, reason: 'There is no such agent in the team.' };
  let agent = a.agent;
  if (change.weapon !== undefined) {
    const rest = agent.gear.weapons.slice(1);
    const added = addWeapon({ ...agent, gear: { ...agent.gear, weapons: [] } }, change.weapon);
    if (!added.ok) return { ok: false, reason: added.reason };
    const first = added.agent.gear.weapons[0];
    if (!first) return { ok: false, reason: 'That weapon could not be issued.' };
    const old = agent.gear.weapons[0];
    // The same weapon keeps its magazines and accessories.
    const issued = old && old.name === first.name ? old : first;
    agent = { ...agent, gear: { ...agent.gear, weapons: [issued, ...rest] } };
  }
  if (change.armor !== undefined) {
    const armored = setArmor(agent, change.armor);
    if (!armored.ok) return { ok: false, reason: armored.reason };
    agent = armored.agent;
  }
  return { ok: true, campaign: { ...c, agents: c.agents.map((x) => (x.id === id ? { ...x, agent } : x)) } };
}
