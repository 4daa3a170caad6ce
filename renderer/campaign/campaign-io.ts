/**
 * The campaign screen's ways in and out: the campaign file in the store (checked there before it
 * is written), agent files in and out with their records, the battle of a mission under way found
 * again among the saves, and a finished battle read into the campaign's report.
 */
import { agentFileText, agentFromFile } from '../../src/agents/agent-file';
import { importFile } from '../../src/agents/roster';
import type { Agent } from '../../src/agents/types';
import { replayCommands } from '../../src/battle';
import { campaignText, campaignToFile, readCampaignValue, type CampaignStamp } from '../../src/campaign/campaign-file';
import { missionReport, type MissionReport } from '../../src/campaign/mission-report';
import { TEAM_SIDE } from '../../src/campaign/deploy';
import type { Campaign } from '../../src/campaign/types';
import { tacticalBattleKind } from '../../src/battle/save/battle-kind';
import type { BlacksiteApi } from '../../src/contract';
import { shippedResolver } from '../characters/shipped';
import { exportName } from '../characters/file-io';
import { downloadText } from '../ui/download';
import { openSavedGame } from '../saves/open-game';
import type { FinishedBattle } from './handoff';

export interface Stored {
  readonly campaign: Campaign;
  readonly stamp: CampaignStamp;
}

export async function readStored(api: BlacksiteApi, id: string): Promise<Stored | string> {
  try {
    const r = readCampaignValue((await api.campaigns.read({ id })).file);
    return r.ok ? { campaign: r.campaign, stamp: r.stamp } : r.reason;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Writes the campaign (the store checks it first); answers the new stamp, or the refusal's sentence. */
export async function writeStored(api: BlacksiteApi, id: string, c: Campaign, stamp: CampaignStamp, appVersion: string): Promise<CampaignStamp | string> {
  const next: CampaignStamp = { ...stamp, updatedAt: new Date().toISOString(), appVersion };
  try {
    await api.campaigns.write({ id, file: campaignToFile(c, next) });
    return next;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function exportAgent(agent: Agent): void {
  downloadText(exportName(agent.name || agent.animal, 'agent'), agentFileText(agent));
}

export function exportCampaign(id: string, c: Campaign, stamp: CampaignStamp): void {
  downloadText(`${id}.campaign.json`, campaignText(c, stamp));
}

/** The agents an agent (or squad) file brings, or why it brings none. */
export function agentsOfFile(text: string): Agent[] | string {
  const r = importFile(text, shippedResolver);
  return r.ok ? [...r.agents] : r.reason;
}

export async function rosterAgents(api: BlacksiteApi): Promise<{ id: string; agent: Agent }[]> {
  try {
    return (await api.roster.list()).agents.map((e) => ({ id: e.id, agent: agentFromFile(e.file) }));
  } catch {
    return [];
  }
}

/** The report of a finished battle (R-CAMP-2/3), read from its log; a sentence when the log does not replay. */
export function reportOf(b: FinishedBattle): MissionReport | string {
  const r = replayCommands(b.initial, b.map, b.commands);
  if ('rejected' in r) return `The battle's log does not replay (command ${r.at + 1}: ${r.rejected}).`;
  if (r.state.phase !== 'over') return 'The battle is not over yet.';
  return missionReport(r.state, r.events, TEAM_SIDE);
}

/**
 * The saved battle of the mission under way (its autosave, or a save the player made), opened on the
 * table; false when none is found (then the battle starts again from its start: same seed, same dice).
 */
export async function resumeSaved(api: BlacksiteApi, id: string, c: Campaign, navigate: (route: string) => void): Promise<boolean> {
  const d = c.deployment;
  if (!d) return false;
  const list = (await api.saves.list()).saves.filter((s) => s.ok && s.kind === 'tactical-battle');
  const newest = [...list].sort((a, b) => ((a.ok && b.ok && a.updatedAt < b.updatedAt) ? 1 : -1)).slice(0, 12);
  for (const s of newest) {
    const read = await api.saves.read({ id: s.id }).catch(() => null);
    if (!read || read.save.kind !== 'tactical-battle' || read.save.seed !== d.seed) continue;
    const snapshot = tacticalBattleKind.stateSchema.safeParse(read.save.snapshot);
    if (!snapshot.success || snapshot.data.table?.campaign?.id !== id || snapshot.data.table.campaign.mission !== d.mission) continue;
    return openSavedGame({ id: read.id, save: read.save, replay: read.replay, migratedFrom: read.migratedFrom }, navigate) === null;
  }
  return false;
}
