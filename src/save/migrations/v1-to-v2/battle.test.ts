import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../index';
import { battleV1toV2 } from './battle';

const V1_GOLDEN = resolve(import.meta.dirname, '../../../../test/fixtures/saves/v1/tactical-battle.save.json');

describe('format 1 -> 2, tactical battle part', () => {
  it('drops the event log from both game states; the other steps aside, the rest is as it was', () => {
    const v1 = JSON.parse(readFileSync(V1_GOLDEN, 'utf8')) as JsonObject;
    const before = JSON.stringify(v1);
    const v2 = battleV1toV2(v1);
    const battleOf = (save: JsonObject, key: string) => (save[key] as { battle: JsonObject }).battle;
    expect(Object.keys(battleOf(v1, 'snapshot'))).toContain('log');
    for (const key of ['initialState', 'snapshot']) {
      expect(Object.keys(battleOf(v2, key))).not.toContain('log');
      const { log: _log, ...rest } = battleOf(v1, key);
      const { gm: _gm, ...upgraded } = battleOf(v2, key);
      expect(upgraded).toEqual(rest);
    }
    expect(v2['commands']).toEqual(v1['commands']);
    // A new object: the file's JSON is not changed in place.
    expect(JSON.stringify(v1)).toBe(before);
    expect(JSON.stringify(v2).length).toBeLessThan(before.length / 2);
  });

  it('leaves parts that are not shaped like a battle for the schemas to refuse', () => {
    const odd: JsonObject = { kind: 'tactical-battle', initialState: 'text', snapshot: { battle: [1, 2] } };
    expect(battleV1toV2(odd)).toEqual(odd);
  });
});
