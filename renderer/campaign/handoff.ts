/**
 * A campaign's battle handed back to its campaign when it ends (#/battle/play → #/campaign/play):
 * the battle's first state, map and command log, from which the campaign reads its report. Kept in
 * memory for this window only; the battle's own saves keep it otherwise.
 */
import type { BattleCommand, BattleState } from '../../src/battle';
import type { BattleMap } from '../../src/battle/map';
import type { PreparedBattle } from '../battle/current';
import type { BattlePluginFactory } from '../battle/plugin';

export interface FinishedBattle {
  readonly campaign: string;
  readonly mission: string;
  readonly map: BattleMap;
  readonly initial: BattleState;
  readonly commands: readonly BattleCommand[];
}

let finished: FinishedBattle | null = null;

export function handBack(battle: FinishedBattle): void {
  finished = battle;
}

/** The battle that ended for this campaign, handed over once. */
export function takeFinished(campaign: string): FinishedBattle | null {
  if (finished?.campaign !== campaign) return null;
  const out = finished;
  finished = null;
  return out;
}

/** R-CAMP-1: a campaign's battle, over, goes back to its campaign, which records the mission. */
export function backToCampaign(p: PreparedBattle, commands: readonly BattleCommand[], toCampaign: ((id: string) => void) | undefined): void {
  const link = p.meta.campaign;
  if (!link || !toCampaign) return;
  handBack({ campaign: link.id, mission: link.mission, map: p.map, initial: p.initial, commands });
  toCampaign(link.id);
}

/** The battle table's plug-in (renderer/battle/plugin.ts) for a campaign's battle: the debrief's way back. */
export const campaignPlugin = (toCampaign: (id: string) => void): BattlePluginFactory => () => ({
  back: (p, commands) => (p.meta.campaign ? { label: 'Back to the campaign', go: () => backToCampaign(p, commands, toCampaign) } : null),
});
