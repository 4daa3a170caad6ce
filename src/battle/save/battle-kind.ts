import { z } from 'zod';
import { defineGameKind } from '../../save/game-kind';
import { stateHash } from '../../save/canonical';
import { applyBattleCommand } from '../commands/apply';
import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import { rolledDice } from '../state/dice';
import type { BattleState } from '../state/types';
import { battleCommandSchema, battleStateSchema } from './schema';
import { battleTableSchema, type BattleTable } from './table';
import { mapOfTerrain, terrainOf, terrainSchema, type Terrain } from './terrain';

/**
 * A battle as a save holds it: the battle state plus the ground it is fought on (the save
 * format's apply(state, command) has no map argument, and a save should replay even if the map
 * file changes or is gone).
 */
export interface BattleSave {
  readonly terrain: Terrain;
  readonly battle: BattleState;
  /**
   * The table's look (side colours and letters, the agents behind the units); absent in saves
   * written before it and in battles set up without the table. Commands never change it.
   */
  readonly table?: BattleTable;
}

export const battleSaveSchema: z.ZodType<BattleSave> = z.strictObject({ terrain: terrainSchema, battle: battleStateSchema, table: battleTableSchema.optional() });

export function battleSave(battle: BattleState, map: BattleMap, table?: BattleTable): BattleSave {
  return table ? { terrain: terrainOf(map, battle.map.name), battle, table } : { terrain: terrainOf(map, battle.map.name), battle };
}

// Replaying a log decodes the same terrain once per command; a small cache keeps that free. The
// terrain object rides unchanged from state to state, so it is first looked up by identity
// (building the text key would copy the whole terrain string on every command).
const maps = new Map<string, BattleMap | string>();
const byObject = new WeakMap<Terrain, BattleMap | string>();
function mapFor(t: Terrain): BattleMap | string {
  const known = byObject.get(t);
  if (known !== undefined) return known;
  const key = `${t.width}x${t.height}@${t.metersPerTile}:${t.cells}|${t.doors.map((d) => `${d.x},${d.y}${d.state.charAt(0)}`).join(';')}`;
  let m = maps.get(key);
  if (m === undefined) {
    if (maps.size >= 8) maps.clear();
    m = mapOfTerrain(t);
    maps.set(key, m);
  }
  byObject.set(t, m);
  return m;
}

/** Where the state's RNG and content stand, for determinism tests: same seed + commands = same hash. */
export function battleHash(state: BattleState): string {
  return stateHash(state);
}

const COVER = ['.', 'o', 'O', '#'] as const;

export const tacticalBattleKind = defineGameKind<BattleSave, BattleCommand>({
  kind: 'tactical-battle',
  stateSchema: battleSaveSchema,
  commandSchema: battleCommandSchema,
  apply(state, command) {
    const map = mapFor(state.terrain);
    if (typeof map === 'string') return { rejected: map };
    const r = applyBattleCommand(state.battle, map, command);
    // The table rides along unchanged, so a replayed log ends with the table it began with.
    if ('rejected' in r) return r;
    return { state: state.table === undefined ? { terrain: state.terrain, battle: r.state } : { terrain: state.terrain, battle: r.state, table: state.table } };
  },
  period: (state) => state.battle.clock.round,
  summarize(state) {
    const b = state.battle;
    const map = mapFor(state.terrain);
    const scale = Math.max(1, Math.ceil(Math.max(b.map.width, b.map.height) / 128));
    const w = Math.ceil(b.map.width / scale);
    const h = Math.ceil(b.map.height / scale);
    const rows: string[] = [];
    for (let y = 0; y < h; y++) {
      let row = '';
      for (let x = 0; x < w; x++) {
        const unit = b.units.find((u) => u.status !== 'dead' && Math.floor(u.cell.x / scale) === x && Math.floor(u.cell.y / scale) === y);
        const code = typeof map === 'string' ? 0 : (map.cells.cover[y * scale * b.map.width + x * scale] ?? 0);
        row += unit ? (b.sides.findIndex((s) => s.id === unit.side) === 0 ? 'a' : 'b') : (COVER[code] ?? '.');
      }
      rows.push(row);
    }
    return {
      progress: { unit: 'round', value: b.clock.round },
      sides: b.sides.map((s) => s.name),
      mapName: b.map.name,
      thumbnail: {
        type: 'cells',
        width: w,
        height: h,
        rows,
        legend: { '.': 'open ground', o: 'partial cover', O: 'full cover', '#': 'wall', a: 'first side', b: 'other side' },
      },
    };
  },
  undoRefusal: (before, _command, after) => (rolledDice(before.battle, after.battle) ? 'That command rolled dice, so it cannot be undone.' : undefined),
});
