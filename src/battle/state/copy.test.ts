import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSaveCodec } from '../../save/codec';
import { GAME_KINDS } from '../../save/kinds/index';
import type { BattleSave } from '../save/battle-kind';
import { longBattle } from '../test-helpers/long-battle';
import { copyBattle, copyUnit } from './copy';
import type { BattleState } from './types';

const played = longBattle(30);

describe('copyUnit and copyBattle', () => {
  it('copy every field of a battle played from its set-up, in the order it was written', () => {
    for (const state of [played.initial, played.state]) {
      const copy = copyBattle(state);
      expect(copy).not.toBe(state);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
      for (const u of state.units) {
        const v = copyUnit(u);
        expect(v).not.toBe(u);
        expect(JSON.stringify(v)).toBe(JSON.stringify(u));
      }
    }
  });

  it('copy every field of the states a save file holds (read in the schema order)', () => {
    for (const name of ['tactical-battle.save.json', 'tactical-battle-gm.save.json']) {
      const parsed = createSaveCodec(GAME_KINDS).parse(readFileSync(new URL(`../../../test/fixtures/saves/v2/${name}`, import.meta.url), 'utf8'));
      if (!parsed.ok) throw new Error(parsed.reason);
      const states = [parsed.save.initialState, parsed.save.snapshot].map((s) => (s as BattleSave).battle);
      for (const state of states) {
        expect(copyBattle(state)).toStrictEqual(state);
        for (const u of state.units) expect(copyUnit(u)).toStrictEqual(u);
      }
    }
  });

  it('leave the original alone when the copy is filled in', () => {
    const state: BattleState = played.state;
    const before = JSON.stringify(state);
    const copy = copyBattle(state);
    copy.phase = 'over';
    for (const u of state.units) copyUnit(u).initiative = 99;
    expect(JSON.stringify(state)).toBe(before);
  });
});
