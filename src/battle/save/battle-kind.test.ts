import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSaveCodec } from '../../save/codec';
import { playComputer } from '../ai/driver';
import { asciiBattle, computer } from '../test-helpers/squads';
import { goldenBattleSave } from '../test-helpers/battle-save';
import { battleSave, battleSaveSchema, tacticalBattleKind } from './battle-kind';
import { battleCommandSchema } from './schema';
import { mapOfTerrain, terrainOf } from './terrain';

const GOLDEN = resolve(import.meta.dirname, '../../../test/fixtures/saves/v2/tactical-battle.save.json');

describe('tacticalBattleKind', () => {
  it('round-trips the terrain of a map exactly', () => {
    const { map } = asciiBattle(`
      a..o..#~+..s
      ..O.."".....`);
    const back = mapOfTerrain(terrainOf(map, 'x'));
    if (typeof back === 'string') throw new Error(back);
    expect(back.cells).toEqual(map.cells);
    expect(mapOfTerrain({ ...terrainOf(map, 'x'), width: 99 })).toMatch(/fewer cells/);
  });

  it('carries the map\'s doors and their starting states (R-OPS-35), so a save replays without its map file', () => {
    const { map } = asciiBattle('a....s');
    const withDoors = { ...map, doors: [{ x: 1, y: 0, state: 'locked' as const }, { x: 3, y: 0, state: 'open' as const }] };
    const t = terrainOf(withDoors, 'x');
    expect(t.doors).toEqual(withDoors.doors);
    const back = mapOfTerrain(t);
    if (typeof back === 'string') throw new Error(back);
    expect(back.doors).toEqual(withDoors.doors);
    expect(mapOfTerrain({ ...t, doors: [{ x: 9, y: 0, state: 'open' }] })).toBe('The saved terrain has a door outside its size.');
    expect(battleSaveSchema.safeParse({ terrain: { ...t, doors: [{ x: 1, y: 0, state: 'ajar' }] } }).success).toBe(false);
  });

  it('validates its states and commands with zod and refuses hostile ones', () => {
    const { map, state } = asciiBattle('a....s');
    expect(battleSaveSchema.safeParse(battleSave(state, map)).success).toBe(true);
    expect(battleCommandSchema.safeParse({ type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 2 }).success).toBe(true);
    expect(battleCommandSchema.safeParse({ type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'burst' }).success).toBe(false);
    expect(battleCommandSchema.safeParse({ type: 'unit.teleport', unit: 'a1' }).success).toBe(false);
    const bad = { ...battleSave(state, map), battle: { ...state, units: state.units.map((u) => ({ ...u, flashBangs: 1e9 })) } };
    expect(battleSaveSchema.safeParse(bad).success).toBe(false);
  });

  it('saves, loads and replays a played battle to the same state', () => {
    const { map, state } = asciiBattle('a..o..s\nb.....t', { seed: 'save', controllers: [computer('veteran'), computer('veteran')] });
    const played = playComputer(state, map);
    const codec = createSaveCodec([tacticalBattleKind]);
    const save = codec.build(tacticalBattleKind, {
      title: 't',
      seed: 'save',
      initialState: battleSave(state, map),
      commands: played.commands,
      state: battleSave(played.state, map),
      appVersion: '0.1.0',
      createdAt: '2025-01-02T03:04:05.000Z',
      updatedAt: '2025-01-02T03:04:05.000Z',
    });
    const loaded = codec.load(codec.serialize(save));
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.replay).toEqual({ status: 'match' });
    expect(save.summary.progress).toEqual({ unit: 'round', value: played.state.clock.round });
  });

  it('has a golden save under test/fixtures/saves/v2 that loads with a matching replay', () => {
    const codec = createSaveCodec([tacticalBattleKind]);
    if (process.env['UPDATE_GOLDEN_SAVES'] === '1') writeFileSync(GOLDEN, codec.serialize(goldenBattleSave()));
    expect(existsSync(GOLDEN), 'run with UPDATE_GOLDEN_SAVES=1 to write the golden').toBe(true);
    const loaded = codec.load(readFileSync(GOLDEN, 'utf8'));
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.replay).toEqual({ status: 'match' });
  });
});
