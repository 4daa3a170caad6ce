/**
 * A tactical battle opened from the load screen (the save store, renderer/saves): the save's
 * state and log turned back into a table, with the side colours and agent sheets the save kept.
 * Saving itself (save, save as, the autosave after every round, undo, the GM's rewind,
 * Ctrl+S/Ctrl+O/Ctrl+Z) is the save controller's, wired in play-screen.ts; main.ts registers
 * '/battle/play' as the screen for 'tactical-battle' saves.
 */
import type { BattleState } from '../../src/battle';
import { tacticalBattleKind, type BattleSave } from '../../src/battle/save/battle-kind';
import { battleTable, tableAgents, type BattleTable } from '../../src/battle/save/table';
import type { BlacksiteApi } from '../../src/contract';
import { loadBattleMap } from '../maps/battle-map';
import { takeOpenedGame } from '../saves/open-game';
import type { PreparedBattle } from './current';
import { sideLetters, type TableMeta } from './setup-model';

/** Colours by side order and letters from side names, for a battle that comes without its set-up. */
export function defaultMeta(state: BattleState): TableMeta {
  const letters = sideLetters(state.sides.map((s) => s.name));
  return {
    sides: state.sides.map((s, i) => ({ id: s.id, colour: i % 4, letter: letters[i] ?? '?', codeColor: '' })),
    agents: {},
  };
}

/** The table's look as a save keeps it (the same for the save's first state and its snapshot). */
export function tableOfMeta(meta: TableMeta): BattleTable {
  return battleTable(meta.sides, meta.agents, meta.mode, meta.roster, meta.campaign);
}

/**
 * What the table shows beside a saved battle: the colours, letters and agents the save kept, or,
 * for a save written before it kept them, colours by side order and battle stats only.
 */
export function metaOfSave(save: BattleSave): TableMeta {
  const fallback = defaultMeta(save.battle);
  const table = save.table;
  if (!table) return fallback;
  return {
    sides: save.battle.sides.map((s, i) => table.sides.find((t) => t.id === s.id) ?? fallback.sides[i] ?? { id: s.id, colour: i % 4, letter: '?', codeColor: '' }),
    agents: tableAgents(table),
    ...(table.mode === 'gm' ? { mode: 'gm' as const } : {}),
    // The roster agents' records are written when the battle ends, opened from a save or not.
    ...(table.roster ? { roster: table.roster } : {}),
    // A campaign's battle resumed from its save still goes back to the campaign when it ends.
    ...(table.campaign ? { campaign: table.campaign } : {}),
  };
}

/** The battle the load screen opened, as a table can play it; a sentence when it cannot be. */
export async function openedBattle(api: BlacksiteApi): Promise<PreparedBattle | string | null> {
  const opened = takeOpenedGame(tacticalBattleKind);
  if (!opened) return null;
  const { snapshot, initialState, commands, seed } = opened.save;
  const name = snapshot.battle.map.name;
  const loaded = await loadBattleMap(api, name);
  if (!loaded.ok) return name.startsWith('user:') ? loaded.reason : `This battle was fought on the map "${name}", which this version of Blacksite does not ship.`;
  return {
    map: loaded.map,
    mapName: name,
    title: typeof loaded.map.properties.name === 'string' ? loaded.map.properties.name : name,
    setup: null,
    meta: metaOfSave(snapshot),
    state: snapshot.battle,
    initial: initialState.battle,
    commands,
    seed,
    opened,
  };
}
