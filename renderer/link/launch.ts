/**
 * A conspiracy fight played out (R-LINK-1): the battle the reducer will replay (src/link/firefight.ts
 * linkBattle, built from the game's true state), drawn on the shipped map of the Area. The table plays
 * on the link map's rules (its ground, spawn zones, no weapons on the floor, no mission objects) under
 * the shipped map's art, so every command it takes is one the replay accepts.
 */
import type { BattleMap } from '../../src/battle/map';
import type { HatsState, PendingFight } from '../../src/hats';
import type { BlacksiteApi } from '../../src/contract';
import type { BattleCommand } from '../../src/battle';
import { replayCommands } from '../../src/battle/commands/replay';
import { linkBattle } from '../../src/link/firefight';
import { preparedFrom, type PreparedBattle } from '../battle/current';
import { sideLetters, type TableMeta } from '../battle/setup-model';
import { loadBattleMap } from '../maps/battle-map';

/** The shipped map's art over the link map's rules. */
export function linkTableMap(art: BattleMap, rules: BattleMap): BattleMap {
  const { mission: _mission, weapons: _weapons, ...drawn } = art;
  return { ...drawn, cells: rules.cells, doors: rules.doors, spawnZones: rules.spawnZones, objectives: [], weapons: [] };
}

/**
 * The battle on the table. `byComputer`: the seat hands its squad (both, hot-seat) to the veteran
 * computer from the start, as a GM hands a side over (gm.control, a command of the battle's log, so the
 * conspiracy's replay hands it over at the same moment).
 */
export async function linkPrepared(api: BlacksiteApi, state: HatsState, fight: PendingFight, byComputer = false): Promise<PreparedBattle | string> {
  const b = linkBattle(state, fight);
  if (typeof b === 'string') return b;
  const handOver: BattleCommand[] = byComputer
    ? b.initial.sides.filter((s) => s.controller.kind === 'human').map((s) => ({ type: 'gm.control', side: s.id, controller: { kind: 'computer', level: 'veteran' }, public: true }))
    : [];
  const start = replayCommands(b.initial, b.map, handOver);
  if ('rejected' in start) return start.rejected;
  const art = await loadBattleMap(api, b.mapName);
  if (!art.ok) return art.reason;
  const map = linkTableMap(art.map, b.map);
  const names = b.initial.sides.map((s) => s.name);
  const letters = sideLetters(names);
  const meta: TableMeta = {
    sides: b.initial.sides.map((s, i) => ({ id: s.id, colour: i, letter: letters[i] ?? '?', codeColor: '' })),
    agents: {},
    link: { seed: fight.seed },
  };
  const title = `${names[0] ?? 'Attacker'} against ${names[1] ?? 'defender'}`;
  // The state is the reducer's own first state: the same units, seed and sides (set-up only once).
  return { ...preparedFrom({ map, mapName: b.mapName, title, setup: { mapName: b.mapName, seed: fight.seed, sides: [] }, meta, state: start.state }), initial: b.initial, commands: handOver, setup: null };
}
