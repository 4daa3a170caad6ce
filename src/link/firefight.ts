/**
 * Conspiracy fights played as firefights (R-LINK-1..3), the engine's side. With the house-rule option
 * on, a Combat between two Agents in which a human seat takes part waits (`state.fight`) for that
 * seat to choose: "Roll" (R-HATS-7 as ever) or "Play it out": the Black Ops battle between the two
 * Agents' squads (squads.ts) on the Area's map (link-maps.ts), whose dice come from the order's keyed
 * generator (R-LINK-3). The battle's commands come back in the `fight.resolve` command and are
 * replayed here, so the conspiracy's log holds the battle and a save replays it; the side that holds
 * the field wins the Combat, and the loser takes one wound row per unit of its squad taken out (R-LINK-2).
 */
import { createBattle, type BattleSetup } from '../battle/state/setup';
import type { Controller as BattleController } from '../battle/state/types';
import type { BattleMap } from '../battle/map/types';
import type { BattleState } from '../battle/state/types';
import { replayCommands } from '../battle/commands/replay';
import type { BattleCommand } from '../battle/commands/types';
import { areaOf } from '../hats/data/regions';
import type { HatsState, PendingFight, SeatId, WoundRow } from '../hats/state';
import { unitOwner, unitArea } from '../hats/rules/referee';
import type { Tx } from '../hats/rules/tx';
import { LINK_MAPS, linkRulesMap } from './link-maps';
import { squadOf, SQUAD_SIZE } from './squads';

/**
 * A clash between two conspiracies' teams is broken off after 16 rounds (about a minute at 4 s a
 * round): a fight still undecided then is a standoff, as a tied opposed roll is. Measured with
 * `blacksite link-sim --runs 200` (README "Fights played as firefights"): at 40 rounds the firefight
 * almost never ended undecided and gave the attacker up to 24 points more than the roll.
 */
export const LINK_MAX_ROUNDS = 16;
export const ATTACKER = 'a';
export const DEFENDER = 'b';

const human = (state: HatsState, seat: SeatId | null): boolean => seat !== null && state.seats.some((s) => s.id === seat && s.controller === 'human');

/** R-LINK-1: the option is on, both are Agents (Assassination is never against an Agent: black-hats.txt), and a human seat takes part. */
export function firefightApplies(state: HatsState, actor: string, target: string): boolean {
  if (state.options.firefights !== true) return false;
  if (!state.agents[actor] || !state.agents[target]) return false;
  return human(state, unitOwner(state, actor)) || human(state, unitOwner(state, target));
}

/** The fight waiting for its human seat, drawn from the order's generator (the combat's `tx`). */
export function pendingFight(tx: Tx, actor: string, target: string): PendingFight {
  const s = tx.state;
  const attackerSeat = unitOwner(s, actor);
  const defenderSeat = unitOwner(s, target);
  const rng = tx.rng;
  const seed = `${rng.int(2 ** 30).toString(36)}-${rng.int(2 ** 30).toString(36)}`;
  const attackerZone = rng.int(2) === 0 ? 'a' : 'b';
  const seat = human(tx.state, attackerSeat) ? attackerSeat : defenderSeat;
  if (seat === null) throw new Error('a firefight needs a human seat');
  return { kind: 'firefight', seat, attackerSeat, defenderSeat, actor, target, area: unitArea(s, target), seed, attackerZone };
}

/** The map of the Area the fight is in (R-LINK-1). */
export function linkMapName(fight: PendingFight): string {
  return LINK_MAPS[areaOf(fight.area).kind];
}

/**
 * Who plays each squad: a human seat at the table (the attacker's seat 0, the defender's the next),
 * the computer otherwise; `override` sets both (the simulator's computer-against-computer runs).
 */
function controllers(state: HatsState, fight: PendingFight, override?: BattleController): [BattleController, BattleController] {
  if (override) return [override, override];
  const computer: BattleController = { kind: 'computer', level: 'veteran' };
  const a = human(state, fight.attackerSeat);
  const d = human(state, fight.defenderSeat);
  return [a ? { kind: 'human', seat: 0 } : computer, d ? { kind: 'human', seat: a ? 1 : 0 } : computer];
}

/** The battle's set-up: the attacker's squad as side "a" in its zone, the defender's as "b" in the other. */
export function linkSetup(state: HatsState, fight: PendingFight, override?: BattleController): { mapName: string; setup: BattleSetup } | string {
  const attacker = state.agents[fight.actor];
  const defender = state.agents[fight.target];
  if (!attacker || !defender) return 'One of the two Agents is gone.';
  const [ca, cd] = controllers(state, fight, override);
  const mapName = linkMapName(fight);
  return {
    mapName,
    setup: {
      mapName,
      seed: fight.seed,
      sides: [
        { id: ATTACKER, name: attacker.name, controller: ca, combatants: squadOf(state, attacker), spawnZone: fight.attackerZone },
        { id: DEFENDER, name: defender.name, controller: cd, combatants: squadOf(state, defender), spawnZone: fight.attackerZone === 'a' ? 'b' : 'a' },
      ],
      options: { maxRounds: LINK_MAX_ROUNDS },
    },
  };
}

/** The battle at its start, on the rules' map of the Area (link-maps.ts). */
export function linkBattle(state: HatsState, fight: PendingFight, override?: BattleController): { map: BattleMap; mapName: string; initial: BattleState } | string {
  const s = linkSetup(state, fight, override);
  if (typeof s === 'string') return s;
  const map = linkRulesMap(s.mapName);
  if (typeof map === 'string') return map;
  const made = createBattle(map, s.setup);
  return made.ok ? { map, mapName: s.mapName, initial: made.state } : made.reason;
}

/** R-LINK-2 as numbers: who holds the field, and how many units each squad had taken out. */
export interface LinkOutcome {
  readonly winner: 'attacker' | 'defender' | null;
  readonly attackerOut: number;
  readonly defenderOut: number;
  readonly rounds: number;
}

export function linkOutcome(final: BattleState): LinkOutcome {
  const out = (side: string) => final.units.filter((u) => u.side === side && u.status !== 'fighting').length;
  const w = final.result?.winner ?? null;
  return { winner: w === ATTACKER ? 'attacker' : w === DEFENDER ? 'defender' : null, attackerOut: out(ATTACKER), defenderOut: out(DEFENDER), rounds: final.clock.round };
}

/** The battle's log replayed from its start; a sentence when it does not replay or is not over. */
export function replayLink(state: HatsState, fight: PendingFight, commands: readonly BattleCommand[]): { final: BattleState; mapName: string } | string {
  const b = linkBattle(state, fight);
  if (typeof b === 'string') return b;
  const r = replayCommands(b.initial, b.map, commands);
  if ('rejected' in r) return `The firefight's log does not replay (command ${r.at + 1}: ${r.rejected}).`;
  if (r.state.phase !== 'over') return 'The firefight is not over yet.';
  return { final: r.state, mapName: b.mapName };
}

/** The wound row after losing a firefight: one row per unit taken out; the whole squad out eliminates (5). */
export function rowAfterLoss(current: WoundRow, takenOut: number): number {
  if (takenOut >= SQUAD_SIZE) return 5;
  return Math.min(4, current + takenOut);
}

export { unitOwner };
