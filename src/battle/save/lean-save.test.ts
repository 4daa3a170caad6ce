import { describe, expect, it } from 'vitest';
import { serializeSave } from '../../save/build-save';
import { createSaveCodec } from '../../save/codec';
import type { SaveFile } from '../../save/envelope';
import { GAME_KINDS } from '../../save/kinds/index';
import { replayCommands } from '../commands/replay';
import { longBattle, saveOfBattle } from '../test-helpers/long-battle';
import type { BattleSave } from './battle-kind';

describe('lean battle saves', () => {
  it('a 200-round 8-against-8 battle saves in at most a quarter of what format 1 wrote (its state kept every event)', () => {
    const b = longBattle(200);
    const save = saveOfBattle(b) as SaveFile<BattleSave>;
    expect(save.snapshot.battle.clock.round).toBe(200);
    expect(save.snapshot.battle.units).toHaveLength(16);
    const lean = serializeSave(save);
    // Format 1's shape of the same game: the snapshot's battle carried the whole event log.
    const history = replayCommands(b.initial, b.map, b.commands);
    if ('rejected' in history) throw new Error(history.rejected);
    const fat = serializeSave({ ...save, snapshot: { ...save.snapshot, battle: { ...save.snapshot.battle, log: history.events } } });
    expect(lean.length / fat.length).toBeLessThanOrEqual(0.25);
    // And it loads, replaying to its snapshot.
    const loaded = createSaveCodec(GAME_KINDS).load(lean);
    expect(loaded.ok && loaded.replay).toEqual({ status: 'match' });
  });
});
