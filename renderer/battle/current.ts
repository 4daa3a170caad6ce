/**
 * The battle handed from the set-up screen to the table (#/battle/new → #/battle/play). Kept in
 * memory for this window only; saves go through the save controller.
 */
import { createBattle, type BattleCommand, type BattleSetup, type BattleState } from '../../src/battle';
import type { BattleMap } from '../../src/battle/map';
import type { BattleSave } from '../../src/battle/save/battle-kind';
import type { OpenedGame } from '../saves/open-game';
import type { TableMeta } from './setup-model';
import { createMission, type MissionPlan } from '../../src/battle/mission/setup';

export interface PreparedBattle {
  readonly map: BattleMap;
  readonly mapName: string;
  /** "Warehouse" — the map's own name. */
  readonly title: string;
  /** How it was set up (for "Play again"); null for a battle opened from a save. */
  readonly setup: BattleSetup | null;
  readonly meta: TableMeta;
  /** The state to play from. */
  readonly state: BattleState;
  /** The state the battle began in, and the commands from there to `state` (the save's log). */
  readonly initial: BattleState;
  readonly commands: readonly BattleCommand[];
  readonly seed: string;
  /** The save it was opened from (the save controller writes back to it), if any. */
  readonly opened?: OpenedGame<BattleSave, BattleCommand> | null;
  /** A covert mission (src/battle/mission): its plan, for "Play again", and its briefing. */
  readonly mission?: { readonly plan: MissionPlan; readonly briefing: string };
}

let prepared: PreparedBattle | null = null;

export function setPrepared(next: PreparedBattle | null): void {
  prepared = next;
}

export function takePrepared(): PreparedBattle | null {
  return prepared;
}

/** A fresh seed for a new battle (the renderer may use the clock; the rules never do). */
export function freshSeed(): string {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return `${bytes[0]?.toString(36) ?? '0'}-${bytes[1]?.toString(36) ?? '0'}`;
}

/** The same set-up again with a new seed ("Play again"). */
export function replayPrepared(p: PreparedBattle): PreparedBattle | string {
  if (p.mission) {
    const plan = { ...p.mission.plan, seed: freshSeed() };
    const made = createMission(p.map, plan);
    return made.ok ? { ...p, mission: { ...p.mission, plan }, state: made.state, initial: made.state, commands: [], seed: plan.seed, opened: null } : made.reason;
  }
  if (!p.setup) return 'This battle was opened from a save: set up a new battle to play again.';
  const setup = { ...p.setup, seed: freshSeed() };
  const made = createBattle(p.map, setup);
  return made.ok ? { ...p, setup, state: made.state, initial: made.state, commands: [], seed: setup.seed, opened: null } : made.reason;
}

/** A new battle from its set-up. */
export function preparedFrom(o: { map: BattleMap; mapName: string; title: string; setup: BattleSetup; meta: TableMeta; state: BattleState }): PreparedBattle {
  return { ...o, initial: o.state, commands: [], seed: o.setup.seed };
}
