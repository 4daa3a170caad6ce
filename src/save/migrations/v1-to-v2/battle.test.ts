import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../index';
import { battleV1toV2, dropEventLog, terrainDoors } from './battle';

const V1_GOLDEN = resolve(import.meta.dirname, '../../../../test/fixtures/saves/v1/tactical-battle.save.json');
const v1 = (): JsonObject => JSON.parse(readFileSync(V1_GOLDEN, 'utf8')) as JsonObject;
const battleOf = (save: JsonObject, key: string): JsonObject => (save[key] as { battle: JsonObject }).battle;

describe('format 1 -> 2, tactical battle part', () => {
  it('dropEventLog: the event log leaves both game states; nothing else changes, and the file\'s JSON is not touched', () => {
    const old = v1();
    const before = JSON.stringify(old);
    expect(Object.keys(battleOf(old, 'snapshot'))).toContain('log');
    const lean = dropEventLog(old);
    for (const key of ['initialState', 'snapshot']) {
      const { log: _log, ...rest } = battleOf(old, key);
      expect(battleOf(lean, key)).toEqual(rest);
    }
    expect({ ...lean, initialState: null, snapshot: null }).toEqual({ ...old, initialState: null, snapshot: null });
    expect(JSON.stringify(old)).toBe(before);
    expect(JSON.stringify(lean).length).toBeLessThan(before.length / 2);
  });

  it('the whole part runs it: no battle state of an upgraded save has a log', () => {
    const up = battleV1toV2(v1());
    for (const key of ['initialState', 'snapshot']) expect(Object.keys(battleOf(up, key))).not.toContain('log');
  });

  it('terrainDoors: a format 1 terrain had no doors; both game states get an empty list, nothing else changes', () => {
    const old = v1();
    const up = terrainDoors(old);
    for (const key of ['initialState', 'snapshot']) {
      const before = (old[key] as { terrain: JsonObject }).terrain;
      expect(before).not.toHaveProperty('doors');
      expect((up[key] as { terrain: JsonObject }).terrain).toEqual({ ...before, doors: [] });
    }
    expect(((battleV1toV2(old)['snapshot'] as { terrain: JsonObject }).terrain)['doors']).toEqual([]);
  });

  it('leaves parts that are not shaped like a battle for the schemas to refuse', () => {
    const odd: JsonObject = { kind: 'tactical-battle', initialState: 'text', snapshot: { battle: [1, 2] } };
    expect(dropEventLog(odd)).toEqual(odd);
    expect(terrainDoors(odd)).toEqual(odd);
  });
});
